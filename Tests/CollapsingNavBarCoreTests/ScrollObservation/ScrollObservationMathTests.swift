import Testing

@testable import CollapsingNavBarCore

@Suite struct ScrollObservationMathTests {
  @Test(arguments: [(-47.0, 47.0, 0.0), (53.0, 47.0, 100.0), (-107.0, 47.0, -60.0), (0.0, 0.0, 0.0)])
  func collapseDistanceIsOffsetPlusTopInset(offset: Double, inset: Double, expected: Double) {
    #expect(ScrollObservationMath.collapseDistance(contentOffsetY: offset, contentInsetTop: inset) == expected)
  }

  @Test func collapseDistanceOfNonFiniteInputIsZero() {
    #expect(ScrollObservationMath.collapseDistance(contentOffsetY: .nan, contentInsetTop: 47) == 0)
    #expect(ScrollObservationMath.collapseDistance(contentOffsetY: 10, contentInsetTop: .infinity) == 0)
  }

  @Test(arguments: [-60.0, 0, 12.5, 400])
  func contentOffsetIsTheInverseOfTheCollapseDistance(c: Double) {
    let y = ScrollObservationMath.contentOffsetY(collapseDistance: c, contentInsetTop: 91)
    #expect(ScrollObservationMath.collapseDistance(contentOffsetY: y, contentInsetTop: 91) == c)
  }

  @Test func contentOffsetForANonFiniteDistanceIsTheTop() {
    #expect(ScrollObservationMath.contentOffsetY(collapseDistance: .nan, contentInsetTop: 91) == -91)
    #expect(ScrollObservationMath.contentOffsetY(collapseDistance: 10, contentInsetTop: .nan) == 10)
  }

  @Test func fingerMovingUpScrollsTowardTheEndInPointsPerMillisecond() {
    #expect(ScrollObservationMath.scrollVelocity(panVelocityY: -1500) == 1.5)
    #expect(ScrollObservationMath.scrollVelocity(panVelocityY: 800) == -0.8)
    #expect(ScrollObservationMath.scrollVelocity(panVelocityY: 0) == 0)
    #expect(ScrollObservationMath.scrollVelocity(panVelocityY: .nan) == 0)
  }

  @Test func contentVelocityPerSecondKeepsItsSign() {
    #expect(ScrollObservationMath.scrollVelocity(contentPointsPerSecond: 2000) == 2)
    #expect(ScrollObservationMath.scrollVelocity(contentPointsPerSecond: -250) == -0.25)
    #expect(ScrollObservationMath.scrollVelocity(contentPointsPerSecond: -.infinity) == 0)
  }

  @Test func phaseChangeVelocityIsReadAsPointsPerSecondWithoutAnEstimate() {
    #expect(ScrollObservationMath.scrollVelocity(phaseChangeVelocityDY: 1500, estimate: nil) == 1.5)
    #expect(ScrollObservationMath.scrollVelocity(phaseChangeVelocityDY: -400, estimate: nil) == -0.4)
  }

  @Test func phaseChangeVelocityAgreeingWithTheMeasuredOneStaysInPointsPerSecond() {
    #expect(ScrollObservationMath.scrollVelocity(phaseChangeVelocityDY: 1500, estimate: 1.3) == 1.5)
  }

  @Test func phaseChangeVelocityAlreadyInPointsPerMillisecondIsNotDividedAgain() {
    // Were SwiftUI to report pt/ms, the measured velocity catches the 1000x error.
    #expect(ScrollObservationMath.scrollVelocity(phaseChangeVelocityDY: 1.5, estimate: 1.4) == 1.5)
    #expect(ScrollObservationMath.scrollVelocity(phaseChangeVelocityDY: -0.8, estimate: -0.7) == -0.8)
  }

  @Test func missingOrBrokenPhaseChangeVelocityFallsBackToTheMeasuredOne() {
    #expect(ScrollObservationMath.scrollVelocity(phaseChangeVelocityDY: nil, estimate: 0.9) == 0.9)
    #expect(ScrollObservationMath.scrollVelocity(phaseChangeVelocityDY: .nan, estimate: nil) == 0)
    #expect(ScrollObservationMath.scrollVelocity(phaseChangeVelocityDY: 2000, estimate: .nan) == 2)
  }

  @Test func measuredVelocityIsPointsPerMillisecondBetweenRecentSamples() {
    let up = ScrollObservationMath.estimatedVelocity(from: 100, at: 1.000, to: 116, at: 1.016) ?? .nan
    let down = ScrollObservationMath.estimatedVelocity(from: 100, at: 1.000, to: 92, at: 1.008) ?? .nan
    #expect(abs(up - 1) < 1e-9 && abs(down + 1) < 1e-9)
  }

  @Test func samplesTooCloseOrTooFarApartGiveNoMeasuredVelocity() {
    #expect(ScrollObservationMath.estimatedVelocity(from: 100, at: 1, to: 101, at: 1.0005) == nil)
    #expect(ScrollObservationMath.estimatedVelocity(from: 100, at: 1, to: 300, at: 1.2) == nil)
    #expect(ScrollObservationMath.estimatedVelocity(from: 100, at: .nan, to: 300, at: 1) == nil)
  }

  @Test func iOS18VelocityWithTheOppositeSignOfTheMeasuredMotionIsFlipped() {
    // SwiftUI's sign is undocumented: a fling toward the end measured at 1.8 pt/ms, reported as
    // -2000, is 2 pt/ms toward the end, not a fling back toward the top.
    #expect(ScrollObservationMath.scrollVelocity(phaseChangeVelocityDY: -2000, estimate: 1.8) == 2)
    #expect(ScrollObservationMath.scrollVelocity(phaseChangeVelocityDY: 2000, estimate: -1.8) == -2)
    // Read as points per millisecond, with the sign flipped, when that is nearest.
    #expect(ScrollObservationMath.scrollVelocity(phaseChangeVelocityDY: 2, estimate: -1.9) == -2)
    // A finger that stopped before it lifted (a measured speed below the check) keeps the sign.
    #expect(ScrollObservationMath.scrollVelocity(phaseChangeVelocityDY: 300, estimate: -0.01) == 0.3)
    #expect(ScrollObservationMath.signCheckSpeed == 0.05)
  }
}
