import Testing

@testable import CollapsingNavBarSimulation

@Suite struct ShrinkerTests {
  /// A planted failure: a status-bar tap after a drag of at least 100 pt toward the end.
  static func planted(_ scenario: Scenario) -> FuzzFailure? {
    var dragged = false
    for step in scenario.script {
      if case .drag(let by, _) = step, by >= 100 { dragged = true }
      if case .tapStatusBar = step, dragged { return FuzzFailure(property: .replay, frame: nil, detail: "planted") }
    }
    return nil
  }

  @Test func shrinksTheScriptToTheStepsThatMatterWithSimplerNumbers() throws {
    var scenario = ScenarioGenerator.scenario(seed: 3, index: 0)
    scenario.script = [
      .wait(0.5), .drag(by: 537.3, duration: 0.37), .drag(by: -20, duration: 0.2), .release(velocity: 2.71),
      .search(.activate), .wait(1.25), .tapStatusBar, .expand(animated: true), .wait(2),
    ]
    let failure = try #require(Self.planted(scenario))
    let result = Shrinker.shrink(scenario, failure: failure, check: Self.planted)
    #expect(result.scenario.script.map(\.name) == ["drag", "release", "tapStatusBar"])
    guard case .drag(let by, _) = result.scenario.script[0] else { return }
    #expect(by >= 100 && by < 537.3 && by == by.rounded())
    #expect(result.scenario.script[1] == .release(velocity: 0))
    #expect(result.scenario.containers.count == 1)
    #expect(Self.planted(result.scenario) != nil)
    #expect(result.attempts > 0 && result.attempts <= 3000)
  }

  @Test func keepsOnlyCandidatesThatBreakTheSameProperty() {
    let scenario = Scenario(name: "s", bar: DefaultBar.scenarioBar(title: "s"), script: [.wait(1), .tapStatusBar])
    let failure = FuzzFailure(property: .attachContinuity, frame: 3, detail: "x")
    // Every candidate breaks a different property: nothing may be kept.
    let result = Shrinker.shrink(scenario, failure: failure) { _ in
      FuzzFailure(property: .replay, frame: nil, detail: "y")
    }
    #expect(result.scenario == scenario)
    #expect(result.failure == failure)
  }

  @Test func refusedScenariosAreNotShrunk() {
    let scenario = Scenario(name: "s", bar: DefaultBar.scenarioBar(title: "s"), script: [.wait(1)])
    let failure = FuzzFailure(property: .accepted, frame: nil, detail: "refused")
    let result = Shrinker.shrink(scenario, failure: failure) { _ in failure }
    #expect(result.scenario == scenario && result.attempts == 0)
  }

  @Test func simplerNumbersAreShorterOrSmallerSoShrinkingEnds() {
    #expect(Shrinker.simpler(537.3).contains(537))
    #expect(Shrinker.simpler(537).contains(269))
    #expect(!Shrinker.simpler(7).contains(10))
    for value in [537.3, 0.37, 1e-5, -12.75, 4000] {
      for simpler in Shrinker.simpler(value, floor: -.infinity) {
        #expect(Shrinker.complexity(simpler) < Shrinker.complexity(value))
      }
    }
  }
}
