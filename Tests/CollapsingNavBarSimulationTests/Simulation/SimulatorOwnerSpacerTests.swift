import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// A container the bar observes only whose owner places a spacer first in its content (a SwiftUI
/// `List` led by `CollapsingNavBarSpacer`): the owner reserves the collapsed bar, the list pins
/// its section header at the bar's bottom edge, and the bar follows the content exactly as under
/// the expanded reserved space.
@Suite struct SimulatorOwnerSpacerTests {
  static let pixel = 1.0 / 3

  /// The default bar's space, with a spacer and without.
  static func spaces() throws -> (spaced: ReservedTopSpace, expanded: Double) {
    let bar = DefaultBar.scenarioBar(title: "Inbox")
    let metrics = try BarMetrics(configuration: bar.configuration, environment: Scenario.Device().environment)
    return (metrics.reservedTopSpace(holdingSpacer: true), metrics.reservedContentTopInset)
  }

  static let script: [Scenario.Step] = [
    .drag(by: 70, duration: 0.3), .release(velocity: 0), .wait(0.6),
    .drag(by: 400, duration: 0.3), .release(velocity: 2), .wait(2),
    .collapse(animated: true), .wait(0.5), .expand(animated: true), .wait(0.5),
    .tapStatusBar, .wait(2), .pullToRefresh(duration: 0.4), .wait(0.5), .endRefreshing, .wait(1),
  ]

  static func scenario(spacer: Bool) throws -> Scenario {
    let (spaced, expanded) = try spaces()
    let list = Scenario.Container(
      contentInsetTop: spacer ? spaced.inset : expanded, insetAdjustment: .automatic,
      safeAreaTop: Scenario.Device().safeAreaTop, safeAreaBottom: 34, observesOnly: true, sectionHeaderHeight: 28,
      ownerSpacer: spacer)
    return Scenario(
      name: "swiftui-sections", bar: DefaultBar.scenarioBar(title: "Inbox"), containers: [list], script: script)
  }

  @Test func thePinnedHeaderSitsUnderTheBarInEveryFrame() throws {
    let trace = try Simulator.run(try Self.scenario(spacer: true))
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report)")
    var pinned = 0
    for frame in 0..<trace.frameCount {
      let header = PinnedSectionHeader(
        contentOffsetY: trace.value(.contentOffsetY, frame: frame),
        adjustedInsetTop: trace.value(.adjustedInsetTop, frame: frame),
        sectionTop: trace.value(.leadingSpacer, frame: frame))
      guard header.pinnedBy > Self.pixel / 2, trace.value(.refreshing, frame: frame) == 0 else { continue }
      // (Where the bar's height is not the content's, `expand()` deep in the list, the pin line
      // stays where the content puts it: the bar writes no inset to a container it observes only.)
      let bar = trace.value(.barHeight, frame: frame)
      let expanded = trace.value(.expandedHeight, frame: frame)
      let collapsed = trace.value(.collapsedHeight, frame: frame)
      let contentBar = min(max(expanded - trace.value(.collapseDistance, frame: frame), collapsed), expanded)
      guard abs(bar - contentBar) <= Self.pixel else {
        #expect(abs(header.screenTop - contentBar) <= Self.pixel, "frame \(frame)")
        continue
      }
      pinned += 1
      #expect(abs(header.screenTop - bar) <= Self.pixel, "frame \(frame)")
    }
    #expect(pinned > 200, "the header was pinned while the bar moved and rested collapsed")
  }

  @Test func theBarFollowsTheContentAsUnderTheExpandedReservedSpace() throws {
    let spaced = try Simulator.run(try Self.scenario(spacer: true))
    let plain = try Simulator.run(try Self.scenario(spacer: false))
    #expect(spaced.frameCount == plain.frameCount)
    #expect(spaced.value(.leadingSpacer, frame: 0) == (try Self.spaces().spaced.leadingSpacer))
    for frame in 0..<min(spaced.frameCount, plain.frameCount) {
      // (Up to a pixel: an offset on a half pixel rounds the bar's height either way, and the
      // spacer's translation moves it by a bit.)
      for column in [TraceColumn.barHeight, .collapse, .collapseDistance] {
        #expect(
          abs(spaced.value(column, frame: frame) - plain.value(column, frame: frame)) <= Self.pixel + 1e-9,
          "\(column.name) in frame \(frame)")
      }
      // What a row shows on screen is the same: the spaced list's rows start below the spacer.
      #expect(
        abs(
          (spaced.value(.leadingSpacer, frame: frame) - spaced.value(.contentOffsetY, frame: frame))
            - (-plain.value(.contentOffsetY, frame: frame))) < 1e-6, "frame \(frame)")
    }
    // Without the spacer the header stops at the expanded bar's edge.
    #expect(!InvariantChecker.check(plain).passed)
  }

  @Test func onlyTheOwnerOfAContainerTheBarObservesPlacesASpacer() {
    #expect(
      throws: ScenarioError(
        path: "containers[0].ownerSpacer",
        problem: "only the owner of a container the bar observes only places a spacer: add \"observesOnly\": true")
    ) { try Scenario(json: #"{"containers": [{"ownerSpacer": true}]}"#) }
    #expect(throws: Never.self) {
      try Scenario(json: #"{"containers": [{"ownerSpacer": true, "observesOnly": true}]}"#)
    }
  }

  /// A bar left without `insetStrategy` plays the package's default, as documented; it played
  /// `expanded`, so a sectioned scenario without the key broke `pinnedHeaderUnderBar`.
  @Test func aBarWithoutAnInsetStrategyPlaysTheDefaultOne() throws {
    let scenario = try Scenario(
      json: #"{"bar": {"panels": [{"kind": "top"}, {"kind": "largeTitle"}]}, "containers": [{"sectionHeader": 28}]}"#)
    #expect(scenario.bar.insetStrategy == BarConfiguration(panels: [.top()]).insetStrategy)
    #expect(scenario.bar.insetStrategy == .collapsedWithSpacer)
    var dragged = scenario
    dragged.script = [.drag(by: 200, duration: 0.4), .release(velocity: 0), .wait(1)]
    let report = InvariantChecker.check(try Simulator.run(dragged))
    #expect(report.passed, "\(report)")
  }

  @Test func theKeyIsWrittenOnlyWhenSetAndReadBack() throws {
    let scenario = try Self.scenario(spacer: true)
    let json = scenario.json
    #expect(json.contains("\"ownerSpacer\": true"))
    #expect(try Scenario(json: json).containers[0].ownerSpacer)
    #expect(!(try Self.scenario(spacer: false).json.contains("ownerSpacer")))
  }

  @Test func generationFourGivesOwnersSpacersAndSectionHeaders() {
    var spaced = 0
    var headed = 0
    for index in 0..<400 {
      let scenario = ScenarioGenerator.scenario(seed: 4, index: index)
      for container in scenario.containers where container.ownerSpacer {
        spaced += 1
        #expect(container.observesOnly)
        if container.sectionHeaderHeight > 0 { headed += 1 }
      }
      let earlier = ScenarioGenerator.scenario(
        seed: 4, index: index, options: ScenarioGenerator.Options(generation: 3))
      #expect(earlier.containers.allSatisfy { !$0.ownerSpacer })
    }
    #expect(spaced > 0 && headed > 0, "\(spaced) spaced, \(headed) with a header")
  }
}
