import Testing

@testable import CollapsingNavBarCore

@Suite struct StickyHeaderSettleTests {
  @Test func startsWhereTheFingerLetGoAndEndsExactlyOnTheTarget() {
    let settle = StickyHeaderSettle(from: 40, to: 0, velocity: -0.1)
    #expect(settle.offset(at: 0) == 40)
    #expect(settle.offset(at: settle.duration) == 0)
    #expect(settle.isFinished(at: 0.3) && !settle.isFinished(at: 0.29))
  }

  @Test func isWithinAPixelOfTheTargetBeforeItEnds() {
    let settle = StickyHeaderSettle(from: 160, to: 187, velocity: 0.2)
    #expect(abs(settle.offset(at: 0.28) - 187) < 1.0 / 3)
  }

  @Test func startsAtTheReleaseVelocity() {
    let settle = StickyHeaderSettle(from: 100, to: 187, velocity: 0.5)
    let slope = (settle.offset(at: 0.001) - settle.offset(at: 0)) / 1  // pt per ms
    #expect(abs(slope - 0.5) < 0.05)
  }

  @Test func neverOvershootsTheTarget() {
    let settle = StickyHeaderSettle(from: 10, to: 0, velocity: -3)
    for step in 0...300 {
      #expect(settle.offset(at: Double(step) / 1000) >= 0)
    }
  }

  @Test func reduceMotionShortensIt() {
    #expect(StickyHeaderSettle(from: 10, to: 0, velocity: 0, reduceMotion: true).duration == 0.15)
  }

  @Test func nonFiniteInputsSettleOnAFiniteTarget() {
    let settle = StickyHeaderSettle(from: .nan, to: .infinity, velocity: .nan)
    #expect(settle.offset(at: 0) == 0 && settle.offset(at: 1) == 0)
  }
}
