import Testing

@testable import CollapsingNavBarSimulation

@Suite struct InvariantCheckerTests {
  /// A short, valid trace: a drag that lets go halfway and snaps, then a rest.
  private func trace() throws -> SimulationTrace {
    try Simulator.run(
      Scenario(
        name: "check", bar: DefaultBar.scenarioBar(title: "Inbox"),
        script: [.wait(0.2), .drag(by: 70, duration: 0.3), .release(velocity: 0), .wait(3)]))
  }

  private func firstRest(after frame: Int, in trace: SimulationTrace) -> Int? {
    (frame..<trace.frameCount).first { trace.value(.rest, frame: $0) == 1 }
  }

  @Test func defaultScenarioKeepsEveryInvariant() throws {
    let report = InvariantChecker.check(try Simulator.run(DefaultScenario.scenario))
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
    #expect(report.framesChecked > 2000)
    #expect(report.restsChecked == 5)
  }

  @Test func brokenFramesAreCaughtAndNamed() throws {
    let valid = try trace()
    #expect(InvariantChecker.check(valid).passed)
    let release = try #require((0..<valid.frameCount).first { valid.value(.release, frame: $0) == 1 })
    let rest = try #require(firstRest(after: release, in: valid))
    let bar = valid.value(.barHeight, frame: 40)
    let cases: [(frame: Int, invariant: Invariant, breakIt: (inout SimulationTrace) -> Void)] = [
      (40, .finite, { $0.set(.contentOffsetY, frame: 40, to: .nan) }),
      (41, .finite, { $0.set(.alphaBlur, frame: 41, to: .infinity) }),
      (40, .barHeightInRange, { $0.set(.barHeight, frame: 40, to: 400) }),
      (40, .barHeightInRange, { $0.set(.barHeight, frame: 40, to: 100) }),
      (40, .panelsAddUp, { $0.setPanelHeight(2, frame: 40, to: 10) }),
      (40, .panelsAddUp, { $0.set(.barHeight, frame: 40, to: bar + 2) }),
      (40, .oneInsetWritePerEvent, { $0.set(.insetWritesPerEvent, frame: 40, to: 2) }),
      (40, .oneWritePerPropertyPerEvent, { $0.set(.writesPerPropertyPerEvent, frame: 40, to: 2) }),
      (40, .noFeedbackLoop, { $0.set(.eventOverflow, frame: 40, to: 1) }),
      (
        10, .contentVisibleAtTop,
        {
          $0.set(.adjustedInsetTop, frame: 10, to: 200)
          $0.set(.contentOffsetY, frame: 10, to: -200)
          // (No spacer before the rows: their top is the content's, 79 pt under the bar.)
          $0.set(.leadingSpacer, frame: 10, to: 0)
        }
      ),
      (10, .indicatorMatchesBarAtRest, { $0.set(.scrollIndicatorInsetTop, frame: 10, to: 278) }),
      (rest, .wholeStateAtRest, { $0.set(.collapse, frame: rest, to: 70) }),
      (10, .steadyAtRest, { $0.set(.alphaBlur, frame: 10, to: 0.5) }),
      (
        10, .barWithinPull,
        {
          $0.set(.barHeight, frame: 10, to: bar + 50)
          $0.set(.collapseDistance, frame: 10, to: -50)
        }
      ),
      (
        10, .insetCoversBarAfterWrite,
        {
          $0.set(.externalInsetWrite, frame: 10, to: 1)
          $0.set(.adjustedInsetTop, frame: 10, to: 0)
        }
      ),
      (
        10, .steadyContentAtRefreshEnd,
        {
          for frame in 0..<10 { $0.set(.refreshing, frame: frame, to: 1) }
          $0.set(.contentOffsetY, frame: 10, to: $0.value(.contentOffsetY, frame: 10) + 30)
        }
      ),
      (
        12, .contentStillUnderFinger,
        {
          for frame in 10...12 {
            $0.set(.phase, frame: frame, to: Double(ContainerPhase.touching.rawValue))
            $0.set(.rest, frame: frame, to: 0)
          }
          $0.set(.contentOffsetY, frame: 12, to: $0.value(.contentOffsetY, frame: 12) + 0.5)
        }
      ),
    ]
    for (frame, invariant, breakIt) in cases {
      var broken = valid
      breakIt(&broken)
      let report = InvariantChecker.check(broken)
      let first = try #require(report.firstViolation, "\(invariant) at frame \(frame) went unnoticed")
      #expect(first.frame == frame)
      #expect(first.invariant == invariant)
      #expect(first.description.hasPrefix("frame \(frame) (t = "))
    }
  }

