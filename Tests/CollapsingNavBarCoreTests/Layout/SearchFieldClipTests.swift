import Testing

@testable import CollapsingNavBarCore

@Suite struct SearchFieldClipTests {
  private let textField = SearchFieldClip.Frame(x: 8, y: 10, width: 358, height: 36)

  @Test func aRestingFieldClipsTheTextFieldRoundedAroundItsMiddle() {
    let clip = SearchFieldClip(
      field: SearchFieldLayout(y: 8, height: 36, contentAlpha: 1, isActive: false), barX: 8, barWidth: 374,
      barHeight: 56, textField: textField)
    #expect(clip.clip == .init(x: 16, y: 8, width: 358, height: 36))
    #expect(clip.cornerRadius == 10)
    #expect(clip.searchBar == .init(x: -8, y: -10, width: 374, height: 56))
  }

  @Test func aShrinkingFieldKeepsItsMiddleAndRoundsToHalfItsHeight() {
    let clip = SearchFieldClip(
      field: SearchFieldLayout(y: 4, height: 18, contentAlpha: 0.2, isActive: false), barX: 8, barWidth: 374,
      barHeight: 56, textField: textField)
    #expect(clip.clip.height == 18)
    #expect(clip.cornerRadius == 9)
    // The text field's middle (28 in the bar) sits at the clip's middle (9).
    #expect(clip.searchBar.y + 28 == 9)
  }

  @Test func anActiveFieldShowsTheWholeBarCentredOnTheField() {
    let clip = SearchFieldClip(
      field: SearchFieldLayout(y: 8, height: 36, contentAlpha: 1, isActive: true), barX: 8, barWidth: 374,
      barHeight: 56, textField: textField)
    #expect(clip.clip == .init(x: 8, y: -2, width: 374, height: 56))
    #expect(clip.cornerRadius == 0)
    #expect(clip.searchBar == .init(x: 0, y: 0, width: 374, height: 56))
  }

  @Test func withoutAFieldTheWholeBarShows() {
    let clip = SearchFieldClip(field: nil, barX: 8, barWidth: 374, barHeight: 56, textField: textField)
    #expect(clip.clip == .init(x: 8, y: 0, width: 374, height: 56))
    #expect(
      SearchFieldClip.fallbackTextField(barWidth: 374, barHeight: 56) == .init(x: 8, y: 10, width: 358, height: 36))
  }
}
