#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarSwiftUI
  import SwiftUI
  import XCTest

  @testable import CollapsingNavBar

  /// Titles as `Text` resolves them: a literal key in the view's locale, a resource in its own
  /// bundle (a Swift package's module), a `String` variable verbatim.
  final class SwiftUILocalizationTests: XCTestCase {
    /// The package's own strings stand in for a feature module's: `back.button` is "Back",
    /// "Zurück", "Retour" there.
    @available(iOS 16.0, *)
    private var moduleResource: LocalizedStringResource {
      LocalizedStringResource("back.button", bundle: .atURL(BarStrings.bundle.bundleURL))
    }

    func testAResourceTitleIsLookedUpInItsOwnBundleInTheViewsLocale() throws {
      guard #available(iOS 16.0, *) else { throw XCTSkip("LocalizedStringResource needs iOS 16") }
      let title = BarTitle(resource: moduleResource)
      XCTAssertEqual(title.resolve(Locale(identifier: "de")), "Zurück")
      XCTAssertEqual(title.resolve(Locale(identifier: "fr")), "Retour")
    }

    func testAResourceWithALocaleOfItsOwnKeepsIt() throws {
      guard #available(iOS 16.0, *) else { throw XCTSkip("LocalizedStringResource needs iOS 16") }
      var resource = moduleResource
      resource.locale = Locale(identifier: "es")
      XCTAssertEqual(BarTitle(resource: resource).resolve(Locale(identifier: "de")), "Atrás")
    }

    func testAVerbatimTitleIsNeverLookedUp() throws {
      guard #available(iOS 15.0, *) else { throw XCTSkip("the SwiftUI bar needs iOS 15") }
      XCTAssertEqual(BarTitle(verbatim: "back.button").resolve(Locale(identifier: "de")), "back.button")
    }

    func testAnItemLabelFromAResourceIsLookedUpInItsBundle() throws {
      guard #available(iOS 16.0, *) else { throw XCTSkip("LocalizedStringResource needs iOS 16") }
      var resource = moduleResource
      resource.locale = Locale(identifier: "ja")
      let item = CollapsingBarItem(systemImage: "chevron.backward", accessibilityLabel: resource) {}
      XCTAssertEqual(item.accessibilityLabel, "戻る")
    }

    /// Each spelling chooses its overload, as with `Text`: no ambiguity (a compile error).
    @MainActor func testEachSpellingOfATitleCompilesToItsOverload() {
      guard #available(iOS 16.0, *) else { return }
      let variable = "Inbox"
      _ = Color.clear.collapsingNavigationBar(title: "Inbox")
      _ = Color.clear.collapsingNavigationBar(title: variable)
      _ = Color.clear.collapsingNavigationBar(title: moduleResource)
      _ = CollapsingBarItem("Edit") {}
      _ = CollapsingBarItem(variable) {}
      _ = CollapsingBarItem(moduleResource) {}
    }
  }
#endif
