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
  public init(configuration: StickyHeaderConfiguration = .standard, safeAreaHeight: Double, safeAreaTop: Double) {
    self.init(configuration: configuration, viewportHeight: safeAreaHeight, safeAreaTop: safeAreaTop)
  }

  /// The space the content leaves above itself, below the safe area, so that at rest it starts
  /// under the expanded header: `maximumHeight − safeAreaTop`.
  public var contentTopInset: Double { maximumHeight - safeAreaTop }
}
