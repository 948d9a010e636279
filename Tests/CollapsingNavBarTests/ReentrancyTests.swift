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

    /// A stage whose bar is attached to its scroll view, the screen's delegate behind the bar's
    /// proxy; the screen calls the bar only once the attach (which writes the offset) is done.
    @MainActor private func attachedStage() -> (Stage, CallingScreen) {
      let stage = Stage(configuration: .systemWithSearch)
      let screen = CallingScreen()
      stage.scrollView.delegate = screen
      stage.bar.attach(to: stage.scrollView)
      screen.bar = stage.bar
      return (stage, screen)
    }

    /// Before the bar's driver, `expand(animated: false)` held the bar's controller open for its
    /// whole pass, and a read of `bar.progress` from the screen's `scrollViewDidScroll` trapped
    /// ("Simultaneous accesses").
    @MainActor func testTheScreenReadsTheBarFromInsideTheBarsOwnOffsetWrite() {
      let (stage, screen) = attachedStage()
      // Near the top: the expand scrolls the content back (deeper, it would move only the bar).
      stage.scroll(toDistance: CGFloat(stage.bar.controller.metrics.collapsibleRange))
      XCTAssertEqual(stage.bar.progress, 1)
      screen.progressSeen = []
      stage.assertAttached()
      stage.bar.expand(animated: false)
      XCTAssertFalse(screen.progressSeen.isEmpty, "the bar's own write reached the screen")
      XCTAssertEqual(stage.bar.progress, 0)
    }

    @MainActor func testAnExpandCalledFromInsideTheBarsCollapseRunsAfterIt() {
      let (stage, screen) = attachedStage()
      var asked = false
      screen.onScroll = { bar in
        guard !asked else { return }
        asked = true
        bar.expand(animated: false)
      }
      stage.assertAttached()
      stage.bar.collapse(animated: false)
      XCTAssertTrue(asked, "the collapse's write reached the screen")
      XCTAssertEqual(stage.bar.progress, 0, "the expand ran after the collapse's write")
      XCTAssertEqual(stage.scrollView.contentOffset.y, -stage.basis)
    }

    @MainActor func testADetachFromInsideTheBarsWriteGivesTheScrollViewBackAfterIt() {
      let (stage, screen) = attachedStage()
      var detached = false
      screen.onScroll = { bar in
        guard !detached else { return }
        detached = true
        bar.detach()
      }
      XCTAssertNotEqual(stage.scrollView.contentInset.top, 0, "the bar owns the top inset")
      stage.assertAttached()
      stage.bar.collapse(animated: false)
      XCTAssertTrue(detached, "the collapse's write reached the screen")
      XCTAssertNil(stage.bar.scrollView)
      XCTAssertIdentical(stage.scrollView.delegate, screen)
      XCTAssertEqual(stage.scrollView.contentInset.top, 0)
    }

    @MainActor func testABadPanelFromInsideTheBarsWriteThrowsAndChangesNothing() {
      let (stage, screen) = attachedStage()
      var thrown: Error?
      var tried = false
      screen.onScroll = { bar in
        guard !tried else { return }
        tried = true
        do { try bar.setConfiguration(BarConfiguration(panels: [])) } catch { thrown = error }
      }
      stage.assertAttached()
      stage.bar.collapse(animated: false)
      XCTAssertTrue(tried, "the collapse's write reached the screen")
      XCTAssertNotNil(thrown)
      XCTAssertEqual(stage.bar.configuration, .systemWithSearch)
      XCTAssertEqual(stage.bar.progress, 1, "the collapse itself went through")
    }
  }
#endif
