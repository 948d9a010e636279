import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// UIKit's behaviours the model assumed without evidence, each now a scenario parameter
/// (``UIKitAssumptions``) the fuzzer varies: what each value makes the simulated scroll view do.
@Suite struct UIKitModelRoundTwoTests {
  /// Hears every callback, in order.
  typealias Recorder = LiveScrollViewCallbackOrderTests.Recorder

  private func container(_ uikit: UIKitAssumptions = .standard) -> SimulatedScrollView {
    SimulatedScrollViewUIKitModelTests.container(uikit)
  }

  private func live(_ uikit: UIKitAssumptions) -> (LiveScrollView, Recorder) {
    let view = LiveScrollView(container(uikit))
    let recorder = Recorder()
    view.delegate = recorder
    view.observer = recorder
    return (view, recorder)
  }

  // MARK: - The pan

  @Test func dragAnchor_currentKeepsAWriteUnderTheFingerGestureStartUndoesIt() {
    for anchor in UIKitAssumptions.DragAnchor.allCases {
      var view = container(UIKitAssumptions(dragAnchor: anchor))
      view.beginDragging()
      view.dragFinger(by: 10)
      view.setOffset(500)
      view.dragFinger(by: 10)
      switch anchor {
      case .current: #expect(view.contentOffsetY == 510)
      case .gestureStart: #expect(view.contentOffsetY == 320)
      }
    }
  }

  @Test func dragAnchor_gestureStartMovesContentHeldPastTheTopWhenTheInsetChanges() {
    var current = container(UIKitAssumptions(dragAnchor: .current))
    var start = container(UIKitAssumptions(dragAnchor: .gestureStart))
    var held = 0.0
    for index in [0, 1] {
      var view = index == 0 ? current : start
      view.contentOffsetY = -100
      view.beginDragging()
      view.dragFinger(by: -100)
      held = view.contentOffsetY
      view.contentInsetTop = 150
      view.dragFinger(by: -1)
      if index == 0 { current = view } else { start = view }
    }
    // Re-anchored, the content moves on by the rubber band of one point; from the gesture's
    // start, the new top re-bands the whole pull: the content jumps.
    #expect(abs(current.contentOffsetY - held) < 1)
    #expect(abs(start.contentOffsetY - held) > 10)
  }

  /// A finger touches before it pans: a drag that begins on decelerating content stops it and,
  /// on iOS 13 and later, `scrollViewDidEndDecelerating` comes at once (Stack Overflow question
  /// 993280), before `scrollViewWillBeginDragging`. (The model ended the motion silently.)
  @Test func aDragThatBeginsOnDeceleratingContentReportsTheDecelerationsEndFirst() throws {
    let scenario = try Scenario(
      json: """
        {"script": [{"drag": {"by": 200, "duration": 0.2}}, {"release": {"velocity": 3}}, {"wait": 0.1},
                    {"drag": {"by": 20, "duration": 0.1}}, {"release": {"velocity": 0}}]}
        """)
    let trace = try Simulator.run(scenario)
    let events = trace.log.compactMap(\.event)
    let release = try #require(events.firstIndex { if case .didEndDragging(true) = $0 { true } else { false } })
    let secondDrag = try #require(events[(release + 1)...].firstIndex(of: .dragBegan))
    let end = try #require(events[(release + 1)...].firstIndex(of: .didEndDecelerating))
    #expect(end < secondDrag)
    #expect(InvariantChecker.check(trace).passed)
  }

  // MARK: - Interruptions of UIKit's animated move

