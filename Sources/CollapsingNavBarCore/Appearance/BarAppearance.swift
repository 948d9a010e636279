/// How a gradient bar looks at one scroll position: a pure function of the offset, the distance
/// over which the bar turns opaque and a ``GradientBarStyle``.
///
/// The progress is `min(1, max(0, offset / threshold))`; the background's alpha follows it and
/// the title and tint colours are interpolated between their transparent and opaque colours.
/// The status-bar style has hysteresis and therefore state; see ``StatusBarStyleTracker``.
///
/// ```swift
/// let c = 120.0  // how far the hero image has scrolled under the bar
/// let threshold = BarAppearance.threshold(heroHeight: 300, barHeight: 91)
/// let appearance = BarAppearance.gradient(offset: c, threshold: threshold, style: .overHeroImage)
/// ```
public struct BarAppearance: Hashable, Sendable {
  /// 0 transparent over the hero … 1 opaque.
  public var progress: Double
  /// The background's alpha (equal to the progress).
  public var backgroundAlpha: Double
  /// The background colour with ``backgroundAlpha`` applied to the style's alpha.
  public var backgroundColor: RGBAColor
  /// The title colour.
  public var titleColor: RGBAColor
  /// The bar buttons' tint.
  public var tintColor: RGBAColor

  /// The progress for an offset: `min(1, max(0, offset / threshold))`.
  ///
  /// - Parameters:
  ///   - offset: How far the content has scrolled from rest (`contentOffset.y + contentInset.top`),
  ///     in points; NaN is treated as 0.
  ///   - threshold: The offset at which the bar is opaque, in points. A threshold that is not
  ///     positive and finite switches at once: progress 1 for any positive offset, else 0.
  /// - Returns: The progress, 0…1.
  public static func progress(offset: Double, threshold: Double) -> Double {
    let c = offset.isNaN ? 0 : offset
    guard threshold.isFinite, threshold > 0 else { return c > 0 ? 1 : 0 }
    return min(1, max(0, c / threshold))
  }

  /// The usual threshold: the bar turns opaque when the hero image has scrolled up under it.
  ///
  /// - Parameters:
  ///   - heroHeight: The hero image's height in points.
  ///   - barHeight: The bar's height (safe area included) in points.
  /// - Returns: `max(0, heroHeight − barHeight)` (non-finite inputs count as 0).
  public static func threshold(heroHeight: Double, barHeight: Double) -> Double {
    max(0, (heroHeight.finiteOrZero - barHeight.finiteOrZero).finiteClamped)
  }

  /// The appearance at an offset.
  ///
  /// - Parameters:
  ///   - offset: How far the content has scrolled from rest, in points (see
  ///     ``progress(offset:threshold:)``).
  ///   - threshold: The offset at which the bar is opaque, in points.
  ///   - style: The colours at both ends.
  /// - Returns: The appearance.
  public static func gradient(offset: Double, threshold: Double, style: GradientBarStyle) -> BarAppearance {
    let p = progress(offset: offset, threshold: threshold)
    return BarAppearance(
      progress: p,
      backgroundAlpha: p,
      backgroundColor: style.backgroundColor.withAlpha(style.backgroundColor.alpha * p),
      titleColor: style.transparentTitleColor.interpolated(to: style.opaqueTitleColor, fraction: p),
      tintColor: style.transparentTintColor.interpolated(to: style.opaqueTintColor, fraction: p))
  }
}
