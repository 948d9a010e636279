import Foundation

/// The scroll physics of the simulated container, behind one small seam: UIKit's deceleration,
/// the rubber band past the edges, the bounce back and the curve of an animated offset change.
///
/// Everything the container needs from physics goes through this type, so the formulas can be
/// swapped for the core's motion types without touching the container.
enum ScrollPhysics {
  /// The rubber band's stiffness: `b = (1 − 1 / (x · c / dim + 1)) · dim` with `c = 0.55`.
  static let rubberBandCoefficient = 0.55
  /// The bounce spring's angular frequency in rad/s (mass 1, stiffness 100, critically damped).
  static let bounceFrequency = 10.0
  /// The duration of `setContentOffset(_:animated: true)` in seconds.
  static let animatedOffsetDuration = 0.3

  // MARK: - Deceleration

  /// A deceleration as UIKit runs it: every millisecond the velocity is multiplied by the rate.
  ///
  /// In closed form, with `v` in points per millisecond and `t` in seconds:
  /// `x(t) = x₀ + v · d / (1 − d) · (1 − d^(1000 t))`, which comes to rest at
  /// `x₀ + v · d / (1 − d)` (the projection of a fling).
  struct Deceleration: Hashable, Sendable {
    /// The offset at `t = 0`.
    var start: Double
    /// The velocity at `t = 0` in points per millisecond.
    var velocity: Double
    /// The deceleration rate `d` per millisecond.
    var rate: Double
    /// The offset it was solved to land on, which it reports as its destination exactly.
    var target: Double? = nil

    /// How far the deceleration travels in all: `v · d / (1 − d)`.
    var distance: Double { velocity * rate / (1 - rate) }
    /// Where it comes to rest.
    var destination: Double { target ?? start + distance }

    /// `1000 · ln d`: the exponent per second.
    private var exponent: Double { 1000 * log(rate) }

    /// The offset at a time.
    ///
    /// - Parameter time: Seconds since the start.
    /// - Returns: The offset.
    func offset(at time: Double) -> Double {
      start + distance * (1 - exp(exponent * time))
    }

    /// The rate of change of the offset at a time, in points per second.
    ///
    /// - Parameter time: Seconds since the start.
    /// - Returns: The speed, signed like the velocity.
    func speed(at time: Double) -> Double {
      -distance * exponent * exp(exponent * time)
    }

    /// The time at which the rest of the way is shorter than `threshold`.
    ///
    /// - Parameter threshold: A distance in points (half a pixel in UIKit).
    /// - Returns: Seconds from the start, at least 0.
    func duration(threshold: Double) -> Double {
      let remaining = abs(distance)
      guard remaining > threshold, threshold > 0 else { return 0 }
      return log(threshold / remaining) / exponent
    }

    /// The time at which the offset reaches `edge`, if it does.
    ///
    /// - Parameter edge: An offset ahead of the start in the direction of travel.
    /// - Returns: Seconds from the start, or `nil` if the deceleration stops before the edge.
    func time(reaching edge: Double) -> Double? {
      guard distance != 0 else { return nil }
      let fraction = (edge - start) / distance
      guard fraction >= 0, fraction < 1 else { return nil }
      return log(1 - fraction) / exponent
    }

    /// The deceleration that starts at `start` and comes to rest exactly at `target`, as UIKit
    /// runs it after the delegate moved `targetContentOffset`.
    ///
    /// When the release velocity carries past the target, the velocity is kept and the rate
    /// solved so it brakes harder (`d' = D / (v + D)`); when it falls short, points away or is
    /// zero, the rate is kept and the velocity solved (`v' = D · (1 − d) / d`).
    ///
    /// - Parameters:
    ///   - start: The offset at release.
    ///   - target: The offset to rest at.
    ///   - velocity: The release velocity in points per millisecond.
    ///   - rate: The container's deceleration rate.
    /// - Returns: The deceleration.
    static func landing(from start: Double, at target: Double, velocity: Double, rate: Double) -> Deceleration {
      let distance = target - start
      if velocity * distance > 0 {
        let solved = distance / (velocity + distance)
        if solved <= rate { return Deceleration(start: start, velocity: velocity, rate: solved, target: target) }
      }
      return Deceleration(start: start, velocity: distance * (1 - rate) / rate, rate: rate, target: target)
    }
  }

  // MARK: - Rubber band

  /// How far the content shows past an edge when pulled `overshoot` points past it.
  ///
  /// - Parameters:
  ///   - overshoot: The finger's travel past the edge, at least 0.
  ///   - dimension: The viewport's height.
  /// - Returns: The displayed distance past the edge: `(1 − 1 / (x · 0.55 / dim + 1)) · dim`.
  static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
    guard overshoot > 0, dimension > 0 else { return 0 }
    return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
  }

  /// The finger's travel past an edge that shows the content `displayed` points past it.
  ///
  /// - Parameters:
  ///   - displayed: The displayed distance past the edge, at least 0 and below `dimension`.
  ///   - dimension: The viewport's height.
  /// - Returns: The overshoot `x` with `rubberBand(x) = displayed`.
  static func inverseRubberBand(_ displayed: Double, dimension: Double) -> Double {
    guard displayed > 0, dimension > 0 else { return 0 }
    let shown = min(displayed, dimension * (1 - 1e-9))
    return shown * dimension / ((dimension - shown) * rubberBandCoefficient)
  }

  // MARK: - Bounce

  /// Advances a critically damped spring that pulls toward 0.
  ///
  /// - Parameters:
  ///   - displacement: The distance from the rest point.
  ///   - velocity: The velocity in points per second.
  ///   - time: Seconds to advance.
  /// - Returns: The displacement and velocity after `time`.
  static func bounce(
    displacement: Double, velocity: Double, time: Double
  ) -> (displacement: Double, velocity: Double) {
    let omega = bounceFrequency
    let decay = exp(-omega * time)
    let b = velocity + omega * displacement
    return ((displacement + b * time) * decay, (velocity - omega * b * time) * decay)
  }

  /// Whether a bounce has come to rest: it is closer than `threshold` and would move less than
  /// `threshold` in one frame.
  static func bounceIsAtRest(displacement: Double, velocity: Double, threshold: Double, frame: Double) -> Bool {
    abs(displacement) <= threshold && abs(velocity) * frame <= threshold
  }

  // MARK: - Animated offset

  /// The curve of `setContentOffset(_:animated: true)`: ease in, ease out.
  ///
  /// - Parameter fraction: The elapsed fraction of the duration, 0…1.
  /// - Returns: The completed fraction of the distance.
  static func animatedOffsetCurve(_ fraction: Double) -> Double {
    let t = min(max(fraction, 0), 1)
    return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
  }
}
