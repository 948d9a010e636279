import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

@Suite struct FeelReportTests {
  static let defaultTrace = try! Simulator.run(DefaultScenario.scenario)

  @Test func everyReleaseOfTheDefaultScenarioIsMeasuredAndSorted() throws {
    let releases = ReleaseFeel.measure(Self.defaultTrace)
    #expect(releases.map(\.frame) == [73, 404, 993, 1414, 1746])
    #expect(releases.map(\.kind) == [.slow, .fling, .fling, .slow, .fling])
    #expect(releases.map(\.velocity) == [0, 1.6, -2, 0, 3])
    // The last fling is still decelerating when the status bar is tapped.
    #expect(releases[4].outcome == .interrupted)
    // The first fling collapses the bar fully at once and decelerates on.
    #expect(releases[1].outcome == .settled(frames: 0))
    #expect((releases[1].restFrames ?? 0) > 120)
    #expect(releases[4].restFrames == nil)
    #expect(releases[1].landingCollapse == 148)
  }

  @Test func settleTimeIsWhenTheBarLastCameWithinHalfAPixelOfAWholeState() throws {
    var trace = Self.defaultTrace
    let releases = ReleaseFeel.measure(trace)
    guard case .settled(let settle) = releases[0].outcome, let rest = releases[0].restFrames else {
      Issue.record("the first release did not come to rest")
      return
    }
    #expect(settle > 0 && settle <= rest)
    // The bar settles to 52. Within half a pixel (1/6 pt on this screen) one frame earlier: it
    // counts as settled one frame earlier, as the invariants count it whole.
    #expect(releases[0].landingCollapse == 52)
    trace.set(.collapse, frame: 73 + settle - 1, to: 52.15)
    #expect(ReleaseFeel.measure(trace)[0].outcome == .settled(frames: settle - 1))
    // A pixel away (1/3 pt) is not settled: one rule with `wholeStateAtRest`.
    trace.set(.collapse, frame: 73 + settle - 1, to: 52.3)
    #expect(ReleaseFeel.measure(trace)[0].outcome == .settled(frames: settle))
    // More than half a pixel away late in the motion: the settle starts again after it.
    trace.set(.collapse, frame: 73 + rest - 1, to: 52.2)
    #expect(ReleaseFeel.measure(trace)[0].outcome == .settled(frames: rest))
  }

