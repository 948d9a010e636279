extension StickyHeaderGeometry {
  /// Works out the geometry from what a SwiftUI container reports: the height of its safe area
  /// and the insets around it.
  ///
  /// The viewport is the whole height, insets included.
  ///
  /// - Parameters:
  ///   - configuration: The header's sizes.
  ///   - safeAreaHeight: The container's height inside its safe area (`GeometryProxy.size.height`).
  ///   - safeAreaTop: The top safe-area inset in points.
  ///   - safeAreaBottom: The bottom safe-area inset in points.
  public init(
    configuration: StickyHeaderConfiguration = .standard, safeAreaHeight: Double, safeAreaTop: Double,
    safeAreaBottom: Double
  ) {
    let parts = [safeAreaHeight, safeAreaTop, safeAreaBottom].map { $0.isFinite ? max(0, $0) : 0 }
    self.init(configuration: configuration, viewportHeight: parts.reduce(0, +), safeAreaTop: parts[1])
  }

  /// The space the content leaves above itself, below the safe area, so that at rest it starts
  /// under the expanded header: `maximumHeight − safeAreaTop`.
  public var contentTopInset: Double { maximumHeight - safeAreaTop }
}
