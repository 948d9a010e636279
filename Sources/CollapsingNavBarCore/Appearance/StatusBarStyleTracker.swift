/// The status bar's content colour, as in `UIStatusBarStyle`.
public enum StatusBarStyle: String, Hashable, Sendable, CaseIterable {
  /// Light text and icons, for dark backgrounds (a hero image).
  case lightContent
  /// Dark text and icons, for light backgrounds.
  case darkContent
}

/// Picks the status-bar style for a gradient bar's progress with hysteresis, so the style never
/// flickers while the user rests near the middle.
///
/// Going up, the style turns to the opaque one when the progress reaches
/// ``switchUpProgress`` (0.55); going down, it turns back when the progress falls to
/// ``switchDownProgress`` (0.45). Between the two it keeps whatever it was.
///
/// ```swift
/// let appearance = BarAppearance.gradient(offset: 120, threshold: 209, style: .overHeroImage)
/// var tracker = StatusBarStyleTracker(style: .overHeroImage)
/// let style = tracker.update(progress: appearance.progress)
/// ```
public struct StatusBarStyleTracker: Hashable, Sendable {
  /// The style while the bar is transparent.
  package var transparentStyle: StatusBarStyle
  /// The style once the bar is opaque.
  package var opaqueStyle: StatusBarStyle
  /// The progress at or above which the opaque style shows.
  public var switchUpProgress: Double
  /// The progress at or below which the transparent style comes back.
  public var switchDownProgress: Double
  /// Whether the opaque style shows.
  package private(set) var isOpaque: Bool

  /// Creates a tracker.
  ///
  /// - Parameters:
  ///   - style: The gradient bar's style, which holds both status-bar styles and thresholds.
  ///   - progress: The progress at start: the opaque style shows if it is at least halfway
  ///     between the two thresholds (NaN counts as 0).
  public init(style: GradientBarStyle = .overHeroImage, progress: Double = 0) {
    transparentStyle = style.transparentStatusBarStyle
    opaqueStyle = style.opaqueStatusBarStyle
    switchUpProgress = style.statusBarSwitchUpProgress
    switchDownProgress = style.statusBarSwitchDownProgress
    isOpaque =
      (progress.isNaN ? 0 : progress) >= (style.statusBarSwitchUpProgress + style.statusBarSwitchDownProgress) / 2
  }

  /// The style showing now.
  public var style: StatusBarStyle { isOpaque ? opaqueStyle : transparentStyle }

  /// Feeds a new progress and returns the style to show.
  ///
  /// - Parameter progress: The gradient bar's progress, 0 transparent … 1 opaque. NaN leaves
  ///   the style as it is.
  /// - Returns: The style to show.
  public mutating func update(progress: Double) -> StatusBarStyle {
    guard !progress.isNaN else { return style }
    if isOpaque {
      if progress <= switchDownProgress { isOpaque = false }
    } else if progress >= switchUpProgress {
      isOpaque = true
    }
    return style
  }
}
