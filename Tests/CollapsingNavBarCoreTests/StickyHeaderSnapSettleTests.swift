import Testing

@testable import CollapsingNavBarCore

@Suite struct StickyHeaderSnapSettleTests {
  @Test func slowReleaseSettlesWithTheHeadersOwnShortAnimation() {
    for velocity in [0, 0.1, -0.2, .nan] {
      #expect(StickyHeaderSnap.settle(velocity: velocity, reduceMotion: false) == .release)
    }
    #expect(
      StickyHeaderSnap.settle(velocity: 0.05, reduceMotion: true)?.duration == SettleAnimation.reducedMotionDuration)
  }

  @Test func flingKeepsTheAnimatedOffsetChange() {
    #expect(StickyHeaderSnap.settle(velocity: 0.21, reduceMotion: false) == nil)
    #expect(StickyHeaderSnap.settle(velocity: -3, reduceMotion: true) == nil)
    #expect(StickyHeaderSnap.settle(velocity: 0.5, threshold: 1, reduceMotion: false) == .release)
  }
}
