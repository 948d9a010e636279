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

  // MARK: - Generations

  /// Generation 1's scenario for generation 2's, with the environment generation 2 adds put back
  /// to generation 1's defaults.
  private static func withoutEnvironment(_ scenario: Scenario, as first: Scenario) -> Scenario {
    var plain = scenario
    plain.device.os = nil
    plain.device.designRequiresCompatibility = false
    plain.device.contentSizeScale = 1
    plain.device.rightToLeft = false
    plain.device.verticallyCompact = false
    plain.bar.look = .automatic
    plain.bar.scrollEdgeEffect = BarEdgeEffect()
    for index in plain.bar.panels.indices { plain.bar.panels[index].scalesWithContentSize = false }
    // (An owner that reserved the bar's expanded height reserves the one the environment gives.)
    for index in plain.containers.indices where plain.containers[index].observesOnly {
      plain.containers[index].contentInsetTop = first.containers[index].contentInsetTop
      plain.containers[index].initialScroll = first.containers[index].initialScroll
    }
    return plain
  }

  @Test func generationTwoKeepsEverythingOfGenerationOneAndAddsTheEnvironment() throws {
    let firsts = (0..<400).map {
      ScenarioGenerator.scenario(seed: 9461, index: $0, options: ScenarioGenerator.Options(generation: 1))
    }
    let seconds = (0..<400).map {
      ScenarioGenerator.scenario(seed: 9461, index: $0, options: ScenarioGenerator.Options(generation: 2))
    }
    for (first, second) in zip(firsts, seconds) {
      try second.validate()
      #expect(try Scenario(json: second.json) == second, "\(second.name)")
      #expect(Self.withoutEnvironment(second, as: first) == first, "\(second.name)")
      // Generation 1 leaves the environment at its defaults.
      #expect(first.device.os == nil && first.device.contentSizeScale == 1 && !first.device.rightToLeft)
      // A landscape phone has a compact height, as iOS sets it.
      #expect(
        second.device.verticallyCompact
          == Scenario.Device.verticallyCompactAfterRotation(width: second.device.width, height: second.device.height))
    }
    func share(_ test: (Scenario) -> Bool) -> Double { Double(seconds.count(where: test)) / Double(seconds.count) }
    let glass = share { $0.device.os.map { $0 >= 26 } ?? false }
    let dynamicType = share { $0.device.contentSizeScale != 1 }
    let scaling = share { $0.bar.panels.contains(where: \.scalesWithContentSize) }
    let mirrored = share { $0.device.rightToLeft }
    #expect((0.2...0.4).contains(glass), "iOS 26 and later in \(glass)")
    #expect((0.15...0.35).contains(dynamicType), "Dynamic Type in \(dynamicType)")
    #expect(scaling > 0.02, "panels that scale with Dynamic Type in \(scaling)")
    #expect((0.05...0.15).contains(mirrored), "right to left in \(mirrored)")
    #expect(seconds.contains { $0.bar.look == .classic && ($0.device.os ?? 0) >= 26 })
    #expect(seconds.contains { $0.bar.scrollEdgeEffect.isHidden })
    #expect(seconds.contains { $0.device.designRequiresCompatibility })
    #expect(seconds.contains { $0.device.verticallyCompact })
  }

  @Test func generationThreeKeepsEverythingOfGenerationTwoAndAddsSectionedTables() throws {
    let seconds = (0..<400).map {
      ScenarioGenerator.scenario(seed: 9491, index: $0, options: ScenarioGenerator.Options(generation: 2))
    }
    let thirds = (0..<400).map {
      ScenarioGenerator.scenario(seed: 9491, index: $0, options: ScenarioGenerator.Options(generation: 3))
    }
    var spaced = 0
    var sectioned = 0
    for (second, third) in zip(seconds, thirds) {
      try third.validate()
      #expect(try Scenario(json: third.json) == third, "\(third.name)")
      #expect(second.containers.allSatisfy { $0.sectionHeaderHeight == 0 }, "generation 2 has no section header")
      var plain = third
      if second.bar.insetStrategy == .expanded {
        plain.bar.insetStrategy = .expanded
        if third.bar.insetStrategy == .collapsedWithSpacer { spaced += 1 }
      }
      for index in plain.containers.indices { plain.containers[index].sectionHeaderHeight = 0 }
      #expect(plain == second, "\(third.name)")
      // A section header only where the bar promises to keep it under its edge.
      for container in third.containers where container.sectionHeaderHeight > 0 {
        sectioned += 1
        #expect(container.kind == .table && !container.observesOnly, "\(third.name)")
        #expect(third.bar.insetStrategy == .collapsedWithSpacer && third.bar.mode == .collapsesWithContent)
      }
    }
    let expanded = seconds.count { $0.bar.insetStrategy == .expanded }
    #expect((0.6...0.9).contains(Double(spaced) / Double(expanded)), "\(spaced) of \(expanded) take the spacer")
    #expect(sectioned > 40, "\(sectioned) sectioned tables")
  }

  @Test func generationFourKeepsEverythingOfGenerationThreeAndAddsOwnersSpacers() throws {
    #expect(ScenarioGenerator.Options().generation == 4)
    var spaced = 0
    var observed = 0
    for index in 0..<600 {
      let third = ScenarioGenerator.scenario(
        seed: 9491, index: index, options: ScenarioGenerator.Options(generation: 3))
      let fourth = ScenarioGenerator.scenario(seed: 9491, index: index)
      try fourth.validate()
      #expect(try Scenario(json: fourth.json) == fourth, "\(fourth.name)")
      let metrics = try BarMetrics(configuration: fourth.bar.configuration, environment: fourth.device.environment)
      var plain = fourth
      for (offset, container) in fourth.containers.enumerated() {
        if third.containers[offset].observesOnly { observed += 1 }
        guard container.ownerSpacer else { continue }
        spaced += 1
        // Only where the owner reserved the expanded bar, under a bar that collapses with the
        // content: now the collapsed bar, and a spacer of the rest.
        #expect(third.containers[offset].observesOnly && fourth.bar.mode == .collapsesWithContent)
        #expect(
          third.containers[offset].contentInsetTop
            == ScenarioGenerator.reservedTop(bar: fourth.bar, device: fourth.device))
        #expect(container.contentInsetTop == metrics.reservedTopSpace(holdingSpacer: true).inset)
        plain.containers[offset] = third.containers[offset]
      }
      #expect(plain == third, "\(fourth.name)")
    }
    #expect(spaced > 0 && Double(spaced) < 0.6 * Double(observed), "\(spaced) of \(observed) observed with a spacer")
  }

  /// A bar taller than a scenario's largest inset gets no owner's spacer: the owner reserved that
  /// largest inset, and the collapsed bar alone would be out of range (seeds 9523 and 9524,
  /// scenarios 68,447 and 6,811: `contentInsetTop` 15,380 and 11,342).
  @Test func anOwnerOfABarTallerThanTheLargestInsetPlacesNoSpacer() throws {
    for (seed, index) in [(UInt64(9523), 68447), (9524, 6811)] {
      let scenario = ScenarioGenerator.scenario(seed: seed, index: index)
      #expect(throws: Never.self) { try scenario.validate() }
      #expect(scenario.containers.allSatisfy { $0.contentInsetTop <= 10_000 })
    }
  }

  @Test func anOwnerThatReservedTheExpandedBarKeepsReservingItUnderTheNewEnvironment() throws {
    func reserved(_ scenario: Scenario) throws -> Double {
      let metrics = try BarMetrics(configuration: scenario.bar.configuration, environment: scenario.device.environment)
      return min(max(0, metrics.expandedHeight - scenario.device.safeAreaTop), 10_000)
    }
    var moved = 0
    for index in 0..<3000 {
      let first = ScenarioGenerator.scenario(
        seed: 9462, index: index, options: ScenarioGenerator.Options(generation: 1))
      let second = ScenarioGenerator.scenario(
        seed: 9462, index: index, options: ScenarioGenerator.Options(generation: 2))
      try second.validate()
      let (before, after) = (try reserved(first), try reserved(second))
      guard before != after else { continue }
      for (old, new) in zip(first.containers, second.containers) where old.observesOnly && old.contentInsetTop == before
      {
        #expect(new.contentInsetTop == after, "\(second.name)")
        moved += 1
      }
    }
    // (Dynamic Type and a compact height change the expanded bar in some of them.)
    #expect(moved > 5)
  }

  @Test func generationsOutOfRangeAreTheNearest() {
    #expect(ScenarioGenerator.Options(generation: 0).generation == 1)
    #expect(ScenarioGenerator.Options(generation: 9).generation == ScenarioGenerator.latestGeneration)
  }
}
