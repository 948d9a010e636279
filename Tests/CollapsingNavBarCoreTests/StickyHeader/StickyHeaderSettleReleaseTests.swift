import Testing

@testable import CollapsingNavBarCore

@Suite struct StickyHeaderSettleReleaseTests {
  /// Collapse range 800 · 0.25 + 47 − (64 + 47) = 136 pt.
  static let geometry = StickyHeaderGeometry(viewportHeight: 800, safeAreaTop: 47)

  static func settle(
    _ c: Double, velocity: Double = 0, kind: ScrollViewCandidate.Kind = .collectionView, iOS17: Bool = true,
    snaps: Bool = true, rate: DecelerationRate = .normal, reduceMotion: Bool = false
  ) -> StickyHeaderSettle? {
    StickyHeaderSettle.afterRelease(
      collapseDistance: c, velocity: velocity, snapGeometry: snaps ? geometry : nil, kind: kind,
      targetBehaviorAvailable: iOS17, rate: rate, reduceMotion: reduceMotion)
  }

  @Test func aListSettlesToTheNearerWholeStateOnEveryVersion() {
    #expect(Self.geometry.collapseRange == 136)
    for iOS17 in [false, true] {
      #expect(Self.settle(20, iOS17: iOS17) == StickyHeaderSettle(from: 20, to: 0, velocity: 0))
      #expect(Self.settle(100, kind: .tableView, iOS17: iOS17) == StickyHeaderSettle(from: 100, to: 136, velocity: 0))
    }
  }

  @Test func aScrollViewSettlesOnlyBeforeTheTargetBehaviorExists() {
    #expect(Self.settle(20, kind: .scrollView, iOS17: true) == nil)
    #expect(Self.settle(20, kind: .scrollView, iOS17: false) == StickyHeaderSettle(from: 20, to: 0, velocity: 0))
  }

  @Test func noSnappingOrATextViewPlaysNothing() {
    #expect(Self.settle(20, snaps: false) == nil)
    #expect(Self.settle(20, kind: .textInput) == nil)
  }

  @Test func aReleaseThatEndsOutsideTheRangePlaysNothing() {
    #expect(Self.settle(0) == nil)
    #expect(Self.settle(-30) == nil)
    #expect(Self.settle(136) == nil)
    #expect(Self.settle(400) == nil)
    // A fling that carries the content past the range: the header is already whole there.
    #expect(Self.settle(20, velocity: 2) == nil)
  }

  @Test func theFlingAndTheRateDecideTheStateAndTheVelocityCarriesOn() {
    // At rest 20 pt in it would open; flung toward the end it ends past halfway and closes.
    let flung = Self.settle(20, velocity: 0.2)
    #expect(flung == StickyHeaderSettle(from: 20, to: 136, velocity: 0.2))
    // The fast rate projects the same fling a tenth as far: it opens.
    #expect(Self.settle(20, velocity: 0.2, rate: .fast) == StickyHeaderSettle(from: 20, to: 0, velocity: 0.2))
  }

  @Test func reduceMotionShortensTheSettle() {
    #expect(Self.settle(20, reduceMotion: true)?.duration == StickyHeaderSettle.reducedMotionDuration)
  }
}
