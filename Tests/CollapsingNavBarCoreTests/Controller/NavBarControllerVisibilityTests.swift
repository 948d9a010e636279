import Testing

@testable import CollapsingNavBarCore

/// The container leaving the screen (``ScrollEvent/visibilityChanged(isVisible:)``): no display
/// link runs off screen, so the bar must come to rest at once and nothing may wait for a frame.
@Suite struct NavBarControllerVisibilityTests {
  /// Drags to a collapse distance and lets go slowly with the content still moving (UIKit
  /// decelerates).
  private func release(_ container: inout TestContainer, atDistance c: Double) {
    container.send(.dragBegan)
    container.scroll(toDistance: c)
    container.send(.willEndDragging(velocity: 0.5, targetOffset: container.geometry.contentOffsetY + 30))
    container.send(.didEndDragging(willDecelerate: true))
  }

  @Test func leavingDuringADecelerationStopsItAndSettlesAtOnceOnAWholeState() {
    var container = TestContainer()
    container.attach()
    release(&container, atDistance: 70)
    #expect(container.controller.isContentMoving)
    let stopsBefore = container.view.motionStops
    let commands = container.send(.visibilityChanged(isVisible: false))
    #expect(commands.stopsContentMotion)
    #expect(container.view.motionStops == stopsBefore + 1)
    #expect(commands.contentOffset?.animation == OffsetAnimation.none)
    #expect(commands.effects.layoutAnimationDuration == nil)
    #expect(container.controller.phase == .idle)
    #expect(!container.controller.needsFrames)
    #expect(container.controller.collapse == 52)
    #expect(container.controller.collapseDistance == 52)
  }

