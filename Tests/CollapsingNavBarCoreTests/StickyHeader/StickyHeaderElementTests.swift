import Testing

@testable import CollapsingNavBarCore

@Suite struct StickyHeaderElementTests {
  /// Maximum 258, minimum 111, safe area 47: content 211 pt expanded, 64 pt collapsed.
  let geometry = StickyHeaderGeometry(viewportHeight: 844, safeAreaTop: 47)

  @Test func avatarScalesToHalfAndMovesToTheLeadingEdge() {
    let avatar = StickyHeaderElement.avatar(geometry: geometry, width: 390)
    #expect(avatar.attributes(at: 0) == ElementAttributes(x: 195, y: 47 + 211 * 0.4, width: 80, height: 80))
    #expect(avatar.attributes(at: 1) == ElementAttributes(x: 16 + 20, y: 79, width: 80, height: 80, scale: 0.5))
    let middle = avatar.attributes(at: 0.5)
    #expect(middle.scale == 0.75)
    #expect(middle.x == 115.5)  // halfway from 195 to 36
  }

  @Test func titleScalesToNinetyPercentAndMovesToTheMiddleOfTheCollapsedHeader() {
    let title = StickyHeaderElement.title(geometry: geometry, width: 390)
    let expanded = title.attributes(at: 0)
    #expect(expanded.scale == 1 && expanded.width == 358 && expanded.height == 34)
    #expect(abs(expanded.y - (47 + 211 * 0.8)) < 1e-12)
    let collapsed = title.attributes(at: 1)
    #expect(collapsed.scale == 0.9 && collapsed.x == 195 && collapsed.y == 79)
  }

  @Test func presetsFollowTheHeaderProgressAndTheirCurve() {
    let eased = StickyHeaderElement.avatar(geometry: geometry, width: 390, curve: .easeInOut)
    let offset = geometry.collapseRange * 0.25
    let scale = eased.attributes(at: geometry.progress(at: offset)).scale
    #expect(abs(scale - (1 - 0.5 * TimingCurve.easeInOut.value(at: 0.25))) < 1e-12)
  }
}
