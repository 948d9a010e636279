/// The state machine of a probe that finds and observes the scroll view behind a SwiftUI
/// container: when to look, when to look again, when to switch and when to let go.
///
/// The probe never looks inside a view update: entering a window and every SwiftUI update
/// schedule one check on the next run-loop turn (at most one is pending). A check that finds
/// nothing is retried on the following turns, ``retryTurns`` times in all, and then waits for
/// the next update. Once attached, every update re-checks: when SwiftUI replaced the scroll view
/// the probe switches to the new one, and when the scroll view left the probe's window (or was
/// freed) it lets go and searches again. Leaving the window lets go.
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
    /// In a window, found nothing on ``ProbeState/retryTurns`` turns: waits for an update.
    case waitingForUpdate
    /// Observing the scroll view `target`.
    case attached(target: Int, checkPending: Bool)
  }

  /// How many run-loop turns a search lasts before it waits for the next update.
  public static let retryTurns = 3

  /// The current phase.
  public private(set) var phase: Phase = .outOfWindow

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
    switch event {
    case .enteredWindow:
      return enteredWindow()
    case .leftWindow:
      let wasAttached = target != nil
      phase = .outOfWindow
      return wasAttached ? [.detach] : []
    case .updated:
      return updated()
    case .checked(let choice, let targetAlive):
      return checked(choice: choice, targetAlive: targetAlive)
    }
  }

  private mutating func enteredWindow() -> [ProbeAction] {
    switch phase {
    case .outOfWindow, .waitingForUpdate:
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
    case .waitingForUpdate:
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
    case .waitingForUpdate:
      guard let choice else { return [] }
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

  private mutating func retry(turnsLeft: Int) -> [ProbeAction] {
    guard turnsLeft > 0 else {
      phase = .waitingForUpdate
      return []
    }
    phase = .searching(turnsLeft: turnsLeft, checkPending: true)
    return [.scheduleCheck]
  }
}
