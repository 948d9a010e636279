extension ScrollObservationMath {
  /// The content's velocity from a pan gesture's `velocity(in:).y` (iOS 14–17, and the UIKit
  /// bar hosted in SwiftUI).
  ///
  /// UIKit documents `UIPanGestureRecognizer.velocity(in:)` in points per second; it follows the
  /// finger, positive when the finger moves down, when the content moves toward its top, so the
  /// sign flips.
  ///
  /// - Parameter panVelocityY: `UIPanGestureRecognizer.velocity(in: scrollView).y`, pt/s.
  /// - Returns: The velocity in points per millisecond, positive toward the end (as
  ///   ``ScrollEvent/willEndDragging(velocity:targetOffset:)`` takes it); 0 when the input is
  ///   not finite.
  public static func scrollVelocity(panVelocityY: Double) -> Double {
    guard panVelocityY.isFinite else { return 0 }
    return -panVelocityY / 1000
  }

  /// The content's velocity from a value in points per second that is already positive toward
  /// the end.
  ///
  /// - Parameter contentPointsPerSecond: The velocity in pt/s, positive toward the end.
  /// - Returns: The velocity in points per millisecond; 0 when the input is not finite.
  public static func scrollVelocity(contentPointsPerSecond: Double) -> Double {
    guard contentPointsPerSecond.isFinite else { return 0 }
    return contentPointsPerSecond / 1000
  }
}
