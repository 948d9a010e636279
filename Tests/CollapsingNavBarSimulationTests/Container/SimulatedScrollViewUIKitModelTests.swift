import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// The simulated scroll view against the public evidence of what UIKit does: each test is named
/// for the rule it pins (see the DocC article "The simulator's model of UIKit").
@Suite struct SimulatedScrollViewUIKitModelTests {
  /// A container like the bar leaves it: inset 100, content 2000 in an 800 pt viewport.
  func container(_ uikit: UIKitAssumptions = .standard) -> SimulatedScrollView { Self.container(uikit) }

  /// A container like the bar leaves it (inset 100, content 2000 in an 800 pt viewport) under the
  /// given assumptions.
  static func container(_ uikit: UIKitAssumptions = .standard) -> SimulatedScrollView {
    var view = SimulatedScrollView(contentHeight: 2000, viewportHeight: 800, scale: 3)
    view.uikit = uikit
    view.contentInsetTop = 100
    view.contentOffsetY = 300
    return view
  }

  /// The offsets of every frame until the motion ends.
  private func offsets(_ view: inout SimulatedScrollView) -> [Double] {
    var offsets: [Double] = []
    for _ in 0..<(120 * 20) {
      _ = view.step(1.0 / 120)
      offsets.append(view.contentOffsetY)
      if view.motion == nil { break }
    }
    return offsets
  }

  @Test func linearTailVelocity_aSlowRedirectedReleaseEndsOnALinearSlide() {
    var view = container()
    view.beginDragging()
    // 0.2 pt/ms goes about 100 pt on its own: the delegate moves the target 150 pt on.
    let moves = view.release(velocity: 0.2, adjustedTarget: 450)
    #expect(moves)
    let path = offsets(&view)
    #expect(path.last == 450)
    // The last frames move by the same distance each: 0.05 pt/ms is 0.4167 pt a frame.
    let steps = zip(path.dropFirst(), path).map { $0 - $1 }.suffix(20).dropLast()
    for step in steps { #expect(abs(step - 50.0 / 120) < 1e-9) }
    // It takes far longer than the exponential landing that UIKit runs for a fling.
    #expect(Double(path.count) / 120 > 2)
  }

  @Test func linearTailVelocity_aFlingRedirectedLandsOnAnExponential() {
    var view = container()
    view.beginDragging()
    let moves = view.release(velocity: 0.3, adjustedTarget: 500)
    #expect(moves)
    guard case .decelerating(_, _, false) = view.motion else {
      Issue.record("expected the exponential landing, found \(String(describing: view.motion))")
      return
    }
    let path = offsets(&view)
    #expect(path.last == 500)
  }

  @Test func linearTailSpeed_isAParameter() {
    var fast = container(UIKitAssumptions(linearTailSpeed: 0.2))
    var slow = container()
    fast.beginDragging()
    slow.beginDragging()
    _ = fast.release(velocity: 0.1, adjustedTarget: 450)
    _ = slow.release(velocity: 0.1, adjustedTarget: 450)
    let fastFrames = offsets(&fast).count
    let slowFrames = offsets(&slow).count
    #expect(fastFrames < slowFrames)
  }
}

extension SimulatedScrollViewUIKitModelTests {
  @Test func safeAreaShift_aNewSafeAreaMovesTheOffsetByTheChangeOfItsShare() {
    var view = SimulatedScrollView(
      contentHeight: 2000, viewportHeight: 800, insetAdjustment: .automatic, safeAreaTop: 47)
    #expect(view.contentOffsetY == -47)
    view.changeSafeArea(top: 59, bottom: nil)
    #expect(view.contentOffsetY == -59)
    view.contentOffsetY = 500
    view.changeSafeArea(top: 0, bottom: nil)
    #expect(view.contentOffsetY == 559)
    // `.never` has no share: nothing moves.
    var never = SimulatedScrollView(contentHeight: 2000, viewportHeight: 800, insetAdjustment: .never, safeAreaTop: 47)
    never.changeSafeArea(top: 0, bottom: nil)
    #expect(never.contentOffsetY == 0)
  }
}

extension SimulatedScrollViewUIKitModelTests {
  @Test func alwaysBounceVertical_decidesWhetherShortContentCanBeDragged() {
    var view = SimulatedScrollView(contentHeight: 100, viewportHeight: 800)
    #expect(!view.canStartDrag)
    view.alwaysBounceVertical = true
    #expect(view.canStartDrag)
    // Content that with its insets is taller than the viewport scrolls without it.
    var inset = SimulatedScrollView(contentHeight: 600, viewportHeight: 800, contentInsetTop: 279)
    #expect(inset.canStartDrag)
    inset.contentInsetTop = 100
    #expect(!inset.canStartDrag)
  }

