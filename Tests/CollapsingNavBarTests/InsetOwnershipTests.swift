#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  final class InsetOwnershipTests: XCTestCase {
    @MainActor func testTheEchoOfTheBarsOwnInsetWriteIsIgnored() {
      var configuration = BarConfiguration.system
      configuration.insetStrategy = .followsBar
      let stage = Stage(configuration: configuration)
      stage.bar.attach(to: stage.scrollView)

      stage.scroll(toDistance: 30)
      // The bar wrote the inset (followsBar) and heard its echo through KVO.
      XCTAssertEqual(stage.scrollView.contentInset.top, CGFloat(stage.bar.controller.ownedInsetTop))
      XCTAssertEqual(stage.bar.controller.additionalTopInset, 0)
      let collapse = stage.bar.controller.collapse

      // Writing the same inset again is an echo too: nothing moves.
      stage.scrollView.contentInset = stage.scrollView.contentInset
      XCTAssertEqual(stage.bar.controller.additionalTopInset, 0)
      XCTAssertEqual(stage.bar.controller.collapse, collapse)
    }

    @MainActor func testAnInsetAddedBySomeoneElseIsKeptOnTopOfTheBarsOwn() {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      let owned = stage.scrollView.contentInset.top
      stage.scrollView.contentInset.top = owned + 20
      XCTAssertEqual(stage.bar.controller.additionalTopInset, 20)
      stage.bar.detach()
      XCTAssertEqual(stage.scrollView.contentInset.top, 0, "detach restores the original inset, not the addition")
    }

    @MainActor func testAKeyboardHandlersTopOfZeroIsWrittenBack() {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      let owned = stage.scrollView.contentInset.top
      stage.scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 300, right: 0)
      XCTAssertEqual(stage.scrollView.contentInset.top, owned, "the bar's share goes back at once")
      XCTAssertEqual(stage.scrollView.contentInset.bottom, 300, "the bottom stays the keyboard's")
      XCTAssertEqual(stage.bar.controller.additionalTopInset, 0)
      XCTAssertEqual(stage.bar.layout.height, stage.bar.layout.expandedHeight, "the bar does not stretch")
    }

    @MainActor func testAnAppsBeginRefreshingShowsTheSpinner() throws {
      let stage = Stage()
      let refreshControl = UIRefreshControl()
      stage.scrollView.refreshControl = refreshControl
      stage.bar.attach(to: stage.scrollView)
      let adjusted = stage.scrollView.adjustedContentInset.top
      refreshControl.beginRefreshing()
      try XCTSkipIf(
        stage.scrollView.adjustedContentInset.top == adjusted, "UIKit added no refresh share to this scroll view")
      // UIKit reports the new share of the adjusted inset through the delegate; hear it again.
      stage.bar.containerInsetsChanged(stage.scrollView)
      XCTAssertGreaterThan(stage.bar.controller.refreshHeight, 0)
      guard case .coasting(let target, _) = stage.bar.controller.phase else {
        return XCTFail("the content should be on its way to show the spinner, not \(stage.bar.controller.phase)")
      }
      XCTAssertEqual(target, 0, "to the new top, the spinner's room above it")
    }

    @MainActor func testUnderNeverTheRoomTheRefreshControlWritesIsTheRefreshNotSomeoneElsesInset() throws {
      let stage = Stage()
      stage.scrollView.contentInsetAdjustmentBehavior = .never
      let refreshControl = UIRefreshControl()
      stage.scrollView.refreshControl = refreshControl
      stage.bar.attach(to: stage.scrollView)
      let own = stage.scrollView.contentInset.top
      refreshControl.beginRefreshing()
      let room = stage.scrollView.contentInset.top - own
      try XCTSkipIf(room <= 0, "UIKit wrote no room into contentInset under .never here")
      stage.bar.containerInsetsChanged(stage.scrollView)
      XCTAssertEqual(stage.bar.controller.refreshHeight, Double(room), accuracy: 1.0 / 3)
      XCTAssertEqual(stage.bar.controller.additionalTopInset, 0, "not booked as someone else's inset")
      stage.bar.endRefreshing()
      stage.bar.containerInsetsChanged(stage.scrollView)
      XCTAssertEqual(stage.bar.controller.refreshHeight, 0)
      XCTAssertEqual(stage.bar.controller.additionalTopInset, 0)
      XCTAssertEqual(stage.scrollView.contentInset.top, own, accuracy: 1.0 / 3)
    }

    @MainActor func testARefreshControlAddedAsASubviewIsHookedAndGivenBack() throws {
      let stage = Stage()
      let refreshControl = UIRefreshControl()
      stage.scrollView.addSubview(refreshControl)
      XCTAssertNil(stage.scrollView.refreshControl)
      stage.bar.attach(to: stage.scrollView)
      XCTAssertIdentical(stage.bar.attachment?.refreshControl, refreshControl)
      XCTAssertEqual(refreshControl.alpha, 0, "the bar shows its own spinner")
      stage.bar.detach()
      XCTAssertEqual(refreshControl.alpha, 1)
    }

    @MainActor func testARefreshControlAddedAsASubviewAfterAttachIsHookedWhenADragBegins() throws {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      let refreshControl = UIRefreshControl()
      stage.scrollView.addSubview(refreshControl)
      XCTAssertNil(stage.bar.attachment?.refreshControl)
      let proxy = try XCTUnwrap(stage.proxy)
      proxy.scrollViewWillBeginDragging(stage.scrollView)
      XCTAssertIdentical(stage.bar.attachment?.refreshControl, refreshControl)
    }

    @MainActor func testFollowsBarKeepsTheInsetUnderTheCollapsedBar() {
      var configuration = BarConfiguration.system
      configuration.insetStrategy = .followsBar
      let stage = Stage(configuration: configuration, scrollView: UITableView(frame: .zero, style: .plain))
      stage.bar.attach(to: stage.scrollView)
      stage.scroll(toDistance: 300)
      XCTAssertEqual(stage.scrollView.contentInset.top, CGFloat(stage.bar.layout.collapsedHeight))
    }

    @MainActor func testProgrammaticCollapseAndExpandMoveTheContent() {
      let stage = Stage()
      stage.bar.attach(to: stage.scrollView)
      stage.assertAttached()
      stage.bar.collapse(animated: false)
      XCTAssertEqual(stage.bar.progress, 1)
      stage.bar.expand(animated: false)
      XCTAssertEqual(stage.bar.progress, 0)
      XCTAssertEqual(stage.scrollView.contentOffset.y, -stage.basis)
    }

    @MainActor func testAddedPanelsJoinTheConfigurationInStackOrder() throws {
      let bar = CollapsingNavBar(configuration: .systemWithSearch)
      let pinned = try bar.addPinnedPanel(UISegmentedControl(items: ["All", "Unread"]), height: 44)
      let chips = UIScrollView()
      chips.scrollsToTop = true
      let closable = try bar.addClosablePanel(chips, height: 44, id: "chips")
      XCTAssertEqual(pinned, "pinned-1")
      XCTAssertEqual(closable, "chips")
      XCTAssertFalse(chips.scrollsToTop, "a panel's scroll view leaves the status-bar tap to the bar")
      XCTAssertEqual(
        bar.configuration.panels.map(\.id),
        ["top", "spacer", "largeTitle", "search", "chips", "pinned-1", "separator"])
      bar.removePanel(id: "chips")
      XCTAssertNil(bar.configuration.panel(id: "chips"))
      XCTAssertNil(chips.superview)
    }

    @MainActor func testAScrollViewAddedToAPanelLaterLeavesTheStatusBarTapToTheBar() throws {
      let stage = Stage()
      let row = UIView()
      try stage.bar.addClosablePanel(row, height: 44, id: "chips")
      stage.bar.attach(to: stage.scrollView)
      // The panel creates its collection view later.
      let chips = UIScrollView()
      chips.scrollsToTop = true
      row.addSubview(chips)
      let proxy = try XCTUnwrap(stage.proxy)
      proxy.scrollViewWillBeginDragging(stage.scrollView)
      XCTAssertFalse(chips.scrollsToTop)
      stage.bar.removePanel(id: "chips")
      XCTAssertTrue(chips.scrollsToTop, "given back with the panel")
    }
  }
#endif
