/// The sizes of a SwiftUI sticky header: how tall it is expanded and collapsed, before the safe
/// area is added.
///
/// ```swift
/// let configuration = StickyHeaderConfiguration(maximumHeightFraction: 0.3)
/// let geometry = StickyHeaderGeometry(configuration: configuration, viewportHeight: 844, safeAreaTop: 47)
/// ```
public struct StickyHeaderConfiguration: Hashable, Sendable {
  /// The expanded height as a fraction of the viewport's height (the safe area comes on top).
  public var maximumHeightFraction: Double
  /// The collapsed height in points at the default Dynamic Type size (the safe area comes on
  /// top).
  public var minimumHeight: Double
  /// Whether the collapsed height grows with Dynamic Type
  /// (``StickyHeaderGeometry/contentSizeScale``), so a title in the collapsed header is not
  /// clipped at the larger sizes; `true` by default.
  public var scalesWithContentSize: Bool

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - maximumHeightFraction: The expanded height as a fraction of the viewport's height,
  ///     0…1; 0.25 by default.
  ///   - minimumHeight: The collapsed height in points at the default Dynamic Type size; 64 by
  ///     default.
  ///   - scalesWithContentSize: Whether the collapsed height grows with Dynamic Type.
  public init(maximumHeightFraction: Double = 0.25, minimumHeight: Double = 64, scalesWithContentSize: Bool = true) {
    self.maximumHeightFraction = maximumHeightFraction
    self.minimumHeight = minimumHeight
    self.scalesWithContentSize = scalesWithContentSize
  }

  /// A quarter of the viewport expanded, 64 pt collapsed at the default Dynamic Type size.
  public static let standard = StickyHeaderConfiguration()

  /// The fraction used by the math: clamped to 0…1, non-finite is treated as 0.25.
  var usableMaximumHeightFraction: Double { maximumHeightFraction.finiteOr(0.25).clamped(to: 0...1) }
  /// The minimum used by the math: at least 0, non-finite is treated as 64.
  var usableMinimumHeight: Double { max(0, minimumHeight.finiteOr(64)) }
}
