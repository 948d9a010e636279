/// What an observer of a scroll container reports, in the core's units.
///
/// The SwiftUI adapter sends these from any of its observation paths (iOS 18's scroll geometry
/// and phase, or KVO and the pan gesture of the backing `UIScrollView`), so a screen handles
/// one stream whatever the system version.
public enum ScrollObservationEvent: Hashable, Sendable {
  /// The collapse distance changed: `contentOffset.y + contentInset.top`.
  case collapseDistanceChanged(Double)
  /// The finger started dragging the content.
  case dragBegan
  /// The finger lifted at this velocity: points per millisecond, positive toward the end.
  ///
  /// Points per millisecond is the core's unit for every velocity, the unit of UIKit's
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` and of the design's fling
  /// projection (`−v/ln d`); a gesture's velocity (`UIPanGestureRecognizer`, SwiftUI) is in
  /// points per second: ``releaseVelocityPointsPerSecond`` gives it in that unit.
  case dragEnded(velocity: Double)

  /// The release velocity in points per second (positive toward the end), as gestures report
  /// it, when the event is the end of a drag.
  public var releaseVelocityPointsPerSecond: Double? {
    if case .dragEnded(let velocity) = self { return velocity * 1000 }
    return nil
  }

  /// The collapse distance, when the event carries one.
  public var collapseDistance: Double? {
    if case .collapseDistanceChanged(let c) = self { return c }
    return nil
  }
}
