import Testing

@testable import CollapsingNavBarCore
@testable import CollapsingNavBarSimulation

/// One rest for the simulator's frames and a recording's replay (``TraceRest``).
@Suite struct TraceRestTests {
  private func controller() throws -> NavBarController {
    try NavBarController(configuration: .systemWithSearch, environment: .phone)
  }

  @Test func aDetachedOrIdleControllerRestsAndADraggedOneDoesNot() throws {
    var controller = try controller()
    #expect(controller.isResting, "detached")
    _ = controller.handle(.attach(ContainerGeometry(contentHeight: 4000, viewportHeight: 844)))
    #expect(controller.isResting, "attached and idle")
    _ = controller.handle(.dragBegan)
    #expect(!controller.isResting)
    _ = controller.handle(.willEndDragging(velocity: 0, targetOffset: controller.geometry.contentOffsetY))
    #expect(!controller.isResting, "released, the drag's end still to come")
  }

  @Test func aFrameRestsOnlyWithNoFingerNoMotionAndNoTitleFading() throws {
    let controller = try controller()
    #expect(TraceRest.isAtRest(controller: controller, fingerDown: false, contentMoves: false, titleFades: false))
    #expect(!TraceRest.isAtRest(controller: controller, fingerDown: true, contentMoves: false, titleFades: false))
    #expect(!TraceRest.isAtRest(controller: controller, fingerDown: false, contentMoves: true, titleFades: false))
    // (A replay called a frame at rest while the title still faded: the simulator never did.)
    #expect(!TraceRest.isAtRest(controller: controller, fingerDown: false, contentMoves: false, titleFades: true))
  }
}
