import Testing

@testable import CollapsingNavBarCore

@Suite struct PanelLayoutVisibilityTests {
  func panel(height: Double, alpha: Double) -> PanelLayout {
    PanelLayout(
      id: "largeTitle", kind: .largeTitle, y: 100, height: height, fullHeight: 52, progress: 0, contentOffsetY: 0,
      alpha: alpha)
  }

  @Test func aFadedOutPanelWithAHeightTakesTouchesButIsNotRead() {
    let faded = panel(height: 20, alpha: 0)
    #expect(faded.takesTouches)
    #expect(!faded.isShown)
  }

  @Test func aPanelCollapsedAwayNeitherTakesTouchesNorIsRead() {
    let gone = panel(height: 0, alpha: 1)
    #expect(!gone.takesTouches)
    #expect(!gone.isShown)
  }

  @Test func aPanelWithAHeightAndAlphaShows() {
    let shown = panel(height: 52, alpha: 0.5)
    #expect(shown.takesTouches && shown.isShown)
  }

  @Test func thePanelsThatTakeTouchesAreTheOnesTheBarTakesTouchesOn() {
    var layout = BarLayout()
    layout.height = 200
    layout.panels = [panel(height: 20, alpha: 0), panel(height: 0, alpha: 1)]
    layout.panels[1].y = 150
    #expect(layout.takesTouch(atY: 110) == layout.panels[0].takesTouches)
    #expect(layout.takesTouch(atY: 150) == layout.panels[1].takesTouches)
  }

  @Test func theBlurShowsWithAnyAlpha() {
    #expect(BackgroundLayout(solidAlpha: 0.99, blurAlpha: 0.01).showsBlur)
    #expect(!BackgroundLayout(solidAlpha: 1, blurAlpha: 0).showsBlur)
  }
}
