import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// Tabs sharing one bar: a switch never changes the bar's height in one frame.
@Suite struct SimulatorTabSwitchTests {
  static let collapsed = 131.0
  static let expanded = 279.0

  private func simulator(_ mode: BarMode, containers: [Scenario.Container]) throws -> Simulator {
    var bar = DefaultBar.scenarioBar(title: "Inbox")
    bar.mode = mode
    return try Simulator(scenario: Scenario(name: "tabs", bar: bar, containers: containers, script: []))
  }

  @Test(arguments: [BarMode.collapsesWithContent, .quickReturn])
  func switchFromACollapsedBarToAListAtItsTopKeepsTheHeight(mode: BarMode) throws {
    var simulator = try simulator(mode, containers: [Scenario.Container(), Scenario.Container()])
    try simulator.play(.drag(by: 400, duration: 0.3))
    try simulator.play(.release(velocity: 0))
    try simulator.play(.wait(1))
    #expect(simulator.controller.layout.height == Self.collapsed)
    let before = simulator.frame
    try simulator.play(.switchContainer(1))
    try simulator.play(.wait(0.5))
    let heights = (before..<simulator.trace.frameCount).map { simulator.trace.value(.barHeight, frame: $0) }
    #expect(heights.allSatisfy { $0 == Self.collapsed }, "the bar went \(heights.first ?? 0) → \(heights.max() ?? 0)")
    // The list is brought up to meet the bar: its top right under the collapsed bar.
    #expect(abs(simulator.controller.collapseDistance - 148) < 1e-9)
    // Scrolling back to its top brings the bar back with the content.
    try simulator.play(.drag(by: -148, duration: 0.5))
    try simulator.play(.release(velocity: 0))
    try simulator.play(.wait(1))
    #expect(simulator.controller.layout.height == Self.expanded)
    #expect(InvariantChecker.check(simulator.trace).passed)
  }

  @Test func switchToAListTooShortToMeetTheBarAnimatesTheBar() throws {
    var simulator = try simulator(
      .collapsesWithContent, containers: [Scenario.Container(), Scenario.Container(contentHeight: 300)])
    try simulator.play(.drag(by: 400, duration: 0.3))
    try simulator.play(.release(velocity: 0))
    try simulator.play(.wait(1))
    let before = simulator.trace.log.count
    try simulator.play(.switchContainer(1))
    let animation = simulator.trace.log[before...].first { $0.name == "layoutAnimation" }
    #expect(animation?.kind == .command(.layoutAnimation(duration: 0.25)), "the bar's own short animation, not a jump")
    #expect(simulator.controller.layout.height == Self.expanded)
  }
}
