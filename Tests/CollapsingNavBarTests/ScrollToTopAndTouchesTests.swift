#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  /// The status-bar tap, the blur and touches on the bar.
  final class ScrollToTopAndTouchesTests: XCTestCase {
    // MARK: Status-bar tap

    @MainActor func testTheCatcherCompetesForTheStatusBarTapOnlyWhileAttached() {
      let stage = Stage()
      XCTAssertFalse(stage.bar.scrollToTopCatcher.scrollsToTop, "before attach the app's scroll view keeps the tap")
      stage.bar.attach(to: stage.scrollView)
      XCTAssertTrue(stage.bar.scrollToTopCatcher.scrollsToTop)
      XCTAssertFalse(stage.scrollView.scrollsToTop)
      stage.bar.detach()
      XCTAssertFalse(stage.bar.scrollToTopCatcher.scrollsToTop)
      XCTAssertTrue(stage.scrollView.scrollsToTop, "after detach the app's scroll view has it back")
    }

    @MainActor func testScrollViewsNestedInAPanelGiveUpTheStatusBarTapUntilRemoved() throws {
      let bar = CollapsingNavBar(configuration: .system)
      let panel = UIView()
      let wrapper = UIView()
      let chips = UIScrollView()
      let alreadyOff = UIScrollView()
      alreadyOff.scrollsToTop = false
      wrapper.addSubview(chips)
      panel.addSubview(wrapper)
      panel.addSubview(alreadyOff)
      XCTAssertTrue(chips.scrollsToTop)

      let id = try bar.addClosablePanel(panel, height: 44)
      XCTAssertFalse(chips.scrollsToTop)
      XCTAssertEqual(bar.host.content(ofPanel: id)?.scrollsToTop.count, 1)
      bar.removePanel(id: id)
      XCTAssertTrue(chips.scrollsToTop, "put back")
      XCTAssertFalse(alreadyOff.scrollsToTop, "left as the app had it")

      let table = UITableView()
      let tableID = try bar.addPinnedPanel(table, height: 44)
      XCTAssertFalse(table.scrollsToTop, "the panel itself counts")
      bar.removePanel(id: tableID)
      XCTAssertTrue(table.scrollsToTop)
    }

    // MARK: Blur

    @MainActor func testTheBlurKeepsAlphaOneUnderAFadingSolidBackground() throws {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      let subviews = stage.bar.subviews
      let blurIndex = try XCTUnwrap(subviews.firstIndex(of: stage.bar.blurView))
      let solidIndex = try XCTUnwrap(subviews.firstIndex(of: stage.bar.solidBackgroundView))
      XCTAssertLessThan(blurIndex, solidIndex, "the solid background lies over the blur")
      XCTAssertTrue(stage.bar.blurView.isHidden, "at rest nothing of the blur shows")

      let distance = CGFloat(stage.bar.configuration.backgroundTransitionDistance)
      for step in 0...20 {
        stage.scroll(toDistance: 52 + distance * CGFloat(step) / 10)
        stage.bar.layoutIfNeeded()
        let background = stage.bar.layout.background
        XCTAssertEqual(stage.bar.blurView.alpha, 1)
        XCTAssertEqual(stage.bar.solidBackgroundView.alpha, CGFloat(background.solidAlpha), accuracy: 1e-9)
        XCTAssertEqual(stage.bar.blurView.isHidden, background.blurAlpha <= 0)
      }
    }

    // MARK: Touches

    @MainActor func testAFadedLargeTitleStillStopsTouchesItCovers() throws {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      stage.scroll(toDistance: 40)  // 40 of the large title's 52 pt: the compact title shows
      stage.bar.layoutIfNeeded()
      let title = try XCTUnwrap(stage.bar.layout.panel("largeTitle"))
      XCTAssertEqual(stage.bar.layout.largeTitleAlpha, 0)
      XCTAssertEqual(title.height, 12)
      let point = CGPoint(x: 100, y: CGFloat(title.y + title.height / 2))
      XCTAssertTrue(stage.bar.point(inside: point, with: nil), "the bar is drawn there")
      XCTAssertTrue(try XCTUnwrap(stage.bar.panelViews["largeTitle"]).isUserInteractionEnabled)
      XCTAssertFalse(stage.bar.point(inside: CGPoint(x: 100, y: 5), with: nil), "the status-bar area")
    }
  }
#endif
