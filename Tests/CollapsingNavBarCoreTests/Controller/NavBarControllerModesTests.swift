import Testing

@testable import CollapsingNavBarCore

@Suite struct NavBarControllerModesTests {
  func quickReturn(revealDistance: Double) -> TestContainer {
    var configuration = BarMetricsTests.inbox
    configuration.mode = .quickReturn(revealDistance: revealDistance)
    configuration.quickReturnReveal = .wholeBar
    var container = TestContainer(configuration)
    container.attach()
    container.scroll(by: 1000, steps: 100)
    return container
  }

  @Test func quickReturnHidesWhileScrollingTowardTheEnd() {
    let container = quickReturn(revealDistance: 0)
    #expect(container.controller.collapse == 148)
  }

  @Test func quickReturnIgnoresReversalsShorterThanTheSlop() {
    var container = quickReturn(revealDistance: 0)
    container.scroll(by: -4, steps: 4)
    #expect(container.controller.collapse == 148)
    container.scroll(by: 4, steps: 4)
    #expect(container.controller.collapse == 148)
    container.scroll(by: -6, steps: 6)
    #expect(container.controller.collapse == 147, "past the slop the bar moves by the travel beyond it")
  }

  @Test func quickReturnComesBackAfterTheRevealDistance() {
    var container = quickReturn(revealDistance: 30)
    container.scroll(by: -20, steps: 4)
    #expect(container.controller.collapse == 148)
    container.scroll(by: -20, steps: 4)
    #expect(container.controller.collapse == 143, "40 pt back: 5 of slop, 30 of reveal distance, 5 shown")
    container.scroll(by: -200, steps: 20)
    #expect(container.controller.collapse == 0)
    container.scroll(by: 50, steps: 10)
    #expect(container.controller.collapse == 45, "the slop delays the hide too")
  }

  @Test func quickReturnNeverLeavesAGapAtTheTop() {
    var container = quickReturn(revealDistance: 500)
    container.scroll(toDistance: 100)
    #expect(container.controller.collapse <= 100)
    container.scroll(toDistance: 0)
    #expect(container.controller.collapse == 0)
  }

  @Test func quickReturnSettlesTheBarInTheScrollDirection() {
    var container = quickReturn(revealDistance: 0)
    container.scroll(by: -40, steps: 8)
    #expect(container.controller.collapse == 113)
    let commands = container.send(.didEndDecelerating)
    #expect(container.controller.collapse == 96)
    #expect(commands.effects.layoutAnimationDuration == 0.25)
    #expect(commands.contentOffset == nil, "the content stays; only the bar moves")
  }

  @Test func quickReturnSettleNearTheTopNeverCollapsesPastTheContent() {
    var container = quickReturn(revealDistance: 0)
    container.scroll(toDistance: 30)  // back up: the bar came back fully
    container.scroll(by: 10, steps: 2)  // and a little toward the end again
    #expect(container.controller.collapse == 5, "the bar lags the content by the slop")
    #expect(container.controller.collapseDistance == 40)
    container.send(.didEndDecelerating)
    #expect(container.controller.collapse == 0, "52 would leave a 12 pt gap above the content")
  }

  func followsBar() -> TestContainer {
    var configuration = BarMetricsTests.inbox
    configuration.insetStrategy = .followsBar
    var container = TestContainer(configuration)
    container.attach()
    return container
  }

  @Test func followsBarInsetEqualsTheBarHeightSoStickyHeadersPinUnderIt() {
    var container = followsBar()
    for c in [0.0, 30, 70, 148, 900] {
      container.scroll(toDistance: c)
      #expect(container.geometry.contentInsetTop == container.controller.layout.height)
    }
  }

