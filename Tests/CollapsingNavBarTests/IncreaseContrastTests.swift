#if canImport(UIKit)
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  /// Under Increase Contrast the bar shows what a `UINavigationBar` shows.
  ///
  /// The bar draws its blur, its solid background and its hairline with UIKit's material and
  /// dynamic colours, which resolve to their high-contrast variants themselves (its own part, the
  /// hairline at full strength, is `BarAccessibility`'s and tested in the core). These tests hold
  /// them against a system bar's: its `standardAppearance` (the blur, the hairline) and the opaque
  /// background of `configureWithOpaqueBackground()`, resolved with `accessibilityContrast = .high`
  /// in light and dark mode. A failure means the bar looks unlike the system bar there.
  final class IncreaseContrastTests: XCTestCase {
    /// The traits of Increase Contrast in a style.
    private func highContrast(_ style: UIUserInterfaceStyle) -> UITraitCollection {
      UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: .high),
      ])
    }

    /// Fails unless two colours resolve in `traits` to the same red, green, blue and alpha (to
    /// within one step of 8 bits).
    private func assertSameColour(
      _ color: UIColor, _ expected: UIColor, in traits: UITraitCollection, _ message: String,
      file: StaticString = #filePath, line: UInt = #line
    ) {
      func components(_ color: UIColor) -> [CGFloat]? {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        guard color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
          return nil
        }
        return [red, green, blue, alpha]
      }
      guard let actual = components(color), let wanted = components(expected) else {
        XCTFail("\(message): a colour has no RGBA components", file: file, line: line)
        return
      }
      let close = zip(actual, wanted).allSatisfy { abs($0 - $1) <= 1.0 / 255 }
      XCTAssertTrue(close, "\(message): the bar's \(actual), the system bar's \(wanted)", file: file, line: line)
    }

    /// The bar's blur is the material of the system bar's default background.
    ///
    /// `UIBlurEffect` documents no way to read its style, nor what its equality compares. The two
    /// controls show that here it compares styles (two effects of one style are equal, of two
    /// styles not), so the last check compares materials, not instances; the material resolves to
    /// its high-contrast rendering itself.
    @MainActor func testTheBlurIsTheMaterialOfTheSystemBarsDefaultBackground() throws {
      XCTAssertEqual(
        UIBlurEffect(style: .systemChromeMaterial), UIBlurEffect(style: .systemChromeMaterial),
        "UIBlurEffect equality is identity here: this test cannot compare materials")
      XCTAssertNotEqual(
        UIBlurEffect(style: .systemChromeMaterial), UIBlurEffect(style: .systemThinMaterial),
        "UIBlurEffect equality ignores the style here: this test cannot compare materials")
      let bar = CollapsingNavBar(configuration: .system)
      let system = try XCTUnwrap(UINavigationBar().standardAppearance.backgroundEffect, "the system bar has no blur")
      XCTAssertEqual(bar.blurView.effect, system, "the bar's blur is not the system bar's material")
    }

    /// The bar's solid background (what shows before content scrolls under it) against the system
    /// bar's opaque background (`configureWithOpaqueBackground()`: "theme-appropriate opaque
    /// colors").
    @MainActor func testTheSolidBackgroundUnderIncreaseContrastIsTheSystemBarsOpaqueBackground() throws {
      let bar = CollapsingNavBar(configuration: .system)
      let solid = try XCTUnwrap(bar.solidBackgroundView.backgroundColor)
      let appearance = UINavigationBarAppearance()
      appearance.configureWithOpaqueBackground()
      let system = try XCTUnwrap(appearance.backgroundColor, "the system bar's opaque background has no colour")
      for style in [UIUserInterfaceStyle.light, .dark] {
        let mode = style == .dark ? "dark" : "light"
        assertSameColour(solid, system, in: highContrast(style), "solid background, \(mode)")
      }
    }

    /// The bar's hairline against the system bar's shadow (`standardAppearance.shadowColor`, drawn
    /// when content scrolls under it).
    @MainActor func testTheHairlineUnderIncreaseContrastIsTheSystemBarsShadow() throws {
      let bar = CollapsingNavBar(configuration: .system)
      let hairline = try XCTUnwrap(bar.separatorView.backgroundColor)
      let system = try XCTUnwrap(UINavigationBar().standardAppearance.shadowColor, "the system bar has no shadow")
      for style in [UIUserInterfaceStyle.light, .dark] {
        let mode = style == .dark ? "dark" : "light"
        assertSameColour(hairline, system, in: highContrast(style), "hairline, \(mode)")
      }
    }
  }
#endif
