#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI
  import UIKit

  @available(iOS 14.0, *)
  extension StickyHeaderGeometry {
    /// The Dynamic Type factor of `.font(.title)` at a size category: the title text style's
    /// scaled size over its size at the default category (``contentSizeScale``).
    ///
    /// - Parameter sizeCategory: The environment's `sizeCategory`.
    /// - Returns: 1 at `.large`, more at the larger sizes, less at the smaller ones.
    @MainActor static func titleScale(for sizeCategory: ContentSizeCategory) -> Double {
      let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(sizeCategory))
      return Double(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 100, compatibleWith: traits) / 100)
    }
  }
#endif
