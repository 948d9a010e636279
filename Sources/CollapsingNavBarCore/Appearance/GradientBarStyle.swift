/// The colours and status-bar styles of a gradient bar at both ends of its transition: over the
/// hero image (transparent) and once the content has scrolled up (opaque).
public struct GradientBarStyle: Hashable, Sendable {
  /// The opaque background colour; its alpha is multiplied by the progress.
  public var backgroundColor: RGBAColor
  /// The title colour over the hero image.
  public var transparentTitleColor: RGBAColor
  /// The title colour on the opaque background.
  public var opaqueTitleColor: RGBAColor
  /// The bar buttons' tint over the hero image.
  public var transparentTintColor: RGBAColor
  /// The bar buttons' tint on the opaque background.
  public var opaqueTintColor: RGBAColor
  /// The status-bar style over the hero image.
  public var transparentStatusBarStyle: StatusBarStyle
  /// The status-bar style on the opaque background.
  public var opaqueStatusBarStyle: StatusBarStyle
  /// The progress at or above which the status bar turns to the opaque style (going up).
  public var statusBarSwitchUpProgress: Double
  /// The progress at or below which the status bar turns back (going down).
  public var statusBarSwitchDownProgress: Double

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - backgroundColor: The opaque background colour.
  ///   - transparentTitleColor: The title colour over the hero image.
  ///   - opaqueTitleColor: The title colour on the opaque background.
  ///   - transparentTintColor: The tint over the hero image.
  ///   - opaqueTintColor: The tint on the opaque background.
  ///   - transparentStatusBarStyle: The status-bar style over the hero image.
  ///   - opaqueStatusBarStyle: The status-bar style on the opaque background.
  ///   - statusBarSwitchUpProgress: The progress where the status bar turns opaque going up.
  ///   - statusBarSwitchDownProgress: The progress where it turns back going down.
  public init(
    backgroundColor: RGBAColor = .white,
    transparentTitleColor: RGBAColor = .white,
    opaqueTitleColor: RGBAColor = .black,
    transparentTintColor: RGBAColor = .white,
    opaqueTintColor: RGBAColor = RGBAColor(red: 0, green: 122 / 255, blue: 1),
    transparentStatusBarStyle: StatusBarStyle = .lightContent,
    opaqueStatusBarStyle: StatusBarStyle = .darkContent,
    statusBarSwitchUpProgress: Double = 0.55,
    statusBarSwitchDownProgress: Double = 0.45
  ) {
    self.backgroundColor = backgroundColor
    self.transparentTitleColor = transparentTitleColor
    self.opaqueTitleColor = opaqueTitleColor
    self.transparentTintColor = transparentTintColor
    self.opaqueTintColor = opaqueTintColor
    self.transparentStatusBarStyle = transparentStatusBarStyle
    self.opaqueStatusBarStyle = opaqueStatusBarStyle
    self.statusBarSwitchUpProgress = statusBarSwitchUpProgress
    self.statusBarSwitchDownProgress = statusBarSwitchDownProgress
  }

  /// White title and tint with light status-bar content over a dark hero image, turning into a
  /// white bar with a black title, system-blue tint and dark status-bar content.
  public static let overHeroImage = GradientBarStyle()
}
