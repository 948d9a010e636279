/// When an observer of a SwiftUI scroll view hands an offset change to SwiftUI state.
///
/// A change made by the finger, by UIKit's deceleration or by the package's own settle arrives
/// from a gesture or a display link, never inside a SwiftUI view update: it is delivered at once,
/// so the header follows the content in the same frame. Any other change may arrive inside a
/// view update, where publishing state is not allowed ("Publishing changes from within view
/// updates"): it is delivered on the next turn of the main run loop, coalesced with any later one.
///
/// The gesture's flags (`isTracking`, `isDragging`, `isDecelerating`) say what the finger did,
/// not who moved the offset, so two more facts narrow "at once" to the changes the finger, the
/// deceleration or the settle made:
/// - SwiftUI applies a `List` or `ForEach` diff inside its view update; the content size changes
///   first, and UIKit may move the offset with it. An offset change in the same run-loop turn as
///   a content-size change waits for the next turn, whatever the gesture.
/// - The settle is the package's own: it counts only for the offset it is writing right now, not
///   for any change made while a settle runs.
///
/// A `ScrollViewReader.scrollTo` stops a deceleration before it moves the offset
/// (`setContentOffset` ends UIKit's scrolling animations first), so its changes wait too.
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
  ///   - isSettling: Whether the package's own settle (driven by a display link) is writing this
  ///     offset.
  ///   - contentSizeChangedThisTurn: Whether the content size changed earlier in this turn of the
  ///     main run loop (SwiftUI applied a diff).
  /// - Returns: ``now`` for the settle's own write, and while the user or UIKit's deceleration
  ///   drives the content with no content-size change this turn; else ``nextTurn``.
  public static func forOffsetChange(
    isTracking: Bool, isDragging: Bool, isDecelerating: Bool, isSettling: Bool = false,
    contentSizeChangedThisTurn: Bool = false
  ) -> ObservationDelivery {
    if isSettling { return .now }
    guard !contentSizeChangedThisTurn else { return .nextTurn }
    return isTracking || isDragging || isDecelerating ? .now : .nextTurn
  }
}
