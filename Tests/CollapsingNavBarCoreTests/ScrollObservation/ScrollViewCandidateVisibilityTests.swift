import Testing

@testable import CollapsingNavBarCore

@Suite struct ScrollViewCandidateVisibilityTests {
  @Test func aHiddenOrFullyTransparentViewHidesItsContent() {
    #expect(ScrollViewCandidate.hidesContent(isHidden: true, alpha: 1))
    #expect(ScrollViewCandidate.hidesContent(isHidden: false, alpha: 0))
    #expect(ScrollViewCandidate.hidesContent(isHidden: false, alpha: -0.5))
  }

  @Test func aVisibleViewEvenFaintDoesNot() {
    #expect(!ScrollViewCandidate.hidesContent(isHidden: false, alpha: 1))
    #expect(!ScrollViewCandidate.hidesContent(isHidden: false, alpha: 0.01))
  }
}
