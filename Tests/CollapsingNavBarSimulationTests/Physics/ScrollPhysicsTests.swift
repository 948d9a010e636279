import CollapsingNavBarCore
import Foundation
import Testing

@testable import CollapsingNavBarSimulation

@Suite struct ScrollPhysicsTests {
  @Test func decelerationTakesUIKitVelocitiesInPointsPerMillisecond() {
    let deceleration = ScrollPhysics.Deceleration(start: 100, velocity: 2, rate: 0.998)
    // The exact model rests −v / ln d further on: 999.0 pt for 2 pt/ms at 0.998.
    #expect(abs(deceleration.destination - (100 - 2 / log(0.998))) < 1e-9)
    #expect(abs(deceleration.destination - 100 - DecelerationRate.normal.restingDistance(velocity: 2)) < 1e-9)
    #expect(abs(deceleration.offset(at: 60) - deceleration.destination) < 1e-6)
    #expect(abs(deceleration.speed(at: 0) - 2000) < 1e-9)
  }

  @Test func decelerationFollowsTheCoreModelOverTime() {
    let deceleration = ScrollPhysics.Deceleration(start: -50, velocity: -1.5, rate: 0.99)
    let model = ScrollDeceleration(initialPosition: -50, initialVelocity: -1500, rate: .fast)
    for time in [0.0, 0.01, 0.1, 0.5, 2] {
      #expect(abs(deceleration.offset(at: time) - model.position(at: time)) < 1e-9)
    }
  }

  @Test func decelerationEndsWhenLessThanTheThresholdRemains() {
    let deceleration = ScrollPhysics.Deceleration(start: 0, velocity: 1, rate: 0.998)
    let end = deceleration.duration(threshold: 0.5 / 3)
    #expect(abs(deceleration.destination - deceleration.offset(at: end) - 0.5 / 3) < 1e-9)
    #expect(ScrollPhysics.Deceleration(start: 0, velocity: 0, rate: 0.998).duration(threshold: 0.1) == 0)
  }

  @Test func timeReachingAnEdgeIsWhereTheOffsetCrossesIt() throws {
    let deceleration = ScrollPhysics.Deceleration(start: 0, velocity: 3, rate: 0.998)
    let time = try #require(deceleration.time(reaching: 1000))
    #expect(abs(deceleration.offset(at: time) - 1000) < 1e-9)
    #expect(deceleration.time(reaching: 5000) == nil)
  }

  @Test func landingKeepsTheVelocityAndBrakesHarderWhenTheFlingCarriesPastTheTarget() {
    let landing = ScrollPhysics.Deceleration.landing(from: 0, at: 300, velocity: 2, rate: 0.998)
    #expect(landing.velocity == 2)
    #expect(landing.rate < 0.998)
    #expect(abs(landing.destination - 300) < 1e-9)
  }

  @Test func landingSolvesTheVelocityWhenTheFlingFallsShortOrPointsAway() {
    // No velocity, away from the target, and toward it but too slow to carry 40 pt (24.95 pt).
    for velocity in [0.0, 1.0, -0.05] {
      let landing = ScrollPhysics.Deceleration.landing(from: 50, at: 10, velocity: velocity, rate: 0.998)
      #expect(landing.rate == 0.998)
      #expect(abs(landing.start + landing.distance - 10) < 1e-9)
      #expect(landing.destination == 10)
    }
    let short = ScrollPhysics.Deceleration.landing(from: 0, at: 900, velocity: 0.5, rate: 0.998)
    #expect(short.velocity > 0.5)
    #expect(abs(short.destination - 900) < 1e-9)
  }

  @Test func rubberBandFollowsTheFormulaAndItsInverse() {
    let dimension = 844.0
    for overshoot in [1.0, 50, 200, 1000, 10_000] {
      let shown = ScrollPhysics.rubberBand(overshoot, dimension: dimension)
      #expect(abs(shown - (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension) < 1e-9)
      #expect(shown < overshoot && shown < dimension)
      #expect(abs(ScrollPhysics.inverseRubberBand(shown, dimension: dimension) - overshoot) < 1e-6 * overshoot)
    }
    #expect(ScrollPhysics.rubberBand(-5, dimension: dimension) == 0)
  }

  @Test func bounceIsACriticallyDampedSpringBackToRest() {
    var state = (displacement: 40.0, velocity: 0.0)
    var previous = state.displacement
    for _ in 0..<120 {
      state = ScrollPhysics.bounce(displacement: state.displacement, velocity: state.velocity, time: 1.0 / 120)
      #expect(state.displacement <= previous + 1e-12)
      #expect(state.displacement >= 0)  // critically damped: no overshoot
      previous = state.displacement
    }
    #expect(state.displacement < 0.05)
    // Stepping equals the spring's closed form.
    let once = ScrollPhysics.bounce(displacement: 40, velocity: -300, time: 0.5)
    var stepped = (displacement: 40.0, velocity: -300.0)
    for _ in 0..<60 {
      stepped = ScrollPhysics.bounce(displacement: stepped.displacement, velocity: stepped.velocity, time: 0.5 / 60)
    }
    #expect(abs(once.displacement - stepped.displacement) < 1e-9)
    #expect(abs(once.displacement - Spring.bounceBack.displacement(at: 0.5, from: 40, velocity: -300)) < 1e-9)
  }

  @Test func animatedOffsetCurveEasesInAndOut() {
    #expect(ScrollPhysics.animatedOffsetCurve(0) == 0)
    #expect(ScrollPhysics.animatedOffsetCurve(0.5) == 0.5)
    #expect(ScrollPhysics.animatedOffsetCurve(1) == 1)
    #expect(ScrollPhysics.animatedOffsetCurve(0.1) < 0.1)
    #expect(ScrollPhysics.animatedOffsetCurve(0.9) > 0.9)
  }
}