  @Test func interruptedAnimationEnds_eachInterruptionReportsAnEndOnlyWhenListed() {
    typealias Interruption = UIKitAssumptions.AnimationInterruption
    func ends(_ interruption: Interruption, listed: Set<Interruption>) -> Int {
      let (view, recorder) = live(UIKitAssumptions(interruptedAnimationEnds: listed))
      view.change { $0.animateOffsetLikeUIKit(to: 900) }
      view.change { _ = $0.step(1.0 / 120) }
      switch interruption {
      case .plainWrite: view.change(offsetWrite: true) { $0.setOffset(600) }
      case .animatedWrite: view.change { $0.animateOffsetLikeUIKit(to: 200) }
      case .touch: view.change { _ = $0.touchDown() }
      }
      return recorder.heard.filter { $0 == "didEndScrollingAnimation" }.count
    }
    // (A drag that begins on the move touches it first.)
    for listed in [Set<Interruption>(), [.touch]] {
      let (view, recorder) = live(UIKitAssumptions(interruptedAnimationEnds: listed))
      view.change { $0.animateOffsetLikeUIKit(to: 900) }
      view.change { _ = $0.step(1.0 / 120) }
      view.change { $0.beginDragging() }
      #expect(recorder.heard.filter { $0 == "didEndScrollingAnimation" }.count == listed.count)
    }
    for interruption in Interruption.allCases {
      #expect(ends(interruption, listed: []) == 0, "\(interruption)")
      #expect(ends(interruption, listed: [interruption]) == 1, "\(interruption)")
      #expect(ends(interruption, listed: Set(Interruption.allCases).subtracting([interruption])) == 0)
    }
  }

  @Test func interruptedAnimationEnds_theBarsOwnSettleIsNotUIKitsAnimation() {
    let (view, recorder) = live(
      UIKitAssumptions(interruptedAnimationEnds: Set(UIKitAssumptions.AnimationInterruption.allCases)))
    view.change { $0.setContentOffsetY(900, animation: .timed(duration: 0.3, curve: .easeInOut)) }
    view.change { _ = $0.step(1.0 / 120) }
    view.change(offsetWrite: true) { $0.setOffset(600) }
    #expect(!recorder.heard.contains("didEndScrollingAnimation"))
  }

  @Test func animatedMoveToCurrentOffset_reportsEndAfterItsDurationOrNothing() {
    for choice in UIKitAssumptions.AnimatedMoveToCurrentOffset.allCases {
      var view = container(UIKitAssumptions(animatedMoveToCurrentOffset: choice))
      view.animateOffsetLikeUIKit(to: 300)
      var ends: [SimulatedScrollView.StepEnd] = []
      for _ in 0..<120 { if let end = view.step(1.0 / 120) { ends.append(end) } }
      #expect(view.contentOffsetY == 300)
      #expect(ends == (choice == .reportsEnd ? [.animation] : []), "\(choice)")
    }
  }

  /// Apple documents `setContentOffset(_:animated: true)` as moving "at a constant velocity":
  /// the model's default curve is linear (it eased in and out).
  @Test func animatedOffsetCurve_theDefaultMovesAtAConstantVelocity() {
    #expect(UIKitAssumptions.standard.animatedOffsetCurve == .linear)
    var view = container()
    view.animateOffsetLikeUIKit(to: 900)
    var steps: [Double] = []
    var last = view.contentOffsetY
    for _ in 0..<10 {
      _ = view.step(1.0 / 120)
      steps.append(view.contentOffsetY - last)
      last = view.contentOffsetY
    }
    // 600 pt over 0.3 s: 16.67 pt every frame, from the first.
    #expect(steps.allSatisfy { abs($0 - 600.0 / 36) < 1e-6 })
  }

  // MARK: - Landing

  @Test func redirectedLanding_linearTailSlidesAtAnySpeed() {
    for landing in UIKitAssumptions.RedirectedLanding.allCases {
      var view = container(UIKitAssumptions(redirectedLanding: landing))
      view.beginDragging()
      // A fast fling (1 pt/ms rests about 500 pt on) redirected further on.
      _ = view.release(velocity: 1, adjustedTarget: 1100)
      switch (landing, view.motion) {
      case (.exponential, .decelerating?), (.linearTail, .slidingLinearly?): break
      default: Issue.record("\(landing): \(String(describing: view.motion))")
      }
      var last = view.contentOffsetY
      for _ in 0..<(120 * 60) where view.motion != nil {
        _ = view.step(1.0 / 120)
        last = view.contentOffsetY
      }
      #expect(last == 1100, "\(landing)")
    }
  }

  // MARK: - Safe area and callbacks

