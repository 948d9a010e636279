#if canImport(UIKit)
  import Foundation

  /// The bar's own user-visible strings, from the package's localized resources (SwiftPM's
  /// `Bundle.module`, or CocoaPods' `CollapsingNavBar.bundle`), never from the app's main bundle.
  ///
  /// The keys are not English text, so a missing resource shows as the key rather than passing
  /// silently. An app overrides any of them in a `CollapsingNavBar.strings` table of its own
  /// (the main bundle is asked first). The search bar's Cancel button is UIKit's own, localized
  /// by UIKit in the app's languages.
  package enum BarStrings {
    /// The search field's placeholder ("Search").
    static var searchPlaceholder: String { text("search.placeholder") }
    /// The back button's accessibility label and Large Content Viewer title ("Back").
    package static var back: String { text("back.button") }

    /// The bundle holding the strings.
    static let bundle: Bundle = {
      #if SWIFT_PACKAGE
        return Bundle.module
      #else
        let framework = Bundle(for: BundleToken.self)
        if let url = framework.url(forResource: "CollapsingNavBar", withExtension: "bundle"),
          let bundle = Bundle(url: url)
        {
          return bundle
        }
        return framework
      #endif
    }()

    /// A string: the app's override from its main bundle if it has one, else the package's.
    ///
    /// - Parameter key: The key in `Localizable.strings`.
    /// - Returns: The localized string.
    static func text(_ key: String) -> String {
      let missing = "\u{1}"
      let app = Bundle.main.localizedString(forKey: key, value: missing, table: "CollapsingNavBar")
      if app != missing { return app }
      return bundle.localizedString(forKey: key, value: nil, table: nil)
    }

    private final class BundleToken {}
  }
#endif