  @Test func leavingDuringTheBarsOwnSettleLandsOnItsTarget() {
    var container = TestContainer()
    container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: 80)
    container.send(.willEndDragging(velocity: 0, targetOffset: container.geometry.contentOffsetY))
    container.send(.didEndDragging(willDecelerate: false))
    guard case .coasting(let target?, _) = container.controller.phase else {
      Issue.record("expected the bar's own settle, found \(container.controller.phase)")
      return
    }
    container.send(.visibilityChanged(isVisible: false))
    #expect(container.controller.collapseDistance == target)
    #expect(container.controller.collapse == target)
    #expect(container.controller.phase == .idle)
  }

  @Test func leavingDuringScrollToTopStopsItWhereItIsAtAWholeState() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 1500)
    container.send(.scrollToTopRequested)
    container.send(.frame(time: 0))
    container.send(.frame(time: 0.1))
    let commands = container.send(.visibilityChanged(isVisible: false))
    #expect(commands.stopsContentMotion)
    #expect(container.controller.phase == .idle)
    #expect(!container.controller.needsFrames)
    #expect(container.controller.metrics.wholeStates.contains(container.controller.collapse))
  }

  @Test func contentLeftPastItsTopComesBackAtOnce() {
    var container = TestContainer()
    container.attach()
    release(&container, atDistance: -60)
    container.send(.visibilityChanged(isVisible: false))
    #expect(container.controller.collapseDistance == 0)
    #expect(container.controller.collapse == 0)
  }

  @Test func anAttachOffScreenBringsContentPastItsEndBackInsideItsRange() throws {
    // (An app attaches the bar again from inside a callback of the window's leaving.) On screen
    // UIKit's bounce would bring the content back; off screen nothing does but the bar.
    var controller = try NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
    _ = controller.handle(.visibilityChanged(isVisible: false))
    let pastTheEnd = ContainerGeometry(
      contentOffsetY: 700, contentInsetTop: 279, contentHeight: 1200, viewportHeight: 844)
    let commands = controller.handle(.attach(pastTheEnd))
    let end = controller.geometry.maximumOffset
    #expect(
      commands.contentOffset.map { abs($0.y - end) < 1e-9 } == true,
      "\(String(describing: commands.contentOffset)) for \(end)")
    #expect(controller.geometry.contentOffsetY <= end + 1e-9)
  }

  /// An observed container at its end whose safe area grows by 20 pt, and UIKit's move of the
  /// offset for it, which leaves the content 20 pt past its end (the owner's inset is the edge the
  /// content rests against); on screen or off.
  private func observedMovedPastItsEnd(visible: Bool) throws -> (NavBarController, NavBarCommands, end: Double) {
    var controller = try NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
    let geometry = ContainerGeometry(
      contentOffsetY: 1200 - 844, contentInsetTop: 0, contentHeight: 1200, viewportHeight: 844)
    _ = controller.handle(.attach(geometry, observesOnly: true))
    _ = controller.handle(.systemInsetChanged(share: 0, isRefreshing: false))
    if !visible { _ = controller.handle(.visibilityChanged(isVisible: false)) }
    _ = controller.handle(.systemInsetChanged(share: 20, isRefreshing: false))
    let end = controller.geometry.maximumOffset
    let commands = controller.handle(.offsetChanged(end + 20))
    return (controller, commands, end)
  }

  @Test func offScreenAnObservedContainersMoveWithANewSafeAreaPastItsEndComesBackAtOnce() throws {
    // Off screen no bounce brings it back.
    let (_, commands, end) = try observedMovedPastItsEnd(visible: false)
    #expect(
      commands.contentOffset.map { abs($0.y - end) < 1e-9 } == true,
      "\(String(describing: commands.contentOffset)) for \(end)")
  }

  @Test func onScreenAnObservedContainersMoveWithANewSafeAreaPastItsEndGoesBackAnimated() throws {
    // On screen the content slides back to its end with the bar's own animation, never a jump
    // (the jump is for off screen, where nothing is seen).
    let (controller, commands, end) = try observedMovedPastItsEnd(visible: true)
    let move = try #require(commands.contentOffset)
    #expect(abs(move.y - end) < 1e-9)
    #expect(move.animation != .none)
    #expect(controller.isContentMoving)
  }

  @Test func offScreenExpandAndCollapseLandAtOnce() {
    var container = TestContainer()
    container.attach()
    container.send(.visibilityChanged(isVisible: false))
    let collapse = container.controller.collapse(animated: true)
    container.apply(collapse)
    #expect(collapse.contentOffset?.animation == OffsetAnimation.none)
    #expect(collapse.effects.layoutAnimationDuration == nil)
    #expect(container.controller.collapse == 148)
    #expect(!container.controller.needsFrames)
    // The titles cross at once too.
    #expect(collapse.effects.titleFade?.duration == 0)
    let expand = container.controller.expand(animated: true)
    container.apply(expand)
    #expect(expand.contentOffset?.animation == OffsetAnimation.none)
    #expect(container.controller.collapse == 0)
  }

  @Test func offScreenStatusBarTapIsIgnored() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 1500)
    container.send(.visibilityChanged(isVisible: false))
    let commands = container.send(.scrollToTopRequested)
    #expect(commands.effects.scrollToTop == nil)
    #expect(!container.controller.needsFrames)
    #expect(container.controller.collapseDistance == 1500)
  }

  @Test func comingBackAtRestWritesNothing() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 96)
    container.send(.visibilityChanged(isVisible: false))
    let writes = (container.insetWrites, container.offsetWrites.count)
    let commands = container.send(.visibilityChanged(isVisible: true))
    #expect(commands.contentOffset == nil)
    #expect(commands.contentInsetTop == nil)
    #expect(container.insetWrites == writes.0)
    #expect(container.offsetWrites.count == writes.1)
    #expect(container.controller.isVisible)
  }

  @Test func aRepeatedVisibilityChangesNothing() {
    var container = TestContainer()
    container.attach()
    release(&container, atDistance: 70)
    let commands = container.send(.visibilityChanged(isVisible: true))
    #expect(commands == NavBarCommands())
    #expect(container.controller.isContentMoving)
  }

  @Test func visibilityWhileDetachedHoldsForTheNextAttach() {
    var container = TestContainer()
    container.send(.visibilityChanged(isVisible: false))
    #expect(!container.controller.isVisible)
    container.attach()
    #expect(!container.controller.isVisible)
    let collapse = container.controller.collapse(animated: true)
    #expect(collapse.contentOffset?.animation == OffsetAnimation.none)
  }

  @Test func reattachingOffScreenSettlesAtOnceInsteadOfWaitingForFrames() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 30)
    container.send(.detach)
    container.send(.visibilityChanged(isVisible: false))
    container.attach()
    #expect(container.controller.phase == .idle)
    #expect(!container.controller.needsFrames)
    #expect(container.controller.metrics.wholeStates.contains(container.controller.collapse))
  }
}
