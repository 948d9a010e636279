import CollapsingNavBarCore
import Foundation

/// A damped spring in closed form: displacement and velocity at any time from an initial
/// displacement and velocity, and the time it takes to settle.
///
/// The spring is parameterised like SwiftUI's `spring(response:dampingFraction:)`:
/// - ``dampingRatio`` `ζ`: 1 is critically damped (the fastest return without overshoot),
///   below 1 under-damped (it overshoots and oscillates), above 1 over-damped (slower, no
///   overshoot);
/// - ``response``: the period, in seconds, of the undamped oscillation, `2π/ω0`.
///
/// The choice keeps the feel (how bouncy) apart from the speed (how quick), which is what a
/// designer tunes. Displacements are from the rest point (the target), so a value moving toward
/// `target` sits at `target + displacement(...)`. The simulated scroll view's bounce back from an
/// edge is one (``bounceBack``, or ``UIKitAssumptions/bounceSpring`` when the fuzzer varies it).
public struct Spring: Hashable, Sendable {
  /// The damping ratio `ζ`, in ``dampingRatioRange``.
  public let dampingRatio: Double
  /// The undamped period in seconds, in ``responseRange``.
  public let response: Double

  /// The damping ratios a spring can hold (a lower one would never settle in practice).
  public static let dampingRatioRange = 0.01...100.0
  /// The responses (seconds) a spring can hold.
  public static let responseRange = 0.001...1000.0

  /// Creates a spring from a damping ratio and a response.
  ///
  /// - Parameters:
  ///   - dampingRatio: `ζ`; clamped to ``dampingRatioRange``, non-finite is treated as 1.
  ///   - response: The undamped period in seconds; clamped to ``responseRange``, non-finite is
  ///     treated as 0.5.
  public init(dampingRatio: Double, response: Double) {
    self.dampingRatio = dampingRatio.finiteOr(1).clamped(to: Self.dampingRatioRange)
    self.response = response.finiteOr(0.5).clamped(to: Self.responseRange)
  }

  /// A critically damped return, tuned like UIKit's bounce back from an overscroll: a 60 pt
  /// overscroll settles to half a point in about 0.5 s.
  public static let bounceBack = Spring(dampingRatio: 1, response: 0.45)

  /// The undamped angular frequency `ω0 = 2π/response`, in radians per second.
  public var angularFrequency: Double { 2 * .pi / response }
  /// The stiffness `k = ω0²` for a unit mass.
  public var stiffness: Double { angularFrequency * angularFrequency }
  /// The damping coefficient `c = 2ζω0` for a unit mass.
  public var damping: Double { 2 * dampingRatio * angularFrequency }

  /// Whether the damping ratio is 1 (to within 1e-6), where the closed form changes.
  var isCriticallyDamped: Bool { abs(dampingRatio - 1) < 1e-6 }

  /// The displacement at a time.
  ///
  /// - Parameters:
  ///   - time: Seconds since the start; negative and NaN are treated as 0, `+infinity` is rest.
  ///   - displacement: The displacement from rest at time 0 (non-finite is treated as 0).
  ///   - velocity: The velocity at time 0, per second (non-finite is treated as 0).
  /// - Returns: The displacement from rest at `time`.
  public func displacement(at time: Double, from displacement: Double, velocity: Double) -> Double {
    state(at: time, x0: displacement.finiteOrZero, v0: velocity.finiteOrZero).x
  }

  /// The velocity at a time.
  ///
  /// - Parameters:
  ///   - time: Seconds since the start; negative and NaN are treated as 0, `+infinity` is rest.
  ///   - displacement: The displacement from rest at time 0 (non-finite is treated as 0).
  ///   - velocity: The velocity at time 0, per second (non-finite is treated as 0).
  /// - Returns: The velocity at `time`, per second.
  public func velocity(at time: Double, from displacement: Double, velocity: Double) -> Double {
    state(at: time, x0: displacement.finiteOrZero, v0: velocity.finiteOrZero).v
  }

