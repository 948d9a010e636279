/// The height of a SwiftUI sticky header for a scroll offset: it shrinks from a maximum to a
/// minimum as the content scrolls, and grows past the maximum when the content is pulled down.
///
/// The scroll offset is 0 at rest, positive when scrolled toward the end and negative when
/// pulled down. Heights include the safe-area top:
/// - maximum = `maximumHeightFraction · viewportHeight + safeAreaTop` (25% by default),
/// - minimum = `minimumHeight · contentSizeScale + safeAreaTop` (64 pt by default, at the
///   default Dynamic Type size),
/// - height = `max(maximum − offset, minimum)`.
///
/// A non-finite offset is treated as 0 (at rest).
public struct StickyHeaderGeometry: Hashable, Sendable {
  /// The top safe-area inset in points.
  public let safeAreaTop: Double
  /// The expanded height, safe area included.
  public let maximumHeight: Double
  /// The collapsed height, safe area included; never above ``maximumHeight``.
  public let minimumHeight: Double
  /// The Dynamic Type factor of the header's text.
  ///
  /// The title style's size over its size at the default Dynamic Type size: 1 there, about 2 at
  /// the largest accessibility size. The collapsed height
  /// (``StickyHeaderConfiguration/scalesWithContentSize``) and the title preset grow by it.
  public let contentSizeScale: Double

  /// The largest Dynamic Type factor taken: past it the value is clamped.
  public static let maximumContentSizeScale = 4.0

  /// Works out the geometry on a screen.
  ///
  /// - Parameters:
  ///   - configuration: The header's sizes.
  ///   - viewportHeight: The scroll view's height in points; non-finite or negative is treated
  ///     as 0.
  ///   - safeAreaTop: The top safe-area inset in points; non-finite or negative is treated as 0.
  ///   - contentSizeScale: The Dynamic Type factor of the header's text (``contentSizeScale``);
  ///     1 by default; non-finite or not positive is treated as 1, and it is at most
  ///     ``maximumContentSizeScale``.
  ///   On a viewport so short that the maximum would be below the minimum, both are the minimum.
  public init(
    configuration: StickyHeaderConfiguration = .standard, viewportHeight: Double, safeAreaTop: Double,
    contentSizeScale: Double = 1
  ) {
    let safe = max(0, safeAreaTop.finiteOrZero)
    let viewport = max(0, viewportHeight.finiteOrZero)
    let scale =
      contentSizeScale.isFinite && contentSizeScale > 0 ? min(contentSizeScale, Self.maximumContentSizeScale) : 1
    let minimum = (configuration.usableMinimumHeight * (configuration.scalesWithContentSize ? scale : 1) + safe)
      .finiteClamped
    self.contentSizeScale = scale
    self.safeAreaTop = safe
    self.minimumHeight = minimum
    self.maximumHeight = max(minimum, (configuration.usableMaximumHeightFraction * viewport + safe).finiteClamped)
  }

  /// How far the content scrolls while the header collapses: `maximumHeight − minimumHeight`.
  public var collapseRange: Double { maximumHeight - minimumHeight }

  /// The header's height at an offset: `max(maximum − offset, minimum)`, above the maximum when
  /// pulled down.
  ///
  /// - Parameter offset: The scroll offset in points (0 at rest, negative when pulled).
  /// - Returns: The height in points, safe area included.
  public func height(at offset: Double) -> Double {
    max((maximumHeight - offset.finiteOrZero).finiteClamped, minimumHeight)
  }

  /// How collapsed the header is at an offset.
  ///
  /// - Parameter offset: The scroll offset in points.
  /// - Returns: 0 expanded (and when stretched) … 1 collapsed. With no collapse range the
  ///   header is collapsed as soon as the offset is positive.
  public func progress(at offset: Double) -> Double {
    let c = offset.finiteOrZero
    guard collapseRange > 0 else { return c > 0 ? 1 : 0 }
    return min(1, max(0, c / collapseRange))
  }

  /// How far the header is stretched past its maximum at an offset.
  ///
  /// - Parameter offset: The scroll offset in points.
  /// - Returns: `max(0, −offset)` in points.
  public func stretch(at offset: Double) -> Double {
    max(0, -offset.finiteOrZero)
  }
}
