#if canImport(UIKit)
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  /// A gesture delegate standing for the one the system installs: it refuses while the bar is
  /// hidden, as UIKit's does, and answers one more question of its own.
  final class SystemLikePopDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    var simultaneousQuestions = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      !(navigationController?.isNavigationBarHidden ?? true)
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      simultaneousQuestions += 1
      return false
    }
  }

  final class CollapsingNavBarNavigationControllerTests: XCTestCase {
    @MainActor func testTheSwipeBackWorksWithTheSystemBarHidden() throws {
      let navigation = CollapsingNavBarNavigationController(rootViewController: UIViewController())
      navigation.loadViewIfNeeded()
      XCTAssertTrue(navigation.isNavigationBarHidden)
      let recognizer = try XCTUnwrap(navigation.interactivePopGestureRecognizer)
      let proxy = try XCTUnwrap(navigation.popGestureProxy)
      XCTAssertIdentical(recognizer.delegate, proxy)

      XCTAssertFalse(proxy.gestureRecognizerShouldBegin(recognizer), "nothing to go back to")
      navigation.pushViewController(UIViewController(), animated: false)
      XCTAssertTrue(proxy.gestureRecognizerShouldBegin(recognizer))
    }

    @MainActor func testTheSystemDelegateStaysInChargeOfEverythingElse() throws {
      let navigation = CollapsingNavBarNavigationController(rootViewController: UIViewController())
      navigation.hidesSystemNavigationBar = false
      let system = SystemLikePopDelegate()
      system.navigationController = navigation
      navigation.loadViewIfNeeded()
      let recognizer = try XCTUnwrap(navigation.interactivePopGestureRecognizer)
      recognizer.delegate = system
      navigation.keepSwipeBack()
      let proxy = try XCTUnwrap(navigation.popGestureProxy)
      XCTAssertIdentical(proxy.target, system, "the delegate is wrapped, not replaced")
      navigation.pushViewController(UIViewController(), animated: false)

      XCTAssertTrue(proxy.gestureRecognizerShouldBegin(recognizer), "bar shown: the system decides")
      navigation.setNavigationBarHidden(true, animated: false)
      XCTAssertFalse(system.gestureRecognizerShouldBegin(recognizer), "the system refuses with the bar hidden")
      XCTAssertTrue(proxy.gestureRecognizerShouldBegin(recognizer), "the proxy keeps the swipe back")

      let shouldRecognize = #selector(
        UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:))
      XCTAssertTrue(proxy.responds(to: shouldRecognize))
      _ = recognizer.delegate?.gestureRecognizer?(
        recognizer, shouldRecognizeSimultaneouslyWith: UIPanGestureRecognizer())
      XCTAssertEqual(system.simultaneousQuestions, 1, "forwarded to the system's delegate")
    }

    @MainActor func testTheTopScreenDecidesTheStatusBarWhileTheBarIsHidden() {
      let top = UIViewController()
      let navigation = CollapsingNavBarNavigationController(rootViewController: top)
      navigation.loadViewIfNeeded()
      XCTAssertIdentical(navigation.childForStatusBarStyle, top)
      XCTAssertIdentical(navigation.childForStatusBarHidden, top)
    }
  }
#endif