  /// How long until the displacement stays within a tolerance of rest.
  ///
  /// The time is where the motion's envelope falls to the tolerance: `A·e^(−ζω0t)` for an
  /// under-damped spring, `(|x0| + |v0 + ω0x0|·t)·e^(−ω0t)` for a critically damped one and the
  /// sum of both exponentials' magnitudes for an over-damped one. The envelope bounds the
  /// displacement, so the spring is within the tolerance from then on (an under-damped spring
  /// may already be there slightly earlier, between two swings).
  ///
  /// - Parameters:
  ///   - displacement: The displacement from rest at time 0 (non-finite is treated as 0).
  ///   - velocity: The velocity at time 0, per second (non-finite is treated as 0).
  ///   - tolerance: The allowed distance from rest; NaN, zero and negative are treated as 1e-9.
  /// - Returns: Seconds (0 when already within the tolerance for good).
  public func settlingDuration(from displacement: Double, velocity: Double, tolerance: Double) -> Double {
    let x0 = displacement.finiteOrZero
    let v0 = velocity.finiteOrZero
    let tol = tolerance.isNaN || tolerance <= 0 ? 1e-9 : tolerance
    let omega = angularFrequency
    let zeta = dampingRatio
    if isCriticallyDamped {
      let a = abs(x0)
      let b = abs(v0 + omega * x0)
      let peak = b > 0 ? max(0, 1 / omega - a / b) : 0
      return Self.crossing(from: peak, tolerance: tol) { t in (a + b * t) * exp(-omega * t) }
    } else if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let amplitude = (x0 * x0 + pow((v0 + zeta * omega * x0) / damped, 2)).squareRoot().finiteClamped
      guard amplitude > tol else { return 0 }
      return (log(amplitude / tol) / (zeta * omega)).finiteClamped
    } else {
      let (r1, r2, c1, c2) = overdampedTerms(x0: x0, v0: v0)
      return Self.crossing(from: 0, tolerance: tol) { t in abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t) }
    }
  }

  /// The first time from `start` on where a bound that decreases after `start` reaches
  /// `tolerance`, by doubling and then bisection.
  private static func crossing(from start: Double, tolerance: Double, _ bound: (Double) -> Double) -> Double {
    guard bound(start) > tolerance else { return 0 }
    var low = start
    var high = start + 0.01
    var doublings = 0
    while bound(high) > tolerance && doublings < 64 {
      low = high
      high = start + (high - start) * 2
      doublings += 1
    }
    for _ in 0..<80 {
      let mid = (low + high) / 2
      if bound(mid) > tolerance { low = mid } else { high = mid }
    }
    return high
  }

  /// The roots and coefficients of the over-damped solution `c1·e^(r1·t) + c2·e^(r2·t)`.
  private func overdampedTerms(x0: Double, v0: Double) -> (Double, Double, Double, Double) {
    let omega = angularFrequency
    let root = (dampingRatio * dampingRatio - 1).squareRoot()
    let r1 = -omega * (dampingRatio - root)
    let r2 = -omega * (dampingRatio + root)
    let c2 = (v0 - r1 * x0) / (r2 - r1)
    return (r1, r2, x0 - c2, c2)
  }

  /// Displacement and velocity at a time, for finite starting values.
  private func state(at time: Double, x0: Double, v0: Double) -> (x: Double, v: Double) {
    guard time != .infinity else { return (0, 0) }
    let t = max(0, time.finiteOrZero)
    let omega = angularFrequency
    let zeta = dampingRatio
    let x: Double
    let v: Double
    if isCriticallyDamped {
      let b = v0 + omega * x0
      let decay = exp(-omega * t)
      x = (x0 + b * t) * decay
      v = (v0 - omega * b * t) * decay
    } else if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let decay = exp(-zeta * omega * t)
      let (sine, cosine) = (sin(damped * t), cos(damped * t))
      x = decay * (x0 * cosine + (v0 + zeta * omega * x0) / damped * sine)
      v = decay * (v0 * cosine - (omega * omega * x0 + zeta * omega * v0) / damped * sine)
    } else {
      let (r1, r2, c1, c2) = overdampedTerms(x0: x0, v0: v0)
      let (e1, e2) = (exp(r1 * t), exp(r2 * t))
      x = c1 * e1 + c2 * e2
      v = c1 * r1 * e1 + c2 * r2 * e2
    }
    return (x.finiteClamped, v.finiteClamped)
  }
}
