import Testing

@testable import CollapsingNavBarCore

/// A container the bar observes only, as a SwiftUI `List` or `ScrollView` is: its owner sets the
/// insets (the space reserved for the bar, a refresh control) and the tests play the owner.
struct ObservedOnlyContainer: ScrollContainer {
  var contentOffsetY: Double = -279
  /// The owner's own top inset (`contentMargins`).
  var contentInsetTop: Double = 232
  var contentInsetBottom: Double = 34
  /// The system's share (the safe area, a refreshing refresh control).
  var systemShareTop: Double = 47
  var scrollIndicatorInsetTop: Double = 0
  var contentHeight: Double = 4000
  var viewportHeight: Double = 844
  var isTracking = false
  var isRefreshing = false
  var insetWrites = 0
  var offsetWrites: [ContentOffsetCommand] = []
  var motionStops = 0

  var observesOnly: Bool { true }
  var adjustedContentInsetTop: Double { contentInsetTop + systemShareTop }
  var adjustedContentInsetBottom: Double { contentInsetBottom }
  var safeAreaTop: Double { 47 }
  var safeAreaBottom: Double { 34 }
  var isDecelerating: Bool { false }

  mutating func setContentInsetTop(_ top: Double) { insetWrites += 1 }
  mutating func setScrollIndicatorInsetTop(_ top: Double) { insetWrites += 1 }
  mutating func setContentOffsetY(_ y: Double, animation: OffsetAnimation) {
    offsetWrites.append(ContentOffsetCommand(y: y, animation: animation))
    contentOffsetY = y
  }
  mutating func stopMotion() { motionStops += 1 }
}

@Suite struct CommandApplierObservesOnlyTests {
  /// The inbox bar's expanded height on `.phone`.
  static let expanded = 279.0

  private func attached(_ container: ObservedOnlyContainer = ObservedOnlyContainer()) -> (
    NavBarController, ObservedOnlyContainer, CommandPass
  ) {
    var controller = try! NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
    var container = container
    let pass = CommandApplier.attach(&controller, to: &container)
    return (controller, container, pass)
  }

  /// A drag to `offset` with no momentum at the end.
  private func drag(
    to offset: Double, _ controller: inout NavBarController, _ container: inout ObservedOnlyContainer
  ) -> CommandPass {
    _ = CommandApplier.deliver(.dragBegan, to: &controller, container: &container)
    container.contentOffsetY = offset
    _ = CommandApplier.deliver(.offsetChanged(offset), to: &controller, container: &container)
    _ = CommandApplier.deliver(
      .willEndDragging(velocity: 0, targetOffset: offset), to: &controller, container: &container)
    return CommandApplier.deliver(.didEndDragging(willDecelerate: false), to: &controller, container: &container)
  }

  @Test func attachingWritesNothingAndLeavesTheContentWhereItIs() {
    let (controller, container, pass) = attached()
    #expect(controller.observesOnly)
    #expect(pass.writes.contentInsetTop == 0 && pass.writes.scrollIndicatorInsetTop == 0)
    #expect(pass.writes.contentOffset == 0)
    #expect(container.insetWrites == 0)
    #expect(controller.collapseDistance == 0)
    #expect(controller.collapse == 0)
  }

  /// The owner reserved less (or more) than the bar's height: the content still rests against
  /// the container's own edge, and that is collapse distance 0.
  @Test func theBasisIsTheEdgeTheOwnerReserved() {
    let (controller, _, _) = attached(ObservedOnlyContainer(contentOffsetY: -250, contentInsetTop: 203))
    #expect(controller.basis == 250)
    #expect(controller.collapseDistance == 0)
    #expect(controller.additionalTopInset == 250 - Self.expanded)
  }

  @Test func aReleaseBetweenWholeStatesSettlesWithTheBarsOwnAnimatedOffset() {
    var (controller, container, _) = attached()
    let pass = drag(to: -Self.expanded + 20, &controller, &container)
    #expect(pass.writes.contentOffset == 1)
    #expect(container.offsetWrites.last?.animation == .settle(.release))
    #expect(controller.wholeStateDistances.contains(container.contentOffsetY + Self.expanded))
    #expect(container.insetWrites == 0)
  }

  /// The controller asks for no inset write at all (the applier would drop one for such a
  /// container, but the controller must not count one as its own either).
  @Test func theControllerAsksForNoInsetWrite() {
    var controller = try! NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
    let container = ObservedOnlyContainer()
    var commands = controller.handle(.attach(container.geometry, observesOnly: true))
    commands.merge(controller.handle(.offsetChanged(-200)))
    commands.merge(controller.handle(.refreshBegan(height: 60)))
    commands.merge(controller.handle(.insetChanged(top: 339, bottom: 34)))
    commands.merge(controller.handle(.refreshEnded))
    commands.merge(controller.handle(.detach))
    #expect(commands.contentInsetTop == nil)
    #expect(commands.scrollIndicatorInsetTop == nil)
    #expect(controller.additionalTopInset == 0)
  }

  @Test func expandAndCollapseMoveTheContentAndWriteNoInset() {
    var (controller, container, _) = attached()
    _ = CommandApplier.apply(controller.collapse(animated: true), to: &controller, container: &container)
    #expect(container.offsetWrites.last == ContentOffsetCommand(y: -Self.expanded + 148, animation: .settle(.fromRest)))
    _ = CommandApplier.deliver(.scrollAnimationEnded, to: &controller, container: &container)
    _ = CommandApplier.apply(controller.expand(animated: false), to: &controller, container: &container)
    #expect(container.contentOffsetY == -Self.expanded)
    #expect(controller.collapse == 0)
    #expect(container.insetWrites == 0)
  }

