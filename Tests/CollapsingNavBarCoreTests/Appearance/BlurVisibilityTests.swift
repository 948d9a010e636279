import CollapsingNavBarCore
import Testing

@Suite struct BlurVisibilityTests {
  @Test func theBlurShowsAtOnce() {
    #expect(BlurVisibility.action(showsBlur: true, runningAnimationDuration: 0.3) == .show)
  }

  @Test func aHideWaitsForTheRunningAnimation() {
    #expect(BlurVisibility.action(showsBlur: false, runningAnimationDuration: 0.25) == .hideAfter(0.25))
    #expect(BlurVisibility.action(showsBlur: false, runningAnimationDuration: 0) == .hide)
    #expect(BlurVisibility.action(showsBlur: false, runningAnimationDuration: .nan) == .hide)
  }

  @Test func aDelayedHideIsDroppedWhenTheBlurCameBack() {
    #expect(!BlurVisibility.delayedHideApplies(showsBlurNow: true))
    #expect(BlurVisibility.delayedHideApplies(showsBlurNow: false))
  }
}
