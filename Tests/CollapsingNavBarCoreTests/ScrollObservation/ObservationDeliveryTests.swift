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

  @Test func aDiffAppliedDuringMomentumWaitsForTheNextTurn() {
    // SwiftUI applies a List diff inside its view update while the content decelerates: the
    // content size changes, then UIKit moves the offset. The flags still say "decelerating".
    #expect(
      ObservationDelivery.forOffsetChange(
        isTracking: false, isDragging: false, isDecelerating: true, contentSizeChangedThisTurn: true) == .nextTurn)
    #expect(
      ObservationDelivery.forOffsetChange(
        isTracking: true, isDragging: true, isDecelerating: false, contentSizeChangedThisTurn: true) == .nextTurn)
  }

  @Test func theSettlesOwnWriteIsDeliveredAtOnceEvenAfterAResize() {
    #expect(
      ObservationDelivery.forOffsetChange(
        isTracking: false, isDragging: false, isDecelerating: false, isSettling: true,
        contentSizeChangedThisTurn: true) == .now)
  }
}
