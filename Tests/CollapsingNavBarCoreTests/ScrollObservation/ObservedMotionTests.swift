import Testing

@testable import CollapsingNavBarCore

@Suite struct ObservedMotionTests {
  @Test func aDecelerationEndsWhenUIKitStopsDecelerating() {
    var motion = ObservedMotion.decelerating
    #expect(motion.frame(isDecelerating: true, offsetMoved: true) == nil)
    #expect(motion.frame(isDecelerating: true, offsetMoved: false) == nil)
    #expect(motion.frame(isDecelerating: false, offsetMoved: false) == .didEndDecelerating)
    #expect(motion == .none && !motion.needsFrames)
  }

  @Test func anAnimatedChangeEndsAfterThreeStillFrames() {
    var motion = ObservedMotion.animating(stillFrames: 0)
    #expect(motion.frame(isDecelerating: false, offsetMoved: true) == nil)
    #expect(motion.frame(isDecelerating: false, offsetMoved: false) == nil)
    #expect(motion.frame(isDecelerating: false, offsetMoved: false) == nil)
    #expect(motion.frame(isDecelerating: false, offsetMoved: true) == nil)
    #expect(motion.frame(isDecelerating: false, offsetMoved: false) == nil)
    #expect(motion.frame(isDecelerating: false, offsetMoved: false) == nil)
    #expect(motion.frame(isDecelerating: false, offsetMoved: false) == .scrollAnimationEnded)
    #expect(motion == .none)
  }

  @Test func nothingInFlightReportsNothing() {
    var motion = ObservedMotion.none
    #expect(motion.frame(isDecelerating: false, offsetMoved: true) == nil)
    #expect(!motion.needsFrames)
  }

  @Test func theControllersPhaseSaysWhatToWaitFor() {
    var motion = ObservedMotion.none
    motion.follow(.coasting(ownTarget: nil, insetRoom: nil))
    #expect(motion == .decelerating)
    motion.follow(.coasting(ownTarget: 52, insetRoom: nil))
    #expect(motion == .animating(stillFrames: 0))
    motion.follow(.dragging)
    #expect(motion == .none)
  }

  @Test func aWaitAlreadyRunningGoesOn() {
    var motion = ObservedMotion.animating(stillFrames: 2)
    motion.follow(.coasting(ownTarget: 104, insetRoom: nil))
    #expect(motion == .animating(stillFrames: 2))
  }
}