  @Test func theBarsScrollToTopIsPlayedFrameByFrame() {
    var (controller, container, _) = attached()
    container.contentOffsetY = 1500
    _ = CommandApplier.deliver(.offsetChanged(1500), to: &controller, container: &container)
    _ = CommandApplier.deliver(.scrollToTopRequested, to: &controller, container: &container)
    var time = 0.0
    while controller.needsFrames && time < 5 {
      _ = CommandApplier.deliver(.frame(time: time), to: &controller, container: &container)
      time += 1.0 / 60
    }
    #expect(container.offsetWrites.count > 10)
    #expect(container.contentOffsetY == -Self.expanded)
    #expect(container.insetWrites == 0)
  }

  /// SwiftUI reserves new space unseen (no KVO for `contentMargins` or a safe-area inset): the
  /// next event reports it first, and the basis follows it without a write.
  @Test func anInsetTheOwnerChangedIsReportedBeforeTheNextEvent() {
    var (controller, container, _) = attached()
    container.contentInsetTop = 250
    container.contentOffsetY = -297
    let pass = CommandApplier.deliver(.offsetChanged(-297), to: &controller, container: &container)
    #expect(controller.basis == 297)
    #expect(controller.collapseDistance == 0)
    #expect(pass.writes.contentInsetTop == 0 && container.insetWrites == 0)
  }

  @Test func aRefreshThatEndsTakesThePulledContentBackToTheTop() {
    var (controller, container, _) = attached()
    container.isRefreshing = true
    container.systemShareTop = 47 + 60
    container.contentOffsetY = -Self.expanded - 60
    _ = CommandApplier.deliver(.offsetChanged(container.contentOffsetY), to: &controller, container: &container)
    #expect(controller.refreshHeight == 60)
    #expect(controller.collapseDistance == 0)
    container.isRefreshing = false
    container.systemShareTop = 47
    _ = CommandApplier.insetsChanged(&controller, container: &container)
    #expect(controller.refreshHeight == 0)
    #expect(container.offsetWrites.last == ContentOffsetCommand(y: -Self.expanded, animation: .settle(.fromRest)))
    #expect(container.insetWrites == 0)
  }

  /// A refresh reported without room in the adjusted inset: nobody makes room for it on a
  /// container observed only, so the content's edge stays the basis. (Found by a fuzz campaign
  /// with every container observed only: a tab switch then lost the refresh's height.)
  @Test func aRefreshWithoutRoomLeavesTheBasisOnTheEdge() {
    var (controller, container, _) = attached()
    _ = CommandApplier.deliver(.refreshBegan(height: 60), to: &controller, container: &container)
    #expect(controller.refreshHeight == 60)
    #expect(controller.basis == Self.expanded)
    _ = CommandApplier.deliver(.refreshEnded, to: &controller, container: &container)
    #expect(controller.basis == Self.expanded)
    #expect(container.contentOffsetY == -Self.expanded)
    #expect(controller.collapseDistance == 0)
  }

  /// A tab switch or a pop re-attaches with the bar partly collapsed: it settles from the second
  /// frame, by moving the followed content.
  @Test func theDelayedSettleAfterReattachingMovesTheContent() {
    var (controller, container, _) = attached()
    container.contentOffsetY = -Self.expanded + 20
    _ = CommandApplier.deliver(.offsetChanged(container.contentOffsetY), to: &controller, container: &container)
    _ = CommandApplier.deliver(.detach, to: &controller, container: &container)
    #expect(container.offsetWrites.isEmpty)
    _ = CommandApplier.attach(&controller, to: &container)
    #expect(controller.phase == .settlePending(frames: 2))
    _ = CommandApplier.deliver(.frame(time: 0), to: &controller, container: &container)
    _ = CommandApplier.deliver(.frame(time: 1.0 / 60), to: &controller, container: &container)
    #expect(container.offsetWrites.last?.animation == .settle(.fromRest))
    #expect(container.insetWrites == 0)
  }

  /// A new configuration changes the bar's height before the owner reserves anew: the content
  /// stays against the same edge.
  @Test func aTallerBarKeepsTheBasisUntilTheOwnerReservesAnew() throws {
    var (controller, container, _) = attached()
    var taller = BarMetricsTests.inbox
    taller.panels.insert(.pinned("more", height: 30), at: 1)
    let commands = try controller.setConfiguration(taller)
    _ = CommandApplier.apply(commands, to: &controller, container: &container)
    #expect(controller.basis == Self.expanded)
    #expect(container.insetWrites == 0 && commands.contentInsetTop == nil)
    container.contentInsetTop += 30
    container.contentOffsetY -= 30
    _ = CommandApplier.deliver(.offsetChanged(container.contentOffsetY), to: &controller, container: &container)
    #expect(controller.basis == Self.expanded + 30)
    #expect(controller.collapseDistance == 0)
  }

  @Test func searchCancelledSettlesTheFollowedContent() {
    var (controller, container, _) = attached()
    _ = CommandApplier.deliver(.searchActivated, to: &controller, container: &container)
    container.contentOffsetY = -Self.expanded + 30
    _ = CommandApplier.deliver(.offsetChanged(container.contentOffsetY), to: &controller, container: &container)
    _ = CommandApplier.deliver(.searchCancelled, to: &controller, container: &container)
    #expect(container.offsetWrites.last?.animation == .settle(.fromRest))
    #expect(container.insetWrites == 0)
  }
}

extension NavBarController {
  /// The collapse distances of the whole states.
  var wholeStateDistances: [Double] { metrics.wholeStates }
}
