#if canImport(UIKit)
  import CollapsingNavBarCore
  import QuartzCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  /// A scroll view whose finger the test puts down and lifts (`isTracking` without a pan).
  final class FingerScrollView: UIScrollView {
    var fingerDown = false
    override var isTracking: Bool { fingerDown }
  }

  /// A finger that rests on the content without panning: the bar holds the content while it
  /// rests and settles after the lift, which its display link notices.
  final class RestingFingerTests: XCTestCase {
    @MainActor func testAFingerThatBrakesADecelerationHoldsTheContentUntilTheLift() throws {
      let scrollView = FingerScrollView()
      let stage = Stage(scrollView: scrollView)
      stage.bar.attach(to: scrollView)
      stage.scroll(toDistance: 30)  // the bar partly collapsed, as a fling leaves it mid-way
      let held = scrollView.contentOffset.y

      // UIKit stops the deceleration under the finger and reports its end, finger still down.
      scrollView.fingerDown = true
      let proxy = try XCTUnwrap(stage.proxy)
      proxy.scrollViewDidEndDecelerating(scrollView)
      XCTAssertEqual(stage.bar.controller.phase, .touching)
      XCTAssertTrue(stage.bar.displayLink.isRunning, "frames run while the finger rests, to notice the lift")
      XCTAssertFalse(stage.bar.settlePlayer.isPlaying, "no settle under the finger")
      stage.bar.displayLinkTicked(CACurrentMediaTime())
      XCTAssertEqual(scrollView.contentOffset.y, held)

      // The finger lifts without panning: no delegate callback; the next frame notices it.
      scrollView.fingerDown = false
      stage.bar.displayLinkTicked(CACurrentMediaTime())
      XCTAssertNotEqual(stage.bar.controller.phase, .touching)
      XCTAssertTrue(stage.bar.settlePlayer.isPlaying, "the bar settles to a whole state after the lift")
      XCTAssertFalse(stage.bar.displayLink.isRunning)
    }

    @MainActor func testAFingerThatStopsTheBarsSettleIsReportedToTheCore() throws {
      let scrollView = FingerScrollView()
      // The settle notices the finger on a display frame: a window of the host's scene gets them.
      let stage = try Stage.sceneHosted(scrollView: scrollView)
      defer { stage.window.isHidden = true }
      stage.bar.attach(to: scrollView)
      stage.assertAttached()
      stage.bar.collapse(animated: true)
      XCTAssertTrue(stage.bar.settlePlayer.isPlaying)

      scrollView.fingerDown = true
      // Shorter than any settle (0.15 s with Reduce Motion): one that ignored the finger still plays.
      RunLoop.main.run(until: Date().addingTimeInterval(0.1))
      XCTAssertFalse(stage.bar.settlePlayer.isPlaying, "the settle stops under the finger")
      XCTAssertEqual(stage.bar.controller.phase, .touching, "and the core knows of the finger")
      XCTAssertTrue(stage.bar.displayLink.isRunning)
    }
  }
#endif
