import Testing

@testable import CollapsingNavBarCore

@Suite struct NavBarControllerViewportTests {
  @Test func boundsOfTheKnownHeightAreNoEvent() {
    var container = TestContainer()
    container.attach()
    let height = container.controller.geometry.viewportHeight
    #expect(height > 0)
    #expect(container.controller.viewportEvent(height: height) == nil)
  }

  @Test func aNewHeightIsAViewportEvent() {
    var container = TestContainer()
    container.attach()
    let height = container.controller.geometry.viewportHeight
    #expect(container.controller.viewportEvent(height: height - 100) == .viewportChanged(height: height - 100))
    container.send(.viewportChanged(height: height - 100))
    #expect(container.controller.viewportEvent(height: height - 100) == nil)
    #expect(container.controller.viewportEvent(height: height) == .viewportChanged(height: height))
  }

  @Test func aHeightTheControllerRefusesIsOfferedAgain() {
    var container = TestContainer()
    container.attach()
    container.send(.viewportChanged(height: -1))
    #expect(container.controller.viewportEvent(height: -1) == .viewportChanged(height: -1))
  }
}
