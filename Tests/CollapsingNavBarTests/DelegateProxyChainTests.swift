#if canImport(UIKit)
  import CollapsingNavBarCore
  import ObjectiveC
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  /// A proxy that wraps whatever delegate is current, the way RxCocoa's `DelegateProxy` does.
  ///
  /// One proxy per scroll view, kept as an associated object; ``proxy(for:)`` makes the current
  /// delegate its forward delegate (held weakly, exposed as `_forwardToDelegate` as RxCocoa's
  /// `_RXDelegateProxy` declares it) and sets itself as the delegate unless it already is;
  /// `scrollViewDidScroll` is its own and calls the forward delegate (as
  /// `RxScrollViewDelegateProxy` does); `responds(to:)` is its own methods or the forward
  /// delegate's, with no guard against a question or a message coming back; everything else is
  /// forwarded. It counts every message it receives, so a loop shows as a count above one.
  final class WrappingDelegateProxy: NSObject, UITableViewDelegate {
    nonisolated(unsafe) private(set) weak var forwardToDelegate: AnyObject?
    /// Whether the forward delegate is exposed as `_forwardToDelegate`.
    nonisolated(unsafe) var tellsForwardee = true
    /// How many drags began, as an observer of the proxy would count them.
    var observedDragBegins = 0
    /// How many `scrollViewDidScroll` messages reached the proxy.
    var observedScrolls = 0
    /// The messages it forwarded, in order.
    nonisolated(unsafe) var forwarded: [Selector] = []
    private static var key: UInt8 = 0

    /// The proxy of a scroll view, installed in front of its current delegate.
    static func proxy(for scrollView: UIScrollView, tellsForwardee: Bool = true) -> WrappingDelegateProxy {
      let proxy: WrappingDelegateProxy
      if let existing = objc_getAssociatedObject(scrollView, &key) as? WrappingDelegateProxy {
        proxy = existing
      } else {
        proxy = WrappingDelegateProxy()
        proxy.tellsForwardee = tellsForwardee
        objc_setAssociatedObject(scrollView, &key, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
      let current = scrollView.delegate
      if current !== proxy {
        proxy.forwardToDelegate = current
        scrollView.delegate = proxy
      }
      return proxy
    }

    /// RxCocoa's `_RXDelegateProxy._forwardToDelegate`.
    @objc(_forwardToDelegate) func exposedForwardToDelegate() -> AnyObject? {
      tellsForwardee ? forwardToDelegate : nil
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      observedScrolls += 1
      (forwardToDelegate as? any UIScrollViewDelegate)?.scrollViewDidScroll?(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      observedDragBegins += 1
      (forwardToDelegate as? any UIScrollViewDelegate)?.scrollViewWillBeginDragging?(scrollView)
    }

    override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || (forwardToDelegate?.responds(to: aSelector) ?? false)
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
      if let forwardToDelegate, forwardToDelegate.responds(to: aSelector) {
        forwarded.append(aSelector)
        return forwardToDelegate
      }
      return super.forwardingTarget(for: aSelector)
    }
  }

  /// Sends `scrollViewWillBeginDragging` on to an object without answering `responds(to:)` for
  /// it, so the probe cannot see that it leads there.
  final class EchoDelegate: NSObject, UIScrollViewDelegate {
    weak var next: (any UIScrollViewDelegate)?
    var received = 0

    init(to next: any UIScrollViewDelegate) {
      self.next = next
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      received += 1
      next?.scrollViewWillBeginDragging?(scrollView)
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

    @MainActor func testAWrapperAskedForAgainAfterAttachDeliversEveryMessageOnceToTheScreen() throws {
      let stage = Stage()
      let screen = ScreenScrollDelegate()
      stage.scrollView.delegate = screen
      let wrapper = WrappingDelegateProxy.proxy(for: stage.scrollView)
      stage.bar.attach(to: stage.scrollView)
      let barProxy = try XCTUnwrap(stage.proxy)
      XCTAssertIdentical(barProxy.target, wrapper)
      XCTAssertIdentical(barProxy.behind, screen, "the bar remembers what the wrapper forwards to")

      // The wrapper is asked for again: it now forwards to the bar's proxy, which forwards to it.
      _ = WrappingDelegateProxy.proxy(for: stage.scrollView)
      XCTAssertIdentical(stage.scrollView.delegate, wrapper)
      XCTAssertIdentical(wrapper.forwardToDelegate, barProxy)

      // Messages, before any drag lets the bar look at the slot: each reaches everyone once.
      stage.scrollView.delegate?.scrollViewDidScroll?(stage.scrollView)
      XCTAssertEqual(wrapper.observedScrolls, 1)
      XCTAssertEqual(screen.didScroll, 1)
      XCTAssertIdentical(barProxy.target, screen, "the proxy forwards to what was behind the wrapper")
      stage.scrollView.delegate?.scrollViewWillBeginDragging?(stage.scrollView)
      XCTAssertEqual(wrapper.observedDragBegins, 1)
      XCTAssertEqual(screen.beganDragging, 1)
      XCTAssertTrue(stage.bar.controller.isDragging)
      var target = CGPoint(x: 0, y: 300)
      stage.scrollView.delegate?.scrollViewWillEndDragging?(
        stage.scrollView, withVelocity: .zero, targetContentOffset: &target)
      XCTAssertEqual(screen.endedDraggingTargets.count, 1)
      XCTAssertEqual(wrapper.forwarded.count, 1, "the wrapper forwarded willEndDragging once")

      // Questions end too, and the answers include the screen's methods again.
      XCTAssertFalse(wrapper.responds(to: unimplemented))
      XCTAssertTrue(barProxy.responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))))
      XCTAssertFalse(try XCTUnwrap(stage.bar.attachment).adoptReplacedDelegate())
      XCTAssertIdentical(stage.scrollView.delegate, wrapper)
    }

    @MainActor func testAWrapperThatHidesItsForwardeeNeverSendsAMessageRound() throws {
      let stage = Stage()
      let screen = ScreenScrollDelegate()
      stage.scrollView.delegate = screen
      let wrapper = WrappingDelegateProxy.proxy(for: stage.scrollView, tellsForwardee: false)
      stage.bar.attach(to: stage.scrollView)
      let barProxy = try XCTUnwrap(stage.proxy)
      _ = WrappingDelegateProxy.proxy(for: stage.scrollView)
      stage.scrollView.delegate?.scrollViewDidScroll?(stage.scrollView)
      stage.scrollView.delegate?.scrollViewWillBeginDragging?(stage.scrollView)
      XCTAssertEqual(wrapper.observedScrolls, 1)
      XCTAssertEqual(wrapper.observedDragBegins, 1)
      XCTAssertTrue(stage.bar.controller.isDragging, "the bar still hears the drag through the wrapper")
      XCTAssertNil(barProxy.target, "with nothing known behind it, a target that leads back is let go")
      // The wrapper dropped the screen when it wrapped the bar again; the bar cannot know it.
      XCTAssertEqual(screen.didScroll, 0)
    }

    @MainActor func testDetachBehindAWrapperKeepsTheScreensRowSelectionAndTheNextAttachTakesTheChainOver() throws {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      let stage = Stage(scrollView: table)
      let screen = TableScreen()
      table.delegate = screen
      stage.bar.attach(to: table)
      let barProxy = try XCTUnwrap(stage.proxy)
      let wrapper = WrappingDelegateProxy.proxy(for: table)
      let row = IndexPath(row: 3, section: 0)

      stage.bar.detach()
      XCTAssertIdentical(table.delegate, wrapper)
      XCTAssertIdentical(wrapper.forwardToDelegate, barProxy, "the proxy stays, a pass-through")
      XCTAssertNil(barProxy.handler)
      XCTAssertNil(ScrollAttachment.owner(of: table))
      (table.delegate as? any UITableViewDelegate)?.tableView?(table, didSelectRowAt: row)
      XCTAssertEqual(screen.selected, [row])

      // The tab comes back: the bar takes its pass-through over; the wrapper stays in front.
      stage.bar.attach(to: table)
      XCTAssertIdentical(stage.proxy, barProxy)
      XCTAssertIdentical(table.delegate, wrapper)
      table.delegate?.scrollViewWillBeginDragging?(table)
      XCTAssertTrue(stage.bar.controller.isDragging)
      (table.delegate as? any UITableViewDelegate)?.tableView?(table, didSelectRowAt: row)
      XCTAssertEqual(screen.selected, [row, row])
    }

    @MainActor func testDetachAsTheDelegateGivesTheScreensDelegateBack() throws {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
      let stage = Stage(scrollView: table)
      let screen = TableScreen()
      table.delegate = screen
      stage.bar.attach(to: table)
      stage.bar.detach()
      XCTAssertIdentical(table.delegate, screen)
      XCTAssertNil(ScrollAttachment.owner(of: table))
    }

    @MainActor func testAMessageThatComesBackThroughAnUnseenForwarderIsDropped() throws {
      let stage = Stage()
      let screen = ScreenScrollDelegate()
      stage.scrollView.delegate = screen
      stage.bar.attach(to: stage.scrollView)
      let barProxy = try XCTUnwrap(stage.proxy)
      // A forwarder that answers no questions for its target but sends drags on to it.
      let echo = EchoDelegate(to: barProxy)
      barProxy.target = echo
      barProxy.scrollViewWillBeginDragging(stage.scrollView)
      XCTAssertEqual(echo.received, 1)
      XCTAssertTrue(stage.bar.controller.isDragging)
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
