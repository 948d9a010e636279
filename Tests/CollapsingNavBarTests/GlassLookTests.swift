#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  /// The glass look on iOS 26 and later.
  ///
  /// No background or hairline of the bar's own, the attached list's top scroll edge effect shaped
  /// by the bar down to its current bottom, and the list's own effect given back on detach. On a
  /// host that runs an older iOS, in compatibility mode or built with an older SDK, the tests skip
  /// (the decision itself is `BarLookSystem`'s, tested in the core).
  final class GlassLookTests: XCTestCase {
    #if compiler(>=6.2)
      /// A stage whose bar is attached to its list, on a host that takes the glass look.
      @MainActor private func glassStage(_ configuration: BarConfiguration = .system) throws -> Stage {
        guard #available(iOS 26.0, *) else { throw XCTSkip("the glass look needs iOS 26") }
        try XCTSkipUnless(
          BarLookSystem.current.look == .glass, "the host runs in compatibility mode or was built with an older SDK")
        let stage = Stage(configuration: configuration)
        stage.bar.attach(to: stage.scrollView)
        stage.assertAttached()
        stage.bar.layoutIfNeeded()
        return stage
      }

      @MainActor func testTheBarTakesTheGlassLookAndDrawsNoBackgroundNorHairlineOfItsOwn() throws {
        let stage = try glassStage()
        stage.scroll(toDistance: 200)
        stage.bar.layoutIfNeeded()
        XCTAssertEqual(stage.bar.look, .glass)
        XCTAssertEqual(stage.bar.solidBackgroundView.alpha, 0)
        XCTAssertTrue(stage.bar.blurView.isHidden, "no blur of the bar's own: the edge effect separates")
        XCTAssertEqual(stage.bar.separatorView.alpha, 0)
      }

      @MainActor func testTheEdgeEffectIsShapedDownToTheBarsCurrentBottomAsItCollapses() throws {
        guard #available(iOS 26.0, *) else { throw XCTSkip("the glass look needs iOS 26") }
        let stage = try glassStage()
        let interaction = stage.bar.edgeEffectInteraction as? UIScrollEdgeElementContainerInteraction
        XCTAssertIdentical(interaction?.scrollView, stage.scrollView)
        XCTAssertEqual(interaction?.edge, .top)
        XCTAssertFalse(stage.bar.edgeEffectShape.isHidden)
        for distance: CGFloat in [0, 30, 52] {
          stage.scroll(toDistance: distance)
          stage.bar.layoutIfNeeded()
          XCTAssertEqual(
            stage.bar.edgeEffectShape.frame.height, CGFloat(stage.bar.controller.layout.height),
            "at collapse distance \(distance)")
          XCTAssertEqual(stage.bar.edgeEffectShape.frame.minY, 0)
        }
        XCTAssertLessThan(stage.bar.edgeEffectShape.frame.height, CGFloat(stage.bar.controller.layout.expandedHeight))
      }

      @MainActor func testTheListTakesTheConfigurationsEdgeEffectAndGetsItsOwnBackOnDetach() throws {
        guard #available(iOS 26.0, *) else { throw XCTSkip("the glass look needs iOS 26") }
        var configuration = BarConfiguration.system
        configuration.scrollEdgeEffect = BarEdgeEffect(style: .soft)
        let scrollView = UIScrollView()
        scrollView.topEdgeEffect.style = .hard
        scrollView.topEdgeEffect.isHidden = true
        let stage = Stage(configuration: configuration, scrollView: scrollView)
        try XCTSkipUnless(
          BarLookSystem.current.look == .glass, "the host runs in compatibility mode or was built with an older SDK")
        stage.bar.attach(to: scrollView)
        stage.assertAttached()
        stage.bar.layoutIfNeeded()
        XCTAssertEqual(scrollView.topEdgeEffect.style, .soft)
        XCTAssertFalse(scrollView.topEdgeEffect.isHidden)
        stage.bar.detach()
        stage.bar.layoutIfNeeded()
        XCTAssertNil(stage.bar.scrollView)
        XCTAssertEqual(scrollView.topEdgeEffect.style, .hard, "the list's own style comes back")
        XCTAssertTrue(scrollView.topEdgeEffect.isHidden, "the list's own hiding comes back")
        XCTAssertNil(stage.bar.edgeEffectInteraction)
      }

      @MainActor func testTheRowsItemsTakeTheSystemsDefaultAppearanceUnderGlassAndATransparentOneUnderClassic() throws {
        let stage = try glassStage()
        let itemBar = stage.bar.topRow.itemBar
        XCTAssertEqual(stage.bar.topRow.look, .glass)
        XCTAssertNil(itemBar.scrollEdgeAppearance, "no appearance of the bar's own: the glass items are the system's")
        XCTAssertNil(itemBar.compactAppearance)
        var configuration = BarConfiguration.system
        configuration.look = .classic
        try stage.bar.setConfiguration(configuration)
        stage.bar.layoutIfNeeded()
        XCTAssertEqual(stage.bar.topRow.look, .classic)
        let transparent = try XCTUnwrap(itemBar.scrollEdgeAppearance)
        XCTAssertNil(transparent.backgroundEffect)
        XCTAssertEqual(transparent.backgroundColor?.cgColor.alpha ?? 0, 0, "no background of the row's own")
      }

      @MainActor func testTheShrinkingSearchFieldIsACapsuleAndTheRestingOneKeepsTheSystemsShape() throws {
        let stage = try glassStage(.systemWithSearch)
        let panel = stage.bar.searchPanel
        XCTAssertEqual(panel.look, .glass)
        XCTAssertEqual(panel.clip.layer.cornerRadius, 0, "at rest the clip cuts nothing of the system's field")
        var shrunk = 0
        for distance in stride(from: CGFloat(2), through: 60, by: 2) {
          stage.scroll(toDistance: distance)
          stage.bar.layoutIfNeeded()
          let height = panel.clip.frame.height
          guard height > 0, height < panel.searchBar.searchTextField.frame.height else { continue }
          XCTAssertEqual(panel.clip.layer.cornerRadius, height / 2, accuracy: 0.001, "at collapse distance \(distance)")
          shrunk += 1
        }
        XCTAssertGreaterThan(shrunk, 0, "the field shrank in some frame")
      }

      @MainActor func testABarThatAsksForTheClassicLookKeepsItsBackgroundAndLeavesTheEdgeEffectAlone() throws {
        guard #available(iOS 26.0, *) else { throw XCTSkip("the glass look needs iOS 26") }
        var configuration = BarConfiguration.system
        configuration.look = .classic
        let scrollView = UIScrollView()
        scrollView.topEdgeEffect.style = .hard
        let stage = Stage(configuration: configuration, scrollView: scrollView)
        stage.bar.attach(to: scrollView)
        stage.assertAttached()
        stage.scroll(toDistance: 200)
        stage.bar.layoutIfNeeded()
        XCTAssertEqual(stage.bar.look, .classic)
        XCTAssertFalse(stage.bar.blurView.isHidden, "content under the bar: the classic blur shows")
        XCTAssertEqual(scrollView.topEdgeEffect.style, .hard)
        XCTAssertNil(stage.bar.edgeEffectInteraction)
      }
    #endif

    @MainActor func testBeforeIOS26TheBarKeepsTheClassicLook() throws {
      if #available(iOS 26.0, *) { throw XCTSkip("runs on systems before iOS 26") }
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      stage.assertAttached()
      stage.scroll(toDistance: 200)
      stage.bar.layoutIfNeeded()
      XCTAssertEqual(stage.bar.look, .classic)
      XCTAssertFalse(stage.bar.blurView.isHidden)
      XCTAssertNil(stage.bar.edgeEffectInteraction)
    }
  }
#endif