  @Test func safeAreaShiftWhileMoving_alwaysShiftsADecelerationAndWhereItRests() {
    func rest(_ choice: UIKitAssumptions.SafeAreaShiftWhileMoving) -> (shifted: Double, rest: Double) {
      var view = SimulatedScrollView(
        contentHeight: 4000, viewportHeight: 800, scale: 3, insetAdjustment: .automatic, safeAreaTop: 47)
      view.uikit = UIKitAssumptions(safeAreaShiftWhileMoving: choice)
      view.contentOffsetY = 300
      view.beginDragging()
      _ = view.release(velocity: 1, adjustedTarget: nil)
      _ = view.step(1.0 / 120)
      let before = view.contentOffsetY
      view.changeSafeArea(top: 20, bottom: nil)
      let shifted = view.contentOffsetY - before
      while view.motion != nil { _ = view.step(1.0 / 120) }
      return (shifted, view.contentOffsetY)
    }
    let kept = rest(.restAndFinger)
    let moved = rest(.always)
    #expect(kept.shifted == 0)
    #expect(moved.shifted == 27)
    #expect(abs(moved.rest - kept.rest - 27) < 1e-6)
  }

  @Test func adjustedInsetCallbackOrder_beforeOffsetCallsTheDelegateFirst() {
    for order in UIKitAssumptions.AdjustedInsetCallbackOrder.allCases {
      var model = SimulatedScrollView(
        contentHeight: 4000, viewportHeight: 800, scale: 3, insetAdjustment: .automatic, safeAreaTop: 47)
      model.uikit = UIKitAssumptions(adjustedInsetCallbackOrder: order)
      let view = LiveScrollView(model)
      let recorder = Recorder()
      view.delegate = recorder
      view.observer = recorder
      view.change { $0.changeSafeArea(top: 20, bottom: nil) }
      let expected =
        order == .afterOffset
        ? ["didScroll", "bounds", "contentOffset", "adjusted"] : ["adjusted", "didScroll", "bounds", "contentOffset"]
      #expect(recorder.heard == expected, "\(order)")
    }
  }

  @Test func kvoOrder_contentOffsetFirstSwapsTheTwoObservations() {
    for order in UIKitAssumptions.KVOOrder.allCases {
      let (view, recorder) = live(UIKitAssumptions(kvoOrder: order))
      view.change { $0.setOffset(40) }
      let expected =
        order == .boundsFirst ? ["didScroll", "bounds", "contentOffset"] : ["didScroll", "contentOffset", "bounds"]
      #expect(recorder.heard == expected, "\(order)")
    }
  }

  @Test func insetWriteCallbackOrder_observersFirstHearsTheKVOBeforeTheDelegate() {
    for order in UIKitAssumptions.InsetWriteCallbackOrder.allCases {
      let (view, recorder) = live(UIKitAssumptions(insetWriteCallbackOrder: order))
      view.change(insetWrite: true) { $0.setContentInsetTop(140) }
      let expected = order == .delegateFirst ? ["adjusted", "contentInset"] : ["contentInset", "adjusted"]
      #expect(recorder.heard == expected, "\(order)")
    }
  }

  // MARK: - Refresh control and rubber band

  @Test func refreshTriggerDistance_decidesHowDeepAPullFires() {
    for (distance, fires) in [(60.0, true), (100.0, false)] {
      var view = container(UIKitAssumptions(refreshTriggerDistance: distance))
      view.contentOffsetY = view.minimumOffset - 80
      #expect(view.refreshFiresNow == fires, "\(distance)")
    }
  }

  @Test func refreshReturnDuration_decidesHowLongTheSlideBackTakes() {
    func frames(_ duration: Double) -> Int {
      var view = SimulatedScrollView(
        contentHeight: 2000, viewportHeight: 800, scale: 3, insetAdjustment: .automatic, safeAreaTop: 47)
      view.uikit = UIKitAssumptions(refreshReturnDuration: duration)
      _ = view.beginRefreshing()
      view.contentOffsetY = view.minimumOffset
      _ = view.endRefreshing()
      var count = 0
      while view.motion != nil && count < 1000 {
        _ = view.step(1.0 / 120)
        count += 1
      }
      return count
    }
    #expect(frames(0.3) == 36)
    #expect(frames(0.8) == 96)
  }

