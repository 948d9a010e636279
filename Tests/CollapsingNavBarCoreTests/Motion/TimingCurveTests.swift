import Testing

@testable import CollapsingNavBarCore

@Suite struct TimingCurveTests {
  static let curves: [TimingCurve] = [
    .linear, .ease, .easeIn, .easeOut, .easeInOut, .springLike,
    TimingCurve(x1: 0.9, y1: 0, x2: 0.1, y2: 1),  // steep in the middle: dy/dx = 10
    TimingCurve(x1: 0.9, y1: -0.6, x2: 0.1, y2: 1.8),
    TimingCurve(x1: 0.3, y1: 0.3, x2: 0.7, y2: 0.7),  // on the diagonal
  ]

  @Test(arguments: curves)
  func solvedValueMatchesTheCurveToOneMillionth(curve: TimingCurve) {
    // Walk the curve by its parameter and check the solver finds the same y for its x.
    for step in 0...10_000 {
      let t = Double(step) / 10_000
      let x = TimingCurve.bezier(t, curve.x1, curve.x2)
      let y = TimingCurve.bezier(t, curve.y1, curve.y2)
      #expect(abs(curve.value(at: x) - y) <= 1e-6)
    }
  }

  /// Adds a curve whose tangent is vertical at x = 0.5 (x'(t) = 0 there), the hardest case for
  /// the solver's monotonicity.
  @Test(arguments: curves + [TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)])
  func solvedParameterIsMonotoneInX(curve: TimingCurve) {
    var previous = -1.0
    for step in 0...10_000 {
      let t = curve.parameter(forX: Double(step) / 10_000)
      #expect(t >= previous - 1e-12)
      previous = t
    }
  }

  @Test(arguments: [TimingCurve.linear, .ease, .easeIn, .easeOut, .easeInOut])
  func presetsWithinTheUnitSquareNeverGoBackward(curve: TimingCurve) {
    var previous = 0.0
    for step in 0...10_000 {
      let y = curve.value(at: Double(step) / 10_000)
      #expect(y >= previous - 1e-9 && y <= 1)
      previous = y
    }
  }

  @Test(arguments: [
    // (curve, values at x = 0.1, 0.25, 0.5, 0.75, 0.9) from an independent bisection
    (TimingCurve.ease, [0.094_796_306, 0.408_510_591, 0.802_403_388, 0.960_458_978, 0.994_316_477]),
    (.easeIn, [0.017_026_61, 0.093_464_651, 0.315_356_813, 0.621_861_869, 0.839_427_846]),
    (.easeOut, [0.160_572_154, 0.378_138_131, 0.684_643_187, 0.906_535_349, 0.982_973_39]),
    (.easeInOut, [0.019_722_454, 0.129_161_931, 0.5, 0.870_838_069, 0.980_277_546]),
    (.springLike, [0.403_933_042, 0.816_289_199, 1.087_400_67, 1.059_646_86, 1.012_615_579]),
  ])
  func presetsMatchReferenceValues(curve: TimingCurve, values: [Double]) {
    for (x, y) in zip([0.1, 0.25, 0.5, 0.75, 0.9], values) {
      #expect(abs(curve.value(at: x) - y) < 1e-8)
    }
  }

  @Test func presetsUseTheCSSControlPoints() {
    #expect(TimingCurve.easeIn == TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1))
    #expect(TimingCurve.easeOut == TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1))
    #expect(TimingCurve.easeInOut == TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    #expect(TimingCurve.springLike == TimingCurve(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1))
  }

  @Test func springLikeCurveOvershootsByAboutTenPercentAndEndsAtOne() {
    let peak = (0...10_000).map { TimingCurve.springLike.value(at: Double($0) / 10_000) }.max()!
    #expect(abs(peak - 1.097_803_5) < 1e-6)
    #expect(TimingCurve.springLike.value(at: 1) == 1)
  }

  @Test(arguments: [(-0.5, 0.0), (Double.nan, 0.0), (-Double.infinity, 0.0), (1.5, 1.0), (.infinity, 1.0)])
  func inputsOutsideTheUnitIntervalAreClamped(x: Double, y: Double) {
    #expect(TimingCurve.easeInOut.value(at: x) == y)
  }

  @Test func controlPointsAreSanitized() {
    let curve = TimingCurve(x1: -1, y1: .nan, x2: 3, y2: .infinity)
    #expect(curve == TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1))
    #expect(TimingCurve(x1: 0.5, y1: 1e9, x2: 0.5, y2: -1e9).y1 == 1000)
  }
}
