import Testing

@testable import CollapsingNavBarCore

/// The order in which the controller hears an event and what the container shows beside it
/// (``NavBarController/nextStep(_:container:)``): decided by the controller from the container as
/// it is, step by step; the applier only carries the steps out.
@Suite struct NavBarControllerDeliveryTests {
  /// A controller attached to a container at rest at its top, and that container.
  private func attached() -> (NavBarController, SharedInsetContainer) {
    var controller = try! NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
    var container = SharedInsetContainer()
    _ = CommandApplier.attach(&controller, to: &container)
    return (controller, container)
  }

  /// The steps of a delivery with no answer applied between them (the container stays as given).
  private func steps(_ delivery: Delivery, _ controller: NavBarController, _ container: SharedInsetContainer)
    -> [String]
  {
    var delivery = delivery
    var steps: [String] = []
    while let step = controller.nextStep(&delivery, container: container) {
      steps.append(step.announced ? step.event.name : "(\(step.event.name))")
      if steps.count > 20 { break }
    }
    return steps
  }

  @Test func aScrollTickUnderADragIsHeardAloneWithNothingRead() {
    var (controller, container) = attached()
    _ = CommandApplier.deliver(.dragBegan, to: &controller, container: &container)
    container.contentOffsetY = 30
    container.isTracking = true
    #expect(steps(Delivery(.offsetChanged(30)), controller, container) == ["(offsetChanged)"])
  }

  @Test func aFingerTheControllerHasNotHeardOfTouchesFirst() {
    var (controller, container) = attached()
    container.isTracking = true
    #expect(steps(Delivery(.frame(time: 1)), controller, container) == ["touchBegan", "(frame)"])
    // The drag's own callbacks come with their finger: nothing is reported before them.
    #expect(steps(Delivery(.dragBegan), controller, container) == ["(dragBegan)"])
  }

  @Test func aLiftReportedWithTheMoveItMadeComesAfterThatMove() {
    var (controller, container) = attached()
    container.isTracking = true
    _ = CommandApplier.deliver(.frame(time: 1), to: &controller, container: &container)
    #expect(controller.phase == .touching)
    container.isTracking = false
    container.contentOffsetY = 4
    #expect(steps(Delivery(.offsetChanged(4)), controller, container) == ["(offsetChanged)", "touchEnded"])
    // Before any other event the lift comes first.
    #expect(steps(Delivery(.frame(time: 2)), controller, container) == ["touchEnded", "(frame)"])
  }

  @Test func aDetachHearsWhereTheContentIsAndTheInsetsAsTheyAreFirst() {
    var (controller, container) = attached()
    container.contentOffsetY = 12
    container.systemShareTop = 20
    #expect(
      steps(Delivery(.detach), controller, container) == [
        "offsetChanged", "systemInsetChanged", "insetChanged", "(detach)",
      ])
  }

  @Test func insetsThatMovedUnheardAreReportedBeforeAnEventThatIsNoReportOfThem() {
    var (controller, container) = attached()
    container.systemShareTop = 20
    #expect(
      steps(Delivery(.scrollToTopRequested), controller, container) == [
        "systemInsetChanged", "insetChanged", "(scrollToTopRequested)",
      ])
    // A scroll tick does not ask: UIKit moves the offset for a new safe area before it calls
    // back for the inset.
    #expect(steps(Delivery(.offsetChanged(0)), controller, container) == ["(offsetChanged)"])
    // Alone, the report is the share, the insets, and nothing after them at rest.
    #expect(steps(.insetsReport, controller, container) == ["systemInsetChanged", "insetChanged"])
  }

  @Test func aScrollTickTheInsetReportsMadeHistoryIsBroughtUpToDateOrDropped() {
    var (controller, container) = attached()
    container.observesOnly = true
    container.systemShareTop = 20
    container.contentOffsetY = 7
    #expect(controller.geometry.contentOffsetY != 7)
    var delivery = Delivery(.offsetChanged(5))
    #expect(controller.nextStep(&delivery, container: container)?.event.name == "systemInsetChanged")
    #expect(controller.nextStep(&delivery, container: container)?.event.name == "insetChanged")
    // The content is at 7, not at the 5 the event carries: the event is brought up to date.
    #expect(controller.nextStep(&delivery, container: container)?.event == .offsetChanged(7))
    // Where the controller knows the content's place already (the echo of a write told it), the
    // event is dropped.
    var known = Delivery(.offsetChanged(5))
    container.contentOffsetY = controller.geometry.contentOffsetY
    _ = controller.nextStep(&known, container: container)
    _ = controller.nextStep(&known, container: container)
    #expect(controller.nextStep(&known, container: container) == nil)
  }

  @Test func theEndOfADragWhoseDecelerationAWriteStoppedEndsWithoutOne() {
    var (controller, container) = attached()
    // The controller rests (an app's expand from inside a callback took the release), and the
    // container does not decelerate: UIKit's announced deceleration will never end.
    #expect(
      controller.dragEnd(.didEndDragging(willDecelerate: true), container: container)
        == .didEndDragging(willDecelerate: false))
    container.isDecelerating = true
    #expect(
      controller.dragEnd(.didEndDragging(willDecelerate: true), container: container)
        == .didEndDragging(willDecelerate: true))
  }

  @Test func contentUIKitMovesWhileTheBarRestsMakesTheControllerCoastFirst() {
    var (controller, container) = attached()
    container.isDecelerating = true
    container.contentOffsetY = -3
    #expect(steps(Delivery(.offsetChanged(-3)), controller, container) == ["didEndDragging", "(offsetChanged)"])
    // Not under a finger: that is a touch.
    container.isTracking = true
    #expect(steps(Delivery(.offsetChanged(-3)), controller, container) == ["touchBegan", "(offsetChanged)"])
  }

  @Test func aWriteThatStoppedADecelerationEndsItAfterTheOffsetItStoppedAt() {
    var (controller, container) = attached()
    _ = CommandApplier.deliver(.dragBegan, to: &controller, container: &container)
    container.contentOffsetY = 300
    _ = CommandApplier.deliver(.offsetChanged(300), to: &controller, container: &container)
    _ = CommandApplier.deliver(
      .willEndDragging(velocity: 2, targetOffset: 1200), to: &controller, container: &container)
    _ = CommandApplier.deliver(.didEndDragging(willDecelerate: true), to: &controller, container: &container)
    guard case .coasting(nil, _) = controller.phase else {
      Issue.record("expected UIKit's deceleration, got \(controller.phase)")
      return
    }
    // Stopped at 340 (the write ran inside the step's `scrollViewDidScroll`).
    container.contentOffsetY = 340
    #expect(steps(.afterStoppedMotion, controller, container) == ["offsetChanged", "didEndDecelerating"])
    // Still decelerating: nothing stopped.
    container.isDecelerating = true
    #expect(steps(.afterStoppedMotion, controller, container) == [])
  }
}
