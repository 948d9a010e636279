extension StickyHeaderGeometry {
  /// Works out the geometry from what a SwiftUI container reports: its height inside the safe
  /// area and the top safe-area inset.
  ///
  /// The design's maximum is 25 % of the viewport plus the safe-area top; the safe area is added
  /// on its own, so the viewport is the container's height inside the safe area
  /// (`GeometryProxy.size.height`), not the screen's: on an 852 pt iPhone with 59 pt on top and
  /// 34 pt at the bottom, 0.25 · 759 + 59 = 248.75 pt.
  ///
  /// - Parameters:
  ///   - configuration: The header's sizes.
  ///   - safeAreaHeight: The container's height inside its safe area (`GeometryProxy.size.height`);
  ///     non-finite or negative is treated as 0.
  ///   - safeAreaTop: The top safe-area inset in points; non-finite or negative is treated as 0.
  ///   - contentSizeScale: The Dynamic Type factor of the header's text (``contentSizeScale``).
  public init(
    configuration: StickyHeaderConfiguration = .standard, safeAreaHeight: Double, safeAreaTop: Double,
    contentSizeScale: Double = 1
  ) {
    self.init(
      configuration: configuration, viewportHeight: safeAreaHeight, safeAreaTop: safeAreaTop,
      contentSizeScale: contentSizeScale)
  }

  /// The space the content leaves above itself, below the safe area, so that at rest it starts
  /// under the expanded header: `maximumHeight − safeAreaTop`.
  public var contentTopInset: Double { maximumHeight - safeAreaTop }

  /// The height inside the safe area the header's maximum is a fraction of: the container's,
  /// measured with the keyboard left out.
  ///
  /// SwiftUI counts the keyboard as safe area, so the container's height shrinks when a text
  /// field is focused; a maximum taken from it would move the header and the content (about 75 pt
  /// on an iPhone for the default 25 %). The adapter measures the container a second time with
  /// the keyboard's region ignored, and that height is used whenever it is known; the layout's
  /// height serves only before that measurement arrives (no keyboard is up then). A change of the
  /// window itself (an iPad window resized, split view, rotation) changes the keyboard-free
  /// height too, so the header's maximum follows the window: the content keeps its offset and
  /// the header's height and progress follow from it on the new range.
  ///
  /// - Parameters:
  ///   - layoutHeight: The container's height inside its safe area as laid out
  ///     (`GeometryProxy.size.height`), which the keyboard shortens.
  ///   - keyboardFreeHeight: The same height measured ignoring the keyboard's safe area, once
  ///     known; a non-finite or non-positive value counts as unknown.
  /// - Returns: The height for ``init(configuration:safeAreaHeight:safeAreaTop:contentSizeScale:)``.
  public static func viewportHeight(layoutHeight: Double, keyboardFreeHeight: Double?) -> Double {
    if let keyboardFreeHeight, keyboardFreeHeight.isFinite, keyboardFreeHeight > 0 { return keyboardFreeHeight }
    return layoutHeight
  }
}
