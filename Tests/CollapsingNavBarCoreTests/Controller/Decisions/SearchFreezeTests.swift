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
}
