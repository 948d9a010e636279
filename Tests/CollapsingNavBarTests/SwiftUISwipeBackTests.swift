#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit
  import XCTest

  import CollapsingNavBarSwiftUI

  @testable import CollapsingNavBar

  /// `.hidesSystemNavigationBarKeepingSwipeBack()` on a screen pushed onto a navigation stack:
  /// the pop gesture's delegate is wrapped while the screen is there and given back after.
  final class SwiftUISwipeBackTests: XCTestCase {
    @MainActor func testAPushedScreenKeepsTheSwipeBackAndGivesTheDelegateBackWhenPopped() throws {
      guard #available(iOS 14.0, *) else { throw XCTSkip("SwiftUI screens need iOS 14") }
      let navigation = UINavigationController(rootViewController: UIViewController())
      let system = SystemLikePopDelegate()
      system.navigationController = navigation
      // The keeper's view joins the window when SwiftUI renders the screen, which may wait for a
      // display frame: a window of the host's scene gets them.
      let window = try makeSceneHostedWindow()
      window.rootViewController = navigation
      window.isHidden = false
      defer { window.isHidden = true }
      let recognizer = try XCTUnwrap(navigation.interactivePopGestureRecognizer)
      recognizer.delegate = system

      let screen = UIHostingController(rootView: Color.clear.hidesSystemNavigationBarKeepingSwipeBack())
      navigation.pushViewController(screen, animated: false)
      spinMainRunLoop { recognizer.delegate !== system }
      let forwarder = try XCTUnwrap(recognizer.delegate)
      XCTAssertNotIdentical(forwarder, system, "a forwarder stands in front of the system's delegate")

      navigation.setNavigationBarHidden(true, animated: false)
      XCTAssertFalse(system.gestureRecognizerShouldBegin(recognizer), "the system refuses with the bar hidden")
      XCTAssertEqual(forwarder.gestureRecognizerShouldBegin?(recognizer), true, "the swipe back is kept")
      let shouldRecognize = #selector(
        UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:))
      XCTAssertTrue(forwarder.responds(to: shouldRecognize), "everything else goes to the system's delegate")

      navigation.popViewController(animated: false)
      spinMainRunLoop { recognizer.delegate === system }
      XCTAssertIdentical(recognizer.delegate, system, "the last screen that kept it gives the delegate back")
    }

    @MainActor func testTheContentPopGestureOfIOS26IsKeptAndGivenBackToo() throws {
      #if compiler(>=6.2)
        guard #available(iOS 26.0, *) else { throw XCTSkip("the content pop gesture is iOS 26+") }
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = try makeSceneHostedWindow()
        window.rootViewController = navigation
        window.isHidden = false
        defer { window.isHidden = true }
        let recognizer = try XCTUnwrap(navigation.interactiveContentPopGestureRecognizer)
        let system = recognizer.delegate

        let screen = UIHostingController(rootView: Color.clear.hidesSystemNavigationBarKeepingSwipeBack())
        navigation.pushViewController(screen, animated: false)
        spinMainRunLoop { recognizer.delegate !== system }
        let forwarder = try XCTUnwrap(recognizer.delegate)
        XCTAssertNotIdentical(forwarder, system, "a forwarder stands in front of the content gesture's delegate too")
        XCTAssertNotIdentical(forwarder, navigation.interactivePopGestureRecognizer?.delegate, "one per recognizer")
        navigation.setNavigationBarHidden(true, animated: false)
        XCTAssertEqual(forwarder.gestureRecognizerShouldBegin?(recognizer), true)
        screen.navigationItem.hidesBackButton = true
        XCTAssertEqual(forwarder.gestureRecognizerShouldBegin?(recognizer), false, "the screen's guard holds")

        navigation.popViewController(animated: false)
        spinMainRunLoop { recognizer.delegate === system }
        XCTAssertIdentical(recognizer.delegate, system, "given back when the last screen that kept it leaves")
      #else
        throw XCTSkip("an SDK before iOS 26 has no content pop gesture")
      #endif
    }

    @MainActor func testAScreenThatHidesItsBackButtonKeepsItsGuard() throws {
      guard #available(iOS 14.0, *) else { throw XCTSkip("SwiftUI screens need iOS 14") }
      let navigation = UINavigationController(rootViewController: UIViewController())
      let window = try makeSceneHostedWindow()
      window.rootViewController = navigation
      window.isHidden = false
      defer { window.isHidden = true }
      let recognizer = try XCTUnwrap(navigation.interactivePopGestureRecognizer)
      let system = recognizer.delegate

      let screen = UIHostingController(rootView: Color.clear.hidesSystemNavigationBarKeepingSwipeBack())
      navigation.pushViewController(screen, animated: false)
      spinMainRunLoop { recognizer.delegate !== system }
      let forwarder = try XCTUnwrap(recognizer.delegate)
      XCTAssertNotIdentical(forwarder, system)
      navigation.setNavigationBarHidden(true, animated: false)
      XCTAssertEqual(forwarder.gestureRecognizerShouldBegin?(recognizer), true)
      // What `.navigationBarBackButtonHidden(true)` sets on the hosting controller's item.
      screen.navigationItem.hidesBackButton = true
      XCTAssertEqual(forwarder.gestureRecognizerShouldBegin?(recognizer), false, "the screen's guard holds")
      screen.navigationItem.hidesBackButton = false
      let cancel = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
      screen.navigationItem.leftBarButtonItems = [cancel]
      XCTAssertEqual(forwarder.gestureRecognizerShouldBegin?(recognizer), false, "a custom left item replaces it")
    }

    @MainActor func testTheBarsModifierHidesTheSystemBarKeepsTheSwipeBackAndTitlesTheScreen() throws {
      guard #available(iOS 16.0, *) else { throw XCTSkip("NavigationStack is iOS 16+") }
      let window = try makeSceneHostedWindow()
      window.rootViewController = UIHostingController(
        rootView: NavigationStack {
          List(0..<40, id: \.self) { Text("Row \($0)") }.collapsingNavigationBar(title: "Inbox")
        })
      window.isHidden = false
      defer { window.isHidden = true }
      func navigationController(in controller: UIViewController?) -> UINavigationController? {
        guard let controller else { return nil }
        if let navigation = controller as? UINavigationController { return navigation }
        return controller.children.lazy.compactMap { navigationController(in: $0) }.first
      }
      spinMainRunLoop { navigationController(in: window.rootViewController)?.topViewController != nil }
      let navigation = try XCTUnwrap(navigationController(in: window.rootViewController))
      spinMainRunLoop { navigation.isNavigationBarHidden }
      XCTAssertTrue(navigation.isNavigationBarHidden, "one bar: the system's is hidden by the bar's own modifier")
      XCTAssertEqual(
        navigation.topViewController?.navigationItem.title, "Inbox",
        "the screen's title, for the next screen's back button and back menu")
      let recognizer = try XCTUnwrap(navigation.interactivePopGestureRecognizer)
      func delegateName() -> String { recognizer.delegate.map { String(describing: type(of: $0)) } ?? "" }
      spinMainRunLoop { delegateName() == "PopGestureForwarder" }
      XCTAssertEqual(
        delegateName(), "PopGestureForwarder", "the swipe back is kept: a forwarder stands in front of the system's")
    }

    @MainActor func testTheBackItemIsTheSystemChevronReadAsBack() {
      guard #available(iOS 14.0, *) else { return }
      var popped = false
      let back = CollapsingBarItem.back { popped = true }
      XCTAssertEqual(back.id, "back")
      XCTAssertEqual(back.systemImage, "chevron.backward")
      XCTAssertFalse(back.accessibilityLabel.isEmpty)
      back.action()
      XCTAssertTrue(popped)
    }

    @MainActor func testAProxyWithNoBarYetIgnoresExpandAndCollapseAndDrivesTheBarItGets() throws {
      guard #available(iOS 15.0, *) else { throw XCTSkip("the SwiftUI bar needs iOS 15") }
      let proxy = CollapsingNavBarProxy()
      proxy.expand()
      proxy.collapse(animated: false)
      XCTAssertEqual(proxy.progress.value, 0)
      // Nothing was kept for later: the bar it then drives, following a list, starts expanded,
      // and the same call then collapses it.
      let window = try makeSceneHostedWindow()
      window.rootViewController = UIHostingController(
        rootView: List(0..<200, id: \.self) { Text("Row \($0)") }.collapsingNavigationBar(title: "Inbox", proxy: proxy))
      window.isHidden = false
      defer { window.isHidden = true }
      spinMainRunLoop(timeout: 3) { collapsingNavBar(in: window)?.scrollView != nil }
      let bar = try XCTUnwrap(collapsingNavBar(in: window))
      let list = try XCTUnwrap(bar.scrollView)
      assertAttached(bar, to: list)
      XCTAssertEqual(bar.progress, 0, "no call was kept for the bar to come")
      proxy.collapse(animated: false)
      spinMainRunLoop(timeout: 3) { proxy.progress.value == 1 }
      XCTAssertEqual(bar.progress, 1)
    }
  }
#endif
