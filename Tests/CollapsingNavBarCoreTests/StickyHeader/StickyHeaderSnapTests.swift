import Testing

@testable import CollapsingNavBarCore

@Suite struct StickyHeaderSnapTests {
  /// Collapse range 258 − 111 = 147 pt; half is 73.5.
  ///
  /// The normal projection multiplies the velocity (pt/ms) by 0.998/0.002 = 499.
  let geometry = StickyHeaderGeometry(viewportHeight: 844, safeAreaTop: 47)

  @Test(arguments: [
    // (offset, velocity pt/ms, decision)
    (60.0, 0.0, StickyHeaderSnap.open(targetOffset: 0)),  // no momentum, under half: open
    (73.5, 0.0, .closed(targetOffset: 147)),  // exactly half: closed
    (80.0, 0.0, .closed(targetOffset: 147)),
    (30.0, 0.1, .closed(targetOffset: 147)),  // collapsing fling ends at 79.9
    (30.0, 0.05, .open(targetOffset: 0)),  // ends at 54.95
    (100.0, -0.1, .open(targetOffset: 0)),  // expanding fling ends at 50.1
    (140.0, -0.1, .closed(targetOffset: 147)),  // ends at 90.1
    (100.0, 1.0, .none),  // ends at 599, past the range: already collapsed there
    (20.0, -0.1, .none),  // ends at −29.9, before the range: already open there
    (0.0, 0.0, .none),  // at rest
    (147.0, 0.0, .none),  // exactly collapsed
    (500.0, -0.8, .closed(targetOffset: 147)),  // from deep in the content, ends at 100.8
  ])
  func snapsOnlyWhenTheProjectedEndFallsInsideTheCollapseRange(
    offset: Double, velocity: Double, decision: StickyHeaderSnap
  ) {
    #expect(StickyHeaderSnap.decide(offset: offset, velocity: velocity, geometry: geometry) == decision)
  }

  @Test func targetOffsetIsZeroForOpenAndTheRangeForClosed() {
    #expect(StickyHeaderSnap.open(targetOffset: 0).targetOffset == 0)
    #expect(StickyHeaderSnap.decide(offset: 90, velocity: 0, geometry: geometry).targetOffset == 147)
    #expect(StickyHeaderSnap.none.targetOffset == nil)
  }

  @Test func theFastRateProjectsShorter() {
    // 0.1 pt/ms projects 9.9 pt at 0.99 (ends at 69.9, under half) but 49.9 pt at 0.998 (109.9).
    #expect(
      StickyHeaderSnap.decide(offset: 60, velocity: 0.1, geometry: geometry, rate: .fast) == .open(targetOffset: 0))
    #expect(StickyHeaderSnap.decide(offset: 60, velocity: 0.1, geometry: geometry) == .closed(targetOffset: 147))
  }

  @Test func nonFiniteInputsCountAsZero() {
    #expect(StickyHeaderSnap.decide(offset: 60, velocity: .nan, geometry: geometry) == .open(targetOffset: 0))
    #expect(StickyHeaderSnap.decide(offset: .infinity, velocity: 0.1, geometry: geometry) == .open(targetOffset: 0))
    #expect(StickyHeaderSnap.decide(offset: .nan, velocity: 0.2, geometry: geometry) == .closed(targetOffset: 147))
  }

  @Test func aHeaderWithoutCollapseRangeNeverSnaps() {
    let flat = StickyHeaderGeometry(viewportHeight: 100, safeAreaTop: 0)
    #expect(StickyHeaderSnap.decide(offset: 0.5, velocity: 0, geometry: flat) == .none)
  }

  @Test func theRestingTargetIsCalibratedFromTheGesturesStartNotAssumedZero() {
    // Whatever origin SwiftUI's target rect has (here −91, an inset), rest = original − c.
    #expect(StickyHeaderSnap.restingTargetMinY(originalTargetMinY: -51, collapseDistanceAtStart: 40) == -91)
    #expect(StickyHeaderSnap.restingTargetMinY(originalTargetMinY: 12, collapseDistanceAtStart: .nan) == 12)
  }

  @Test func theAdjustedTargetIsAWholeStateInTheTargetsOwnCoordinates() {
    let range = geometry.collapseRange
    #expect(StickyHeaderSnap.adjustedTargetMinY(targetMinY: -91 + 30, restingMinY: -91, geometry: geometry) == -91)
    #expect(
      StickyHeaderSnap.adjustedTargetMinY(targetMinY: -91 + range * 0.7, restingMinY: -91, geometry: geometry)
        == -91 + range)
    #expect(
      StickyHeaderSnap.adjustedTargetMinY(targetMinY: -91 + range + 5, restingMinY: -91, geometry: geometry) == nil)
    #expect(StickyHeaderSnap.adjustedTargetMinY(targetMinY: .nan, restingMinY: 0, geometry: geometry) == nil)
  }
}
