import Testing

@testable import CollapsingNavBarCore

@Suite struct SettleAnimationTests {
  @Test func settleAtAReleaseEasesOutWithinAThirdOfASecond() {
    let settle = SettleAnimation.settle(atRelease: true, reduceMotion: false)
    #expect(settle == .release)
    #expect(settle.duration == 0.3)
    #expect(settle.curve == .easeOut)
    #expect(settle.offset(from: -120, to: -131, at: 0) == -120)
    #expect(settle.offset(from: -120, to: -131, at: 0.3) == -131)
    #expect(settle.offset(from: -120, to: -131, at: 5) == -131)
    // Fast from the start: more than half the way in the first half of the time.
    #expect(settle.fraction(at: 0.15) > 0.6)
    #expect(settle.fraction(at: 0.03) > 0.15)
    #expect(!settle.isFinished(at: 0.29) && settle.isFinished(at: 0.3) && settle.isFinished(at: 0.3 - 1e-12))
  }

  @Test func settleFromRestEasesIn() {
    let settle = SettleAnimation.settle(atRelease: false, reduceMotion: false)
    #expect(settle == .fromRest)
    #expect(settle.duration == 0.3)
    // One frame in, the content has hardly moved: it does not jump into motion.
    #expect(settle.fraction(at: 1.0 / 120) < 0.01)
    #expect(settle.offset(from: 0, to: 10, at: 0.3) == 10)
  }

  @Test func reduceMotionShortensIt() {
    for atRelease in [true, false] {
      let settle = SettleAnimation.settle(atRelease: atRelease, reduceMotion: true)
      #expect(settle.duration == SettleAnimation.reducedMotionDuration)
      #expect(settle.duration < SettleAnimation.release.duration)
      #expect(settle.curve == SettleAnimation.settle(atRelease: atRelease, reduceMotion: false).curve)
      #expect(settle.isFinished(at: 0.15))
      #expect(settle.offset(from: 0, to: 10, at: 0.15) == 10)
    }
  }

  @Test func durationStaysWithinTheLimitAndBadInputIsTamed() {
    #expect(SettleAnimation(duration: 2, curve: .linear).duration == SettleAnimation.maximumDuration)
    #expect(SettleAnimation(duration: -1, curve: .linear).duration == 0)
    #expect(SettleAnimation(duration: .nan, curve: .linear).duration == SettleAnimation.maximumDuration)
    let instant = SettleAnimation(duration: 0, curve: .linear)
    #expect(instant.fraction(at: 0) == 1 && instant.isFinished(at: 0))
    #expect(SettleAnimation.release.offset(from: 0, to: 10, at: .nan) == 10)
    #expect(SettleAnimation.release.offset(from: 0, to: 10, at: -1) == 0)
  }
}
