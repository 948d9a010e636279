/// Quick return: the bar hides while the content scrolls toward its end and comes back after
/// `revealDistance` points of scrolling back; a change of direction counts only after
/// ``BarMode/directionSlop`` points.
public struct QuickReturnTracker: Hashable, Sendable {
  /// The direction the tracker believes in: 1 toward the end, -1 toward the top.
  public private(set) var direction = 1
  /// Movement against ``direction`` not yet believed.
  public private(set) var pendingReverse: Double = 0
  /// How far the content scrolled back since the direction turned toward the top.
  public private(set) var reverseTravel: Double = 0

  /// A tracker heading toward the end.
  public init() {}

  /// The collapse after the content scrolled by `delta` to collapse distance `c`.
  ///
  /// - Parameters:
  ///   - collapse: The collapse before the scroll.
  ///   - delta: The change of the collapse distance.
  ///   - c: The collapse distance after the scroll.
  ///   - range: The collapsible range.
  ///   - revealDistance: How far the content scrolls back before the bar comes back.
  /// - Returns: The new collapse.
  public mutating func track(collapse: Double, delta: Double, c: Double, range: Double, revealDistance: Double)
    -> Double
  {
    if c <= 0 {
      direction = -1
      reverseTravel = revealDistance
      pendingReverse = 0
      return c
    }
    var collapse = collapse
    if delta != 0 {
      let sign = delta > 0 ? 1 : -1
      var movement = abs(delta)
      if sign != direction {
        pendingReverse += movement
        movement = 0
        if pendingReverse >= BarMode.directionSlop {
          direction = sign
          movement = pendingReverse
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
          collapse = max(0, collapse - reveal)
        }
      }
    }
    // Never leave a gap between the bar and the content's top.
    return min(max(collapse, 0), c, range)
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
