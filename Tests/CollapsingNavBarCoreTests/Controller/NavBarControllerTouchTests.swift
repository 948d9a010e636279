import Testing

@testable import CollapsingNavBarCore

/// A finger that rests on the content without panning (``ScrollEvent/touchBegan``) and lifts
/// (``ScrollEvent/touchEnded``): the bar holds the content while it rests and settles after.
@Suite struct NavBarControllerTouchTests {
  /// A container whose content coasts after a fling with the bar partly collapsed (`c` = 30, the
  /// whole states of the inbox bar being 0, 52, 96 and 148).
  private func coasting(at c: Double = 30) -> TestContainer {
    var container = TestContainer()
    container.attach()
    container.send(.dragBegan)
    container.scroll(by: 10)
    container.send(.willEndDragging(velocity: 2, targetOffset: 2000))
    container.send(.didEndDragging(willDecelerate: true))
    container.scroll(toDistance: c)
    return container
  }

  @Test func aFingerOnDeceleratingContentHoldsItAndWantsFrames() {
    var container = coasting()
    let commands = container.send(.touchBegan)
    #expect(container.controller.phase == .touching)
    #expect(container.controller.isTouching)
    #expect(commands.stopsContentMotion)
    #expect(commands.contentOffset == nil)
    #expect(container.controller.needsFrames)
    // UIKit reports the end of the deceleration the finger stopped while the finger is down.
    let end = container.send(.didEndDecelerating)
    #expect(end.contentOffset == nil && end.effects.layoutAnimationDuration == nil)
    #expect(container.controller.phase == .touching)
    // Frames while the finger rests move nothing.
    for tick in 0..<30 {
      #expect(container.send(.frame(time: Double(tick) / 120)).contentOffset == nil)
    }
    #expect(container.controller.collapseDistance == 30)
  }

  @Test func aFingerThatLiftsSettlesToTheNearestWholeState() {
    var container = coasting(at: 30)
    container.send(.touchBegan)
    container.send(.didEndDecelerating)
    let lift = container.send(.touchEnded)
    let offset = try! #require(lift.contentOffset)
    #expect(offset.y == 52 - container.controller.basis)
    #expect(container.controller.phase == .coasting(ownTarget: 52, insetRoom: nil))
    #expect(!container.controller.needsFrames)
  }

  @Test func aFingerOnTheBarsScrollToTopStopsItUntilTheLift() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 600)
    container.send(.scrollToTopRequested)
    var time = 0.0
    while container.controller.collapseDistance > 130 && time < 2 {
      container.send(.frame(time: time))
      time += 1.0 / 120
    }
    let held = container.geometry.contentOffsetY
    let collapse = container.controller.collapse
    #expect(collapse > 96 && collapse < 148)
    #expect(container.send(.touchBegan).stopsContentMotion)
    #expect(container.controller.phase == .touching)
    for _ in 0..<30 {
      time += 1.0 / 120
      #expect(container.send(.frame(time: time)).contentOffset == nil)
    }
    #expect(container.geometry.contentOffsetY == held)
    // A second status-bar tap under the resting finger does nothing.
    #expect(container.send(.scrollToTopRequested).effects.scrollToTop == nil)
    #expect(container.controller.phase == .touching)
    let lift = container.send(.touchEnded)
    #expect(lift.contentOffset != nil)
    let nearest: Double = collapse - 96 < 148 - collapse ? 96 : 148
    #expect(container.controller.phase == .coasting(ownTarget: nearest, insetRoom: nil))
  }

  @Test func aTouchOnContentAtRestChangesNothing() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 52)
    let down = container.send(.touchBegan)
    #expect(!down.stopsContentMotion && down.contentOffset == nil && !down.effects.layoutChanged)
    #expect(container.controller.phase == .touching)
    let lift = container.send(.touchEnded)
    #expect(lift.isEmpty)
    #expect(container.controller.phase == .idle)
  }

  @Test func aPendingSettleWaitsForTheLift() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 70)
    container.send(.detach)
    container.attach()
    #expect(container.controller.phase == .settlePending(frames: 2))
    container.send(.touchBegan)
    for tick in 0..<5 { #expect(container.send(.frame(time: Double(tick))).contentOffset == nil) }
    #expect(container.controller.phase == .touching)
    #expect(container.send(.touchEnded).contentOffset != nil)
  }

  @Test func aPanAfterTheTouchIsADrag() {
    var container = coasting()
    container.send(.touchBegan)
    container.send(.dragBegan)
    #expect(container.controller.phase == .dragging)
    // The drag's finger is known: a touch report changes nothing, and no lift is expected.
    #expect(container.send(.touchBegan).isEmpty)
    #expect(container.controller.phase == .dragging)
    #expect(container.send(.touchEnded).isEmpty)
    #expect(container.controller.phase == .dragging)
  }

  @Test func aLiftWithoutATouchIsIgnored() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 30)
    #expect(container.send(.touchEnded).isEmpty)
    #expect(container.controller.phase == .idle)
  }

  @Test func contentHeldPastTheTopGoesBackAfterTheLift() {
    var container = TestContainer()
    container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: -80)
    container.send(.willEndDragging(velocity: 0, targetOffset: -container.controller.basis))
    container.send(.didEndDragging(willDecelerate: true))
    container.send(.touchBegan)
    #expect(container.controller.phase == .touching)
    let lift = container.send(.touchEnded)
    #expect(lift.contentOffset?.y == -container.controller.basis)
    #expect(container.controller.phase == .coasting(ownTarget: 0, insetRoom: nil))
  }

  @Test func searchDuringTheTouchLeavesTheSettleToTheCancel() {
    var container = coasting(at: 30)
    container.send(.touchBegan)
    container.send(.searchActivated)
    let lift = container.send(.touchEnded)
    #expect(lift.contentOffset == nil)
    #expect(container.controller.phase == .idle)
    let cancel = container.send(.searchCancelled)
    #expect(cancel.contentOffset?.y == 52 - container.controller.basis)
  }

  @Test func theTouchingPhaseWantsFramesAndCountsAFinger() {
    #expect(NavBarPhase.touching.needsFrames)
    #expect(NavBarPhase.touching.isTouching && NavBarPhase.touching.hasFinger)
    #expect(NavBarPhase.dragging.hasFinger && NavBarPhase.released(insetRoom: nil, settles: false).hasFinger)
    #expect(!NavBarPhase.idle.hasFinger && !NavBarPhase.coasting(ownTarget: nil, insetRoom: nil).hasFinger)
    #expect(!NavBarPhase.touching.isDragging && !NavBarPhase.touching.isContentMoving)
    #expect(NavBarPhase.touching.insetRoom == nil)
  }
}
