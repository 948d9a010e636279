import Testing

@testable import CollapsingNavBarCore

@Suite struct NavBarControllerSearchFreezeTests {
  @Test func searchActivatedDuringAPullFreezesTheBarExpandedNotStretched() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: -30)
    #expect(container.controller.layout.height == 309)
    container.send(.searchActivated)
    #expect(container.controller.layout.height == 279)
    container.scroll(toDistance: 0)  // the content bounces back
    #expect(container.controller.layout.height == 279)
    container.send(.searchCancelled)
    #expect(container.controller.collapse == 0)
  }

  @Test func refreshWhileSearchIsActiveKeepsTheFrozenCollapse() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 70)
    container.send(.searchActivated)
    container.scroll(toDistance: -70)
    container.send(.refreshBegan(height: 60))
    #expect(container.controller.collapse == 70)
    container.scroll(toDistance: 0)
    container.send(.refreshEnded)
    #expect(container.controller.collapse == 70)
    #expect(container.controller.layout.height == 279 - 70 + 52, "the search panel stays at full height")
  }

  @Test func searchActivatedDuringADragSettlesTheBarWhenCancelled() throws {
    var container = TestContainer()
    container.attach()
    let writesAtAttach = container.offsetWrites.count
    container.send(.dragBegan)
    container.scroll(toDistance: 20)  // partly into the first section
    container.send(.searchActivated)
    container.send(.willEndDragging(velocity: 0, targetOffset: container.geometry.contentOffsetY))
    container.send(.didEndDragging(willDecelerate: false))
    #expect(container.offsetWrites.count == writesAtAttach, "no settle while search is active")
    let commands = container.send(.searchCancelled)
    let settle = try #require(commands.contentOffset)
    #expect(settle.animation == .settle(.fromRest))
    let wholeStates = container.controller.metrics.wholeStates
    #expect(wholeStates.contains(settle.y + container.controller.basis), "to a whole state")
  }

  @Test func aCancelThatLeavesTheBarBetweenWholeStatesSettlesItAtRest() {
    // Saved fully collapsed (1128, a whole state) over content the cancel finds at 1120, where it
    // was when search began: the collapse the bar comes back to is the content's.
    let frozen = SearchFreeze(savedCollapse: 1128, startDistance: 1120, interruptedMotion: false)
    let pixel = 1.0 / 3
    #expect(frozen.settlesOnCancel(at: 1120, collapse: 1120, isAtWholeState: false, isAtRest: true, pixel: pixel))
    #expect(
      !frozen.settlesOnCancel(at: 1120, collapse: 1120, isAtWholeState: false, isAtRest: false, pixel: pixel),
      "not under a finger or while the content moves")
    #expect(
      !frozen.settlesOnCancel(at: 1120, collapse: 1128, isAtWholeState: true, isAtRest: true, pixel: pixel),
      "back at the whole state it was saved at, with nothing moved: it stays")
    let partialBefore = SearchFreeze(savedCollapse: 30, startDistance: 30, interruptedMotion: false)
    #expect(
      !partialBefore.settlesOnCancel(at: 30, collapse: 30, isAtWholeState: false, isAtRest: true, pixel: pixel),
      "a bar already between whole states before search (the app moved the content) is left as it was")
  }

  @Test func aCancelAfterAFingerDraggedTheContentDuringSearchSettlesAtRestEvenWhereItCameBack() {
    var frozen = SearchFreeze(savedCollapse: 1, startDistance: 1, interruptedMotion: false)
    let pixel = 1.0 / 3
    #expect(!frozen.settlesOnCancel(at: 1, collapse: 1, isAtWholeState: false, isAtRest: true, pixel: pixel))
    frozen.contentWasDragged = true
    #expect(frozen.settlesOnCancel(at: 1, collapse: 1, isAtWholeState: false, isAtRest: true, pixel: pixel))
    #expect(!frozen.settlesOnCancel(at: 1, collapse: 1, isAtWholeState: false, isAtRest: false, pixel: pixel))
  }
}