  @Test func followsBarInsetWritesMoveNeitherTheCollapseDistanceNorTheContent() {
    var container = followsBar()
    container.scroll(toDistance: 29)
    let c = container.controller.collapseDistance
    let contentOnScreen = -container.geometry.contentOffsetY
    let commands = container.scroll(toDistance: 30)
    #expect(commands.contentInsetTop == 249)
    #expect(commands.contentOffset == nil)
    #expect(container.controller.collapseDistance == c + 1)
    #expect(-container.geometry.contentOffsetY == contentOnScreen - 1, "only the scroll itself moved the content")
    // Applying the write and its echo changed nothing further.
    #expect(container.controller.collapse == 30)
  }

  @Test func noInsetWriteForLessThanAPixel() {
    var container = followsBar()
    container.scroll(toDistance: 30)
    let writes = container.insetWrites
    container.scroll(toDistance: 30.1)
    #expect(container.insetWrites == writes)
  }

  @Test func followsBarFlingTowardTheTopKeepsRoomToExpand() {
    var container = followsBar()
    container.send(.dragBegan)
    container.scroll(toDistance: 400)
    #expect(container.geometry.contentInsetTop == 131, "deep in the content the inset is the bar's")
    // UIKit clamps the target to the current edge; the controller projects past it.
    let commands = container.send(.willEndDragging(velocity: -2, targetOffset: -131))
    #expect(commands.effects.targetContentOffset == -279)
    #expect(container.geometry.contentInsetTop == 279, "the inset grows so the target is reachable")
  }
}

@Suite struct NavBarControllerFollowsBarRoomTests {
  func followsBar() -> TestContainer {
    var configuration = BarMetricsTests.inbox
    configuration.insetStrategy = .followsBar
    configuration.snapPolicy = .disabled
    var container = TestContainer(configuration)
    container.attach()
    return container
  }

  /// The bar rests partly collapsed with the content on the inset's edge: a drag keeps room up
  /// to the expanded bar, so the content follows the finger toward the top.
  @Test func aDragWithinTheCollapsibleRangeKeepsRoomToTheTop() {
    var container = followsBar()
    container.scroll(toDistance: 60)
    #expect(container.geometry.contentInsetTop == 219)
    #expect(container.geometry.contentOffsetY == container.geometry.minimumOffset, "on the edge at rest")
    container.send(.dragBegan)
    #expect(container.geometry.contentInsetTop == 279)
    container.scroll(toDistance: 20)
    #expect(container.geometry.contentInsetTop == 279)
    #expect(container.controller.layout.height == 259)
  }

  @Test func atRestTheInsetShrinksToTheBarAgain() {
    var container = followsBar()
    container.send(.dragBegan)
    container.scroll(toDistance: 60)
    #expect(container.geometry.contentInsetTop == 279)
    container.send(.willEndDragging(velocity: 0, targetOffset: container.geometry.contentOffsetY))
    container.send(.didEndDragging(willDecelerate: false))
    #expect(container.geometry.contentInsetTop == 219)
    #expect(container.controller.collapseDistance == 60, "the content did not move")
  }

  @Test func deepInTheContentADragKeepsTheBarsInset() {
    var container = followsBar()
    container.scroll(toDistance: 900)
    container.send(.dragBegan)
    container.scroll(toDistance: 800)
    #expect(container.geometry.contentInsetTop == 131)
    container.scroll(toDistance: 148)
    #expect(container.geometry.contentInsetTop == 279, "within reach of the top: room to it")
  }
}

@Suite struct NavBarControllerQuickReturnProgrammaticTests {
  @Test func programmaticCollapseOfARevealedQuickReturnBarNearTheTopCollapsesItFully() {
    var configuration = BarMetricsTests.inbox
    configuration.mode = .quickReturn
    configuration.quickReturnReveal = .wholeBar
    var container = TestContainer(configuration)
    _ = container.attach()
    container.scroll(toDistance: 1000)
    container.scroll(toDistance: 30)  // scrolled back toward the top: the bar came back first
    #expect(container.controller.collapse == 0)
    container.apply(container.controller.collapse(animated: false))
    #expect(container.controller.collapseDistance == 148)
    #expect(container.controller.collapse == 148)
  }
}
