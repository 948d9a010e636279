import CollapsingNavBarCore
import Foundation
import Testing

@testable import CollapsingNavBarSimulation

/// How the bar comes to rest after the finger lifts, over the default scenario and a frozen
/// corpus of generated ones: slow releases settle in a blink, flings decelerate exactly as they
/// always have.
///
/// The golden data lives in `__Snapshots__/ReleaseSettleTests/`: `corpus.jsonl`, one frozen
/// scenario a line (the default scenario, then generated scenarios that have a fling or a slow
/// release between whole states; frozen so that changes to the generator leave it alone), and
/// `flings.txt`, one fling a line. Set `RECORD_SNAPSHOTS=1` to write the flings anew, and the
/// corpus too when it is missing (the test then fails, so that a recording is never mistaken for
/// a pass).
@Suite struct ReleaseSettleTests {
  /// The longest a release below the velocity threshold may take to come within one device
  /// pixel of a whole state.
  static let slowSettleLimit = 0.4
  /// Where the corpus comes from when it is recorded.
  static let corpusSeed: UInt64 = 16
  /// How many generated scenarios the corpus keeps.
  static let corpusSize = 80

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__/ReleaseSettleTests")
  static let corpusURL = directory.appendingPathComponent("corpus.jsonl")
  static let flingsURL = directory.appendingPathComponent("flings.txt")
  static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

  /// A line of the frozen corpus that is not a scenario.
  struct CorpusLineError: Error, CustomStringConvertible {
    /// The line, from 1.
    var line: Int
    /// Why the scenario was refused.
    var underlying: any Error
    var description: String { "\(ReleaseSettleTests.corpusURL.path), line \(line): \(underlying)" }
  }

  /// The frozen corpus, or `nil` when it is missing; a line that is not a scenario throws a
  /// ``CorpusLineError`` naming it.
  static func loadCorpus() throws -> [Scenario]? {
    guard let data = FileManager.default.contents(atPath: corpusURL.path) else { return nil }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    return try lines.enumerated().map { index, line in
      do { return try Scenario(json: String(line)) } catch { throw CorpusLineError(line: index + 1, underlying: error) }
    }
  }

  // MARK: - Slow releases

