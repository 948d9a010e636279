import Foundation

extension StatusBarStyle {
  /// The style that reads best on a solid background: light content on a dark colour, dark
  /// content on a light one, chosen by WCAG contrast against white and against black.
  ///
  /// White text has the better contrast when the background's relative luminance is below
  /// about 0.18 (`(1 + 0.05) / (L + 0.05) > (L + 0.05) / (0 + 0.05)`), which is where the two
  /// contrast ratios meet. A translucent colour is judged as drawn over the fallback's opposite:
  /// its alpha blends it toward the colour the system would show behind the bar.
  ///
  /// - Parameters:
  ///   - background: The bar's solid background colour (sRGB components in 0…1).
  ///   - behind: What shows through a translucent background; white by default (light mode).
  /// - Returns: `.lightContent` for a dark background, `.darkContent` for a light one.
  public static func contrasting(with background: RGBAColor, over behind: RGBAColor = .white) -> StatusBarStyle {
    let alpha = background.alpha.isFinite ? min(max(background.alpha, 0), 1) : 1
    let drawn = behind.interpolated(to: background.withAlpha(1), fraction: alpha)
    let luminance = relativeLuminance(of: drawn)
    let againstWhite = 1.05 / (luminance + 0.05)
    let againstBlack = (luminance + 0.05) / 0.05
    return againstWhite > againstBlack ? .lightContent : .darkContent
  }

  /// The status-bar style of a collapsing bar: contrasting with its solid background while that
  /// background shows (at rest, before content scrolls under the bar), else `nil` — the blur
  /// follows the system's appearance, and so should the status bar (`UIStatusBarStyle.default`).
  ///
  /// - Parameters:
  ///   - solidBackground: The solid background colour, or `nil` if the bar has none.
  ///   - solidAlpha: The solid background's alpha in the layout (``BackgroundLayout/solidAlpha``).
  ///   - behind: What shows through a translucent background.
  /// - Returns: The style, or `nil` for the system's default.
  public static func forCollapsingBar(
    solidBackground: RGBAColor?, solidAlpha: Double, over behind: RGBAColor = .white
  ) -> StatusBarStyle? {
    guard let solidBackground, solidAlpha.isFinite, solidAlpha >= 0.5, solidBackground.alpha > 0 else { return nil }
    return contrasting(with: solidBackground, over: behind)
  }

  /// The relative luminance of an sRGB colour, as WCAG 2 defines it (0 black … 1 white).
  ///
  /// - Parameter color: The colour; its alpha is ignored and components are clamped to 0…1
  ///   (NaN counts as 0).
  /// - Returns: `0.2126 R + 0.7152 G + 0.0722 B` of the linearised components.
  public static func relativeLuminance(of color: RGBAColor) -> Double {
    func linear(_ component: Double) -> Double {
      let c = component.isNaN ? 0 : min(max(component, 0), 1)
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }
}
