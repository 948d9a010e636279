/// The direction the bar lays its contents out in: left to right, or mirrored for right-to-left
/// languages (the large title, the search field, the panels' contents and the items start at the
/// right edge), as the system bar does.
///
/// ```swift
/// BarLayoutDirection.rightToLeft.x(leading: 16, width: 100, in: 390)  // 274
/// ```
public enum BarLayoutDirection: String, Hashable, Sendable, CaseIterable {
  /// Left to right.
  case leftToRight
  /// Right to left: mirrored.
  case rightToLeft

  /// The left edge of something placed `leading` points from the leading edge.
  ///
  /// - Parameters:
  ///   - leading: The distance from the leading edge.
  ///   - width: The width of what is placed.
  ///   - containerWidth: The width of the row it is placed in.
  /// - Returns: Its left edge.
  public func x(leading: Double, width: Double, in containerWidth: Double) -> Double {
    switch self {
    case .leftToRight: return leading
    case .rightToLeft: return containerWidth - leading - width
    }
  }

  /// Whether the contents are mirrored.
  public var isMirrored: Bool { self == .rightToLeft }
}
