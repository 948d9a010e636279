#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  /// The attached scroll view leaving its window, and one bar per scroll view.
  final class WindowAndOwnershipTests: XCTestCase {
    @MainActor func testAScrollViewLeavingItsWindowHandsTheStatusBarTapBackAndReturns() {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      XCTAssertTrue(stage.bar.controller.isVisible)
      XCTAssertTrue(stage.bar.scrollToTopCatcher.scrollsToTop)

      // The list is swapped out; the bar stays on screen.
      stage.scrollView.removeFromSuperview()
      XCTAssertFalse(stage.bar.controller.isVisible)
      XCTAssertFalse(stage.bar.scrollToTopCatcher.scrollsToTop, "the tap goes to the scroll views on screen")
      XCTAssertIdentical(stage.bar.scrollView, stage.scrollView, "still attached")

      stage.window.addSubview(stage.scrollView)
      XCTAssertTrue(stage.bar.controller.isVisible)
      XCTAssertTrue(stage.bar.scrollToTopCatcher.scrollsToTop)
    }

    @MainActor func testLeavingTheWindowDuringTheBarsAnimationLandsItAtOnce() {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      stage.assertAttached()
      stage.bar.collapse(animated: true)
      XCTAssertTrue(stage.bar.settlePlayer.isPlaying, "the bar plays its own settle")

      stage.bar.removeFromSuperview()
      XCTAssertFalse(stage.bar.settlePlayer.isPlaying)
      XCTAssertEqual(stage.bar.controller.phase, .idle)
      XCTAssertFalse(stage.bar.controller.needsFrames)
      let collapsed = CGFloat(stage.bar.controller.metrics.collapsibleRange)
      XCTAssertEqual(stage.scrollView.contentOffset.y + stage.basis, collapsed, accuracy: 1e-9)
      XCTAssertEqual(stage.bar.progress, 1)
    }

    @MainActor func testOffScreenTheStatusBarTapIsNotTaken() {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      stage.scroll(toDistance: 1500)
      stage.scrollView.removeFromSuperview()
      _ = stage.bar.scrollToTopCatcher.scrollViewShouldScrollToTop(stage.bar.scrollToTopCatcher)
      XCTAssertFalse(stage.bar.controller.needsFrames)
      XCTAssertEqual(stage.scrollView.contentOffset.y + stage.basis, 1500, accuracy: 1e-9)
    }

    @MainActor func testASecondBarAttachingDetachesTheFirstAndFindsTheScrollViewAsTheAppLeftIt() throws {
      let stage = Stage()
      let screen = ScreenScrollDelegate()
      stage.scrollView.delegate = screen
      stage.scrollView.scrollsToTop = true
      let insets = stage.scrollView.contentInset
      stage.bar.attach(to: stage.scrollView)

      let second = CollapsingNavBar(configuration: .system)
      second.frame = CGRect(x: 0, y: 0, width: 390, height: 100)
      stage.window.addSubview(second)
      second.attach(to: stage.scrollView)

      XCTAssertNil(stage.bar.scrollView, "the first bar let go")
      let proxy = try XCTUnwrap(second.attachment?.proxy)
      XCTAssertIdentical(stage.scrollView.delegate, proxy)
      XCTAssertIdentical(proxy.target, screen, "the screen's delegate, not the first bar's proxy")
      second.detach()
      XCTAssertIdentical(stage.scrollView.delegate, screen)
      XCTAssertTrue(stage.scrollView.scrollsToTop, "the app's value, not the first bar's")
      XCTAssertEqual(stage.scrollView.contentInset, insets)
    }

    @MainActor func testTheWindowWatchGoesWithTheAttachment() {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      let watches = stage.scrollView.subviews.filter { $0 is ScrollViewWindowWatch }
      XCTAssertEqual(watches.count, 1)
      XCTAssertTrue(watches.allSatisfy { $0.isHidden && !$0.isUserInteractionEnabled && $0.bounds.isEmpty })
      stage.bar.attach(to: stage.scrollView)
      XCTAssertEqual(stage.scrollView.subviews.filter { $0 is ScrollViewWindowWatch }.count, 1, "no second watch")
      stage.bar.detach()
      XCTAssertTrue(stage.scrollView.subviews.allSatisfy { !($0 is ScrollViewWindowWatch) })
    }
  }
#endif
