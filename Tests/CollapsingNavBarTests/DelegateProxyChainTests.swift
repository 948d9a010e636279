#if canImport(UIKit)
  import CollapsingNavBarCore
  import ObjectiveC
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  /// A proxy that wraps whatever delegate is current, the way RxCocoa's `DelegateProxy` does:
  /// one proxy per scroll view, kept as an associated object; ``proxy(for:)`` makes the current
  /// delegate its forward delegate (held weakly) and sets itself as the delegate unless it
  /// already is; `responds(to:)` is its own methods or the forward delegate's, with no guard
  /// against a question coming back; everything else is forwarded.
  final class WrappingDelegateProxy: NSObject, UIScrollViewDelegate {
    nonisolated(unsafe) private(set) weak var forwardToDelegate: AnyObject?
    /// How many drags began, as an observer of the proxy would count them.
    var observedDragBegins = 0
    private static var key: UInt8 = 0

    /// The proxy of a scroll view, installed in front of its current delegate.
    static func proxy(for scrollView: UIScrollView) -> WrappingDelegateProxy {
      let proxy: WrappingDelegateProxy
      if let existing = objc_getAssociatedObject(scrollView, &key) as? WrappingDelegateProxy {
        proxy = existing
      } else {
        proxy = WrappingDelegateProxy()
        objc_setAssociatedObject(scrollView, &key, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
      let current = scrollView.delegate
      if current !== proxy {
        proxy.forwardToDelegate = current
        scrollView.delegate = proxy
      }
      return proxy
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      observedDragBegins += 1
      (forwardToDelegate as? any UIScrollViewDelegate)?.scrollViewWillBeginDragging?(scrollView)
    }

    override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || (forwardToDelegate?.responds(to: aSelector) ?? false)
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
      if let forwardToDelegate, forwardToDelegate.responds(to: aSelector) { return forwardToDelegate }
      return super.forwardingTarget(for: aSelector)
    }
  }

  /// A stand-in of a test's own.
  final class SearchStandIn: NSObject, UISearchBarDelegate {
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    @objc func customNotification() {}
  }

  /// A slot that counts how often the bar reads and writes it.
  @MainActor
  final class CountingSlot {
    weak var scrollView: UIScrollView?
    var reads = 0
    var writes: [AnyObject?] = []

    init(_ scrollView: UIScrollView) {
      self.scrollView = scrollView
    }

    func slot(setsNilFirst: Bool = true) -> ScrollDelegateSlot {
      ScrollDelegateSlot(
        get: { [self] in
          reads += 1
          return scrollView?.delegate
        },
        set: { [self] delegate in
          writes.append(delegate)
          scrollView?.delegate = delegate as? any UIScrollViewDelegate
        },
        setsNilFirst: setsNilFirst)
    }
  }

  final class DelegateProxyChainTests: XCTestCase {
    private let unimplemented = #selector(UITableViewDelegate.tableView(_:heightForRowAt:))

    @MainActor func testAWrappingProxyInstalledAfterAttachKeepsTheScreenInTheChain() throws {
      let stage = Stage()
      let screen = ScreenScrollDelegate()
      stage.scrollView.delegate = screen
      stage.bar.attach(to: stage.scrollView)
      let barProxy = try XCTUnwrap(stage.proxy)

      let wrapper = WrappingDelegateProxy.proxy(for: stage.scrollView)
      XCTAssertIdentical(wrapper.forwardToDelegate, barProxy)
      XCTAssertTrue(barProxy.isReached(from: wrapper))
      // A drag begins: the bar looks at the delegate and leaves the wrapper in front of it.
      XCTAssertFalse(try XCTUnwrap(stage.bar.attachment).adoptReplacedDelegate())
      stage.scroll(toDistance: 30)
      stage.bar.setNeedsLayout()
      stage.bar.layoutIfNeeded()
      XCTAssertIdentical(stage.scrollView.delegate, wrapper)
      XCTAssertIdentical(barProxy.target, screen, "the screen's delegate stays in the chain")

      // Questions and messages end: wrapper -> bar -> screen.
      XCTAssertFalse(wrapper.responds(to: unimplemented))
      XCTAssertTrue(wrapper.responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))))
      stage.scrollView.delegate?.scrollViewWillBeginDragging?(stage.scrollView)
      XCTAssertEqual(wrapper.observedDragBegins, 1)
      XCTAssertEqual(screen.beganDragging, 1)
      XCTAssertTrue(stage.bar.controller.isDragging)
      stage.scrollView.delegate?.scrollViewDidScroll?(stage.scrollView)
      XCTAssertEqual(screen.didScroll, 1)

      // Another subscription asks for the proxy again: nothing changes.
      _ = WrappingDelegateProxy.proxy(for: stage.scrollView)
      XCTAssertIdentical(wrapper.forwardToDelegate, barProxy)
      stage.bar.detach()
      XCTAssertIdentical(stage.scrollView.delegate, wrapper, "detach leaves a delegate the bar does not own")
    }

    @MainActor func testAWrappingProxyInstalledBeforeAttachIsWrappedAndACycleIsBroken() throws {
      let stage = Stage()
      let screen = ScreenScrollDelegate()
      stage.scrollView.delegate = screen
      let wrapper = WrappingDelegateProxy.proxy(for: stage.scrollView)
      stage.bar.attach(to: stage.scrollView)
      let barProxy = try XCTUnwrap(stage.proxy)
      XCTAssertIdentical(barProxy.target, wrapper)
      XCTAssertFalse(barProxy.isReached(from: wrapper))

      stage.scrollView.delegate?.scrollViewWillBeginDragging?(stage.scrollView)
      XCTAssertEqual(wrapper.observedDragBegins, 1)
      XCTAssertEqual(screen.beganDragging, 1)

      // The wrapper is asked for again: it now forwards to the bar's proxy, which forwards to it.
      _ = WrappingDelegateProxy.proxy(for: stage.scrollView)
      XCTAssertIdentical(stage.scrollView.delegate, wrapper)
      XCTAssertIdentical(wrapper.forwardToDelegate, barProxy)
      // Even before the bar looks again, questions end instead of recursing.
      XCTAssertFalse(wrapper.responds(to: unimplemented))
      XCTAssertFalse(barProxy.responds(to: unimplemented))
      XCTAssertNil(barProxy.forwardingTarget(for: unimplemented))

      XCTAssertFalse(try XCTUnwrap(stage.bar.attachment).adoptReplacedDelegate())
      XCTAssertNil(barProxy.target, "a target that forwards to the proxy is let go")
      XCTAssertIdentical(stage.scrollView.delegate, wrapper)
      stage.scrollView.delegate?.scrollViewWillBeginDragging?(stage.scrollView)
      XCTAssertEqual(wrapper.observedDragBegins, 2)
      XCTAssertTrue(stage.bar.controller.isDragging, "the bar still hears the drag through the wrapper")
    }

    @MainActor func testScrollingAndLayoutDoNotReadTheDelegate() {
      let stage = Stage()
      let counter = CountingSlot(stage.scrollView)
      stage.bar.attach(to: stage.scrollView, delegateSlot: counter.slot())
      let reads = counter.reads
      for step in 0..<100 { stage.scroll(toDistance: CGFloat(step * 7)) }
      stage.bar.setNeedsLayout()
      stage.bar.layoutIfNeeded()
      XCTAssertEqual(counter.reads, reads)
    }

    @MainActor func testABarAttachesAfterOneThatWentAwayAttached() {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let screen = ScreenScrollDelegate()
      scrollView.delegate = screen
      autoreleasepool {
        let bar = CollapsingNavBar(configuration: .system)
        bar.attach(to: scrollView)
      }
      let bar = CollapsingNavBar(configuration: .system)
      bar.attach(to: scrollView)
      XCTAssertIdentical(bar.attachment?.proxy.target, screen, "the orphaned proxy is skipped")
      scrollView.delegate?.scrollViewWillBeginDragging?(scrollView)
      XCTAssertEqual(screen.beganDragging, 1)
      XCTAssertTrue(bar.controller.isDragging)
      bar.detach()
      XCTAssertNil(bar.attachment)
    }

    @MainActor func testAPlainDelegateIsNotMistakenForAWrapper() throws {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      let barProxy = try XCTUnwrap(stage.proxy)
      XCTAssertFalse(barProxy.isReached(from: ScreenScrollDelegate()))
      XCTAssertFalse(barProxy.isReached(from: TableScreen()))
      XCTAssertFalse(barProxy.isReached(from: nil))
      XCTAssertTrue(barProxy.isReached(from: barProxy))
    }

    @MainActor func testTheDelegateIsSetAgainWhenTheScreensDelegateIsDeallocated() throws {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      let stage = Stage(scrollView: table)
      let counter = CountingSlot(table)
      let didSelect = #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))
      autoreleasepool {
        let screen = TableScreen()
        table.delegate = screen
        stage.bar.attach(to: table, delegateSlot: counter.slot())
        XCTAssertTrue(stage.proxy?.responds(to: didSelect) ?? false)
        counter.writes = []
      }
      let proxy = try XCTUnwrap(stage.proxy)
      XCTAssertNil(proxy.target)
      XCTAssertEqual(counter.writes.count, 2, "set again, through nil, so UIKit reads responds(to:) anew")
      XCTAssertNil(counter.writes.first ?? nil)
      XCTAssertIdentical(counter.writes.last ?? nil, proxy)
      XCTAssertFalse(proxy.responds(to: didSelect))
    }

    @MainActor func testAMessageCachedForADeallocatedDelegateIsAnsweredHarmlessly() throws {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      table.rowHeight = 61
      let stage = Stage(scrollView: table)
      stage.bar.attach(to: table)
      let proxy = try XCTUnwrap(stage.proxy)
      XCTAssertNil(proxy.target)
      let didSelect = #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))
      let heightForRow = #selector(UITableViewDelegate.tableView(_:heightForRowAt:))
      // What UIKit reaches when it cached these for a delegate that is gone.
      let standIn = try XCTUnwrap(proxy.forwardingTarget(for: didSelect) as? DeallocatedDelegateStandIn)
      XCTAssertIdentical(proxy.forwardingTarget(for: heightForRow) as AnyObject?, standIn)
      standIn.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))
      XCTAssertEqual(standIn.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)), 61)
      XCTAssertEqual(
        standIn.tableView(table, willSelectRowAt: IndexPath(row: 2, section: 0)), IndexPath(row: 2, section: 0))
    }

    @MainActor func testAnAddedStandInAnswersItsOwnProtocol() throws {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      let proxy = try XCTUnwrap(stage.proxy)
      let standIn = SearchStandIn()
      let selector = #selector(SearchStandIn.searchBarBookmarkButtonClicked(_:))
      ForwardingDelegateProxy.addStandInForDeallocatedDelegates(standIn)
      ForwardingDelegateProxy.addStandInForDeallocatedDelegates(standIn)
      // The built-in stand-in answers the search-bar protocol first.
      XCTAssertTrue(proxy.forwardingTarget(for: selector) is DeallocatedDelegateStandIn)
      XCTAssertIdentical(
        proxy.forwardingTarget(for: #selector(SearchStandIn.customNotification)) as AnyObject?, standIn)
    }

    @MainActor func testATextureSlotIsSetAgainWithoutNil() {
      let stage = Stage()
      let counter = CountingSlot(stage.scrollView)
      autoreleasepool {
        let screen = ScreenScrollDelegate()
        stage.scrollView.delegate = screen
        stage.bar.attach(to: stage.scrollView, delegateSlot: counter.slot(setsNilFirst: false))
      }
      XCTAssertFalse(counter.writes.isEmpty)
      XCTAssertFalse(counter.writes.contains { $0 == nil }, "the delegate never goes through nil")
    }
  }
#endif
