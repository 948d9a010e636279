import Testing

@testable import CollapsingNavBarCore

@Suite struct FrameRatePreferenceTests {
  @Test func barAnimationsAskForTheFullProMotionRate() {
    let rate = FrameRatePreference.barAnimation
    #expect(rate.preferred == 120)
    #expect(rate.maximum == 120)
    #expect(rate.minimum == 80)
  }

  @Test func aPreferenceIsAlwaysAnOrderedFiniteRange() {
    let odd = FrameRatePreference(minimum: -5, maximum: .nan, preferred: 30)
    #expect(odd.minimum == 0 && odd.maximum == 0 && odd.preferred == 0)
    let inverted = FrameRatePreference(minimum: 90, maximum: 60, preferred: .infinity)
    #expect(inverted.minimum == 90 && inverted.maximum == 90 && inverted.preferred == 90)
    let clamped = FrameRatePreference(minimum: 30, maximum: 60, preferred: 120)
    #expect(clamped.preferred == 60)
  }
}
