import Testing

@testable import CollapsingNavBarCore

@Suite struct NavBarControllerSnappingTests {
  /// Whole states of the inbox bar: 0, 52 (search), 96 (filters), 148 (large title).
  func release(at c: Double, velocity: Double, targetDistance: Double, contentHeight: Double = 4000) -> Double? {
    var container = TestContainer(contentHeight: contentHeight)
    container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: c)
    let basis = container.controller.basis
    let commands = container.send(.willEndDragging(velocity: velocity, targetOffset: targetDistance - basis))
    return commands.effects.targetContentOffset.map { $0 + basis }
  }

  /// (target c, velocity, expected adjusted c or nil for unchanged).
  static let cases: [(Double, Double, Double?)] = [
    (70, 1.0, 96),  // toward the end: the next whole state
    (90, -1.0, 52),  // toward the top: the previous whole state
    (120, 0.5, 148),
    (10, -0.5, 0),
    (52, 1.0, nil),  // already whole
    (600, 2.0, nil),  // past the collapse range
    (-30, -1.0, nil),  // pulled down: UIKit bounces back
  ]

  @Test(arguments: cases)
  func targetMovesToAWholeStateBiasedByVelocity(target: Double, velocity: Double, expected: Double?) {
    #expect(release(at: 30, velocity: velocity, targetDistance: target) == expected)
  }

  /// (target c, velocity): at most the velocity threshold, from between whole states.
  static let slowCases: [(Double, Double)] = [(70, 0), (80, 0), (74, 0.1), (20, -0.2), (45, 0.2)]

  @Test(arguments: slowCases)
  func slowReleaseBetweenWholeStatesStopsTheContentWhereItIs(target: Double, velocity: Double) {
    // No deceleration redirected at almost no speed: the bar settles on its own when the drag ends.
    #expect(release(at: 30, velocity: velocity, targetDistance: target) == 30)
  }

  @Test func slowReleaseSettlesAtOnceWhateverUIKitStillDoes() {
    var container = TestContainer()
    container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: 70)
    container.send(.willEndDragging(velocity: 0.1, targetOffset: 110 - 279))
    #expect(container.controller.phase == .released(insetRoom: nil, settles: true))
    let commands = container.controller.handle(.didEndDragging(willDecelerate: true))
    #expect(commands.contentOffset == ContentOffsetCommand(y: 52 - 279, animation: .settle(.release)))
    #expect(container.controller.isContentMoving)
  }

  @Test func slowReleaseOnAWholeStateThatStaysWholeKeepsUIKitsGlide() {
    var container = TestContainer()
    container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: 600)
    // Deep in the content the bar is collapsed all the way to UIKit's target.
    let commands = container.send(.willEndDragging(velocity: 0.1, targetOffset: 650 - 279))
    #expect(commands.effects.targetContentOffset == nil)
    #expect(container.controller.phase == .released(insetRoom: nil, settles: false))
  }

  @Test func aFlingIntoASectionTheContentCannotFullyCollapseRestsAtTheWholeStateBeforeIt() {
    // A 279 pt bar over an 844 pt viewport, with content 120 pt taller than the room under the
    // bar: the collapse distance reaches 120 at most, inside the last section (96…148), so a
    // fling toward it rests at 96, the last whole state the content can reach.
    let contentHeight = 844 - 279 + 120.0
    #expect(release(at: 30, velocity: 1.0, targetDistance: 110, contentHeight: contentHeight) == 96)
    #expect(release(at: 30, velocity: 1.0, targetDistance: 60, contentHeight: contentHeight) == 96)
  }

  @Test func targetNeverLeavesTheValidRange() {
    let contentHeight = 844 - 279 + 60.0  // maximum c = 60: the filters section cannot collapse
    #expect(release(at: 30, velocity: 1.0, targetDistance: 58, contentHeight: contentHeight) == 52)
    #expect(release(at: 30, velocity: 1.0, targetDistance: 60, contentHeight: contentHeight) == 52)
    #expect(release(at: 30, velocity: 1.0, targetDistance: 40, contentHeight: contentHeight) == 52)
  }

  @Test func disabledSnappingLeavesTheTargetAlone() {
    var configuration = BarMetricsTests.inbox
    configuration.snapPolicy = .disabled
    var container = TestContainer(configuration)
    container.attach()
    container.scroll(toDistance: 30)
    #expect(container.send(.willEndDragging(velocity: 1, targetOffset: 70 - 279)).effects.targetContentOffset == nil)
    #expect(container.send(.didEndDragging(willDecelerate: false)).contentOffset == nil)
  }

  @Test func releaseWithoutMomentumSettlesToTheNearestWholeState() {
    var container = TestContainer()
    container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: 70)
    container.send(.willEndDragging(velocity: 0, targetOffset: container.geometry.contentOffsetY))
    let commands = container.controller.handle(.didEndDragging(willDecelerate: false))
    #expect(commands.contentOffset == ContentOffsetCommand(y: 52 - 279, animation: .settle(.release)))
  }

  @Test func decelerationEndingHalfOpenSettles() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 130)
    let commands = container.controller.handle(.didEndDecelerating)
    #expect(commands.contentOffset == ContentOffsetCommand(y: 148 - 279, animation: .settle(.fromRest)))
  }

  @Test func noSettleWhileDraggingOrAtAWholeState() {
    var container = TestContainer()
    container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: 70)
    #expect(container.controller.handle(.didEndDecelerating).contentOffset == nil)
    container.send(.didEndDragging(willDecelerate: true))
    container.scroll(toDistance: 96)
    #expect(container.controller.handle(.didEndDecelerating).contentOffset == nil)
  }
}

