/// The screen the bar lives on: safe area, width, display scale, Dynamic Type and whether the
/// height is compact.
public struct BarEnvironment: Hashable, Sendable {
  /// The top safe-area inset in points (status bar, notch); the panels start below it.
  public var safeAreaTop: Double
  /// The bar's width in points.
  public var width: Double
  /// The display scale (1, 2 or 3 on current devices); heights are rounded to `1 / scale`.
  public var scale: Double
  /// The Dynamic Type factor applied to the large title's height (1 at the default size).
  public var largeTitleScale: Double
  /// The Dynamic Type factor applied to panels that ask for it
  /// (``Panel/scalesWithContentSize``): the body text style's scale, 1 at the default size.
  public var contentSizeScale: Double
  /// The layout direction: mirrored for right-to-left languages.
  public var layoutDirection: BarLayoutDirection
  /// Whether the screen's height is compact (`UIUserInterfaceSizeClass.compact` vertically: an
  /// iPhone in landscape); the large title and the spacer above it then take no room, as in the
  /// system bar (see ``showsLargeTitle``).
  public var isVerticallyCompact: Bool
  /// The look of the system's own bars on this device (``BarLookSystem/look``); the bar takes it
  /// unless its configuration asks for ``BarLookPreference/classic``.
  public var systemLook: BarLook = .classic
  /// The style UIKit gives an `.automatic` scroll edge effect here
  /// (``BarLookSystem/automaticEdgeEffectStyle``).
  public var automaticEdgeEffectStyle: BarEdgeEffectStyle = .soft

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - safeAreaTop: The top safe-area inset in points.
  ///   - width: The bar's width in points.
  ///   - scale: The display scale.
  ///   - largeTitleScale: The Dynamic Type factor for the large title.
  ///   - isVerticallyCompact: Whether the height is compact (a landscape iPhone).
  ///   - contentSizeScale: The Dynamic Type factor for panels that ask for it.
  ///   - layoutDirection: The layout direction.
  public init(
    safeAreaTop: Double = 47, width: Double = 390, scale: Double = 3, largeTitleScale: Double = 1,
    isVerticallyCompact: Bool = false, contentSizeScale: Double = 1, layoutDirection: BarLayoutDirection = .leftToRight
  ) {
    self.layoutDirection = layoutDirection
    self.safeAreaTop = safeAreaTop
    self.width = width
    self.scale = scale
    self.largeTitleScale = largeTitleScale
    self.isVerticallyCompact = isVerticallyCompact
    self.contentSizeScale = contentSizeScale
  }

  /// An iPhone 14-class portrait screen: 390 pt wide, 47 pt safe-area top, scale 3.
  public static let phone = BarEnvironment()

  /// The display scale to use: the traits' scale when they have one, else the screen's, else 2
  /// (a view not yet in a window whose traits say 0).
  ///
  /// - Parameters:
  ///   - traitScale: `traitCollection.displayScale` (0 when unknown).
  ///   - screenScale: The window's screen's scale, if there is a window.
  /// - Returns: A scale between 1 and 4.
  public static func displayScale(traitScale: Double, screenScale: Double?) -> Double {
    for candidate in [traitScale, screenScale ?? 0] where candidate.isFinite && candidate >= 1 && candidate <= 4 {
      return candidate
    }
    return 2
  }

  /// The size of one physical pixel in points.
  public var pixel: Double { 1 / scale }

  /// Checks that every value is finite and in range.
  ///
  /// - Throws: ``BarConfigurationError/invalidEnvironment(field:value:reason:)`` naming the field.
  public func validate() throws(BarConfigurationError) {
    func check(_ field: String, _ value: Double, _ ok: Bool, _ reason: String) throws(BarConfigurationError) {
      guard value.isFinite, ok else {
        throw .invalidEnvironment(field: field, value: value, reason: value.isFinite ? reason : "must be finite")
      }
    }
    try check("safeAreaTop", safeAreaTop, safeAreaTop >= 0 && safeAreaTop <= 1000, "must be between 0 and 1000")
    try check("width", width, width > 0 && width <= 100_000, "must be greater than 0 and at most 100000")
    try check("scale", scale, scale >= 1 && scale <= 4, "must be between 1 and 4")
    try check(
      "largeTitleScale", largeTitleScale, largeTitleScale > 0 && largeTitleScale <= 4,
      "must be greater than 0 and at most 4")
    try check(
      "contentSizeScale", contentSizeScale, contentSizeScale > 0 && contentSizeScale <= 4,
      "must be greater than 0 and at most 4")
  }
}
