import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// A write of the offset the content already has (the UIKit bar's stop of moving content is
/// one): the KVO of `contentOffset` fires (material-components-ios pull request 4694), and
/// whether `scrollViewDidScroll(_:)` comes too is unknown, so the fuzzer plays each way.
@Suite struct SameOffsetWriteTests {
  /// A finger resting on the content during the bar's scroll to the top: the bar stops it.
  static func trace(_ mode: UIKitAssumptions.SameOffsetWrite) throws -> SimulationTrace {
    var scenario = try Scenario(
      json: """
        {"name": "a stop under a finger", "containers": [{"contentHeight": 4000, "initialScroll": 1500}],
         "screen": [{"on": "didScroll", "do": "read"}],
         "script": [{"tapStatusBar": {}}, {"wait": 0.15}, {"touch": {"duration": 0.2}}, {"wait": 0.5}]}
        """)
    scenario.uikit.sameOffsetWrite = mode
    return try Simulator.run(scenario)
  }

  /// How often the app's screen heard `scrollViewDidScroll(_:)`, and how many reports of its own
  /// writes the bar folded as echoes.
  static func counts(_ trace: SimulationTrace) -> (didScroll: Int, echoes: Double) {
    var didScroll = 0
    for entry in trace.log {
      if case .screen(_, .didScroll) = entry.kind { didScroll += 1 }
    }
    return (didScroll, trace.value(.foldedEchoes, frame: trace.frameCount - 1))
  }

  @Test func theModelFollowsTheEvidenceTheObserversHearTheWrite() {
    #expect(UIKitAssumptions.standard.sameOffsetWrite == .notifiesObservers)
  }

  @Test func onlyTheDelegatesModeCallsScrollViewDidScrollForAStop() throws {
    let silent = Self.counts(try Self.trace(.silent))
    let observers = Self.counts(try Self.trace(.notifiesObservers))
    let delegate = Self.counts(try Self.trace(.notifiesObserversAndDelegate))
    #expect(silent.didScroll == observers.didScroll)
    #expect(delegate.didScroll > observers.didScroll, "\(delegate.didScroll) > \(observers.didScroll)")
    // The KVO of the stop reaches the bar, which takes it for the echo of its own write.
    #expect(observers.echoes > silent.echoes, "\(observers.echoes) vs \(silent.echoes)")
  }

  @Test func theBarComesToTheSameRestWhateverTheWriteReports() throws {
    var rests: [[Double]] = []
    for mode in UIKitAssumptions.SameOffsetWrite.allCases {
      let trace = try Self.trace(mode)
      #expect(InvariantChecker.check(trace).passed, "\(mode)")
      let last = trace.frameCount - 1
      rests.append([trace.value(.contentOffsetY, frame: last), trace.value(.barHeight, frame: last)])
    }
    #expect(Set(rests).count == 1, "\(rests)")
  }

