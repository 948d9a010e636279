import Testing

@testable import CollapsingNavBarCore

@Suite struct ScrollObservationEventTests {
  @Test func onlyDistanceChangesCarryACollapseDistance() {
    #expect(ScrollObservationEvent.collapseDistanceChanged(-12.5).collapseDistance == -12.5)
    #expect(ScrollObservationEvent.dragBegan.collapseDistance == nil)
    #expect(ScrollObservationEvent.dragEnded(velocity: 1.2).collapseDistance == nil)
  }
}
