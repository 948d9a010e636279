import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// A container the bar observes only (a SwiftUI `List` under `.collapsingNavigationBar`): its
/// owner reserved the bar's space, the bar writes no inset, its fling targets stay UIKit's, and
/// every offset of its own goes through the one applier.
@Suite struct SimulatorObservesOnlyTests {
  /// SwiftUI's container: the bar's expanded height (279) reserved as 232 of its own inset plus
  /// the safe area's 47.
  static let swiftUIList = Scenario.Container(
    contentInsetTop: 279 - 47, insetAdjustment: .automatic, safeAreaTop: 47, safeAreaBottom: 34, observesOnly: true)

  static let script: [Scenario.Step] = [
    .drag(by: 70, duration: 0.3), .release(velocity: 0), .wait(0.6),
    .collapse(animated: true), .wait(0.5), .expand(animated: true), .wait(0.5),
    .search(.activate), .drag(by: 30, duration: 0.2), .release(velocity: 0), .search(.cancel), .wait(0.6),
    .drag(by: 30, duration: 0.2), .release(velocity: 0), .switchContainer(1), .wait(0.3), .switchContainer(0),
    .wait(0.6),
    .drag(by: 200, duration: 0.2), .release(velocity: 1.5), .wait(2), .tapStatusBar, .wait(2),
    .pullToRefresh(duration: 0.4), .wait(0.5), .endRefreshing, .wait(1),
  ]

  private func run() throws -> SimulationTrace {
    var second = Self.swiftUIList
    second.initialScroll = 100
    return try Simulator.run(
      Scenario(
        name: "swiftui", bar: DefaultBar.scenarioBar(title: "Inbox"), containers: [Self.swiftUIList, second],
        script: Self.script))
  }

  @Test func everyFrameKeepsTheInvariants() throws {
    let report = InvariantChecker.check(try run())
    #expect(report.passed, "\(report)")
  }

  @Test func noInsetIsEverWrittenAndNoTargetMoved() throws {
    let trace = try run()
    #expect(!trace.log.contains { $0.name == "contentInsetTop" || $0.name == "scrollIndicatorInsetTop" })
    #expect(!trace.log.contains { $0.name == "targetContentOffsetY" })
    #expect(trace.value(.contentInsetTop, frame: trace.frameCount - 1) == 279 - 47)
  }

  @Test func theBarsOwnOffsetsReachTheContainer() throws {
    let trace = try run()
    // Settles, expand and collapse, the delayed settle after a tab switch, the settle after
    // search and the end of a refresh: the bar's own settles; the scroll to the top: frames.
    let animated = trace.log.filter { $0.name == "settleContentOffsetY" }.map(\.frame)
    #expect(animated.count >= 7)
    // The tab switch cut a settle short: the bar settles on the second frame after attaching.
    let attaches = trace.log.filter { $0.name == "attach" }.map(\.frame)
    #expect(attaches.count == 3)
    #expect(animated.contains(attaches[1] + 1))
    #expect(trace.log.contains { $0.name == "scrollToTop" })
    #expect(trace.log.filter { $0.name == "contentOffsetY" }.count >= 10)
    #expect(trace.value(.contentOffsetY, frame: trace.frameCount - 1) == -279)
  }

  /// `followsBar` over a container observed only: the inset is its owner's and stays put, so a
  /// slow release past the end of the content settles at that end. (Found by the fuzzer: quick
  /// return's settle past the end aimed 27 pt past it, where the end of the content would be if
  /// the inset followed the bar, and the content bounced back from there.)
  @Test func aFollowsBarSettleOverAnObservedContainerAimsAtItsEnd() throws {
    var bar = Scenario.Bar(panels: [Scenario.PanelSpec(kind: .spacer, height: 77)])
    bar.mode = .quickReturn(revealDistance: 0)
    bar.insetStrategy = .followsBar
    let list = Scenario.Container(contentHeight: 440, observesOnly: true)
    let scenario = Scenario(
      name: "observed-follows-bar-end", device: Scenario.Device(width: 390, height: 390, safeAreaTop: 47), bar: bar,
      containers: [list], script: [.drag(by: 85, duration: 0.3), .release(velocity: 0), .wait(1)])
    let trace = try Simulator.run(scenario)
    let end = list.maximumScroll(viewportHeight: scenario.device.height)
    let settles = trace.log.compactMap { entry -> Double? in
      guard case .command(.settleContentOffsetY(let y, _)) = entry.kind else { return nil }
      return y
    }
    #expect(!settles.isEmpty)
    for y in settles {
      #expect(y <= end + 1e-9, "the settle aims at \(y), past the end \(end)")
    }
    #expect(!trace.log.contains { $0.name == "contentInsetTop" })
    #expect(InvariantChecker.check(trace).passed)
  }

