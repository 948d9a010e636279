import Foundation
import Testing

@testable import CollapsingNavBarCore

@Suite struct SnappingTests {
  static let metrics = try! BarMetrics(configuration: BarMetricsTests.inbox, environment: .phone)

  @Test func aPartCollapseRestsOnTheNearestWholeStateOrTheFlingsDirection() {
    // The inbox's whole states are 0, 52, 96, 148.
    #expect(Snapping.wholeState(for: 60, velocity: 0, reachable: 148, metrics: Self.metrics) == 52)
    #expect(Snapping.wholeState(for: 60, velocity: 1, reachable: 148, metrics: Self.metrics) == 96)
    #expect(Snapping.wholeState(for: 90, velocity: -1, reachable: 148, metrics: Self.metrics) == 52)
    #expect(Snapping.wholeState(for: 52, velocity: 0, reachable: 148, metrics: Self.metrics) == nil)
  }

  @Test func aCollapseIsWholeWhenTheLayoutDrawsItOnAWholeState() throws {
    // Found by the fuzzer: a half-pixel drag rested a pixel inside a section.
    // At scale 1 a 2 pt section: the layout draws 0.5 as 1 (a half-pixel tie rounds away from
    // zero), a pixel inside the section, so it settles; 0.4 is drawn at 0 and rests there.
    let configuration = BarConfiguration(panels: [Panel(kind: .closable, id: "chips", height: 2)])
    let metrics = try BarMetrics(configuration: configuration, environment: BarEnvironment(scale: 1))
    #expect(metrics.wholeStates == [0, 2])
    #expect(Snapping.section(around: 0.5, metrics: metrics).map { [$0.low, $0.high] } == [0, 2])
    #expect(Snapping.section(around: 0.4, metrics: metrics) == nil)
    #expect(Snapping.section(around: 1.5, metrics: metrics) == nil, "drawn at 2")
    #expect(Snapping.section(around: 1.4, metrics: metrics).map { [$0.low, $0.high] } == [0, 2])
    #expect(Snapping.wholeState(for: 0.5, velocity: 0, reachable: 2, metrics: metrics) == 0)
  }