  @Test func theKeyReadsAndWritesBack() throws {
    let scenario = try Scenario(json: #"{"uikit": {"sameOffsetWrite": "silent"}}"#)
    #expect(scenario.uikit.sameOffsetWrite == .silent)
    #expect(try Scenario(json: scenario.json) == scenario)
    #expect(throws: ScenarioError.self) { try Scenario(json: #"{"uikit": {"sameOffsetWrite": "loud"}}"#) }
  }

  /// A stop that UIKit ignores (``UIKitAssumptions/SameOffsetWriteStop/ignored``).
  ///
  /// Found by the fuzzer on its first 500 scenarios (seed 9161, scenario 499, shrunk): a
  /// status-bar tap while the content decelerates. The bar's scroll to the top stops the
  /// content and plans from where it is; the deceleration runs on for a frame and the bar
  /// follows it (quick return). The plan's first write used to put the content back where it was
  /// at the tap: the bar moved a point, the content did not. The run now plays from where the
  /// content is at its first frame (``ScrollToTopRun``).
  @Test func aStopUIKitIgnoresDuringADecelerationLeavesTheBarWithTheContent() throws {
    let scenario = try Scenario(
      json: """
        {"name": "a stop UIKit ignores (fuzz seed 9161, 499)", "bar": {"panels": [{"kind": "closable", "id": "c0", "height": 1}], "mode": "quickReturn", "revealDistance": 0, "insetStrategy": "followsBar"},
         "containers": [{"contentHeight": 1000, "refreshControl": true, "initialScroll": 16}],
         "uikit": {"linearTailSpeed": 0.005, "animatedOffsetWhileDecelerating": "playsOver", "callbackOrder": "observersFirst", "dropsViewportEvents": true, "sameOffsetWriteStop": "ignored"},
         "script": [{"drag": {"by": 0, "duration": 1}}, {"release": {"velocity": -1}}, {"tapStatusBar": {}}]}
        """)
    let trace = try Simulator.run(scenario)
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
    // The deceleration did run on past the stop, before the run's first frame: the fault was
    // played, not skipped.
    let tap = try #require(trace.log.firstIndex { $0.event == .scrollToTopRequested })
    let firstFrame = try #require(trace.log[tap...].firstIndex { if case .frame = $0.event { true } else { false } })
    #expect(trace.log[tap..<firstFrame].contains { if case .offsetChanged = $0.event { true } else { false } })
    // And the run arrived at the top.
    let last = trace.frameCount - 1
    #expect(abs(trace.value(.contentOffsetY, frame: last) + 48) < 0.2)
    // The same session with a stop that works keeps every rule.
    var stopping = scenario
    stopping.uikit.sameOffsetWriteStop = .stops
    #expect(InvariantChecker.check(try Simulator.run(stopping)).passed)
  }

  /// The scroll to the top writes its first step at the tap; a refresh the app ends from inside
  /// that step's `scrollViewDidScroll` ends in the frame where the content starts to move, which
  /// `steadyContentAtRefreshEnd` allows, as for an animated slide that starts (fuzz seed 9186,
  /// scenario 1174, shrunk).
  @Test func aRefreshEndedInsideTheScrollToTopsFirstStepIsNoJump() throws {
    let scenario = try Scenario(
      json: """
        {"bar": {"panels": [{"kind": "largeTitle", "height": 0, "title": "t"}]},
         "containers": [{"contentHeight": 1, "insetAdjustment": "automatic", "observesOnly": true}],
         "uikit": {"refreshReturn": "jumps", "sameOffsetWrite": "notifiesObserversAndDelegate"},
         "screen": [{"on": "didScroll", "do": "endRefreshing", "times": 3}],
         "script": [{"beginRefreshing": {}}, {"tapStatusBar": {}}]}
        """)
    let trace = try Simulator.run(scenario)
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
    // The tap's frame moved the content (the first step) and ended the refresh.
    let tap = try #require(trace.log.first { $0.event == .scrollToTopRequested }?.frame)
    #expect(trace.value(.contentOffsetY, frame: tap) != trace.value(.contentOffsetY, frame: tap - 1))
    #expect(trace.value(.refreshing, frame: tap) == 0 && trace.value(.refreshing, frame: tap - 1) != 0)
  }

  /// The first step of a scroll to the top moved the content, then the app ended the refresh and
  /// expanded the bar from inside that step's `scrollViewDidScroll`: the expand took over (the
  /// content rests), and the step is no jump of the refresh's end, which is measured from where
  /// the content was when the app ended it (fuzz seed 9195, scenario 80,788).
  @Test func aStepTheBarTookBeforeTheAppEndedTheRefreshIsNoJumpOfItsEnd() throws {
    let scenario = try Scenario(
      json: """
        {"bar": {"panels": [{"kind": "top", "height": 0, "title": "t"}]},
         "containers": [{"contentHeight": 1000, "initialScroll": 5}],
         "screen": [{"on": "didScroll", "do": "endRefreshing", "times": 3},
                    {"on": "didScroll", "do": "expand", "every": 2, "times": 1, "animated": true},
                    {"on": "didScroll", "do": "collapse", "times": 40, "animated": true},
                    {"on": "didScroll", "do": "expand", "times": 40, "animated": true}],
         "script": [{"beginRefreshing": {}}, {"tapStatusBar": {}}]}
        """)
    let trace = try Simulator.run(scenario)
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
    let tap = try #require(trace.log.first { $0.event == .scrollToTopRequested }?.frame)
    #expect(trace.value(.contentOffsetY, frame: tap) < trace.value(.contentOffsetY, frame: tap - 1))
    #expect(trace.value(.refreshing, frame: tap) == 0 && trace.value(.refreshing, frame: tap - 1) != 0)
  }

  /// A scroll view that leaves its window stops whatever UIKit still moves there, whether or not
  /// the bar's own stop took: with the stop ignored, a deceleration ran on off screen, where no
  /// frame tick comes to settle the bar (fuzz seed 9181, scenario 232, shrunk).
  @Test func aDecelerationAStopUIKitIgnoredStillEndsWhenTheScreenLeavesTheWindow() throws {
    let scenario = try Scenario(
      json: """
        {"bar": {"panels": [{"kind": "top", "height": 0, "title": "t"}]},
         "containers": [{"contentHeight": 1000}],
         "uikit": {"callbackOrder": "observersFirst", "sameOffsetWriteStop": "ignored"},
         "screen": [{"on": "willEndDragging", "do": "expand", "every": 3, "times": 3, "animated": true},
                    {"on": "didScroll", "do": "expand", "every": 60, "times": 2, "animated": false},
                    {"on": "didScroll", "do": "read", "every": 3}],
         "script": [{"drag": {"by": 0, "duration": 0.1}}, {"release": {"velocity": 1}}, {"leaveWindow": {}}]}
        """)
    let trace = try Simulator.run(scenario)
    let report = InvariantChecker.check(trace)
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
    let last = trace.frameCount - 1
    #expect(trace.value(.inWindow, frame: last) == 0)
    #expect(trace.phase(frame: last) == .idle)
  }

  /// A rotation while the bar scrolls to the top moves the top: the run plans again and waits
  /// for the next frame to write, as the rotation's event wrote already (fuzz seed 9184,
  /// scenario 550, shrunk: the re-plan's first step written at once made that event write the
  /// indicator inset twice).
  @Test func aRunPlannedAgainForATopThatMovedWritesAtTheNextFrame() throws {
    let scenario = try Scenario(
      json: """
        {"device": {"width": 390, "height": 390},
         "bar": {"panels": [{"kind": "spacer", "height": 0}]},
         "containers": [{"contentHeight": 390, "kind": "collection"}],
         "screen": [{"on": "didScroll", "do": "read", "every": 7},
                    {"on": "didScroll", "do": "collapse", "every": 3, "times": 2, "animated": false}],
         "script": [{"drag": {"by": -1, "duration": 0.1}}, {"release": {"velocity": 0}}, {"tapStatusBar": {}},
                    {"resize": {"width": 390, "height": 430, "safeAreaTop": 0}}]}
        """)
    let report = InvariantChecker.check(try Simulator.run(scenario))
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
  }
}
