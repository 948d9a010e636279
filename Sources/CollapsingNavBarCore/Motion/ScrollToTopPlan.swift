/// One scroll-to-top animation, worked out in advance: where it starts and ends, an optional
/// jump, the travel with its curve and a small overshoot past the end that settles back.
///
/// Sample it with the time since the animation began; it holds no clock. The phases:
/// 1. at time 0 the offset is ``start``; if there is a ``jump``, the travel begins there
///    immediately after 0 (so a long list never flashes through its rows);
/// 2. the travel, ``travelDuration`` seconds along ``curve``, to ``overshoot`` points past
///    ``end`` in the direction of travel;
/// 3. the settle back to ``end``, ``settleDuration`` seconds along ``settleCurve``.
/// Both curves start and end at rest for the built-in plans, so the velocity is continuous
/// where the phases meet. From ``duration`` on the offset is ``end`` and the plan is finished.
///
/// To restart while a plan runs, plan again from the sampled offset (see
/// ``ScrollToTopPlanner/plan(contentOffset:topOffset:viewportHeight:reduceMotion:)``).
public struct ScrollToTopPlan: Hashable, Sendable {
  /// The offset when the animation begins, in points.
  public let start: Double
  /// The offset it ends at (the top offset, `-contentInset.top`), in points.
  public let end: Double
  /// The offset the travel begins at after an instant jump, if any.
  public let jump: Double?
  /// How far past ``end`` the travel goes before settling back, in points (0 for none).
  public let overshoot: Double
  /// The travel's duration in seconds.
  public let travelDuration: Double
  /// The settle's duration in seconds (0 without overshoot).
  public let settleDuration: Double
  /// The travel's timing curve.
  public let curve: TimingCurve
  /// The settle's timing curve.
  public let settleCurve: TimingCurve

  /// Creates a plan.
  ///
  /// Non-finite `start`, `end` and `jump` are treated as 0, non-finite or negative durations
  /// and overshoots as 0, so a plan never samples to NaN.
  ///
  /// - Parameters:
  ///   - start: The offset when the animation begins.
  ///   - end: The offset it ends at.
  ///   - jump: The offset the travel begins at after an instant jump, or `nil`.
  ///   - overshoot: Points past `end` before settling back.
  ///   - travelDuration: The travel's duration in seconds.
  ///   - settleDuration: The settle's duration in seconds (ignored without overshoot).
  ///   - curve: The travel's timing curve.
  ///   - settleCurve: The settle's timing curve.
  public init(
    start: Double, end: Double, jump: Double? = nil, overshoot: Double = 0, travelDuration: Double,
    settleDuration: Double = 0, curve: TimingCurve = .easeOut, settleCurve: TimingCurve = .easeInOut
  ) {
    self.start = start.finiteOrZero
    self.end = end.finiteOrZero
    self.jump = jump.map(\.finiteOrZero)
    let overshoot = max(0, overshoot.finiteOrZero)
    self.overshoot = overshoot
    self.travelDuration = max(0, travelDuration.finiteOrZero)
    self.settleDuration = overshoot > 0 ? max(0, settleDuration.finiteOrZero) : 0
    self.curve = curve
    self.settleCurve = settleCurve
  }

  /// The total duration in seconds: travel plus settle.
  public var duration: Double { travelDuration + settleDuration }

  /// Where the travel begins: the ``jump`` if there is one, else ``start``.
  public var travelStart: Double { jump ?? start }

  /// The offset the travel ends at: ``overshoot`` points past ``end`` in the direction of
  /// travel (for a scroll to the top, below the top offset: the content is pulled down a little).
  public var overshootOffset: Double {
    guard overshoot > 0 else { return end }
    return end < travelStart ? end - overshoot : end + overshoot
  }

  /// The animation's state at a time.
  ///
  /// - Parameter time: Seconds since the animation began. NaN and times before 0 are treated
  ///   as 0, where the offset is ``start`` (or ``end`` for a plan of zero duration).
  /// - Returns: The offset and whether the animation is over.
  public func sample(at time: Double) -> ScrollToTopSample {
    let t = time.isNaN ? 0 : max(0, time)
    if t >= duration { return ScrollToTopSample(offset: end, isFinished: true) }
    if t <= 0 { return ScrollToTopSample(offset: start, isFinished: false) }
    if t < travelDuration {
      let eased = curve.value(at: t / travelDuration)
      return ScrollToTopSample(
        offset: travelStart.interpolated(to: overshootOffset, fraction: eased), isFinished: false)
    }
    let eased = settleCurve.value(at: (t - travelDuration) / settleDuration)
    return ScrollToTopSample(offset: overshootOffset.interpolated(to: end, fraction: eased), isFinished: false)
  }
}

/// The state of a scroll-to-top animation at one time.
public struct ScrollToTopSample: Hashable, Sendable {
  /// The content offset to show, in points.
  public var offset: Double
  /// Whether the animation is over (the offset is the plan's end).
  public var isFinished: Bool

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - offset: The content offset in points.
  ///   - isFinished: Whether the animation is over.
  public init(offset: Double, isFinished: Bool) {
    self.offset = offset
    self.isFinished = isFinished
  }
}
