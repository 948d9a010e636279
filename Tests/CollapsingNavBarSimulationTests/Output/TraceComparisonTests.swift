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

  @Test func theRestCountsAreTheComparisonsRows() {
    // The summary counts what the comparison lists: a release interrupted before its rest has no
    // row, as in the feel line.
    let counts = TraceComparison.restCounts(of: Self.snapping)
    let rows = TraceComparison(Self.snapping, Self.snapping).rests
    #expect(counts.rests == rows.count)
    #expect(counts.releasesAtRest == rows.filter { $0.cause == "release" }.count)
    #expect(
      counts.releases
        == Self.snapping.log.filter {
          if case .event(.willEndDragging) = $0.kind { true } else { false }
        }.count)
    var feel = FeelReport()
    feel.add(Self.snapping)
    #expect(counts.interruptedReleases == feel.interrupted)
    #expect([counts.releases, counts.releasesAtRest, counts.rests] == [5, 4, 6])
  }

  @Test func snappingAgainstNoSnappingDiffersAtTheFirstReleaseAndSaysHow() throws {
    let comparison = TraceComparison(Self.snapping, Self.noSnapping)
    let difference = try #require(comparison.firstDifference)
    // At the first release: from there one settles to a whole state, the other stops.
    #expect((difference.frame - 1...difference.frame).contains { Self.snapping.value(.release, frame: $0) == 1 })
    let first = try #require(comparison.rests.first)
    #expect(first.cause == "release" && first.differs)
    // Without snapping the first drag rests where the finger left it, part-way through a section.
    let b = try #require(first.second)
    let a = try #require(first.first)
    #expect(a.barHeight != b.barHeight)
    #expect(comparison.report.contains("   1. after a release at 0.61 s  DIFFERS"))
    #expect(comparison.report.contains("phase animating vs idle"))
  }

  /// With `followsBar` the fling at 8.28 s never comes to rest before the next drag: that one row
  /// says so, and every later rest still lines up with its own release.
  @Test func aMissingRestIsPairedByItsReleaseAndMisalignsNothing() throws {
    var scenario = DefaultScenario.scenario
    scenario.bar.insetStrategy = .followsBar
    let comparison = TraceComparison(Self.snapping, try Simulator.run(scenario))
    #expect(comparison.rests.count == 6)
    let differing = comparison.rests.filter(\.differs)
    #expect(differing.count == 1)
    let missing = try #require(differing.first)
    #expect(missing.cause == "release" && missing.first != nil && missing.second == nil)
    #expect(abs(missing.causeTime - 8.28) < 0.01)
    #expect(comparison.report.contains("rests             1 of 6 differ"))
    #expect(comparison.report.contains("      B: no rest"))
  }

  @Test func causesPairByKindAndTimeNotByPosition() {
    func settled(_ cause: String, _ time: Double, _ rest: Bool) -> TraceComparison.Settled {
      TraceComparison.Settled(
        cause: cause, causeTime: time,
        sample: rest ? TraceComparison.Sample(time: time + 1, settle: 1, offset: 0, barHeight: 100, progress: 0) : nil)
    }
    let a = [settled("release", 1, true), settled("release", 3, true), settled("status-bar tap", 5, true)]
    let b = [settled("release", 1, true), settled("release", 3, false), settled("status-bar tap", 5.1, true)]
    let rests = TraceComparison.pair(a, b)
    #expect(rests.map(\.cause) == ["release", "release", "status-bar tap"])
    #expect(rests.map(\.differs) == [false, true, false])
    // A cause only one trace has stands alone; rows with no rest on either side are left out.
    let alone = TraceComparison.pair([settled("release", 1, true)], [settled("tab switch", 0.5, true)])
    #expect(alone.map(\.cause) == ["tab switch", "release"])
    #expect(TraceComparison.pair([settled("release", 1, false)], [settled("release", 1, false)]).isEmpty)
  }
}
