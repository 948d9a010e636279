import CollapsingNavBarCore

/// The quick-return rules that compare the bar's travel with the content's, frame by frame:
/// ``Invariant/barNoFurtherThanContent`` and ``Invariant/bottomRubberBandKeepsBar``.
///
/// The count starts again wherever the bar may move on its own: an attach, a resize, a refresh,
/// another component's inset write, search, a programmatic expand or collapse, or one of the bar's own animations
/// (``SimulationLogEntry/Command/layoutAnimation(duration:)``), its settle out of the window (which
/// lands at once: a frame there that comes to rest on a whole state), or the bar coming back to
/// the content's top to close a gap. It also starts again when the finger touches down and when the content changes
/// direction, so the bar's travel is compared with the content's travel in one direction within
/// one gesture.
struct QuickReturnTravelCheck: Sendable {
  /// The collapse distance and the collapse where the count started.
  private var anchor: (distance: Double, collapse: Double)?
  /// The content's direction since the anchor: 1 toward the end, -1 toward the top, 0 not yet.
  private var direction = 0

  /// What happened in one frame, as far as the rules care.
  private struct FrameEvents {
    /// The bar may have moved on its own.
    var ownMotion = false
    /// The finger touched down.
    var touchDown = false
  }

  /// Checks one frame, after the frames before it.
  ///
  /// - Parameters:
  ///   - trace: The trace.
  ///   - frame: The frame.
  ///   - previous: The frame before it, when it was checked just before.
  /// - Returns: The rule broken and what was wrong, if any.
  mutating func check(_ trace: SimulationTrace, frame: Int, previous: Int?) -> (Invariant, String)? {
    var events = Self.events(trace, frame: frame)
    // Another component's inset write moves the basis, as a refresh does.
    if trace.value(.externalInsetWrite, frame: frame) != 0 { events.ownMotion = true }
    // Out of the window the bar's settle lands at once, with no animation to log: a frame there
    // that comes to rest on a whole state moved the bar on its own, as a snap on screen does
    // (seed 9333, scenario 622584: a bounce that ran on out of the window ended 19 pt of travel
    // short of the whole state the bar settled to).
    if trace.value(.inWindow, frame: frame) == 0, trace.value(.rest, frame: frame) != 0,
      trace.isAtWholeState(frame: frame)
    {
      events.ownMotion = true
    }
    guard case .quickReturn = trace.scenario.bar.mode else { return nil }
    let distance = trace.value(.collapseDistance, frame: frame)
    let collapse = trace.value(.collapse, frame: frame)
    guard let previous, !events.ownMotion,
      trace.value(.container, frame: previous) == trace.value(.container, frame: frame)
    else {
      anchor = (distance, collapse)
      direction = 0
      return nil
    }
    let pixel = trace.pixel(frame: frame)
    let tolerance = pixel + 1e-9
    func text(_ value: Double) -> String { FixedDecimal.trimmed(value, decimals: 3) }
    let distanceBefore = trace.value(.collapseDistance, frame: previous)
    let collapseBefore = trace.value(.collapse, frame: previous)

    let step = distance - distanceBefore
    // A bar left collapsed past the content's top (a resize, a refresh ending, a programmatic
    // collapse during a bounce) comes back to it at once: that closes a gap; the count starts again.
    if collapse < collapseBefore && collapseBefore > distance + tolerance && collapse >= distance - tolerance {
      anchor = (distance, collapse)
      direction = 0
      return nil
    }
    if events.touchDown || anchor == nil {
      anchor = (distanceBefore, collapseBefore)
      direction = 0
    }
    if abs(step) > 1e-9 {
      let sign = step > 0 ? 1 : -1
      if direction != 0 && sign != direction { anchor = (distanceBefore, collapseBefore) }
      direction = sign
    }

    // Past the end of the content only the part of a step inside the content may move the bar.
    let before = Self.offsets(trace, frame: previous)
    let now = Self.offsets(trace, frame: frame)
    if before.offset > before.end + 1e-9 || now.offset > now.end + 1e-9 {
      let inside = abs(min(now.offset, now.end) - min(before.offset, before.end))
      let barStep = collapse - collapseBefore
      if abs(barStep) > inside + tolerance {
        return (
          .bottomRubberBandKeepsBar,
          "the content moved from \(text(before.offset - before.end)) to \(text(now.offset - now.end)) pt past its end and the bar's collapse from \(text(collapseBefore)) to \(text(collapse))"
        )
      }
    }

    guard let anchor else { return nil }
    let contentTravel = distance - anchor.distance
    let barTravel = collapse - anchor.collapse
    if abs(barTravel) > abs(contentTravel) + tolerance {
      return (
        .barNoFurtherThanContent,
        "the bar's collapse moved \(text(barTravel)) pt while the content moved \(text(contentTravel)) pt (collapse distance \(text(anchor.distance)) → \(text(distance)))"
      )
    }
    return nil
  }

  /// The frame's offset and its largest resting offset.
  private static func offsets(_ trace: SimulationTrace, frame: Int) -> (offset: Double, end: Double) {
    (trace.value(.contentOffsetY, frame: frame), trace.restingOffsets(frame: frame).end)
  }

  /// Reads the log entries of a frame.
  private static func events(_ trace: SimulationTrace, frame: Int) -> FrameEvents {
    var events = FrameEvents()
    for entry in trace.log(frame: frame) {
      switch entry.kind {
      case .event(.dragBegan):
        events.touchDown = true
      case .event(let event):
        switch event {
        case .attach, .detach, .contentSizeChanged, .viewportChanged, .refreshBegan, .refreshEnded,
          .systemInsetChanged, .searchActivated, .searchCancelled, .visibilityChanged:
          events.ownMotion = true
        case .offsetChanged, .insetChanged, .willEndDragging, .didEndDragging, .didEndDecelerating,
          .scrollAnimationEnded, .frame, .scrollToTopRequested, .touchBegan, .touchEnded, .dragBegan:
          break
        }
      case .detach, .change, .command(.layoutAnimation):
        events.ownMotion = true
      case .command, .step, .screen, .refused, .overrun:
        break
      }
    }
    return events
  }
}