  @Test func automaticAdjustment_adjustsInsideANavigationControllerOrWhenTheAxisScrolls() {
    #expect(
      InsetAdjustmentBehavior.automatic.adjustsVerticalEdges(scrollsVertically: false, inNavigationController: true))
    #expect(
      !InsetAdjustmentBehavior.automatic.adjustsVerticalEdges(scrollsVertically: false, inNavigationController: false))
    #expect(
      InsetAdjustmentBehavior.automatic.adjustsVerticalEdges(scrollsVertically: true, inNavigationController: false))
    #expect(
      InsetAdjustmentBehavior.always.adjustsVerticalEdges(scrollsVertically: false, inNavigationController: false))
  }
}

// MARK: - Unknowns as parameters

extension SimulatedScrollViewUIKitModelTests {
  /// A refreshing container at rest at its top, ended.
  private func endedRefreshAtTheTop(_ uikit: UIKitAssumptions) -> SimulatedScrollView {
    var view = SimulatedScrollView(contentHeight: 2000, viewportHeight: 800, insetAdjustment: .automatic)
    view.uikit = uikit
    _ = view.beginRefreshing()
    view.contentOffsetY = view.minimumOffset
    _ = view.endRefreshing()
    return view
  }

  @Test func refreshReturn_slidesFrameByFrameOrJumpsOnce() {
    var slides = endedRefreshAtTheTop(.standard)
    var jumps = endedRefreshAtTheTop(UIKitAssumptions(refreshReturn: .jumps))
    let slideFrames = offsets(&slides)
    let jumpFrames = offsets(&jumps)
    #expect(slideFrames.count == 36)
    #expect(jumpFrames == [0])
    #expect(slideFrames.last == 0)
  }

  @Test func animatedOffsetDuration_andCurveAreParameters() {
    var view = container(UIKitAssumptions(animatedOffsetDuration: 0.33, animatedOffsetCurve: .linear))
    view.setContentOffsetY(700, animation: .animated)
    let path = offsets(&view)
    // 0.33 s is 39.6 frames: it arrives in the 40th, on a straight line.
    #expect(path.count == 40)
    #expect(abs(path[19] - (300 + 400 * 20 / 39.6)) < 1e-9)
    var standard = container()
    standard.setContentOffsetY(700, animation: .animated)
    #expect(offsets(&standard).count == 36)
  }

  @Test func animatedOffsetWhileDecelerating_anAnimatedMoveLeavesTheDecelerationRunning() {
    // rdar 16724593: `setContentOffset(_:animated: true)` does not stop a deceleration.
    func fling(_ uikit: UIKitAssumptions) -> (view: SimulatedScrollView, rest: Double) {
      var view = container(uikit)
      view.beginDragging()
      let rest = view.proposedTarget(velocity: 1)
      _ = view.release(velocity: 1, adjustedTarget: nil)
      _ = view.step(1.0 / 120)
      view.setContentOffsetY(700, animation: .animated)
      return (view, rest)
    }
    // Dropped: the deceleration runs on to its own rest, the move never happens.
    var (dropped, rest) = fling(.standard)
    #expect(dropped.isDecelerating)
    let droppedPath = offsets(&dropped)
    #expect(abs(droppedPath.last! - rest) < 1e-9)
    #expect(droppedPath.allSatisfy { $0 > 300 && $0 <= rest + 1e-9 })
    #expect(zip(droppedPath.dropFirst(), droppedPath).allSatisfy { $0 >= $1 })
    // Played over it: the animation shows and reaches its end, then the deceleration, which ran
    // on beneath, takes the content on from where it has got to and still comes to its rest.
    var (over, overRest) = fling(UIKitAssumptions(animatedOffsetWhileDecelerating: .playsOver))
    #expect(over.isDecelerating)
    var ends: [SimulatedScrollView.StepEnd] = []
    var path: [Double] = []
    for _ in 0..<(120 * 20) {
      if let end = over.step(1.0 / 120) { ends.append(end) }
      path.append(over.contentOffsetY)
      if over.motion == nil { break }
    }
    #expect(path.contains(700))
    #expect(abs(path.last! - overRest) < 1e-9)
    #expect(ends == [.animation, .deceleration])
  }

