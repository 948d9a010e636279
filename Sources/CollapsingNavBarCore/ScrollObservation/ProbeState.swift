/// The state machine of a probe that finds and observes the scroll view behind a SwiftUI
/// container: when to look, when to look again, when to switch and when to let go.
///
/// The probe never looks inside a view update: entering a window and every SwiftUI update
/// schedule one check on the next run-loop turn. A check that finds nothing is retried on the
/// following turns, ``retryTurns`` times in all; then the probe keeps looking, less often
/// (``pollDelay(round:)``: ¼ s, ½ s, then every second) and at once on an update, for as long as
/// it is in a window and has found nothing: a screen that swaps an empty state for a `List`
/// without updating the probe is still found. Once attached, every update re-checks: when SwiftUI
/// replaced the scroll view the probe switches to the new one, and when the scroll view left the
/// probe's window (or was freed) it lets go and searches again. The observed scroll view leaving
/// its window (SwiftUI dropped it: an `.id` reset, a branch switched) is heard on its own
/// (``ProbeEvent/targetLeftWindow``), with no update of the probe: it lets go and searches.
/// Leaving the window lets go.
///
/// At most one check is scheduled at any time: an update that overtakes a delayed check cancels
/// it before it schedules its own (``ProbeAction/cancelScheduledCheck``), leaving the window
/// cancels the one scheduled, and a check's result that arrives while none is scheduled (one the
/// adapter failed to cancel) changes nothing. So the looks run in one chain, whatever the rate of
/// updates: an empty state updated on every keystroke polls once a second, not once a second per
/// update.
///
/// ```swift
/// var state = ProbeState()
/// state.handle(.enteredWindow)                            // [.scheduleCheck]
/// state.handle(.checked(choice: 7, targetAlive: false))   // [.attach(7)]
/// state.handle(.leftWindow)                               // [.detach]
/// ```
public struct ProbeState: Hashable, Sendable {
  /// Where the probe is.
  public enum Phase: Hashable, Sendable {
    /// Not in a window: nothing observed, nothing pending.
    case outOfWindow
    /// In a window, looking: `turnsLeft` more checks before waiting for an update.
    case searching(turnsLeft: Int, checkPending: Bool)
    /// In a window, found nothing on ``ProbeState/retryTurns`` turns: looks again after
    /// ``ProbeState/pollDelay(round:)`` for this `round`, and at once on an update.
    case waiting(round: Int)
    /// Observing the scroll view `target`.
    case attached(target: Int, checkPending: Bool)
  }

  /// How many run-loop turns a search lasts before it looks less often.
  public static let retryTurns = 3

  /// The longest wait between two looks while nothing is found, in seconds.
  public static let longestPollDelay = 1.0

  /// How long a probe that found nothing waits before its next look.
  ///
  /// - Parameter round: How many delayed looks found nothing so far (0 for the first).
  /// - Returns: ¼ s, then ½ s, then ``longestPollDelay`` (a look walks the window's views once:
  ///   cheap at this rate, and only while nothing is found).
  public static func pollDelay(round: Int) -> Double {
    min(longestPollDelay, 0.25 * Double(1 << min(max(0, round), 8)))
  }

  /// The current phase.
  public private(set) var phase: Phase = .outOfWindow

  /// Whether a check is scheduled and has not reported yet (``ProbeEvent/checked(choice:targetAlive:)``).
  package private(set) var checkScheduled = false

  /// A probe out of any window.
  public init() {}

  /// The scroll view observed now, if any.
  public var target: Int? {
    if case .attached(let target, _) = phase { return target }
    return nil
  }

  /// Handles an event.
  ///
  /// - Parameter event: What happened.
  /// - Returns: What the adapter must do, in order.
  @discardableResult
  public mutating func handle(_ event: ProbeEvent) -> [ProbeAction] {
    var actions = take(event)
    // One scheduled check at most: a new one replaces the one still waiting.
    if let index = actions.firstIndex(where: \.schedulesCheck) {
      if checkScheduled { actions.insert(.cancelScheduledCheck, at: index) }
      checkScheduled = true
    }
    return actions
  }

  private mutating func take(_ event: ProbeEvent) -> [ProbeAction] {
    switch event {
    case .enteredWindow:
      return enteredWindow()
    case .leftWindow:
      let wasAttached = target != nil
      phase = .outOfWindow
      let cancel: [ProbeAction] = checkScheduled ? [.cancelScheduledCheck] : []
      checkScheduled = false
      return (wasAttached ? [.detach] : []) + cancel
    case .updated:
      return updated()
    case .targetLeftWindow:
      return targetLeftWindow()
    case .checked(let choice, let targetAlive):
      // (The result of a check cancelled too late, or of none: the scheduled one decides.)
      guard checkScheduled else { return [] }
      checkScheduled = false
      return checked(choice: choice, targetAlive: targetAlive)
    }
  }

  private mutating func enteredWindow() -> [ProbeAction] {
    switch phase {
    case .outOfWindow, .waiting:
      phase = .searching(turnsLeft: Self.retryTurns, checkPending: true)
      return [.scheduleCheck]
    case .searching, .attached:
      return updated()
    }
  }

  private mutating func updated() -> [ProbeAction] {
    switch phase {
    case .outOfWindow:
      return []
    case .waiting:
      phase = .searching(turnsLeft: Self.retryTurns, checkPending: true)
      return [.scheduleCheck]
    case .searching(_, true), .attached(_, true):
      return []
    case .searching:
      phase = .searching(turnsLeft: Self.retryTurns, checkPending: true)
      return [.scheduleCheck]
    case .attached(let target, false):
      phase = .attached(target: target, checkPending: true)
      return [.scheduleCheck]
    }
  }

  private mutating func checked(choice: Int?, targetAlive: Bool) -> [ProbeAction] {
    switch phase {
    case .outOfWindow:
      return []
    case .searching(let turnsLeft, _):
      if let choice {
        phase = .attached(target: choice, checkPending: false)
        return [.attach(choice)]
      }
      return retry(turnsLeft: turnsLeft - 1)
    case .waiting(let round):
      guard let choice else {
        phase = .waiting(round: round + 1)
        return [.scheduleDelayedCheck(seconds: Self.pollDelay(round: round + 1))]
      }
      phase = .attached(target: choice, checkPending: false)
      return [.attach(choice)]
    case .attached(let target, _):
      if targetAlive, choice == target {
        phase = .attached(target: target, checkPending: false)
        return []
      }
      if let choice {
        phase = .attached(target: choice, checkPending: false)
        return [.detach, .attach(choice)]
      }
      return [.detach] + retry(turnsLeft: Self.retryTurns)
    }
  }

  private mutating func targetLeftWindow() -> [ProbeAction] {
    guard case .attached(_, let checkPending) = phase else { return [] }
    phase = .searching(turnsLeft: Self.retryTurns, checkPending: true)
    return checkPending ? [.detach] : [.detach, .scheduleCheck]
  }

  private mutating func retry(turnsLeft: Int) -> [ProbeAction] {
    guard turnsLeft > 0 else {
      phase = .waiting(round: 0)
      return [.scheduleDelayedCheck(seconds: Self.pollDelay(round: 0))]
    }
    phase = .searching(turnsLeft: turnsLeft, checkPending: true)
    return [.scheduleCheck]
  }
}
