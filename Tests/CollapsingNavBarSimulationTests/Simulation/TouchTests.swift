import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// A finger that touches the content without panning: the content holds under it, and the bar
/// settles to a whole state when it lifts.
///
/// The first two failed before the controller knew of a resting finger: the bar was left between
/// whole states after the lift.
@Suite struct TouchTests {
  static let pixel = 1.0 / 3

  /// The frames in which the finger rests on the content.
  private func touchingFrames(_ trace: SimulationTrace) -> [Int] {
    (0..<trace.frameCount).filter { trace.phase(frame: $0) == .touching }
  }

  /// The nearest whole state's distance from the collapse at a frame.
  private func distanceFromWholeState(_ trace: SimulationTrace, frame: Int) -> Double {
    let collapse = trace.value(.collapse, frame: frame)
    return trace.metrics(frame: frame).wholeStates.map { abs($0 - collapse) }.min() ?? .infinity
  }

  /// Checks the shape every touch scenario must have: the finger rests for the whole touch with
  /// the content still, the bar was partly collapsed when it went down (if `partly`), and the
  /// scenario ends at rest on a whole state, with every invariant kept.
  private func expectHoldThenSettle(_ scenario: Scenario, partly: Bool) throws {
    let trace = try Simulator.run(scenario)
    let touching = touchingFrames(trace)
    let down = try #require(touching.first)
    let up = try #require(touching.last)
    #expect(touching.count == up - down + 1)
    #expect(touching.count == 48, "the finger rests for \(touching.count) frames")
    let held = trace.unspaced(.contentOffsetY, frame: down)
    for frame in touching {
      #expect(trace.unspaced(.contentOffsetY, frame: frame) == held, "the content moved under the finger at \(frame)")
    }
    if partly {
      let gap = distanceFromWholeState(trace, frame: down)
      #expect(gap > 5, "the bar was \(gap) pt from a whole state when the finger went down")
    }
    let last = trace.frameCount - 1
    #expect(trace.value(.rest, frame: last) == 1)
    let gap = distanceFromWholeState(trace, frame: last)
    #expect(gap <= Self.pixel / 2, "the bar rests \(gap) pt from a whole state after the lift")
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
  }

  /// A finger that catches a fling holds the content where it stopped; after the lift the bar
  /// settles (it was left between whole states: the end of the deceleration, which UIKit reports
  /// while the finger is down, settled under the finger, where the settle cannot play).
  @Test func aTouchThatBrakesAFlingHoldsThenSettlesAfterTheLift() throws {
    try expectHoldThenSettle(TouchScenarios.touchBrakesAFling, partly: true)
    let trace = try Simulator.run(TouchScenarios.touchBrakesAFling)
    let down = try #require(touchingFrames(trace).first)
    #expect(trace.phase(frame: down - 1) == .decelerating)
    #expect(trace.log.contains { $0.frame == down && $0.event == .didEndDecelerating })
    #expect(trace.log.contains { $0.frame == down && $0.event == .touchBegan })
  }

  /// A finger that catches the bar's own scroll-to-top stops it and holds the content; after the
  /// lift the bar settles (it was left between whole states).
  @Test func aTouchThatStopsScrollToTopHoldsThenSettlesAfterTheLift() throws {
    try expectHoldThenSettle(TouchScenarios.touchStopsScrollToTop, partly: true)
  }

  /// A finger on content at rest moves nothing and settles nothing: no write from the touch-down
  /// to the end.
  @Test func aTouchOnContentAtRestMovesAndWritesNothing() throws {
    try expectHoldThenSettle(TouchScenarios.touchAtRest, partly: false)
    let trace = try Simulator.run(TouchScenarios.touchAtRest)
    let down = try #require(touchingFrames(trace).first)
    let writes: Set = [
      "contentInsetTop", "scrollIndicatorInsetTop", "contentOffsetY", "animatedContentOffsetY", "settleContentOffsetY",
      "layoutAnimation",
    ]
    #expect(!trace.log.contains { $0.frame >= down && writes.contains($0.name) })
    #expect((down..<trace.frameCount).allSatisfy { trace.unspaced(.contentOffsetY, frame: $0) == -279 })
  }

  /// Found by the fuzzer (seed 1): a tap on still content, the bar left partly collapsed by the
  /// first attach (content scrolled 1 pt under a 2 pt panel), stops nothing, so the bar stays
  /// where it is and the rule for rests after a release does not apply to it.
  @Test func aTapOnStillContentIsNoRelease() throws {
    let scenario = Scenario(
      name: "tap on still content",
      bar: Scenario.Bar(panels: [Scenario.PanelSpec(kind: .closable, id: "c0", height: 2)]),
      containers: [Scenario.Container(contentHeight: 1000, initialScroll: 1)], script: [.touch(duration: 0)])
    let trace = try Simulator.run(scenario)
    #expect(trace.value(.collapse, frame: trace.frameCount - 1) == 1)
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
  }

  /// Found by the fuzzer (seed 1): the lift of a finger that caught a bounce past the end of
  /// tiny content, in quick-return mode with `.followsBar`, is reported before the offset event
  /// that noticed it, and each writes the indicator inset once: two events, not one event writing
  /// twice. (Where the lift sends nothing, ``UIKitAssumptions/TouchLift/silent``.)
  @Test func aLiftAndTheEventThatNoticesItCountTheirWritesApart() throws {
    var scenario = Scenario(
      name: "lift past the end", device: Scenario.Device(height: 390),
      bar: Scenario.Bar(
        panels: [
          Scenario.PanelSpec(kind: .search, height: 50), Scenario.PanelSpec(kind: .closable, id: "c2", height: 300),
        ],
        mode: .quickReturn(revealDistance: 0), insetStrategy: .followsBar),
      containers: [Scenario.Container(contentHeight: 1)],
      script: [.drag(by: 0, duration: 0.1), .release(velocity: 1), .touch(duration: 0)])
    scenario.uikit.touchLift = .silent
    let trace = try Simulator.run(scenario)
    #expect(trace.log.contains { $0.event == .touchEnded })
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
  }

  /// A finger that catches content bouncing back past its top holds it there; on the lift it
  /// springs back, and the bar rests expanded.
  @Test func aTouchThatCatchesABounceHoldsItPastTheTopUntilTheLift() throws {
    var container = TouchScenarios.tabScreen
    container.refreshControl = false
    let scenario = TouchScenarios.scenario(
      "touch-catches-a-bounce", [.drag(by: -120, duration: 0.2), .release(velocity: 0), .touch(duration: 0.3)],
      container: container)
    let trace = try Simulator.run(scenario)
    let touching = touchingFrames(trace)
    let down = try #require(touching.first)
    #expect(trace.value(.collapseDistance, frame: down) < -10)
    let last = trace.frameCount - 1
    #expect(abs(trace.value(.collapseDistance, frame: last)) <= Self.pixel / 2)
    #expect(trace.value(.collapse, frame: last) == 0)
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
  }
}
