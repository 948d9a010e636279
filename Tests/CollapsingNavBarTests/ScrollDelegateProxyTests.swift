#if canImport(UIKit)
import CollapsingNavBarCore
import UIKit
import XCTest

@testable import CollapsingNavBar

final class ScrollDelegateProxyTests: XCTestCase {
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
