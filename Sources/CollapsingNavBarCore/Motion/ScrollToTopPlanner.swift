/// Plans the bar's own scroll to the top (a tap on the status bar): the duration grows with the
/// distance, a long way first jumps to one screen above the top, and a gentle overshoot past the
/// top settles back unless Reduce Motion is on.
///
/// The regimes, with `D` the distance to the top and `H` the viewport height (defaults):
///
/// | regime | distance | travel | curve |
/// |---|---|---|---|
/// | ``Regime/short`` | `D ≤ 1·H` | 0.2 … 0.3 s, growing with `D` | ease out |
/// | ``Regime/medium`` | `1·H < D ≤ 4·H` | 0.3 … 0.5 s, growing with `D` | ease in-out |
/// | ``Regime/long`` | `D > 4·H` | jump to `top + 1·H`, then 0.5 s | ease out |
///
/// The overshoot is 5% of the distance, at most 6 pt, and settles back in 0.15 s. Content
/// resting above the top (pulled down) goes back in the short regime without overshoot.
/// The duration never decreases as the distance grows.
public struct ScrollToTopPlanner: Hashable, Sendable {
  /// The kind of a scroll-to-top, by distance.
  public enum Regime: String, Hashable, Sendable, CaseIterable {
    /// Already at the top: nothing moves.
    case none
    /// Up to ``ScrollToTopPlanner/shortDistanceScreens`` screens.
    case short
    /// Up to ``ScrollToTopPlanner/longDistanceScreens`` screens.
    case medium
    /// Further: jump first, then travel.
    case long
  }

  /// The largest distance, in viewport heights, of the short regime.
  public var shortDistanceScreens = 1.0
  /// The largest distance, in viewport heights, of the medium regime.
  public var longDistanceScreens = 4.0
  /// How many viewport heights above the top a long scroll jumps to.
  public var jumpScreens = 1.0
  /// The travel for the shortest distances, in seconds.
  public var minimumDuration = 0.2
  /// The travel at the end of the short regime, in seconds.
  public var shortDuration = 0.3
  /// The travel at the end of the medium regime and for the long regime, in seconds.
  public var longDuration = 0.5
  /// The short regime's curve.
  public var shortCurve = TimingCurve.easeOut
  /// The medium regime's curve.
  public var mediumCurve = TimingCurve.easeInOut
  /// The long regime's curve (after the jump the content is already moving fast).
  public var longCurve = TimingCurve.easeOut
  /// The overshoot as a fraction of the distance.
  public var overshootFraction = 0.05
  /// The largest overshoot, in points.
  public var maximumOvershoot = 6.0
  /// How long the overshoot takes to settle back, in seconds.
  public var settleDuration = 0.15

  /// Creates a planner with the default regimes.
  public init() {}

  /// The default planner.
  public static let standard = ScrollToTopPlanner()

  /// The regime for a distance.
  ///
  /// - Parameters:
  ///   - distance: The distance to the top in points (its magnitude counts).
  ///   - viewportHeight: The viewport height in points.
  /// - Returns: The regime.
  public func regime(distance: Double, viewportHeight: Double) -> Regime {
    let d = abs(distance.finiteOrZero)
    let h = Self.usableHeight(viewportHeight)
    if d < 1e-6 { return .none }
    if d <= shortDistanceScreens * h || distance < 0 { return .short }
    if d <= longDistanceScreens * h { return .medium }
    return .long
  }

  /// Plans a scroll to the top.
  ///
  /// - Parameters:
  ///   - contentOffset: The current content offset (`contentOffset.y`), in points; non-finite
  ///     is treated as the top (nothing moves).
  ///   - topOffset: The offset at the top, `-contentInset.top`; non-finite is treated as 0.
  ///   - viewportHeight: The scroll view's height in points; non-finite or below 1 is treated
  ///     as 1.
  ///   - reduceMotion: Whether Reduce Motion is on: no overshoot.
  /// - Returns: The plan; sample it with the time since it began.
  public func plan(
    contentOffset: Double, topOffset: Double, viewportHeight: Double, reduceMotion: Bool
  ) -> ScrollToTopPlan {
    let top = topOffset.finiteOrZero
    let start = contentOffset.finiteOr(top)
    let h = Self.usableHeight(viewportHeight)
    let distance = (start - top).finiteClamped
    let d = abs(distance)
    let minimum = max(0, minimumDuration.finiteOrZero)
    let short = max(minimum, shortDuration.finiteOrZero)
    let long = max(short, longDuration.finiteOrZero)
    let shortLimit = max(0, shortDistanceScreens.finiteOrZero) * h
    let longLimit = max(shortLimit, longDistanceScreens.finiteOrZero * h)

    var jump: Double?
    let travel: Double
    let curve: TimingCurve
    switch regime(distance: distance, viewportHeight: h) {
    case .none:
      return ScrollToTopPlan(start: start, end: top, travelDuration: 0)
    case .short:
      travel = shortLimit > 0 ? minimum.interpolated(to: short, fraction: min(1, d / shortLimit)) : short
      curve = shortCurve
    case .medium:
      let span = longLimit - shortLimit
      travel = span > 0 ? short.interpolated(to: long, fraction: ((d - shortLimit) / span).clamped(to: 0...1)) : long
      curve = mediumCurve
    case .long:
      jump = top + min(d, max(0, jumpScreens.finiteOrZero) * h)
      travel = long
      curve = longCurve
    }
    let overshoot =
      reduceMotion || distance < 0
      ? 0 : min(max(0, maximumOvershoot.finiteOrZero), max(0, overshootFraction.finiteOrZero) * d)
    return ScrollToTopPlan(
      start: start, end: top, jump: jump, overshoot: overshoot, travelDuration: travel,
      settleDuration: settleDuration, curve: curve, settleCurve: .easeInOut)
  }

  /// The viewport height used by the math: at least 1 pt.
  private static func usableHeight(_ height: Double) -> Double { max(1, height.finiteOr(1)) }
}
