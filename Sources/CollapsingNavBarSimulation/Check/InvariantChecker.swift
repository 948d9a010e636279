import CollapsingNavBarCore

/// Checks the ``Invariant``s frame by frame.
///
/// Check a finished trace with ``check(_:)``, or feed frames one at a time with
/// ``check(_:frame:)`` while a ``Simulator`` runs (a fuzzer can stop at the first violation).
/// The checker remembers what it needs between frames (an outstanding release, the previous
/// frame), so frames must be fed in order.
///
/// ```swift
/// let scenario = try Scenario(json: #"{"script": [{"drag": {"by": 200, "duration": 0.3}}]}"#)
/// let report = InvariantChecker.check(try Simulator.run(scenario))
/// if let violation = report.firstViolation { print(violation) }
/// ```
public struct InvariantChecker: Sendable {
  /// The most violations a report keeps (it still counts them all).
  public static let reportLimit = 20

  private var awaitingRest = false
  /// Whether the finger resting on the content stopped it (it went down on moving content).
  private var touchStoppedMotion = false
  private var restsChecked = 0
  private var lastFrame = -1
  private var travel = QuickReturnTravelCheck()
  /// Frames left in which the inset must cover the bar after another component's write.
  private var framesAfterWrite = 0
  /// The rules a scenario waives (``Scenario/waivers``): their breaks are counted, not reported.
  private let waived: Set<Invariant>
  /// How many frames broke each waived rule so far.
  public private(set) var waivedFrames: [Invariant: Int] = [:]
  /// The waived rules the frame checked last broke (the page marks those frames).
  public private(set) var waivedInLastFrame: Set<Invariant> = []

  /// Creates a checker that has seen no frame yet.
  ///
  /// - Parameter waived: Rules whose breaks are counted in ``waivedFrames`` instead of reported.
  public init(waiving waived: Set<Invariant> = []) {
    self.waived = waived
  }

  /// How many rests after a release were checked so far.
  public var restCount: Int { restsChecked }

  /// Checks every frame of a trace.
  ///
  /// - Parameter trace: The trace.
  /// - Returns: The report, with the first violations in frame order.
  public static func check(_ trace: SimulationTrace) -> InvariantReport {
    // (The scenario's own waivers: a generated one has none.)
    var checker = InvariantChecker(waiving: Set(trace.scenario.waivers.keys))
    var violations: [InvariantViolation] = []
    var count = 0
    for frame in 0..<trace.frameCount {
      if let violation = checker.check(trace, frame: frame) {
        count += 1
        if violations.count < reportLimit { violations.append(violation) }
      }
    }
    return InvariantReport(
      framesChecked: trace.frameCount, restsChecked: checker.restsChecked, violationCount: count,
      violations: violations,
      waivedFrames: checker.waivedFrames)
  }

