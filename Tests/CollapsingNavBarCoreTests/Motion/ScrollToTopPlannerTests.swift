import Testing

@testable import CollapsingNavBarCore

@Suite struct ScrollToTopPlannerTests {
  let planner = ScrollToTopPlanner.standard
  let top = -100.0
  let screen = 800.0

  func plan(from offset: Double, reduceMotion: Bool = false) -> ScrollToTopPlan {
    planner.plan(contentOffset: offset, topOffset: top, viewportHeight: screen, reduceMotion: reduceMotion)
  }

  /// Samples every millisecond from 0 to just past the end.
  func samples(_ plan: ScrollToTopPlan) -> [Double] {
    (0...Int(plan.duration * 1000) + 5).map { plan.sample(at: Double($0) / 1000).offset }
  }

  @Test(arguments: [
    // (offset, regime, travel seconds, curve, jump, overshoot)
    (300.0, ScrollToTopPlanner.Regime.short, 0.25, TimingCurve.easeOut, nil as Double?, 6.0),
    (-60.0, .short, 0.205, .easeOut, nil, 2.0),
    (1900.0, .medium, 0.4, .easeInOut, nil, 6.0),
    (49_900.0, .long, 0.5, .easeOut, 700.0, 6.0),
  ])
  func regimesPickTravelCurveJumpAndOvershoot(
    offset: Double, regime: ScrollToTopPlanner.Regime, travel: Double, curve: TimingCurve, jump: Double?,
    overshoot: Double
  ) {
    #expect(planner.regime(distance: offset - top, viewportHeight: screen) == regime)
    let plan = plan(from: offset)
    #expect(abs(plan.travelDuration - travel) < 1e-12)
    #expect(plan.curve == curve)
    #expect(plan.jump == jump)
    #expect(abs(plan.overshoot - overshoot) < 1e-12)
    #expect(abs(plan.duration - (travel + 0.15)) < 1e-12)
    #expect(plan.start == offset && plan.end == top)
  }

  @Test(arguments: [false, true], [300.0, 1900, 49_900])
  func startsAtTheCurrentOffsetAndEndsAtTheTop(reduceMotion: Bool, offset: Double) {
    let plan = plan(from: offset, reduceMotion: reduceMotion)
    #expect(plan.sample(at: 0) == ScrollToTopSample(offset: offset, isFinished: false))
    #expect(plan.sample(at: plan.duration) == ScrollToTopSample(offset: top, isFinished: true))
    #expect(plan.sample(at: plan.duration + 10) == ScrollToTopSample(offset: top, isFinished: true))
    #expect(!plan.sample(at: plan.duration - 0.001).isFinished)
  }

  @Test(arguments: [300.0, 1900, 49_900])
  func overshootsAFewPointsBelowTheTopAndSettlesBack(offset: Double) {
    let plan = plan(from: offset)
    let deepest = samples(plan).min()!
    #expect(abs(deepest - (top - 6)) < 0.01)
    #expect(abs(plan.sample(at: plan.travelDuration).offset - (top - 6)) < 1e-9)
    // Settling back moves up toward the top only.
    let settle = (0...150).map { plan.sample(at: plan.travelDuration + Double($0) / 1000).offset }
    #expect(zip(settle, settle.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
  }

  @Test(arguments: [300.0, 1900, 49_900])
  func reduceMotionNeverPassesTheTop(offset: Double) {
    let plan = plan(from: offset, reduceMotion: true)
    #expect(plan.overshoot == 0 && plan.settleDuration == 0)
    #expect(plan.duration == plan.travelDuration)
    #expect(samples(plan).allSatisfy { $0 >= top })
  }

  @Test func onlyTheLongRegimeJumpsAndItNeverShowsRowsBeyondTheJump() {
    #expect(plan(from: 300).jump == nil)
    #expect(plan(from: top + 4 * screen).jump == nil)
    let long = plan(from: top + 4 * screen + 1)
    #expect(long.jump == top + screen)
    // The first millisecond already shows the row one screen above the top, not the start.
    #expect(abs(long.sample(at: 0.001).offset - (top + screen)) < 5)
    #expect(samples(long).dropFirst().allSatisfy { $0 <= top + screen })
  }

  @Test func durationGrowsWithDistance() {
    var previous = 0.0
    for distance in stride(from: 1.0, through: 10 * screen, by: 25) {
      let duration = plan(from: top + distance, reduceMotion: true).duration
      #expect(duration >= previous - 1e-12)
      previous = duration
    }
    #expect(plan(from: top + 1, reduceMotion: true).duration < plan(from: top + 600, reduceMotion: true).duration)
    #expect(plan(from: top + 600, reduceMotion: true).duration < plan(from: top + 3000, reduceMotion: true).duration)
  }

  @Test func motionIsContinuousAfterTheFirstInstant() {
    // At 1 ms steps no step is longer than the fastest part of the travel allows (no jumps at
    // the boundary between travel and settle).
    for offset in [300.0, 1900, 49_900] {
      let offsets = samples(plan(from: offset)).dropFirst()
      let steps = zip(offsets, offsets.dropFirst()).map { abs($1 - $0) }
      #expect(steps.max()! < 25)
    }
  }

  @Test func restartingFromASampledOffsetContinuesToTheTop() {
    let first = plan(from: 49_900)
    let now = first.sample(at: 0.2).offset
    let second = plan(from: now)
    #expect(second.sample(at: 0) == ScrollToTopSample(offset: now, isFinished: false))
    #expect(second.jump == nil)
    #expect(second.sample(at: second.duration).offset == top)

    // Restarted while settling back from below the top: back up to the top without overshoot.
    let settling = first.sample(at: first.travelDuration + 0.05).offset
    #expect(settling < top)
    let again = plan(from: settling)
    #expect(again.overshoot == 0)
    #expect(samples(again).allSatisfy { $0 >= settling - 1e-9 && $0 <= top })
  }

  @Test func atTheTopNothingMoves() {
    let plan = plan(from: top)
    #expect(planner.regime(distance: 0, viewportHeight: screen) == .none)
    #expect(plan.duration == 0)
    #expect(plan.sample(at: 0) == ScrollToTopSample(offset: top, isFinished: true))
  }

  @Test func nonFiniteInputsNeverSampleToNaN() {
    let unknownOffset = planner.plan(contentOffset: .nan, topOffset: top, viewportHeight: screen, reduceMotion: false)
    #expect(unknownOffset.duration == 0 && unknownOffset.sample(at: 0).offset == top)
    let unknownTop = planner.plan(contentOffset: 300, topOffset: .infinity, viewportHeight: .nan, reduceMotion: false)
    #expect(unknownTop.end == 0)
    for t in [Double.nan, -1, 0, 0.1, 0.3, .infinity] {
      #expect(unknownTop.sample(at: t).offset.isFinite)
    }
    #expect(unknownTop.sample(at: .nan).offset == 300)
  }

  @Test func customPlanOvershootsInTheDirectionOfTravel() {
    let down = ScrollToTopPlan(start: 0, end: 100, overshoot: 4, travelDuration: 0.2, settleDuration: 0.1)
    #expect(down.overshootOffset == 104)
    #expect(abs(down.sample(at: 0.2).offset - 104) < 1e-9)
    let invalid = ScrollToTopPlan(start: .nan, end: 10, overshoot: .nan, travelDuration: -1, settleDuration: 3)
    #expect(invalid.duration == 0 && invalid.sample(at: 0).offset == 10)
  }
}
