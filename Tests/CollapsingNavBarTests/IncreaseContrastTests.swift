#if canImport(UIKit)
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  /// Increase Contrast changes the system bar's background through UIKit itself.
  ///
  /// Its material and its dynamic colours resolve to their high-contrast variants. The bar draws
  /// with the same, so the core has nothing to decide for the background (the hairline's
  /// strength is `BarAccessibility`'s).
  final class IncreaseContrastTests: XCTestCase {
    @MainActor func testTheBlurIsTheMaterialOfTheSystemBarsDefaultBackground() {
      let bar = CollapsingNavBar(configuration: .system)
      let appearance = UINavigationBarAppearance()
      appearance.configureWithDefaultBackground()
      XCTAssertEqual(bar.blurView.effect, appearance.backgroundEffect)
    }

    @MainActor func testTheSolidBackgroundAndHairlineResolveToTheSystemsHighContrastColours() throws {
      let bar = CollapsingNavBar(configuration: .system)
      for style in [UIUserInterfaceStyle.light, .dark] {
        let high = UITraitCollection(traitsFrom: [
          UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: .high),
        ])
        let solid = try XCTUnwrap(bar.solidBackgroundView.backgroundColor)
        XCTAssertEqual(solid.resolvedColor(with: high), UIColor.systemBackground.resolvedColor(with: high))
        let hairline = try XCTUnwrap(bar.separatorView.backgroundColor)
        XCTAssertEqual(hairline.resolvedColor(with: high), UIColor.separator.resolvedColor(with: high))
      }
    }
  }
#endif
