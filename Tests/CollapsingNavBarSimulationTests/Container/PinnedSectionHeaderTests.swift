import Testing

@testable import CollapsingNavBarSimulation

@Suite struct PinnedSectionHeaderTests {
  @Test func atRestAtTheTopTheHeaderSitsOnTheContentUnderTheInset() {
    let header = PinnedSectionHeader(contentOffsetY: -279, adjustedInsetTop: 279)
    #expect(!header.isPinned)
    #expect(header.screenTop == 279)
  }

  @Test func pulledDownTheHeaderFollowsTheContent() {
    let header = PinnedSectionHeader(contentOffsetY: -339, adjustedInsetTop: 279)
    #expect(!header.isPinned)
    #expect(header.screenTop == 339)
  }

  @Test func scrolledUnderTheInsetTheHeaderPinsAtTheAdjustedTop() {
    let header = PinnedSectionHeader(contentOffsetY: 500, adjustedInsetTop: 143)
    #expect(header.isPinned)
    #expect(header.screenTop == 143)
  }
}
