import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

@Suite struct SimulatedScrollViewInsetModelTests {
  /// A container under a 47 pt status bar above an 83 pt tab bar, its own inset 100.
  private func container(
    _ behavior: InsetAdjustmentBehavior?, contentHeight: Double = 2000
  ) -> SimulatedScrollView {
    SimulatedScrollView(
      contentHeight: contentHeight, viewportHeight: 800, contentInsetTop: 100, insetAdjustment: behavior,
      safeAreaTop: 47, safeAreaBottom: 83)
  }

  @Test(arguments: [
    (InsetAdjustmentBehavior?.none, 2000.0, 100.0, 0.0),
    (.never, 2000, 100, 0),
    (.automatic, 2000, 147, 83),
    (.automatic, 10, 147, 83),
    (.always, 10, 147, 83),
    (.scrollableAxes, 2000, 147, 83),
    (.scrollableAxes, 10, 100, 0),
  ])
  func adjustedInsetAddsTheSafeAreaOnTheEdgesTheBehaviourAdjusts(
    behavior: InsetAdjustmentBehavior?, contentHeight: Double, top: Double, bottom: Double
  ) {
    let view = container(behavior, contentHeight: contentHeight)
    #expect(view.adjustedContentInsetTop == top)
    #expect(view.adjustedContentInsetBottom == bottom)
    #expect(view.contentInsetTop == 100)
    #expect(view.minimumOffset == -top)
    #expect(view.contentOffsetY == -top)
  }

  @Test func scrollableAxesAdjustsContentThatFitsWhenItAlwaysBounces() {
    var view = container(.scrollableAxes, contentHeight: 10)
    view.alwaysBounceVertical = true
    #expect(view.adjustedContentInsetTop == 147)
  }

  @Test func refreshingAddsTheControlsHeightToTheAdjustedInsetOnlyInTheUIKitModel() {
    var uikit = container(.always)
    var plain = container(nil)
    let result1 = uikit.beginRefreshing()
    #expect(result1)
    let result2 = plain.beginRefreshing()
    #expect(result2)
    let result3 = uikit.beginRefreshing()
    #expect(!result3)
    #expect(uikit.adjustedContentInsetTop == 47 + 100 + 60)
    #expect(uikit.contentInsetTop == 100)
    #expect(uikit.refreshShareTop == 60)
    #expect(plain.adjustedContentInsetTop == 100)
  }

  @Test func underNeverTheRefreshControlWritesItsHeightIntoTheContentInsetAndTakesItBack() {
    var view = container(.never)
    #expect(view.refreshWritesContentInset)
    let began = view.beginRefreshing()
    #expect(began)
    #expect(view.contentInsetTop == 160)
    #expect(view.adjustedContentInsetTop == 160)
    #expect(view.refreshShareTop == 0)
    #expect(view.systemInsetTop == 0)
    let ended = view.endRefreshing()
    #expect(ended)
    #expect(view.contentInsetTop == 100)
    #expect(view.adjustedContentInsetTop == 100)
    #expect(!container(.automatic).refreshWritesContentInset)
    #expect(!container(nil).refreshWritesContentInset)
  }

  @Test func underNeverAPullThatFiresTheControlWritesItsHeightOnce() {
    var view = container(.never)
    view.beginDragging()
    view.dragFinger(by: -400)
    #expect(view.refreshFiresNow)
    let fired = view.triggerRefreshIfPulled()
    #expect(fired)
    #expect(!view.refreshFiresNow)
    let firedAgain = view.triggerRefreshIfPulled()
    #expect(!firedAgain)
    #expect(view.contentInsetTop == 160)
  }

  @Test func programmaticBeginRefreshingLeavesTheContentWhereItIs() {
    var view = container(.automatic)
    let result4 = view.beginRefreshing()
    #expect(result4)
    #expect(view.contentOffsetY == -147)
    #expect(view.minimumOffset == -207)
    #expect(view.motion == nil)
  }

  @Test func endRefreshingAtTheTopSlidesBackWithoutACallback() {
    var view = container(.automatic)
    view.beginDragging()
    view.dragFinger(by: -400)
    let fired = view.triggerRefreshIfPulled()
    #expect(fired)
    _ = view.release(velocity: 0, adjustedTarget: nil)
    for _ in 0..<600 where view.motion != nil { _ = view.step(1.0 / 120) }
    #expect(view.contentOffsetY == -207)
    let result5 = view.endRefreshing()
    #expect(result5)
    #expect(view.adjustedContentInsetTop == 147)
    #expect(view.phase == .animating)
    var ends: [SimulatedScrollView.StepEnd] = []
    var frames = 0
    var largestStep = 0.0
    while view.motion != nil {
      let before = view.contentOffsetY
      if let end = view.step(1.0 / 120) { ends.append(end) }
      largestStep = max(largestStep, abs(view.contentOffsetY - before))
      frames += 1
    }
    #expect(ends.isEmpty)
    #expect(frames == 36)
    #expect(view.contentOffsetY == -147)
    #expect(largestStep < 4)
  }

  /// A bar that writes its inset back in the callback of the change keeps the content where it
  /// is: the slide goes to the top as it is then.
  @Test func endRefreshingSlidesToTheTopAsItIsAfterTheCallbacks() {
    var view = container(.automatic)
    _ = view.beginRefreshing()
    view.setOffset(view.minimumOffset)
    #expect(view.contentOffsetY == -207)
    _ = view.endRefreshing()
    view.contentInsetTop += SimulatedRefreshControl.height
    var frames = 0
    while view.motion != nil && frames < 100 {
      _ = view.step(1.0 / 120)
      frames += 1
    }
    #expect(frames == 1)
    #expect(view.contentOffsetY == -207)
  }

  @Test func endRefreshingScrolledDownLeavesTheContentWhereItIs() {
    var view = container(.automatic)
    let result6 = view.beginRefreshing()
    #expect(result6)
    view.setOffset(500)
    let result7 = view.endRefreshing()
    #expect(result7)
    #expect(view.motion == nil)
    #expect(view.contentOffsetY == 500)
  }

  @Test func rubberBandStartsPastTheAdjustedTop() {
    var view = container(.automatic)
    view.beginDragging()
    view.dragFinger(by: -20)
    #expect(view.contentOffsetY > -167)
    #expect(view.contentOffsetY < -147)
  }

  @Test func outsideInsetWritesAndSafeAreaChangesKeepTheOffset() {
    var view = container(.automatic)
    view.writeContentInset(top: 0, bottom: 300)
    #expect(view.contentOffsetY == -147)
    #expect(view.adjustedContentInsetTop == 47)
    #expect(view.adjustedContentInsetBottom == 383)
    view.changeSafeArea(top: nil, bottom: 34)
    #expect(view.adjustedContentInsetBottom == 334)
    #expect(view.adjustedContentInsetTop == 47)
    #expect(view.contentOffsetY == -147)
  }
}
