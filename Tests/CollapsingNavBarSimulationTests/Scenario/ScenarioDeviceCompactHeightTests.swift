import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

@Suite struct ScenarioDeviceCompactHeightTests {
  static let landscape = """
    {"device": {"width": 844, "height": 390, "safeAreaTop": 0, "verticallyCompact": true},
     "bar": {"panels": [{"kind": "top", "title": "Inbox"}, {"kind": "largeTitle", "title": "Inbox"},
                        {"kind": "search"}]}}
    """

  @Test func aCompactDeviceDropsTheLargeTitle() throws {
    let scenario = try Scenario(json: Self.landscape)
    #expect(scenario.device.verticallyCompact)
    #expect(scenario.device.environment.isVerticallyCompact)
    let metrics = try BarMetrics(configuration: scenario.bar.configuration, environment: scenario.device.environment)
    #expect(metrics.expandedHeight == 44 + 52)
    #expect(metrics.collapsibleRange == 52)
  }

  @Test func compactHeightIsWrittenOnlyWhenSetAndReadBack() throws {
    let scenario = try Scenario(json: Self.landscape)
    let encoded = scenario.json
    #expect(encoded.contains(#""verticallyCompact": true"#))
    #expect(try Scenario(json: encoded) == scenario)
    #expect(!(try Scenario(json: "{}")).json.contains("verticallyCompact"))
  }

  @Test func aCompactDeviceIsNotABoolean() {
    #expect(throws: ScenarioError.self) { try Scenario(json: #"{"device": {"verticallyCompact": 1}}"#) }
  }
}
