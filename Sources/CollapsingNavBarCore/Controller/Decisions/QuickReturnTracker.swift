/// Quick return: the bar hides while the content scrolls toward its end and comes back after
/// `revealDistance` points of scrolling back; a change of direction counts only after
/// ``BarMode/directionSlop`` points within one gesture.
///
/// The bar never moves further than the content: the slop delays the shift (the bar moves only by
/// the travel past it), a reversal still pending when the finger touches down or lifts is
/// forgotten (``forgetPendingReversal()``), and offsets past the end of the content — the rubber
/// band and the bounce — count for nothing.
public struct QuickReturnTracker: Hashable, Sendable {
  /// The direction the tracker believes in: 1 toward the end, -1 toward the top.
  public private(set) var direction = 1
  /// Movement against ``direction`` not yet believed.
  package private(set) var pendingReverse: Double = 0
  /// How far the content scrolled back since the direction turned toward the top.
  package private(set) var reverseTravel: Double = 0

  /// A tracker heading toward the end.
  public init() {}

  /// The collapse after the content scrolled by `delta` to collapse distance `c`.
  ///
  /// - Parameters:
  ///   - collapse: The collapse before the scroll.
  ///   - delta: The change of the collapse distance.
  ///   - c: The collapse distance after the scroll.
  ///   - end: The collapse distance at the content's end (where it rests at the bottom); travel
  ///     past it does not count.
  ///   - range: The collapsible range.
  ///   - revealDistance: How far the content scrolls back before the bar comes back.
  ///   - revealLimit: The smallest collapse a reveal brings back deep in the content
  ///     (``BarMetrics/quickReturnRevealLimit``); below it the bar follows the content's top.
  /// - Returns: The new collapse.
  public mutating func track(
    collapse: Double, delta: Double, c: Double, end: Double = .infinity, range: Double, revealDistance: Double,
    revealLimit: Double = 0
  ) -> Double {
    if c <= 0 {
      // At the top the bar is tied to the content: from there it collapses with it at once.
      direction = 1
      reverseTravel = revealDistance
      pendingReverse = 0
      return c
    }
    var collapse = collapse
    // Only the travel between the content's top and its end counts.
    let end = max(end, 0)
    let delta = min(c, end) - min(max(c - delta, 0), end)
    if delta != 0 {
      let sign = delta > 0 ? 1 : -1
      var movement = abs(delta)
      if sign != direction {
        pendingReverse += movement
        movement = 0
        if pendingReverse >= BarMode.directionSlop {
          // The slop delays the shift: only the travel past it moves the bar.
          direction = sign
          movement = pendingReverse - BarMode.directionSlop
          pendingReverse = 0
          reverseTravel = 0
        }
      } else {
        pendingReverse = 0
      }
      if movement > 0 {
        if direction > 0 {
          collapse = min(range, max(collapse, 0) + movement)
        } else {
          let before = max(0, reverseTravel - revealDistance)
          reverseTravel += movement
          let reveal = max(0, reverseTravel - revealDistance) - before
          // Deep in the content a reveal stops at the limit; nearer the top the content's top
          // brings the rest back (below).
          let floor = min(max(collapse, 0), revealLimit)
          collapse = max(floor, collapse - reveal)
        }
      }
    }
    // Never leave a gap between the bar and the content's top.
    return min(max(collapse, 0), c, range)
  }

  /// Forgets a change of direction not yet believed: the finger touched down or lifted, and a
  /// short reversal of one gesture must not add to the next.
  public mutating func forgetPendingReversal() {
    pendingReverse = 0
  }

  /// Heads toward the end with no slop: the controller's own scroll toward the end.
  public mutating func headTowardEnd() {
    direction = 1
    pendingReverse = 0
    reverseTravel = 0
  }

  /// Whether the content last scrolled toward its end.
  public var isHeadingTowardEnd: Bool { direction > 0 }
}
