import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// Quick return held against the shy headers users know (material-components-ios's
/// `MDCFlexibleHeaderView` with its shift behaviour enabled), played through the simulator.
///
/// The default bar: expanded 279 pt, collapsed (top row and pinned segments) 131 pt; in quick-return
/// mode with the compact reveal it collapses spacer → search → large title → filters, whole states
/// 0 / 52 / 104 / 148.
@Suite struct SimulatorQuickReturnTests {
  static let collapsed = 131.0
  static let expanded = 279.0

  private func simulator(
    revealDistance: Double = 0, reveal: QuickReturnReveal = .compactBar,
    containers: [Scenario.Container] = [Scenario.Container()]
  ) throws -> Simulator {
    var bar = DefaultBar.scenarioBar(title: "Inbox")
    bar.mode = .quickReturn(revealDistance: revealDistance)
    bar.quickReturnReveal = reveal
    return try Simulator(scenario: Scenario(name: "quick return", bar: bar, containers: containers, script: []))
  }

  /// Scrolls deep into the content and lets it rest: the bar is hidden (collapsed).
  private func scrollDeep(_ simulator: inout Simulator, by distance: Double = 1000) throws {
    try simulator.play(.drag(by: distance, duration: 1))
    try simulator.play(.release(velocity: 0))
    try simulator.play(.wait(1))
  }

  /// The violations of one invariant in the simulator's trace so far.
  private func violations(_ invariant: Invariant, in simulator: Simulator) -> [InvariantViolation] {
    var checker = InvariantChecker()
    return (0..<simulator.trace.frameCount).compactMap { checker.check(simulator.trace, frame: $0) }
      .filter { $0.invariant == invariant }
  }

  /// The smallest and largest collapse over the frames from `frame` on.
  private func collapseRange(_ simulator: Simulator, from frame: Int) -> ClosedRange<Double> {
    let values = (frame..<simulator.trace.frameCount).map { simulator.trace.value(.collapse, frame: $0) }
    return (values.min() ?? 0)...(values.max() ?? 0)
  }

  @Test func slopOfAnEarlierDragIsNotCarriedIntoTheNext() throws {
    var simulator = try simulator()
    try scrollDeep(&simulator)
    #expect(simulator.controller.collapse == 148)
    // Less than the 5 pt slop back toward the top, and the finger lifts: the bar stays hidden.
    try simulator.play(.drag(by: -4.9, duration: 0.1))
    try simulator.play(.release(velocity: 0))
    try simulator.play(.wait(0.5))
    #expect(simulator.controller.collapse == 148)
    // A new 8 pt drag the same way: the slop starts again, so the bar moves at most 8 pt.
    let start = simulator.controller.collapseDistance
    try simulator.play(.drag(by: -8, duration: 0.1))
    let content = start - simulator.controller.collapseDistance
    let bar = 148 - simulator.controller.collapse
    #expect(abs(content - 8) < 1e-9)
    #expect(bar <= content + 1e-9, "the bar moved \(bar) pt for \(content) pt of scrolling")
    #expect(violations(.barNoFurtherThanContent, in: simulator).isEmpty)
  }

  @Test func flingThatBouncesAtTheEndLeavesAHiddenBarHidden() throws {
    var simulator = try simulator()
    try scrollDeep(&simulator, by: 3000)
    #expect(simulator.controller.collapse == 148)
    try simulator.play(.drag(by: 500, duration: 0.2))
    try simulator.play(.release(velocity: 3))
    let release = simulator.frame
    try simulator.play(.wait(5))
    let past =
      (release..<simulator.trace.frameCount).map {
        simulator.trace.value(.contentOffsetY, frame: $0) - simulator.container.maximumOffset
      }.max() ?? 0
    #expect(past > 50, "the fling runs about \(past) pt past the end and bounces back")
    #expect(collapseRange(simulator, from: release) == 148...148, "the bounce never reveals the bar")
    #expect(violations(.bottomRubberBandKeepsBar, in: simulator).isEmpty)
  }

  @Test func pullPastTheEndAndItsBounceLeaveAShownBarShown() throws {
    var simulator = try simulator()
    try scrollDeep(&simulator, by: 3500)  // at the end of the content
    try simulator.play(.expand(animated: false))
    #expect(simulator.controller.collapse == 0)
    let start = simulator.frame
    try simulator.play(.drag(by: 200, duration: 0.5))  // against the rubber band
    let pulled = simulator.container.contentOffsetY - simulator.container.maximumOffset
    #expect(pulled > 90)
    try simulator.play(.release(velocity: 0))
    try simulator.play(.wait(2))
    #expect(
      collapseRange(simulator, from: start) == 0...0,
      "neither the pull \(pulled) pt past the end nor the bounce moves the bar")
    #expect(violations(.bottomRubberBandKeepsBar, in: simulator).isEmpty)
  }

  @Test func revealDeepInTheContentBringsBackTheCompactBar() throws {
    var simulator = try simulator()
    try scrollDeep(&simulator, by: 2000)
    #expect(simulator.controller.layout.height == Self.collapsed)
    try simulator.play(.drag(by: -300, duration: 0.5))
    try simulator.play(.release(velocity: 0))
    try simulator.play(.wait(1))
    // The filters come back; the large title and search wait for the top.
    #expect(simulator.controller.collapse == 104)
    #expect(simulator.controller.layout.height == Self.collapsed + 44)
    // Near the top they come back with the content, as in collapsesWithContent mode.
    try simulator.play(.drag(by: -(simulator.controller.collapseDistance - 60), duration: 1))
    #expect(abs(simulator.controller.collapse - 60) < 1e-9)
    try simulator.play(.drag(by: -60, duration: 0.3))
    try simulator.play(.release(velocity: 0))
    try simulator.play(.wait(1))
    #expect(simulator.controller.layout.height == Self.expanded)
  }

  @Test func wholeBarRevealKeepsBringingBackTheExpandedBar() throws {
    var simulator = try simulator(reveal: .wholeBar)
    try scrollDeep(&simulator, by: 2000)
    try simulator.play(.drag(by: -300, duration: 0.5))
    try simulator.play(.release(velocity: 0))
    try simulator.play(.wait(1))
    #expect(simulator.controller.layout.height == Self.expanded)
  }
}
