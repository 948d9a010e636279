import CollapsingNavBarCore

@testable import CollapsingNavBarSimulation

/// Scenarios that show how the bar copes with what UIKit does to a scroll view's insets: other
/// components writing `contentInset`, the refresh control's share of the adjusted inset and the
/// safe area.
enum InsetBugScenarios {
  /// The default bar's expanded height on the default screen.
  static let expanded = 279.0

  /// A screen in a navigation controller: `automatic` adjustment, a 47 pt status bar and an
  /// 83 pt tab bar (34 pt home indicator + 49 pt bar) in the safe area.
  static let tabScreen = Scenario.Container(insetAdjustment: .automatic, safeAreaTop: 47, safeAreaBottom: 83)

  static func scenario(
    _ name: String, _ script: [Scenario.Step], container: Scenario.Container = tabScreen,
    configure: (inout Scenario.Bar) -> Void = { _ in }
  ) -> Scenario {
    var bar = DefaultBar.scenarioBar(title: "Inbox")
    configure(&bar)
    return Scenario(name: name, bar: bar, containers: [container], script: script)
  }

  /// A keyboard handler writes `contentInset = (top: 0, bottom: 300)` while the content rests
  /// at its top, then restores a stale snapshot.
  static let outsideTopInsetWrite = scenario(
    "outside-top-inset-write",
    [.wait(0.2), .setContentInset(top: 0, bottom: 300), .wait(1), .setContentInset(top: 96, bottom: 0), .wait(1)])

  /// A pull to refresh ended while the content rests at its top.
  static let refreshEndsAtTheTop = scenario(
    "refresh-ends-at-the-top", [.pullToRefresh(duration: 0.5), .wait(1.5), .endRefreshing, .wait(1.5)])

  /// A deep, fast pull: the refresh control's frame is far taller than the control when it fires.
  static let deepPullToRefresh = scenario(
    "deep-pull-to-refresh", [.drag(by: -900, duration: Simulator.timeStep), .release(velocity: 0), .wait(2)])

  /// The app calls `beginRefreshing()` when the screen appears.
  static let programmaticRefresh = scenario(
    "programmatic-refresh", [.wait(0.1), .beginRefreshing, .wait(1.5), .endRefreshing, .wait(1.5)])

  /// `.followsBar` with the bar left partly collapsed (snapping off), then the finger pulls the
  /// content back down: the content must follow the finger while the bar expands.
  static let followsBarDragBack = scenario(
    "follows-bar-drag-back",
    [.drag(by: 60, duration: 0.3), .release(velocity: 0), .wait(0.5), .drag(by: -40, duration: 0.4)],
    container: Scenario.Container()
  ) {
    $0.insetStrategy = .followsBar
    $0.snapping = false
  }

  /// The tab bar is hidden by `hidesBottomBarWhenPushed`: only the safe area's bottom changes.
  static let tabBarHidden = scenario(
    "tab-bar-hidden",
    [.drag(by: 300, duration: 0.3), .release(velocity: 0), .wait(1), .safeArea(top: nil, bottom: 34), .wait(0.5)])

  /// A pull to refresh, then a tab switch while the control still refreshes, after the safe area
  /// changed: the container left behind gets its own inset back (0), not the adjusted one.
  static let detachWhileRefreshing = Scenario(
    name: "detach-while-refreshing", bar: DefaultBar.scenarioBar(title: "Inbox"),
    containers: [tabScreen, tabScreen],
    script: [
      .pullToRefresh(duration: 0.5), .wait(0.5), .safeArea(top: 59, bottom: nil), .switchContainer(1), .wait(0.5),
    ])

  /// A slow pull past the refresh trigger, the finger held there.
  static let slowPull = scenario("slow-pull", [.drag(by: -150, duration: 1)])
}
