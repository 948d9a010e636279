import Testing

@testable import CollapsingNavBarCore

@Suite struct DecelerationRateTests {
  @Test func presetsMatchUIKitRates() {
    #expect(DecelerationRate.normal.rate == 0.998)
    #expect(DecelerationRate.fast.rate == 0.99)
  }

  @Test(arguments: [
    // (rate, velocity pt/ms, exact rest distance −v/ln d)
    (0.998, 1.0, 499.499_833_166_454_8),
    (0.998, -2.0, -998.999_666_332_909_6),
    (0.99, 1.0, 99.499_162_473_422_07),
  ])
  func projectionIsTheExactRestDistanceOfTheDecay(rate: Double, velocity: Double, exact: Double) {
    let deceleration = DecelerationRate(rate: rate)
    #expect(abs(deceleration.projectedDistance(velocity: velocity) - exact) < 1e-9)
    #expect(abs(deceleration.restingDistance(velocity: velocity) - exact) < 1e-9)
  }

  @Test func projectionTravelsHalfAMillisecondFurtherThanTheGeometricSumOfWholeMilliseconds() {
    // −v/ln d − v·d/(1−d) → v/2 as d → 1: 0.49983 pt per pt/ms at 0.998, 0.49916 at 0.99.
    for (rate, gap) in [(0.998, 0.499_833_166_455), (0.99, 0.499_162_473_422)] {
      let deceleration = DecelerationRate(rate: rate)
      let geometricSum = rate / (1 - rate)
      #expect(abs(deceleration.projectedDistance(velocity: 1) - geometricSum - gap) < 1e-9)
    }
  }

  @Test func projectedOffsetAddsTheProjectionToTheOffset() {
    #expect(abs(DecelerationRate.normal.projectedOffset(from: 100, velocity: -0.5) - (100 - 249.749_916_583)) < 1e-8)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteVelocityProjectsNoDistance(velocity: Double) {
    #expect(DecelerationRate.normal.projectedDistance(velocity: velocity) == 0)
    #expect(DecelerationRate.normal.restingDistance(velocity: velocity) == 0)
    #expect(DecelerationRate.normal.projectedOffset(from: .nan, velocity: velocity) == 0)
  }

  @Test(arguments: [
    (Double.nan, 0.998), (.infinity, 0.998), (2.0, 0.999_999), (1.0, 0.999_999), (0.0, 0.01), (-1.0, 0.01),
  ])
  func invalidRatesAreClampedIntoTheDecayingRange(input: Double, stored: Double) {
    let rate = DecelerationRate(rate: input)
    #expect(rate.rate == stored)
    #expect(rate.projectedDistance(velocity: 1e6).isFinite)
  }

  @Test func hugeFiniteVelocityStaysFinite() {
    #expect(DecelerationRate.normal.projectedDistance(velocity: .greatestFiniteMagnitude).isFinite)
    #expect(DecelerationRate.normal.restingDistance(velocity: -.greatestFiniteMagnitude).isFinite)
  }
}