  @Test func aBarDrawnAPixelOffSettlesDeepInTheContentWhereTheWaysLengthLosesTheHair() throws {
    // Seed 9330, scenario 11726: a collapse a hair past half a pixel (drawn a pixel off) with the
    // content 731,689 pt in, where `c + (0 − collapse) − c` rounds to a hair under half a pixel.
    let configuration = BarConfiguration(panels: [Panel(kind: .closable, id: "c0", height: 1035)])
    let metrics = try BarMetrics(configuration: configuration, environment: BarEnvironment(scale: 3))
    let collapse = 0.16666666667947538
    #expect(Snapping.section(around: collapse, metrics: metrics) != nil, "drawn at a third of a point")
    let c = 731689.0
    let settle = Snapping.settle(
      c: c, collapse: collapse, followsOffset: true, reachable: 1035, headingTowardEnd: false, metrics: metrics)
    guard case .scrollContent(let distance, let target) = settle else {
      Issue.record("the bar was left drawn between whole states: \(settle)")
      return
    }
    #expect(target == 0)
    #expect(abs(distance - (c - collapse)) < 1e-6)
    // A collapse drawn on a whole state (a hair under half a pixel) still rests.
    #expect(
      Snapping.settle(
        c: c, collapse: 0.1666666666, followsOffset: true, reachable: 1035, headingTowardEnd: false, metrics: metrics)
        == .none)
  }

  @Test func aSectionTheContentCannotCollapseRestsExpanded() {
    #expect(Snapping.wholeState(for: 80, velocity: 0, reachable: 70, metrics: Self.metrics) == 52)
  }

  @Test func aPulledContentSettlesBackToTheTop() {
    let settle = Snapping.settle(
      c: -20, collapse: -20, followsOffset: true, reachable: 148, headingTowardEnd: false, metrics: Self.metrics)
    #expect(settle == .scrollContent(toDistance: 0, collapse: 0))
  }

  @Test func quickReturnDeepInTheContentMovesTheBarAlone() {
    let settle = Snapping.settle(
      c: 900, collapse: 60, followsOffset: false, reachable: 148, headingTowardEnd: true, metrics: Self.metrics)
    #expect(settle == .moveBar(collapse: 96))
  }

  @Test func aReleaseAtMostTheThresholdIsSlow() {
    #expect(Snapping.isSlow(velocity: 0, metrics: Self.metrics))
    #expect(Snapping.isSlow(velocity: -0.2, metrics: Self.metrics))
    // Up to 0.3 pt/ms: below about 0.27 UIKit runs a moved target as a linear slide (rdar 18746849).
    #expect(Snapping.isSlow(velocity: 0.27, metrics: Self.metrics))
    #expect(Snapping.isSlow(velocity: -0.3, metrics: Self.metrics))
    #expect(!Snapping.isSlow(velocity: 0.31, metrics: Self.metrics))
  }

  @Test func aSlowReleaseStopsTheContentUnlessTheBarStaysWholeOrTheContentIsPulled() {
    func stops(_ c: Double, _ collapse: Double, _ targetC: Double) -> Bool {
      Snapping.stopsSlowRelease(
        Snapping.Release(
          velocity: 0.1, target: targetC - 279, c: c, basis: 279,
          geometry: ContainerGeometry(contentHeight: 4000, viewportHeight: 844), collapse: collapse,
          tracking: .absolute, insetFollowsBar: false), metrics: Self.metrics)
    }
    #expect(stops(70, 70, 90))  // between whole states
    #expect(stops(70, 70, 70))  // between whole states, no glide
    #expect(stops(52, 52, 80))  // whole now, the glide would leave it between
    #expect(!stops(52, 52, 52))  // whole, no glide
    #expect(!stops(400, 148, 480))  // collapsed all the way
    #expect(!stops(-30, -30, 0))  // pulled past the top: UIKit's bounce
  }

  @Test func aSlowReleasePastTheEndUnderABarTrackingTheDeltaSettlesBackToTheEnd() {
    // Long content, its end at offset 3156 (c 3435); let go 9 pt past it with the bar expanded,
    // slowly toward the content: UIKit's target lies inside and the bar stays whole all the way
    // there on paper, yet the content goes back to its end (a bounce that may overshoot).
    let geometry = ContainerGeometry(
      contentOffsetY: 3165, contentInsetTop: 279, contentHeight: 4000, viewportHeight: 844)
    func stops(_ tracking: CollapseTracking, collapse: Double = 0, offset: Double = 3165) -> Bool {
      var geometry = geometry
      geometry.contentOffsetY = offset
      return Snapping.stopsSlowRelease(
        Snapping.Release(
          velocity: -0.275, target: offset - 137, c: offset + 279, basis: 279, geometry: geometry, collapse: collapse,
          tracking: tracking, insetFollowsBar: false), metrics: Self.metrics)
    }
    #expect(geometry.maximumOffset == 3156)
    #expect(stops(.relative))
    // Inside the content the bar stays whole all the way to the target: UIKit decelerates.
    #expect(!stops(.relative, offset: 3150))
    // Tied to the content (collapsed all the way there), the bar follows it whatever the bounce
    // does.
    #expect(!stops(.absolute, collapse: 148))
  }

  @Test func aSlowGlideTowardTheTopIsProjectedPastTheEdgeOnlyWhereTheInsetFollowsTheBar() {
    // Content of 1 pt pulled 100 pt past its end (which is its top) with the bar collapsed, let go
    // slowly toward the top: UIKit's target is the top.
    let geometry = ContainerGeometry(contentOffsetY: 100, contentInsetTop: 279, contentHeight: 1, viewportHeight: 844)
    func release(insetFollowsBar: Bool) -> Snapping.Release {
      Snapping.Release(
        velocity: -0.1, target: -279, c: 379, basis: 279, geometry: geometry, collapse: 148, tracking: .absolute,
        insetFollowsBar: insetFollowsBar)
    }
    func distance(insetFollowsBar: Bool) -> Double {
      Snapping.targetDistance(release(insetFollowsBar: insetFollowsBar), metrics: Self.metrics)
    }
    func stops(insetFollowsBar: Bool) -> Bool {
      Snapping.stopsSlowRelease(release(insetFollowsBar: insetFollowsBar), metrics: Self.metrics)
    }
    // An inset that follows the bar grows as the bar comes back: the glide is projected past
    // today's top (379 + 0.1 / ln 0.998 = 329.05), where the bar stays collapsed.
    #expect(abs(distance(insetFollowsBar: true) - (379 + 0.1 / log(0.998))) < 1e-9)
    #expect(!stops(insetFollowsBar: true))
    // A container observed only keeps its owner's inset: the content goes to the top, the bar
    // expands, so the content stops and the bar settles on its own.
    #expect(distance(insetFollowsBar: false) == 0)
    #expect(stops(insetFollowsBar: false))
  }

  @Test func aSettleRightAtAReleasePastTheEndStartsFromTheEnd() {
    // Let go 40 pt past an end at c = 70 (between 52 and 96): the content comes back to 52.
    let settle = Snapping.settle(
      c: 110, collapse: 96, followsOffset: true, reachable: 70, headingTowardEnd: true, end: (70, 70),
      metrics: Self.metrics)
    #expect(settle == .scrollContent(toDistance: 52, collapse: 52))
    // At rest (no end given) the same numbers settle from where the content is.
    let atRest = Snapping.settle(
      c: 110, collapse: 96, followsOffset: true, reachable: 70, headingTowardEnd: true, metrics: Self.metrics)
    #expect(atRest == .none)
  }

  @Test func quickReturnLetGoPastTheEndRestsWhereTheContentWillRest() {
    // Heading toward the end at 120 (between 96 and 148); the content's end is at c = 130.
    let rest = Snapping.quickReturnRest(
      collapse: 120, headingTowardEnd: true, restingEnd: { _ in 130 }, metrics: Self.metrics)
    #expect(rest == 96)  // 148 would leave a gap at the end
    let deep = Snapping.quickReturnRest(
      collapse: 120, headingTowardEnd: true, restingEnd: { _ in 900 }, metrics: Self.metrics)
    #expect(deep == 148)
    let back = Snapping.quickReturnRest(
      collapse: 120, headingTowardEnd: false, restingEnd: { _ in 900 }, metrics: Self.metrics)
    #expect(back == 96)
  }

  @Test func theSettleAnimationEasesOutAtAReleaseAndInAndOutFromRest() {
    #expect(Snapping.settleAnimation(atRelease: true, reduceMotion: false) == .settle(.release))
    #expect(Snapping.settleAnimation(atRelease: false, reduceMotion: false) == .settle(.fromRest))
    #expect(
      Snapping.settleAnimation(atRelease: true, reduceMotion: true)
        == .timed(duration: SettleAnimation.reducedMotionDuration, curve: .easeOut))
  }
}
