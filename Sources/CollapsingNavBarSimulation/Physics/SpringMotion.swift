import CollapsingNavBarCore

/// A value carried by a ``Spring`` from where it is to a target: the settle after an overscroll
/// or an overshoot, sampled at any time.
///
/// ```swift
/// let settle = SpringMotion(from: -40, to: 0, initialVelocity: 0, spring: .bounceBack)
/// let y = settle.value(at: elapsed)
/// ```
public struct SpringMotion: Hashable, Sendable {
  /// The value at time 0.
  public var from: Double
  /// The value the spring comes to rest at.
  public var to: Double
  /// The velocity at time 0, in units per second.
  public var initialVelocity: Double
  /// The spring.
  public var spring: Spring

  /// Creates a motion.
  ///
  /// - Parameters:
  ///   - from: The value at time 0.
  ///   - to: The value the spring comes to rest at.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - spring: The spring.
  public init(from: Double, to: Double, initialVelocity: Double = 0, spring: Spring) {
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    self.spring = spring
  }

  /// The value at a time.
  ///
  /// Non-finite `from`, `to` or velocity are treated as 0; negative and NaN times as 0.
  ///
  /// - Parameter time: Seconds since the start.
  /// - Returns: `to` plus the spring's displacement (finite).
  public func value(at time: Double) -> Double {
    let target = to.finiteOrZero
    let offset = spring.displacement(at: time, from: from.finiteOrZero - target, velocity: initialVelocity)
    return (target + offset).finiteClamped
  }

  /// The velocity at a time.
  ///
  /// - Parameter time: Seconds since the start.
  /// - Returns: Units per second.
  public func velocity(at time: Double) -> Double {
    spring.velocity(at: time, from: from.finiteOrZero - to.finiteOrZero, velocity: initialVelocity)
  }

  /// How long until the value stays within a tolerance of `to`.
  ///
  /// - Parameter tolerance: The allowed distance from `to` (see
  ///   ``Spring/settlingDuration(from:velocity:tolerance:)``).
  /// - Returns: Seconds.
  public func duration(tolerance: Double = 0.5) -> Double {
    spring.settlingDuration(from: from.finiteOrZero - to.finiteOrZero, velocity: initialVelocity, tolerance: tolerance)
  }

  /// Whether the motion is within a tolerance of `to` for good at a time.
  ///
  /// - Parameters:
  ///   - time: Seconds since the start.
  ///   - tolerance: The allowed distance from `to`.
  /// - Returns: `time >= duration(tolerance:)`.
  public func isSettled(at time: Double, tolerance: Double = 0.5) -> Bool {
    (time.isNaN ? 0 : time) >= duration(tolerance: tolerance)
  }
}
