/// When an observer (a SwiftUI view) hears the bar's progress: once per turn of the main run
/// loop, after the bar's pass (never inside a view update), and only when it changed.
///
/// The bar may report its progress several times in one turn (a drag's tick, then the echo of
/// its own write); the observer hears the last value once, on the next turn.
///
/// ```swift
/// var publication = ProgressPublication()
/// publication.take(0.4)   // true: schedule a publication on the next turn
/// publication.take(0.5)   // false: one is scheduled already
/// publication.publish()   // 0.5
/// publication.take(0.5)   // true
/// publication.publish()   // nil: no change
/// ```
public struct ProgressPublication: Hashable, Sendable {
  /// The value the observer heard last.
  public private(set) var published: Double
  /// The value waiting for the next turn, if any.
  public private(set) var pending: Double?

  /// A publication that starts at a value (0, the expanded bar, by default).
  ///
  /// - Parameter published: The value the observer starts with.
  public init(published: Double = 0) {
    self.published = published
  }

  /// Takes the bar's progress.
  ///
  /// - Parameter value: The progress, 0 … 1; a value that is not finite is ignored.
  /// - Returns: Whether to schedule a publication on the next turn (none is scheduled yet).
  public mutating func take(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    let first = pending == nil
    pending = value
    return first
  }

  /// The scheduled turn came.
  ///
  /// - Returns: The value to publish, or `nil` when it is the one published already.
  public mutating func publish() -> Double? {
    guard let value = pending else { return nil }
    pending = nil
    guard value != published else { return nil }
    published = value
    return value
  }
}
