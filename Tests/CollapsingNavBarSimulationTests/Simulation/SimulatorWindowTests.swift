import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// The attached scroll view leaving its window and coming back (`leaveWindow`, `enterWindow`):
/// a screen pushed over this one, a tab or a list switched away without a detach.
///
/// Out of the window no display link runs. Each scenario below left the bar between whole states
/// (or waiting for a frame that never came) before the controller heard of the window; each
/// comes back now at a whole state that does not move.
@Suite struct SimulatorWindowTests {
  static let pixel = 1.0 / 3

  static func scenario(
    _ name: String, _ script: [Scenario.Step], containers: [Scenario.Container] = [InsetBugScenarios.tabScreen],
    configure: (inout Scenario.Bar) -> Void = { _ in }
  ) -> Scenario {
    var bar = DefaultBar.scenarioBar(title: "Inbox")
    configure(&bar)
    return Scenario(name: name, bar: bar, containers: containers, script: script)
  }

  /// A fling in the collapsible range, and a push 50 ms later while the content still decelerates.
  static let pushDuringAFling = scenario(
    "push-during-a-fling",
    [
      .drag(by: 40, duration: 0.2), .release(velocity: 0.6), .wait(0.05), .leaveWindow, .wait(1), .enterWindow,
      .wait(0.5),
    ])

  /// A status-bar tap deep in the content, and a push 0.2 s into the bar's own scroll to the top.
  static let pushDuringScrollToTop = scenario(
    "push-during-scroll-to-top",
    [.tapStatusBar, .wait(0.2), .leaveWindow, .wait(1), .enterWindow, .wait(1)],
    containers: [Scenario.Container(initialScroll: 2000)])

  /// A slow release between whole states: the bar plays its own settle; a push cuts into it.
  static let pushDuringTheBarsSettle = scenario(
    "push-during-the-bars-settle",
    [.drag(by: 80, duration: 0.3), .release(velocity: 0), .wait(Simulator.timeStep * 3), .leaveWindow, .wait(1)])

  /// The content let go pulled 100 pt past its top, pushed away while it bounces back.
  static let pushDuringABounce = scenario(
    "push-during-a-bounce", [.drag(by: -100, duration: 0.2), .release(velocity: 0), .leaveWindow, .wait(1)],
    containers: [Scenario.Container(refreshControl: false)])

  /// Off screen the app collapses the bar (animated), and a refresh ends.
  static let offScreenChanges = scenario(
    "off-screen-changes",
    [
      .pullToRefresh(duration: 0.5), .wait(1), .leaveWindow, .collapse(animated: true), .endRefreshing, .wait(1),
      .expand(animated: true), .wait(0.5), .enterWindow, .wait(0.5),
    ])

  /// The list leaves its window and the app attaches the bar to the list swapped in for it.
  static let listSwappedOffScreen = scenario(
    "list-swapped-off-screen",
    [.drag(by: 40, duration: 0.2), .release(velocity: 0.6), .wait(0.05), .leaveWindow, .switchContainer(1), .wait(1)],
    containers: [InsetBugScenarios.tabScreen, InsetBugScenarios.tabScreen])

  /// The frames out of the window.
  private func outOfWindow(_ trace: SimulationTrace) -> [Int] {
    (0..<trace.frameCount).filter { trace.value(.inWindow, frame: $0) == 0 }
  }

