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

  @Test func underTheGlassLookAShrinkingFieldIsACapsuleOfItsHeight() {
    for height in [35.5, 28.0, 18.0, 6.0] {
      let clip = SearchFieldClip(
        field: SearchFieldLayout(y: 4, height: height, contentAlpha: 0.5, isActive: false), barX: 8, barWidth: 374,
        barHeight: 56, textField: textField, look: .glass)
      #expect(clip.cornerRadius == height / 2)
      // Where it goes is the look's no more than before.
      let classic = SearchFieldClip(
        field: SearchFieldLayout(y: 4, height: height, contentAlpha: 0.5, isActive: false), barX: 8, barWidth: 374,
        barHeight: 56, textField: textField)
      #expect(clip.clip == classic.clip)
      #expect(clip.searchBar == classic.searchBar)
    }
  }

  @Test func underTheGlassLookAFieldAtItsOwnHeightKeepsTheSystemsShape() {
    for height in [36.0, 40.0] {
      let clip = SearchFieldClip(
        field: SearchFieldLayout(y: 8, height: height, contentAlpha: 1, isActive: false), barX: 8, barWidth: 374,
        barHeight: 56, textField: textField, look: .glass)
      #expect(clip.cornerRadius == 0)
    }
    let active = SearchFieldClip(
      field: SearchFieldLayout(y: 8, height: 36, contentAlpha: 1, isActive: true), barX: 8, barWidth: 374,
      barHeight: 56, textField: textField, look: .glass)
    #expect(active.cornerRadius == 0)
  }

  @Test func theFieldsCornerRadiusIsTheLooks() {
    #expect(BarLook.classic.searchFieldCornerRadius(height: 36) == 10)
    #expect(BarLook.classic.searchFieldCornerRadius(height: 12) == 6)
    #expect(BarLook.glass.searchFieldCornerRadius(height: 36) == 18)
    #expect(BarLook.glass.searchFieldCornerRadius(height: 98.67) == 98.67 / 2)
    for bad in [-4.0, .nan, .infinity, -.infinity] {
      #expect(BarLook.glass.searchFieldCornerRadius(height: bad) == 0)
      #expect(BarLook.classic.searchFieldCornerRadius(height: bad) == 0)
    }
  }
}
