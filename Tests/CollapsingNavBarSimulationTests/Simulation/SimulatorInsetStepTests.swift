import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// How the inset, refresh and safe-area steps reach the controller: as UIKit sends them.
@Suite struct SimulatorInsetStepTests {
  private func run(_ script: [Scenario.Step], _ container: Scenario.Container) throws -> SimulationTrace {
    try Simulator.run(
      Scenario(name: "steps", bar: DefaultBar.scenarioBar(title: "Inbox"), containers: [container], script: script))
  }

  /// The names of the events of a frame.
  private func events(_ trace: SimulationTrace, frame: Int) -> [String] {
    trace.log.filter { $0.frame == frame }.compactMap(\.event?.name)
  }

  @Test func barWritesItsInsetNetOfTheSystemsShare() throws {
    let trace = try run([], Scenario.Container(insetAdjustment: .automatic, safeAreaTop: 47, safeAreaBottom: 34))
    #expect(trace.unspaced(.contentInsetTop, frame: 0) == 279 - 47)
    #expect(trace.unspaced(.adjustedInsetTop, frame: 0) == 279)
    #expect(trace.value(.adjustedInsetBottom, frame: 0) == 34)
    #expect(trace.unspaced(.contentOffsetY, frame: 0) == -279)
  }

  @Test func outsideInsetWriteFiresContentInsetKVO() throws {
    let trace = try run([.setContentInset(top: nil, bottom: 300)], Scenario.Container(insetAdjustment: .automatic))
    #expect(trace.value(.externalInsetWrite, frame: 1) == 1)
    let echo = try #require(trace.log.first { $0.frame == 1 && $0.name == "insetChanged" })
    // (The log holds the table's own numbers: the bar's spacer leads its content.)
    #expect(echo.event == .insetChanged(top: 279 - trace.value(.leadingSpacer, frame: 1), bottom: 300))
    #expect(trace.value(.adjustedInsetBottom, frame: 1) == 300)
  }

  @Test func safeAreaChangeAndProgrammaticRefreshReachTheBarAsChangesOfTheSystemsShare() throws {
    let trace = try run(
      [.safeArea(top: 20, bottom: 83), .beginRefreshing],
      Scenario.Container(insetAdjustment: .always, safeAreaTop: 47, safeAreaBottom: 34))
    // `scrollViewDidChangeAdjustedContentInset`, not a `contentInset` KVO change (after the
    // offset UIKit moved by the change of the safe area's share, which the bar puts back).
    #expect(events(trace, frame: 1).first { $0 != "offsetChanged" } == "systemInsetChanged")
    #expect(trace.unspaced(.contentOffsetY, frame: 1) == -279)
    #expect(events(trace, frame: 2).first == "systemInsetChanged")
    // The bar writes its inset again against the smaller share: the adjusted inset stays its own.
    #expect(trace.unspaced(.adjustedInsetTop, frame: 1) == 279)
    #expect(trace.value(.adjustedInsetBottom, frame: 1) == 83)
    #expect(trace.unspaced(.adjustedInsetTop, frame: 2) == 279 + 60)
    #expect(trace.value(.refreshHeight, frame: 2) == 60)
    #expect(trace.value(.refreshing, frame: 2) == 1)
  }

  @Test func pullReportsTheRefreshThroughTheAdjustedInsetInTheUIKitModelOnly() throws {
    let script: [Scenario.Step] = [.drag(by: -900, duration: Simulator.timeStep)]
    let uikit = try run(script, Scenario.Container(insetAdjustment: .always))
    let plain = try run(script, Scenario.Container())
    let began = { (trace: SimulationTrace) in
      trace.log.lazy.compactMap { entry -> Double? in
        guard case .event(.refreshBegan(let height)) = entry.kind else { return nil }
        return height
      }.first
    }
    // The UIKit model: the control's share of the adjusted inset, however deep the pull.
    #expect(began(uikit) == nil)
    #expect(
      uikit.log.contains {
        guard case .event(.systemInsetChanged(let share, _, _)) = $0.kind else { return false }
        return share == SimulatedRefreshControl.height
      })
    #expect(uikit.value(.refreshHeight, frame: uikit.frameCount - 1) == SimulatedRefreshControl.height)
    #expect(began(plain) == SimulatedRefreshControl.height)
  }

  @Test func plainContainersPlayAsBefore() throws {
    let script: [Scenario.Step] = [.pullToRefresh(duration: 0.5), .wait(1), .endRefreshing, .wait(1)]
    let trace = try run(script, Scenario.Container())
    for frame in 0..<trace.frameCount {
      #expect(trace.unspaced(.adjustedInsetTop, frame: frame) == trace.unspaced(.contentInsetTop, frame: frame))
    }
    #expect(InvariantChecker.check(trace).passed)
  }
}