  private func expectRestsAtAWholeState(_ trace: SimulationTrace, _ frames: [Int]) {
    for frame in frames {
      let states = trace.metrics(frame: frame).wholeStates
      let collapse = trace.value(.collapse, frame: frame)
      #expect(trace.value(.rest, frame: frame) == 1, "frame \(frame) still moves")
      #expect(
        states.contains { abs($0 - collapse) <= Self.pixel / 2 }, "frame \(frame) rests at collapse \(collapse)")
    }
  }

  @Test func aPushDuringAFlingLeavesTheBarAtAWholeStateThatDoesNotMoveOnReturn() throws {
    let trace = try Simulator.run(Self.pushDuringAFling)
    let away = outOfWindow(trace)
    #expect(away.count == 121)
    expectRestsAtAWholeState(trace, away)
    // The bar was at 77.3 when the screen went: it settled to the nearest whole state, 52.
    #expect(trace.value(.collapse, frame: away[0]) == 52)
    let last = try #require(away.last)
    for frame in (last + 1)..<trace.frameCount {
      #expect(trace.value(.contentOffsetY, frame: frame) == trace.value(.contentOffsetY, frame: last))
      #expect(trace.value(.collapse, frame: frame) == 52)
    }
    #expect(InvariantChecker.check(trace).passed)
  }

  @Test func aPushDuringScrollToTopStopsItAtOnce() throws {
    let trace = try Simulator.run(Self.pushDuringScrollToTop)
    let away = outOfWindow(trace)
    expectRestsAtAWholeState(trace, away)
    let first = try #require(away.first)
    let offset = trace.value(.contentOffsetY, frame: first)
    #expect(away.allSatisfy { trace.value(.contentOffsetY, frame: $0) == offset })
    // No frame tick reached the controller while the scroll view was away.
    let ticks = trace.log.filter { $0.name == "frame" && away.contains($0.frame) }
    #expect(ticks.isEmpty)
    #expect(InvariantChecker.check(trace).passed)
  }

  @Test func aPushDuringTheBarsOwnSettleLandsOnItsTarget() throws {
    let trace = try Simulator.run(Self.pushDuringTheBarsSettle)
    let away = outOfWindow(trace)
    expectRestsAtAWholeState(trace, away)
    let first = try #require(away.first)
    // Let go at 80 (between 52 and 96): the settle headed to 96 and lands there.
    #expect(trace.value(.collapse, frame: first) == 96)
    #expect(InvariantChecker.check(trace).passed)
  }

  @Test func contentPushedAwayWhileBouncingRestsAtItsTop() throws {
    let trace = try Simulator.run(Self.pushDuringABounce)
    let away = outOfWindow(trace)
    let first = try #require(away.first)
    #expect(
      abs(trace.value(.contentOffsetY, frame: first) + trace.value(.adjustedInsetTop, frame: first)) <= Self.pixel / 2)
    #expect(trace.value(.collapse, frame: first) == 0)
    #expect(InvariantChecker.check(trace).passed)
  }

  @Test func offScreenAnimatedChangesLandAtOnce() throws {
    let trace = try Simulator.run(Self.offScreenChanges)
    let away = outOfWindow(trace)
    expectRestsAtAWholeState(trace, away)
    // The collapse (animated) landed in its own frame, and so did the expand.
    #expect(away.contains { trace.value(.collapse, frame: $0) == 148 })
    #expect(trace.value(.collapse, frame: try #require(away.last)) == 0)
    #expect(InvariantChecker.check(trace).passed)
  }

  @Test func aListSwappedInOffScreenIsOnScreen() throws {
    let trace = try Simulator.run(Self.listSwappedOffScreen)
    let last = trace.frameCount - 1
    #expect(trace.value(.inWindow, frame: last) == 1)
    #expect(trace.value(.container, frame: last) == 1)
    #expect(InvariantChecker.check(trace).passed)
  }

  /// The same scenarios with the controller deaf to the window (the engine before it heard of
  /// it) break ``Invariant/restsOutOfWindow``: the check can fail.
  @Test func theRuleCatchesABarThatDoesNotHearTheWindow() throws {
    for scenario in [Self.pushDuringAFling, Self.pushDuringScrollToTop, Self.pushDuringTheBarsSettle] {
      var deaf = scenario
      deaf.script = scenario.script.map { step in
        switch step {
        case .leaveWindow, .enterWindow: return .wait(0)
        default: return step
        }
      }
      var simulator = try Simulator(scenario: deaf)
      for (index, step) in deaf.script.enumerated() {
        if case .leaveWindow = scenario.script[index] { simulator.isInWindow = false }
        if case .enterWindow = scenario.script[index] { simulator.isInWindow = true }
        try simulator.play(step)
      }
      simulator.settle()
      let report = InvariantChecker.check(simulator.trace)
      #expect(
        report.violations.first?.invariant == .restsOutOfWindow,
        "\(scenario.name): \(report.violations) \(simulator.trace.log.suffix(30))")
    }
  }

  /// Found by `--fuzz 1000000 --seed 1312` (scenario 420,306), shrunk: a bar left partly
  /// collapsed by an attach to content scrolled 1 pt, search activated, the screen left, search
  /// cancelled out of the window: the bar settles there at once (it rested at collapse 1 of 2).
  @Test func searchCancelledOutOfTheWindowLeavesTheBarWhole() throws {
    let trace = try Simulator.run(
      try Scenario(
        json: #"""
          {"name":"fuzz-seed1312-420306","device":{"width":390,"height":844,"safeAreaTop":47,"scale":3,"largeTitleScale":1},"bar":{"panels":[{"kind":"largeTitle","height":2,"title":"fuzz-1312-420306"}],"mode":"collapsesWithContent","insetStrategy":"expanded","snapping":true,"titleCrossFadeThreshold":0.5},"containers":[{"contentHeight":800,"contentInsetTop":0,"contentInsetBottom":83,"deceleration":"normal","refreshControl":true,"initialScroll":1}],"script":[{"search":"activate"},{"drag":{"by":0,"duration":0.1}},{"release":{"velocity":0}},{"leaveWindow":{}},{"search":"cancel"}]}
          """#))
    let report = InvariantChecker.check(trace)
    #expect(report.violations.isEmpty, "\(report.violations)")
  }
}
