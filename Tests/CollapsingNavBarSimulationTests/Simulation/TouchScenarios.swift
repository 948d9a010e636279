import CollapsingNavBarCore

@testable import CollapsingNavBarSimulation

/// Scenarios in which a finger touches the content and lifts without panning: the bar must hold
/// the content still under the finger and settle to a whole state after the lift.
enum TouchScenarios {
  /// A navigation-controller screen: `automatic` adjustment, the status bar and a tab bar in the
  /// safe area.
  static let tabScreen = InsetBugScenarios.tabScreen

  static func scenario(_ name: String, _ script: [Scenario.Step], container: Scenario.Container = tabScreen)
    -> Scenario
  {
    Scenario(name: name, bar: DefaultBar.scenarioBar(title: "Inbox"), containers: [container], script: script)
  }

  /// A fling, then a finger that catches the content while it decelerates with the bar partly
  /// collapsed (UIKit's "emergency brake"), rests and lifts.
  static let touchBrakesAFling = scenario(
    "touch-brakes-a-fling",
    [.drag(by: 30, duration: 0.1), .release(velocity: 1.2), .touch(duration: 0.4), .wait(1)])

  /// A status-bar tap from deep in the content, then a finger that catches the bar's own
  /// scroll-to-top with the bar partly collapsed, rests and lifts.
  static let touchStopsScrollToTop = scenario(
    "touch-stops-scroll-to-top", [.tapStatusBar, .wait(0.16), .touch(duration: 0.4), .wait(1)],
    container: {
      var container = tabScreen
      container.initialScroll = 600
      return container
    }())

  /// A finger that touches content at rest, the bar expanded, and lifts.
  static let touchAtRest = scenario("touch-at-rest", [.wait(0.2), .touch(duration: 0.4), .wait(0.5)])
}