  @Test func slowReleasesComeWithinAPixelOfAWholeStateInABlink() throws {
    let corpus = try #require(
      try Self.loadCorpus(), "missing \(Self.corpusURL.path): run the tests once with RECORD_SNAPSHOTS=1")
    var feel = FeelReport()
    for scenario in corpus { feel.add(try Simulator.run(scenario)) }
    #expect(feel.slowFromBetween.count >= 30)
    expectSlowReleasesSettleInABlink(feel)
  }

  @Test func slowReleasesAnywhereInEveryModeSettleInABlink() throws {
    var feel = FeelReport()
    for scenario in Self.systematicScenarios { feel.add(try Simulator.run(scenario)) }
    #expect(feel.slowFromBetween.count >= 100)
    expectSlowReleasesSettleInABlink(feel)
  }

  /// Expects every slow release of a report to come within one pixel of a whole state within
  /// ``slowSettleLimit``, and no release to come to rest between whole states.
  func expectSlowReleasesSettleInABlink(_ feel: FeelReport, sourceLocation: SourceLocation = #_sourceLocation) {
    let limit = Int((Self.slowSettleLimit / Simulator.timeStep).rounded())
    let worst = feel.worstSlow
    #expect(
      (feel.slow.maximum ?? 0) <= limit,
      "the slowest took \(FeelReport.seconds(worst?.frames ?? 0)) s: \(worst?.scenario ?? ""), frame \(worst?.frame ?? 0)",
      sourceLocation: sourceLocation
    )
    #expect(feel.endedBetween == 0, "\(feel.lines().joined(separator: "\n"))", sourceLocation: sourceLocation)
  }

  /// Slow releases of the default bar after a drag from the top, and after a drag back from
  /// deep in the content, by distances that end in every section, at no speed and at the
  /// threshold either way; in both modes and with both inset strategies.
  static var systematicScenarios: [Scenario] {
    var scenarios: [Scenario] = []
    for mode in [BarMode.collapsesWithContent, .quickReturn(revealDistance: 0)] {
      for strategy in InsetStrategy.allCases {
        var bar = DefaultBar.scenarioBar(title: "Inbox")
        bar.mode = mode
        bar.insetStrategy = strategy
        for distance in [10.0, 30, 60, 75, 110, 135] {
          for velocity in [0, 0.15, -0.15, 0.2] {
            let fromTop: [Scenario.Step] = [
              .drag(by: distance, duration: 0.3), .release(velocity: velocity), .wait(1.5),
            ]
            let fromDeep: [Scenario.Step] = [
              .drag(by: 1000, duration: 0.5), .release(velocity: 0), .wait(0.5), .drag(by: -distance, duration: 0.3),
              .release(velocity: velocity), .wait(1.5),
            ]
            for script in [fromTop, fromDeep] {
              scenarios.append(
                Scenario(name: "slow \(mode) \(strategy) \(distance) \(velocity)", bar: bar, script: script))
            }
          }
        }
      }
    }
    return scenarios
  }

  @Test func quickReturnLetGoSlowlyPastTheEndSettlesInABlink() throws {
    // Content shorter than the bar's range: dragged past its end with the bar partly hidden.
    for strategy in InsetStrategy.allCases {
      var bar = DefaultBar.scenarioBar(title: "Inbox")
      bar.mode = .quickReturn
      bar.insetStrategy = strategy
      let scenario = Scenario(
        name: "past the end \(strategy)", bar: bar, containers: [Scenario.Container(contentHeight: 700)],
        script: [.drag(by: 200, duration: 0.3), .release(velocity: 0), .wait(1.5)])
      let releases = ReleaseFeel.measure(try Simulator.run(scenario))
      let release = try #require(releases.first)
      guard case .settled(let frames) = release.outcome else {
        Issue.record("\(strategy): \(release.outcome)")
        continue
      }
      #expect(Double(frames) * Simulator.timeStep <= Self.slowSettleLimit, "\(strategy)")
    }
  }

  @Test func followsBarShortContentLetGoSlowlyPastTheEndWhileRefreshingSettlesInABlink() throws {
    // The inset held while the finger was down goes when the settle arrives: the settle aims at
    // the end where the bar rests, or the content bounces back from there for half a second.
    let scenario = try Scenario(json: Self.pastTheEndWhileRefreshing)
    let releases = ReleaseFeel.measure(try Simulator.run(scenario))
    let slow = try #require(releases.last { $0.kind == .slow })
    #expect(slow.startedBetween)
    guard case .settled(let frames) = slow.outcome else {
      Issue.record("the release in frame \(slow.frame) did not settle: \(slow.outcome)")
      return
    }
    #expect(Double(frames) * Simulator.timeStep <= Self.slowSettleLimit, "took \(FeelReport.seconds(frames)) s")
  }

  /// Content shorter than the screen with ``InsetStrategy/followsBar``, a refresh running, let go
  /// slowly past its end with the bar partly collapsed (found by the fuzzer, seed 16).
  static let pastTheEndWhileRefreshing = """
    {"name": "short content past the end, refreshing, followsBar", "device": {"width": 844, "height": 1366, "safeAreaTop": 59, "scale": 3, "largeTitleScale": 1}, "bar": {"panels": [{"kind": "top", "height": 2.5, "title": "Inbox"}, {"kind": "separator", "height": 0}, {"kind": "search", "height": 52}, {"kind": "closable", "id": "c0", "height": 1}, {"kind": "closable", "id": "c1", "height": 44, "title": "Chips 1"}, {"kind": "closable", "id": "c2", "height": 44}], "mode": "collapsesWithContent", "insetStrategy": "followsBar", "snapping": true, "titleCrossFadeThreshold": 0.5}, "containers": [{"contentHeight": 1, "contentInsetTop": 64, "contentInsetBottom": 0, "deceleration": "normal", "refreshControl": true, "initialScroll": 0, "insetAdjustment": "never", "safeArea": {"top": 0, "bottom": 34}}, {"contentHeight": 300, "contentInsetTop": 6.686335850972114, "contentInsetBottom": 0, "deceleration": "normal", "refreshControl": true, "initialScroll": 0, "insetAdjustment": "automatic", "safeArea": {"top": 82.10683132821411, "bottom": 83}}, {"contentHeight": 1, "contentInsetTop": 0, "contentInsetBottom": 79.83213691433942, "deceleration": "fast", "refreshControl": true, "initialScroll": 0, "insetAdjustment": "automatic", "safeArea": {"top": 59, "bottom": 0}}], "script": [{"expand": {"animated": false}}, {"drag": {"by": 8, "duration": 0.3}}, {"resize": {"width": 390, "height": 844, "safeAreaTop": 0}}, {"release": {"velocity": 3.9183887779474564}}, {"setContentInset": {"top": 0}}, {"expand": {"animated": true}}, {"drag": {"by": 105, "duration": 0.1}}, {"release": {"velocity": 5.263158931716451}}, {"wait": 0.025}, {"switchContainer": 1}, {"beginRefreshing": {}}, {"wait": 0.1}, {"drag": {"by": 272.30245486456823, "duration": 0.2}}, {"release": {"velocity": 0}}, {"wait": 4}, {"endRefreshing": {}}]}
    """

  @Test func observedFollowsBarShortContentLetGoSlowlyTowardTheTopPastTheEndSettlesInABlink() throws {
    // A container observed only keeps its owner's inset: its top does not come down as the bar
    // expands, so a slow glide toward the top is not projected past it (as if the inset followed
    // the bar), which kept the bar collapsed on paper, let UIKit's bounce carry the content back
    // and the bar come to its whole state on the bounce's tail (0.55 s and 0.675 s in the cases
    // found; 0.52 s and 0.49 s here).
    for json in [Self.observedPastTheEnd, Self.observedPastTheEndInOneFrame] {
      let scenario = try Scenario(json: json)
      let trace = try Simulator.run(scenario)
      #expect(InvariantChecker.check(trace).passed, "\(scenario.name)")
      let slow = try #require(ReleaseFeel.measure(trace).last { $0.kind == .slow })
      guard case .settled(let frames) = slow.outcome else {
        Issue.record("\(scenario.name): the release in frame \(slow.frame) did not settle: \(slow.outcome)")
        continue
      }
      #expect(
        Double(frames) * Simulator.timeStep <= Self.slowSettleLimit,
        "\(scenario.name) took \(FeelReport.seconds(frames)) s")
    }
  }

  /// Content of 1 pt in a container observed only, ``InsetStrategy/followsBar``, dragged far past
  /// its end and let go slowly toward the top (found by the fuzzer, shrunk).
  static let observedPastTheEnd = """
    {"name": "observed, followsBar, short content let go slowly past the end (fuzz seed 1201, 212008)", "device": {"width": 390, "height": 844, "safeAreaTop": 47, "scale": 3, "largeTitleScale": 1}, "bar": {"panels": [{"kind": "search", "height": 2}], "mode": "collapsesWithContent", "insetStrategy": "followsBar", "snapping": true, "titleCrossFadeThreshold": 0.5}, "containers": [{"contentHeight": 1, "contentInsetTop": 0, "contentInsetBottom": 0, "deceleration": "normal", "refreshControl": true, "initialScroll": 0, "observesOnly": true}], "script": [{"drag": {"by": 200, "duration": 0.1}}, {"release": {"velocity": -0.1}}]}
    """

  /// The same, dragged past the end within one frame.
  static let observedPastTheEndInOneFrame = """
    {"name": "observed, followsBar, short content let go slowly past the end (fuzz seed 1202, 362462)", "device": {"width": 390, "height": 844, "safeAreaTop": 47, "scale": 3, "largeTitleScale": 1}, "bar": {"panels": [{"kind": "closable", "id": "c0", "height": 2, "title": "Chips 0"}], "mode": "collapsesWithContent", "insetStrategy": "followsBar", "snapping": true, "titleCrossFadeThreshold": 0.5}, "containers": [{"contentHeight": 1, "contentInsetTop": 0, "contentInsetBottom": 0, "deceleration": "normal", "refreshControl": true, "initialScroll": 0, "observesOnly": true}], "script": [{"drag": {"by": 140, "duration": 0.008333333333333333}}, {"release": {"velocity": -0.1}}]}
    """

  @Test func aBarOverScrolledContentLetGoSlowlyJustPastTheEndStaysWhole() throws {
    // The bar expanded over content at its end (it tracks the scroll's delta from there); a
    // smaller bottom inset leaves the content past the end, and the finger lets go of it slowly,
    // toward the content. UIKit's target lay inside the content and the bar stayed whole all the
    // way to it, so the release let UIKit's bounce bring the content back: the bounce carried it
    // a pixel or two into the content and back, the bar followed the way back (its way in was
    // clamped at expanded) and came to rest between whole states; it settled only after the
    // bounce, 0.708 s after the release (0.583 s in the campaign's scenario). The bar now takes
    // the content back to its end with its own settle.
    let trace = try Simulator.run(try Scenario(json: Self.letGoSlowlyJustPastTheEnd))
    #expect(InvariantChecker.check(trace).passed)
    let slow = try #require(ReleaseFeel.measure(trace).last { $0.kind == .slow })
    guard case .settled(let frames) = slow.outcome else {
      Issue.record("the release in frame \(slow.frame) did not settle: \(slow.outcome)")
      return
    }
    #expect(Double(frames) * Simulator.timeStep <= Self.slowSettleLimit, "took \(FeelReport.seconds(frames)) s")
    #expect(slow.landingCollapse == 0)
    let moved = (slow.frame..<trace.frameCount).filter { trace.value(.collapse, frame: $0) != 0 }
    #expect(moved.isEmpty, "the bar stays expanded while the content goes back (moved in frames \(moved))")
    let last = trace.frameCount - 1
    let end =
      trace.value(.contentHeight, frame: last) - trace.value(.viewportHeight, frame: last)
      + trace.value(.adjustedInsetBottom, frame: last)
    #expect(abs(trace.value(.contentOffsetY, frame: last) - end) < 1e-6, "the content rests at its end")
    #expect(!trace.log.contains { $0.frame > slow.frame && $0.event == .didEndDecelerating }, "no bounce")
  }

  /// Content at its end under a bar expanded there, left past the end by a smaller bottom inset
  /// and let go slowly toward the content (found by the fuzzer, shrunk by hand).
  static let letGoSlowlyJustPastTheEnd = """
    {"name": "expanded over scrolled content, let go slowly just past the end (fuzz seed 9142, 364804)", "device": {"width": 390, "height": 844, "safeAreaTop": 47, "scale": 3, "largeTitleScale": 1}, "bar": {"panels": [{"kind": "top", "height": 44, "title": "Inbox"}, {"kind": "largeTitle", "height": 52, "title": "Inbox"}], "mode": "collapsesWithContent", "insetStrategy": "expanded", "snapping": true, "titleCrossFadeThreshold": 0.5}, "containers": [{"contentHeight": 2000, "contentInsetTop": 0, "contentInsetBottom": 20, "deceleration": "normal", "refreshControl": false, "initialScroll": 1100}], "script": [{"drag": {"by": 300, "duration": 0.5}}, {"release": {"velocity": 0}}, {"wait": 1}, {"expand": {"animated": true}}, {"wait": 0.5}, {"setContentInset": {"top": 0, "bottom": 0}}, {"drag": {"by": -35, "duration": 0.5}}, {"release": {"velocity": -0.275}}, {"wait": 1}]}
    """

  @Test func followsBarShortContentRefreshBegunUnderTheFingerSettlesInABlink() throws {
    // The refresh began under a resting finger, so the bar tracks the scroll's delta 60 pt from
    // the absolute position, and the content is 60 pt past its end when the finger lifts. The
    // settle aimed at 90 from the end; the bar cannot rest there (the end where it would rest is
    // nearer), and aiming again from that end gave 90 again: the content went past the end,
    // bounced back with the bar between whole states and settled again (1.092 s in the case
    // found, 1.133 s here). Each aim from the end is now at a smaller whole state.
    let trace = try Simulator.run(try Scenario(json: Self.refreshBegunUnderTheFinger))
    #expect(InvariantChecker.check(trace).passed)
    let slow = try #require(ReleaseFeel.measure(trace).last { $0.kind == .slow })
    #expect(slow.startedBetween)
    guard case .settled(let frames) = slow.outcome else {
      Issue.record("the release in frame \(slow.frame) did not settle: \(slow.outcome)")
      return
    }
    #expect(Double(frames) * Simulator.timeStep <= Self.slowSettleLimit, "took \(FeelReport.seconds(frames)) s")
    #expect(slow.landingCollapse == 0)
    #expect(!trace.log.contains { $0.frame > slow.frame && $0.event == .didEndDecelerating }, "no bounce")
  }

  /// Content of 1 pt with ``InsetStrategy/followsBar`` after a tab switch, a finger resting on it
  /// while a refresh begins, let go at no speed (found by the fuzzer, shrunk).
  static let refreshBegunUnderTheFinger = """
    {"name": "followsBar, short content, refresh begun under the finger (fuzz seed 1203, 180603)", "device": {"width": 390, "height": 844, "safeAreaTop": 47, "scale": 3, "largeTitleScale": 1}, "bar": {"panels": [{"kind": "top", "height": 40, "title": "fuzz-1203-180603"}, {"kind": "largeTitle", "height": 40, "title": "fuzz-1203-180603"}, {"kind": "search", "height": 90}, {"kind": "closable", "id": "c0", "height": 640}], "mode": "collapsesWithContent", "insetStrategy": "followsBar", "snapping": true, "titleCrossFadeThreshold": 0.5}, "containers": [{"contentHeight": 2000, "contentInsetTop": 0, "contentInsetBottom": 0, "deceleration": "normal", "refreshControl": true, "initialScroll": 1000}, {"contentHeight": 1, "contentInsetTop": 0, "contentInsetBottom": 34, "deceleration": "normal", "refreshControl": true, "initialScroll": 0, "insetAdjustment": "never"}], "script": [{"drag": {"by": -287, "duration": 0.1}}, {"release": {"velocity": 0}}, {"switchContainer": 1}, {"drag": {"by": 0, "duration": 0.3}}, {"beginRefreshing": {}}, {"release": {"velocity": 0}}]}
    """

  @Test func aReleaseSlowerThanUIKitsLinearTailVelocitySettlesInABlink() throws {
    // Let go between whole states at 0.21–0.29 pt/ms: below rdar 18746849's 0.27 pt/ms a
    // deceleration whose target is moved decelerates most of the way, then slides linearly. A bar
    // that redirected these releases took up to 1.47 s to come to a whole state here; the bar
    // settles them itself.
    #expect(SnapPolicy.nearest.velocityThreshold >= 0.3)
    for velocity in [0.21, 0.25, 0.29, -0.21, -0.25] {
      for distance in [30.0, 75, 110] {
        let scenario = Scenario(
          name: "slow \(velocity) \(distance)", bar: DefaultBar.scenarioBar(title: "Inbox"),
          script: [.drag(by: distance, duration: 0.3), .release(velocity: velocity), .wait(4)])
        let trace = try Simulator.run(scenario)
        #expect(InvariantChecker.check(trace).passed, "\(scenario.name)")
        let release = try #require(ReleaseFeel.measure(trace).first)
        #expect(release.kind == .slow, "\(scenario.name)")
        guard case .settled(let frames) = release.outcome else {
          Issue.record("\(scenario.name): \(release.outcome)")
          continue
        }
        #expect(
          Double(frames) * Simulator.timeStep <= Self.slowSettleLimit,
          "\(scenario.name) took \(FeelReport.seconds(frames)) s")
        #expect(!trace.log.contains { $0.event == .didEndDecelerating }, "\(scenario.name): no redirected deceleration")
      }
    }
  }

  @Test func theDefaultScenarioSettlesItsSlowReleaseInABlink() throws {
    let releases = ReleaseFeel.measure(try Simulator.run(DefaultScenario.scenario))
    let slow = releases.filter { $0.kind == .slow }
    #expect(slow.count == 2)
    #expect(slow.first?.startedBetween == true)
    for release in slow {
      guard case .settled(let frames) = release.outcome else {
        Issue.record("the release in frame \(release.frame) did not settle: \(release.outcome)")
        continue
      }
      #expect(Double(frames) * Simulator.timeStep <= Self.slowSettleLimit, "the release in frame \(release.frame)")
    }
  }

  // MARK: - Flings

  @Test func flingsRestWhenAndWhereTheyAlwaysDid() throws {
    if Self.recording {
      // The corpus stays frozen once recorded (its file is never written again); only the
      // flings are written anew.
      try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
      let corpus: [Scenario]
      if let frozen = try Self.loadCorpus() {
        corpus = frozen
      } else {
        corpus = try Self.recordCorpus()
        try Data(corpus.map(Self.line).joined().utf8).write(to: Self.corpusURL)
      }
      try Data(Self.flingLines(corpus).joined().utf8).write(to: Self.flingsURL)
      Issue.record("recorded \(Self.corpusURL.path) and \(Self.flingsURL.path); run again without RECORD_SNAPSHOTS")
      return
    }
    let corpus = try #require(
      try Self.loadCorpus(), "missing \(Self.corpusURL.path): run the tests once with RECORD_SNAPSHOTS=1")
    let data = try #require(FileManager.default.contents(atPath: Self.flingsURL.path), "missing \(Self.flingsURL.path)")
    #expect(corpus.count == Self.corpusSize + 1)
    let actual = try Self.flingLines(corpus)
    let expected = String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0 + "\n" }
    #expect(actual.count == expected.count, "\(actual.count) flings now, \(expected.count) recorded")
    // (57 since the releases of 0.2–0.3 pt/ms became slow: rdar 18746849.)
    #expect(expected.count >= 55)
    for (now, before) in zip(actual, expected) where now != before {
      Issue.record("a fling changed:\n  recorded \(before)  now      \(now)")
    }
  }

  /// The default scenario, then the first generated scenarios whose first release is a fling and
  /// the first others with a slow release between whole states that comes to rest (`corpusSize / 2`
  /// of each).
  static func recordCorpus() throws -> [Scenario] {
    var flings: [Scenario] = []
    var slow: [Scenario] = []
    var index = 0
    while flings.count < corpusSize / 2 || slow.count < corpusSize / 2 {
      let scenario = ScenarioGenerator.scenario(seed: corpusSeed, index: index)
      index += 1
      let releases = ReleaseFeel.measure(try Simulator.run(scenario))
      if releases.first?.kind == .fling {
        if flings.count < corpusSize / 2 { flings.append(scenario) }
      } else if releases.contains(where: {
        $0.kind == .slow && $0.startedBetween && $0.restFrames != nil && $0.outcome != .exempt
      }) {
        if slow.count < corpusSize / 2 { slow.append(scenario) }
      }
    }
    return [DefaultScenario.scenario] + flings + slow
  }

  /// A scenario as one line of JSON.
  static func line(_ scenario: Scenario) -> String {
    scenario.json.split(separator: "\n").joined() + "\n"
  }

  /// One line per fling of every scenario: when it started, how long until nothing moved, and
  /// where the content and the bar were then.
  ///
  /// Only flings before any slow release of their
  /// scenario count: a slow release ends differently by design, and what follows it starts from
  /// elsewhere.
  static func flingLines(_ corpus: [Scenario]) throws -> [String] {
    var lines: [String] = []
    for (index, scenario) in corpus.enumerated() {
      let releases = ReleaseFeel.measure(try Simulator.run(scenario))
      for release in releases.prefix(while: { $0.kind == .fling }) {
        let rest = release.restFrames.map(String.init) ?? "interrupted"
        lines.append(
          "\(index) \(scenario.name) frame \(release.frame) velocity \(FixedDecimal.trimmed(release.velocity, decimals: 4)) rest \(rest) offset \(FixedDecimal.format(release.landingOffset, decimals: 3)) collapse \(FixedDecimal.format(release.landingCollapse, decimals: 3))\n"
        )
      }
    }
    return lines
  }
}
