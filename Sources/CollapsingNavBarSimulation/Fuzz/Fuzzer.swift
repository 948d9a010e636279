import CollapsingNavBarCore

/// What playing one scenario under the fuzzer's checks found.
public struct FuzzResult: Hashable, Sendable {
  /// The frames checked.
  public var frames: Int
  /// The events the controller handled.
  public var events: Int
  /// The first property broken, if any.
  public var failure: FuzzFailure?
  /// How the scenario's releases came to rest (empty when the scenario failed).
  public var feel = FeelReport()
}

/// Plays scenarios and checks every ``FuzzProperty`` on them: the simulator's invariants on
/// every frame as it is produced, attach continuity and the restored insets at every tab
/// switch, and, once the scenario has come to rest, that playing it again gives the same
/// frames.
///
/// ```swift
/// let result = Fuzzer.check(ScenarioGenerator.scenario(seed: 1, index: 0))
/// if let failure = result.failure { print(failure) }
/// ```
public enum Fuzzer {
  /// Plays a scenario and checks every property, stopping at the first one broken.
  ///
  /// - Parameter scenario: The scenario.
  /// - Returns: The frames and events checked, and the first failure.
  public static func check(_ scenario: Scenario) -> FuzzResult {
    check(scenario, roundTrip: false)
  }

  /// Plays a scenario and checks every property, stopping at the first one broken.
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - roundTrip: Whether the bar's driver also records the session, and the recording, written
  ///     as JSON and read back, must replay to the same answers (``FuzzProperty/roundTrip``); the
  ///     replay of the scenario, which records nothing, then also shows that recording changes
  ///     nothing.
  /// - Returns: The frames and events checked, and the first failure.
  public static func check(_ scenario: Scenario, roundTrip: Bool) -> FuzzResult {
    var simulator: Simulator
    do {
      simulator = try Simulator(scenario: scenario, recording: roundTrip ? unboundedRecording : nil)
    } catch {
      return FuzzResult(
        frames: 0, events: 0, failure: FuzzFailure(property: .accepted, frame: nil, detail: error.description))
    }
    // (A generated scenario waives nothing; one from a file keeps its waivers.)
    var checker = InvariantChecker(waiving: Set(scenario.waivers.keys))
    var checked = 0
    func result(_ failure: FuzzFailure?) -> FuzzResult {
      FuzzResult(frames: checked, events: simulator.trace.log.count { $0.event != nil }, failure: failure)
    }
    func checkNewFrames(_ simulator: Simulator) -> FuzzFailure? {
      while checked <= simulator.frame {
        let frame = checked
        checked += 1
        if let violation = checker.check(simulator.trace, frame: frame) {
          return FuzzFailure(
            property: .invariant(violation.invariant), frame: violation.frame, detail: violation.detail)
        }
      }
      return nil
    }

    if let failure = checkNewFrames(simulator) { return result(failure) }
    // What each container had before the bar first took it over (a container starts with its
    // scroll indicator inset equal to its content inset).
    let originals = scenario.containers.map { (inset: $0.contentInsetTop, indicator: $0.contentInsetTop) }
    // The simulator's own loop, so that the replay below must match frame for frame.
    var switchFrom: (container: Int, targetScroll: Double)?
    var failure: FuzzFailure?
    do {
      try simulator.playScript { simulator, played in
        switchFrom = nil
        guard case .switchContainer(let target) = played.step, target != simulator.currentContainer else { return }
        let scrollView = simulator.scrollViews[target]
        switchFrom = (simulator.currentContainer, scrollView.contentOffsetY + scrollView.adjustedContentInsetTop)
      } didPlay: { simulator, played in
        failure = checkNewFrames(simulator)
        // (A switch after the app let go of the bar has no bar to check: its release gave the
        // container back through the same detach.)
        if failure == nil, simulator.trace.barReleasedFrame == nil, let played, let from = switchFrom,
          case .switchContainer(let target) = played.step
        {
          failure = checkSwitch(
            simulator, from: from.container, to: target, targetScroll: from.targetScroll, before: played.frameBefore,
            original: originals[from.container])
        }
        return failure == nil
      }
    } catch {
      return result(FuzzFailure(property: .accepted, frame: simulator.frame, detail: error.description))
    }
    if let failure { return result(failure) }

    do {
      let replay = try Simulator.run(scenario)
      if let failure = compare(simulator.trace, replay) { return result(failure) }
    } catch {
      return result(FuzzFailure(property: .replay, frame: nil, detail: "the replay was refused: \(error)"))
    }
    if roundTrip, let failure = checkRoundTrip(simulator) { return result(failure) }
    var passed = result(nil)
    passed.feel.add(simulator.trace)
    return passed
  }

