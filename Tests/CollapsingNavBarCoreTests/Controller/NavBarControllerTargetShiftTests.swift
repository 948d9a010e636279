import Testing

@testable import CollapsingNavBarCore

@Suite struct NavBarControllerTargetShiftTests {
  /// An observed container dragged to collapse distance `c`, finger still down.
  private func dragging(to c: Double) -> (NavBarController, ObservedOnlyContainer) {
    var controller = try! NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
    var container = ObservedOnlyContainer()
    _ = CommandApplier.attach(&controller, to: &container)
    _ = CommandApplier.deliver(.dragBegan, to: &controller, container: &container)
    container.contentOffsetY = c - 279
    _ = CommandApplier.deliver(.offsetChanged(container.contentOffsetY), to: &controller, container: &container)
    return (controller, container)
  }

  @Test func theShiftedTargetIsTheOneTheReleaseWouldMake() throws {
    let (controller, _) = dragging(to: 20)
    // A fling just above the threshold at the fast rate projects to 50.8, inside the first section.
    let velocity = 0.31
    let shift = try #require(controller.releaseTargetShift(velocity: velocity, decelerationRate: .fast))
    let proposed = DecelerationRate.fast.projectedOffset(from: 20 - 279, velocity: velocity)
    var released = controller
    let commands = released.handle(.willEndDragging(velocity: velocity, targetOffset: proposed))
    #expect(commands.effects.targetContentOffset == proposed + shift)
    #expect(controller.metrics.wholeStates.contains(proposed + shift + 279))
  }

  @Test func aSlowReleaseShiftsTheTargetToWhereTheContentIs() throws {
    // The content stops there and the bar settles with its own animation when the drag ends.
    let (controller, _) = dragging(to: 20)
    let shift = try #require(controller.releaseTargetShift(velocity: 0.05, decelerationRate: .normal))
    let proposed = DecelerationRate.normal.projectedOffset(from: 20 - 279, velocity: 0.05)
    #expect(abs(proposed + shift - (20 - 279)) < 1e-9)
  }

  @Test func askingChangesNothing() {
    let (controller, _) = dragging(to: 20)
    let before = controller
    _ = controller.releaseTargetShift(velocity: 0.05, decelerationRate: .normal)
    #expect(controller.phase == before.phase)
    #expect(controller.collapse == before.collapse)
  }

  @Test func withoutADragTheTargetStays() {
    var (controller, container) = dragging(to: 20)
    _ = CommandApplier.deliver(.didEndDragging(willDecelerate: false), to: &controller, container: &container)
    _ = CommandApplier.deliver(.scrollAnimationEnded, to: &controller, container: &container)
    #expect(controller.releaseTargetShift(velocity: 0.05, decelerationRate: .normal) == nil)
  }

  @Test func aFlingToTheEndNeedsNoShift() throws {
    let (controller, _) = dragging(to: 20)
    // UIKit keeps the target at the content's end, deep in the content: the bar rests collapsed.
    #expect(controller.releaseTargetShift(velocity: 100, decelerationRate: .normal) == nil)
  }

  /// An app's `.viewAligned` behaviour moved the target to a row edge that lands the bar between
  /// two whole states: the bar's rule moves the app's target to a whole state.
  @Test func anAppsTargetBetweenWholeStatesMovesToOne() throws {
    let (controller, _) = dragging(to: 20)
    let velocity = 0.31
    let proposed = DecelerationRate.fast.projectedOffset(from: 20 - 279, velocity: velocity)
    // The app aligned the target to collapse distance 30 (a row edge), between 0 and 52.
    let appMove = (30 - 279) - proposed
    let shift = try #require(
      controller.releaseTargetShift(velocity: velocity, decelerationRate: .fast, appMove: appMove))
    #expect(controller.metrics.wholeStates.contains(proposed + shift + 279))
    // The same as the release decision on the app's target.
    var released = controller
    let commands = released.handle(.willEndDragging(velocity: velocity, targetOffset: proposed + appMove))
    #expect(commands.effects.targetContentOffset == proposed + shift)
  }

  /// Past the collapsible range the bar rests collapsed whatever the offset: the app's alignment
  /// stands.
  @Test func anAppsTargetDeepInTheContentStaysTheApps() {
    let (controller, _) = dragging(to: 20)
    let velocity = 0.31
    let proposed = DecelerationRate.fast.projectedOffset(from: 20 - 279, velocity: velocity)
    let appMove = (900 - 279) - proposed
    #expect(controller.releaseTargetShift(velocity: velocity, decelerationRate: .fast, appMove: appMove) == nil)
  }

  @Test func anAppsMoveThatIsNotFiniteLeavesTheTarget() {
    let (controller, _) = dragging(to: 20)
    #expect(controller.releaseTargetShift(velocity: 0.31, decelerationRate: .fast, appMove: .nan) == nil)
  }
}
