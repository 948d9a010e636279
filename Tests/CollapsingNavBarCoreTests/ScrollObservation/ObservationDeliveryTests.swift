import Testing

@testable import CollapsingNavBarCore

@Suite struct ObservationDeliveryTests {
  @Test func userDrivenChangesAreDeliveredAtOnce() {
    #expect(ObservationDelivery.forOffsetChange(isTracking: true, isDragging: false, isDecelerating: false) == .now)
    #expect(ObservationDelivery.forOffsetChange(isTracking: false, isDragging: true, isDecelerating: false) == .now)
    #expect(ObservationDelivery.forOffsetChange(isTracking: false, isDragging: false, isDecelerating: true) == .now)
    #expect(
      ObservationDelivery.forOffsetChange(isTracking: false, isDragging: false, isDecelerating: false, isSettling: true)
        == .now)
  }

  @Test func otherChangesWaitForTheNextTurnOutsideAnyViewUpdate() {
    #expect(
      ObservationDelivery.forOffsetChange(isTracking: false, isDragging: false, isDecelerating: false) == .nextTurn)
  }
}