  /// A slow release with the bar whole over a container observed only: its target cannot be
  /// moved to where the content is, so the bar stops UIKit's crawl itself. (Found by the fuzzer:
  /// a 0.2 pt/ms glide crawled for 3.5 s, the bar following it between whole states.)
  @Test func aSlowReleaseOverAnObservedContainerStopsWhereTheContentIs() throws {
    let scenario = Scenario(
      name: "observed-slow-release", bar: DefaultBar.scenarioBar(title: "Inbox"),
      containers: [Self.swiftUIList],
      script: [
        .drag(by: 400, duration: 0.3), .release(velocity: 0), .wait(1), .drag(by: -210, duration: 1),
        .release(velocity: -0.2), .wait(2),
      ])
    let trace = try Simulator.run(scenario)
    let release = try #require(trace.log.last { $0.name == "willEndDragging" }?.frame)
    let rest = try #require((release..<trace.frameCount).first { trace.value(.rest, frame: $0) == 1 })
    #expect(rest - release <= 1, "the content came to rest \(rest - release) frames after the release")
    #expect(
      abs(trace.value(.contentOffsetY, frame: rest) - trace.value(.contentOffsetY, frame: release)) < 1,
      "the content stopped where the finger left it")
    #expect(InvariantChecker.check(trace).passed)
  }

  /// Found by the fuzzer (seed 1201, scenario 218,179; shrunk): a settle the owner's insets left
  /// past the end.
  ///
  /// The bar's own settle aimed at an end the container's owner then moved (its bottom inset went
  /// from 44 to 34), so it arrived past the end. The bar took that for a rest on a whole state
  /// while UIKit's bounce brought the content back, the bar with it between whole states; a resize
  /// during the bounce wrote the offset, which stopped the bounce there: the bar rested at collapse
  /// 32.333 (whole states 0, 40, 80, 145). Content that stopped past its end now settles from the
  /// end.
  @Test func aSettleTheOwnersInsetsLeavePastTheEndSettlesFromTheEnd() throws {
    let trace = try Simulator.run(try Scenario(json: Self.settleLeftPastTheEnd))
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
    let last = trace.frameCount - 1
    #expect(trace.value(.rest, frame: last) == 1)
    #expect(trace.metrics(frame: last).wholeStates.contains(trace.value(.collapse, frame: last)))
  }

  static let settleLeftPastTheEnd = """
    {"name": "observed, a settle the insets leave past the end, a resize (fuzz seed 1201, 218179)", "device": {"width": 390, "height": 667, "safeAreaTop": 47, "scale": 3, "largeTitleScale": 1.3}, "bar": {"panels": [{"kind": "largeTitle", "height": 50, "title": "fuzz-1201-218179"}, {"kind": "closable", "id": "c1", "height": 40, "title": "Chips 1"}, {"kind": "closable", "id": "c0", "height": 40}], "mode": "collapsesWithContent", "insetStrategy": "expanded", "snapping": true, "titleCrossFadeThreshold": 0.5}, "containers": [{"contentHeight": 667, "contentInsetTop": 199.46447748955353, "contentInsetBottom": 0, "deceleration": "normal", "refreshControl": true, "initialScroll": 0, "insetAdjustment": "automatic", "safeArea": {"top": 106.86885584377978, "bottom": 34}, "observesOnly": true}], "script": [{"drag": {"by": 310, "duration": 0.1}}, {"release": {"velocity": 0}}, {"expand": {"animated": false}}, {"setContentInset": {"bottom": 10}}, {"drag": {"by": 25, "duration": 0.3}}, {"release": {"velocity": 0}}, {"setContentInset": {"top": 0, "bottom": 0}}, {"wait": 0.5}, {"resize": {"width": 1199, "height": 1003, "safeAreaTop": 0}}]}
    """

  /// Found by the fuzzer (seed 3751, scenario 822,894; shrunk): panels added inside the bar's own
  /// scroll-to-top over an observed container, with the content a pixel past its top.
  ///
  /// The new expanded height moved the basis (the container's own inset, 20.487, now under the
  /// bar's 94) by less than half a pixel; the glued content needed no write, but the stretch
  /// stayed the one the old basis gave (0.79), so the bar stood one pixel taller than the content
  /// allows (95 over a stretch of 0.303) for a frame.
  @Test func panelsAddedInTheBarsOwnScrollToTopKeepTheStretchTheContentGives() throws {
    let trace = try Simulator.run(try Scenario(json: Self.panelsInScrollToTopPastTheTop))
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
    // The panels were added in that frame: the bar grew to 94, no taller than the content allows.
    let grown = try #require((0..<trace.frameCount).first { trace.value(.expandedHeight, frame: $0) == 94 })
    #expect(trace.value(.collapseDistance, frame: grown) > -0.5)
    #expect(trace.value(.barHeight, frame: grown) == 94)
  }

  static let panelsInScrollToTopPastTheTop = """
    {"name": "observed, panels added in the bar's scroll-to-top past the top (fuzz seed 3751, 822894)", "device": {"width": 390, "height": 844, "safeAreaTop": 20, "scale": 1, "largeTitleScale": 1}, "bar": {"panels": [{"kind": "spacer", "height": 0}], "mode": "collapsesWithContent", "insetStrategy": "expanded", "snapping": true, "titleCrossFadeThreshold": 0.5}, "containers": [{"contentHeight": 890, "contentInsetTop": 0, "contentInsetBottom": 0, "deceleration": "normal", "refreshControl": true, "initialScroll": 20, "insetAdjustment": "automatic", "safeArea": {"top": 20.4868754700582, "bottom": 34}, "observesOnly": true}], "uikit": {"refreshInsetOrder": "insetFirst"}, "screen": [{"on": "didEndScrollingAnimation", "do": "setAdditionalSafeArea", "every": 60, "times": 2, "top": 20, "bottom": 64}, {"on": "willBeginDragging", "do": "read"}, {"on": "willEndDragging", "do": "expand", "every": 3, "times": 3, "animated": true}, {"on": "didScroll", "do": "addPanel", "every": 30, "times": 1, "height": 44}, {"on": "didScroll", "do": "removePanel", "every": 30, "times": 2, "id": "screen-2"}, {"on": "didScroll", "do": "addPanel", "every": 30, "times": 4, "id": "screen-1", "height": 30}], "script": [{"tapStatusBar": {}}]}
    """
}
