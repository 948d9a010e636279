/// Where the bar's controller is: detached, or attached with what the content is doing.
///
/// Each ``ScrollEvent`` switches over the phase; a value that only matters in one phase is that
/// phase's associated value, so combinations that cannot happen cannot be represented. Every
/// case but ``detached(hasHistory:)`` is attached. (The enum is flat, not nested, so reading
/// its case is one load on every scroll tick.)
public enum NavBarPhase: Hashable, Sendable {
  /// No container. `hasHistory` is true once the bar has been attached: the next attach keeps
  /// the bar where it is (a tab switch).
  case detached(hasHistory: Bool)
  /// Attached, at rest (or moving only by the bar's plain offset writes).
  case idle
  /// Attached: an attach found the bar partly collapsed (a tab switch cut a settle short); the
  /// bar stays where it is for `frames - 1` frame ticks and settles on the next.
  case settlePending(frames: Int)
  /// Attached: a finger drags the content.
  case dragging
  /// Attached: the finger lifted (`scrollViewWillEndDragging`) and `scrollViewDidEndDragging`
  /// has not come yet. `insetRoom`: see ``coasting(ownTarget:insetRoom:)``. `settles`: the
  /// release was slow and the bar between whole states, so the content stopped where it was and
  /// the bar settles with its own animation when the drag ends, whatever UIKit still does.
  case released(insetRoom: Double?, settles: Bool)
  /// Attached: the content moves on its own, a deceleration or a bounce (`ownTarget` nil), or
  /// an animated offset change the bar asked for, to collapse distance `ownTarget`.
  /// `insetRoom`: with ``InsetStrategy/followsBar``, the collapse at the target, for which
  /// the inset keeps room on the way.
  case coasting(ownTarget: Double?, insetRoom: Double?)
  /// Attached: the bar plays its own scroll-to-top, one offset write per frame tick.
  case scrollingToTop(ScrollToTopRun)
  /// Attached: a finger rests on the content without panning (``ScrollEvent/touchBegan``).
  /// UIKit stopped whatever moved the content where it was, and the bar moves none of it (no
  /// settle, no scroll-to-top) until the finger lifts (``ScrollEvent/touchEnded``) or pans
  /// (``ScrollEvent/dragBegan``); it wants frame ticks meanwhile, so that the lift is noticed.
  case touching

  /// Whether a container is attached.
  public var isAttached: Bool {
    if case .detached = self { return false }
    return true
  }

  /// Whether a finger is on the content.
  public var isDragging: Bool {
    if case .dragging = self { return true }
    return false
  }

  /// Whether a drag was let go of and its end (`scrollViewDidEndDragging`) is still to come.
  public var isReleased: Bool {
    if case .released = self { return true }
    return false
  }

  /// Whether a finger rests on the content without panning.
  public var isTouching: Bool {
    if case .touching = self { return true }
    return false
  }

  /// Whether the controller knows of a finger on the content: resting, dragging or just lifted
  /// after a drag.
  package var hasFinger: Bool {
    switch self {
    case .touching, .dragging, .released: return true
    case .detached, .idle, .settlePending, .coasting, .scrollingToTop: return false
    }
  }

  /// Whether the content moves on its own.
  public var isContentMoving: Bool {
    if case .coasting = self { return true }
    return false
  }

  /// The collapse the inset keeps room for while the content travels (``InsetStrategy/followsBar``).
  public var insetRoom: Double? {
    switch self {
    case .released(let held, _), .coasting(_, let held): return held
    case .scrollingToTop: return 0
    case .detached, .idle, .settlePending, .dragging, .touching: return nil
    }
  }

  /// Whether the controller wants frame ticks: its own scroll-to-top runs, a settle waits, or a
  /// finger rests on the content (a tick notices the lift).
  public var needsFrames: Bool {
    switch self {
    case .scrollingToTop, .settlePending, .touching: return true
    case .detached, .idle, .dragging, .released, .coasting: return false
    }
  }
}

/// The bar's own scroll-to-top being played: the plan and the time of its first frame.
public struct ScrollToTopRun: Hashable, Sendable {
  /// The plan.
  public var plan: ScrollToTopPlan
  /// The time of the first frame tick played, or `nil` before it.
  public var startTime: Double?
  /// How far into the plan the run was when it started, in seconds: the step written at once
  /// (the first frame tick goes on from there).
  public var leadIn: Double

  /// Creates a run.
  ///
  /// - Parameters:
  ///   - plan: The plan.
  ///   - startTime: The time of the first frame tick played, or `nil` before it.
  ///   - leadIn: How far into the plan the run was when it started, in seconds.
  public init(plan: ScrollToTopPlan, startTime: Double? = nil, leadIn: Double = 0) {
    self.plan = plan
    self.startTime = startTime
    self.leadIn = leadIn
  }

  /// Where the run has put the content before its first frame tick: its plan at ``leadIn``.
  public var firstOffset: Double { plan.sample(at: leadIn).offset }

  /// Plays the run at `time`: the first call starts the clock, ``leadIn`` back.
  ///
  /// - Parameter time: The frame tick's time.
  /// - Returns: The offset to show and whether the run is over.
  public mutating func advance(to time: Double) -> ScrollToTopSample {
    let start = startTime ?? (time - leadIn)
    startTime = start
    return plan.sample(at: time - start)
  }
}
