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
}
