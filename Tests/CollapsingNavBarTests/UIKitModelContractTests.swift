#if canImport(UIKit)
  import UIKit
  import XCTest

  /// What the simulator (`CollapsingNavBarSimulation`) assumes of UIKit, checked against UIKit.
  ///
  /// Each test is named after the simulator's rule or constant, and a failure on a device
  /// or in the iOS Simulator means the model, not the bar, needs correcting (see the DocC article
  /// "The simulator's model of UIKit"). Behaviours that need a finger (a fling, a pull) are not
  /// here: unit tests cannot make one.
  final class UIKitModelContractTests: XCTestCase {
    /// A view controller whose view holds `scrollView`, shown in a window, inside a navigation
    /// controller (its bar hidden) or not.
    @MainActor private func show(
      _ scrollView: UIScrollView, inNavigationController: Bool, extraSafeAreaTop: CGFloat = 20
    ) -> (UIWindow, UIViewController) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let screen = UIViewController()
      screen.additionalSafeAreaInsets.top = extraSafeAreaTop
      scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      screen.view.addSubview(scrollView)
      if inNavigationController {
        let navigation = UINavigationController(rootViewController: screen)
        navigation.setNavigationBarHidden(true, animated: false)
        window.rootViewController = navigation
      } else {
        window.rootViewController = screen
      }
      window.isHidden = false
      window.layoutIfNeeded()
      scrollView.layoutIfNeeded()
      return (window, screen)
    }

    /// Spins the main run loop for a while (animations and display frames run).
    @MainActor private func spin(_ seconds: TimeInterval) {
      RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
    }

    // MARK: - Container kinds (`ContainerKind.alwaysBouncesVertically`)

    @MainActor func testContainerKindAlwaysBouncesVertically_tableOnCollectionAndPlainOff() {
      XCTAssertTrue(UITableView().alwaysBounceVertical)
      XCTAssertFalse(
        UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).alwaysBounceVertical)
      XCTAssertFalse(UIScrollView().alwaysBounceVertical)
    }

    // MARK: - `InsetAdjustmentBehavior.adjustsVerticalEdges(scrollsVertically:inNavigationController:)`

    @MainActor func testAdjustsVerticalEdges_automaticAdjustsShortContentInsideANavigationController() {
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 100)
      let (window, _) = show(scrollView, inNavigationController: true)
      XCTAssertGreaterThan(scrollView.safeAreaInsets.top, 0)
      XCTAssertEqual(scrollView.adjustedContentInset.top, scrollView.safeAreaInsets.top)
      window.isHidden = true
    }

    @MainActor func testAdjustsVerticalEdges_automaticOutsideANavigationControllerIsScrollableAxes() {
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 100)
      let (window, _) = show(scrollView, inNavigationController: false)
      XCTAssertGreaterThan(scrollView.safeAreaInsets.top, 0)
      XCTAssertEqual(scrollView.adjustedContentInset.top, 0, "short content, no vertical bounce: not adjusted")
      scrollView.alwaysBounceVertical = true
      scrollView.layoutIfNeeded()
      XCTAssertEqual(scrollView.adjustedContentInset.top, scrollView.safeAreaInsets.top, "bouncing: adjusted")
      window.isHidden = true
    }

    // MARK: - `SimulatedScrollView.canStartDrag` is not checkable without a finger.

    // MARK: - `SimulatedScrollView.keepingPlaceBelowTheTopEdge(_:)`

    @MainActor func testKeepingPlaceBelowTheTopEdge_aNewSafeAreaMovesTheOffsetByTheChangeOfItsShare() {
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      let (window, screen) = show(scrollView, inNavigationController: true)
      let top = scrollView.adjustedContentInset.top
      scrollView.contentOffset.y = 300
      screen.additionalSafeAreaInsets.top += 12
      window.layoutIfNeeded()
      scrollView.layoutIfNeeded()
      XCTAssertEqual(scrollView.adjustedContentInset.top, top + 12)
      XCTAssertEqual(scrollView.contentOffset.y, 300 - 12, "the content keeps its place below the top edge")
      window.isHidden = true
    }

    // MARK: - `UIKitAssumptions.callbackOrder` (`.delegateFirst`)

    final class OrderRecorder: NSObject, UIScrollViewDelegate {
      var heard: [String] = []
      func scrollViewDidScroll(_ scrollView: UIScrollView) { heard.append("didScroll") }
    }

    @MainActor func testCallbackOrder_delegateFirst() {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      let recorder = OrderRecorder()
      scrollView.delegate = recorder
      let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, _ in
        MainActor.assumeIsolated { recorder.heard.append("contentOffset") }
      }
      scrollView.contentOffset.y = 40
      XCTAssertEqual(recorder.heard, ["didScroll", "contentOffset"])
      observation.invalidate()
    }

    // MARK: - `UIKitAssumptions.sameOffsetWrite` (`.notifiesObservers`)

    @MainActor func testSameOffsetWrite_theKVOOfContentOffsetFiresForAWriteOfTheSameValue() {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      scrollView.contentOffset.y = 40
      let recorder = OrderRecorder()
      scrollView.delegate = recorder
      let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, _ in
        MainActor.assumeIsolated { recorder.heard.append("contentOffset") }
      }
      // The UIKit bar's stop of moving content: a write of the offset it has.
      scrollView.setContentOffset(scrollView.contentOffset, animated: false)
      XCTAssertTrue(
        recorder.heard.contains("contentOffset"),
        "if this fails, UIKit notifies nothing: the model's default is `silent` (\(recorder.heard))")
      // Whether `scrollViewDidScroll` comes too is what the fuzzer varies: record it.
      let delegateHeard = recorder.heard.contains("didScroll")
      print("sameOffsetWrite: \(delegateHeard ? "notifiesObserversAndDelegate" : "notifiesObservers")")
      observation.invalidate()
    }

    // MARK: - `UIKitAssumptions.dropsViewportEvents` (`false`)

    @MainActor func testDropsViewportEvents_aNewFrameHeightReachesBoundsObservers() {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      var heights: [CGFloat] = []
      let observation = scrollView.observe(\.bounds, options: [.new]) { scrollView, _ in
        MainActor.assumeIsolated { heights.append(scrollView.bounds.height) }
      }
      scrollView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
      XCTAssertEqual(
        heights.last, 390,
        "if this fails, the fault mode is UIKit's behaviour: the bar reads the height in layoutSubviews")
      observation.invalidate()
    }

    // MARK: - `LiveScrollView`: the KVO of `contentInset` fires on every write

    @MainActor func testContentInsetKVOFiresOnEveryWriteEvenOfTheSameValue() {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      var writes = 0
      let observation = scrollView.observe(\.contentInset, options: [.new]) { _, _ in
        MainActor.assumeIsolated { writes += 1 }
      }
      scrollView.contentInset.top = 100
      scrollView.contentInset = scrollView.contentInset
      XCTAssertEqual(writes, 2)
      observation.invalidate()
    }

    // MARK: - `SimulatedRefreshControl.insetShare` (iOS 13 and later)

    @MainActor func testRefreshControlInsetShare_joinsTheAdjustedInsetNotContentInset() throws {
      guard #available(iOS 13, *) else { throw XCTSkip("the share joins the adjusted inset from iOS 13") }
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      let refreshControl = UIRefreshControl()
      scrollView.refreshControl = refreshControl
      let (window, _) = show(scrollView, inNavigationController: true)
      let ownTop = scrollView.contentInset.top
      let adjustedTop = scrollView.adjustedContentInset.top
      refreshControl.beginRefreshing()
      scrollView.layoutIfNeeded()
      XCTAssertEqual(scrollView.contentInset.top, ownTop)
      XCTAssertGreaterThan(scrollView.adjustedContentInset.top, adjustedTop)
      refreshControl.endRefreshing()
      spin(0.6)
      XCTAssertEqual(scrollView.adjustedContentInset.top, adjustedTop)
      window.isHidden = true
    }

    // MARK: - `SimulatedScrollView.refreshWritesContentInset`, `UIKitAssumptions.refreshInsetOrder`

    @MainActor func testRefreshInsetOrder_underNeverTheControlWritesContentInsetAfterItsStateChanges() throws {
      let scrollView = UIScrollView()
      scrollView.contentInsetAdjustmentBehavior = .never
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      let refreshControl = UIRefreshControl()
      scrollView.refreshControl = refreshControl
      let (window, _) = show(scrollView, inNavigationController: true)
      let ownTop = scrollView.contentInset.top
      var refreshingAtWrites: [Bool] = []
      let observation = scrollView.observe(\.contentInset, options: [.new]) { _, _ in
        MainActor.assumeIsolated { refreshingAtWrites.append(refreshControl.isRefreshing) }
      }
      refreshControl.beginRefreshing()
      scrollView.layoutIfNeeded()
      XCTAssertGreaterThan(scrollView.contentInset.top, ownTop, "the control writes its room (rdar 35866834)")
      // The model's choice, `stateFirst`: the write's callbacks see the control refreshing.
      // (`insetFirst` would record `false` here.)
      XCTAssertEqual(refreshingAtWrites.first, true)
      refreshingAtWrites = []
      refreshControl.endRefreshing()
      spin(0.6)
      XCTAssertEqual(scrollView.contentInset.top, ownTop)
      XCTAssertEqual(refreshingAtWrites.first, false)
      observation.invalidate()
      window.isHidden = true
    }

    // MARK: - `UIKitAssumptions.refreshReturn` (`.slides`)

    @MainActor func testRefreshReturn_theSlideBackReachesKVOFrameByFrame() throws {
      guard #available(iOS 13, *) else { throw XCTSkip("the model is of iOS 13 and later") }
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      let refreshControl = UIRefreshControl()
      scrollView.refreshControl = refreshControl
      let (window, _) = show(scrollView, inNavigationController: true)
      refreshControl.beginRefreshing()
      scrollView.layoutIfNeeded()
      scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
      var offsets: [CGFloat] = []
      let observation = scrollView.observe(\.contentOffset, options: [.new]) { scrollView, _ in
        MainActor.assumeIsolated { offsets.append(scrollView.contentOffset.y) }
      }
      refreshControl.endRefreshing()
      spin(0.6)
      XCTAssertGreaterThan(Set(offsets).count, 2, "one jump: set UIKitAssumptions.refreshReturn to .jumps")
      observation.invalidate()
      window.isHidden = true
    }

    // MARK: - `UIKitAssumptions.animatedOffsetDuration` (0.3 s)

    final class AnimationEndRecorder: NSObject, UIScrollViewDelegate {
      var ended: Date?
      func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ended = Date() }
    }

    @MainActor func testAnimatedOffsetDuration_setContentOffsetAnimatedTakesAboutAThirdOfASecond() {
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      let (window, _) = show(scrollView, inNavigationController: true)
      let recorder = AnimationEndRecorder()
      scrollView.delegate = recorder
      let start = Date()
      scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
      spin(1)
      let duration = recorder.ended.map { $0.timeIntervalSince(start) }
      XCTAssertNotNil(duration)
      XCTAssertEqual(duration ?? 0, 0.3, accuracy: 0.1)
      window.isHidden = true
    }
  }
#endif