  @Test func refreshReturnCurve_linearSlidesAtAConstantSpeed() {
    func firstStep(_ curve: UIKitAssumptions.OffsetCurve) -> Double {
      var view = SimulatedScrollView(
        contentHeight: 2000, viewportHeight: 800, scale: 3, insetAdjustment: .automatic, safeAreaTop: 47)
      view.uikit = UIKitAssumptions(refreshReturnCurve: curve)
      _ = view.beginRefreshing()
      view.contentOffsetY = view.minimumOffset
      let start = view.contentOffsetY
      _ = view.endRefreshing()
      _ = view.step(1.0 / 120)
      return view.contentOffsetY - start
    }
    // 60 pt over 0.3 s: linear moves 60/36 pt in the first frame, an ease in far less.
    #expect(abs(firstStep(.linear) - 60.0 / 36) < 1e-9)
    #expect(firstStep(.easeInOut) < 0.5)
  }

  @Test func refreshControlHeight_isTheRoomAndTheNeverWrite() {
    for height in [44.0, 100.0] {
      var automatic = SimulatedScrollView(
        contentHeight: 2000, viewportHeight: 800, scale: 3, insetAdjustment: .automatic, safeAreaTop: 47)
      automatic.uikit = UIKitAssumptions(refreshControlHeight: height)
      _ = automatic.beginRefreshing()
      #expect(automatic.adjustedContentInsetTop == 47 + height)
      var never = SimulatedScrollView(
        contentHeight: 2000, viewportHeight: 800, scale: 3, insetAdjustment: .never, safeAreaTop: 47)
      never.uikit = UIKitAssumptions(refreshControlHeight: height)
      _ = never.beginRefreshing()
      #expect(never.contentInsetTop == height)
      _ = never.endRefreshing()
      #expect(never.contentInsetTop == 0)
    }
  }

  @Test func rubberBandCoefficient_aStifferBandShowsLessOfTheSamePull() {
    var soft = container(UIKitAssumptions(rubberBandCoefficient: 0.8))
    var stiff = container(UIKitAssumptions(rubberBandCoefficient: 0.3))
    for index in [0, 1] {
      var view = index == 0 ? soft : stiff
      view.contentOffsetY = view.minimumOffset
      view.beginDragging()
      view.dragFinger(by: -200)
      if index == 0 { soft = view } else { stiff = view }
    }
    #expect(soft.pullDistance > stiff.pullDistance + 20)
  }

  // MARK: - The content view

  @Test func contentViewOfViewController_aSubviewPlaysScrollableAxesUnderAutomatic() {
    for isContentView in [true, false] {
      var view = SimulatedScrollView(
        contentHeight: 100, viewportHeight: 800, scale: 3, insetAdjustment: .automatic, safeAreaTop: 47)
      view.isContentViewOfViewController = isContentView
      #expect(view.adjustedContentInsetTop == (isContentView ? 47 : 0), "\(isContentView)")
      view.alwaysBounceVertical = true
      #expect(view.adjustedContentInsetTop == 47, "\(isContentView)")
    }
  }

  // MARK: - The scenario's keys

  @Test func theNewKeysReadAndWriteBack() throws {
    let scenario = try Scenario(
      json: """
        {"uikit": {"dragAnchor": "gestureStart", "interruptedAnimationEnds": ["touch", "plainWrite"],
                   "redirectedLanding": "linearTail", "safeAreaShiftWhileMoving": "always",
                   "adjustedInsetCallbackOrder": "beforeOffset", "kvoOrder": "contentOffsetFirst",
                   "animatedMoveToCurrentOffset": "reportsEnd", "refreshTriggerDistance": 90,
                   "insetWriteCallbackOrder": "observersFirst", "refreshReturnDuration": 0.5,
                   "refreshReturnCurve": "linear", "refreshControlHeight": 44,
                   "rubberBandCoefficient": 0.4},
         "containers": [{"contentViewOfViewController": false}]}
        """)
    #expect(scenario.uikit.interruptedAnimationEnds == [.touch, .plainWrite])
    #expect(scenario.uikit.refreshTriggerDistance == 90)
    #expect(scenario.containers[0].contentViewOfViewController == false)
    #expect(try Scenario(json: scenario.json) == scenario)
    #expect(scenario.json.contains(#""interruptedAnimationEnds": ["plainWrite", "touch"]"#))
  }