  /// A bar resting between whole states, or stretched, breaks the whole-state rule after a
  /// release and the out-of-window rule alike (one rule serves both).
  @Test func aBarRestingBetweenWholeStatesOrStretchedBreaksBothRestRules() throws {
    let valid = try trace()
    let release = try #require((0..<valid.frameCount).first { valid.value(.release, frame: $0) == 1 })
    let rest = try #require(firstRest(after: release, in: valid))
    for collapse in [70.0, -5] {
      var afterRelease = valid
      afterRelease.set(.collapse, frame: rest, to: collapse)
      let first = try #require(InvariantChecker.check(afterRelease).firstViolation, "collapse \(collapse)")
      #expect(first.frame == rest)
      #expect(first.invariant == .wholeStateAtRest)

      var outOfWindow = valid
      outOfWindow.set(.inWindow, frame: 10, to: 0)
      outOfWindow.set(.collapse, frame: 10, to: collapse)
      let away = try #require(InvariantChecker.check(outOfWindow).firstViolation, "collapse \(collapse)")
      #expect(away.frame == 10)
      #expect(away.invariant == .restsOutOfWindow)
      #expect(away.detail.hasPrefix("out of its window the bar rests at collapse"))
    }
  }

  /// A refresh that ends as the content starts to slide (an animation that begins in that
  /// frame) is not a jump; the same move with the content at rest is.
  @Test func aSlideThatStartsWhenARefreshEndsIsNoJump() throws {
    var sliding = try trace()
    for frame in 0..<10 { sliding.set(.refreshing, frame: frame, to: 1) }
    sliding.set(.contentOffsetY, frame: 10, to: sliding.value(.contentOffsetY, frame: 10) + 2)
    var jumping = sliding
    sliding.set(.phase, frame: 10, to: Double(ContainerPhase.animating.rawValue))
    sliding.set(.rest, frame: 10, to: 0)
    #expect(InvariantChecker.check(sliding).violations.allSatisfy { $0.invariant != .steadyContentAtRefreshEnd })
    jumping.set(.phase, frame: 10, to: Double(ContainerPhase.idle.rawValue))
    #expect(InvariantChecker.check(jumping).firstViolation?.invariant == .steadyContentAtRefreshEnd)
  }

  @Test func valueThatFlipsBackAtRestIsNamedAsAFlip() throws {
    var broken = try trace()
    broken.set(.barHeight, frame: 11, to: broken.value(.barHeight, frame: 11) - 1)
    broken.setPanelHeight(0, frame: 11, to: broken.panelHeight(0, frame: 11) - 1)
    let report = InvariantChecker.check(broken)
    #expect(report.violationCount == 2)
    #expect(report.violations.map(\.frame) == [11, 12])
    #expect(report.violations[1].detail.contains("flips back"))
  }

  @Test func checkingFrameByFrameMatchesCheckingTheTrace() throws {
    var broken = try trace()
    broken.set(.contentOffsetY, frame: 33, to: .nan)
    var checker = InvariantChecker()
    let found = (0..<broken.frameCount).compactMap { checker.check(broken, frame: $0) }
    #expect(found == InvariantChecker.check(broken).violations)
    #expect(checker.restCount == 1)
  }

  @Test func wholeStatesAreNotRequiredWithoutSnapping() throws {
    var bar = DefaultBar.scenarioBar(title: "Inbox")
    bar.snapping = false
    let trace = try Simulator.run(
      Scenario(name: "free", bar: bar, script: [.drag(by: 70, duration: 0.3), .release(velocity: 0), .wait(1)]))
    #expect(trace.value(.collapse, frame: trace.frameCount - 1) == 70)
    #expect(InvariantChecker.check(trace).passed)
  }

