import Testing

@testable import CollapsingNavBarCore

@Suite struct ObservedMotionWatchTests {
  static let ownSettle = NavBarPhase.coasting(ownTarget: 0, insetRoom: nil)

  @Test func anAnimatedOffsetEndsAfterThreeFramesWithoutMovement() {
    var watch = ObservedMotionWatch()
    watch.follow(Self.ownSettle, offset: 40)
    #expect(watch.needsFrames)
    #expect(watch.frame(isDecelerating: false, offset: 30) == nil)
    #expect(watch.frame(isDecelerating: false, offset: 30) == nil)
    #expect(watch.frame(isDecelerating: false, offset: 30) == nil)
    #expect(watch.frame(isDecelerating: false, offset: 30) == .scrollAnimationEnded)
    #expect(!watch.needsFrames)
  }

  @Test func movementIsCountedFromWhereTheWaitBegan() {
    var watch = ObservedMotionWatch()
    watch.follow(Self.ownSettle, offset: 40)
    // Three frames still at the offset the wait began at: the animation has not started moving
    // the content, yet nothing moved since the wait began.
    #expect(watch.frame(isDecelerating: false, offset: 40) == nil)
    #expect(watch.frame(isDecelerating: false, offset: 40) == nil)
    #expect(watch.frame(isDecelerating: false, offset: 40) == .scrollAnimationEnded)
  }

  @Test func aWaitGoingOnKeepsItsLastOffset() {
    var watch = ObservedMotionWatch()
    watch.follow(Self.ownSettle, offset: 40)
    #expect(watch.frame(isDecelerating: false, offset: 30) == nil)
    // Another pass in the same phase: the wait goes on, and 30 is still the last offset seen.
    watch.follow(Self.ownSettle, offset: 30)
    #expect(watch.frame(isDecelerating: false, offset: 30) == nil)
    #expect(watch.frame(isDecelerating: false, offset: 30) == nil)
    #expect(watch.frame(isDecelerating: false, offset: 30) == .scrollAnimationEnded)
  }

  @Test func aDecelerationEndsWhenUIKitStops() {
    var watch = ObservedMotionWatch()
    watch.follow(.coasting(ownTarget: nil, insetRoom: nil), offset: 0)
    #expect(watch.frame(isDecelerating: true, offset: 100) == nil)
    #expect(watch.frame(isDecelerating: false, offset: 120) == .didEndDecelerating)
  }

  @Test func stoppingWaitsForNothing() {
    var watch = ObservedMotionWatch()
    watch.follow(Self.ownSettle, offset: 0)
    watch.stop()
    #expect(!watch.needsFrames)
    #expect(watch.frame(isDecelerating: false, offset: 0) == nil)
  }
}
