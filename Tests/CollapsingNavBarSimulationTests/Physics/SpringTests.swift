import CollapsingNavBarCore
import Foundation
import Testing

@testable import CollapsingNavBarSimulation

@Suite struct SpringTests {
  /// Response 2π s gives ω0 = 1 rad/s, which keeps the hand computations short.
  static func unit(_ zeta: Double) -> Spring { Spring(dampingRatio: zeta, response: 2 * .pi) }

  @Test(arguments: [
    // (ζ, x(1), v(1)) from x0 = 1, v0 = 0, ω0 = 1
    (1.0, 0.735_758_882_342_884_7, -0.367_879_441_171_442_33),  // (1 + t)·e^−t, −t·e^−t
    (2.0, 0.822_263_423_901_809_4, -0.213_909_130_260_279_38),  // over-damped roots −2 ± √3
  ])
  func closedFormMatchesHandComputedValues(zeta: Double, x: Double, v: Double) {
    let spring = Self.unit(zeta)
    #expect(abs(spring.displacement(at: 1, from: 1, velocity: 0) - x) < 1e-12)
    #expect(abs(spring.velocity(at: 1, from: 1, velocity: 0) - v) < 1e-12)
  }

  @Test func underDampedSpringOvershootsByTheClassicRatio() {
    // Half a damped period after release from rest: x = −e^(−ζπ/√(1−ζ²)) = −0.16303 at ζ = 0.5.
    let spring = Self.unit(0.5)
    let halfPeriod = Double.pi / (0.75).squareRoot()
    #expect(abs(spring.displacement(at: halfPeriod, from: 1, velocity: 0) + 0.163_033_534_821_580_48) < 1e-12)
    #expect(abs(spring.velocity(at: halfPeriod, from: 1, velocity: 0)) < 1e-12)
  }

  @Test(arguments: [0.2, 0.7, 1.0, 1.000_000_1, 1.5, 4.0])
  func startsFromTheGivenStateAndVelocityIsTheDerivative(zeta: Double) {
    let spring = Spring(dampingRatio: zeta, response: 0.4)
    #expect(abs(spring.displacement(at: 0, from: 30, velocity: -200) - 30) < 1e-9)
    #expect(abs(spring.velocity(at: 0, from: 30, velocity: -200) + 200) < 1e-9)
    let h = 1e-6
    for t in [0.02, 0.1, 0.3, 0.8] {
      let slope =
        (spring.displacement(at: t + h, from: 30, velocity: -200)
          - spring.displacement(at: t - h, from: 30, velocity: -200)) / (2 * h)
      #expect(abs(slope - spring.velocity(at: t, from: 30, velocity: -200)) < 1e-4)
    }
  }

  @Test(arguments: [
    // (ζ, x0, v0, tolerance)
    (1.0, 60.0, 0.0, 0.5), (1.0, 10.0, -500.0, 0.5), (1.0, -10.0, 40.0, 0.1),
    (0.3, 60.0, 0.0, 0.5), (0.7, 0.0, 300.0, 0.5), (2.5, 60.0, 100.0, 0.5),
  ])
  func staysWithinTheToleranceFromTheSettlingTimeOn(zeta: Double, x0: Double, v0: Double, tolerance: Double) {
    let spring = Spring(dampingRatio: zeta, response: 0.5)
    let settle = spring.settlingDuration(from: x0, velocity: v0, tolerance: tolerance)
    #expect(settle > 0)
    for step in 0...2000 {
      let t = settle + Double(step) * 0.002
      #expect(abs(spring.displacement(at: t, from: x0, velocity: v0)) <= tolerance + 1e-9)
    }
  }

  @Test func criticallyDampedSettlingFromRestIsExact() {
    // From rest the envelope (1 + ω0t)·e^(−ω0t)·x0 is the motion itself.
    let spring = Spring.bounceBack
    let settle = spring.settlingDuration(from: 60, velocity: 0, tolerance: 0.5)
    #expect(abs(settle - 0.490_431_391_194_516_56) < 1e-9)
    #expect(abs(spring.displacement(at: settle, from: 60, velocity: 0) - 0.5) < 1e-9)
  }

  @Test func alreadySettledTakesNoTime() {
    #expect(Spring.bounceBack.settlingDuration(from: 0.2, velocity: 0, tolerance: 0.5) == 0)
    #expect(Spring(dampingRatio: 0.7, response: 0.4).settlingDuration(from: 0, velocity: 0, tolerance: 0.5) == 0)
  }

  @Test func anUnderDampedSpringOvershootsByItsDampingRatio() {
    // (The fuzzer's varied bounce springs are under-damped too.)
    let spring = Spring(dampingRatio: 0.7, response: 0.4)
    let deepest = (0...1000).map { spring.displacement(at: Double($0) * 0.001, from: -100, velocity: 0) }.max()!
    // e^(−0.7π/√(1 − 0.49)) = 4.599%
    #expect(abs(deepest - 4.598_791) < 0.01)
  }

  @Test(arguments: [
    (Double.nan, Double.nan, 1.0, 0.5), (0.0, 0.0, 0.01, 0.001), (1e9, 1e9, 100.0, 1000.0),
  ])
  func parametersAreClampedAndNeverNaN(zeta: Double, response: Double, storedZeta: Double, storedResponse: Double) {
    let spring = Spring(dampingRatio: zeta, response: response)
    #expect(spring.dampingRatio == storedZeta && spring.response == storedResponse)
  }

  @Test(arguments: [0.3, 1.0, 3.0])
  func nonFiniteInputsGiveFiniteOutputs(zeta: Double) {
    let spring = Spring(dampingRatio: zeta, response: 0.4)
    for time in [Double.nan, -Double.infinity, -1, .infinity] {
      #expect(spring.displacement(at: time, from: .nan, velocity: .infinity) == 0)
      #expect(spring.velocity(at: time, from: 5, velocity: .nan).isFinite)
    }
    #expect(spring.displacement(at: .infinity, from: 5, velocity: 3) == 0)
    #expect(spring.displacement(at: -1, from: 5, velocity: 3) == 5)
    #expect(spring.settlingDuration(from: 5, velocity: 0, tolerance: .nan).isFinite)
    #expect(spring.settlingDuration(from: .greatestFiniteMagnitude, velocity: 0, tolerance: 0.5).isFinite)
  }
}
