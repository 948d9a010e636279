import Testing

@testable import CollapsingNavBarCore

@Suite struct ScrollObservationMathTests {
  @Test(arguments: [(-47.0, 47.0, 0.0), (53.0, 47.0, 100.0), (-107.0, 47.0, -60.0), (0.0, 0.0, 0.0)])
  func collapseDistanceIsOffsetPlusTopInset(offset: Double, inset: Double, expected: Double) {
    #expect(ScrollObservationMath.collapseDistance(contentOffsetY: offset, contentInsetTop: inset) == expected)
  }

  @Test func collapseDistanceOfNonFiniteInputIsZero() {
    #expect(ScrollObservationMath.collapseDistance(contentOffsetY: .nan, contentInsetTop: 47) == 0)
    #expect(ScrollObservationMath.collapseDistance(contentOffsetY: 10, contentInsetTop: .infinity) == 0)
  }

  @Test(arguments: [-60.0, 0, 12.5, 400])
  func contentOffsetIsTheInverseOfTheCollapseDistance(c: Double) {
    let y = ScrollObservationMath.contentOffsetY(collapseDistance: c, contentInsetTop: 91)
    #expect(ScrollObservationMath.collapseDistance(contentOffsetY: y, contentInsetTop: 91) == c)
  }

  @Test func contentOffsetForANonFiniteDistanceIsTheTop() {
    #expect(ScrollObservationMath.contentOffsetY(collapseDistance: .nan, contentInsetTop: 91) == -91)
    #expect(ScrollObservationMath.contentOffsetY(collapseDistance: 10, contentInsetTop: .nan) == 10)
  }

  @Test func fingerMovingUpScrollsTowardTheEndInPointsPerMillisecond() {
    #expect(ScrollObservationMath.scrollVelocity(panVelocityY: -1500) == 1.5)
    #expect(ScrollObservationMath.scrollVelocity(panVelocityY: 800) == -0.8)
    #expect(ScrollObservationMath.scrollVelocity(panVelocityY: 0) == 0)
    #expect(ScrollObservationMath.scrollVelocity(panVelocityY: .nan) == 0)
  }

  @Test func contentVelocityPerSecondKeepsItsSign() {
    #expect(ScrollObservationMath.scrollVelocity(contentPointsPerSecond: 2000) == 2)
    #expect(ScrollObservationMath.scrollVelocity(contentPointsPerSecond: -250) == -0.25)
    #expect(ScrollObservationMath.scrollVelocity(contentPointsPerSecond: -.infinity) == 0)
  }
}