@Suite struct NavBarControllerSettleAfterBasisChangeTests {
  @Test func searchCancelledWithTheContentBetweenWholeStatesSettlesTheBar() {
    var container = TestContainer()
    _ = container.attach()
    container.send(.searchActivated)
    container.scroll(toDistance: 30)  // the content moves under the frozen bar
    let commands = container.send(.searchCancelled)
    #expect(commands.contentOffset == ContentOffsetCommand(y: 52 - 279, animation: .settle(.fromRest)))
    #expect(container.controller.collapse == 52)
  }

  @Test func refreshEndingWithTheContentAtRestBetweenWholeStatesSettlesTheBar() {
    var container = TestContainer()
    _ = container.attach()
    container.scroll(toDistance: -70)
    container.send(.refreshBegan(height: 60))
    container.scroll(toDistance: 148)  // fully collapsed while refreshing
    let commands = container.send(.refreshEnded)
    // Without the refresh control's 60 pt the content is 88 pt from its top: between 52 and 96.
    #expect(commands.contentOffset == ContentOffsetCommand(y: 96 - 279, animation: .settle(.fromRest)))
    #expect(container.controller.collapse == 96)
  }

  @Test func aSlideBackAfterARefreshThatStopsBetweenWholeStatesSettlesAtTheFirstFrameWithoutAMove() {
    var container = TestContainer.afterARefreshEndedAtRest()
    // No callback marks the end of UIKit's slide back: the bar watches it frame by frame.
    #expect(container.controller.needsFrames)
    container.scroll(toDistance: 20)
    #expect(container.send(.frame(time: 1)).contentOffset == nil)
    container.scroll(toDistance: 30)
    #expect(container.send(.frame(time: 1.1)).contentOffset == nil, "the content still moves")
    // Something stopped it (a finger that lifted before a frame noticed it): 30 pt is between 0
    // and 52, nearer 52.
    let commands = container.send(.frame(time: 1.2))
    #expect(commands.contentOffset == ContentOffsetCommand(y: 52 - 279, animation: .settle(.fromRest)))
    #expect(!container.controller.needsFrames)
  }

