import Testing

@testable import CollapsingNavBarCore

@Suite struct SettleAnimationTests {
  @Test func standardSettleEasesOutWithinAThirdOfASecond() {
    let settle = SettleAnimation.release(reduceMotion: false)
    #expect(settle == .standard)
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

  @Test func reduceMotionShortensIt() {
    let settle = SettleAnimation.release(reduceMotion: true)
    #expect(settle.duration < SettleAnimation.standard.duration)
    #expect(settle.isFinished(at: 0.15))
    #expect(settle.offset(from: 0, to: 10, at: 0.15) == 10)
  }

  @Test func durationStaysWithinTheLimitAndBadInputIsTamed() {
    #expect(SettleAnimation(duration: 2, curve: .linear).duration == SettleAnimation.maximumDuration)
    #expect(SettleAnimation(duration: -1, curve: .linear).duration == 0)
    #expect(SettleAnimation(duration: .nan, curve: .linear).duration == SettleAnimation.maximumDuration)
    let instant = SettleAnimation(duration: 0, curve: .linear)
    #expect(instant.fraction(at: 0) == 1 && instant.isFinished(at: 0))
    #expect(SettleAnimation.standard.offset(from: 0, to: 10, at: .nan) == 10)
    #expect(SettleAnimation.standard.offset(from: 0, to: 10, at: -1) == 0)
  }
}
