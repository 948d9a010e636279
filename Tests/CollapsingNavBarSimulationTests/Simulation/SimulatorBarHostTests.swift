import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// The bar's host as the simulator plays it.
///
/// The app's screen releases the bar, moves it to its other view controller, writes its safe area, changes its panels several times in one callback
/// and answers every scroll with another change. Every frame is checked, ``Invariant/barBookkeeping``
/// among the rest.
@Suite struct SimulatorBarHostTests {
  private func run(
    _ screen: String, script: String = #"[{"drag":{"by":-300,"duration":0.3}},{"release":{"velocity":-1}},{"wait":1}]"#
  )
    throws -> SimulationTrace
  {
    try Simulator.run(
      try Scenario(
        json: #"""
          {"name":"host","containers":[{"contentHeight":3000}],"screen":\#(screen),"script":\#(script)}
          """#))
  }

  private func violations(_ trace: SimulationTrace) -> [InvariantViolation] {
    InvariantChecker.check(trace).violations
  }

  private func lastCommands(_ trace: SimulationTrace) -> [SimulationLogEntry.Command] {
    trace.log.compactMap { if case .command(let command) = $0.kind { command } else { nil } }
  }

  @Test func aBarReleasedFromInsideItsOwnScrollGivesTheListBackAtOnce() throws {
    let trace = try run(#"[{"on":"didScroll","do":"releaseBar","every":5,"times":1}]"#)
    #expect(violations(trace).isEmpty, "\(violations(trace))")
    let released = try #require(trace.barReleasedFrame)
    // The detach right in the frame the app let go, and nothing of the bar's after it.
    #expect(trace.log.contains { $0.frame == released && $0.event == .detach })
    #expect(!trace.log.contains { $0.frame > released && $0.event != nil })
    // The list has its own inset back (the scenario's 0), whatever the bar had written.
    #expect(trace.value(.contentInsetTop, frame: trace.frameCount - 1) == 0)
    // The drag's release moves content under no bar: the feel report leaves it out.
    #expect(released < trace.frameCount - 1)
    #expect(ReleaseFeel.measure(trace).isEmpty)
  }

  @Test func aBarReleasedOnAnotherThreadGivesTheListBackOnTheNextFrame() throws {
    let trace = try run(#"[{"on":"didScroll","do":"releaseBar","every":5,"times":1,"fromAnotherThread":true}]"#)
    #expect(violations(trace).isEmpty, "\(violations(trace))")
    let released = try #require(trace.barReleasedFrame)
    let detach = try #require(trace.log.first { $0.event == .detach })
    #expect(detach.frame == released + 1)
    #expect(trace.value(.contentInsetTop, frame: trace.frameCount - 1) == 0)
  }

  @Test func fourPanelsAddedInOneCallbackAreAllShown() throws {
    let trace = try run(
      #"""
      [{"on":"didEndDragging","do":"addPanel","height":30},{"on":"didEndDragging","do":"addPanel","height":30},
       {"on":"didEndDragging","do":"addPanel","id":"x","height":44},{"on":"didEndDragging","do":"addPanel","id":"x","height":20}]
      """#)
    #expect(violations(trace).isEmpty, "\(violations(trace))")
    let last = trace.metrics(frame: trace.frameCount - 1).configuration
    for id in ["closable-1", "closable-2", "x"] { #expect(last.panel(id: id) != nil, "\(id)") }
    // The same view again replaces its own panel: 20 pt.
    #expect(last.panel(id: "x")?.height == 20)
  }

  /// Inside the bar's own write (a collapse's `scrollViewDidScroll`), both additions wait for
  /// the pass: the previous simulator and UIKit bar built each from the controller's panels, so
  /// the second replaced the first (8 panels, then 8 again).
  @Test func twoPanelsAddedInsideTheBarsOwnWriteAreBothShown() throws {
    let trace = try run(
      #"""
      [{"on":"didScroll","do":"addPanel","id":"a","height":30,"times":1},{"on":"didScroll","do":"addPanel","id":"b","height":30,"times":1}]
      """#, script: #"[{"collapse":{"animated":false}},{"wait":0.5}]"#)
    #expect(violations(trace).isEmpty, "\(violations(trace))")
    let sizes = trace.log.compactMap { entry -> Int? in
      if case .change(.setConfiguration(let configuration)) = entry.kind { configuration.panels.count } else { nil }
    }
    #expect(sizes == [8, 9])
    let last = trace.metrics(frame: trace.frameCount - 1).configuration
    #expect(last.panel(id: "a") != nil && last.panel(id: "b") != nil)
  }

  @Test func twoRemovalsInOneCallbackRemoveBoth() throws {
    let trace = try Simulator.run(
      try Scenario(
        json: #"""
          {"name":"host","bar":{"panels":[{"kind":"top"},{"kind":"largeTitle","title":"T"},{"kind":"closable","id":"a","height":44},{"kind":"pinned","id":"b","height":40},{"kind":"separator"}]},
           "containers":[{"contentHeight":3000}],
           "screen":[{"on":"didEndDragging","do":"removePanel","id":"a"},{"on":"didEndDragging","do":"removePanel","id":"b"}],
           "script":[{"drag":{"by":-100,"duration":0.2}},{"release":{"velocity":0}},{"wait":1}]}
          """#))
    #expect(violations(trace).isEmpty, "\(violations(trace))")
    let last = trace.metrics(frame: trace.frameCount - 1).configuration
    #expect(last.panel(id: "a") == nil && last.panel(id: "b") == nil)
    #expect(last.panel(id: "largeTitle") != nil)
  }

  @Test func aMiniPlayersInsetsDoNotWipeTheBarsShare() throws {
    let trace = try run(#"[{"on":"didEndDragging","do":"setAdditionalSafeArea","top":0,"bottom":64}]"#)
    #expect(violations(trace).isEmpty, "\(violations(trace))")
    let writes = lastCommands(trace).compactMap { command -> Double? in
      if case .additionalSafeAreaTop(0, let top) = command { top } else { nil }
    }
    // The install's share, then the same share written back over the app's 0.
    #expect(writes == [84, 84])
    // The bar still lays out under the status bar alone.
    #expect(trace.value(.safeAreaTop, frame: trace.frameCount - 1) == 47)
  }

  @Test func aBannerAboveTheBarMovesTheBarDown() throws {
    let trace = try run(#"[{"on":"didEndDragging","do":"setAdditionalSafeArea","top":20}]"#)
    #expect(violations(trace).isEmpty, "\(violations(trace))")
    // 20 pt of the app's under the status bar, then the bar's share on top.
    #expect(trace.value(.safeAreaTop, frame: trace.frameCount - 1) == 67)
    let writes = lastCommands(trace).filter {
      if case .additionalSafeAreaTop = $0 { true } else { false }
    }
    #expect(writes == [.additionalSafeAreaTop(screen: 0, 84), .additionalSafeAreaTop(screen: 0, 104)])
  }

  @Test func movingToTheOtherScreenGivesTheFirstItsSafeAreaBack() throws {
    let trace = try run(#"[{"on":"didEndDragging","do":"installElsewhere"}]"#)
    #expect(violations(trace).isEmpty, "\(violations(trace))")
    let writes = lastCommands(trace).filter {
      if case .additionalSafeAreaTop = $0 { true } else { false }
    }
    #expect(
      writes == [
        .additionalSafeAreaTop(screen: 0, 84), .additionalSafeAreaTop(screen: 0, 0),
        .additionalSafeAreaTop(screen: 1, 84),
      ])
  }

  @Test func aScreenThatAnswersEveryScrollWithCollapseAndExpandStopsAtTheBound() throws {
    let trace = try run(
      #"[{"on":"didScroll","do":"collapse","animated":false},{"on":"didScroll","do":"expand","animated":false}]"#)
    let overruns = trace.log.compactMap { entry -> Int? in
      if case .overrun(let count) = entry.kind { count } else { nil }
    }
    #expect(!overruns.isEmpty)
    #expect(trace.log.contains { $0.description.contains("expands and collapses refused: more than 64 in one turn") })
    // Every frame recorded its values: nothing hung, nothing lost.
    #expect(trace.frameCount > 100)
    let values = (0..<trace.columnCount).map { trace.value(column: $0, frame: trace.frameCount - 1) }
    #expect(values.allSatisfy { $0.isFinite })
  }

  @Test func theNewActionsReadBackFromTheirJSON() throws {
    let screen = [
      Scenario.Reaction(on: .didScroll, action: .releaseBar(fromAnotherThread: true), times: 1),
      Scenario.Reaction(on: .didEndDragging, action: .installElsewhere),
      Scenario.Reaction(on: .didEndDragging, action: .setAdditionalSafeArea(top: nil, bottom: 64)),
      Scenario.Reaction(on: .didEndDragging, action: .addPanel(id: nil, height: 30)),
    ]
    var scenario = try Scenario(json: #"{"name":"json"}"#)
    scenario.screen = screen
    #expect(try Scenario(json: scenario.json).screen == screen)
  }

  @Test func aSafeAreaOutOfRangeNamesItsPath() {
    #expect {
      _ = try Scenario(
        json: #"{"name":"bad","screen":[{"on":"didScroll","do":"setAdditionalSafeArea","top":-4}]}"#)
    } throws: { error in
      (error as? ScenarioError)?.description.contains("screen[0].top") == true
    }
    #expect {
      _ = try Scenario(json: #"{"name":"bad","screen":[{"on":"didScroll","do":"setAdditionalSafeArea"}]}"#)
    } throws: { error in
      (error as? ScenarioError)?.description.contains("missing (give top, bottom or both)") == true
    }
  }

  /// Found by the fuzzer (seed 9131, scenario 608,007; shrunk): panel changes inside a refresh's end.
  ///
  /// The end of the refresh runs as host work from the driver's queue. The last
  /// removal reached the controller at once, ahead of an addition still queued, which then
  /// brought the panel back: the host's panels and the controller's disagreed from then on.
  @Test func panelChangesInsideTheEndOfARefreshReachTheControllerInTheOrderTheyWereMade() throws {
    let trace = try Simulator.run(try Scenario(json: Self.changesInsideRefreshEnd))
    #expect(violations(trace).isEmpty, "\(violations(trace))")
    #expect(trace.bookkeepingFaults.isEmpty)
  }

  static let changesInsideRefreshEnd = """
    {"name": "fuzz-seed9131-608007", "device": {"width": 390, "height": 844, "safeAreaTop": 47, "scale": 3, "largeTitleScale": 1}, "bar": {"panels": [{"kind": "top", "height": 0, "title": "fuzz-9131-608007"}], "mode": "collapsesWithContent", "insetStrategy": "expanded", "snapping": true, "titleCrossFadeThreshold": 0.5}, "containers": [{"contentHeight": 1, "contentInsetTop": 0, "contentInsetBottom": 0, "deceleration": "normal", "refreshControl": true, "initialScroll": 0, "insetAdjustment": "automatic", "observesOnly": true, "kind": "collection"}], "screen": [{"on": "didScroll", "do": "expand", "times": 1, "animated": true}, {"on": "didEndDragging", "do": "reattach", "every": 3, "times": 1}, {"on": "didScroll", "do": "read", "every": 60}, {"on": "didScroll", "do": "addPanel", "every": 2, "times": 2, "id": "p1", "height": 60}, {"on": "didChangeAdjustedContentInset", "do": "addPanel", "times": 1, "height": 44}, {"on": "didChangeAdjustedContentInset", "do": "removePanel", "times": 4, "id": "closable-2"}, {"on": "didChangeAdjustedContentInset", "do": "addPanel", "times": 4, "height": 30}, {"on": "didChangeAdjustedContentInset", "do": "removePanel", "times": 4, "id": "closable-2"}], "script": [{"beginRefreshing": {}}, {"endRefreshing": {}}]}
    """

  /// A screen that sets the bar up again from inside the callbacks of the writes of the bar's own
  /// detach (that of an earlier re-attach): the attach waits for the detach to end, and the bar
  /// ends attached, its bookkeeping whole (seed 8883, scenario 93, played since the screen is no
  /// longer kept from re-attaching during a detach).
  @Test func aReattachFromInsideTheBarsOwnDetachRunsAfterItAndLeavesTheBarAttached() throws {
    let trace = try Simulator.run(try Scenario(json: Self.reattachInsideDetach))
    #expect(violations(trace).isEmpty, "\(violations(trace))")
    #expect(trace.bookkeepingFaults.isEmpty)
    // Attach, detach and the screen's re-attach, in the order the log has them.
    let steps = trace.log.compactMap { entry -> String? in
      switch entry.kind {
      case .event(.attach): return "attach"
      case .detach: return "detach"
      case .screen(.reattach, _): return "reattach"
      default: return nil
      }
    }
    let asksInsideADetach = zip(steps, steps.dropFirst()).filter { $0 == ("detach", "reattach") }.count
    #expect(asksInsideADetach > 0, "\(steps)")
    #expect(steps.last == "attach", "\(steps)")
    #expect(steps.count { $0 == "attach" } == steps.count { $0 == "detach" } + 1)
  }

  static let reattachInsideDetach = """
    {"name": "fuzz-8883-93", "device": {"width": 1083.0621401151443, "height": 390, "safeAreaTop": 20, "scale": 2, "largeTitleScale": 1.3}, "bar": {"panels": [{"kind": "top", "height": 3.6283262809470807, "title": "fuzz-8883-93"}, {"kind": "largeTitle", "height": 69.96395577445332, "title": "fuzz-8883-93"}, {"kind": "closable", "id": "c0", "height": 2, "title": "Chips 0"}, {"kind": "separator", "height": 0}, {"kind": "pinned", "id": "p0", "height": 40}, {"kind": "closable", "id": "c1", "height": 0, "title": "Chips 1"}, {"kind": "closable", "id": "c2", "height": 44, "title": "Chips 2"}], "mode": "quickReturn", "revealDistance": 30, "insetStrategy": "expanded", "snapping": false, "titleCrossFadeThreshold": 0.5}, "containers": [{"contentHeight": 100, "contentInsetTop": 35.91902101642128, "contentInsetBottom": 0, "deceleration": "fast", "refreshControl": true, "initialScroll": 0, "safeArea": {"top": 0, "bottom": 34}}, {"contentHeight": 4991.610663053746, "contentInsetTop": 0, "contentInsetBottom": 83, "deceleration": "normal", "refreshControl": false, "initialScroll": 30, "insetAdjustment": "automatic", "safeArea": {"top": 47, "bottom": 97.48869738731379}}], "screen": [{"on": "didScroll", "do": "reattach", "times": 3}, {"on": "didScroll", "do": "reattach", "every": 7, "times": 1}, {"on": "didScroll", "do": "expand", "every": 3, "times": 1, "animated": true}], "script": [{"endRefreshing": {}}, {"drag": {"by": -4.122467649353671, "duration": 0.3}}, {"drag": {"by": -5, "duration": 0.5044138098783651}}, {"safeArea": {"bottom": 21}}, {"release": {"velocity": -0.05}}, {"beginRefreshing": {}}, {"wait": 0.008333333333333333}, {"wait": 1}, {"endRefreshing": {}}, {"tapStatusBar": {}}, {"search": "activate"}, {"pullToRefresh": {"duration": 0.2}}, {"wait": 0.025}, {"search": "cancel"}]}
    """
}