  @Test func aSlideBackAfterARefreshThatEndsWholeStopsTheFramesAndWritesNothing() {
    var container = TestContainer.afterARefreshEndedAtRest()
    container.scroll(toDistance: 0)  // UIKit's slide lands at the new top
    #expect(container.send(.frame(time: 1)).contentOffset == nil)
    #expect(container.controller.needsFrames, "the content moved since the last look")
    #expect(container.send(.frame(time: 1.1)).contentOffset == nil)
    #expect(!container.controller.needsFrames, "the slide is over")
  }

  @Test func aSlideBackThatBeginsAFrameAfterTheRefreshsEndIsStillWatched() {
    var container = TestContainer.afterARefreshEndedAtRest()
    // UIKit starts its slide at the next display frame: the first frame sees no move.
    #expect(container.send(.frame(time: 1)).contentOffset == nil)
    #expect(container.controller.needsFrames, "the slide may not have begun yet")
    container.scroll(toDistance: 30)
    #expect(container.send(.frame(time: 1.1)).contentOffset == nil)
    let commands = container.send(.frame(time: 1.2))
    #expect(commands.contentOffset == ContentOffsetCommand(y: 52 - 279, animation: .settle(.fromRest)))
  }

  @Test func aRefreshEndThatSlidesNothingStopsTheFramesWithinTwoFrames() {
    var container = TestContainer.afterARefreshEndedAtRest()
    #expect(container.send(.frame(time: 1)).contentOffset == nil)
    #expect(container.controller.needsFrames)
    #expect(container.send(.frame(time: 1.1)).contentOffset == nil)
    #expect(!container.controller.needsFrames, "nothing slid: the watch is given up")
  }

  @Test func aDragAfterARefreshEndsTheWatchOfTheSlideBack() {
    var container = TestContainer.afterARefreshEndedAtRest()
    #expect(container.controller.needsFrames)
    container.send(.dragBegan)
    container.scroll(toDistance: 30)
    container.send(.willEndDragging(velocity: 0, targetOffset: 30 - 279))
    container.send(.didEndDragging(willDecelerate: false))
    container.apply(container.controller.handle(.scrollAnimationEnded))
    #expect(container.controller.phase == .idle)
    #expect(!container.controller.needsFrames)
  }
}

@Suite struct NavBarControllerSettleAtRestTests {
  @Test func programmaticCollapseAfterAttachingToASlightlyScrolledTabCollapsesFully() {
    var container = TestContainer()
    _ = container.attach()
    container.send(.detach)
    container.geometry = ContainerGeometry(contentOffsetY: 30, contentHeight: 4000, viewportHeight: 844)
    _ = container.attach()
    #expect(container.controller.collapse == 0, "the bar kept its state over the scrolled tab")
    container.apply(container.controller.collapse(animated: false))
    #expect(container.controller.collapse == 148)
  }

  @Test func rotationThatBringsDeepContentIntoTheCollapsibleRangeSettlesTheBar() throws {
    var container = TestContainer()
    _ = container.attach()
    container.scroll(toDistance: 160)
    // Without the 47 pt safe area the content is 113 pt from its top: between 96 and 148.
    let commands = try container.controller.setEnvironment(BarEnvironment(safeAreaTop: 0, width: 844, scale: 3))
    #expect(commands.contentOffset == ContentOffsetCommand(y: 96 - 232, animation: .settle(.fromRest)))
  }

