import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

@Suite struct SimulatorTests {
  static let expanded = 279.0  // the default bar's expanded height

  private func scenario(
    _ script: [Scenario.Step], containers: [Scenario.Container] = [Scenario.Container()],
    configure: (inout Scenario.Bar) -> Void = { _ in }
  ) -> Scenario {
    var bar = DefaultBar.scenarioBar(title: "Inbox")
    configure(&bar)
    return Scenario(name: "test", bar: bar, containers: containers, script: script)
  }

  /// The names of the log's events from a frame on but the inset echoes, consecutive repeats
  /// collapsed.
  private func events(_ trace: SimulationTrace, from frame: Int = 0) -> [String] {
    var names: [String] = []
    for entry in trace.log where entry.frame >= frame {
      guard let name = entry.event?.name, name != "insetChanged" else { continue }
      if names.last != name { names.append(name) }
    }
    return names
  }

  /// A column's last value, as the controller counts it (``SimulationTrace/unspaced(_:frame:)``).
  private func last(_ trace: SimulationTrace, _ column: TraceColumn) -> Double {
    trace.unspaced(column, frame: trace.frameCount - 1)
  }

  @Test func installAddsTheBarsShareToTheSafeAreaThenAttachWritesTheInset() throws {
    let trace = try Simulator.run(scenario([]))
    #expect(trace.frameCount == 1)
    #expect(trace.unspaced(.contentInsetTop, frame: 0) == Self.expanded)
    #expect(trace.unspaced(.contentOffsetY, frame: 0) == -Self.expanded)
    // (The table holds the bar's spacer: its own inset is the collapsed bar's.)
    #expect(trace.value(.leadingSpacer, frame: 0) == Self.expanded - 131)
    // The spacer first, then the inset counted without it: one write each.
    #expect(
      trace.log.map(\.name).prefix(7) == [
        "additionalSafeAreaTop", "attach", "leadingSpacerHeight", "contentInsetTop", "insetChanged",
        "scrollIndicatorInsetTop", "contentOffsetY",
      ])
    #expect(trace.log.filter { $0.name == "contentInsetTop" }.count == 1)
    // The bar's collapsed height less the status bar: 131 − 47.
    #expect(trace.metrics(frame: 0).collapsedHeight == 131)
    #expect(trace.log.first?.kind == .command(.additionalSafeAreaTop(screen: 0, 84)))
  }

  @Test func dragReleaseAndDecelerationArriveInUIKitsOrder() throws {
    let trace = try Simulator.run(scenario([.drag(by: 300, duration: 0.3), .release(velocity: 1), .wait(6)]))
    #expect(
      events(trace, from: 1) == [
        "dragBegan", "offsetChanged", "willEndDragging", "didEndDragging", "offsetChanged", "didEndDecelerating",
      ])
    let ended = try #require(trace.log.first { $0.name == "didEndDragging" })
    #expect(ended.event == .didEndDragging(willDecelerate: true))
    let release = try #require(trace.log.first { $0.name == "willEndDragging" })
    guard case .event(.willEndDragging(let velocity, let target)) = release.kind else {
      Issue.record("\(release) is no willEndDragging")
      return
    }
    #expect(velocity == 1)
    // UIKit's proposed target: where the fling comes to rest.
    let spacer = trace.value(.leadingSpacer, frame: release.frame)
    #expect(abs(target - spacer - (300 - Self.expanded + DecelerationRate.normal.restingDistance(velocity: 1))) < 1e-6)
    #expect(last(trace, .rest) == 1)
  }

  @Test func aHalfPixelDragAtScaleOneSettlesToAWholeState() throws {
    // Found by the fuzzer: a 2 pt section at scale 1, dragged half a pixel and let go. The layout
    // drew the bar a pixel collapsed while the settle counted it as resting at 0.
    let scenario = try Scenario(
      json: """
        {"device": {"scale": 1}, "bar": {"panels": [{"kind": "closable", "id": "c3", "height": 2}]},
         "containers": [{"contentHeight": 1000}],
         "script": [{"drag": {"by": 0.5, "duration": 0.008333333333333333}}, {"release": {"velocity": 0}}]}
        """)
    let trace = try Simulator.run(scenario)
    #expect(trace.value(.collapse, frame: trace.frameCount - 1) == 0)
    #expect(InvariantChecker.check(trace).passed)
  }

  @Test func wholeStateTargetIsLandedOnExactly() throws {
    // 40 pt and a fling just above the threshold at the fast rate project to 70.8 pt, between 52
    // and 96.
    let trace = try Simulator.run(
      scenario(
        [.drag(by: 40, duration: 0.3), .release(velocity: 0.31), .wait(4)],
        containers: [Scenario.Container(fastDeceleration: true)]))
    let target = try #require(trace.log.first { $0.name == "targetContentOffsetY" })
    #expect(target.kind == .command(.targetContentOffsetY(trace.value(.contentOffsetY, frame: trace.frameCount - 1))))
    #expect(abs(last(trace, .collapseDistance) - 96) < 1e-9)
  }

  @Test func slowReleaseSettlesWithTheBarsOwnShortAnimation() throws {
    // 70 pt and a slow flick: the content stops where it is and settles to 52 over 0.3 s.
    let trace = try Simulator.run(scenario([.drag(by: 70, duration: 0.3), .release(velocity: 0.05), .wait(4)]))
    let settle = try #require(trace.log.first { $0.name == "settleContentOffsetY" })
    guard case .command(.settleContentOffsetY(_, let duration)) = settle.kind else {
      Issue.record("\(settle) is no settle")
      return
    }
    #expect(duration == SettleAnimation.release.duration)
    #expect(abs(last(trace, .collapseDistance) - 52) < 1e-9)
    let release = try #require((0..<trace.frameCount).first { trace.value(.release, frame: $0) == 1 })
    #expect(settle.frame == release)
    let rest = try #require((release..<trace.frameCount).first { trace.value(.rest, frame: $0) == 1 })
    #expect(Double(rest - release) * Simulator.timeStep <= 0.3 + 1e-9)
  }

  @Test func waitAdvancesFramesAtTheFixedStep() throws {
    let trace = try Simulator.run(scenario([.wait(1)]))
    #expect(trace.frameCount == 121)
    #expect(abs(last(trace, .time) - 1) < 1e-12)
    #expect(events(trace, from: 1).isEmpty)
  }

  @Test func motionLeftAtTheEndOfTheScriptComesToRest() throws {
    let trace = try Simulator.run(scenario([.drag(by: 400, duration: 0.2), .release(velocity: 2)]))
    // The script ends at the release; the simulation plays on until everything rests, and stops
    // at the first frame at rest.
    let release = try #require((0..<trace.frameCount).first { trace.value(.release, frame: $0) != 0 })
    #expect(last(trace, .rest) == 1)
    #expect(trace.frameCount - 1 > release)
    #expect((release..<trace.frameCount - 1).allSatisfy { trace.value(.rest, frame: $0) == 0 })
  }

  @Test func tapStatusBarPlaysTheBarsScrollToTop() throws {
    let trace = try Simulator.run(
      scenario([.drag(by: 800, duration: 0.3), .release(velocity: 0), .wait(0.5), .tapStatusBar, .wait(1)]))
    let tap = try #require(trace.log.first { $0.event == .scrollToTopRequested })
    #expect(trace.phase(frame: tap.frame) == .scrollToTop)
    #expect(trace.log.contains { $0.name == "frame" })
    #expect(last(trace, .contentOffsetY) == -Self.expanded)
    #expect(last(trace, .barHeight) == Self.expanded)
  }

  @Test func pullToRefreshRefreshesUntilEndRefreshing() throws {
    var simulator = try Simulator(scenario: scenario([]))
    try simulator.play(.pullToRefresh(duration: 0.5))
    try simulator.play(.wait(1.5))
    #expect(simulator.trace.log.contains { $0.event == .refreshBegan(height: 60) })
    #expect(simulator.container.isRefreshing)
    #expect(simulator.container.unspacedInsetTop == Self.expanded + 60)
    #expect(simulator.container.unspacedOffsetY == -Self.expanded - 60)
    #expect(simulator.controller.layout.height == Self.expanded)
    try simulator.play(.endRefreshing)
    try simulator.play(.wait(1))
    #expect(events(simulator.trace, from: 200).contains("refreshEnded"))
    #expect(events(simulator.trace, from: 200).last == "scrollAnimationEnded")
    #expect(!simulator.container.isRefreshing)
    #expect(simulator.container.unspacedInsetTop == Self.expanded)
    #expect(simulator.container.unspacedOffsetY == -Self.expanded)
  }

  @Test func pullWithoutARefreshControlOnlyBouncesBack() throws {
    let trace = try Simulator.run(
      scenario([.pullToRefresh(duration: 0.5), .wait(1.5)], containers: [Scenario.Container(refreshControl: false)]))
    #expect(!trace.log.contains { $0.name == "refreshBegan" })
    #expect(last(trace, .contentOffsetY) == -Self.expanded)
    #expect(trace.log.contains { $0.event == .didEndDecelerating })
  }

  @Test func activeSearchFreezesTheBarUntilCancelled() throws {
    var simulator = try Simulator(scenario: scenario([]))
    try simulator.play(.search(.activate))
    try simulator.play(.drag(by: 100, duration: 0.3))
    #expect(simulator.controller.layout.height == Self.expanded)
    #expect(simulator.trace.value(.searchActive, frame: simulator.frame) == 1)
    try simulator.play(.release(velocity: 0))
    try simulator.play(.search(.cancel))
    #expect(simulator.controller.layout.height == Self.expanded - 100)
    #expect(simulator.trace.value(.searchActive, frame: simulator.frame) == 0)
  }

  /// Found by the fuzzer (seed 977): search activated mid-drag, the finger lifted during search
  /// and search cancelled left a bar taller than the screen resting between whole states.
  @Test func searchActivatedMidDragRestsOnAWholeStateAfterCancel() throws {
    let bar = Scenario.Bar(
      panels: [
        Scenario.PanelSpec(kind: .largeTitle, height: 52, title: "Title"),
        Scenario.PanelSpec(kind: .pinned, id: "p1", height: 579),
      ])
    let scenario = Scenario(
      name: "search mid-drag", device: Scenario.Device(height: 568), bar: bar,
      containers: [Scenario.Container(contentHeight: 1)],
      script: [
        .drag(by: 0, duration: 0.3), .release(velocity: 3), .drag(by: 2, duration: 0.1), .search(.activate),
        .release(velocity: 0), .search(.cancel),
      ])
    let trace = try Simulator.run(scenario)
    #expect(InvariantChecker.check(trace).violations.isEmpty)
    #expect([0, 52].contains(trace.value(.collapse, frame: trace.frameCount - 1)))
  }

  /// Found by the fuzzer (seed 1): a refresh that ends during a settle.
  ///
  /// The bar had kept its collapse as the basis grew (it tracks the scroll's delta): aiming the
  /// settle again at the same collapse distance left the bar resting at collapse 104, between
  /// the whole states 44 and 200. The settle is now decided again from where the bar is.
  @Test func aRefreshThatEndsDuringARelativeSettleStillRestsOnAWholeState() throws {
    let bar = Scenario.Bar(
      panels: [
        Scenario.PanelSpec(kind: .closable, id: "c28", height: 44),
        Scenario.PanelSpec(kind: .closable, id: "c19", height: 156),
      ])
    let scenario = Scenario(
      name: "refresh ends mid-settle", bar: bar,
      containers: [Scenario.Container(contentHeight: 1000, insetAdjustment: .scrollableAxes)],
      script: [
        .drag(by: 120, duration: 1), .release(velocity: -1.3412423793231747), .beginRefreshing,
        .drag(by: 15.5, duration: 0.1), .release(velocity: 0), .wait(1.0 / 60), .endRefreshing,
      ])
    let trace = try Simulator.run(scenario)
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
    #expect([0, 44, 200].contains(trace.value(.collapse, frame: trace.frameCount - 1)))
  }

  /// Found by the fuzzer (seed 1202, scenario 615,796; shrunk): a settle a programmatic refresh
  /// left past the end.
  ///
  /// Content of 1 pt dragged past its end and let go; the app called `beginRefreshing()` during the
  /// bar's settle to the top, which moved the top 60 pt down, so the settle arrived 60 pt past the
  /// end. The bar took that for a rest on a whole state while UIKit's bounce brought the content
  /// back, the bar with it between whole states; a resize during the bounce wrote the offset, which
  /// stopped the bounce there: the bar rested at collapse 11.667 (whole states 0, 20). Content that
  /// stopped past its end now settles from the end.
  @Test func aSettleAProgrammaticRefreshLeavesPastTheEndSettlesFromTheEnd() throws {
    let trace = try Simulator.run(try Scenario(json: Self.refreshLeavesTheSettlePastTheEnd))
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
    let last = trace.frameCount - 1
    #expect(trace.value(.rest, frame: last) == 1)
    #expect(trace.metrics(frame: last).wholeStates.contains(trace.value(.collapse, frame: last)))
  }

  static let refreshLeavesTheSettlePastTheEnd = """
    {"name": "a settle a programmatic refresh leaves past the end, a resize (fuzz seed 1202, 615796)", "device": {"width": 390, "height": 844, "safeAreaTop": 47, "scale": 3, "largeTitleScale": 1}, "bar": {"panels": [{"kind": "closable", "id": "c0", "height": 20}], "mode": "collapsesWithContent", "insetStrategy": "expanded", "snapping": true, "titleCrossFadeThreshold": 0.5}, "containers": [{"contentHeight": 1, "contentInsetTop": 0, "contentInsetBottom": 0, "deceleration": "normal", "refreshControl": true, "initialScroll": 0, "insetAdjustment": "scrollableAxes"}], "script": [{"drag": {"by": 40, "duration": 0.1}}, {"release": {"velocity": 0}}, {"beginRefreshing": {}}, {"wait": 0.5}, {"resize": {"width": 932, "height": 1024, "safeAreaTop": 0}}]}
    """

  /// Found by the fuzzer (seed 1324, scenario 254,638; shrunk): a finger lifted from content
  /// held past its end.
  ///
  /// Quick return over 100 pt of content under a 146.5 pt search panel: a slow release, then a
  /// touch that ends at once. The content sprang back 0.48 pt as the finger lifted, and the
  /// applier reported the lift before that move: the bar settled from the older position, wrote
  /// the offset, and then took the older move for a new one, resting half a pixel short of the
  /// whole state (collapse 146, whole states 0 and 146.5). The lift now settles after the move.
  @Test func aLiftThatSpringsTheContentBackSettlesFromWhereTheContentIs() throws {
    let trace = try Simulator.run(try Scenario(json: Self.liftSpringsTheContentBack))
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
    let last = trace.frameCount - 1
    #expect(trace.value(.rest, frame: last) == 1)
    #expect(trace.metrics(frame: last).wholeStates.contains(trace.value(.collapse, frame: last)))
  }

  static let liftSpringsTheContentBack = """
    {"name": "a lift that springs content back, half a pixel of search (fuzz seed 1324, 254638)", "device": {"width": 768, "height": 390, "safeAreaTop": 24, "scale": 2, "largeTitleScale": 1}, "bar": {"panels": [{"kind": "search", "height": 146.60694214374988}, {"kind": "closable", "id": "c1", "height": 44}, {"kind": "closable", "id": "c0", "height": 44}], "mode": "quickReturn", "revealDistance": 0, "quickReturnReveal": "wholeBar", "insetStrategy": "followsBar", "snapping": true, "titleCrossFadeThreshold": 0.5}, "containers": [{"contentHeight": 100, "contentInsetTop": 0, "contentInsetBottom": 34, "deceleration": "normal", "refreshControl": true, "initialScroll": 0, "insetAdjustment": "automatic", "safeArea": {"top": 20, "bottom": 10.054790037646754}}], "screen": [], "script": [{"drag": {"by": 235, "duration": 0.1}}, {"setContentInset": {"bottom": 87.69859250212181}}, {"release": {"velocity": -3.9791789374703264}}, {"wait": 0.05}, {"drag": {"by": 256.2048806337556, "duration": 0.2}}, {"release": {"velocity": 0.21}}, {"touch": {"duration": 0}}]}
    """

  @Test func switchingContainersRestoresTheOldOneAndKeepsTheBar() throws {
    let containers = [Scenario.Container(contentInsetTop: 20), Scenario.Container()]
    var simulator = try Simulator(scenario: scenario([], containers: containers))
    try simulator.play(.drag(by: 400, duration: 0.3))
    try simulator.play(.release(velocity: 0))
    try simulator.play(.wait(1))
    #expect(simulator.controller.layout.height == 131)
    try simulator.play(.switchContainer(1))
    #expect(simulator.currentContainer == 1)
    #expect(simulator.scrollViews[0].contentInsetTop == 20)  // the detached container got its own inset back
    #expect(abs(simulator.scrollViews[0].contentOffsetY - (400 - 20)) < 1e-9)  // … with its content where it was
    // The new tab is at its top: it is brought up to meet the bar, which keeps its height.
    #expect(simulator.controller.layout.height == 131)
    #expect(abs(simulator.controller.collapseDistance - 148) < 1e-9)
    try simulator.play(.switchContainer(0))
    // Attach continuity: the scrolled tab keeps the bar where it was.
    #expect(simulator.controller.layout.height == 131)
    #expect(abs(simulator.controller.collapseDistance - 400) < 1e-9)
    try simulator.play(.drag(by: -300, duration: 0.4))
    #expect(simulator.controller.layout.height == Self.expanded - 100)
    let names = simulator.trace.log.map(\.name)
    #expect(names.filter { $0 == "detach" }.count == 2 && names.filter { $0 == "attach" }.count == 3)
  }

  @Test func switchingTabsMidBounceLeavesTheOldContainerAtItsEdgeNotPulled() throws {
    var simulator = try Simulator(scenario: scenario([], containers: [Scenario.Container(), Scenario.Container()]))
    try simulator.play(.drag(by: -100, duration: 0.2))
    try simulator.play(.release(velocity: 0))
    #expect(simulator.container.phase == .bouncing)
    try simulator.play(.switchContainer(1))
    #expect(simulator.scrollViews[0].contentOffsetY == 0, "at its top under its own inset, not pulled")
    try simulator.play(.switchContainer(0))
    simulator.settle()
    #expect(simulator.controller.layout.height == Self.expanded)
    #expect(simulator.container.unspacedOffsetY == -Self.expanded)
    #expect(InvariantChecker.check(simulator.trace).passed)
  }

  @Test func statusBarTapRefusedDuringSearchLeavesTheBounceRunning() throws {
    var simulator = try Simulator(scenario: scenario([], containers: [Scenario.Container(contentHeight: 1)]))
    try simulator.play(.drag(by: 90, duration: 0.1))
    try simulator.play(.release(velocity: 0))
    try simulator.play(.search(.activate))
    try simulator.play(.tapStatusBar)
    // Let go slowly past its end: the bar's own settle takes the content back, and goes on.
    #expect(simulator.container.phase == .animating)
    simulator.settle()
    #expect(simulator.container.unspacedOffsetY == -Self.expanded, "back at its edge, not left past it")
  }

  @Test func resizeChangesTheViewportThenTheEnvironment() throws {
    let trace = try Simulator.run(scenario([.resize(width: 844, height: 390, safeAreaTop: 0), .wait(0.5)]))
    let names = trace.log.filter { $0.frame == 1 }.map(\.name)
    #expect(names.prefix(2) == ["viewportChanged", "setEnvironment"])
    #expect(trace.metricsEpochs.count == 2 && trace.metricsEpochs[1].frame == 1)
    #expect(last(trace, .width) == 844)
    #expect(last(trace, .viewportHeight) == 390)
    // A phone turned to landscape has a compact height: the bar drops its 52 pt large title, as
    // the system bar does, and loses the status bar's 47 pt.
    #expect(last(trace, .barHeight) == Self.expanded - 47 - 52)
    #expect(last(trace, .contentOffsetY) == -(Self.expanded - 47 - 52))
  }

  /// A bar that came to rest a hair off its whole state (within half a pixel) when the screen
  /// turned to landscape, where the large title goes: the collapse mapped onto the new sections
  /// fell a pixel short of the whole state it maps to, and nothing settled it (fuzz seed 9198,
  /// scenario 228,124, shrunk).
  @Test func aBarThatRestedWholeRestsWholeAfterARotationDropsItsLargeTitle() throws {
    let scenario = try Scenario(
      json: """
        {"bar": {"panels": [{"kind": "largeTitle", "height": 52, "title": "t"}, {"kind": "closable", "id": "c4", "height": 347},
                            {"kind": "closable", "id": "c0", "height": 757}], "mode": "quickReturn", "revealDistance": 0},
         "containers": [{"contentHeight": 1, "deceleration": "fast", "insetAdjustment": "automatic", "safeArea": {"top": 47, "bottom": 0}}],
         "uikit": {"insetWriteFault": "stopsMotion"},
         "script": [{"drag": {"by": 59.9, "duration": 0.1}}, {"release": {"velocity": -0.5170410135719508}},
                    {"wait": 0.004166666666666667}, {"resize": {"width": 1366, "height": 430, "safeAreaTop": 0}}]}
        """)
    let trace = try Simulator.run(scenario)
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
    #expect(trace.value(.collapse, frame: trace.frameCount - 1) == 347)
  }

  @Test func aRotationSetsTheSizeClassAsADeviceDoes() throws {
    let trace = try Simulator.run(
      scenario([
        .resize(width: 844, height: 390, safeAreaTop: 0), .wait(0.5), .resize(width: 390, height: 844, safeAreaTop: 47),
        .wait(0.5), .resize(width: 1366, height: 1024, safeAreaTop: 24), .wait(0.5),
      ]))
    let compact = trace.log.compactMap { entry -> Bool? in
      if case .change(.setEnvironment(let environment)) = entry.kind { return environment.isVerticallyCompact }
      return nil
    }
    // Landscape phone, portrait phone, landscape tablet.
    #expect(compact == [true, false, false])
    #expect(Scenario.Device.verticallyCompactAfterRotation(width: 932, height: 430))
    #expect(!Scenario.Device.verticallyCompactAfterRotation(width: 1194, height: 834))
    #expect(!Scenario.Device.verticallyCompactAfterRotation(width: 430, height: 932))
  }

  @Test func collapseAndExpandAnimateTheContent() throws {
    var simulator = try Simulator(scenario: scenario([]))
    try simulator.play(.collapse(animated: true))
    #expect(simulator.container.phase == .animating)
    try simulator.play(.wait(0.5))
    #expect(simulator.controller.layout.height == 131)
    try simulator.play(.expand(animated: false))
    #expect(simulator.controller.layout.height == Self.expanded)
    #expect(simulator.trace.log.contains { $0.event == .scrollAnimationEnded })
  }

  @Test func sameScenarioGivesTheSameBytes() throws {
    let first = try Simulator.run(DefaultScenario.scenario)
    let second = try Simulator.run(DefaultScenario.scenario)
    #expect(first.values == second.values)
    #expect(TraceCSV.render(first) == TraceCSV.render(second))
    let scene = FrameScene(trace: first)
    #expect(HTMLPage.render(scene) == HTMLPage.render(FrameScene(trace: second)))
    #expect(Filmstrip.render(scene) == Filmstrip.render(FrameScene(trace: second)))
  }

  @Test(arguments: [BarMode.collapsesWithContent, .quickReturn(revealDistance: 40)], InsetStrategy.allCases)
  func invariantsHoldAcrossBarOptions(mode: BarMode, strategy: InsetStrategy) throws {
    let script: [Scenario.Step] = [
      .drag(by: 70, duration: 0.35), .release(velocity: 0), .wait(3), .drag(by: 160, duration: 0.25),
      .release(velocity: 1.6), .wait(5), .drag(by: -180, duration: 0.4), .release(velocity: -2), .wait(4),
      .pullToRefresh(duration: 0.5), .wait(1.5), .endRefreshing, .wait(1), .switchContainer(1),
      .drag(by: 120, duration: 0.3),
      .release(velocity: 2), .wait(4), .switchContainer(0), .search(.activate), .drag(by: 100, duration: 0.3),
      .release(velocity: 0), .wait(2), .search(.cancel), .resize(width: 844, height: 390, safeAreaTop: 0), .wait(1),
      .resize(width: 390, height: 844, safeAreaTop: 47), .collapse(animated: true), .wait(1), .tapStatusBar, .wait(2),
    ]
    let trace = try Simulator.run(
      scenario(script, containers: [Scenario.Container(), Scenario.Container(contentHeight: 600)]) {
        $0.mode = mode
        $0.insetStrategy = strategy
      })
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
    #expect(report.restsChecked >= 4)
  }
}

@Suite struct SimulatorTitleFadeTests {
  @Test func titlesCrossFadeOverTheControllersDurationAndRestWaitsForIt() throws {
    let trace = try Simulator.run(
      Scenario(
        name: "fade", bar: DefaultBar.scenarioBar(title: "Inbox"),
        script: [.drag(by: 200, duration: 0.3), .release(velocity: 0), .wait(1)]))
    let fade = try #require(trace.log.first { $0.name == "titleFade" })
    #expect(fade.kind == .command(.titleFade(to: .compact, duration: DefaultBar.configuration.titleFadeDuration)))
    let start = fade.frame
    let middle = trace.value(.alphaCompactTitle, frame: start + 6)
    #expect(middle > 0.3 && middle < 0.7)
    #expect(
      abs(trace.value(.alphaCompactTitle, frame: start + 6) + trace.value(.alphaLargeTitle, frame: start + 6) - 1)
        < 1e-9)
    #expect(trace.value(.alphaCompactTitle, frame: start + 12) == 1)
    #expect(trace.value(.alphaLargeTitle, frame: trace.frameCount - 1) == 0)
  }
}
