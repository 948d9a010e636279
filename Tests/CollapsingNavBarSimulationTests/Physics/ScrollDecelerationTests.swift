import CollapsingNavBarCore
import Foundation
import Testing

@testable import CollapsingNavBarSimulation

@Suite struct ScrollDecelerationTests {
  let fling = ScrollDeceleration(initialPosition: 0, initialVelocity: 1000, rate: .normal)

  @Test func positionAndVelocityAfterOneSecondMatchTheClosedForm() {
    // x(1) = 1000·(0.998^1000 − 1)/(1000·ln 0.998), v(1) = 1000·0.998^1000.
    #expect(abs(fling.position(at: 1) - 432.035_126_737_629_5) < 1e-9)
    #expect(abs(fling.velocity(at: 1) - 135.064_522_446_683_33) < 1e-9)
  }

  @Test func startsAtTheInitialPositionAndVelocity() {
    let model = ScrollDeceleration(initialPosition: -40, initialVelocity: -250, rate: .fast)
    #expect(model.position(at: 0) == -40)
    #expect(model.velocity(at: 0) == -250)
  }

  @Test func comesToRestAtThePredictedPoint() {
    #expect(abs(fling.restingPosition - 499.499_833_166_454_8) < 1e-9)
    #expect(abs(fling.position(at: 60) - fling.restingPosition) < 1e-9)
    #expect(fling.position(at: .infinity) == fling.restingPosition)
    #expect(fling.velocity(at: .infinity) == 0)
  }

  @Test func restingPositionIsOffsetByTheRestingDistance() {
    let model = ScrollDeceleration(initialPosition: 300, initialVelocity: -2000, rate: .fast)
    #expect(abs(model.restingPosition - (300 + model.restingDistance)) < 1e-12)
    #expect(abs(model.restingDistance - DecelerationRate.fast.restingDistance(velocity: -2)) < 1e-9)
  }

  @Test func velocityIsTheDerivativeOfPosition() {
    let h = 1e-6
    for t in [0.01, 0.1, 0.5, 1, 2] {
      let slope = (fling.position(at: t + h) - fling.position(at: t - h)) / (2 * h)
      #expect(abs(slope - fling.velocity(at: t)) < 1e-4)
    }
  }

  @Test(arguments: [
    // (v0 pt/s, threshold pt/s, expected seconds = ln(threshold/|v0|)/(1000·ln d))
    (1000.0, 10.0, 2.300_281_739_604_183),
    (-1000.0, 10.0, 2.300_281_739_604_183),
    (5.0, 10.0, 0.0),
  ])
  func durationUntilSlowIsTheClosedForm(v0: Double, threshold: Double, seconds: Double) {
    let model = ScrollDeceleration(initialPosition: 0, initialVelocity: v0)
    let duration = model.duration(untilSpeedBelow: threshold)
    #expect(abs(duration - seconds) < 1e-9)
    #expect(abs(model.velocity(at: duration)) <= threshold + 1e-9)
  }

  @Test func nonPositiveThresholdStillGivesAFiniteDuration() {
    #expect(fling.duration(untilSpeedBelow: 0).isFinite)
    #expect(fling.duration(untilSpeedBelow: -3) == fling.duration(untilSpeedBelow: 0.001))
    #expect(fling.duration(untilSpeedBelow: .nan) == fling.duration(untilSpeedBelow: 0.001))
    #expect(fling.duration(untilSpeedBelow: .infinity) == 0)
  }

  @Test(arguments: [Double.nan, -Double.infinity, -1])
  func invalidTimesAreTreatedAsTheStart(time: Double) {
    #expect(fling.position(at: time) == 0)
    #expect(fling.velocity(at: time) == 1000)
  }

  @Test func nonFiniteStartValuesAreTreatedAsZero() {
    let model = ScrollDeceleration(initialPosition: .nan, initialVelocity: .infinity)
    for t in [0.0, 0.5, .infinity] {
      #expect(model.position(at: t) == 0)
      #expect(model.velocity(at: t) == 0)
    }
    #expect(model.restingPosition == 0)
    #expect(model.duration(untilSpeedBelow: 1) == 0)
  }

  @Test func restingDistanceAgreesWithTheExactDecelerationModel() {
    let model = ScrollDeceleration(initialPosition: 0, initialVelocity: 1000, rate: .normal)
    #expect(abs(model.restingPosition - DecelerationRate.normal.restingDistance(velocity: 1)) < 1e-9)
  }

  @Test(arguments: [(DecelerationRate.normal, 1.0), (.normal, -2.5), (.fast, 0.4), (.fast, -6)])
  func theBarsProjectionOfAFlingLandsWhereTheDecelerationRests(rate: DecelerationRate, velocity: Double) {
    // One model for both: where the bar projects a fling UIKit gives no target for is where the
    // simulated (and UIKit's continuous) deceleration comes to rest.
    let model = ScrollDeceleration(initialPosition: 300, initialVelocity: velocity * 1000, rate: rate)
    #expect(abs(rate.projectedOffset(from: 300, velocity: velocity) - model.restingPosition) < 1e-9)
  }
}
