import Testing

@testable import CollapsingNavBarCore

@Suite struct ScrollObservationEventTests {
  @Test func onlyDistanceChangesCarryACollapseDistance() {
    #expect(ScrollObservationEvent.collapseDistanceChanged(-12.5).collapseDistance == -12.5)
    #expect(ScrollObservationEvent.dragBegan.collapseDistance == nil)
    #expect(ScrollObservationEvent.dragEnded(velocity: 1.2).collapseDistance == nil)
  }

  @Test func theReleaseVelocityIsAlsoGivenInPointsPerSecondAsGesturesReportIt() {
    #expect(ScrollObservationEvent.dragEnded(velocity: 1.25).releaseVelocityPointsPerSecond == 1250)
    #expect(ScrollObservationEvent.dragEnded(velocity: -0.4).releaseVelocityPointsPerSecond == -400)
    #expect(ScrollObservationEvent.dragBegan.releaseVelocityPointsPerSecond == nil)
    #expect(ScrollObservationEvent.collapseDistanceChanged(3).releaseVelocityPointsPerSecond == nil)
  }
}
