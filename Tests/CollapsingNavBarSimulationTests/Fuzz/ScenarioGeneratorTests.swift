import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

@Suite struct ScenarioGeneratorTests {
  static let sample = (0..<300).map {
    ScenarioGenerator.scenario(seed: 99, index: $0, options: ScenarioGenerator.Options(uikitInsetModel: false))
  }

  @Test func sameSeedAndIndexGiveTheSameScenario() {
    #expect(ScenarioGenerator.scenario(seed: 5, index: 17) == ScenarioGenerator.scenario(seed: 5, index: 17))
    #expect(ScenarioGenerator.scenario(seed: 5, index: 17) != ScenarioGenerator.scenario(seed: 5, index: 18))
    #expect(ScenarioGenerator.scenario(seed: 5, index: 17) != ScenarioGenerator.scenario(seed: 6, index: 17))
  }

  @Test func everyGeneratedScenarioIsValidAndRoundTripsThroughJSON() throws {
    for scenario in Self.sample {
      try scenario.validate()
      #expect(try Scenario(json: scenario.json) == scenario, "\(scenario.name)")
    }
  }

  static let uikitSample = (0..<300).map { ScenarioGenerator.scenario(seed: 99, index: $0) }
  static let insetSteps: Set<String> = ["setContentInset", "beginRefreshing", "safeArea"]

  @Test func insetModelIsOnByDefault() {
    #expect(ScenarioGenerator.Options().uikitInsetModel)
    #expect(FuzzCampaign(seed: 1, count: 1).options.uikitInsetModel)
  }

  @Test func insetModelOffLeavesTheInsetStepsAndKeysOut() {
    #expect(Self.sample.allSatisfy { $0.script.allSatisfy { !Self.insetSteps.contains($0.name) } })
    #expect(
      Self.sample.flatMap(\.containers).allSatisfy {
        $0.insetAdjustment == nil && $0.safeAreaTop == 0 && !$0.observesOnly
      })
  }

  @Test func insetModelOnCoversEveryStepBehaviourAndRoundTrips() throws {
    let steps = Set(Self.uikitSample.flatMap { $0.script.map(\.name) })
    #expect(steps == Set(Scenario.Step.names))
    let containers = Self.uikitSample.flatMap(\.containers)
    #expect(Set(containers.compactMap(\.insetAdjustment)) == Set(InsetAdjustmentBehavior.allCases))
    #expect(containers.contains { $0.insetAdjustment == nil })
    #expect(containers.contains { $0.safeAreaTop > 0 && $0.safeAreaBottom > 0 })
    #expect(containers.contains { !$0.observesOnly })
    // SwiftUI's containers: the owner reserves the bar's expanded height below the safe area.
    let observed = Self.uikitSample.filter { $0.containers.contains(where: \.observesOnly) }
    #expect(
      observed.contains { scenario in
        let expanded =
          (try? BarMetrics(configuration: scenario.bar.configuration, environment: scenario.device.environment))?
          .expandedHeight
        return scenario.containers.contains { $0.observesOnly && $0.contentInsetTop + $0.safeAreaTop == expanded }
      })
    for scenario in Self.uikitSample {
      try scenario.validate()
      #expect(try Scenario(json: scenario.json) == scenario, "\(scenario.name)")
    }
  }

  @Test func generatedScenariosCoverEveryStepAndOption() {
    let steps = Set(Self.sample.flatMap { $0.script.map(\.name) })
    #expect(steps == Set(Scenario.Step.names).subtracting(Self.insetSteps))
    let bars = Self.sample.map(\.bar)
    #expect(bars.contains { $0.mode == .collapsesWithContent })
    #expect(bars.contains { if case .quickReturn(let distance) = $0.mode { distance > 0 } else { false } })
    #expect(Set(bars.map(\.insetStrategy)) == Set(InsetStrategy.allCases))
    #expect(Set(bars.map(\.snapping)) == [true, false])
    #expect(bars.contains { ($0.collapseOrder?.count ?? 0) > 1 })
    #expect(bars.contains { $0.panels.count > 20 })
    #expect(Set(PanelKind.allCases) == Set(bars.flatMap { $0.panels.map(\.kind) }))
    #expect(Set(Self.sample.map(\.device.scale)) == [1, 2, 3])
    let containers = Self.sample.flatMap(\.containers)
    #expect(Self.sample.contains { $0.containers.count > 2 })
    #expect(containers.contains { $0.initialScroll > 1000 })
    #expect(containers.contains { $0.contentHeight >= 1_000_000 } && containers.contains { $0.contentHeight <= 10 })
  }
}