  @Test func restBetweenWholeStatesIsCounted() throws {
    var trace = Self.defaultTrace
    let releases = ReleaseFeel.measure(trace)
    let rest = try #require(releases[0].restFrames)
    trace.set(.collapse, frame: 73 + rest, to: 70)
    #expect(ReleaseFeel.measure(trace)[0].outcome == .endedBetween)
    #expect(ReleaseFeel.measure(trace)[0].landingCollapse == 70)
    var report = FeelReport()
    report.add(trace)
    #expect(report.endedBetween == 1)
    #expect(report.firstBetween == FeelReport.Worst(scenario: "Inbox", frame: 73, frames: rest))
    #expect(
      report.lines().contains("    between  1 releases came to rest between whole states (more than ½ px from each)"))
  }

  @Test func aReleaseTheScriptInterruptsIsNotTimed() throws {
    let trace = try Simulator.run(
      Scenario(
        name: "interrupted", bar: DefaultBar.scenarioBar(title: "Inbox"),
        script: [.drag(by: 70, duration: 0.3), .release(velocity: 0), .drag(by: 10, duration: 0.1)]))
    let releases = ReleaseFeel.measure(trace)
    #expect(releases.count == 1)
    #expect(releases.first?.outcome == .interrupted)
  }

  @Test func withoutSnappingNoWholeStateIsPromised() throws {
    var bar = DefaultBar.scenarioBar(title: "Inbox")
    bar.snapping = false
    let trace = try Simulator.run(
      Scenario(name: "free", bar: bar, script: [.drag(by: 70, duration: 0.3), .release(velocity: 0), .wait(1)]))
    #expect(ReleaseFeel.measure(trace).map(\.outcome) == [.exempt])
  }

  @Test func percentilesAreNearestRankOverWholeFrames() {
    var distribution = FeelReport.Distribution()
    #expect(distribution.percentile(50) == nil)
    for frames in [30, 10, 20, 40, 1000, 10, 10, 20, 30, 10] { distribution.add(frames: frames) }
    #expect(distribution.count == 10)
    #expect(distribution.percentile(50) == 20)
    #expect(distribution.percentile(90) == 40)
    #expect(distribution.percentile(99) == 1000)
    #expect(distribution.percentile(100) == 1000)
    #expect(distribution.maximum == 1000)
    var merged = FeelReport.Distribution()
    merged.merge(distribution)
    merged.merge(distribution)
    #expect(merged.count == 20 && merged.percentile(50) == 20)
  }

  @Test func reportPrintsTheDistributionsInSeconds() {
    var report = FeelReport()
    report.add(Self.defaultTrace)
    #expect(report.releases == 5)
    #expect(report.slow.count == 2 && report.flings.count == 2 && report.interrupted == 1)
    let lines = report.lines()
    #expect(
      lines[0]
        == "  feel       5 releases: 2 slow (≤ 0.3 pt/ms) and 2 flings came to rest, 1 interrupted; 0 not measured (without snapping or with search active)"
    )
    #expect(lines[1].hasPrefix("    slow     to a whole state (±½ px): p50 "))
    #expect(lines[2].hasPrefix("      of which 1 let go between whole states: p50 "))
    #expect(lines[3].hasPrefix("      of which 2 with UIKit's bounce as modelled (the 0.4 s limit's): p50 "))
    #expect(lines[4].hasPrefix("    flings   to a whole state (±½ px): p50 0.000 s"))
  }

  @Test func slowReleasesUnderAnotherBounceAreCountedApartFromTheLimits() throws {
    // The same slow release let go far past the top of a container the bar observes only, once
    // under the model's bounce back and once under a slower spring: both are slow releases
    // that ride the bounce, only the first is held to the limit.
    func feel(_ uikit: UIKitAssumptions) throws -> FeelReport {
      var scenario = try Scenario(
        json:
          #"{"name": "pulled", "containers": [{"contentHeight": 4000, "observesOnly": true, "insetAdjustment": "automatic", "safeArea": {"top": 47, "bottom": 34}}]}"#
      )
      scenario.script = [.drag(by: -200, duration: 0.3), .release(velocity: 0), .wait(2)]
      scenario.uikit = uikit
      var report = FeelReport()
      report.add(try Simulator.run(scenario))
      return report
    }
    let model = try feel(UIKitAssumptions())
    #expect(model.slow.count == 1 && model.slowModelBounce.count == 1)
    #expect(model.worstSlowModelBounce == model.worstSlow)
    let slower = try feel(UIKitAssumptions(bounceDampingRatio: 0.8, bounceResponse: 0.73))
    #expect(slower.slow.count == 1 && slower.slowModelBounce.count == 0)
    #expect(slower.worstSlowModelBounce == nil)
    #expect((slower.slow.maximum ?? 0) > (model.slow.maximum ?? 0), "the slower spring takes longer")
    var both = model
    both.merge(slower)
    #expect(both.slow.count == 2 && both.slowModelBounce.count == 1)
    #expect(both.worstSlowModelBounce == model.worstSlowModelBounce)
  }

  @Test func campaignsAddUpTheirScenariosFeel() {
    let report = FuzzCampaign(seed: 2024, count: 10).run()
    var expected = FeelReport()
    for index in 0..<10 {
      expected.add(try! Simulator.run(ScenarioGenerator.scenario(seed: 2024, index: index)))
    }
    #expect(report.feel.releases == expected.releases)
    #expect(report.feel.slow == expected.slow && report.feel.flings == expected.flings)
  }

  @Test func aCampaignNamesItsSlowestReleaseByItsScenarioIndexSoItCanBeDumped() {
    // A planted feel: scenario 2 holds the slowest slow release (40 frames).
    let report = FuzzCampaign(seed: 9, count: 4).run { scenario in
      var feel = FeelReport()
      let frames = scenario.name == "fuzz-9-2" ? 40 : 10
      feel.add(
        ReleaseFeel(
          frame: 5, velocity: 0, kind: .slow, startedBetween: true, outcome: .settled(frames: frames),
          restFrames: frames, landingOffset: 0, landingCollapse: 0), scenario: scenario.name)
      return FuzzResult(frames: 1, events: 1, failure: nil, feel: feel)
    }
    #expect(report.feel.worstSlow == FeelReport.Worst(scenario: "fuzz-9-2", index: 2, frame: 5, frames: 40))
    #expect(
      report.feel.lines(seed: 9).contains(
        "    slowest  0.333 s: fuzz-9-2, the release in frame 5 (scenario 2: navbar-sim --fuzz-dump 2 --seed 9)"))
    // Outside a campaign the line names the scenario alone.
    #expect(report.feel.lines().contains("    slowest  0.333 s: fuzz-9-2, the release in frame 5"))
  }
}

@Suite struct ReleaseFeelScreenTests {
  /// A slow release between whole states on the default bar, with an app screen: none, one that
  /// collapses the bar from inside `scrollViewDidScroll`, one that sets the bar up again there.
  static func release(screen: [Scenario.Reaction]) throws -> ReleaseFeel {
    var scenario = try Scenario(
      json: #"""
        {"name": "slow release", "containers": [{"contentHeight": 4000}],
         "script": [{"drag": {"by": 30, "duration": 0.2}}, {"release": {"velocity": 0}}, {"wait": 1}]}
        """#)
    scenario.screen = screen
    let releases = ReleaseFeel.measure(try Simulator.run(scenario))
    return try #require(releases.first)
  }

  @Test func aSlowReleaseWithoutTheAppsCallsIsTimedToItsSettle() throws {
    let release = try Self.release(screen: [])
    #expect(release.kind == .slow)
    guard case .settled = release.outcome else {
      Issue.record("\(release.outcome)")
      return
    }
  }

  /// What the bar does after the app changes it (or sets it up again) is the app's doing, not
  /// the release's: the release counts as interrupted, not as a slow settle.
  @Test func aSlowReleaseTheAppsScreenInterruptsIsNotTimedAsTheBarsSettle() throws {
    for action in [Scenario.Reaction.Action.collapse(animated: true), .reattach] {
      let screen = [Scenario.Reaction(on: .didScroll, action: action, every: 28, times: 1)]
      let release = try Self.release(screen: screen)
      #expect(release.outcome == .interrupted, "\(action)")
    }
  }
}
