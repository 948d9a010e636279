/// The clock of a settle the bar plays itself, one content-offset write per display frame (the
/// UIKit bar's settle player, the SwiftUI sticky header's): it starts at the settle's first
/// frame, and a finger on the content stops the settle where it is.
///
/// ```swift
/// var clock = SettleClock()
/// print(clock.frame(at: 10.0, isTracking: false))    // elapsed(0.0): the first frame
/// print(clock.frame(at: 10.25, isTracking: false))   // elapsed(0.25)
/// print(clock.frame(at: 10.5, isTracking: true))     // interrupted: a finger holds the content
/// ```
public struct SettleClock: Hashable, Sendable {
  /// What one display frame does to the settle.
  public enum Frame: Hashable, Sendable {
    /// A finger touches the content: the settle stops where it is, without reaching its end
    /// (UIKit moves nothing under a finger, and neither does the bar).
    case interrupted
    /// The time since the settle's first frame, in seconds.
    case elapsed(Double)
  }

  /// The time of the settle's first frame, once it came.
  public private(set) var startTime: Double?

  /// A clock that has seen no frame yet.
  public init() {}

  /// One display frame.
  ///
  /// - Parameters:
  ///   - time: The frame's time in seconds, on any monotonic clock. A non-finite time counts as
  ///     the settle's first frame.
  ///   - isTracking: Whether a finger is on the content (`UIScrollView.isTracking`).
  /// - Returns: What the frame does to the settle.
  public mutating func frame(at time: Double, isTracking: Bool) -> Frame {
    guard !isTracking else { return .interrupted }
    guard time.isFinite else { return .elapsed(0) }
    let start = startTime ?? time
    startTime = start
    return .elapsed(max(0, time - start))
  }
}
