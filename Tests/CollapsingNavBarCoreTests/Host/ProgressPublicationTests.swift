import Testing

@testable import CollapsingNavBarCore

@Suite struct ProgressPublicationTests {
  /// What `take` answered for each value, in order.
  private func take(_ values: [Double], into publication: inout ProgressPublication) -> [Bool] {
    values.map { publication.take($0) }
  }

  @Test func severalValuesInOneTurnArePublishedOnceAsTheLast() {
    var publication = ProgressPublication()
    #expect(take([0.2, 0.4, 0.5], into: &publication) == [true, false, false])
    let published = publication.publish()
    #expect(published == 0.5)
    #expect(publication.published == 0.5)
    #expect(publication.pending == nil)
  }

  @Test func aValueThatCameBackIsNoNews() {
    var publication = ProgressPublication(published: 1)
    #expect(take([0.5, 1], into: &publication) == [true, false])
    let published = publication.publish()
    #expect(published == nil)
    #expect(publication.published == 1)
    // The next change schedules again.
    #expect(take([0.9], into: &publication) == [true])
  }

  @Test func aTurnWithNothingTakenPublishesNothing() {
    var publication = ProgressPublication()
    let published = publication.publish()
    #expect(published == nil)
  }

  @Test func aValueThatIsNotFiniteIsIgnored() {
    var publication = ProgressPublication()
    #expect(take([.nan, .infinity], into: &publication) == [false, false])
    #expect(publication.pending == nil)
  }
}
