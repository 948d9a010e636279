#if canImport(UIKit)
  import UIKit

  /// Hears a ``CollapsingNavBar``'s changes.
  ///
  /// Every method has an empty default.
  @MainActor
  public protocol CollapsingNavBarDelegate: AnyObject {
    /// The collapse progress changed.
    ///
    /// - Parameters:
    ///   - bar: The bar.
    ///   - progress: 0 expanded … 1 collapsed.
    func collapsingNavBar(_ bar: CollapsingNavBar, didChangeProgress progress: CGFloat)

    /// Search became active (the field began editing).
    ///
    /// - Parameter bar: The bar.
    func collapsingNavBarDidActivateSearch(_ bar: CollapsingNavBar)

    /// Search was cancelled.
    ///
    /// - Parameter bar: The bar.
    func collapsingNavBarDidCancelSearch(_ bar: CollapsingNavBar)
  }

  extension CollapsingNavBarDelegate {
    public func collapsingNavBar(_ bar: CollapsingNavBar, didChangeProgress progress: CGFloat) {}
    public func collapsingNavBarDidActivateSearch(_ bar: CollapsingNavBar) {}
    public func collapsingNavBarDidCancelSearch(_ bar: CollapsingNavBar) {}
  }
#endif
