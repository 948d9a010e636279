import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// `"rightToLeft": true` on the device: the core's layout direction is mirrored and the frames
/// are drawn mirrored.
@Suite struct RightToLeftSceneTests {
  private func scene(rightToLeft: Bool) throws -> FrameScene {
    var scenario = Scenario(
      name: "rtl", bar: DefaultBar.scenarioBar(title: "Inbox"), containers: [Scenario.Container()], script: [])
    scenario.device.rightToLeft = rightToLeft
    return FrameScene(trace: try Simulator.run(scenario))
  }

  @Test func theKeyMirrorsTheCoresLayoutDirection() throws {
    let scenario = try Scenario(
      json: #"{"name": "rtl", "device": {"rightToLeft": true}, "script": []}"#)
    #expect(scenario.device.environment.layoutDirection == .rightToLeft)
    #expect(try Scenario(json: scenario.json).device.rightToLeft)
  }

  @Test func theLargeTitleAndTheBackChevronStartAtTheRightEdge() throws {
    let svg = try scene(rightToLeft: true).svg(frame: 0)
    #expect(svg.contains(#"class="large-title" text-anchor="end""#))
    #expect(svg.contains(#"x="374""#))
    #expect(svg.contains("›"))
    #expect(!svg.contains("‹"))
  }

  @Test func leftToRightIsDrawnAsBefore() throws {
    let svg = try scene(rightToLeft: false).svg(frame: 0)
    #expect(svg.contains(#"class="large-title" x="16""#))
    #expect(svg.contains("‹"))
  }
}
