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

  /// An app's navigation controller with a "discard changes?" guard in
  /// `navigationBar(_:shouldPop:)`, answering as told.
  final class GuardedNavigationController: CollapsingNavBarNavigationController, UINavigationBarDelegate {
    enum Answer { case refuse, popNow, popOnTheNextTurn, agree }
    var answer = Answer.refuse
    var questions = 0
    weak var askedItem: UINavigationItem?

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
      // (A pop the controller began itself: its own bar follows, as such guards let it.)
      if viewControllers.count < (navigationBar.items?.count ?? 0) { return true }
      questions += 1
      askedItem = item
      switch answer {
      case .refuse:
        return false
      case .popNow:
        popViewController(animated: false)
        return false
      case .popOnTheNextTurn:
        DispatchQueue.main.async { self.popViewController(animated: false) }
        return true
      case .agree:
        return true
      }
    }
  }

  final class CollapsingNavBarNavigationControllerTests: XCTestCase {
    @MainActor func testTheScreensNavigationItemShowsUntilTheAppSetsItsOwn() throws {
      let screen = UIViewController()
      screen.navigationItem.title = "Mail"
      let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
      screen.navigationItem.rightBarButtonItems = [compose]
      let bar = CollapsingNavBar(configuration: .system)
      try bar.install(in: screen)
      XCTAssertEqual(bar.topRow.titleLabel.text, "Mail")
      XCTAssertEqual(bar.largeTitleView.label.text, "Mail")
      XCTAssertEqual(bar.topRow.trailingItems, [compose])
      // Followed: a later change of the navigation item shows.
      screen.navigationItem.title = "Inbox"
      XCTAssertEqual(bar.topRow.titleLabel.text, "Inbox")
      // The bar's own title and items win.
      bar.title = "Bar"
      bar.trailingItems = []
      XCTAssertEqual(bar.topRow.titleLabel.text, "Bar")
      XCTAssertEqual(bar.topRow.trailingItems, [])
      XCTAssertNil(bar.topRow.backItem, "a screen outside a stack has no back button")
    }

    @MainActor func testTheRowFollowsTheSingularItemSettersAsWellAsThePluralOnes() throws {
      let screen = UIViewController()
      let bar = CollapsingNavBar(configuration: .system)
      try bar.install(in: screen)
      let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
      screen.navigationItem.rightBarButtonItem = compose
      XCTAssertEqual(bar.topRow.trailingItems, [compose])
      let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
      screen.navigationItem.leftBarButtonItem = edit
      XCTAssertEqual(bar.topRow.leadingItems, [edit])
      screen.navigationItem.rightBarButtonItem = nil
      XCTAssertEqual(bar.topRow.trailingItems, [])
    }

    @MainActor func testItemsSetWithTheAnimatedSetterShowAtTheBarsNextLayoutOrAtOnceOnReload() throws {
      let screen = UIViewController()
      screen.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      let bar = CollapsingNavBar(configuration: .system)
      try bar.install(in: screen)
      // (UIKit documents no key-value notification for the animated setters: whether one comes
      // or not, the bar's next layout shows the items.)
      let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
      screen.navigationItem.setRightBarButtonItems([compose], animated: true)
      bar.setNeedsLayout()
      bar.layoutIfNeeded()
      XCTAssertEqual(bar.topRow.trailingItems, [compose])
      XCTAssertEqual(bar.topRow.item.rightBarButtonItems ?? [], [compose])
      let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
      screen.navigationItem.setLeftBarButtonItems([edit], animated: true)
      bar.reloadNavigationItem()
      XCTAssertEqual(bar.topRow.leadingItems, [edit])
      // The same items again are not handed to the row's navigation bar.
      let shown = bar.topRow.item.rightBarButtonItems
      bar.reloadNavigationItem()
      XCTAssertTrue(bar.topRow.item.rightBarButtonItems?.elementsEqual(shown ?? [], by: ===) ?? false)
    }

    @MainActor func testACustomViewItemStaysInTheRowAcrossAPushAndAPop() throws {
      let root = UIViewController()
      let navigation = CollapsingNavBarNavigationController(rootViewController: root)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      let badge = UIButton(type: .system)
      badge.setTitle("3", for: .normal)
      root.navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: badge)]
      let bar = CollapsingNavBar(configuration: .system)
      try bar.install(in: root)
      root.view.layoutIfNeeded()
      bar.layoutIfNeeded()
      bar.topRow.layoutIfNeeded()
      bar.topRow.itemBar.layoutIfNeeded()
      XCTAssertTrue(badge.isDescendant(of: bar.topRow.itemBar), "the row shows the screen's custom view")

      // Another bar on screen lays the same item out (the hidden system bar, or a bar the app
      // shows): the view goes there.
      let other = UINavigationBar(frame: CGRect(x: 0, y: 400, width: 390, height: 44))
      window.addSubview(other)
      let otherItem = UINavigationItem()
      otherItem.rightBarButtonItems = root.navigationItem.rightBarButtonItems
      other.setItems([otherItem], animated: false)
      other.layoutIfNeeded()
      try XCTSkipUnless(badge.isDescendant(of: other), "this UIKit left the view where it was")
      other.removeFromSuperview()

      // A push takes the screen off screen, the pop brings it back: the row takes its view back.
      let pushed = UIViewController()
      navigation.pushViewController(pushed, animated: false)
      XCTAssertNil(bar.window)
      navigation.popViewController(animated: false)
      root.view.layoutIfNeeded()
      bar.topRow.layoutIfNeeded()
      bar.topRow.itemBar.layoutIfNeeded()
      XCTAssertNotNil(bar.window)
      XCTAssertTrue(badge.isDescendant(of: bar.topRow.itemBar), "the bar on screen owns the view")
    }

    @MainActor func testAPushedScreenShowsTheSystemsBackButtonWhichPopsIt() throws {
      let root = UIViewController()
      root.title = "Mailboxes"
      root.navigationItem.backButtonTitle = "Boxes"
      let navigation = CollapsingNavBarNavigationController(rootViewController: root)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      let pushed = UIViewController()
      pushed.title = "Inbox"
      let bar = CollapsingNavBar(configuration: .system)
      try bar.install(in: pushed)
      navigation.pushViewController(pushed, animated: false)
      pushed.view.layoutIfNeeded()
      bar.showNavigationItem()
      let back = try XCTUnwrap(bar.topRow.backItem)
      XCTAssertEqual(back.title, "Boxes", "the previous screen's backButtonTitle")
      XCTAssertEqual(bar.topRow.itemBar.items?.count, 2)
      XCTAssertIdentical(bar.topRow.itemBar.topItem, bar.topRow.item)
      // The back button asks to pop the row's item: the navigation controller pops the screen.
      XCTAssertFalse(bar.topRow.navigationBar(bar.topRow.itemBar, shouldPop: bar.topRow.item))
      XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    /// A stack of three titled screens in a window, the last one hosting a bar.
    @MainActor private func threeScreenStack(
      in navigation: UINavigationController = CollapsingNavBarNavigationController()
    ) throws -> (UINavigationController, [UIViewController], CollapsingNavBar) {
      let screens = ["Mailboxes", "Inbox", "Thread"].map { title -> UIViewController in
        let screen = UIViewController()
        screen.title = title
        return screen
      }
      navigation.setViewControllers([screens[0]], animated: false)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      navigation.pushViewController(screens[1], animated: false)
      let bar = CollapsingNavBar(configuration: .system)
      try bar.install(in: screens[2])
      navigation.pushViewController(screens[2], animated: false)
      screens[2].view.layoutIfNeeded()
      bar.showNavigationItem()
      return (navigation, screens, bar)
    }

    @MainActor func testTheRowHoldsEveryEarlierScreenSoTheBackMenuListsThemAll() throws {
      let (_, _, bar) = try threeScreenStack()
      let items = try XCTUnwrap(bar.topRow.itemBar.items)
      XCTAssertEqual(
        items.map(\.title), ["Mailboxes", "Inbox", nil], "the earlier screens, oldest first, then the row's own")
      XCTAssertIdentical(items.last, bar.topRow.item)
      XCTAssertIdentical(bar.topRow.itemBar.backItem, bar.topRow.backItem)
    }

    @MainActor func testAChangeOfAnEarlierScreensTitleReachesTheBackButton() throws {
      let (_, screens, bar) = try threeScreenStack()
      screens[1].title = "All Inboxes"
      XCTAssertEqual(bar.topRow.backItem?.title, "All Inboxes", "the screen's title setter sets its navigation item's")
      screens[1].navigationItem.backButtonTitle = "Inboxes"
      XCTAssertEqual(bar.topRow.backItem?.backButtonTitle, "Inboxes")
      screens[0].navigationItem.title = "Accounts"
      XCTAssertEqual(bar.topRow.historyItems.first?.title, "Accounts", "the menu's older entries follow too")
    }

    @MainActor func testAPickFromTheBackMenuPopsToThatScreenAndTheRowKeepsItsItems() throws {
      let (navigation, screens, bar) = try threeScreenStack()
      let row = bar.topRow
      // The menu pops the row's navigation bar itself, asks no `shouldPop`, then reports `didPop`.
      let history = row.historyItems
      row.itemBar.setItems([history[0]], animated: false)
      row.navigationBar(row.itemBar, didPop: row.item)
      XCTAssertEqual(navigation.viewControllers, [screens[0]], "popped to the picked screen, not one back")
      XCTAssertEqual(row.itemBar.items?.count, 3, "the departing screen keeps its row")
      XCTAssertIdentical(row.itemBar.topItem, row.item)
    }

    @MainActor func testAPickFromTheBackMenuThatAsksShouldPopPopsToThatScreenWithNoPopOfTheRowsOwn() throws {
      let (navigation, screens, bar) = try threeScreenStack()
      let row = bar.topRow
      // Where UIKit asks: the bar has cut its items down to the picked screen's and the one it pops.
      row.itemBar.setItems([row.historyItems[0], row.item], animated: false)
      XCTAssertFalse(row.navigationBar(row.itemBar, shouldPop: row.item), "the row pops nothing itself")
      XCTAssertEqual(navigation.viewControllers, [screens[0]], "popped to the picked screen, not one back")
      XCTAssertEqual(row.itemBar.items?.count, 3, "the departing screen keeps its row")
      XCTAssertIdentical(row.itemBar.topItem, row.item)
    }

    /// Runs the main queue's blocks queued so far (and those they queue at once).
    @MainActor private func runMainQueue() {
      let ran = expectation(description: "main queue")
      DispatchQueue.main.async { DispatchQueue.main.async { ran.fulfill() } }
      wait(for: [ran], timeout: 1)
    }

    @MainActor func testTheAppsShouldPopGuardIsAskedAndARefusalKeepsTheScreen() throws {
      let navigation = GuardedNavigationController()
      navigation.answer = .refuse
      let (_, screens, bar) = try threeScreenStack(in: navigation)
      XCTAssertNotNil(PopGuard(of: navigation), "the subclass's guard is the app's")
      XCTAssertFalse(bar.topRow.navigationBar(bar.topRow.itemBar, shouldPop: bar.topRow.item))
      runMainQueue()
      XCTAssertEqual(navigation.questions, 1)
      XCTAssertIdentical(navigation.askedItem, screens[2].navigationItem, "asked for the screen's own item")
      XCTAssertEqual(navigation.viewControllers, screens, "the guard kept the screen")
    }

    @MainActor func testAGuardThatPopsItselfGetsNoSecondPop() throws {
      for answer in [GuardedNavigationController.Answer.popNow, .popOnTheNextTurn] {
        let navigation = GuardedNavigationController()
        navigation.answer = answer
        let (_, screens, bar) = try threeScreenStack(in: navigation)
        XCTAssertFalse(bar.topRow.navigationBar(bar.topRow.itemBar, shouldPop: bar.topRow.item))
        runMainQueue()
        XCTAssertEqual(navigation.questions, 1)
        XCTAssertEqual(navigation.viewControllers, Array(screens.prefix(2)), "\(answer): one screen back, not two")
      }
    }

    @MainActor func testAGuardThatAgreesWithoutPoppingGetsThePopFromTheBar() throws {
      let navigation = GuardedNavigationController()
      navigation.answer = .agree
      let (_, screens, bar) = try threeScreenStack(in: navigation)
      XCTAssertFalse(bar.topRow.navigationBar(bar.topRow.itemBar, shouldPop: bar.topRow.item))
      XCTAssertEqual(navigation.viewControllers, screens, "looked at on the next turn of the main queue")
      runMainQueue()
      XCTAssertEqual(navigation.viewControllers, Array(screens.prefix(2)))
    }

    @MainActor func testUIKitsOwnNavigationControllerHasNoGuardOfTheApps() {
      XCTAssertNil(PopGuard(of: UINavigationController()))
      XCTAssertNil(PopGuard(of: CollapsingNavBarNavigationController()))
    }

    @MainActor func testTheScreensBackActionReplacesThePopAsInTheSystemBar() throws {
      guard #available(iOS 16.0, *) else { throw XCTSkip("backAction is iOS 16+") }
      let (navigation, screens, bar) = try threeScreenStack()
      XCTAssertNil(bar.topRow.item.backAction)
      // A "discard changes?" guard: the app's action runs in place of the pop.
      var asked = 0
      screens[2].navigationItem.backAction = UIAction(title: "Discard?") { _ in asked += 1 }
      let mirrored = try XCTUnwrap(bar.topRow.item.backAction, "followed: the row's item carries the screen's action")
      XCTAssertEqual(mirrored.title, "Discard?")
      mirrored.performWithSender(nil, target: nil)
      XCTAssertEqual(asked, 1)
      XCTAssertEqual(navigation.viewControllers.count, 3, "the action decides; nothing popped")
      screens[2].navigationItem.backAction = nil
      XCTAssertNil(bar.topRow.item.backAction)
    }

    @MainActor func testABarInAPagersPageShowsThePagersBackButtonWhichPopsThePager() throws {
      let root = UIViewController()
      root.title = "Mailboxes"
      let navigation = CollapsingNavBarNavigationController(rootViewController: root)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      // A pager pushed onto the stack, its page a child that hosts the bar.
      let pager = UIViewController()
      let page = UIViewController()
      pager.addChild(page)
      pager.view.addSubview(page.view)
      page.didMove(toParent: pager)
      let bar = CollapsingNavBar(configuration: .system)
      try bar.install(in: page)
      navigation.pushViewController(pager, animated: false)
      page.view.layoutIfNeeded()
      bar.showNavigationItem()
      let back = try XCTUnwrap(bar.topRow.backItem, "the page stands for the pager in the stack")
      XCTAssertEqual(back.title, "Mailboxes")
      XCTAssertEqual(bar.topRow.itemBar.items?.count, 2)
      // The pager's navigation item, which the system reads before a swipe back, hides it.
      pager.navigationItem.hidesBackButton = true
      XCTAssertTrue(bar.topRow.item.hidesBackButton, "followed: the pager hid its back button")
      pager.navigationItem.hidesBackButton = false
      XCTAssertFalse(bar.topRow.item.hidesBackButton)
      // The back button pops the pager.
      XCTAssertFalse(bar.topRow.navigationBar(bar.topRow.itemBar, shouldPop: bar.topRow.item))
      XCTAssertEqual(navigation.viewControllers, [root])
    }

    @MainActor func testTheContentPopGestureOfIOS26KeepsTheSameRules() throws {
      #if compiler(>=6.2)
        guard #available(iOS 26.0, *) else { throw XCTSkip("the content pop gesture is iOS 26+") }
        let navigation = CollapsingNavBarNavigationController(rootViewController: UIViewController())
        navigation.loadViewIfNeeded()
        let recognizer = try XCTUnwrap(navigation.interactiveContentPopGestureRecognizer)
        let proxy = try XCTUnwrap(navigation.contentPopGestureProxy)
        XCTAssertIdentical(recognizer.delegate, proxy, "the same proxy stands in front of its delegate")
        XCTAssertNotIdentical(proxy, navigation.popGestureProxy, "one per recognizer, each with its own delegate")
        XCTAssertFalse(proxy.gestureRecognizerShouldBegin(recognizer), "nothing to go back to")
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: false)
        XCTAssertTrue(proxy.gestureRecognizerShouldBegin(recognizer), "kept with the system bar hidden")
        pushed.navigationItem.hidesBackButton = true
        XCTAssertFalse(proxy.gestureRecognizerShouldBegin(recognizer), "a screen that hides its back button stays")
        // Called again, nothing is wrapped twice.
        navigation.keepSwipeBack()
        XCTAssertIdentical(recognizer.delegate, proxy)
      #else
        throw XCTSkip("an SDK before iOS 26 has no content pop gesture")
      #endif
    }

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

    /// A stack of two screens in a window, the pushed one hosting a bar, set up by `configure`
    /// before the push.
    @MainActor private func pushedScreenWithBar(
      _ configure: (UIViewController) -> Void
    ) throws -> (CollapsingNavBarNavigationController, UIViewController, PopGestureDelegateProxy) {
      let navigation = CollapsingNavBarNavigationController(rootViewController: UIViewController())
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      let pushed = UIViewController()
      configure(pushed)
      let bar = CollapsingNavBar(configuration: .system)
      try bar.install(in: pushed)
      navigation.pushViewController(pushed, animated: false)
      pushed.view.layoutIfNeeded()
      bar.showNavigationItem()
      return (navigation, pushed, try XCTUnwrap(navigation.popGestureProxy))
    }

    @MainActor func testAScreenThatHidesItsBackButtonCannotBeSwipedAway() throws {
      let (navigation, pushed, proxy) = try pushedScreenWithBar { $0.navigationItem.hidesBackButton = true }
      let recognizer = try XCTUnwrap(navigation.interactivePopGestureRecognizer)
      XCTAssertTrue(navigation.isNavigationBarHidden)
      XCTAssertEqual(navigation.viewControllers.count, 2)
      XCTAssertFalse(proxy.gestureRecognizerShouldBegin(recognizer), "a checkout screen keeps its guard")
      // Shown again, the back button brings the swipe back.
      pushed.navigationItem.hidesBackButton = false
      XCTAssertTrue(proxy.gestureRecognizerShouldBegin(recognizer))
    }

    @MainActor func testCustomLeftItemsInPlaceOfTheBackButtonRefuseTheSwipe() throws {
      let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
      let (navigation, pushed, proxy) = try pushedScreenWithBar { $0.navigationItem.leftBarButtonItems = [cancel] }
      let recognizer = try XCTUnwrap(navigation.interactivePopGestureRecognizer)
      XCTAssertFalse(proxy.gestureRecognizerShouldBegin(recognizer), "the items replace the back button")
      // Items beside the back button keep the swipe.
      pushed.navigationItem.leftItemsSupplementBackButton = true
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
