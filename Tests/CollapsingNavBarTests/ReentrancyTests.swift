#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit
  import XCTest

  @testable import CollapsingNavBar

  /// The screen's own delegate calling the bar from inside `scrollViewDidScroll`, which UIKit
  /// runs inside the bar's own `contentOffset` writes.
  @MainActor
  private final class CallingScreen: NSObject, UIScrollViewDelegate {
    weak var bar: CollapsingNavBar?
    var progressSeen: [CGFloat] = []
    var onScroll: ((CollapsingNavBar) -> Void)?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      guard let bar else { return }
      progressSeen.append(bar.progress)
      _ = bar.layout
      onScroll?(bar)
    }
  }

  final class ReentrancyTests: XCTestCase {
    /// What `ScrollViewContainer.refreshShareTop` assumes: a refreshing control adds its own
    /// height to the scroll view's adjusted top inset.
    @MainActor func testARefreshingControlAddsItsHeightToTheAdjustedInset() {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      scrollView.contentInsetAdjustmentBehavior = .always
      let control = UIRefreshControl()
      scrollView.refreshControl = control
      let before = scrollView.adjustedContentInset.top
      control.beginRefreshing()
      XCTAssertEqual(scrollView.adjustedContentInset.top - before, control.frame.height, accuracy: 0.5)
      XCTAssertEqual(ScrollViewContainer(scrollView: scrollView).refreshShareTop, Double(control.frame.height))
    }

    /// Before the bar's driver, `expand(animated: false)` held the bar's controller open for its
    /// whole pass, and a read of `bar.progress` from the screen's `scrollViewDidScroll` trapped
    /// ("Simultaneous accesses").
    @MainActor func testTheScreenReadsTheBarFromInsideTheBarsOwnOffsetWrite() {
      let stage = Stage(configuration: .systemWithSearch)
      let screen = CallingScreen()
      screen.bar = stage.bar
      stage.scrollView.delegate = screen
      stage.scrollView.contentOffset.y = 600
      stage.bar.expand(animated: false)
      XCTAssertFalse(screen.progressSeen.isEmpty)
      XCTAssertEqual(stage.bar.progress, 0)
    }

    @MainActor func testAnExpandCalledFromInsideTheBarsCollapseRunsAfterIt() {
      let stage = Stage(configuration: .systemWithSearch)
      let screen = CallingScreen()
      screen.bar = stage.bar
      var asked = false
      screen.onScroll = { bar in
        guard !asked else { return }
        asked = true
        bar.expand(animated: false)
      }
      stage.scrollView.delegate = screen
      stage.bar.collapse(animated: false)
      XCTAssertTrue(asked)
      XCTAssertEqual(stage.bar.progress, 0, "the expand ran after the collapse's write")
    }

    @MainActor func testADetachFromInsideTheBarsWriteGivesTheScrollViewBackAfterIt() {
      let stage = Stage(configuration: .systemWithSearch)
      let screen = CallingScreen()
      screen.bar = stage.bar
      screen.onScroll = { bar in bar.detach() }
      stage.scrollView.delegate = screen
      stage.bar.collapse(animated: false)
      XCTAssertNil(stage.bar.scrollView)
      XCTAssertIdentical(stage.scrollView.delegate, screen)
      XCTAssertEqual(stage.scrollView.contentInset.top, 0)
    }

    @MainActor func testABadPanelFromInsideTheBarsWriteThrowsAndChangesNothing() {
      let stage = Stage(configuration: .systemWithSearch)
      let screen = CallingScreen()
      screen.bar = stage.bar
      var thrown: Error?
      screen.onScroll = { bar in
        do { try bar.setConfiguration(BarConfiguration(panels: [])) } catch { thrown = error }
      }
      stage.scrollView.delegate = screen
      stage.bar.collapse(animated: false)
      XCTAssertNotNil(thrown)
      XCTAssertEqual(stage.bar.configuration, .systemWithSearch)
    }
  }
#endif
