#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  final class AttachDetachTests: XCTestCase {
    @MainActor func testAttachTakesOverTheTopInsetTheDelegateAndScrollToTopAndKeepsUIKitsAdjustment() throws {
      let stage = Stage()
      let screen = ScreenScrollDelegate()
      stage.scrollView.delegate = screen
      stage.bar.attach(to: stage.scrollView)

      let proxy = try XCTUnwrap(stage.proxy)
      XCTAssertIdentical(stage.scrollView.delegate, proxy)
      XCTAssertIdentical(proxy.target, screen)
      // UIKit's adjustment stays on: the bar writes the top inset net of UIKit's share, and the
      // bottom and side insets stay UIKit's.
      XCTAssertEqual(stage.scrollView.contentInsetAdjustmentBehavior, .automatic)
      XCTAssertTrue(stage.scrollView.automaticallyAdjustsScrollIndicatorInsets)
      XCTAssertFalse(stage.scrollView.scrollsToTop)
      XCTAssertEqual(stage.scrollView.contentInset.top, CGFloat(stage.bar.layout.expandedHeight))
      XCTAssertEqual(stage.scrollView.contentOffset.y, -CGFloat(stage.bar.layout.expandedHeight))
      XCTAssertEqual(stage.bar.progress, 0)
    }

    @MainActor func testDetachRestoresTheDelegateInsetsAndFlagsExactly() {
      let stage = Stage()
      let screen = ScreenScrollDelegate()
      let insets = UIEdgeInsets(top: 13.5, left: 1, bottom: 21, right: 2)
      let indicators = UIEdgeInsets(top: 7.25, left: 0, bottom: 3, right: 0)
      stage.scrollView.delegate = screen
      stage.scrollView.contentInset = insets
      stage.scrollView.verticalScrollIndicatorInsets = indicators
      stage.scrollView.contentInsetAdjustmentBehavior = .always
      stage.scrollView.scrollsToTop = true
      stage.scrollView.contentOffset.y = 200 - insets.top

      stage.bar.attach(to: stage.scrollView)
      stage.scroll(toDistance: 500)
      stage.bar.detach()

      XCTAssertIdentical(stage.scrollView.delegate, screen)
      XCTAssertEqual(stage.scrollView.contentInset, insets)
      XCTAssertEqual(stage.scrollView.verticalScrollIndicatorInsets, indicators)
      XCTAssertEqual(stage.scrollView.contentInsetAdjustmentBehavior, .always)
      XCTAssertTrue(stage.scrollView.automaticallyAdjustsScrollIndicatorInsets)
      XCTAssertTrue(stage.scrollView.scrollsToTop)
      // The content stays where it was, measured from its top.
      XCTAssertEqual(stage.scrollView.contentOffset.y + stage.scrollView.adjustedContentInset.top, 500)
      XCTAssertNil(stage.bar.scrollView)
    }

    @MainActor func testAnAlwaysAdjustedScrollViewKeepsItsSideAndBottomInsets() {
      let stage = Stage()
      stage.scrollView.contentInsetAdjustmentBehavior = .always
      stage.scrollView.contentInset = UIEdgeInsets(top: 0, left: 12, bottom: 40, right: 8)
      stage.bar.attach(to: stage.scrollView)
      stage.scroll(toDistance: 300)

      XCTAssertEqual(stage.scrollView.contentInsetAdjustmentBehavior, .always)
      XCTAssertEqual(stage.scrollView.contentInset.left, 12)
      XCTAssertEqual(stage.scrollView.contentInset.right, 8)
      XCTAssertEqual(stage.scrollView.contentInset.bottom, 40)
      let safe = stage.scrollView.safeAreaInsets
      XCTAssertEqual(stage.scrollView.adjustedContentInset.left, 12 + safe.left)
      XCTAssertEqual(stage.scrollView.adjustedContentInset.right, 8 + safe.right)
      XCTAssertEqual(stage.scrollView.adjustedContentInset.bottom, 40 + safe.bottom)
    }

    @MainActor func testDetachWithoutADelegateLeavesNone() {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      XCTAssertNotNil(stage.scrollView.delegate, "the proxy is in place even without a screen delegate")
      stage.bar.detach()
      XCTAssertNil(stage.scrollView.delegate)
    }

    @MainActor func testADelegateSetAfterAttachIsWrappedWhenADragBegins() throws {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      let screen = ScreenScrollDelegate()
      stage.scrollView.delegate = screen
      stage.scroll(toDistance: 10)
      XCTAssertIdentical(stage.scrollView.delegate, screen, "a scroll tick does not look at the delegate")
      // What the pan gesture's start does.
      XCTAssertTrue(try XCTUnwrap(stage.bar.attachment).adoptReplacedDelegate())

      let proxy = try XCTUnwrap(stage.proxy)
      XCTAssertIdentical(stage.scrollView.delegate, proxy)
      XCTAssertIdentical(proxy.target, screen)
      stage.bar.detach()
      XCTAssertIdentical(stage.scrollView.delegate, screen)
    }

    @MainActor func testTheScreensDelegateKeepsWorkingIfTheBarGoesAwayAttached() {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let screen = ScreenScrollDelegate()
      scrollView.delegate = screen
      weak var released: CollapsingNavBar?
      autoreleasepool {
        let bar = CollapsingNavBar(configuration: .system)
        bar.attach(to: scrollView)
        released = bar
      }
      XCTAssertNil(released)
      XCTAssertNotNil(scrollView.delegate, "the container keeps the proxy")
      scrollView.delegate?.scrollViewWillBeginDragging?(scrollView)
      XCTAssertEqual(screen.beganDragging, 1)
    }

    /// A bar released attached on the main thread gives the table view back at once.
    ///
    /// The README's quick start, popped: the screen goes, and its bar with it. The table view
    /// (kept here) gets its delegate, its top inset and the status-bar tap back. Before, the
    /// release trapped: the detach in `deinit` ran a closure that held the bar `unowned`.
    @MainActor func testABarReleasedAttachedOnTheMainThreadGivesTheTableViewBack() throws {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      let screen = TableScreen()
      table.delegate = screen
      table.contentInset.top = 13
      table.scrollsToTop = true
      weak var releasedBar: CollapsingNavBar?
      weak var releasedHost: UIViewController?
      try autoreleasepool {
        let host = UIViewController()
        host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        host.view.addSubview(table)
        let bar = CollapsingNavBar(configuration: .system)
        try bar.install(in: host)
        bar.attach(to: table)
        assertAttached(bar, to: table)
        XCTAssertIdentical(table.delegate, bar.attachment?.proxy)
        XCTAssertNotEqual(table.contentInset.top, 13, "the bar owns the top inset")
        XCTAssertFalse(table.scrollsToTop)
        releasedBar = bar
        releasedHost = host
      }
      XCTAssertNil(releasedHost, "the screen is gone")
      XCTAssertNil(releasedBar, "and its bar with it")
      XCTAssertIdentical(table.delegate, screen, "the screen's delegate is given back")
      XCTAssertEqual(table.contentInset.top, 13, "the app's top inset is given back")
      XCTAssertTrue(table.scrollsToTop)
      // The table view goes on working without the bar.
      table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: 1, section: 0))
      XCTAssertEqual(screen.selected, [IndexPath(row: 1, section: 0)])
    }

    @MainActor func testABarReleasedOnABackgroundQueueGivesTheContainerBackOnTheMainThread() {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      let screen = ScreenScrollDelegate()
      scrollView.delegate = screen
      scrollView.contentInset.top = 13
      scrollView.scrollsToTop = true
      let refresh = UIRefreshControl()
      scrollView.refreshControl = refresh
      /// Hands the last reference to the bar to another queue.
      final class Box: @unchecked Sendable {
        var bar: CollapsingNavBar?
      }
      let box = Box()
      weak var released: CollapsingNavBar?
      autoreleasepool {
        let bar = CollapsingNavBar(configuration: .system)
        bar.attach(to: scrollView)
        released = bar
        box.bar = bar
      }
      XCTAssertNotIdentical(scrollView.delegate, screen)
      XCTAssertEqual(refresh.alpha, 0, "the bar shows its own indicator")
      let releasedOffMain = expectation(description: "released on a background queue")
      DispatchQueue.global().async {
        // Before, the bar's deinit assumed the main actor here and stopped the app.
        box.bar = nil
        releasedOffMain.fulfill()
      }
      wait(for: [releasedOffMain], timeout: 5)
      XCTAssertNil(released)
      // The give-back was queued on the main queue before the release was reported: one more
      // turn of the main queue runs it.
      let mainTurn = expectation(description: "a turn of the main queue")
      DispatchQueue.main.async { mainTurn.fulfill() }
      wait(for: [mainTurn], timeout: 5)
      XCTAssertIdentical(scrollView.delegate, screen)
      XCTAssertEqual(scrollView.contentInset.top, 13)
      XCTAssertTrue(scrollView.scrollsToTop)
      XCTAssertEqual(refresh.alpha, 1)
    }

    @MainActor func testABarAttachedBeforeTheGiveBackOfOneReleasedOffTheMainThreadKeepsTheContainer() throws {
      let stage = Stage()
      let screen = ScreenScrollDelegate()
      stage.scrollView.delegate = screen
      final class Box: @unchecked Sendable {
        var bar: CollapsingNavBar?
      }
      let box = Box()
      autoreleasepool {
        let bar = CollapsingNavBar(configuration: .system)
        bar.attach(to: stage.scrollView)
        box.bar = bar
      }
      // Released on another queue while the main thread waits without running its queue: the
      // give-back is queued behind the next attach.
      let released = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        box.bar = nil
        released.signal()
      }
      released.wait()
      stage.bar.attach(to: stage.scrollView)
      let proxy = try XCTUnwrap(stage.proxy)
      let inset = stage.scrollView.contentInset.top
      let mainTurn = expectation(description: "a turn of the main queue")
      DispatchQueue.main.async { mainTurn.fulfill() }
      wait(for: [mainTurn], timeout: 5)
      XCTAssertIdentical(stage.scrollView.delegate, proxy, "the new bar keeps the delegate")
      XCTAssertIdentical(proxy.target, screen)
      XCTAssertEqual(stage.scrollView.contentInset.top, inset)
      XCTAssertFalse(stage.scrollView.scrollsToTop)
    }

    @MainActor func testScrollingCollapsesTheBarAndReportsProgress() {
      let stage = Stage()
      var reported: [CGFloat] = []
      stage.bar.onProgressChange = { reported.append($0) }
      stage.bar.attach(to: stage.scrollView)
      let range = CGFloat(stage.bar.controller.metrics.collapsibleRange)
      stage.scroll(toDistance: range)
      XCTAssertEqual(stage.bar.progress, 1)
      XCTAssertEqual(reported.last, 1)
      XCTAssertEqual(stage.bar.bounds.height, CGFloat(stage.bar.layout.collapsedHeight))
    }

    @MainActor func testTouchesLandOnlyOnVisiblePanels() {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      let safeTop = CGFloat(stage.bar.layout.safeAreaTop)
      XCTAssertTrue(stage.bar.point(inside: CGPoint(x: 100, y: safeTop + 20), with: nil), "the top row")
      XCTAssertFalse(stage.bar.point(inside: CGPoint(x: 100, y: stage.bar.bounds.height + 5), with: nil))
      stage.scroll(toDistance: 300)
      let collapsedBottom = CGFloat(stage.bar.layout.collapsedHeight)
      XCTAssertFalse(
        stage.bar.point(inside: CGPoint(x: 100, y: collapsedBottom + 10), with: nil),
        "where the large title was, the content takes the touch")
    }
  }
#endif
