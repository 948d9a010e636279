import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// Scenarios where the simulator's model of UIKit was corrected against public evidence, each
/// one a case where the bar was wrong under the corrected model before it was fixed (see the
/// DocC article "The simulator's model of UIKit").
@Suite struct SimulatorUIKitModelTests {
  private func scenario(
    _ script: [Scenario.Step], containers: [Scenario.Container], device: Scenario.Device = Scenario.Device()
  ) -> Scenario {
    Scenario(
      name: "uikit model", device: device, bar: DefaultBar.scenarioBar(title: "Inbox"), containers: containers,
      script: script)
  }

  private func last(_ trace: SimulationTrace, _ column: TraceColumn) -> Double {
    trace.value(column, frame: trace.frameCount - 1)
  }

  // MARK: - The safe area's share at the top

  @Test func safeAreaShift_aNewSafeAreaLeavesTheContentWhereItWasUnderTheBar() throws {
    // UIKit moves the offset by the change of the safe area's share; the bar writes its inset
    // against the new share and puts the offset back. Before, the content rested 12 pt pulled
    // past its top with the bar stretched to 291 (`barWithinPull`).
    for initialScroll in [0.0, 1000] {
      let container = Scenario.Container(
        initialScroll: initialScroll, insetAdjustment: .automatic, safeAreaTop: 47, safeAreaBottom: 83)
      let trace = try Simulator.run(
        scenario([.wait(0.1), .safeArea(top: 59, bottom: nil), .wait(0.5)], containers: [container]))
      #expect(InvariantChecker.check(trace).passed, "\(initialScroll)")
      #expect(last(trace, .contentOffsetY) == initialScroll - 279, "\(initialScroll)")
      #expect(last(trace, .contentInsetTop) == 279 - 59, "\(initialScroll)")
      #expect(last(trace, .barHeight) == trace.value(.barHeight, frame: 0), "\(initialScroll)")
    }
  }

  @Test func safeAreaShift_aContainerObservedOnlyKeepsItsPlaceBelowTheTopEdge() throws {
    // The bar writes no inset to SwiftUI's container: UIKit's shift stands, and the collapse
    // distance (measured against the adjusted inset) does not move.
    let container = Scenario.Container(
      contentInsetTop: 232 - 47, insetAdjustment: .automatic, safeAreaTop: 47, observesOnly: true)
    let trace = try Simulator.run(
      scenario([.wait(0.1), .safeArea(top: 59, bottom: nil), .wait(0.5)], containers: [container]))
    #expect(InvariantChecker.check(trace).passed)
    #expect(last(trace, .contentOffsetY) == trace.value(.contentOffsetY, frame: 0) - 12)
    #expect(last(trace, .collapseDistance) == trace.value(.collapseDistance, frame: 0))
  }

  @Test func rotationChangesTheContainersSafeAreaWithTheScreens() throws {
    // A container that reaches the top of the screen takes the screen's new safe area; before, a
    // rotation left it at the old one, a state a device cannot reach.
    let full = Scenario.Container(insetAdjustment: .automatic, safeAreaTop: 47, safeAreaBottom: 34)
    let below = Scenario.Container(insetAdjustment: .automatic, safeAreaTop: 20, safeAreaBottom: 34)
    let script: [Scenario.Step] = [
      .drag(by: 60, duration: 0.2), .release(velocity: 0), .wait(0.5),
      .resize(width: 844, height: 390, safeAreaTop: 0), .wait(0.5),
    ]
    var simulator = try Simulator(scenario: scenario(script, containers: [full, below]))
    for step in script { try simulator.play(step) }
    simulator.settle()
    #expect(simulator.containers[0].safeAreaTop == 0)
    #expect(simulator.containers[1].safeAreaTop == 0)
    #expect(InvariantChecker.check(simulator.trace).passed)
    try simulator.play(.resize(width: 390, height: 844, safeAreaTop: 47))
    simulator.settle()
    #expect(simulator.containers[0].safeAreaTop == 47)
    #expect(InvariantChecker.check(simulator.trace).passed)
  }
}