  /// A recorder that keeps a whole scenario, names included.
  static let unboundedRecording = NavBarRecorder.Options(
    duration: Scenario.maximumDuration + Simulator.settleLimit + 1, byteLimit: 1 << 30, includesNames: true)

  /// The round trip of the simulator's recording: written as JSON, read back the same, replayed to
  /// the same answers.
  static func checkRoundTrip(_ simulator: Simulator) -> FuzzFailure? {
    guard let recording = simulator.recording else {
      return FuzzFailure(property: .roundTrip, frame: nil, detail: "nothing was recorded")
    }
    func frame(_ time: Double) -> Int { Int((time / Simulator.timeStep).rounded()) }
    let read: NavBarRecording
    do {
      read = try NavBarRecording(json: recording.json)
    } catch {
      return FuzzFailure(property: .roundTrip, frame: nil, detail: "its JSON was refused: \(error)")
    }
    guard read == recording else {
      let index =
        zip(read.entries, recording.entries).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(read.entries.count, recording.entries.count)
      return FuzzFailure(
        property: .roundTrip,
        frame: recording.entries.indices.contains(index) ? frame(recording.entries[index].time) : nil,
        detail:
          "its JSON reads back differently (\(read.entries.count) entries for \(recording.entries.count); first at entry \(index))"
      )
    }
    do {
      guard let first = try read.divergences().first else { return nil }
      let entry = read.entries[first.index]
      return FuzzFailure(
        property: .roundTrip, frame: frame(first.time),
        detail:
          "entry \(first.index) (\(entry.inputName)) replays to a different answer: \(first.fields.joined(separator: ", "))"
      )
    } catch {
      return FuzzFailure(property: .roundTrip, frame: nil, detail: "its start was refused: \(error)")
    }
  }

  /// How far a restored inset may be from the original: floating-point rounding, no more.
  static let restoreTolerance = 1e-9

