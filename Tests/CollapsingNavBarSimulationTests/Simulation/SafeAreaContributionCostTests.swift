import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// What each ``SafeAreaContribution`` costs per scroll tick: how often it would change the
/// screen's safe area over the default session (drags, a fling, a rest, a refresh, a tap).
@Suite struct SafeAreaContributionCostTests {
  private func changes(_ contribution: SafeAreaContribution, _ trace: SimulationTrace) -> Int {
    let frames = 0..<trace.frameCount
    return contribution.changes(
      heights: frames.map { trace.value(.barHeight, frame: $0) },
      collapsedHeight: frames.map { trace.value(.collapsedHeight, frame: $0) },
      systemSafeTop: frames.map { trace.value(.safeAreaTop, frame: $0) }, pixel: trace.pixel(frame: 0))
  }

  @Test func theCollapsedHeightNeverChangesTheSafeAreaOnAScrollTick() throws {
    let trace = try Simulator.run(DefaultScenario.scenario)
    #expect(changes(.collapsedHeight, trace) == 0)
    #expect(changes(.none, trace) == 0)
  }

  @Test func theCurrentHeightChangesTheSafeAreaInEveryFrameThatMovesTheBar() throws {
    let trace = try Simulator.run(DefaultScenario.scenario)
    let moves = (1..<trace.frameCount).filter {
      abs(trace.value(.barHeight, frame: $0) - trace.value(.barHeight, frame: $0 - 1)) >= trace.pixel(frame: 0) / 2
    }.count
    #expect(moves > 100)
    #expect(changes(.currentHeight, trace) == moves)
  }
}