  @Test func contentTheBarsOwnSettleLeftPastItsEndSettlesFromTheEnd() {
    // A slow release at 40 settles the bar to 52; on the way the content shrinks to 1 pt (its end
    // is its top), so the settle arrives 52 pt past the end. The content does not rest there: it
    // goes back to its end with the bar's own settle, and the bar with it to 0, instead of
    // resting on 52 until something brings the content back with the bar between whole states.
    var container = TestContainer()
    container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: 40)
    container.send(.willEndDragging(velocity: 0, targetOffset: container.geometry.contentOffsetY))
    let release = container.send(.didEndDragging(willDecelerate: false))
    #expect(abs((release.contentOffset?.y ?? 0) - (52 - 279)) < 1e-9)
    container.geometry.contentHeight = 1
    container.send(.contentSizeChanged(height: 1))
    let end = container.send(.scrollAnimationEnded)
    #expect(end.contentOffset == ContentOffsetCommand(y: -279, animation: .settle(.fromRest)))
    #expect(container.controller.collapse == 0)
  }

  @Test func searchThatStoppedAScrollToTopSettlesTheBarWhenCancelled() throws {
    var container = TestContainer()
    _ = container.attach()
    container.scroll(toDistance: 600)
    container.send(.scrollToTopRequested)
    var time = 0.0
    while container.controller.collapse > 120 && time < 2 {
      container.send(.frame(time: time))
      time += 1.0 / 120
    }
    let stopped = container.controller.collapse
    #expect(!container.controller.metrics.wholeStates.contains(stopped))
    container.send(.searchActivated)
    let commands = container.send(.searchCancelled)
    #expect(commands.contentOffset?.animation == .settle(.fromRest))
    #expect(container.controller.metrics.wholeStates.contains(container.controller.collapse))
  }

  @Test func searchThatStoppedAScrollToTopFromPastTheEndSettlesTheBarWhenCancelled() {
    // Content shorter than the screen, dragged past its end and let go, then the status bar
    // tapped (the adapter stops the bounce) and search activated at once.
    var container = TestContainer(contentHeight: 1)
    _ = container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: 46)
    container.send(.willEndDragging(velocity: 1, targetOffset: -279))
    container.send(.didEndDragging(willDecelerate: true))
    container.send(.scrollToTopRequested)
    container.send(.searchActivated)
    let commands = container.send(.searchCancelled)
    #expect(commands.contentOffset == ContentOffsetCommand(y: -279, animation: .settle(.fromRest)))
  }

  @Test func searchThatStoppedAScrollToTopFromAPullBringsTheContentBackToItsTopWhenCancelled() {
    var container = TestContainer(contentHeight: 1)
    _ = container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: -6)
    container.send(.willEndDragging(velocity: -1, targetOffset: -279))
    container.send(.didEndDragging(willDecelerate: true))
    container.send(.scrollToTopRequested)
    container.send(.searchActivated)
    let commands = container.send(.searchCancelled)
    #expect(commands.contentOffset == ContentOffsetCommand(y: -279, animation: .settle(.fromRest)))
    #expect(container.controller.collapse == 0)
  }
}

/// Regression: with snapping off, content the bar left pulled past its top (its own
/// scroll-to-top stopped for search) stayed pulled at rest after search was cancelled, with the
/// bar stretched.
@Suite struct NavBarControllerPulledRestTests {
  @Test func pulledContentGoesBackToTheTopAfterSearchEvenWithoutSnapping() {
    var configuration = BarMetricsTests.inbox
    configuration.snapPolicy = .disabled
    var container = TestContainer(configuration)
    container.attach()
    container.scroll(toDistance: -20)
    container.send(.searchActivated)
    container.scroll(toDistance: -25)
    let commands = container.send(.searchCancelled)
    #expect(
      commands.contentOffset == ContentOffsetCommand(y: -container.controller.basis, animation: .settle(.fromRest)))
  }
}

extension TestContainer {
  /// An attached container whose refresh began with the content deep, the bar collapsed (the
  /// controller rests), and has just ended: what UIKit slides next is up to each test.
  fileprivate static func afterARefreshEndedAtRest() -> TestContainer {
    var container = TestContainer()
    _ = container.attach()
    container.scroll(toDistance: 400)
    container.send(.refreshBegan(height: 60))
    #expect(container.controller.phase == .idle)
    #expect(!container.controller.needsFrames)
    container.send(.refreshEnded)
    return container
  }
}
