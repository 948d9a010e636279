/// How a simulated scroll view adds the safe area to its `contentInset`: UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`, on the vertical axis.
///
/// UIKit's documentation, edge by edge (top and bottom are the only edges modelled):
/// - `automatic`: like `scrollableAxes`, but for backward compatibility it also adjusts the top
///   and bottom when the scroll view belongs to a view controller inside a navigation or tab
///   controller (`automaticallyAdjustsScrollViewInsets`), whether or not it scrolls; elsewhere it
///   behaves like `scrollableAxes` (UIScrollView.h).
/// - `scrollableAxes`: the edges of a scrollable axis are adjusted: vertically when
///   `contentSize.height > frame.height` or `alwaysBounceVertical` is on.
/// - `never`: the content inset is never adjusted.
/// - `always`: the content inset is always adjusted by the safe area.
///
/// Independent of the behaviour (iOS 13 and later), a refreshing refresh control adds its height
/// to the top of the adjusted inset; see ``SimulatedRefreshControl``.
public enum InsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
  /// `.automatic`.
  case automatic
  /// `.scrollableAxes`.
  case scrollableAxes
  /// `.never`.
  case never
  /// `.always`.
  case always

  /// Whether the safe area is added to the top and bottom of the inset.
  ///
  /// - Parameters:
  ///   - scrollsVertically: Whether the content is taller than the viewport or the container
  ///     always bounces vertically.
  ///   - inNavigationController: Whether the scroll view's view controller is inside a
  ///     navigation or tab controller.
  /// - Returns: Whether the vertical edges are adjusted.
  public func adjustsVerticalEdges(scrollsVertically: Bool, inNavigationController: Bool = true) -> Bool {
    switch self {
    case .automatic: return inNavigationController || scrollsVertically
    case .always: return true
    case .scrollableAxes: return scrollsVertically
    case .never: return false
    }
  }
}
