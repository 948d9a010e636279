import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// Dynamic Type in a scenario: `"contentSizeScale"` on the device grows the panels that say
/// `"scalesWithContentSize": true`.
@Suite struct ContentSizeScaleScenarioTests {
  private let json = """
    {"name": "dynamic type", "device": {"contentSizeScale": 1.5},
     "bar": {"panels": [{"kind": "top"}, {"kind": "largeTitle"},
       {"kind": "closable", "id": "chips", "height": 44, "scalesWithContentSize": true},
       {"kind": "pinned", "id": "tabs", "height": 40}, {"kind": "separator"}]},
     "script": []}
    """

  @Test func aPanelThatAsksGrowsWithTheDevicesContentSizeScale() throws {
    let scenario = try Scenario(json: json)
    #expect(scenario.device.contentSizeScale == 1.5)
    #expect(scenario.bar.panels[2].scalesWithContentSize)
    let trace = try Simulator.run(scenario)
    // 47 + 44 + 52 + 44 × 1.5 + 40
    #expect(trace.value(.expandedHeight, frame: 0) == 249)
    let again = try Scenario(json: scenario.json)
    #expect(again == scenario)
  }

  @Test func aContentSizeScaleOutOfRangeIsRefused() {
    #expect(throws: ScenarioError.self) {
      try Scenario(json: json.replacingOccurrences(of: "1.5", with: "9")).validate()
    }
  }
}
