import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

@Suite struct ScenarioEncodingTests {
  @Test func defaultScenarioRoundTrips() throws {
    let scenario = DefaultScenario.scenario
    #expect(try Scenario(json: scenario.json) == scenario)
  }

  @Test func everyStepAndOptionRoundTrips() throws {
    let scenario = Scenario(
      name: "all \"of\" it\n\\ é 📨 \u{01}",
      device: Scenario.Device(width: 414.5, height: 896, safeAreaTop: 44, scale: 2, largeTitleScale: 1.0 / 3),
      bar: Scenario.Bar(
        panels: [
          Scenario.PanelSpec(kind: .top, title: "T"), Scenario.PanelSpec(kind: .largeTitle, height: 61.7, title: "L"),
          Scenario.PanelSpec(kind: .search), Scenario.PanelSpec(kind: .closable, id: "chips", height: 0.1),
          Scenario.PanelSpec(kind: .pinned, id: "tabs", height: 1e-5, title: "A, B"),
        ],
        mode: .quickReturn(revealDistance: 33.25), quickReturnReveal: .wholeBar, insetStrategy: .followsBar,
        snapping: false,
        collapseOrder: ["chips", "search"], titleCrossFadeThreshold: 0.3),
      containers: [
        Scenario.Container(
          contentHeight: 9_999_999.5, contentInsetTop: 10, contentInsetBottom: 34, fastDeceleration: true,
          refreshControl: false, initialScroll: 5000.125),
        Scenario.Container(contentHeight: 1),
        Scenario.Container(insetAdjustment: .scrollableAxes, safeAreaTop: 47, safeAreaBottom: 34.5),
        Scenario.Container(insetAdjustment: .never),
        Scenario.Container(contentInsetTop: 232, insetAdjustment: .automatic, safeAreaTop: 47, observesOnly: true),
      ],
      script: [
        .drag(by: -0.1, duration: 1.0 / 120), .release(velocity: -49.5), .wait(0), .tapStatusBar,
        .pullToRefresh(duration: 0.7), .endRefreshing, .search(.activate), .search(.cancel), .switchContainer(1),
        .resize(width: 844, height: 390, safeAreaTop: 0), .expand(animated: false), .collapse(animated: true),
        .setContentInset(top: 0, bottom: 300), .setContentInset(top: nil, bottom: 0.5),
        .setContentInset(top: 12, bottom: nil), .beginRefreshing, .safeArea(top: 47, bottom: 0),
        .safeArea(top: nil, bottom: 83), .leaveWindow, .wait(1), .enterWindow, .touch(duration: 0.25),
        .touch(duration: 0),
      ])
    let text = scenario.json
    #expect(try Scenario(json: text) == scenario)
    #expect(text.contains(#"{"drag": {"by": -0.1, "duration": 0.008333333333333333}}"#))
    #expect(text.contains(#"{"setContentInset": {"bottom": 0.5}}"#))
    #expect(text.contains(#"{"touch": {"duration": 0.25}}"#))
    #expect(text.contains(#""insetAdjustment": "scrollableAxes", "safeArea": {"top": 47, "bottom": 34.5}"#))
    #expect(Set(scenario.script.map(\.name)) == Set(Scenario.Step.names))
    #expect(text.contains(#""name": "all \"of\" it\n\\ é 📨 \u0001""#))
  }

  @Test func untitledTopPanelsReadBackWithTheScenarioName() throws {
    let scenario = Scenario(name: "Mail", bar: Scenario.Bar(panels: [Scenario.PanelSpec(kind: .top)]), script: [])
    #expect(try Scenario(json: scenario.json).bar.title(of: "top") == "Mail")
  }

  @Test func numbersAreWrittenInTheirShortestExactForm() {
    #expect(JSONText.number(180) == "180")
    #expect(JSONText.number(-0.0) == "0")
    #expect(JSONText.number(0.1) == "0.1")
    #expect(JSONText.number(1e20) == "1e+20")
    #expect(JSONText.number(.nan) == "null")
    for value in [1.0 / 3, 1e-5, 123_456.789, -2.5e-300, 1e300] {
      #expect(Double(JSONText.number(value)) == value)
    }
  }
}
