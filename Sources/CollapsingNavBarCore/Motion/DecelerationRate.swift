import Foundation

/// How quickly a fling loses its speed: the fraction of its velocity a scroll view keeps after
/// each millisecond, as in `UIScrollView.DecelerationRate`.
///
/// One model of the decay serves the bar and the simulator: velocity `v(t) = v0·d^(1000t)`,
/// which integrates to a rest point `−v/ln d` further on (`v` in pt/ms), as
/// `ScrollDeceleration` (in `CollapsingNavBarSimulation`) plays it. UIKit's deceleration runs
/// continuously on the display's clock, not in whole-millisecond steps, so the exact integral is
/// the better model of where it lands than the geometric sum `v·d/(1−d)` of UIKit sample code,
/// which stops about half a millisecond of travel short (`v/2` points: 499.00 pt against
/// 499.50 pt for 1 pt/ms at ``normal``). The bar mostly takes UIKit's own
/// `targetContentOffset`; it projects only where UIKit gives none or a stale one: an observed
/// scroll view's pan, a SwiftUI scroll target, the sticky header's snap, and a fling toward a
/// top that moves with the bar (UIKit's target stops at the old top).
///
/// ```swift
/// let (offset, velocity) = (640.0, 2.5)  // points, and points per millisecond at the release
/// let end = offset + DecelerationRate.normal.projectedDistance(velocity: velocity)
/// ```
public struct DecelerationRate: Hashable, Sendable {
  /// The fraction of velocity kept per millisecond, always in ``validRange``.
  public let rate: Double

  /// The rates a value can hold; the decay needs `0 < rate < 1`.
  public static let validRange = 0.01...0.999_999

  /// Creates a rate.
  ///
  /// - Parameter rate: The fraction of velocity kept per millisecond. It is clamped to
  ///   ``validRange``; a non-finite rate is treated as ``normal``.
  public init(rate: Double) {
    self.rate = rate.finiteOr(0.998).clamped(to: Self.validRange)
  }

  /// The rate of an ordinary scroll view: 0.998 per millisecond.
  public static let normal = DecelerationRate(rate: 0.998)
  /// The rate of a paging-like, quickly stopping scroll view: 0.99 per millisecond.
  public static let fast = DecelerationRate(rate: 0.99)

  /// `1000·ln(rate)`: the exponent per second of the exact model (always negative).
  package var decayPerSecond: Double { 1000 * log(rate) }

  /// How far a fling travels before it rests: `−v/ln d`, the exact exponential decay (the same
  /// as ``restingDistance(velocity:)``).
  ///
  /// - Parameter velocity: The release velocity in points per millisecond (signed). A
  ///   non-finite velocity is treated as 0.
  /// - Returns: The signed distance in points until the fling stops (finite).
  public func projectedDistance(velocity: Double) -> Double {
    restingDistance(velocity: velocity)
  }

  /// Where a fling released at `offset` comes to rest.
  ///
  /// - Parameters:
  ///   - offset: The offset at release, in points. A non-finite offset is treated as 0.
  ///   - velocity: The release velocity in points per millisecond (signed).
  /// - Returns: `offset + projectedDistance(velocity:)` (finite).
  public func projectedOffset(from offset: Double, velocity: Double) -> Double {
    (offset.finiteOrZero + projectedDistance(velocity: velocity)).finiteClamped
  }

  /// How far a fling travels by the exact exponential decay, `-v/ln d`.
  ///
  /// - Parameter velocity: The release velocity in points per millisecond (signed). A
  ///   non-finite velocity is treated as 0.
  /// - Returns: The signed distance in points to the rest point (finite).
  public func restingDistance(velocity: Double) -> Double {
    (-velocity.finiteOrZero / log(rate)).finiteClamped
  }
}
