/// When an observer of a SwiftUI scroll view hands an offset change to SwiftUI state.
///
/// A change made by the finger, by UIKit's deceleration or by the package's own settle arrives
/// from a gesture or a display link, never inside a SwiftUI view update: it is delivered at once,
/// so the header follows the content in the same frame. Any other change (SwiftUI moving the content while it lays out, a
/// programmatic scroll) may arrive inside a view update, where changing state is not allowed: it
/// is delivered on the next turn of the main run loop, coalesced with any later one.
public enum ObservationDelivery: Hashable, Sendable {
  /// Deliver now.
  case now
  /// Deliver on the next turn of the main run loop.
  case nextTurn

  /// The delivery of an offset change.
  ///
  /// - Parameters:
  ///   - isTracking: `UIScrollView.isTracking` (a finger is down).
  ///   - isDragging: `UIScrollView.isDragging`.
  ///   - isDecelerating: `UIScrollView.isDecelerating`.
  ///   - isSettling: Whether the package's own settle (driven by a display link) moves the content.
  /// - Returns: ``now`` while the user, UIKit's deceleration or the settle drives the content,
  ///   else ``nextTurn``.
  public static func forOffsetChange(isTracking: Bool, isDragging: Bool, isDecelerating: Bool, isSettling: Bool = false)
    -> ObservationDelivery
  {
    isTracking || isDragging || isDecelerating || isSettling ? .now : .nextTurn
  }
}
