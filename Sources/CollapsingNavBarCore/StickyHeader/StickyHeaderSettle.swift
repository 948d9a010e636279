import Foundation

/// The motion that takes a sticky header's content from where the finger let go to the whole
/// state the snap chose, when the package moves the content itself (a `List`, or any container
/// before iOS 17): a critically damped spring that starts at the release velocity, so there is
/// no jump in speed, and ends exactly on the target after ``duration``.
///
/// ```swift
/// let settle = StickyHeaderSettle(from: 40, to: 0, velocity: -0.2)
/// print(settle.offset(at: 0))                // 40
/// print(settle.offset(at: settle.duration))  // 0
/// ```
public struct StickyHeaderSettle: Hashable, Sendable {
  /// Where the motion starts, as a collapse distance.
  public let start: Double
  /// Where it ends.
  public let target: Double
  /// The release velocity in points per millisecond, positive toward the end.
  public let velocity: Double
  /// How long it lasts, in seconds: ``maximumDuration`` at normal speed.
  public let duration: Double

  /// The spring's angular frequency, per second: within a device pixel of the target after
  /// 0.3 s for a travel of a few hundred points.
  public static let angularFrequency = 25.0
  /// The longest a settle lasts, in seconds.
  public static let maximumDuration = 0.3
  /// The duration with Reduce Motion on, in seconds.
  public static let reducedMotionDuration = 0.15

  /// Plans a settle.
  ///
  /// - Parameters:
  ///   - start: The collapse distance at release; non-finite is treated as the target.
  ///   - target: The whole state's collapse distance; non-finite is treated as 0.
  ///   - velocity: The release velocity in pt/ms, positive toward the end; non-finite is
  ///     treated as 0.
  ///   - reduceMotion: Whether Reduce Motion is on (a shorter settle).
  public init(from start: Double, to target: Double, velocity: Double, reduceMotion: Bool = false) {
    let end = target.finiteOrZero
    self.target = end
    self.start = start.finiteOr(end)
    self.velocity = velocity.finiteOrZero
    self.duration = reduceMotion ? Self.reducedMotionDuration : Self.maximumDuration
  }

  /// The collapse distance at a time after the release.
  ///
  /// - Parameter time: Seconds since the release; negative is treated as 0.
  /// - Returns: The spring's position, never past the target on the far side of the start,
  ///   and exactly the target from ``duration`` on.
  public func offset(at time: Double) -> Double {
    let t = max(0, time.finiteOrZero)
    guard t < duration else { return target }
    let omega = Self.angularFrequency * Self.maximumDuration / duration
    let displacement = start - target
    let v0 = velocity * 1000
    let position = target + (displacement + (v0 + omega * displacement) * t) * exp(-omega * t)
    // An overshoot past the target is cut at the target.
    if displacement >= 0 { return max(target, position.finiteOr(target)) }
    return min(target, position.finiteOr(target))
  }

  /// Whether the motion is over at a time.
  ///
  /// - Parameter time: Seconds since the release.
  public func isFinished(at time: Double) -> Bool { time >= duration }
}
