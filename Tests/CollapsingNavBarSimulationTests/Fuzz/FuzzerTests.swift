import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

@Suite struct FuzzerTests {
  @Test func defaultScenarioKeepsEveryProperty() {
    let result = Fuzzer.check(DefaultScenario.scenario)
    #expect(result.failure == nil, "\(result.failure.map(String.init(describing:)) ?? "")")
    // Every frame the simulator plays is checked, and every event the controller handled counted.
    let trace = try! Simulator.run(DefaultScenario.scenario)
    #expect(result.frames == trace.frameCount)
    #expect(result.events == trace.log.count { $0.event != nil })
    #expect(result.events > 0)
  }

  @Test func tabSwitchesBetweenScrolledContainersKeepEveryProperty() {
    let scenario = Scenario(
      name: "tabs", bar: DefaultBar.scenarioBar(title: "tabs"),
      containers: [
        Scenario.Container(contentInsetTop: 20), Scenario.Container(initialScroll: 600),
        Scenario.Container(contentHeight: 300), Scenario.Container(initialScroll: 70),
      ],
      script: [
        .drag(by: 400, duration: 0.3), .release(velocity: 0), .wait(1), .switchContainer(1), .switchContainer(2),
        .switchContainer(0), .drag(by: -500, duration: 0.3), .release(velocity: -1), .wait(0.2), .switchContainer(3),
        .wait(1),
      ])
    let result = Fuzzer.check(scenario)
    #expect(result.failure == nil, "\(result.failure.map(String.init(describing:)) ?? "")")
  }

  @Test func refusedScenarioIsReportedNotPlayed() {
    let scenario = Scenario(name: "bad", bar: DefaultBar.scenarioBar(title: "bad"), containers: [], script: [])
    let result = Fuzzer.check(scenario)
    #expect(result.failure?.property == .accepted)
    #expect(result.frames == 0)
  }

  @Test func replayComparisonNamesTheFirstDifferentFrameAndColumn() throws {
    let first = try Simulator.run(DefaultScenario.scenario)
    var second = first
    #expect(Fuzzer.compare(first, second) == nil)
    second.set(.barHeight, frame: 100, to: 1)
    let failure = try #require(Fuzzer.compare(first, second))
    #expect(failure.property == .replay && failure.frame == 100)
    #expect(failure.detail.hasPrefix("barHeight was"))
    var shorter = first
    shorter.log.removeLast()
    #expect(Fuzzer.compare(first, shorter)?.detail.hasPrefix("log entry") == true)
  }

  /// A bounded campaign for every test run (under a second in a debug build); long campaigns
  /// run with `navbar-sim --fuzz N --seed S`.
  @Test func boundedCampaignFindsNoFailure() {
    let report = FuzzCampaign(seed: 2024, count: 60).run()
    #expect(
      report.failure == nil,
      "\(report.failure.map { "scenario \($0.index): \($0.failure)\n\($0.scenario.json)" } ?? "")")
    #expect(report.scenarios == 60)
    #expect(report.frames > 10_000)
  }

  @Test func campaignStopsAtTheFirstFailure() {
    var played = 0
    let report = FuzzCampaign(seed: 1, count: 10).run { _ in
      played += 1
      return FuzzResult(
        frames: 5, events: 2, failure: played == 3 ? FuzzFailure(property: .replay, frame: 1, detail: "x") : nil)
    }
    #expect(report.scenarios == 3 && report.frames == 15 && report.events == 6)
    #expect(report.failure?.index == 2)
    #expect(report.failure?.scenario == ScenarioGenerator.scenario(seed: 1, index: 2))
  }
}