  @Test func aBadValueNamesItsPath() {
    func problem(_ uikit: String) -> String? {
      do {
        _ = try Scenario(json: #"{"uikit": "# + uikit + "}")
        return nil
      } catch {
        return error.path + ": " + error.problem
      }
    }
    #expect(
      problem(#"{"interruptedAnimationEnds": ["touch", "touch"]}"#)?.hasPrefix("uikit.interruptedAnimationEnds[1]")
        == true)
    #expect(problem(#"{"interruptedAnimationEnds": ["tuch"]}"#)?.contains("did you mean 'touch'") == true)
    #expect(problem(#"{"refreshTriggerDistance": 500}"#)?.hasPrefix("uikit.refreshTriggerDistance") == true)
    #expect(problem(#"{"rubberBandCoefficient": 0}"#)?.hasPrefix("uikit.rubberBandCoefficient") == true)
    #expect(problem(#"{"kvoOrder": "sideways"}"#)?.hasPrefix("uikit.kvoOrder") == true)
    #expect(problem(#"{"refreshReturnDuration": -1}"#)?.hasPrefix("uikit.refreshReturnDuration") == true)
    // The control fires once its room is pulled into view: the key that left its default is named.
    #expect(problem(#"{"refreshControlHeight": 80}"#)?.hasPrefix("uikit.refreshControlHeight: 80 pt is more") == true)
    #expect(
      problem(#"{"refreshControlHeight": 44, "refreshTriggerDistance": 40}"#)?
        .hasPrefix("uikit.refreshTriggerDistance: 40 pt is less") == true)
    #expect(problem(#"{"refreshControlHeight": 80, "refreshTriggerDistance": 80}"#) == nil)
  }

  /// The fuzzer varies every new parameter: a few hundred scenarios hold each value.
  @Test func theFuzzerGeneratesEveryValue() {
    var seen = Set<String>()
    for index in 0..<400 {
      let scenario = ScenarioGenerator.scenario(seed: 77, index: index)
      let uikit = scenario.uikit
      seen.insert("dragAnchor.\(uikit.dragAnchor)")
      for interruption in uikit.interruptedAnimationEnds { seen.insert("interrupt.\(interruption)") }
      seen.insert("landing.\(uikit.redirectedLanding)")
      seen.insert("shift.\(uikit.safeAreaShiftWhileMoving)")
      seen.insert("adjusted.\(uikit.adjustedInsetCallbackOrder)")
      seen.insert("kvo.\(uikit.kvoOrder)")
      seen.insert("inPlace.\(uikit.animatedMoveToCurrentOffset)")
      seen.insert("stop.\(uikit.sameOffsetWriteStop)")
      if uikit.refreshTriggerDistance != 60 { seen.insert("trigger") }
      if uikit.refreshReturnDuration != 0.3 { seen.insert("slide") }
      if uikit.refreshReturnCurve == .linear { seen.insert("slideCurve") }
      if uikit.refreshControlHeight != 60 { seen.insert("room") }
      seen.insert("insetKVO.\(uikit.insetWriteCallbackOrder)")
      if uikit.rubberBandCoefficient != RubberBand.defaultCoefficient { seen.insert("band") }
      if scenario.containers.contains(where: { !$0.contentViewOfViewController }) { seen.insert("subview") }
    }
    let expected: Set<String> = [
      "dragAnchor.current", "dragAnchor.gestureStart", "interrupt.plainWrite", "interrupt.animatedWrite",
      "interrupt.touch", "landing.exponential", "landing.linearTail", "shift.restAndFinger", "shift.always",
      "adjusted.afterOffset", "adjusted.beforeOffset", "kvo.boundsFirst", "kvo.contentOffsetFirst",
      "inPlace.nothing", "inPlace.reportsEnd", "stop.stops", "stop.ignored", "trigger", "band", "subview", "slide",
      "slideCurve", "room",
      "insetKVO.delegateFirst", "insetKVO.observersFirst",
    ]
    #expect(expected.subtracting(seen).isEmpty, "never generated: \(expected.subtracting(seen).sorted())")
  }
}
