/// What the bar remembers while search is active: the collapse freezes, and on cancel the bar
/// comes back and settles if the content moved meanwhile or search cut a motion short.
public struct SearchFreeze: Hashable, Sendable {
  /// The collapse when search became active, restored on cancel.
  public var savedCollapse: Double
  /// The collapse distance when search became active.
  public var startDistance: Double
  /// Whether search became active while the content or the bar was on its way somewhere (a
  /// finger on the content included).
  public var interruptedMotion: Bool
  /// Whether a finger dragged the content while search was active: the content moved, even if it
  /// came back to the collapse distance it started at.
  public var contentWasDragged = false

  /// Freezes a collapse.
  ///
  /// - Parameters:
  ///   - savedCollapse: The collapse to restore on cancel.
  ///   - startDistance: The collapse distance now.
  ///   - interruptedMotion: Whether the content or the bar was moving, or a finger was down.
  public init(savedCollapse: Double, startDistance: Double, interruptedMotion: Bool) {
    self.savedCollapse = savedCollapse
    self.startDistance = startDistance
    self.interruptedMotion = interruptedMotion
  }

  /// The collapse while frozen: the collapse stays, but not the stretch of a pull, which
  /// belongs to the pull (a frozen stretch would leave the bar taller than expanded once the
  /// content bounces back).
  ///
  /// - Parameter collapse: The collapse when search became active.
  /// - Returns: The frozen collapse.
  public static func frozen(_ collapse: Double) -> Double { max(collapse, 0) }

  /// Whether the bar settles when search is cancelled at collapse distance `c`.
  ///
  /// At rest it settles when the content moved meanwhile (or a finger dragged it, and it came
  /// back), when search cut a motion short, or
  /// when the cancel itself left the bar between whole states: the collapse it comes back to
  /// follows the content again, and may no longer be the whole state it was saved at (a bar
  /// fully collapsed over content a refresh held past its top).
  ///
  /// - Parameters:
  ///   - c: The collapse distance at cancel.
  ///   - collapse: The collapse the bar comes back to.
  ///   - isAtWholeState: Whether that collapse is one of the bar's whole states.
  ///   - isAtRest: Whether no finger is down and the content does not move.
  ///   - pixel: One pixel in points.
  /// - Returns: Whether to settle.
  public func settlesOnCancel(
    at c: Double, collapse: Double, isAtWholeState: Bool, isAtRest: Bool, pixel: Double
  ) -> Bool {
    let moved = abs(c - startDistance) >= pixel / 2
    let cancelLeftItPartial = !isAtWholeState && abs(collapse - savedCollapse) >= pixel / 2
    return isAtRest && (moved || interruptedMotion || contentWasDragged || cancelLeftItPartial)
  }
}
