import CollapsingNavBarCore
import Foundation

/// The momentum phase of a fling as a closed form: where the content is, how fast it moves and
/// where it comes to rest.
///
/// The model is UIKit's exponential decay. With `d` the ``DecelerationRate/rate`` per
/// millisecond, `v0` in points per second and `t` in seconds:
///
/// - velocity `v(t) = v0·d^(1000t)`
/// - position `x(t) = x0 + v0·(d^(1000t) − 1)/(1000·ln d)`
/// - rest point `x0 − v0/(1000·ln d)`
///
/// Negative and non-finite times are treated as 0, except `+infinity`, which is the rest point.
/// Non-finite starting values are treated as 0. Every output is finite.
public struct ScrollDeceleration: Hashable, Sendable {
  /// The position at time 0, in points.
  public var initialPosition: Double
  /// The velocity at time 0, in points per second.
  public var initialVelocity: Double
  /// How quickly the velocity decays.
  public var rate: DecelerationRate

  /// Creates a deceleration.
  ///
  /// - Parameters:
  ///   - initialPosition: The position at time 0, in points.
  ///   - initialVelocity: The velocity at time 0, in points per second.
  ///   - rate: How quickly the velocity decays.
  public init(initialPosition: Double, initialVelocity: Double, rate: DecelerationRate = .normal) {
    self.initialPosition = initialPosition
    self.initialVelocity = initialVelocity
    self.rate = rate
  }

  /// The position at a time.
  ///
  /// - Parameter time: Seconds since the release.
  /// - Returns: `x0 + v0·(d^(1000t) − 1)/(1000·ln d)` in points.
  public func position(at time: Double) -> Double {
    let k = rate.decayPerSecond
    let x0 = initialPosition.finiteOrZero
    let v0 = initialVelocity.finiteOrZero
    guard time != .infinity else { return restingPosition }
    let t = max(0, time.finiteOrZero)
    return (x0 + v0 * expm1(k * t) / k).finiteClamped
  }

  /// The velocity at a time.
  ///
  /// - Parameter time: Seconds since the release.
  /// - Returns: `v0·d^(1000t)` in points per second.
  public func velocity(at time: Double) -> Double {
    guard time != .infinity else { return 0 }
    let t = max(0, time.finiteOrZero)
    return initialVelocity.finiteOrZero * exp(rate.decayPerSecond * t)
  }

  /// Where the content comes to rest: `x0 − v0/(1000·ln d)`, in points.
  public var restingPosition: Double {
    (initialPosition.finiteOrZero - initialVelocity.finiteOrZero / rate.decayPerSecond).finiteClamped
  }

  /// The distance from the start to the rest point, in points (signed).
  public var restingDistance: Double {
    (-initialVelocity.finiteOrZero / rate.decayPerSecond).finiteClamped
  }

  /// How long until the speed falls below a threshold: `ln(threshold/|v0|)/(1000·ln d)`.
  ///
  /// - Parameter threshold: A speed in points per second. A threshold that is NaN, zero or
  ///   negative is treated as 0.001 pt/s (the decay never reaches 0); `+infinity` gives 0.
  /// - Returns: Seconds (0 when the start speed is already at or below the threshold).
  public func duration(untilSpeedBelow threshold: Double) -> Double {
    let limit = threshold.isNaN || threshold <= 0 ? 0.001 : threshold
    let speed = abs(initialVelocity.finiteOrZero)
    guard speed > limit else { return 0 }
    return (log(limit / speed) / rate.decayPerSecond).finiteClamped
  }
}