  /// Checks one frame, after the frames before it.
  ///
  /// - Parameters:
  ///   - trace: The trace holding the frame (and the ones before it).
  ///   - frame: The frame to check.
  /// - Returns: The first rule the frame breaks, if any.
  public mutating func check(_ trace: SimulationTrace, frame: Int) -> InvariantViolation? {
    let previous = lastFrame == frame - 1 && frame > 0 ? frame - 1 : nil
    lastFrame = frame
    let time = trace.value(.time, frame: frame)
    // (A waived rule's break is counted, and the frame's other rules are still checked.)
    var waivedNow: Set<Invariant> = []
    defer {
      for invariant in waivedNow { waivedFrames[invariant, default: 0] += 1 }
      waivedInLastFrame = waivedNow
    }
    func violation(_ invariant: Invariant, _ detail: String) -> InvariantViolation? {
      if waived.contains(invariant) {
        waivedNow.insert(invariant)
        return nil
      }
      return InvariantViolation(frame: frame, time: time.isFinite ? time : 0, invariant: invariant, detail: detail)
    }
    func text(_ value: Double) -> String { FixedDecimal.trimmed(value, decimals: 3) }

    // Finite numbers first: every other rule does arithmetic on them.
    for column in 0..<trace.columnCount {
      let value = trace.value(column: column, frame: frame)
      if !value.isFinite {
        if let found = violation(.finite, "\(trace.columnName(column)) is \(text(value))") { return found }
      }
    }
    // The app let go of the bar: what is left to check is that it let go of everything.
    if let released = trace.barReleasedFrame, frame >= released {
      return trace.bookkeepingFaults[frame].flatMap { violation(.barBookkeeping, $0) }
    }
    // Read every frame, so that the count of the bar's travel never misses an event.
    let travelViolation = travel.check(trace, frame: frame, previous: previous)

    let pixel = trace.pixel(frame: frame)
    let bar = trace.value(.barHeight, frame: frame)
    let collapsed = trace.value(.collapsedHeight, frame: frame)
    let expanded = trace.value(.expandedHeight, frame: frame)
    let distance = trace.value(.collapseDistance, frame: frame)
    let stretch = max(0, -distance)
    if bar < collapsed - pixel / 2 - 1e-9 || bar > expanded + stretch + pixel / 2 + 1e-9 {
      if let found = violation(
        .barHeightInRange,
        "bar height \(text(bar)) is outside \(text(collapsed))…\(text(expanded + stretch)) (collapsed…expanded + stretch \(text(stretch)))"
      ) {
        return found
      }
    }

    let shown = Int(trace.value(.container, frame: frame))
    let observed =
      trace.scenario.containers.indices.contains(shown) && trace.scenario.containers[shown].observesOnly
    let offset = trace.value(.contentOffsetY, frame: frame)
    let adjustedTop = trace.value(.adjustedInsetTop, frame: frame)
    // (The app's content starts below the bar's spacer, when there is one: its top on screen.)
    let contentTop = trace.value(.leadingSpacer, frame: frame) - offset
    let atRest = trace.value(.rest, frame: frame) != 0
    let pull = atRest ? 0 : max(0, -adjustedTop - offset)
    // (The bar follows the inset of a container observed only to the pixel, and lays itself out
    // on the pixel grid: up to a pixel apart.)
    if bar > expanded + pull + (observed ? pixel : pixel / 2) + 1e-9 {
      if let found = violation(
        .barWithinPull,
        "bar height \(text(bar)) is taller than expanded \(text(expanded)) plus the content's pull \(text(pull))\(atRest ? " at rest" : "")"
      ) {
        return found
      }
    }

    if trace.scenario.containers.indices.contains(shown),
      trace.scenario.containers[shown].sectionHeaderHeight > 0,
      trace.value(.inWindow, frame: frame) != 0
    {
      let header = PinnedSectionHeader(
        contentOffsetY: offset, adjustedInsetTop: adjustedTop, sectionTop: trace.value(.leadingSpacer, frame: frame))
      // (A header the pin holds less than half a pixel from its place in the content shows where
      // the content puts it: a refresh's room that scrolls away between the collapsed bar and
      // the header, whose top edge follows the content, ``InsetStrategy/collapsedWithSpacer``.)
      // (Below what another component added on top of the bar's inset: an app's banner.)
      let pinLine = bar + trace.value(.additionalInsetTop, frame: frame)
      // (While a refresh runs and the content travels, UIKit's pin line counts the refresh's room,
      // as under the system's bar: the inset gives up the room that scrolled past only where the
      // content rests.)
      let phase = ContainerPhase(rawValue: Int(trace.value(.phase, frame: frame)))
      let travels = phase != .idle && phase != .touching
      // (In every frame under an owner's spacer: the bar writes no inset to a container it
      // observes only, and UIKit's pin line counts the room as under the system's bar.)
      let room =
        trace.value(.refreshing, frame: frame) != 0 && (travels || observed)
        ? trace.value(.refreshHeight, frame: frame) : 0
      // (Nor, while the content travels, by what the spacer still lacks of a collapsible range the
      // metrics changed: it follows them where the content rests.)
      var lag =
        travels && trace.scenario.bar.insetStrategy == .collapsedWithSpacer
        ? abs(trace.value(.leadingSpacer, frame: frame) - (expanded - collapsed)) : 0
      // (Under an owner's spacer the header follows the content, whose distance gives the bar's
      // height: the bar writes no inset to a container it observes only, so where its height is
      // not the content's, an attach that keeps it or `expand()` deep in the list, the pin line
      // stays where the content puts it.)
      if trace.scenario.containers[shown].ownerSpacer {
        let contentBar = min(max(expanded - trace.value(.collapseDistance, frame: frame), collapsed), expanded)
        lag += abs(bar - contentBar)
      }
      // (An owner's spacer holds the header under the bar while the owner's space is the bar's:
      // the simulated owner keeps the space it started with, ``Scenario/Container/ownerSpacer``,
      // and one that reserves less than the collapsed bar leaves the header under it.)
      let ownersSpaceIsTheBars =
        !trace.scenario.containers[shown].ownerSpacer
        || (abs(trace.value(.leadingSpacer, frame: frame) - (expanded - collapsed)) <= pixel / 2 + 1e-9
          && trace.value(.additionalInsetTop, frame: frame) >= -pixel / 2 - 1e-9)
      let below = header.screenTop - pinLine
      if ownersSpaceIsTheBars, header.pinnedBy > pixel / 2 + 1e-9,
        below < -pixel - lag - 1e-9 || below > room + lag + pixel + 1e-9
      {
        if let found = violation(
          .pinnedHeaderUnderBar,
          "the pinned section header's top is \(text(header.screenTop)), the bar's bottom edge \(text(bar))\(pinLine != bar ? " and the inset added below it \(text(pinLine - bar))" : ""): \(text(header.screenTop - pinLine)) pt apart"
        ) {
          return found
        }
      }
    }

    // The insets of a container the bar observes only are its owner's: what an outside write
    // leaves is the owner's decision.
    // (The write was to the container left behind by a switch.)
    if let previous, trace.value(.container, frame: previous) != Double(shown) { framesAfterWrite = 0 }
    if trace.value(.externalInsetWrite, frame: frame) != 0 { framesAfterWrite = observed ? 0 : 2 }
    if framesAfterWrite > 0 {
      framesAfterWrite -= 1
      let needed =
        trace.scenario.bar.insetStrategy == .followsBar ? min(max(bar, collapsed), expanded) : expanded
      // (A spacer before the rows counts as inset: the content rests below it.)
      if adjustedTop + trace.value(.leadingSpacer, frame: frame) < needed - pixel / 2 - 1e-9 {
        if let found = violation(
          .insetCoversBarAfterWrite,
          "after another component's inset write the adjusted top inset is \(text(adjustedTop)), below the \(text(needed)) pt the bar needs"
        ) {
          return found
        }
      }
    }

    if let previous, trace.value(.refreshing, frame: previous) != 0, trace.value(.refreshing, frame: frame) == 0,
      trace.value(.phase, frame: previous) == Double(ContainerPhase.idle.rawValue),
      // An animated slide that starts in this frame (content left pulled past its top goes back)
      // moves the content, which the rule allows: only a move at rest is a jump. So does the bar's
      // scroll to the top, whose first step is written at the tap (the app may end the refresh
      // from inside its `scrollViewDidScroll`).
      trace.value(.phase, frame: frame) != Double(ContainerPhase.animating.rawValue),
      trace.value(.phase, frame: frame) != Double(ContainerPhase.scrollToTop.rawValue),
      // (Nor does a finger that starts dragging in this frame: the app's screen may end the
      // refresh from inside the drag's first `scrollViewDidScroll`.)
      trace.value(.phase, frame: frame) != Double(ContainerPhase.dragging.rawValue),
      trace.value(.container, frame: previous) == trace.value(.container, frame: frame),
      // (Out of the window nothing is on screen to jump.)
      trace.value(.inWindow, frame: frame) != 0,
      // (Nor is UIKit's slide back to the top where observers hear it as one jump:
      // `UIKitAssumptions.refreshReturn`. On screen it still slides, to the top as it is, or as it
      // was when the control gave its room back where UIKit fixed it then:
      // `UIKitAssumptions.refreshReturnTarget`.)
      !(trace.scenario.uikit.refreshReturn == .jumps
        && (abs(offset + trace.value(.adjustedInsetTop, frame: frame)) <= pixel + 1e-9
          || trace.scenario.uikit.refreshReturnTarget == .topAtEndRefreshing
            && abs(
              offset + trace.value(.adjustedInsetTop, frame: previous) - trace.scenario.uikit.refreshControlHeight)
              <= pixel + 1e-9)),
      // (Nor is a move the app asked for at once, from inside a callback: `expand` or `collapse`
      // without animation, a detach and attach, which keep the content's distance to its top
      // and so move it on screen by the inset they give back or take, or a new environment or
      // configuration, which keeps the bar's collapse: each moves the content by design.)
      // (Nor is the first step of the bar's scroll to the top, written at the tap, when the app
      // cuts the run short in the same frame: a collapse from inside that step's
      // `scrollViewDidScroll`, seed 9339, scenario 858857.)
      !trace.log(frame: frame).contains(where: {
        switch $0.kind {
        case .change(.expand(animated: false)), .change(.collapse(animated: false)), .detach, .event(.attach),
          .change(.setEnvironment), .change(.setConfiguration), .event(.scrollToTopRequested):
          return true
        default: return false
        }
      }),
      // (Nor is UIKit's move with a new safe area, which keeps the content against its top as
      // that moves: the screen may end the refresh from inside its `scrollViewDidScroll`. A step
      // is logged in the frame before its first.)
      !trace.log(frame: previous).contains(where: {
        guard case .step(let index) = $0.kind else { return false }
        return Self.changesSafeArea(trace.scenario.script, step: index)
      })
    {
      let jump = offset - Self.offsetBeforeRefreshEnd(trace, frame: frame, previous: previous)
      if abs(jump) > pixel + 1e-9 {
        if let found = violation(
          .steadyContentAtRefreshEnd,
          "the content jumps by \(text(-jump)) pt on screen when the refresh ends (from \(text(jump - offset)) to \(text(-offset)))"
        ) {
          return found
        }
      }
    }

    let touching = Double(ContainerPhase.touching.rawValue)
    if let previous, trace.value(.phase, frame: frame) == touching,
      trace.value(.container, frame: previous) == trace.value(.container, frame: frame),
      // (Where a bounce springs on under the finger, it moves the content in the touch's frame,
      // until the bar hears the finger and stops it: ``UIKitAssumptions/TouchOnBounce``.)
      !(trace.scenario.uikit.touchOnBounce == .springsOn
        && trace.value(.phase, frame: previous) == Double(ContainerPhase.bouncing.rawValue))
    {
      // (On screen: a spacer that grows moves the offset with it, and the content stays.)
      let moved =
        (trace.value(.leadingSpacer, frame: previous) - trace.value(.contentOffsetY, frame: previous)) - contentTop
      if abs(moved) > 1e-9 {
        if let found = violation(
          .contentStillUnderFinger,
          "the content moves by \(text(moved)) pt (its top on screen from \(text(contentTop + moved)) to \(text(contentTop))) under a resting finger"
        ) {
          return found
        }
      }
    }

    var sum = trace.value(.addedPanelsHeight, frame: frame)
    for panel in 0..<trace.panelIDs.count { sum += trace.panelHeight(panel, frame: frame) }
    let stack = bar - trace.value(.safeAreaTop, frame: frame)
    if abs(sum - stack) > pixel + 1e-9 {
      if let found = violation(
        .panelsAddUp, "panel heights add up to \(text(sum)) but the bar minus the safe-area top is \(text(stack))")
      {
        return found
      }
    }

    let writes = trace.value(.insetWritesPerEvent, frame: frame)
    if writes > 1 {
      if let found = violation(.oneInsetWritePerEvent, "one event caused \(Int(writes)) inset writes (echoes included)")
      {
        return found
      }
    }
    let propertyWrites = trace.value(.writesPerPropertyPerEvent, frame: frame)
    if propertyWrites > 1 {
      if let found = violation(
        .oneWritePerPropertyPerEvent,
        "one event wrote a container property \(Int(propertyWrites)) times (echoes included)")
      {
        return found
      }
    }
    let overflow = trace.value(.eventOverflow, frame: frame)
    if overflow > 0 {
      if let found = violation(
        .noFeedbackLoop,
        "\(Int(overflow)) events stopped after \(CommandApplier.maximumRounds) rounds of echoes")
      {
        return found
      }
    }
    if let (invariant, detail) = travelViolation { if let found = violation(invariant, detail) { return found } }
    if let fault = trace.bookkeepingFaults[frame] { if let found = violation(.barBookkeeping, fault) { return found } }

    if trace.value(.inWindow, frame: frame) == 0,
      let problem = Self.restOutOfWindow(
        trace, frame: frame, atRest: atRest, leaving: previous.map { trace.value(.inWindow, frame: $0) != 0 } ?? true,
        pixel: pixel)
    {
      if let found = violation(.restsOutOfWindow, problem) { return found }
    }

    if trace.value(.release, frame: frame) != 0 { awaitingRest = true }
    // A resting finger that stopped the content (it was moving when the finger went down) lets
    // go of it when it lifts. (A touch on still content leaves things as they were.)
    if let previous, trace.value(.phase, frame: frame) == touching, trace.value(.phase, frame: previous) != touching {
      touchStoppedMotion = trace.value(.phase, frame: previous) != Double(ContainerPhase.idle.rawValue)
    }
    if let previous, trace.value(.phase, frame: previous) == touching, trace.value(.phase, frame: frame) != touching,
      touchStoppedMotion
    {
      awaitingRest = true
    }
    guard atRest else { return nil }

    // (Over a container the bar observes only, the room above the content is its owner's.)
    if !observed, offset <= -adjustedTop + pixel + 1e-9 && contentTop < bar - pixel - 1e-9 {
      if let found = violation(
        .contentVisibleAtTop,
        "the content's top is at \(text(contentTop)) on screen, \(text(bar - contentTop)) pt under the \(text(bar)) pt bar"
      ) {
        return found
      }
    }

    let indicator = trace.value(.scrollIndicatorInsetTop, frame: frame)
    // (The indicator of a container the bar observes only is its owner's.)
    if !observed && abs(indicator - bar) > pixel / 2 + 1e-9 {
      if let found = violation(
        .indicatorMatchesBarAtRest,
        "the scroll indicator's top inset is \(text(indicator)) but the bar is \(text(bar)) pt")
      {
        return found
      }
    }

    if awaitingRest {
      awaitingRest = false
      restsChecked += 1
      let searching = trace.value(.searchActive, frame: frame) != 0
      if trace.scenario.bar.snapping && !searching,
        let problem = Self.partlyCollapsed(trace, frame: frame, pixel: pixel)
      {
        if let found = violation(.wholeStateAtRest, problem) { return found }
      }
    }

    if let previous, trace.value(.rest, frame: previous) != 0, trace.value(.input, frame: frame) == 0,
      // (The app's screen acting in a callback UIKit held for the layout pass of a frame without
      // input is the app's input: ``UIKitAssumptions/AdjustedInsetCallbackTiming/atLayout``.)
      !trace.log(frame: frame).contains(where: {
        guard case .screen(let action, _) = $0.kind else { return false }
        return action != .read
      })
    {
      for column in 0..<trace.columnCount where !Self.changesAtRest(column) {
        let before = trace.value(column: column, frame: previous)
        let now = trace.value(column: column, frame: frame)
        guard abs(now - before) > 1e-9 else { continue }
        var flipped = false
        if previous > 0 { flipped = abs(trace.value(column: column, frame: previous - 1) - now) <= 1e-9 }
        if let found = violation(
          .steadyAtRest,
          "\(trace.columnName(column)) \(flipped ? "flips back" : "changes") from \(text(before)) to \(text(now)) while nothing moves"
        ) {
          return found
        }
      }
    }
    return nil
  }

