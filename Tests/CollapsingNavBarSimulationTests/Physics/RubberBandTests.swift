import CollapsingNavBarCore
import Testing

@testable import CollapsingNavBarSimulation

@Suite struct RubberBandTests {
  @Test(arguments: [
    // (dimension, overscroll, (1 − 1/(x·0.55/dim + 1))·dim)
    (800.0, 100.0, 51.461_988_304_093_61),
    (800.0, 400.0, 172.549_019_607_843_06),
    (600.0, 50.0, 26.294_820_717_131_52),
    (400.0, 1000.0, 231.578_947_368_421_07),
  ])
  func offsetMatchesTheHandComputedCurve(dimension: Double, overscroll: Double, offset: Double) {
    let band = RubberBand(dimension: dimension)
    #expect(abs(band.offset(forOverscroll: overscroll) - offset) < 1e-9)
    #expect(abs(band.offset(forOverscroll: -overscroll) + offset) < 1e-9)
  }

  @Test func inverseMapsTheShownOffsetBackToTheFingerTravel() {
    let band = RubberBand(dimension: 800)
    for x in [-5000.0, -100, -0.5, 0, 0.5, 100, 5000] {
      let back = band.overscroll(forOffset: band.offset(forOverscroll: x))
      #expect(abs(back - x) < 1e-9 * max(1, abs(x)))
    }
    #expect(abs(band.overscroll(forOffset: 51.461_988_304_093_61) - 100) < 1e-9)
  }

  @Test func offsetStartsWithTheCoefficientAsSlopeAndNeverReachesTheDimension() {
    let band = RubberBand(dimension: 800)
    #expect(abs(band.offset(forOverscroll: 1e-6) / 1e-6 - 0.55) < 1e-6)
    var previous = 0.0
    for x in stride(from: 10.0, through: 1e7, by: 99_999) {
      let b = band.offset(forOverscroll: x)
      #expect(b > previous && b < 800)
      previous = b
    }
  }

  @Test func infiniteOverscrollShowsTheAsymptoteAndNaNShowsNothing() {
    let band = RubberBand(dimension: 800)
    #expect(band.offset(forOverscroll: .infinity) == 800)
    #expect(band.offset(forOverscroll: -.infinity) == -800)
    #expect(band.offset(forOverscroll: .nan) == 0)
    #expect(band.overscroll(forOffset: .nan) == 0)
  }

  @Test(arguments: [800.0, 900, .infinity])
  func offsetsAtOrPastTheAsymptoteInvertToALargeFiniteTravel(offset: Double) {
    let band = RubberBand(dimension: 800)
    let travel = band.overscroll(forOffset: offset)
    #expect(travel.isFinite && travel > 1e12)
    #expect(band.overscroll(forOffset: -offset) == -travel)
  }

  @Test(arguments: [0.0, -10, .nan, .infinity])
  func unusableDimensionShowsNoOverscroll(dimension: Double) {
    let band = RubberBand(dimension: dimension)
    #expect(band.offset(forOverscroll: 100) == 0)
    #expect(band.overscroll(forOffset: 100) == 0)
  }

  @Test func invalidCoefficientFallsBackToUIKits() {
    for coefficient in [0.0, -1, .nan] {
      let band = RubberBand(dimension: 800, coefficient: coefficient)
      #expect(abs(band.offset(forOverscroll: 100) - 51.461_988_304_093_61) < 1e-9)
    }
  }
}
