import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

@Suite struct SimulatedScrollViewTests {
  /// A container like the bar leaves it: inset 100, content 2000 in an 800 pt viewport.
  private func container(rate: Double = 0.998) -> SimulatedScrollView {
    var view = SimulatedScrollView(contentHeight: 2000, viewportHeight: 800, decelerationRate: rate, scale: 3)
    view.contentInsetTop = 100
    view.contentOffsetY = -100
    return view
  }

  private func run(_ view: inout SimulatedScrollView, seconds: Double = 20) -> [SimulatedScrollView.StepEnd] {
    var ends: [SimulatedScrollView.StepEnd] = []
    for _ in 0..<Int(seconds * 120) {
      if let end = view.step(1.0 / 120) { ends.append(end) }
      if view.motion == nil { break }
    }
    return ends
  }

  @Test func fingerMovesTheContentOneToOneInsideTheRange() {
    var view = container()
    view.beginDragging()
    view.dragFinger(by: 250)
    #expect(view.contentOffsetY == 150)
    view.dragFinger(by: -50)
    #expect(view.contentOffsetY == 100)
  }

  @Test func fingerPastTheTopPullsAgainstTheRubberBand() {
    var view = container()
    view.beginDragging()
    view.dragFinger(by: -150)
    #expect(abs(view.contentOffsetY - (-100 - ScrollPhysics.rubberBand(150, dimension: 800))) < 1e-9)
    // Moving back by the same travel returns exactly to the edge.
    view.dragFinger(by: 150)
    #expect(abs(view.contentOffsetY + 100) < 1e-9)
  }

  @Test func fingerPastTheEndPullsAgainstTheRubberBand() {
    var view = container()
    view.beginDragging()
    view.dragFinger(by: 1300 + 80)  // maximum offset is 2000 − 800 = 1200
    #expect(abs(view.contentOffsetY - (1200 + ScrollPhysics.rubberBand(80, dimension: 800))) < 1e-9)
  }

