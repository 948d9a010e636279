import Foundation

/// A slow release whose target the delegate moved, as UIKit runs it: it "decelerates most of the
/// way, then slides linearly" (rdar 18746849, for releases slower than about 0.27 pt/ms).
///
/// The model: UIKit's own exponential deceleration from the release velocity (toward the
/// target) until its speed falls to the slide's speed, then a slide at that constant speed the
/// rest of the way. A release that points away from the target, or is slower than the slide
/// already, slides all the way. A release whose own deceleration would carry it past the target
/// is not this case (UIKit brakes harder: ``ScrollPhysics/Deceleration/landing(from:at:velocity:rate:)``).
struct LinearTailDeceleration: Hashable, Sendable {
  /// The offset at release.
  var start: Double
  /// The offset it ends at.
  var target: Double
  /// The release speed toward the target in points per second (0 when it points away).
  var speed: Double
  /// The exponent per second of the decay (`1000·ln d`, negative).
  var decay: Double
  /// The slide's speed in points per second.
  var tailSpeed: Double
  /// When the slide starts, in seconds after the release.
  var bendTime: Double
  /// How far the deceleration carries before the slide, in points (unsigned).
  var bendDistance: Double

  /// The linear-tail deceleration from `start` to `target`, or `nil` when UIKit's own
  /// deceleration would carry the content past the target (or there is no way to go).
  ///
  /// - Parameters:
  ///   - start: The offset at release.
  ///   - target: The target the delegate set.
  ///   - velocity: The release velocity in points per millisecond.
  ///   - rate: The deceleration rate per millisecond.
  ///   - tailSpeed: The slide's speed in points per millisecond (positive).
  init?(start: Double, target: Double, velocity: Double, rate: Double, tailSpeed: Double) {
    let distance = abs(target - start)
    guard distance > 0, tailSpeed > 0, rate > 0, rate < 1 else { return nil }
    let direction: Double = target > start ? 1 : -1
    let speed = max(0, velocity * direction) * 1000
    let decay = 1000 * log(rate)
    let tail = tailSpeed * 1000
    // The deceleration's full distance is speed / −decay; it carries past the target: not this case.
    guard speed / -decay < distance else { return nil }
    self.start = start
    self.target = target
    self.speed = speed
    self.decay = decay
    self.tailSpeed = tail
    if speed > tail {
      bendTime = log(tail / speed) / decay
      bendDistance = (speed - tail) / -decay
    } else {
      bendTime = 0
      bendDistance = 0
    }
  }

  /// The direction of travel: 1 toward the end, −1 toward the top.
  var direction: Double { target > start ? 1 : -1 }

  /// How long it runs in all, in seconds.
  var duration: Double { bendTime + max(0, abs(target - start) - bendDistance) / tailSpeed }

  /// The offset at a time (seconds since the release).
  func offset(at time: Double) -> Double {
    let t = max(0, time)
    guard t < duration else { return target }
    if t < bendTime {
      return start + direction * speed * expm1(decay * t) / decay
    }
    return start + direction * (bendDistance + tailSpeed * (t - bendTime))
  }

  /// The speed at a time in points per second (signed).
  func velocity(at time: Double) -> Double {
    let t = max(0, time)
    guard t < duration else { return 0 }
    if t < bendTime { return direction * speed * exp(decay * t) }
    return direction * tailSpeed
  }
}
