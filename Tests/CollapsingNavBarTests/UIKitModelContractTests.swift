#if canImport(UIKit)
  import UIKit
  import XCTest

  /// What the simulator (`CollapsingNavBarSimulation`) assumes of UIKit, checked against UIKit.
  ///
  /// Each test is named after the simulator's rule or parameter, and a failure on a device
  /// or in the iOS Simulator means the model, not the bar, needs correcting (see the DocC article
  /// "The simulator's model of UIKit"). Where UIKit's behaviour is unknown, a test prints what
  /// UIKit did on a line starting with `CONTRACT` and asserts the part the model relies on.
  /// Behaviours that need a finger (a fling, a pull) are not here: unit tests cannot make one.
  /// Tests that wait for display frames run in a window of the host's window scene
  /// (``makeSceneHostedWindow(frame:)``), and are skipped where there is none.
  final class UIKitModelContractTests: XCTestCase {
    /// Where a scroll view sits in its view controller.
    enum Placement: String {
      /// It is the view controller's view: its content view (the model's default,
      /// `contentViewOfViewController: true`).
      case contentView
      /// It is the only subview of the view controller's view.
      case firstSubview
      /// It is a subview of the view controller's view, added after another one.
      case laterSubview
    }

    /// A view controller holding `scrollView` as `placement` says, shown in `window`, inside a
    /// navigation controller (its bar hidden) or not.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - inNavigationController: Whether the view controller is a navigation controller's root.
    ///   - placement: Where the scroll view sits in the view controller.
    ///   - extraSafeAreaTop: The view controller's `additionalSafeAreaInsets.top` (so the safe area
    ///     reaches the scroll view whatever the device).
    ///   - window: The window (one outside any scene unless the test waits for frames).
    /// - Returns: The window, shown, and the view controller.
    @discardableResult
    @MainActor private func show(
      _ scrollView: UIScrollView, inNavigationController: Bool, placement: Placement = .contentView,
      extraSafeAreaTop: CGFloat = 20, in window: UIWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    ) -> (UIWindow, UIViewController) {
      let screen = UIViewController()
      screen.additionalSafeAreaInsets.top = extraSafeAreaTop
      scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      switch placement {
      case .contentView:
        screen.view = scrollView
      case .firstSubview:
        scrollView.frame = screen.view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        screen.view.addSubview(scrollView)
      case .laterSubview:
        scrollView.frame = screen.view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        screen.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        screen.view.addSubview(scrollView)
      }
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

    /// A delegate that counts `scrollViewDidScroll(_:)` and `scrollViewDidEndScrollingAnimation(_:)`.
    final class AnimationCallbackRecorder: NSObject, UIScrollViewDelegate {
      var didScroll = 0
      var animationEnds = 0
      func scrollViewDidScroll(_ scrollView: UIScrollView) { didScroll += 1 }
      func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { animationEnds += 1 }
    }

    /// Starts `setContentOffset(_:animated: true)` to `y` and waits until display frames have moved
    /// the content part of the way.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view, in a scene-hosted window.
    ///   - y: The offset to move to.
    ///   - recorder: The scroll view's delegate.
    /// - Returns: Whether the move is running: it has moved the content, has not arrived and has
    ///   not reported its end.
    @MainActor private func startAnimatedMove(
      of scrollView: UIScrollView, to y: CGFloat, recorder: AnimationCallbackRecorder
    ) -> Bool {
      let start = scrollView.contentOffset.y
      let ends = recorder.animationEnds
      scrollView.setContentOffset(CGPoint(x: 0, y: y), animated: true)
      spinMainRunLoop(timeout: 1) { abs(scrollView.contentOffset.y - start) > 1 }
      let now = scrollView.contentOffset.y
      return abs(now - start) > 1 && abs(now - y) > 1 && recorder.animationEnds == ends
    }

    // MARK: - Container kinds (`ContainerKind.alwaysBouncesVertically`)

    @MainActor func testContainerKindAlwaysBouncesVertically_tableOnCollectionAndPlainOff() {
      XCTAssertTrue(UITableView().alwaysBounceVertical)
      XCTAssertFalse(
        UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).alwaysBounceVertical)
      XCTAssertFalse(UIScrollView().alwaysBounceVertical)
    }

    // MARK: - `InsetAdjustmentBehavior.adjustsVerticalEdges(scrollsVertically:inNavigationController:)`

    /// The scroll view is its view controller's view (`contentViewOfViewController: true`, the
    /// model's default), so only the navigation controller decides.
    @MainActor func testAdjustsVerticalEdges_automaticAdjustsShortContentInsideANavigationController() {
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 100)
      let (window, _) = show(scrollView, inNavigationController: true)
      XCTAssertGreaterThan(scrollView.safeAreaInsets.top, 0)
      XCTAssertEqual(scrollView.adjustedContentInset.top, scrollView.safeAreaInsets.top)
      window.isHidden = true
    }

    /// The scroll view is its view controller's view, so only the missing navigation controller
    /// makes `.automatic` play `.scrollableAxes`.
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

    // MARK: - Container key `contentViewOfViewController` (`false`: `.automatic` is `.scrollableAxes`)

    /// Checks that `.automatic` leaves short content of a scroll view placed as `placement` in a
    /// navigation controller unadjusted, and adjusts it once it bounces (the control: the safe area
    /// does reach it).
    @MainActor private func assertAutomaticIsScrollableAxes(
      _ placement: Placement, file: StaticString = #filePath, line: UInt = #line
    ) {
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 100)
      let (window, _) = show(scrollView, inNavigationController: true, placement: placement)
      defer { window.isHidden = true }
      let safeAreaTop = scrollView.safeAreaInsets.top
      let adjustedTop = scrollView.adjustedContentInset.top
      print(
        "CONTRACT uikit.contentViewOfViewController.\(placement.rawValue): short content in a navigation "
          + "controller, adjustedContentInset.top \(adjustedTop), safeAreaInsets.top \(safeAreaTop)")
      XCTAssertGreaterThan(safeAreaTop, 0, "the safe area does not reach the scroll view", file: file, line: line)
      XCTAssertEqual(
        adjustedTop, 0,
        "UIKit adjusts a \(placement.rawValue) scroll view as the content view: such a scroll view is "
          + "contentViewOfViewController: true, not `.scrollableAxes`",
        file: file, line: line)
      scrollView.alwaysBounceVertical = true
      scrollView.layoutIfNeeded()
      XCTAssertEqual(
        scrollView.adjustedContentInset.top, safeAreaTop, "control: bouncing content is adjusted", file: file,
        line: line)
    }

    /// `.automatic` plays `.scrollableAxes` for the first subview of a view controller's view.
    ///
    /// Apple documents the adjustment of `.automatic` for a scroll view that is "the content view of
    /// a view controller" in a navigation or tab bar controller; the model reads that as the view
    /// controller's view only. A failure here means UIKit counts its first subview too.
    @MainActor func testContentViewOfViewController_automaticIsScrollableAxesForTheFirstSubviewOfTheView() {
      assertAutomaticIsScrollableAxes(.firstSubview)
    }

    /// `.automatic` plays `.scrollableAxes` for a scroll view added to a view controller's view after
    /// another subview.
    ///
    /// A failure here means UIKit counts any subview as the content view.
    @MainActor func testContentViewOfViewController_automaticIsScrollableAxesForALaterSubviewOfTheView() {
      assertAutomaticIsScrollableAxes(.laterSubview)
    }

    // MARK: - `SimulatedScrollView.canStartDrag` is not checkable without a finger.

    // MARK: - `UIKitAssumptions.refreshTriggerDistance` is not checkable without a finger (a pull).

    // MARK: - `UIKitAssumptions.rubberBandCoefficient` is not checkable without a finger (a drag past an edge).

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

    // MARK: - `UIKitAssumptions.kvoOrder` (`.boundsFirst`)

    /// `contentOffset` is the origin of `bounds`: the model hears `bounds`, then `contentOffset`
    /// (`contentOffsetFirst` if this fails on the order).
    @MainActor func testKvoOrder_theKVOOfBoundsFiresBeforeTheKVOOfContentOffset() {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      var heard: [String] = []
      let bounds = scrollView.observe(\.bounds, options: [.new]) { _, _ in
        MainActor.assumeIsolated { heard.append("bounds") }
      }
      let contentOffset = scrollView.observe(\.contentOffset, options: [.new]) { _, _ in
        MainActor.assumeIsolated { heard.append("contentOffset") }
      }
      scrollView.contentOffset.y = 40
      print("CONTRACT uikit.kvoOrder: \(heard)")
      XCTAssertTrue(
        heard.contains("bounds"),
        "no KVO of bounds for an offset change: the model's LiveScrollView notifies it for every move")
      XCTAssertEqual(heard, ["bounds", "contentOffset"], "kvoOrder is contentOffsetFirst if the order is reversed")
      bounds.invalidate()
      contentOffset.invalidate()
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

    // MARK: - `LiveScrollView`: a write of `contentInset` calls the delegate first, inside the write

    final class InsetOrderRecorder: NSObject, UIScrollViewDelegate {
      var heard: [String] = []
      func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        heard.append("didChangeAdjustedContentInset")
      }
    }

    /// A `contentInset` write calls `scrollViewDidChangeAdjustedContentInset(_:)`, then the KVO.
    ///
    /// The model calls the delegate from inside the write, then fires the KVO of `contentInset`
    /// (automatic KVO notifies after the setter returns). Both are checked right after the write,
    /// before any layout pass.
    @MainActor func testLiveScrollViewInsetWrite_theDelegateHearsTheAdjustedInsetBeforeTheKVOOfContentInset() {
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      let (window, _) = show(scrollView, inNavigationController: true)
      defer { window.isHidden = true }
      let recorder = InsetOrderRecorder()
      scrollView.delegate = recorder
      let observation = scrollView.observe(\.contentInset, options: [.new]) { _, _ in
        MainActor.assumeIsolated { recorder.heard.append("contentInset") }
      }
      let adjustedTop = scrollView.adjustedContentInset.top
      scrollView.contentInset.top += 100
      let heardInsideTheWrite = recorder.heard
      scrollView.layoutIfNeeded()
      print("CONTRACT uikit.insetWriteOrder: inside the write \(heardInsideTheWrite), after layout \(recorder.heard)")
      XCTAssertEqual(scrollView.adjustedContentInset.top, adjustedTop + 100, "the write moves the adjusted inset")
      XCTAssertTrue(
        heardInsideTheWrite.contains("didChangeAdjustedContentInset"),
        "UIKit calls scrollViewDidChangeAdjustedContentInset later (a layout pass): the model calls it inside "
          + "the write")
      XCTAssertEqual(
        heardInsideTheWrite, ["didChangeAdjustedContentInset", "contentInset"],
        "the model calls the delegate first, then the KVO of contentInset")
      observation.invalidate()
    }

    // MARK: - `SimulatedRefreshControl.insetShare` (iOS 13 and later)

    @MainActor func testRefreshControlInsetShare_joinsTheAdjustedInsetNotContentInset() throws {
      let window = try makeSceneHostedWindow()
      defer { window.isHidden = true }
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      let refreshControl = UIRefreshControl()
      scrollView.refreshControl = refreshControl
      show(scrollView, inNavigationController: true, in: window)
      let ownTop = scrollView.contentInset.top
      let adjustedTop = scrollView.adjustedContentInset.top
      refreshControl.beginRefreshing()
      scrollView.layoutIfNeeded()
      XCTAssertEqual(scrollView.contentInset.top, ownTop)
      XCTAssertGreaterThan(scrollView.adjustedContentInset.top, adjustedTop)
      refreshControl.endRefreshing()
      spin(0.6)
      XCTAssertEqual(scrollView.adjustedContentInset.top, adjustedTop)
    }

    // MARK: - `SimulatedScrollView.refreshWritesContentInset`, `UIKitAssumptions.refreshInsetOrder`

    /// Under `.never` the refresh control writes its room into `contentInset` inside the call.
    ///
    /// The model writes the room inside `beginRefreshing()` and takes it off inside
    /// `endRefreshing()` (each a `contentInset` write with its KVO), after the state changed
    /// (`stateFirst`). Whether each write came before the call returned is checked right after
    /// the call, before any layout pass: a write UIKit defers to layout or to an animation is not
    /// what the model plays.
    @MainActor func testRefreshInsetOrder_underNeverTheControlWritesContentInsetAfterItsStateChanges() throws {
      let window = try makeSceneHostedWindow()
      defer { window.isHidden = true }
      let scrollView = UIScrollView()
      scrollView.contentInsetAdjustmentBehavior = .never
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      let refreshControl = UIRefreshControl()
      scrollView.refreshControl = refreshControl
      show(scrollView, inNavigationController: true, in: window)
      let ownTop = scrollView.contentInset.top
      var refreshingAtWrites: [Bool] = []
      let observation = scrollView.observe(\.contentInset, options: [.new]) { _, _ in
        MainActor.assumeIsolated { refreshingAtWrites.append(refreshControl.isRefreshing) }
      }
      refreshControl.beginRefreshing()
      let writesInsideBegin = refreshingAtWrites
      let topInsideBegin = scrollView.contentInset.top
      scrollView.layoutIfNeeded()
      print(
        "CONTRACT uikit.refreshWritesContentInset.begin: inside beginRefreshing() \(writesInsideBegin) "
          + "(contentInset.top \(ownTop) → \(topInsideBegin)), after layout \(refreshingAtWrites) "
          + "(contentInset.top \(scrollView.contentInset.top))")
      XCTAssertGreaterThan(scrollView.contentInset.top, ownTop, "the control writes its room (rdar 35866834)")
      XCTAssertFalse(
        writesInsideBegin.isEmpty, "the control writes after beginRefreshing() returned: the model writes inside it")
      XCTAssertGreaterThan(topInsideBegin, ownTop, "the room is not there when beginRefreshing() returns")
      // The model's choice, `stateFirst`: the write's callbacks see the control refreshing.
      // (`insetFirst` would record `false` here.)
      XCTAssertEqual(refreshingAtWrites.first, true)
      refreshingAtWrites = []
      refreshControl.endRefreshing()
      let writesInsideEnd = refreshingAtWrites
      let topInsideEnd = scrollView.contentInset.top
      spin(0.6)
      print(
        "CONTRACT uikit.refreshWritesContentInset.end: inside endRefreshing() \(writesInsideEnd) "
          + "(contentInset.top \(topInsideEnd)), after 0.6 s \(refreshingAtWrites) "
          + "(contentInset.top \(scrollView.contentInset.top))")
      XCTAssertEqual(scrollView.contentInset.top, ownTop)
      XCTAssertFalse(
        writesInsideEnd.isEmpty,
        "the control takes its room off after endRefreshing() returned: the model does it inside")
      XCTAssertEqual(topInsideEnd, ownTop, "the room is still there when endRefreshing() returns")
      XCTAssertEqual(refreshingAtWrites.first, false)
      observation.invalidate()
    }

    // MARK: - `UIKitAssumptions.refreshReturn` (`.slides`)

    @MainActor func testRefreshReturn_theSlideBackReachesKVOFrameByFrame() throws {
      let window = try makeSceneHostedWindow()
      defer { window.isHidden = true }
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      let refreshControl = UIRefreshControl()
      scrollView.refreshControl = refreshControl
      show(scrollView, inNavigationController: true, in: window)
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
    }

    // MARK: - `UIKitAssumptions.endRefreshingAwayFromTop` (`.keepsOffset`)

    /// `endRefreshing()` away from the top leaves the offset alone.
    ///
    /// The model: with the content several hundred points down, `endRefreshing()` takes the
    /// control's room off the adjusted top inset and nothing moves or animates. A failure with the
    /// offset moved by the room points to `keepsPlaceBelowTheTop`.
    @MainActor func testEndRefreshingAwayFromTop_theOffsetStaysAndNothingAnimates() throws {
      let window = try makeSceneHostedWindow()
      defer { window.isHidden = true }
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      let refreshControl = UIRefreshControl()
      scrollView.refreshControl = refreshControl
      show(scrollView, inNavigationController: true, in: window)
      refreshControl.beginRefreshing()
      scrollView.layoutIfNeeded()
      scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
      spin(0.3)
      let offset = scrollView.contentOffset.y
      XCTAssertEqual(offset, 600, accuracy: 0.5, "the content does not rest where it was put, away from the top")
      let adjustedTop = scrollView.adjustedContentInset.top
      var heard: [CGFloat] = []
      let observation = scrollView.observe(\.contentOffset, options: [.new]) { scrollView, _ in
        MainActor.assumeIsolated { heard.append(scrollView.contentOffset.y) }
      }
      refreshControl.endRefreshing()
      let offsetInsideTheCall = scrollView.contentOffset.y
      spin(0.6)
      observation.invalidate()
      let room = adjustedTop - scrollView.adjustedContentInset.top
      let moved = scrollView.contentOffset.y - offset
      print(
        "CONTRACT uikit.endRefreshingAwayFromTop: offset \(offset), \(offsetInsideTheCall) when endRefreshing() "
          + "returned, \(scrollView.contentOffset.y) 0.6 s later; the control's room \(room); "
          + "offsets heard \(heard)")
      XCTAssertGreaterThan(room, 0, "the control's room does not leave the adjusted top inset")
      XCTAssertEqual(
        moved, 0, accuracy: 0.5,
        "the offset moved by \(moved) (the room: \(room)): keepsPlaceBelowTheTop if it moved by +room (the "
          + "content keeps its place below the top edge), something the model does not play otherwise")
      XCTAssertTrue(
        heard.isEmpty,
        "UIKit moved the content (\(heard.count > 1 ? "frame by frame" : "in one step")): the model moves nothing")
    }

    // MARK: - `UIKitAssumptions.animatedOffsetDuration` (0.3 s)

    final class AnimationEndRecorder: NSObject, UIScrollViewDelegate {
      var ended: Date?
      func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ended = Date() }
    }

    @MainActor func testAnimatedOffsetDuration_setContentOffsetAnimatedTakesAboutAThirdOfASecond() throws {
      let window = try makeSceneHostedWindow()
      defer { window.isHidden = true }
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      show(scrollView, inNavigationController: true, in: window)
      let recorder = AnimationEndRecorder()
      scrollView.delegate = recorder
      let start = Date()
      scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
      spinMainRunLoop(timeout: 2) { recorder.ended != nil }
      let duration = recorder.ended.map { $0.timeIntervalSince(start) }
      XCTAssertNotNil(duration)
      XCTAssertEqual(duration ?? 0, 0.3, accuracy: 0.1)
    }

    // MARK: - `UIKitAssumptions.interruptedAnimationEnds` (none)

    /// A plain write stops UIKit's animated move, with no end reported.
    ///
    /// The model: `setContentOffset(_:animated: false)` during a running
    /// `setContentOffset(_:animated: true)` stops it where the write puts the content, and
    /// `scrollViewDidEndScrollingAnimation(_:)` never comes. A failure on the end means
    /// `interruptedAnimationEnds` contains `plainWrite` (nimbus pull request 623 saw such an end).
    @MainActor func testInterruptedAnimationEnds_aPlainWriteStopsAnAnimatedMoveWithoutAnEnd() throws {
      let window = try makeSceneHostedWindow()
      defer { window.isHidden = true }
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      show(scrollView, inNavigationController: true, in: window)
      let recorder = AnimationCallbackRecorder()
      scrollView.delegate = recorder
      guard startAnimatedMove(of: scrollView, to: 600, recorder: recorder) else {
        XCTFail("the animated move did not run (no frame moved the content, or it ended at once): nothing to interrupt")
        return
      }
      scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
      let endsInsideTheWrite = recorder.animationEnds
      spin(0.6)
      print(
        "CONTRACT uikit.interruptedAnimationEnds.plainWrite: \(endsInsideTheWrite) end(s) inside the write, "
          + "\(recorder.animationEnds - endsInsideTheWrite) after it; offset \(scrollView.contentOffset.y)")
      XCTAssertEqual(
        recorder.animationEnds, 0,
        "UIKit reports the interrupted move's end: interruptedAnimationEnds contains plainWrite")
      XCTAssertEqual(
        scrollView.contentOffset.y, 200, accuracy: 0.5,
        "the animated move runs on after the plain write: the model stops it where the write puts the content")
    }

    /// A new animated move replaces a running one, and only the new one reports its end.
    ///
    /// The model: a new `setContentOffset(_:animated: true)` replaces the running one, and only the
    /// new one ends with `scrollViewDidEndScrollingAnimation(_:)`. Two ends mean
    /// `interruptedAnimationEnds` contains `animatedWrite`.
    @MainActor func testInterruptedAnimationEnds_aNewAnimatedMoveReplacesTheRunningOneWithOneEnd() throws {
      let window = try makeSceneHostedWindow()
      defer { window.isHidden = true }
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      show(scrollView, inNavigationController: true, in: window)
      let recorder = AnimationCallbackRecorder()
      scrollView.delegate = recorder
      guard startAnimatedMove(of: scrollView, to: 600, recorder: recorder) else {
        XCTFail("the animated move did not run (no frame moved the content, or it ended at once): nothing to replace")
        return
      }
      scrollView.setContentOffset(CGPoint(x: 0, y: 1200), animated: true)
      let endsInsideTheWrite = recorder.animationEnds
      spinMainRunLoop(timeout: 2) { recorder.animationEnds > endsInsideTheWrite }
      // A late end of the replaced move would come by now.
      spin(0.3)
      print(
        "CONTRACT uikit.interruptedAnimationEnds.animatedWrite: \(endsInsideTheWrite) end(s) inside the new "
          + "write, \(recorder.animationEnds - endsInsideTheWrite) after it; offset \(scrollView.contentOffset.y)")
      XCTAssertEqual(scrollView.contentOffset.y, 1200, accuracy: 0.5, "the new move does not arrive where it was sent")
      XCTAssertEqual(
        recorder.animationEnds, 1,
        "2: UIKit reports the replaced move's end too (interruptedAnimationEnds contains animatedWrite); "
          + "0: the new move reports none either (not modelled)")
    }

    // MARK: - `UIKitAssumptions.animatedMoveToCurrentOffset` (`.nothing`)

    /// An animated move to the offset the content has animates nothing and reports no end.
    ///
    /// The model: `setContentOffset(contentOffset, animated: true)` does nothing (`reportsEnd` if an
    /// end comes). Whether `scrollViewDidScroll(_:)` or the KVO hear anything is printed. The control
    /// at the end shows that an animated move does report its end in this host, so the absence of
    /// one is UIKit's.
    @MainActor func testAnimatedMoveToCurrentOffset_nothingAnimatesAndNoEndIsReported() throws {
      let window = try makeSceneHostedWindow()
      defer { window.isHidden = true }
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      show(scrollView, inNavigationController: true, in: window)
      scrollView.contentOffset.y = 300
      spin(0.1)
      let recorder = AnimationCallbackRecorder()
      scrollView.delegate = recorder
      var offsetChanges = 0
      let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, _ in
        MainActor.assumeIsolated { offsetChanges += 1 }
      }
      scrollView.setContentOffset(scrollView.contentOffset, animated: true)
      spin(0.6)
      observation.invalidate()
      let ends = recorder.animationEnds
      print(
        "CONTRACT uikit.animatedMoveToCurrentOffset: scrollViewDidEndScrollingAnimation \(ends), "
          + "scrollViewDidScroll \(recorder.didScroll), KVO of contentOffset \(offsetChanges)")
      XCTAssertEqual(ends, 0, "UIKit reports an end: animatedMoveToCurrentOffset is reportsEnd")
      XCTAssertEqual(scrollView.contentOffset.y, 300, accuracy: 0.5, "the content moved")
      scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
      spinMainRunLoop(timeout: 2) { recorder.animationEnds > ends }
      XCTAssertGreaterThan(
        recorder.animationEnds, ends, "control: an animated move elsewhere reports no end in this host either")
    }

    // MARK: - `UIKitAssumptions.adjustedInsetCallbackTiming` (`.insideTheChange`)

    /// A new safe area calls `scrollViewDidChangeAdjustedContentInset(_:)` before the write returns.
    ///
    /// The model calls the delegate from inside the change that moves the adjusted inset, here a
    /// write of the view controller's `additionalSafeAreaInsets`, not at the next layout pass
    /// (`atLayout`). The test records how many calls came before the write returned and how many
    /// by the end of a layout pass of the window.
    @MainActor func testAdjustedInsetDidChangeInsideTheChange_aSafeAreaChangeCallsTheDelegateBeforeTheWriteReturns() {
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      let (window, screen) = show(scrollView, inNavigationController: true)
      defer { window.isHidden = true }
      let recorder = InsetOrderRecorder()
      scrollView.delegate = recorder
      let adjustedTop = scrollView.adjustedContentInset.top
      screen.additionalSafeAreaInsets.top += 30
      let callsInsideTheWrite = recorder.heard.count
      let adjustedTopInsideTheWrite = scrollView.adjustedContentInset.top
      window.layoutIfNeeded()
      scrollView.layoutIfNeeded()
      let callsAfterLayout = recorder.heard.count
      print(
        "CONTRACT uikit.adjustedInsetCallbackTiming: \(callsInsideTheWrite) call(s) inside the write of "
          + "additionalSafeAreaInsets (adjustedContentInset.top \(adjustedTop) → \(adjustedTopInsideTheWrite)), "
          + "\(callsAfterLayout) after layout (adjustedContentInset.top \(scrollView.adjustedContentInset.top))")
      XCTAssertEqual(
        scrollView.adjustedContentInset.top, adjustedTop + 30, "the new safe area does not reach the adjusted inset")
      XCTAssertGreaterThan(
        callsAfterLayout, 0, "no scrollViewDidChangeAdjustedContentInset for a new safe area, even after layout")
      XCTAssertTrue(
        callsInsideTheWrite > 0,
        "UIKit calls scrollViewDidChangeAdjustedContentInset at the layout pass (adjustedInsetCallbackTiming is "
          + "atLayout): the model calls it from inside the change")
    }

    // MARK: - `UIKitAssumptions.safeAreaCallbackTiming` (`.insideTheWrite`)

    /// A view that counts `safeAreaInsetsDidChange()`.
    final class SafeAreaCountingView: UIView {
      var changes = 0
      override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        changes += 1
      }
    }

    /// A view controller that counts `viewSafeAreaInsetsDidChange()`; its view is a
    /// ``SafeAreaCountingView``.
    final class SafeAreaCountingViewController: UIViewController {
      var changes = 0
      override func loadView() {
        view = SafeAreaCountingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      }
      override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        changes += 1
      }
    }

    /// A write of `additionalSafeAreaInsets` reaches `safeAreaInsetsDidChange()` before it returns.
    ///
    /// The model: the view controller's view, and the bar pinned to its top (here a counting
    /// subview in its place), hear the new safe area from inside the write, not at the next layout
    /// pass (`atLayout`). The test records the calls of `viewSafeAreaInsetsDidChange()` and of both
    /// views' `safeAreaInsetsDidChange()` right after the write and after a layout pass.
    @MainActor func testAdditionalSafeAreaInsetsReachSafeAreaInsetsDidChangeInsideTheWrite() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      defer { window.isHidden = true }
      let screen = SafeAreaCountingViewController()
      screen.additionalSafeAreaInsets.top = 20
      window.rootViewController = screen
      window.isHidden = false
      window.layoutIfNeeded()
      guard let view = screen.view as? SafeAreaCountingView else {
        XCTFail("the view controller's view is not the one loadView() made")
        return
      }
      let bar = SafeAreaCountingView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
      bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
      view.addSubview(bar)
      window.layoutIfNeeded()
      let safeAreaTop = view.safeAreaInsets.top
      screen.changes = 0
      view.changes = 0
      bar.changes = 0
      screen.additionalSafeAreaInsets.top += 30
      let insideTheWrite = (screen: screen.changes, view: view.changes, bar: bar.changes)
      let safeAreaTopInsideTheWrite = view.safeAreaInsets.top
      window.layoutIfNeeded()
      print(
        "CONTRACT uikit.safeAreaCallbackTiming: inside the write viewSafeAreaInsetsDidChange "
          + "\(insideTheWrite.screen), the view's safeAreaInsetsDidChange \(insideTheWrite.view), the bar's "
          + "\(insideTheWrite.bar) (safeAreaInsets.top \(safeAreaTop) → \(safeAreaTopInsideTheWrite)); after layout "
          + "\(screen.changes), \(view.changes), \(bar.changes) (safeAreaInsets.top \(view.safeAreaInsets.top))")
      XCTAssertEqual(view.safeAreaInsets.top, safeAreaTop + 30, "the write does not reach the view's safe area")
      XCTAssertGreaterThan(view.changes, 0, "the view hears no safeAreaInsetsDidChange, even after layout")
      XCTAssertGreaterThan(bar.changes, 0, "the bar's place hears no safeAreaInsetsDidChange, even after layout")
      XCTAssertTrue(
        insideTheWrite.view > 0,
        "the view hears safeAreaInsetsDidChange at the layout pass (safeAreaCallbackTiming is atLayout): the "
          + "model calls it from inside the write")
      XCTAssertTrue(
        insideTheWrite.bar > 0,
        "the bar, a subview at the top, hears safeAreaInsetsDidChange at the layout pass (safeAreaCallbackTiming "
          + "is atLayout): the model calls it from inside the write")
    }

    // MARK: - `UIKitAssumptions.offWindowMotion` (`.stopsWithinRange`)

    /// A scroll view that leaves the window stops UIKit's animated move, with no end reported.
    ///
    /// The model: whatever UIKit moves in a scroll view that leaves the window (its screen pushed
    /// over or switched away) stops within the valid range, where it was, and
    /// `scrollViewDidEndScrollingAnimation(_:)` never comes (`runsOn` if the move goes on out of
    /// the window to its end). The scroll view ignores the safe area here (`.never`), so leaving
    /// the window moves neither its range nor its offset. The test records the offset when the
    /// scroll view left, when the removal returned and 0.6 s later, and the callbacks after it.
    @MainActor func testLeavingTheWindowStopsAnAnimatedMoveWithoutAnEnd() throws {
      let window = try makeSceneHostedWindow()
      defer { window.isHidden = true }
      let scrollView = UIScrollView()
      scrollView.contentInsetAdjustmentBehavior = .never
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      show(scrollView, inNavigationController: true, placement: .firstSubview, in: window)
      let start = scrollView.contentOffset.y
      let target: CGFloat = 600
      let recorder = AnimationCallbackRecorder()
      scrollView.delegate = recorder
      guard startAnimatedMove(of: scrollView, to: target, recorder: recorder) else {
        XCTFail("the animated move did not run (no frame moved the content, or it ended at once): nothing to stop")
        return
      }
      let offsetAtRemoval = scrollView.contentOffset.y
      let didScrollAtRemoval = recorder.didScroll
      scrollView.removeFromSuperview()
      let offsetInsideTheRemoval = scrollView.contentOffset.y
      let endsInsideTheRemoval = recorder.animationEnds
      spin(0.6)
      let offset = scrollView.contentOffset.y
      let behaviour =
        abs(offset - offsetAtRemoval) <= 0.5
        ? "stayed" : abs(offset - target) <= 0.5 ? "reached the target" : "moved elsewhere"
      print(
        "CONTRACT uikit.offWindowMotion: offset \(start) → \(offsetAtRemoval) when the scroll view left the window "
          + "(target \(target)), \(offsetInsideTheRemoval) when the removal returned, \(offset) 0.6 s later "
          + "(\(behaviour)); scrollViewDidEndScrollingAnimation \(endsInsideTheRemoval) inside the removal, "
          + "\(recorder.animationEnds) in all; scrollViewDidScroll \(recorder.didScroll - didScrollAtRemoval) "
          + "after it")
      XCTAssertNil(scrollView.window, "control: the scroll view is still in a window")
      XCTAssertGreaterThanOrEqual(
        offset, start - 0.5, "the content left its range at the top: the model stops it within its range")
      XCTAssertLessThanOrEqual(
        offset, target + 0.5, "the content went past the move's target: the model stops it where it was")
      XCTAssertEqual(
        recorder.animationEnds, 0,
        "UIKit reports the end of a move whose scroll view left the window (offWindowMotion is runsOn): the model "
          + "stops it with no end")
    }

    // MARK: - `Simulator.play(_:path:)`, `leaveWindow`: a `UIView` animation in flight completes at once

    /// A `UIView` animation in flight completes when its view leaves the window.
    ///
    /// The model: an animation of a view's properties (the bar's title cross-fade) completes at
    /// once when its view leaves the window; it does not wait, half done, for the view to come
    /// back. The test records whether the completion came inside `removeFromSuperview()`, within
    /// 0.05 s of it or later, and its `finished` flag.
    @MainActor func testAViewAnimationInFlightCompletesWhenItsViewLeavesTheWindow() throws {
      let window = try makeSceneHostedWindow()
      defer { window.isHidden = true }
      let screen = UIViewController()
      window.rootViewController = screen
      window.isHidden = false
      window.layoutIfNeeded()
      let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
      view.backgroundColor = .red
      screen.view.addSubview(view)
      window.layoutIfNeeded()
      spin(0.05)
      var completion: (finished: Bool, at: Date)?
      UIView.animate(
        withDuration: 1, animations: { view.alpha = 0 },
        completion: { finished in completion = (finished, Date()) })
      spin(0.1)
      let opacityAtRemoval = view.layer.presentation()?.opacity
      XCTAssertNil(completion, "control: the animation completed before its view left the window")
      let removal = Date()
      view.removeFromSuperview()
      let completedInsideTheRemoval = completion != nil
      spin(0.05)
      let completedWithin50ms = completion != nil
      spinMainRunLoop(timeout: 1.5) { completion != nil }
      let delay = completion.map { $0.at.timeIntervalSince(removal) }
      print(
        "CONTRACT uikit.viewAnimationOffWindow: presentation opacity \(opacityAtRemoval.map { "\($0)" } ?? "nil") "
          + "at the removal; completion inside removeFromSuperview() \(completedInsideTheRemoval), within 0.05 s "
          + "\(completedWithin50ms), after \(delay.map { "\($0) s" } ?? "never (1.5 s)"), finished "
          + "\(completion.map { "\($0.finished)" } ?? "-")")
      XCTAssertNotNil(
        completion, "the animation did not complete within 1.5 s of its view leaving the window (it lasts 1 s)")
      XCTAssertLessThanOrEqual(
        delay ?? .infinity, 0.1,
        "the animation runs on out of the window: the model completes it at once when its view leaves the window")
    }

    // MARK: - `UIKitAssumptions.refreshReturnTarget` (`.topAfterCallbacks`)

    /// A delegate that writes `contentInset.top += 40` once, from the first
    /// `scrollViewDidChangeAdjustedContentInset(_:)` after it is armed (as a bar writing its inset
    /// back does).
    final class InsetWritingRecorder: NSObject, UIScrollViewDelegate {
      var armed = false
      var wrote = false
      var calls = 0
      func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        calls += 1
        guard armed, !wrote else { return }
        wrote = true
        scrollView.contentInset.top += 40
      }
    }

    /// The slide back after `endRefreshing()` ends at the top as it is once the change's callbacks
    /// have run.
    ///
    /// The model: UIKit lays the slide out after the callbacks, so a callback of the change that
    /// moves the top (here a write of `contentInset.top += 40` from
    /// `scrollViewDidChangeAdjustedContentInset(_:)`) moves where the content comes to rest
    /// (`topAtEndRefreshing` if it rests at the top as it was when the control gave its room back).
    /// The test records whether the write came inside `endRefreshing()`, the adjusted top inset on
    /// the way and where the content rests.
    @MainActor func testEndRefreshingSlidesBackToTheTopAsItIsAfterTheCallbacks() throws {
      let window = try makeSceneHostedWindow()
      defer { window.isHidden = true }
      let scrollView = UIScrollView()
      scrollView.contentSize = CGSize(width: 390, height: 4000)
      let refreshControl = UIRefreshControl()
      scrollView.refreshControl = refreshControl
      show(scrollView, inNavigationController: true, in: window)
      refreshControl.beginRefreshing()
      scrollView.layoutIfNeeded()
      scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
      spin(0.1)
      let refreshingTop = scrollView.adjustedContentInset.top
      let offsetBefore = scrollView.contentOffset.y
      let recorder = InsetWritingRecorder()
      scrollView.delegate = recorder
      recorder.armed = true
      refreshControl.endRefreshing()
      let wroteInsideTheCall = recorder.wrote
      let topWhenTheCallReturned = scrollView.adjustedContentInset.top
      spin(0.6)
      var previous = scrollView.contentOffset.y
      for _ in 0..<15 {
        spin(0.1)
        if abs(scrollView.contentOffset.y - previous) < 0.01 { break }
        previous = scrollView.contentOffset.y
      }
      let offset = scrollView.contentOffset.y
      let top = scrollView.adjustedContentInset.top
      print(
        "CONTRACT uikit.refreshReturnTarget: offset \(offsetBefore) at the top while refreshing (adjusted top "
          + "\(refreshingTop)); the write of contentInset.top += 40 inside endRefreshing() \(wroteInsideTheCall), "
          + "adjusted top \(topWhenTheCallReturned) when it returned, \(top) at rest "
          + "(\(recorder.calls) scrollViewDidChangeAdjustedContentInset); the content rests at \(offset), the top "
          + "is \(-top)")
      XCTAssertTrue(recorder.wrote, "no scrollViewDidChangeAdjustedContentInset for endRefreshing(): nothing wrote")
      XCTAssertLessThanOrEqual(
        abs(offset + top), 1,
        "the slide back rests at \(offset), off the top as it is after the callbacks (\(-top)): "
          + "refreshReturnTarget is topAtEndRefreshing if it rests where the top was when the control gave its "
          + "room back; the model ends it at the top as it is after the callbacks")
    }
  }
#endif