  @Test func proposedTargetIsTheProjectedRestClampedToTheRange() {
    var view = container()
    view.contentOffsetY = 500
    #expect(
      abs(view.proposedTarget(velocity: 0.5) - (500 + DecelerationRate.normal.restingDistance(velocity: 0.5))) < 1e-9)
    #expect(view.proposedTarget(velocity: 5) == 1200)
    #expect(view.proposedTarget(velocity: -5) == -100)
    #expect(SimulatedScrollView(contentHeight: 100, viewportHeight: 800).maximumOffset == 0)
  }

  @Test func releaseWithoutVelocityInsideTheRangeDoesNotDecelerate() {
    var view = container()
    view.beginDragging()
    view.dragFinger(by: 300)
    let result1 = view.release(velocity: 0, adjustedTarget: nil)
    #expect(result1 == false)
    #expect(view.phase == .idle)
  }

  @Test func flingDeceleratesAlongUIKitsCurveAndEndsAtItsDestination() {
    var view = container()
    view.beginDragging()
    view.dragFinger(by: 200)
    let result2 = view.release(velocity: 1, adjustedTarget: nil)
    #expect(result2)
    let model = ScrollPhysics.Deceleration(start: 100, velocity: 1, rate: 0.998)
    _ = view.step(1.0 / 120)
    #expect(abs(view.contentOffsetY - model.offset(at: 1.0 / 120)) < 1e-9)
    let ends = run(&view)
    #expect(ends == [.deceleration])
    #expect(abs(view.contentOffsetY - model.destination) < 1e-9)
  }

  @Test func fastRateTravelsLessThanNormal() {
    var normal = container()
    var fast = container(rate: 0.99)
    for index in 0..<2 {
      if index == 0 { normal.contentOffsetY = 0 } else { fast.contentOffsetY = 0 }
    }
    _ = normal.release(velocity: 0.5, adjustedTarget: nil)
    _ = fast.release(velocity: 0.5, adjustedTarget: nil)
    _ = run(&normal)
    _ = run(&fast)
    #expect(abs(normal.contentOffsetY - DecelerationRate.normal.restingDistance(velocity: 0.5)) < 1e-9)
    #expect(abs(fast.contentOffsetY - DecelerationRate.fast.restingDistance(velocity: 0.5)) < 1e-9)
    #expect(fast.contentOffsetY < normal.contentOffsetY / 4)
  }

  @Test func adjustedTargetIsReachedExactly() {
    for (velocity, target) in [(1.2, 300.0), (0.0, 260.0), (-0.4, 420.0), (3.0, 1100.0)] {
      var view = container()
      view.contentOffsetY = 350
      let result3 = view.release(velocity: velocity, adjustedTarget: target)
      #expect(result3)
      let result4 = run(&view)
      #expect(result4 == [.deceleration])
      #expect(view.contentOffsetY == target, "velocity \(velocity)")
    }
  }

  @Test func flingIntoTheTopOvershootsAndBouncesBackToTheEdge() {
    var view = container()
    view.contentOffsetY = 200
    _ = view.release(velocity: -3, adjustedTarget: nil)
    var lowest = view.contentOffsetY
    var sawBounce = false
    for _ in 0..<1200 {
      let end = view.step(1.0 / 120)
      lowest = min(lowest, view.contentOffsetY)
      if view.phase == .bouncing { sawBounce = true }
      if end != nil { break }
    }
    #expect(sawBounce)
    #expect(lowest < -110)  // went past the top …
    #expect(view.contentOffsetY == -100)  // … and came back to it
  }

  @Test func releasePastAnEdgeSpringsBackToIt() {
    var view = container()
    view.beginDragging()
    view.dragFinger(by: -120)
    let result5 = view.release(velocity: 0, adjustedTarget: nil)
    #expect(result5)
    #expect(view.phase == .bouncing)
    let result6 = run(&view)
    #expect(result6 == [.deceleration])
    #expect(view.contentOffsetY == -100)
  }

  @Test func bounceFollowsAnEdgeThatMovedMeanwhile() {
    var view = container()
    view.beginDragging()
    view.dragFinger(by: -200)
    _ = view.release(velocity: 0, adjustedTarget: nil)
    view.contentInsetTop = 160  // a refresh control took 60 pt
    _ = run(&view)
    #expect(view.contentOffsetY == -160)
  }

  @Test func animatedOffsetArrivesAfterItsDurationAndReportsIt() {
    var view = container()
    let result7 = view.animateOffset(to: 500)
    #expect(result7)
    var ends: [SimulatedScrollView.StepEnd] = []
    var frames = 0
    while view.motion != nil && frames < 100 {
      if let end = view.step(1.0 / 120) { ends.append(end) }
      frames += 1
      if frames == 18 { #expect(abs(view.contentOffsetY - 200) < 1e-9) }  // halfway in time and distance
    }
    #expect(frames == 36)
    #expect(ends == [.animation])
    #expect(view.contentOffsetY == 500)
    let result8 = view.animateOffset(to: 500)
    #expect(result8 == false)  // UIKit does not animate to where it is
  }

  @Test func timedAnimationPlaysItsOwnDurationAndCurveFromWhereTheContentIs() {
    var view = container()
    view.contentOffsetY = 300
    _ = view.release(velocity: 0.1, adjustedTarget: nil)
    #expect(view.phase == .decelerating)
    let started = view.animateOffset(to: 400, duration: 0.25, curve: .easeOut)
    #expect(started)
    var ends: [SimulatedScrollView.StepEnd] = []
    var frames = 0
    while view.motion != nil && frames < 100 {
      if let end = view.step(1.0 / 120) { ends.append(end) }
      frames += 1
      if frames == 15 {
        // Halfway in time, more than halfway in distance: it eases out.
        #expect(abs(view.contentOffsetY - (300 + 100 * TimingCurve.easeOut.value(at: 0.5))) < 1e-9)
        #expect(view.contentOffsetY > 350)
      }
    }
    #expect(frames == 30)
    #expect(ends == [.animation])
    #expect(view.contentOffsetY == 400)
    let instant = view.animateOffset(to: 420, duration: 0, curve: .easeOut)
    #expect(instant == false)
    #expect(view.contentOffsetY == 420 && view.motion == nil)
  }

  @Test func aTargetRedirectedAtLowSpeedStillCrawlsAsInUIKit() {
    // What the bar no longer asks for, still modelled: a deceleration redirected 17 pt away at no
    // speed slides there linearly (rdar 18746849), at 0.05 pt/ms: 0.34 s.
    var view = container()
    view.contentOffsetY = 300
    view.beginDragging()
    let decelerates = view.release(velocity: 0, adjustedTarget: 317)
    #expect(decelerates)
    var frames = 0
    while view.motion != nil && frames < 2400 {
      _ = view.step(1.0 / 120)
      frames += 1
    }
    #expect(view.contentOffsetY == 317)
    #expect(abs(Double(frames) / 120 - 17 / (1000 * view.uikit.linearTailSpeed)) <= 1.0 / 120)
  }

  @Test func touchingOrSettingTheOffsetStopsAnyMotionWithoutEnding() {
    var view = container()
    _ = view.animateOffset(to: 600)
    _ = view.step(1.0 / 120)
    view.setOffset(40)
    #expect(view.motion == nil)
    view.contentOffsetY = 300
    _ = view.release(velocity: 2, adjustedTarget: nil)
    view.beginDragging()
    #expect(view.motion == nil)
    let result9 = view.step(1.0 / 120)
    #expect(result9 == nil)
  }

  /// Steps a container until nothing moves; returns the end callbacks seen.
  private func runToRest(_ view: inout SimulatedScrollView) -> [SimulatedScrollView.StepEnd] {
    var ends: [SimulatedScrollView.StepEnd] = []
    for _ in 0..<2400 where view.motion != nil {
      if let end = view.step(1.0 / 120) { ends.append(end) }
    }
    return ends
  }

  @Test func animationToAnOffsetPastTheTopSpringsBackToTheTop() {
    var view = SimulatedScrollView(contentHeight: 4000, viewportHeight: 844)
    let started = view.animateOffset(to: -100)
    #expect(started)
    let ends = runToRest(&view)
    #expect(view.contentOffsetY == 0)
    #expect(ends == [.animation, .deceleration])
  }

  @Test func landingOnATargetPastTheTopSpringsBackToTheTop() {
    var view = SimulatedScrollView(contentHeight: 4000, viewportHeight: 844, initialScroll: 300)
    view.beginDragging()
    let moves = view.release(velocity: -1, adjustedTarget: -150)
    #expect(moves)
    _ = runToRest(&view)
    #expect(view.contentOffsetY == 0)
  }

  @Test func bounceToATargetPastTheEndRestsAtTheEnd() {
    var view = SimulatedScrollView(contentHeight: 1000, viewportHeight: 844)
    view.beginDragging()
    view.dragFinger(by: 400)
    let bounces = view.release(velocity: 0, adjustedTarget: 900)
    #expect(bounces)
    _ = runToRest(&view)
    #expect(view.contentOffsetY == view.maximumOffset)
  }
}
