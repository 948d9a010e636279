/// A rectangle in a window's coordinates, in points: the frame of a view in the value model of
/// the view tree that ``ScrollViewCandidate/choose(from:for:)`` works on.
///
/// ```swift
/// let list = WindowRect(x: 0, y: 0, width: 390, height: 844)
/// print(list.matches(WindowRect(x: 0, y: 0.4, width: 390, height: 843.8), tolerance: 1))  // true
/// ```
public struct WindowRect: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width; never negative in a usable rectangle.
  public var width: Double
  /// The height; never negative in a usable rectangle.
  public var height: Double

  /// Creates a rectangle.
  ///
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The width.
  ///   - height: The height.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }

  /// Whether every value is finite and the size is not negative.
  public var isUsable: Bool {
    x.isFinite && y.isFinite && width.isFinite && height.isFinite && width >= 0 && height >= 0
  }

  /// Whether every edge of `other` lies within `tolerance` of this rectangle's.
  ///
  /// - Parameters:
  ///   - other: The rectangle to compare with.
  ///   - tolerance: The largest difference per edge, in points.
  /// - Returns: `false` when either rectangle is not usable.
  public func matches(_ other: WindowRect, tolerance: Double) -> Bool {
    guard isUsable, other.isUsable else { return false }
    return abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance && abs(maxX - other.maxX) <= tolerance
      && abs(maxY - other.maxY) <= tolerance
  }

  /// Whether this rectangle covers `other`: a scroll view that SwiftUI extends into the safe
  /// area (under the status bar, a navigation bar, a home indicator, the sides in landscape) or
  /// under a `safeAreaInset` beyond the frame it laid the container out in.
  ///
  /// - Parameters:
  ///   - other: The rectangle laid out.
  ///   - tolerance: How far an edge may fall short, in points.
  /// - Returns: `false` when either rectangle is not usable.
  public func covers(_ other: WindowRect, tolerance: Double) -> Bool {
    guard isUsable, other.isUsable else { return false }
    return x <= other.x + tolerance && y <= other.y + tolerance && maxX >= other.maxX - tolerance
      && maxY >= other.maxY - tolerance
  }

  /// The area, in square points.
  public var area: Double { width * height }
}
