#if canImport(UIKit)
  // The iOS 17 SDK imports `UIAccessibilityTraitHeader` as a mutable global, which Swift 6 refuses
  // to read from isolated code; the preconcurrency import of this one file lets it be read here.
  @preconcurrency import UIKit

  extension UIAccessibilityTraits {
    /// `UIAccessibilityTraits.header`, readable from Swift 6 code on every SDK.
    static var navBarHeader: UIAccessibilityTraits { .header }
  }
#endif