  @Test func stretchRoundedUpOnAHalfPixelTieIsWithinTheTolerance() throws {
    // Found by the fuzzer: a stretch of 29.5 pt at scale 3 is 88.5 pixels and rounds to 89, so
    // the bar is exactly half a pixel taller than expanded plus the stretch.
    let scenario = try Scenario(
      json: """
        {"bar": {"panels": [{"kind": "top", "height": 290}, {"kind": "spacer", "height": 1},
                            {"kind": "largeTitle", "height": 44.5}, {"kind": "closable", "id": "c2", "height": 20},
                            {"kind": "closable", "id": "c0", "height": 40}, {"kind": "closable", "id": "c1", "height": 391.7},
                            {"kind": "pinned", "id": "p0", "height": 0.3}]},
         "containers": [{"contentHeight": 13}],
         "script": [{"drag": {"by": -165, "duration": 0.1}}, {"release": {"velocity": 0}},
                    {"collapse": {"animated": false}}, {"expand": {"animated": true}}, {"endRefreshing": {}}]}
        """)
    let report = InvariantChecker.check(try Simulator.run(scenario))
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
  }

  @Test func contentOnePixelUnderTheBarAtItsTopIsWithinTheTolerance() throws {
    // Found by the fuzzer: search shows a one-pixel search panel over content resting at its
    // top, and 47.333 − 0.333 came out a hair under 47 in floating point.
    let scenario = try Scenario(
      json: """
        {"device": {"largeTitleScale": 0.8},
         "bar": {"panels": [{"kind": "largeTitle", "height": 0.5}, {"kind": "search", "height": 0.3},
                            {"kind": "closable", "id": "c0", "height": 107}],
                 "insetStrategy": "followsBar"},
         "containers": [{"contentHeight": 1000, "insetAdjustment": "scrollableAxes",
                         "safeArea": {"top": 8.971579781464003, "bottom": 36.707853485699445}}],
         "script": [{"collapse": {"animated": false}}, {"search": "activate"},
                    {"drag": {"by": 0, "duration": 0.1}}, {"release": {"velocity": 0}}]}
        """)
    let report = InvariantChecker.check(try Simulator.run(scenario))
    #expect(report.passed, "\(report.firstViolation.map(String.init(describing:)) ?? "")")
  }

  /// A quick-return trace: the content is dragged to the end and pulled on past it, finger down.
  private func quickReturnTrace() throws -> SimulationTrace {
    var bar = DefaultBar.scenarioBar(title: "Inbox")
    bar.mode = .quickReturn
    return try Simulator.run(
      Scenario(
        name: "shy", bar: bar, containers: [Scenario.Container(contentHeight: 1400)],
        script: [.drag(by: 835, duration: 0.5), .drag(by: 200, duration: 0.5)]))
  }

  @Test func quickReturnTravelRulesCatchABarMovingOnItsOwn() throws {
    let valid = try quickReturnTrace()
    #expect(InvariantChecker.check(valid).passed)
    let end = valid.value(.contentHeight, frame: 0) - valid.value(.viewportHeight, frame: 0)
    let past = try #require((1..<valid.frameCount).first { valid.value(.contentOffsetY, frame: $0 - 1) > end + 1 })
    let inside = 5  // hiding, near the top: the bar may hide as far as the content scrolled, no further
    let scrolled = valid.value(.collapseDistance, frame: inside)
    #expect(scrolled > 20 && scrolled < 100)
    let cases: [(frame: Int, invariant: Invariant, breakIt: (inout SimulationTrace) -> Void)] = [
      (past, .bottomRubberBandKeepsBar, { $0.set(.collapse, frame: past, to: $0.value(.collapse, frame: past) - 5) }),
      (inside, .barNoFurtherThanContent, { $0.set(.collapse, frame: inside, to: scrolled + 2) }),
    ]
    for (frame, invariant, breakIt) in cases {
      var broken = valid
      breakIt(&broken)
      let first = try #require(InvariantChecker.check(broken).firstViolation, "\(invariant) went unnoticed")
      #expect(first.frame == frame)
      #expect(first.invariant == invariant)
    }
  }

  @Test func quickReturnTravelRulesDoNotApplyToABarThatCollapsesWithTheContent() throws {
    var trace = try trace()
    trace.set(.collapse, frame: 20, to: trace.value(.collapse, frame: 20) + 30)
    #expect(InvariantChecker.check(trace).violations.allSatisfy { $0.invariant != .barNoFurtherThanContent })
  }
}