  /// Checks a tab switch that just happened in the simulator's last frame.
  static func checkSwitch(
    _ simulator: Simulator, from: Int, to target: Int, targetScroll: Double, before: Int,
    original: (inset: Double, indicator: Double)
  ) -> FuzzFailure? {
    let trace = simulator.trace
    let frame = simulator.frame
    let pixel = trace.pixel(frame: frame)
    func text(_ value: Double) -> String { FixedDecimal.trimmed(value, decimals: 4) }

    let old = simulator.scrollViews[from]
    // The bar counts in adjusted insets and the applier writes them net of the system's share:
    // a restored inset may differ from the original by floating-point rounding, never more.
    // (The bar writes no inset to a container it observes only: its insets are its owner's.)
    let observed = simulator.scenario.containers[from].observesOnly
    // (Under `.never` a refresh control still refreshing holds its room in that inset, and takes
    // it off when it ends. The bar gives the room back when it booked it as the refresh's; where
    // the app re-attached the bar from inside the callbacks of the control's own write, which
    // came before its state changed (`refreshInsetOrder: insetFirst`), the bar cannot tell the
    // room from the list's own inset, and gives back what it found: a known limitation.)
    let room = old.refreshWritesContentInset && old.isRefreshing ? simulator.scenario.uikit.refreshControlHeight : 0
    let restoredInset = [original.inset + room, original.inset].contains {
      abs(old.contentInsetTop - $0) <= restoreTolerance
    }
    if !observed && !restoredInset
      || !observed && abs(old.scrollIndicatorInsetTop - original.indicator) > restoreTolerance
    {
      return FuzzFailure(
        property: .detachRestores, frame: frame,
        detail:
          "container \(from) was detached with insets \(text(old.contentInsetTop)) / \(text(old.scrollIndicatorInsetTop)) (content / indicator); before the bar took it over they were \(text(original.inset)) / \(text(original.indicator))\(room > 0 ? ", and the refreshing control's room of \(text(room)) pt is in the first" : "")"
      )
    }
    let scrolled = old.contentOffsetY + old.adjustedContentInsetTop
    // The simulator logs the collapse distance and the collapse at the detach (the container may
    // have moved back within its range just before it).
    // (The switch's own detach: the first in its frame; the app's screen may detach and attach
    // the bar again from inside the callbacks that follow.)
    let detach = trace.log.lazy.filter { $0.frame > before }.compactMap { entry -> (Double, Double)? in
      guard case .detach(let distance, let collapse) = entry.kind else { return nil }
      return (distance, collapse)
    }.first
    let distance = detach?.0 ?? trace.value(.collapseDistance, frame: before)
    // (Content pulled past its top at the detach, as when the app's screen ends a refresh from
    // inside the switch's callbacks, may also have sprung back to its top out of the window.)
    let backAtTop = distance < 0 && abs(scrolled) <= pixel / 2 + 1e-9
    // (Nor does the distance hold when the app moved the bar or the content from inside the
    // switch's callbacks, or set the bar up again on the list being left.)
    let frameLog = trace.log(frame: frame)
    let appMoved = trace.appChangedBar(frame: frame) || frameLog.count { $0.event == .detach } > 1
    // (Nor where UIKit's motion of the list runs on out of the window after the detach:
    // ``UIKitAssumptions/OffWindowMotion/runsOn``.)
    let moving: Set<ContainerPhase> = [.decelerating, .bouncing, .animating]
    let ranOn =
      simulator.scenario.uikit.offWindowMotion == .runsOn
      && ContainerPhase(rawValue: Int(trace.value(.phase, frame: before))).map(moving.contains) == true
    if abs(scrolled - distance) > pixel / 2 + 1e-9 && !backAtTop && !appMoved && !ranOn {
      return FuzzFailure(
        property: .detachRestores, frame: frame,
        detail:
          "container \(from) was scrolled \(text(distance)) pt from its top before the switch and \(text(scrolled)) pt after the detach"
      )
    }

    // (A list whose motion ran on out of the window may still move when the bar attaches, in
    // the same frame: the bar follows it from there, as it follows any fling.
    // ``UIKitAssumptions/OffWindowMotion/runsOn``.)
    // (Its motion may also end in that frame, after a last step the bar followed: seed 9332,
    // scenario 593574.)
    let endedInFrame = frameLog.contains { $0.event == .didEndDecelerating || $0.event == .scrollAnimationEnded }
    let targetMoves =
      simulator.scenario.uikit.offWindowMotion == .runsOn
      && (ContainerPhase(rawValue: Int(trace.value(.phase, frame: frame))).map(moving.contains) == true
        || endedInFrame)
    if targetMoves { return nil }
    // A stretch (negative collapse) belongs to the pull of the container left behind.
    let collapseBefore = max(detach?.1 ?? trace.value(.collapse, frame: before), 0)
    let collapseAfter = trace.value(.collapse, frame: frame)
    let searching = trace.value(.searchActive, frame: frame) != 0
    if abs(collapseAfter - collapseBefore) <= pixel / 2 + 1e-9 {
      // The bar kept its height: the content must meet it (no gap above the content's top).
      let distance = trace.value(.collapseDistance, frame: frame)
      if !searching && collapseAfter > pixel / 2 && distance < collapseAfter - pixel / 2 - 1e-9 {
        return FuzzFailure(
          property: .attachContinuity, frame: frame,
          detail:
            "the bar kept its collapse \(text(collapseAfter)) on the switch to container \(target) but the content's top is \(text(collapseAfter - distance)) pt below it"
        )
      }
    } else if !trace.appChangedBar(frame: frame)
      && (searching
        || !trace.log(frame: frame).contains {
          if case .command(.layoutAnimation) = $0.kind { return true } else { return false }
        })
    {
      // The bar changed: only content too short to meet it allows that, with the bar's own
      // animation (or at once with Reduce Motion, which the simulator does not model).
      return FuzzFailure(
        property: .attachContinuity, frame: frame,
        detail:
          "the bar's collapse went from \(text(collapseBefore)) to \(text(collapseAfter)) in one frame on the switch from container \(from) to container \(target), which is scrolled \(text(targetScroll)) pt\(searching ? " (search active)" : "")"
      )
    }
    return nil
  }

  /// The first difference between two plays of the same scenario.
  static func compare(_ first: SimulationTrace, _ second: SimulationTrace) -> FuzzFailure? {
    let columns = first.columnCount
    let count = min(first.values.count, second.values.count)
    for index in 0..<count where first.values[index].bitPattern != second.values[index].bitPattern {
      let frame = index / columns
      return FuzzFailure(
        property: .replay, frame: frame,
        detail:
          "\(first.columnName(index % columns)) was \(first.values[index]) and is \(second.values[index]) when the scenario is played again"
      )
    }
    if first.values.count != second.values.count {
      return FuzzFailure(
        property: .replay, frame: count / columns,
        detail: "the scenario ran \(first.frameCount) frames and \(second.frameCount) when played again")
    }
    if first.log != second.log {
      var index = 0
      while index < first.log.count && index < second.log.count && first.log[index] == second.log[index] { index += 1 }
      let a = index < first.log.count ? first.log[index].description : "nothing"
      let b = index < second.log.count ? second.log[index].description : "nothing"
      let frame = index < first.log.count ? first.log[index].frame : second.log[index].frame
      return FuzzFailure(
        property: .replay, frame: frame, detail: "log entry \(index) was \(a) and is \(b) when played again")
    }
    return nil
  }
}
