#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  final class ObservedScrollFollowerTests: XCTestCase {
    /// A scroll view set up the way SwiftUI would: its own delegate, its insets (the space a host
    /// reserves above the content), its adjustment behaviour.
    @MainActor private func swiftUILikeStage() -> (stage: Stage, delegate: ScreenScrollDelegate) {
      let stage = Stage()
      let delegate = ScreenScrollDelegate()
      stage.scrollView.delegate = delegate
      stage.scrollView.contentInsetAdjustmentBehavior = .always
      stage.scrollView.contentInset = UIEdgeInsets(
        top: CGFloat(stage.bar.layout.expandedHeight), left: 0, bottom: 34, right: 0)
      stage.scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 5, left: 0, bottom: 6, right: 0)
      stage.scrollView.contentOffset.y = -stage.scrollView.adjustedContentInset.top
      return (stage, delegate)
    }

    @MainActor func testFollowingLeavesTheScrollViewAlone() {
      let (stage, delegate) = swiftUILikeStage()
      let insets = stage.scrollView.contentInset
      let indicators = stage.scrollView.verticalScrollIndicatorInsets
      let follower = ObservedScrollFollower(bar: stage.bar)

      follower.follow(stage.scrollView)
      stage.scrollView.contentOffset.y += 120
      follower.stop()

      XCTAssertIdentical(stage.scrollView.delegate, delegate)
      XCTAssertEqual(stage.scrollView.contentInset, insets)
      XCTAssertEqual(stage.scrollView.verticalScrollIndicatorInsets, indicators)
      XCTAssertEqual(stage.scrollView.contentInsetAdjustmentBehavior, .always)
      XCTAssertNil(stage.bar.scrollView, "the bar never attaches")
    }

    @MainActor func testAScrollTickIsNoNewViewport() {
      let (stage, _) = swiftUILikeStage()
      let follower = ObservedScrollFollower(bar: stage.bar)
      follower.follow(stage.scrollView)
      stage.scrollView.contentOffset.y += 120
      // The bounds moved with the offset; their height is the one the core knows.
      XCTAssertEqual(stage.bar.controller.geometry.viewportHeight, Double(stage.scrollView.bounds.height))
      XCTAssertNil(stage.bar.controller.viewportEvent(height: Double(stage.scrollView.bounds.height)))
      stage.scrollView.frame.size.height -= 100
      XCTAssertEqual(stage.bar.controller.geometry.viewportHeight, Double(stage.scrollView.bounds.height))
      follower.stop()
    }

    @MainActor func testTheBarCollapsesWithTheFollowedContent() {
      let (stage, _) = swiftUILikeStage()
      let follower = ObservedScrollFollower(bar: stage.bar)
      follower.follow(stage.scrollView)
      XCTAssertEqual(stage.bar.progress, 0)

      let range = CGFloat(stage.bar.controller.metrics.collapsibleRange)
      stage.scrollView.contentOffset.y = -stage.scrollView.adjustedContentInset.top + range + 200
      XCTAssertEqual(stage.bar.progress, 1)

      stage.scrollView.contentOffset.y = -stage.scrollView.adjustedContentInset.top
      XCTAssertEqual(stage.bar.progress, 0)
      follower.stop()
    }

    @MainActor func testTheContainerKeepsTheStatusBarTapWhileFollowed() {
      let (stage, _) = swiftUILikeStage()
      let follower = ObservedScrollFollower(bar: stage.bar)
      XCTAssertTrue(stage.bar.catchesStatusBarTaps)
      follower.follow(stage.scrollView)
      XCTAssertFalse(stage.bar.catchesStatusBarTaps)
      follower.stop()
      XCTAssertTrue(stage.bar.catchesStatusBarTaps)
    }

    @MainActor func testTheReservedSpaceIsTheExpandedBarBelowTheSafeArea() {
      let stage = Stage()
      let metrics = stage.bar.controller.metrics
      XCTAssertEqual(stage.bar.reservedContentTopInset, metrics.expandedHeight - metrics.environment.safeAreaTop)
    }
  }
#endif
