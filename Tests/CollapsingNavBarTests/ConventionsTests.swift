#if canImport(UIKit)
  import CollapsingNavBarCore
  import QuartzCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  /// The bar keeps the system bar's conventions: items, Dynamic Type, Large Content Viewer,
  /// compact height, the status bar, frame pacing and its own localized strings.
  final class ConventionsTests: XCTestCase {
    // MARK: Items

    @MainActor func testSystemItemsAreShownByASystemBarAndFollowChanges() {
      let bar = CollapsingNavBar(configuration: .system)
      let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
      let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
      bar.trailingItems = [compose]
      bar.leadingItems = [edit]
      XCTAssertIdentical(bar.topRow.item.rightBarButtonItems?.first, compose)
      XCTAssertIdentical(bar.topRow.item.leftBarButtonItems?.first, edit)
      XCTAssertIdentical(bar.topRow.itemBar.topItem, bar.topRow.item)
      XCTAssertIdentical(bar.topRow.item.titleView, bar.topRow.titleLabel)
      // The navigation bar holds the items themselves, so later changes show without a copy.
      compose.isEnabled = false
      edit.title = "Done"
      XCTAssertEqual(bar.topRow.item.rightBarButtonItems?.first?.isEnabled, false)
      XCTAssertEqual(bar.topRow.item.leftBarButtonItems?.first?.title, "Done")
      bar.trailingItems = []
      XCTAssertEqual(bar.topRow.item.rightBarButtonItems ?? [], [])
    }

    @MainActor func testTheItemBarIsTransparentAndFollowsTheBarsTint() {
      let bar = CollapsingNavBar(configuration: .system)
      bar.tintColor = .systemRed
      XCTAssertEqual(bar.topRow.itemBar.tintColor, .systemRed)
      XCTAssertNil(bar.topRow.itemBar.standardAppearance.backgroundColor)
      XCTAssertNil(bar.topRow.itemBar.standardAppearance.backgroundEffect)
    }

    // MARK: Dynamic Type and the Large Content Viewer

    @MainActor func testAContentSizeChangeLaysTheTopRowOutAgain() {
      let bar = CollapsingNavBar(configuration: .system)
      bar.title = "Inbox"
      bar.layoutIfNeeded()
      bar.topRow.layoutIfNeeded()
      bar.topRow.itemBar.layoutIfNeeded()
      XCTAssertFalse(bar.topRow.itemBar.layer.needsLayout())
      let before = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraLarge)
      bar.topRow.traitCollectionDidChange(before)
      XCTAssertTrue(bar.topRow.itemBar.layer.needsLayout())
      XCTAssertTrue(bar.topRow.titleLabel.adjustsFontForContentSizeCategory)
    }

    @MainActor func testTheTopRowOffersTheLargeContentViewer() {
      let bar = CollapsingNavBar(configuration: .system)
      XCTAssertTrue(bar.topRow.interactions.contains { $0 is UILargeContentViewerInteraction })
      let gradient = GradientNavigationBar()
      XCTAssertTrue(gradient.topRow.interactions.contains { $0 is UILargeContentViewerInteraction })
      // The compact title too, as the system bar's (it follows the title).
      bar.title = "Inbox"
      XCTAssertTrue(bar.topRow.titleLabel.showsLargeContentViewer)
      XCTAssertEqual(bar.topRow.titleLabel.largeContentTitle, "Inbox")
      bar.title = "Archive"
      XCTAssertEqual(bar.topRow.titleLabel.largeContentTitle, "Archive")
      XCTAssertTrue(gradient.backButton.showsLargeContentViewer)
      XCTAssertEqual(gradient.backButton.largeContentTitle, BarStrings.back)
      XCTAssertNotNil(gradient.backButton.largeContentImage)
    }

    @MainActor func testTheSearchRowAndItsFieldGrowWithTheBodyTextAtAccessibilitySizes() throws {
      guard #available(iOS 17.0, *) else { throw XCTSkip("trait overrides need iOS 17") }
      let stage = Stage(configuration: .systemWithSearch)
      stage.bar.attach(to: stage.scrollView)
      stage.assertAttached()
      let standard = try XCTUnwrap(stage.bar.layout.panel("search")?.height)
      stage.bar.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
      stage.bar.updateTraitsIfNeeded()
      stage.bar.layoutIfNeeded()
      let scale = stage.bar.controller.metrics.environment.contentSizeScale
      XCTAssertGreaterThan(scale, 2.5, "AX5's body text")
      let grown = try XCTUnwrap(stage.bar.layout.panel("search")?.height)
      XCTAssertEqual(grown, standard + BarMetrics.searchFieldGrowth(contentSizeScale: scale), accuracy: 1.0 / 3)
      let field = stage.bar.searchBar.searchTextField
      XCTAssertTrue(field.adjustsFontForContentSizeCategory)
      XCTAssertEqual(
        field.font?.pointSize ?? 0,
        UIFont.preferredFont(forTextStyle: .body, compatibleWith: stage.bar.traitCollection).pointSize, accuracy: 0.5)
    }

    // MARK: Compact height

    @MainActor func testACompactHeightDropsTheLargeTitle() throws {
      guard #available(iOS 17.0, *) else { throw XCTSkip("trait overrides need iOS 17") }
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      let regular = stage.bar.layout.expandedHeight
      stage.bar.traitOverrides.verticalSizeClass = .compact
      stage.bar.updateTraitsIfNeeded()
      XCTAssertEqual(stage.bar.currentEnvironment?.isVerticallyCompact, true)
      XCTAssertTrue(stage.bar.controller.metrics.environment.isVerticallyCompact)
      XCTAssertEqual(stage.bar.layout.expandedHeight, regular - 52)
      XCTAssertEqual(stage.bar.layout.panel("largeTitle")?.height, 0)
      stage.bar.traitOverrides.verticalSizeClass = .regular
      stage.bar.updateTraitsIfNeeded()
      XCTAssertEqual(stage.bar.layout.expandedHeight, regular)
    }

    // MARK: Status bar

    @MainActor func testViewsPinnedToTheSafeAreaSitBelowTheCollapsedBarAndTheBarDoesNotGrowFromIt() throws {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let host = UIViewController()
      window.rootViewController = host
      window.makeKeyAndVisible()
      let bar = CollapsingNavBar(configuration: .system)
      host.additionalSafeAreaInsets.top = 10  // the app's own
      try bar.install(in: host)
      host.view.layoutIfNeeded()
      bar.layoutIfNeeded()
      let metrics = bar.controller.metrics
      let system = metrics.environment.safeAreaTop
      XCTAssertEqual(
        Double(host.additionalSafeAreaInsets.top), 10 + metrics.collapsedHeight - system, accuracy: 1.0 / 3)
      XCTAssertEqual(
        Double(host.view.safeAreaInsets.top), metrics.collapsedHeight + 10, accuracy: 1.0 / 3,
        "a view pinned to the safe area sits below the collapsed bar")
      // The bar's own addition is not read back as a taller status bar.
      host.view.layoutIfNeeded()
      XCTAssertEqual(bar.controller.metrics.environment.safeAreaTop, system)
      XCTAssertEqual(bar.controller.metrics.collapsedHeight, metrics.collapsedHeight)

      bar.safeAreaContribution = .currentHeight
      XCTAssertEqual(
        Double(host.additionalSafeAreaInsets.top), 10 + bar.controller.layout.height - system, accuracy: 1.0 / 3)
      bar.safeAreaContribution = .none
      XCTAssertEqual(host.additionalSafeAreaInsets.top, 10)
      bar.safeAreaContribution = .collapsedHeight
      bar.removeFromSuperview()
      XCTAssertEqual(host.additionalSafeAreaInsets.top, 10, "the app's own inset is left")
    }

    @MainActor func testATableViewControllerIsRefusedWithAnErrorAndTheBarIsNotAdded() {
      let bar = CollapsingNavBar(configuration: .system)
      let screen = UITableViewController(style: .plain)
      XCTAssertThrowsError(try bar.install(in: screen)) { error in
        XCTAssertEqual(error as? BarInstallError, .hostScrolls(viewClass: "\(type(of: screen.view!))"))
      }
      XCTAssertNil(bar.superview)
      XCTAssertNil(bar.hostingViewController)
    }

    @MainActor func testADarkSolidBackgroundGetsALightStatusBarWhileItShows() throws {
      let stage = Stage()
      let host = UIViewController()
      host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      var reported: [UIStatusBarStyle] = []
      stage.bar.onStatusBarStyleChange = { reported.append($0) }
      try stage.bar.install(in: host)
      XCTAssertEqual(stage.bar.preferredStatusBarStyle, .darkContent, "the default background is light")

      stage.bar.solidBackgroundColor = UIColor(red: 0.05, green: 0.2, blue: 0.35, alpha: 1)
      XCTAssertEqual(stage.bar.preferredStatusBarStyle, .lightContent)
      XCTAssertEqual(reported.last, .lightContent)

      stage.bar.attach(to: stage.scrollView)
      stage.scroll(toDistance: 2000)  // content under the bar: the blur shows
      XCTAssertEqual(stage.bar.preferredStatusBarStyle, .default)
      XCTAssertEqual(reported.last, .default)
      stage.bar.solidBackgroundColor = nil
      XCTAssertEqual(stage.bar.preferredStatusBarStyle, .default)
    }

    // MARK: Frame pacing

    @MainActor func testTheDisplayLinkAsksForTheFullProMotionRate() throws {
      let driver = DisplayLinkDriver { _ in }
      driver.start()
      defer { driver.stop() }
      let link = try XCTUnwrap(driver.displayLink)
      if #available(iOS 15.0, *) {
        XCTAssertEqual(link.preferredFrameRateRange.preferred, 120)
        XCTAssertEqual(link.preferredFrameRateRange.maximum, 120)
        XCTAssertEqual(link.preferredFrameRateRange.minimum, 80)
      } else {
        XCTAssertEqual(link.preferredFramesPerSecond, 0)
      }
      driver.stop()
      XCTAssertNil(driver.displayLink)
    }

    @MainActor func testADriverThatOnlyWatchesLeavesTheDisplaysRate() throws {
      let driver = DisplayLinkDriver(frameRate: nil) { _ in }
      driver.start()
      defer { driver.stop() }
      let link = try XCTUnwrap(driver.displayLink)
      if #available(iOS 15.0, *) {
        XCTAssertEqual(link.preferredFrameRateRange, CAFrameRateRange.default)
      }
      XCTAssertEqual(link.preferredFramesPerSecond, 0)
    }

    // MARK: Localized strings

    @MainActor func testTheBarsStringsComeFromThePackagesOwnBundle() {
      XCTAssertNotIdentical(BarStrings.bundle, Bundle.main)
      XCTAssertEqual(BarStrings.bundle.localizedString(forKey: "search.placeholder", value: nil, table: nil), "Search")
      XCTAssertEqual(BarStrings.bundle.localizedString(forKey: "back.button", value: nil, table: nil), "Back")
      let bar = CollapsingNavBar(configuration: .systemWithSearch)
      XCTAssertEqual(bar.searchBar.placeholder, BarStrings.searchPlaceholder)
      XCTAssertNotEqual(bar.searchBar.placeholder, "search.placeholder", "the key was found")
      XCTAssertEqual(GradientNavigationBar().backButton.accessibilityLabel, BarStrings.back)
    }

    @MainActor func testEveryLanguageHasEveryString() throws {
      let keys = ["search.placeholder", "back.button"]
      for language in ["en", "de", "fr", "es", "ja"] {
        let path = try XCTUnwrap(BarStrings.bundle.path(forResource: language, ofType: "lproj"), language)
        let bundle = try XCTUnwrap(Bundle(path: path))
        for key in keys {
          XCTAssertNotEqual(bundle.localizedString(forKey: key, value: nil, table: nil), key, "\(language): \(key)")
        }
      }
    }
  }
#endif
