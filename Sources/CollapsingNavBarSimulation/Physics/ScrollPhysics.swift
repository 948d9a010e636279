import CollapsingNavBarCore
import Foundation

/// The scroll physics of the simulated container in one place: UIKit's deceleration
/// (``ScrollDeceleration``), the rubber band past the edges (``RubberBand``), the bounce back
/// (``Spring/bounceBack``) and the curve of an animated offset change (``TimingCurve/easeInOut``).
///
/// Only what the core does not offer lives here: solving a deceleration that lands on a chosen
/// target, and finding when a deceleration reaches an edge.
enum ScrollPhysics {
  /// The duration of `setContentOffset(_:animated: true)` in seconds.
  static let animatedOffsetDuration = 0.3
  /// The spring of the bounce back from an edge.
  static let bounceSpring = Spring.bounceBack

  // MARK: - Deceleration

  /// A deceleration as UIKit runs it (``ScrollDeceleration``), with velocities in points per
  /// millisecond as UIKit reports them, and optionally solved to land on a target.
  struct Deceleration: Hashable, Sendable {
    /// The core's model.
    var model: ScrollDeceleration
    /// The offset it was solved to land on, which it reports as its destination exactly.
    var target: Double? = nil

    /// Creates a deceleration.
    ///
    /// - Parameters:
    ///   - start: The offset at release.
    ///   - velocity: The release velocity in points per millisecond.
    ///   - rate: The deceleration rate per millisecond.
    init(start: Double, velocity: Double, rate: Double, target: Double? = nil) {
      model = ScrollDeceleration(
        initialPosition: start, initialVelocity: velocity * 1000, rate: DecelerationRate(rate: rate))
      self.target = target
    }

    /// The offset at release.
    var start: Double { model.initialPosition }
    /// The release velocity in points per millisecond.
    var velocity: Double { model.initialVelocity / 1000 }
    /// The deceleration rate per millisecond.
    var rate: Double { model.rate.rate }
    /// How far the deceleration travels in all.
    var distance: Double { model.restingDistance }
    /// Where it comes to rest.
    var destination: Double { target ?? model.restingPosition }

    /// The offset at a time (seconds since the release).
    func offset(at time: Double) -> Double { model.position(at: time) }

    /// The rate of change of the offset at a time, in points per second.
    func speed(at time: Double) -> Double { model.velocity(at: time) }

    /// The time at which the rest of the way is shorter than `threshold` points.
    func duration(threshold: Double) -> Double {
      // The rest of the way is the speed over the decay per second (−v0 / distance).
      guard distance != 0, threshold > 0 else { return 0 }
      let decay = abs(model.initialVelocity / distance)
      return model.duration(untilSpeedBelow: threshold * decay)
    }

    /// The time at which the offset reaches `edge`, or `nil` if the deceleration stops first.
    func time(reaching edge: Double) -> Double? {
      guard distance != 0 else { return nil }
      let fraction = (edge - start) / distance
      guard fraction >= 0, fraction < 1 else { return nil }
      // x(t) = x0 + D·(1 − e^(kt)) with k = −v0 / D.
      let decay = -model.initialVelocity / distance
      return log(1 - fraction) / decay
    }

    /// The deceleration that starts at `start` and comes to rest exactly at `target`, as UIKit
    /// runs it after the delegate moved `targetContentOffset`.
    ///
    /// When the release velocity carries past the target, the velocity is kept and the rate
    /// solved so it brakes harder; when it falls short, points away or is zero, the rate is kept
    /// and the velocity solved.
    static func landing(from start: Double, at target: Double, velocity: Double, rate: Double) -> Deceleration {
      let distance = target - start
      if velocity * distance > 0 {
        // The rest distance is −v / ln d (v in pt/ms), so d = e^(−v / D).
        let solved = exp(-velocity / distance)
        if solved <= rate && DecelerationRate.validRange.contains(solved) {
          return Deceleration(start: start, velocity: velocity, rate: solved, target: target)
        }
      }
      return Deceleration(start: start, velocity: -distance * log(rate), rate: rate, target: target)
    }
  }

  // MARK: - Rubber band

  /// How far the content shows past an edge when the finger travels `overshoot` points past it.
  static func rubberBand(
    _ overshoot: Double, dimension: Double, coefficient: Double = RubberBand.defaultCoefficient
  ) -> Double {
    guard overshoot > 0 else { return 0 }
    return RubberBand(dimension: dimension, coefficient: coefficient).offset(forOverscroll: overshoot)
  }

  /// The finger's travel past an edge that shows the content `displayed` points past it.
  static func inverseRubberBand(
    _ displayed: Double, dimension: Double, coefficient: Double = RubberBand.defaultCoefficient
  ) -> Double {
    guard displayed > 0 else { return 0 }
    return RubberBand(dimension: dimension, coefficient: coefficient).overscroll(forOffset: displayed)
  }

  // MARK: - Bounce

  /// Advances the bounce spring, which pulls toward 0.
  ///
  /// - Parameters:
  ///   - displacement: The distance from the rest point.
  ///   - velocity: The velocity in points per second.
  ///   - time: Seconds to advance.
  ///   - spring: The bounce's spring (UIKit's is not documented: ``UIKitAssumptions``).
  /// - Returns: The displacement and velocity after `time`.
  static func bounce(
    displacement: Double, velocity: Double, time: Double, spring: Spring = bounceSpring
  ) -> (displacement: Double, velocity: Double) {
    (
      spring.displacement(at: time, from: displacement, velocity: velocity),
      spring.velocity(at: time, from: displacement, velocity: velocity)
    )
  }

  /// Whether a bounce has come to rest: it stays within `threshold` of its rest point from now on.
  static func bounceIsAtRest(
    displacement: Double, velocity: Double, threshold: Double, spring: Spring = bounceSpring
  ) -> Bool {
    spring.settlingDuration(from: displacement, velocity: velocity, tolerance: threshold) == 0
  }

  // MARK: - Animated offset

  /// The curve of `setContentOffset(_:animated: true)`.
  ///
  /// - Parameter fraction: The elapsed fraction of the duration, 0…1.
  /// - Returns: The completed fraction of the distance.
  static func animatedOffsetCurve(_ fraction: Double) -> Double {
    animatedOffsetTimingCurve.value(at: min(max(fraction, 0), 1))
  }

  /// The timing curve of `setContentOffset(_:animated: true)`.
  static let animatedOffsetTimingCurve = TimingCurve.easeInOut
}
