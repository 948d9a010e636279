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

  /// The content's velocity from SwiftUI's `ScrollPhaseChangeContext.velocity?.dy` (iOS 18).
  ///
  /// Apple documents the value only as "the velocity of the scroll view at the time of the scroll
  /// phase change", with no unit. The assumption: points per second, positive when the content
  /// offset grows (toward the end). Its basis: SwiftUI's scroll views on iOS are `UIScrollView`s,
  /// whose gesture velocities UIKit documents in points per second, and `ScrollGeometry`'s
  /// `contentOffset` grows toward the end. Because a wrong unit would be off 1000×, the value is
  /// checked against `estimate`, the velocity measured from the last two geometry changes
  /// (``estimatedVelocity(from:at:to:at:)``): when the value read as points per millisecond is
  /// nearer the estimate than the value read as points per second, it is taken as points per
  /// millisecond. The sign is checked the same way: when the estimate is clearly moving
  /// (at least ``signCheckSpeed``) and the value with its sign flipped is nearer the estimate,
  /// the sign is flipped; a slower estimate (the finger stopped before it lifted) keeps the
  /// documented sign.
  ///
  /// - Parameters:
  ///   - phaseChangeVelocityDY: `context.velocity?.dy`; `nil` when SwiftUI gives none.
  ///   - estimate: The measured velocity in pt/ms, positive toward the end, if any.
  /// - Returns: The velocity in points per millisecond, positive toward the end: the converted
  ///   value, else the estimate, else 0; never non-finite.
  public static func scrollVelocity(phaseChangeVelocityDY: Double?, estimate: Double?) -> Double {
    let measured = estimate.flatMap { $0.isFinite ? $0 : nil }
    guard let dy = phaseChangeVelocityDY, dy.isFinite else { return measured ?? 0 }
    let perSecond = scrollVelocity(contentPointsPerSecond: dy)
    guard let measured else { return perSecond }
    var readings = [perSecond, dy]
    if abs(measured) >= signCheckSpeed { readings += [-perSecond, -dy] }
    var best = readings[0]
    for reading in readings.dropFirst() where abs(reading - measured) < abs(best - measured) { best = reading }
    return best
  }

  /// The measured speed from which the sign of SwiftUI's phase-change velocity is checked, in
  /// points per millisecond (50 pt/s).
  public static let signCheckSpeed = 0.05

  /// The velocity between two observed collapse distances.
  ///
  /// - Parameters:
  ///   - earlier: The earlier collapse distance, in points.
  ///   - earlierTime: When it was observed, in seconds on a monotonic clock.
  ///   - later: The later collapse distance, in points.
  ///   - laterTime: When it was observed, in seconds.
  /// - Returns: The velocity in points per millisecond, positive toward the end; `nil` when the
  ///   samples are less than a millisecond or more than 0.1 s apart (too noisy or too old), or
  ///   not finite.
  public static func estimatedVelocity(
    from earlier: Double, at earlierTime: Double, to later: Double, at laterTime: Double
  )
    -> Double?
  {
    let milliseconds = (laterTime - earlierTime) * 1000
    guard milliseconds.isFinite, milliseconds >= 1, milliseconds <= 100 else { return nil }
    let velocity = (later - earlier) / milliseconds
    return velocity.isFinite ? velocity : nil
  }
}
