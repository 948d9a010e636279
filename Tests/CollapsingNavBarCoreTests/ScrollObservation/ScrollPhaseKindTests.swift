import Testing

@testable import CollapsingNavBarCore

@Suite struct ScrollPhaseKindTests {
  @Test(arguments: [ScrollPhaseKind.idle, .tracking, .decelerating, .animating])
  func enteringInteractingBeginsADrag(old: ScrollPhaseKind) {
    #expect(ScrollPhaseKind.dragTransition(from: old, to: .interacting) == .began)
  }

  @Test func leavingInteractingEndsTheDrag() {
    #expect(ScrollPhaseKind.dragTransition(from: .interacting, to: .decelerating) == .ended(willDecelerate: true))
    #expect(ScrollPhaseKind.dragTransition(from: .interacting, to: .idle) == .ended(willDecelerate: false))
    #expect(ScrollPhaseKind.dragTransition(from: .interacting, to: .animating) == .ended(willDecelerate: false))
  }

  @Test func changesWithoutTheFingerAreNotDragTransitions() {
    #expect(ScrollPhaseKind.dragTransition(from: .idle, to: .tracking) == nil)
    #expect(ScrollPhaseKind.dragTransition(from: .tracking, to: .idle) == nil)
    #expect(ScrollPhaseKind.dragTransition(from: .decelerating, to: .idle) == nil)
    #expect(ScrollPhaseKind.dragTransition(from: .interacting, to: .interacting) == nil)
    #expect(ScrollPhaseKind.dragTransition(from: .animating, to: .idle) == nil)
  }
}