  /// Where the content was when the app ended the refresh in a frame: the last offset the bar
  /// wrote or heard in that frame before the app's `endRefreshing()` from inside a callback (the
  /// first step of a scroll to the top may come first), or the previous frame's.
  private static func offsetBeforeRefreshEnd(_ trace: SimulationTrace, frame: Int, previous: Int) -> Double {
    let before = trace.value(.contentOffsetY, frame: previous)
    var offset = before
    for entry in trace.log(frame: frame) {
      switch entry.kind {
      case .screen(.endRefreshing, _): return offset
      case .command(.contentOffsetY(let y)), .event(.offsetChanged(let y)): offset = y
      default: break
      }
    }
    return before
  }

  /// Whether a script step gives the containers a new safe area (a `safeArea` or a `resize`).
  private static func changesSafeArea(_ script: [Scenario.Step], step index: Int) -> Bool {
    guard script.indices.contains(index) else { return false }
    switch script[index] {
    case .safeArea, .resize: return true
    default: return false
    }
  }

  /// What is wrong with a frame out of the window, if anything: something moves, the content is
  /// past an edge in the frame it left (later, UIKit's own inset changes may leave it there, as
  /// on screen), or a section rests partly collapsed.
  private static func restOutOfWindow(
    _ trace: SimulationTrace, frame: Int, atRest: Bool, leaving: Bool, pixel: Double
  ) -> String? {
    func text(_ value: Double) -> String { FixedDecimal.trimmed(value, decimals: 3) }
    guard atRest else {
      // (UIKit's own motion of the content may run on out of the window, with its callbacks:
      // ``UIKitAssumptions/OffWindowMotion/runsOn``. The bar must rest once it ends.)
      let uikitMoves: Set<ContainerPhase> = [.decelerating, .bouncing, .animating]
      if trace.scenario.uikit.offWindowMotion == .runsOn,
        let phase = ContainerPhase(rawValue: Int(trace.value(.phase, frame: frame))), uikitMoves.contains(phase)
      {
        return nil
      }
      return "out of its window the bar or the content still moves (no frame tick comes to finish it)"
    }
    // (While search is active the bar is frozen where it was: neither it nor the inset that
    // follows it answers to the content.)
    guard trace.value(.searchActive, frame: frame) == 0 else { return nil }
    let offset = trace.value(.contentOffsetY, frame: frame)
    let range = trace.restingOffsets(frame: frame)
    if leaving && (offset < range.top - pixel / 2 - 1e-9 || offset > range.end + pixel / 2 + 1e-9) {
      return
        "out of its window the content rests at offset \(text(offset)), outside its range \(text(range.top))…\(text(range.end))"
    }
    guard trace.scenario.bar.snapping else { return nil }
    return partlyCollapsed(trace, frame: frame, pixel: pixel).map { "out of its window \($0)" }
  }

  /// What is wrong with a bar that must rest at a whole state, if anything: it is stretched, or
  /// more than half a pixel from every whole state.
  private static func partlyCollapsed(_ trace: SimulationTrace, frame: Int, pixel: Double) -> String? {
    func text(_ value: Double) -> String { FixedDecimal.trimmed(value, decimals: 3) }
    let collapse = trace.value(.collapse, frame: frame)
    let metrics = trace.metrics(frame: frame)
    guard !metrics.isAtWholeState(collapse) else { return nil }
    let states = metrics.wholeStates
    return
      "the bar rests at collapse \(text(collapse)); the whole states are \(states.map(text).joined(separator: ", "))"
  }

  /// Whether a column may change between two frames at rest: the clock and the per-frame
  /// counters and flags, which describe the frame rather than the state.
  private static func changesAtRest(_ column: Int) -> Bool {
    switch TraceColumn(rawValue: column) {
    case .frame, .time, .insetWrites, .insetWritesPerEvent, .writesPerPropertyPerEvent, .eventOverflow, .release,
      .input, .externalInsetWrite, .screenCalls, .deferredWork, .foldedEchoes:
      return true
    default: return false
    }
  }
}
