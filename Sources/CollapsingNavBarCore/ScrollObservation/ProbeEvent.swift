/// What happened to a probe that looks for the scroll view behind a SwiftUI container.
public enum ProbeEvent: Hashable, Sendable {
  /// The probe joined a window (`didMoveToWindow` with a window).
  case enteredWindow
  /// The probe left its window.
  case leftWindow
  /// SwiftUI updated the probe or laid it out again: the tree may have changed.
  case updated
  /// The observed scroll view left its window while the probe stayed (SwiftUI dropped it: an
  /// `.id` reset, an `if` that switched branches); heard by a watch inside the scroll view, with
  /// no update of the probe.
  case targetLeftWindow
  /// A scheduled check ran on a later turn of the main run loop, outside any view update:
  /// `choice` is ``ScrollViewCandidate/choose(from:for:)`` over the window now, `targetAlive`
  /// whether the scroll view the probe observes still exists.
  case checked(choice: Int?, targetAlive: Bool)
}

/// What the probe's adapter must do after an event, in order.
public enum ProbeAction: Hashable, Sendable {
  /// Check the tree on the next turn of the main run loop (never inside a view update).
  case scheduleCheck
  /// Check the tree after this many seconds (while nothing is found).
  case scheduleDelayedCheck(seconds: Double)
  /// Cancel the check scheduled before and not run yet (a delayed one an update overtakes, one
  /// still queued when the probe leaves its window): the probe has one scheduled check at most,
  /// so its looks never run in two chains.
  case cancelScheduledCheck
  /// Stop observing the current scroll view.
  case detach
  /// Start observing the scroll view with this id.
  case attach(Int)
}

extension ProbeAction {
  /// Whether the action schedules a check (on the next turn or later).
  var schedulesCheck: Bool {
    switch self {
    case .scheduleCheck, .scheduleDelayedCheck: return true
    case .cancelScheduledCheck, .detach, .attach: return false
    }
  }
}
