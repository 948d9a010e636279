import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// Pull to refresh under `contentInsetAdjustmentBehavior = .never`, where UIKit writes the
/// refresh control's height into `contentInset.top` itself instead of adding it to the adjusted
/// inset (``SimulatedScrollView/refreshWritesContentInset``).
@Suite struct SimulatorNeverRefreshTests {
  private func run(
    _ script: [Scenario.Step], order: UIKitAssumptions.RefreshInsetOrder = .stateFirst
  ) throws -> SimulationTrace {
    try Simulator.run(
      Scenario(
        name: "never", bar: DefaultBar.scenarioBar(title: "Inbox"),
        containers: [Scenario.Container(insetAdjustment: .never, safeAreaTop: 47)], script: script,
        uikit: UIKitAssumptions(refreshInsetOrder: order)))
  }

  /// The bar's expanded height under a 47 pt status bar: the inset it owns.
  private let basis = 279.0

  @Test func aPullUnderNeverIsBookedAsTheRefreshNotAsSomeoneElsesInset() throws {
    let trace = try run([.drag(by: -900, duration: Simulator.timeStep)])
    let last = trace.frameCount - 1
    #expect(trace.value(.refreshing, frame: last) == 1)
    // The control's own write is its room: the bar shows its spinner there.
    #expect(trace.value(.refreshHeight, frame: last) == SimulatedRefreshControl.height)
    #expect(trace.unspaced(.contentInsetTop, frame: last) == basis + SimulatedRefreshControl.height)
    #expect(trace.unspaced(.adjustedInsetTop, frame: last) == trace.unspaced(.contentInsetTop, frame: last))
  }

  @Test func aProgrammaticRefreshUnderNeverGivesItsRoomBackWhenItEnds() throws {
    let trace = try run([.beginRefreshing, .wait(0.5), .endRefreshing, .wait(1)])
    #expect(trace.value(.refreshHeight, frame: 1) == SimulatedRefreshControl.height)
    #expect(trace.unspaced(.contentInsetTop, frame: 1) == basis + SimulatedRefreshControl.height)
    let last = trace.frameCount - 1
    #expect(trace.value(.refreshing, frame: last) == 0)
    #expect(trace.value(.refreshHeight, frame: last) == 0)
    #expect(trace.unspaced(.contentInsetTop, frame: last) == basis)
    #expect(trace.unspaced(.contentOffsetY, frame: last) == -basis)
    #expect(InvariantChecker.check(trace).passed)
  }

  @Test func aPullToRefreshUnderNeverPassesTheInvariants() throws {
    let trace = try run([.pullToRefresh(duration: 0.5), .wait(1), .endRefreshing, .wait(1)])
    #expect(InvariantChecker.check(trace).passed)
    let last = trace.frameCount - 1
    #expect(trace.unspaced(.contentInsetTop, frame: last) == basis)
  }

  @Test(arguments: UIKitAssumptions.RefreshInsetOrder.allCases)
  func theRefreshRoomIsTheRefreshsWhicheverCallsBackFirstTheWriteOrTheState(
    order: UIKitAssumptions.RefreshInsetOrder
  ) throws {
    // Pulled: the control's write is its room, and the bar shows its spinner there.
    let pulled = try run([.drag(by: -900, duration: Simulator.timeStep)], order: order)
    let end = pulled.frameCount - 1
    #expect(pulled.value(.refreshHeight, frame: end) == SimulatedRefreshControl.height)
    #expect(pulled.unspaced(.contentInsetTop, frame: end) == basis + SimulatedRefreshControl.height)
    // Begun and ended by the app: the room comes and goes with the refresh, the content back at
    // its top.
    let trace = try run([.beginRefreshing, .wait(0.5), .endRefreshing, .wait(1)], order: order)
    #expect(trace.value(.refreshHeight, frame: 1) == SimulatedRefreshControl.height)
    #expect(trace.unspaced(.contentInsetTop, frame: 1) == basis + SimulatedRefreshControl.height)
    let last = trace.frameCount - 1
    #expect(trace.value(.refreshHeight, frame: last) == 0)
    #expect(trace.unspaced(.contentInsetTop, frame: last) == basis)
    #expect(trace.unspaced(.contentOffsetY, frame: last) == -basis)
    #expect(InvariantChecker.check(trace).passed)
  }
}
