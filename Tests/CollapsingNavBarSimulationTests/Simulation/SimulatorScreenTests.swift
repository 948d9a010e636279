import Testing

@testable import CollapsingNavBarSimulation

/// Scenarios the fuzzer found once the app's screen could call the bar from inside UIKit's
/// callbacks, shrunk; each broke an invariant before its fix.
@Suite struct SimulatorScreenTests {
  private func check(_ json: String) throws -> InvariantReport {
    InvariantChecker.check(try Simulator.run(try Scenario(json: json)))
  }

  /// The screen detaches and attaches the bar again mid-drag and at the drag's end: the end of
  /// a drag whose release the new attach never saw is not taken (it waited for a deceleration
  /// the attach's own write had stopped, and the bar rested at collapse 0.333).
  @Test func aBarAttachedAgainInsideTheDragsEndStillRestsWhole() throws {
    let report = try check(
      #"""
      {"name":"fuzz-seed99-157","device":{"width":390,"height":844,"safeAreaTop":47,"scale":3,"largeTitleScale":1},"bar":{"panels":[{"kind":"closable","id":"c2","height":1,"title":"Chips 2"}],"mode":"collapsesWithContent","insetStrategy":"expanded","snapping":true,"titleCrossFadeThreshold":0.5},"containers":[{"contentHeight":1,"contentInsetTop":0,"contentInsetBottom":0,"deceleration":"normal","refreshControl":true,"initialScroll":0}],"screen":[{"on":"didEndDragging","do":"reattach","times":1},{"on":"didScroll","do":"reattach","every":7,"times":2}],"script":[{"drag":{"by":1,"duration":0.1}},{"release":{"velocity":0}}]}
      """#)
    #expect(report.violations.isEmpty, "\(report.violations)")
  }

  /// The screen attaches the bar again inside `scrollViewDidChangeAdjustedContentInset` when a
  /// pull starts refreshing, before the bar heard of the refresh control's share: the detach
  /// learns the share first, so the inset it gives back is the container's own (it gave -60).
  @Test func aDetachInsideTheRefreshsInsetCallbackGivesTheOwnInsetBack() throws {
    let report = try check(
      #"""
      {"name":"fuzz-seed99-554","device":{"width":390,"height":844,"safeAreaTop":47,"scale":3,"largeTitleScale":1},"bar":{"panels":[{"kind":"spacer","height":0}],"mode":"collapsesWithContent","insetStrategy":"expanded","snapping":true,"titleCrossFadeThreshold":0.5},"containers":[{"contentHeight":1,"contentInsetTop":0,"contentInsetBottom":0,"deceleration":"normal","refreshControl":true,"initialScroll":0,"insetAdjustment":"automatic"},{"contentHeight":1,"contentInsetTop":0,"contentInsetBottom":0,"deceleration":"normal","refreshControl":true,"initialScroll":0}],"screen":[{"on":"didScroll","do":"read","every":3},{"on":"didEndDecelerating","do":"replaceDelegate","every":2,"times":2},{"on":"didChangeAdjustedContentInset","do":"reattach","every":2,"times":1},{"on":"didScroll","do":"read","every":2}],"script":[{"pullToRefresh":{"duration":0.1}},{"switchContainer":1}]}
      """#)
    #expect(report.violations.isEmpty, "\(report.violations)")
  }

  /// The screen removes a panel in `scrollViewDidEndDragging` while the content is pulled past
  /// its top: the new configuration's write does not leave the content past the edge with its
  /// bounce stopped (the bar stayed stretched by 4 pt at rest).
  @Test func aPanelRemovedAtAPulledReleaseLeavesNoStretchAtRest() throws {
    let report = try check(
      #"""
      {"name":"fuzz-seed99-1374","device":{"width":390,"height":844,"safeAreaTop":47,"scale":3,"largeTitleScale":1},"bar":{"panels":[{"kind":"largeTitle","height":0,"title":"fuzz-99-1374"},{"kind":"closable","id":"c0","height":1}],"mode":"collapsesWithContent","insetStrategy":"expanded","snapping":true,"titleCrossFadeThreshold":0.5},"containers":[{"contentHeight":1,"contentInsetTop":0,"contentInsetBottom":0,"deceleration":"normal","refreshControl":true,"initialScroll":0}],"screen":[{"on":"didScroll","do":"read","every":60,"times":1},{"on":"didEndDragging","do":"removePanel","times":3,"id":"c0"}],"script":[{"pullToRefresh":{"duration":0.1}}]}
      """#)
    #expect(report.violations.isEmpty, "\(report.violations)")
  }

  /// The screen collapses the bar from inside the inset callback of a touch's own write, while
  /// the finger rests on the content: the finger holds the content (it moved by 0.524 pt).
  @Test func aCollapseCalledWhileAFingerRestsLeavesTheContentUnderIt() throws {
    let report = try check(
      #"""
      {"name":"fuzz-seed1204-181","device":{"width":390,"height":844,"safeAreaTop":47,"scale":3,"largeTitleScale":1},"bar":{"panels":[{"kind":"closable","id":"c0","height":1}],"mode":"collapsesWithContent","insetStrategy":"followsBar","snapping":true,"titleCrossFadeThreshold":0.5},"containers":[{"contentHeight":1,"contentInsetTop":0,"contentInsetBottom":0,"deceleration":"normal","refreshControl":true,"initialScroll":0}],"screen":[{"on":"didChangeAdjustedContentInset","do":"collapse","every":3,"times":3,"animated":false},{"on":"willEndDragging","do":"read","every":60,"times":1},{"on":"didEndDragging","do":"read","every":7,"times":5},{"on":"didEndScrollingAnimation","do":"endRefreshing","times":2}],"script":[{"drag":{"by":1,"duration":0.1}},{"release":{"velocity":0}},{"touch":{"duration":0}},{"drag":{"by":1,"duration":0.1}},{"release":{"velocity":0}},{"touch":{"duration":0}},{"touch":{"duration":0}}]}
      """#)
    #expect(report.violations.isEmpty, "\(report.violations)")
  }

  /// The screen ends refreshing inside the \`scrollViewDidScroll\` of the bar's detach at a tab
  /// switch: the list left behind slides back to its top at once, out of the window (it was
  /// left 60 pt past its top).
  @Test func aRefreshEndedInsideTheSwitchsDetachLeavesTheOldListAtItsTop() throws {
    let report = try check(
      #"""
      {"name":"fuzz-seed1205-1022","device":{"width":390,"height":844,"safeAreaTop":47,"scale":3,"largeTitleScale":1},"bar":{"panels":[{"kind":"closable","id":"c0","height":1,"title":"Chips 0"}],"mode":"collapsesWithContent","insetStrategy":"expanded","snapping":true,"titleCrossFadeThreshold":0.5},"containers":[{"contentHeight":1000,"contentInsetTop":0,"contentInsetBottom":0,"deceleration":"normal","refreshControl":true,"initialScroll":0,"insetAdjustment":"always"},{"contentHeight":1,"contentInsetTop":0,"contentInsetBottom":0,"deceleration":"normal","refreshControl":true,"initialScroll":0,"observesOnly":true}],"screen":[{"on":"didScroll","do":"read","every":2},{"on":"didScroll","do":"expand","every":2,"times":2,"animated":false},{"on":"didScroll","do":"expand","times":1,"animated":false},{"on":"didScroll","do":"endRefreshing","every":60,"times":3}],"script":[{"collapse":{"animated":false}},{"drag":{"by":0,"duration":1}},{"release":{"velocity":1}},{"beginRefreshing":{}},{"wait":0.05},{"drag":{"by":-80,"duration":0.2}},{"release":{"velocity":0}},{"wait":0.05},{"endRefreshing":{}},{"drag":{"by":1,"duration":0.1}},{"release":{"velocity":0}},{"wait":0.004166666666666667},{"switchContainer":1}]}
      """#)
    #expect(report.violations.isEmpty, "\(report.violations)")
  }
}
