#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  /// A screen's delegate that records the adjusted top inset each
  /// `scrollViewDidChangeAdjustedContentInset` reports, and writes the insets it is given, one
  /// per message, as a screen correcting its own inset would.
  final class InsetScreen: NSObject, UIScrollViewDelegate {
    var adjustedTops: [CGFloat] = []
    var writes: [CGFloat] = []

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      adjustedTops.append(scrollView.adjustedContentInset.top)
      if !writes.isEmpty { scrollView.contentInset.top = writes.removeFirst() }
    }
  }

  /// Stands in for the bar behind a proxy: counts the adjusted-inset changes it is told of and
  /// corrects the inset when told, as the bar does.
  @MainActor
  final class CorrectingHandler: ScrollDelegateProxyHandler {
    var told = 0
    var corrections: [CGFloat] = []

    func scrollViewProxy(_ proxy: ScrollDelegateProxy, didReceive event: ScrollEvent, from scrollView: UIScrollView)
      -> Double?
    { nil }

    func scrollViewProxy(_ proxy: ScrollDelegateProxy, adjustedContentInsetDidChangeIn scrollView: UIScrollView) {
      told += 1
      if !corrections.isEmpty { scrollView.contentInset.top = corrections.removeFirst() }
    }
  }

  /// Sends `scrollViewDidChangeAdjustedContentInset` back to the proxy without answering
  /// `responds(to:)` for it, so the probe cannot see that it leads there.
  final class AdjustedInsetEcho: NSObject, UIScrollViewDelegate {
    weak var next: (any UIScrollViewDelegate)?
    var received = 0

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      received += 1
      next?.scrollViewDidChangeAdjustedContentInset?(scrollView)
    }
  }

  final class ScrollDelegateProxyTests: XCTestCase {
    /// A scroll view whose adjusted inset is its content inset, behind a proxy to `screen`.
    @MainActor private func proxied(
      _ screen: AnyObject?, _ handler: CorrectingHandler
    ) -> (UIScrollView, ScrollDelegateProxy) {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      scrollView.contentInsetAdjustmentBehavior = .never
      let proxy = ScrollDelegateProxy(target: screen, handler: handler)
      scrollView.delegate = proxy
      return (scrollView, proxy)
    }

    /// The bar's correcting write inside `scrollViewDidChangeAdjustedContentInset` makes UIKit
    /// send it again before the write returns: the screen hears that one too, with the final
    /// inset; the bar is told once. (Before, the second was dropped and the screen's last word
    /// was the intermediate inset.)
    @MainActor func testTheScreenHearsTheAdjustedInsetChangeTheBarsCorrectionCauses() {
      let screen = InsetScreen()
      let handler = CorrectingHandler()
      handler.corrections = [100]
      let (scrollView, proxy) = proxied(screen, handler)
      scrollView.contentInset.top = 20  // someone else's write
      XCTAssertEqual(scrollView.contentInset.top, 100, "the bar corrected it")
      XCTAssertEqual(screen.adjustedTops, [20, 100], "the screen hears the final inset last")
      XCTAssertEqual(handler.told, 1, "the bar ignores the change its own write caused")
      withExtendedLifetime(proxy) {}
    }

    @MainActor func testAWriteTheScreenMakesInItsOwnCallbackReachesItAgainAndTheBarOnce() {
      let screen = InsetScreen()
      screen.writes = [60]
      let handler = CorrectingHandler()
      let (scrollView, proxy) = proxied(screen, handler)
      scrollView.contentInset.top = 20
      XCTAssertEqual(screen.adjustedTops, [20, 60])
      XCTAssertEqual(handler.told, 1, "told after the screen's turn, of the inset it left")
      withExtendedLifetime(proxy) {}
    }

    @MainActor func testAnAdjustedInsetChangeThatComesBackUnchangedIsDropped() {
      let handler = CorrectingHandler()
      let (scrollView, proxy) = proxied(nil, handler)
      let echo = AdjustedInsetEcho()
      echo.next = proxy
      proxy.target = echo
      scrollView.contentInset.top = 20
      XCTAssertEqual(echo.received, 1, "the message that came back ended at the proxy")
      XCTAssertEqual(handler.told, 1)
    }

    @MainActor func testTheProxyForwardsATablesDidSelectRow() throws {
      let stage = Stage(scrollView: UITableView(frame: .zero, style: .plain))
      let table = try XCTUnwrap(stage.scrollView as? UITableView)
      let screen = TableScreen()
      table.delegate = screen
      stage.bar.attach(to: table)

      XCTAssertIdentical(table.delegate, stage.proxy)
      let didSelect = #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))
      XCTAssertTrue(stage.proxy?.responds(to: didSelect) ?? false)
      table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: 3, section: 1))
      XCTAssertEqual(screen.selected, [IndexPath(row: 3, section: 1)])
    }

    @MainActor func testTheProxyDoesNotClaimMethodsTheScreenLacks() throws {
      let stage = Stage(scrollView: UITableView(frame: .zero, style: .plain))
      let screen = TableScreen()
      (stage.scrollView as? UITableView)?.delegate = screen
      stage.bar.attach(to: stage.scrollView)
      let proxy = try XCTUnwrap(stage.proxy)

      XCTAssertFalse(proxy.responds(to: #selector(UITableViewDelegate.tableView(_:heightForRowAt:))))
      XCTAssertFalse(proxy.responds(to: #selector(UITableViewDelegate.tableView(_:viewForHeaderInSection:))))
      XCTAssertFalse(proxy.responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))))
      // Its own methods, whether or not the screen has them.
      XCTAssertTrue(proxy.responds(to: #selector(UIScrollViewDelegate.scrollViewWillBeginDragging(_:))))
      XCTAssertTrue(proxy.responds(to: #selector(UIScrollViewDelegate.scrollViewDidEndDecelerating(_:))))
    }

    @MainActor func testInterceptedCallbacksReachTheScreenFirst() throws {
      let stage = Stage()
      let screen = ScreenScrollDelegate()
      stage.scrollView.delegate = screen
      stage.bar.attach(to: stage.scrollView)
      let proxy = try XCTUnwrap(stage.proxy)

      proxy.scrollViewWillBeginDragging(stage.scrollView)
      XCTAssertEqual(screen.beganDragging, 1)
      XCTAssertTrue(stage.bar.controller.isDragging)
      XCTAssertTrue(proxy.responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))))
      stage.scrollView.delegate?.scrollViewDidScroll?(stage.scrollView)
      XCTAssertEqual(screen.didScroll, 1)
    }

    @MainActor func testSnappingAdjustsTheTargetContentOffset() throws {
      // .system: the large title (52 pt) is the only collapsible section: rest at 0 or 52.
      let stage = Stage()
      let screen = ScreenScrollDelegate()
      stage.scrollView.delegate = screen
      stage.bar.attach(to: stage.scrollView)
      let proxy = try XCTUnwrap(stage.proxy)

      proxy.scrollViewWillBeginDragging(stage.scrollView)
      stage.scroll(toDistance: 20)
      var target = CGPoint(x: 0, y: 20 - stage.basis)
      proxy.scrollViewWillEndDragging(stage.scrollView, withVelocity: .zero, targetContentOffset: &target)
      XCTAssertEqual(target.y, -stage.basis, "20 of 52: back to expanded")
      XCTAssertEqual(screen.endedDraggingTargets, [20 - stage.basis], "the screen saw UIKit's target first")

      proxy.scrollViewWillBeginDragging(stage.scrollView)
      stage.scroll(toDistance: 40)
      target = CGPoint(x: 0, y: 40 - stage.basis)
      proxy.scrollViewWillEndDragging(stage.scrollView, withVelocity: .zero, targetContentOffset: &target)
      XCTAssertEqual(target.y, 52 - stage.basis, "40 of 52: on to collapsed")

      proxy.scrollViewWillBeginDragging(stage.scrollView)
      target = CGPoint(x: 0, y: 600)
      proxy.scrollViewWillEndDragging(stage.scrollView, withVelocity: CGPoint(x: 0, y: 2), targetContentOffset: &target)
      XCTAssertEqual(target.y, 600, "a target past the bar's range is left alone")
    }

    @MainActor func testTheStatusBarTapPlaysTheBarsOwnScrollToTop() {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      stage.scroll(toDistance: 900)
      XCTAssertFalse(stage.bar.scrollToTopCatcher.scrollViewShouldScrollToTop(stage.bar.scrollToTopCatcher))
      XCTAssertTrue(stage.bar.controller.needsFrames)
      stage.bar.displayLinkTicked(100)
      stage.bar.displayLinkTicked(101)
      XCTAssertFalse(stage.bar.controller.needsFrames)
      XCTAssertEqual(stage.scrollView.contentOffset.y, -stage.basis)
    }
  }
#endif
