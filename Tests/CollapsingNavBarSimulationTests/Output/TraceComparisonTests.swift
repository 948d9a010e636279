import Testing

@testable import CollapsingNavBarSimulation

@Suite struct TraceComparisonTests {
  static let snapping = try! Simulator.run(DefaultScenario.scenario)
  static let noSnapping: SimulationTrace = {
    var scenario = DefaultScenario.scenario
    scenario.bar.snapping = false
    return try! Simulator.run(scenario)
  }()

  @Test func aTraceComparedWithItselfDiffersNowhere() {
    let comparison = TraceComparison(Self.snapping, Self.snapping)
    #expect(comparison.firstDifference == nil)
    #expect(comparison.rests.count == 6 && comparison.rests.allSatisfy { !$0.differs })
    #expect(comparison.report.contains("first difference  none: every frame is the same"))
    #expect(comparison.report.contains("rests             0 of 6 differ"))
  }

  @Test func snappingAgainstNoSnappingDiffersAtTheFirstReleaseAndSaysHow() throws {
    let comparison = TraceComparison(Self.snapping, Self.noSnapping)
    let difference = try #require(comparison.firstDifference)
    // At the first release: from there one decelerates toward a whole state, the other stops.
    #expect((difference.frame - 1...difference.frame).contains { Self.snapping.value(.release, frame: $0) == 1 })
    let first = try #require(comparison.rests.first)
    #expect(first.cause == "release" && first.differs)
    // Without snapping the first drag rests where the finger left it, part-way through a section.
    let b = try #require(first.second)
    let a = try #require(first.first)
    #expect(a.barHeight != b.barHeight)
    #expect(comparison.report.contains("   1. after a release  DIFFERS"))
    #expect(comparison.report.contains("phase decelerating vs idle"))
  }
}
