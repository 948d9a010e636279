/// The bar's own settle: the short animation that brings the content to a whole state when the
/// finger lets go without momentum, when a deceleration ends between whole states, and when the
/// bar is expanded or collapsed in code.
///
/// A fling keeps UIKit's deceleration with an adjusted target; a release below the velocity
/// threshold does not, because a deceleration started at almost no speed crawls the last points
/// for seconds. The settle starts from wherever the content is: right at a release it goes at
/// once and eases out (the content was moving under the finger); from rest it eases in and out,
/// so the content does not jump into motion.
///
/// ```swift
/// let settle = SettleAnimation.settle(atRelease: true, reduceMotion: false)   // 0.3 s, ease-out
/// let y = settle.offset(from: -120, to: -131, at: 0.1)   // where the content is 0.1 s in
/// ```
public struct SettleAnimation: Hashable, Sendable {
  /// The duration in seconds, in `0...`​``maximumDuration``.
  public let duration: Double
  /// How the elapsed fraction of the duration maps to the fraction of the way.
  public let curve: TimingCurve

  /// The longest a settle may take, in seconds.
  public static let maximumDuration = 0.3

  /// Creates a settle.
  ///
  /// - Parameters:
  ///   - duration: Seconds; clamped to `0...`​``maximumDuration`` (non-finite is treated as the
  ///     maximum).
  ///   - curve: The timing curve.
  public init(duration: Double, curve: TimingCurve) {
    self.duration = duration.finiteOr(Self.maximumDuration).clamped(to: 0...Self.maximumDuration)
    self.curve = curve
  }

  /// A settle right at a release: 0.3 s with an ease-out curve, fast from the start, gentle at
  /// the end.
  public static let release = SettleAnimation(duration: 0.3, curve: .easeOut)
  /// A settle of content at rest: 0.3 s, easing in and out (like `setContentOffset(_:animated:)`).
  public static let fromRest = SettleAnimation(duration: 0.3, curve: .easeInOut)
  /// The duration with Reduce Motion on: half as long.
  public static let reducedMotionDuration = 0.15

  /// The settle to play.
  ///
  /// - Parameters:
  ///   - atRelease: Whether the finger just let go (the content was moving under it), rather
  ///     than the content resting.
  ///   - reduceMotion: Whether Reduce Motion is on: the settle takes
  ///     ``reducedMotionDuration``.
  /// - Returns: ``release`` or ``fromRest``, shortened for Reduce Motion.
  public static func settle(atRelease: Bool, reduceMotion: Bool) -> SettleAnimation {
    let settle = atRelease ? release : fromRest
    return reduceMotion ? SettleAnimation(duration: reducedMotionDuration, curve: settle.curve) : settle
  }

  /// The completed fraction of the way at a time.
  ///
  /// - Parameter elapsed: Seconds since the settle started (non-finite is treated as the end).
  /// - Returns: 0 at the start, exactly 1 from ``duration`` on.
  public func fraction(at elapsed: Double) -> Double {
    guard duration > 0 else { return 1 }
    return curve.value(at: elapsed.finiteOr(duration) / duration)
  }

  /// Where the content is at a time.
  ///
  /// - Parameters:
  ///   - from: The offset the settle started from.
  ///   - to: The offset it arrives at.
  ///   - elapsed: Seconds since it started.
  /// - Returns: `from` at the start, exactly `to` from ``duration`` on.
  public func offset(from: Double, to: Double, at elapsed: Double) -> Double {
    from.interpolated(to: to, fraction: fraction(at: elapsed))
  }

  /// Whether the settle has arrived at a time.
  ///
  /// - Parameter elapsed: Seconds since it started.
  /// - Returns: Whether `elapsed` is at least ``duration`` (up to a rounding error of a frame
  ///   clock).
  public func isFinished(at elapsed: Double) -> Bool {
    !(elapsed < duration - 1e-9)
  }
}
