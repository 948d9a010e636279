import Testing

@testable import CollapsingNavBarCore

@Suite struct NavBarPhaseTests {
  @Test func aDragAndAFlingGoThroughTheirPhases() {
    var container = TestContainer()
    #expect(container.controller.phase == .detached(hasHistory: false))
    container.attach()
    #expect(container.controller.phase == .idle)
    container.send(.dragBegan)
    #expect(container.controller.phase == .dragging)
    container.scroll(by: 300)
    container.send(.willEndDragging(velocity: 1, targetOffset: 800))
    #expect(container.controller.phase == .released(insetRoom: nil, settles: false))
    container.send(.didEndDragging(willDecelerate: true))
    #expect(container.controller.phase == .coasting(ownTarget: nil, insetRoom: nil))
    #expect(container.controller.isContentMoving)
    container.send(.didEndDecelerating)
    #expect(container.controller.phase == .idle)
    container.send(.detach)
    #expect(container.controller.phase == .detached(hasHistory: true))
  }

  @Test func followsBarHoldsTheCollapseAtTheTargetOnlyWhileTheContentTravels() {
    var configuration = BarMetricsTests.inbox
    configuration.insetStrategy = .followsBar
    var container = TestContainer(configuration)
    container.attach()
    container.send(.dragBegan)
    container.scroll(by: 70)
    container.send(.willEndDragging(velocity: 0.5, targetOffset: container.geometry.contentOffsetY))
    // (Let go at 70 between the whole states 52 and 96, moving on: the bar lands at 96.)
    #expect(container.controller.phase.insetRoom == 96, "room for the collapse at the target")
    container.send(.didEndDragging(willDecelerate: true))
    #expect(container.controller.phase.insetRoom == 96)
    container.send(.dragBegan)
    #expect(container.controller.phase.insetRoom == nil)
  }

  @Test func scrollToTopASettleAndARestingFingerWantFramesAndNothingElseDoes() {
    #expect(NavBarPhase.settlePending(frames: 2).needsFrames)
    #expect(NavBarPhase.touching.needsFrames)
    #expect(!NavBarPhase.idle.needsFrames && !NavBarPhase.dragging.needsFrames)
    #expect(!NavBarPhase.coasting(ownTarget: 0, insetRoom: nil).needsFrames)
    #expect(!NavBarPhase.detached(hasHistory: true).isAttached)
    #expect(NavBarPhase.released(insetRoom: 3, settles: false).insetRoom == 3)
  }
}
