import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// Plain-style section headers pin at `contentOffset.y + adjustedContentInset.top`: where that is
/// against the bar's bottom edge, for each inset strategy.
@Suite struct PinnedHeaderInvariantTests {
  private func run(_ strategy: InsetStrategy, _ script: [Scenario.Step]) throws -> SimulationTrace {
    var bar = DefaultBar.scenarioBar(title: "Inbox")
    bar.insetStrategy = strategy
    return try Simulator.run(
      Scenario(
        name: "sections", bar: bar,
        containers: [
          Scenario.Container(
            insetAdjustment: .automatic, safeAreaTop: 47, safeAreaBottom: 34, sectionHeaderHeight: 28)
        ], script: script))
  }

  private func violations(_ trace: SimulationTrace) -> [InvariantViolation] {
    InvariantChecker.check(trace).violations.filter { $0.invariant == .pinnedHeaderUnderBar }
  }

  /// The pinned header's distance below the bar, per frame in which it is pinned.
  private func gaps(_ trace: SimulationTrace, phase: ContainerPhase? = nil) -> [Double] {
    (0..<trace.frameCount).compactMap { frame in
      let header = PinnedSectionHeader(
        contentOffsetY: trace.value(.contentOffsetY, frame: frame),
        adjustedInsetTop: trace.value(.adjustedInsetTop, frame: frame))
      guard header.isPinned else { return nil }
      if let phase, trace.value(.phase, frame: frame) != Double(phase.rawValue) { return nil }
      return header.screenTop - trace.value(.barHeight, frame: frame)
    }
  }

  @Test func withFollowsBarAPinnedHeaderRestsAndDeceleratesRightUnderTheBar() throws {
    let trace = try run(.followsBar, [.drag(by: 300, duration: 0.3), .release(velocity: 3), .wait(3)])
    let resting = gaps(trace, phase: .idle) + gaps(trace, phase: .decelerating)
    #expect(!resting.isEmpty)
    #expect(resting.allSatisfy { abs($0) <= 1.0 / 3 })
  }

  @Test func withFollowsBarADragInsideTheCollapsibleRangeLeavesRoomUpToTheExpandedBar() throws {
    // The inset keeps room up to the expanded bar while a finger can pull the content back
    // down without the rubber band: a pinned header floats below the bar meanwhile.
    let trace = try run(.followsBar, [.drag(by: 300, duration: 0.3), .release(velocity: 0), .wait(1)])
    let dragging = gaps(trace, phase: .dragging)
    #expect(dragging.contains { $0 > 1 })
    #expect(dragging.allSatisfy { $0 <= 148 + 1e-9 })
    #expect(violations(trace).first?.invariant == .pinnedHeaderUnderBar)
  }

  @Test func withTheExpandedInsetAPinnedHeaderRestsAtTheExpandedBarsEdge() throws {
    let trace = try run(.expanded, [.drag(by: 300, duration: 0.3), .release(velocity: 0), .wait(1)])
    let last = trace.frameCount - 1
    #expect(trace.value(.barHeight, frame: last) == 131)
    #expect(gaps(trace, phase: .idle).last == 148, "the collapsible range of the scenario's default bar")
    #expect(!violations(trace).isEmpty)
  }

  @Test func aContainerWithoutASectionHeaderIsNotChecked() throws {
    let trace = try Simulator.run(
      Scenario(
        name: "rows", bar: DefaultBar.scenarioBar(title: "Inbox"),
        containers: [Scenario.Container(insetAdjustment: .automatic, safeAreaTop: 47)],
        script: [.drag(by: 300, duration: 0.3), .release(velocity: 0), .wait(1)]))
    #expect(violations(trace).isEmpty)
  }

  @Test func theSectionHeaderKeyRoundTripsAndIsChecked() throws {
    let container = Scenario.Container(sectionHeaderHeight: 28)
    let scenario = Scenario(
      name: "keys", bar: DefaultBar.scenarioBar(title: "Inbox"), containers: [container], script: [])
    let decoded = try Scenario(json: scenario.json)
    #expect(decoded.containers.first?.sectionHeaderHeight == 28)
    let bad = Scenario(
      name: "bad", bar: DefaultBar.scenarioBar(title: "Inbox"),
      containers: [Scenario.Container(sectionHeaderHeight: -1)],
      script: [])
    #expect(throws: ScenarioError.self) { try bad.validate() }
  }
}
