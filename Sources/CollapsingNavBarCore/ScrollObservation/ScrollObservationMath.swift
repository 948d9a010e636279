/// Conversions between what a scroll container reports and the quantities the core works in:
/// the collapse distance and velocities in points per millisecond, positive toward the end.
///
/// Adapters that observe a scroll view from outside (SwiftUI's `onScrollGeometryChange`, KVO on a
/// found `UIScrollView`, a pan gesture's `velocity(in:)`) report raw values in their own units
/// and signs; these functions turn them into the core's, so no adapter does arithmetic.
///
/// ```swift
/// let c = ScrollObservationMath.collapseDistance(contentOffsetY: -47, contentInsetTop: 47)  // 0
/// let v = ScrollObservationMath.scrollVelocity(panVelocityY: -1500)  // 1.5 pt/ms toward the end
/// ```
public enum ScrollObservationMath {
  /// The collapse distance `c = contentOffset.y + contentInset.top`.
  ///
  /// - Parameters:
  ///   - contentOffsetY: `contentOffset.y` (UIKit) or `ContainerGeometry.contentOffset.y` (SwiftUI).
  ///   - contentInsetTop: The top inset the content rests under: UIKit's
  ///     `adjustedContentInset.top` or SwiftUI's `ContainerGeometry.contentInsets.top`.
  /// - Returns: 0 at rest at the top, positive when scrolled toward the end, negative when
  ///   pulled down; 0 when either value is not finite.
  public static func collapseDistance(contentOffsetY: Double, contentInsetTop: Double) -> Double {
    let c = contentOffsetY + contentInsetTop
    return c.isFinite ? c : 0
  }

  /// The `contentOffset.y` that puts the content at a collapse distance: the inverse of
  /// ``collapseDistance(contentOffsetY:contentInsetTop:)``.
  ///
  /// - Parameters:
  ///   - collapseDistance: The wanted collapse distance.
  ///   - contentInsetTop: The top inset the content rests under (`adjustedContentInset.top`).
  /// - Returns: `collapseDistance − contentInsetTop`, or `−contentInsetTop` (the top) when the
  ///   result would not be finite.
  public static func contentOffsetY(collapseDistance: Double, contentInsetTop: Double) -> Double {
    let inset = contentInsetTop.isFinite ? contentInsetTop : 0
    let y = collapseDistance - inset
    return y.isFinite ? y : -inset
  }
}