  @Test func bounceSpring_isAParameter() {
    func bounceFrames(_ uikit: UIKitAssumptions) -> Int {
      var view = container(uikit)
      view.beginDragging()
      view.dragFinger(by: -500)
      _ = view.release(velocity: 0, adjustedTarget: nil)
      return offsets(&view).count
    }
    let standard = bounceFrames(.standard)
    let slow = bounceFrames(UIKitAssumptions(bounceResponse: 0.9))
    #expect(slow > standard)
  }

  // MARK: - Fault modes

  @Test func insetWriteFault_stopsOrStuttersADecelerationWithoutAnEnd() {
    for fault in UIKitAssumptions.InsetWriteFault.allCases {
      var view = container(UIKitAssumptions(insetWriteFault: fault))
      view.beginDragging()
      _ = view.release(velocity: 2, adjustedTarget: nil)
      _ = view.step(1.0 / 120)
      let before = view.contentOffsetY
      view.setContentInsetTop(100)
      let end = view.step(1.0 / 120)
      #expect(end == nil, "\(fault)")
      switch fault {
      case .none:
        #expect(view.contentOffsetY > before)
      case .stopsMotion:
        #expect(view.motion == nil)
        #expect(view.contentOffsetY == before)
      case .perturbsMotion:
        #expect(view.contentOffsetY == before)
        _ = view.step(1.0 / 120)
        #expect(view.contentOffsetY > before)
      }
    }
  }

  /// The fault reaches UIKit's own animated move (a write while scrolling stutters it:
  /// SSPullToRefresh pull request 23), never the bar's own settle, which writes every frame.
  @Test func insetWriteFault_disturbsUIKitsAnimatedMoveNotTheBarsOwnSettle() {
    var uikits = container(UIKitAssumptions(insetWriteFault: .stopsMotion))
    uikits.setContentOffsetY(700, animation: .animated)
    uikits.setContentInsetTop(100)
    #expect(uikits.phase == .idle)
    var own = container(UIKitAssumptions(insetWriteFault: .stopsMotion))
    own.setContentOffsetY(700, animation: .timed(duration: 0.3, curve: .easeInOut))
    own.setContentInsetTop(100)
    #expect(own.phase == .animating)
    var stuttered = container(UIKitAssumptions(insetWriteFault: .perturbsMotion))
    stuttered.setContentOffsetY(700, animation: .animated)
    _ = stuttered.step(1.0 / 120)
    let before = stuttered.contentOffsetY
    stuttered.setContentInsetTop(100)
    _ = stuttered.step(1.0 / 120)
    #expect(stuttered.contentOffsetY == before)
    _ = stuttered.step(1.0 / 120)
    #expect(stuttered.contentOffsetY > before)
  }

  /// From inside `scrollViewDidEndDragging` a write comes before UIKit starts the motion the
  /// release announced: either fault stutters that motion, none stops it.
  @Test func insetWriteFault_aWriteInTheReleasesCallbacksStuttersTheMotionItAnnounced() {
    for fault in [UIKitAssumptions.InsetWriteFault.stopsMotion, .perturbsMotion] {
      var view = container(UIKitAssumptions(insetWriteFault: fault))
      view.beginDragging()
      _ = view.release(velocity: 2, adjustedTarget: nil)
      let start = view.contentOffsetY
      view.isInReleaseCallbacks = true
      view.setContentInsetTop(100)
      view.isInReleaseCallbacks = false
      #expect(view.motion != nil, "\(fault)")
      _ = view.step(1.0 / 120)
      #expect(view.contentOffsetY == start, "\(fault)")
      _ = view.step(1.0 / 120)
      #expect(view.contentOffsetY > start, "\(fault)")
    }
  }
}
