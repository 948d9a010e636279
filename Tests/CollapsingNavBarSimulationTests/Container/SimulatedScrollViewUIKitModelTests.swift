import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

/// The simulated scroll view against the public evidence of what UIKit does: each test is named
/// for the rule it pins (see the DocC article "The simulator's model of UIKit").
@Suite struct SimulatedScrollViewUIKitModelTests {
  /// A container like the bar leaves it: inset 100, content 2000 in an 800 pt viewport.
  private func container(_ uikit: UIKitAssumptions = .standard) -> SimulatedScrollView {
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
