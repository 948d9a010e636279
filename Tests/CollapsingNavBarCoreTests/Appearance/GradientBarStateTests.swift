import Testing

@testable import CollapsingNavBarCore

@Suite struct GradientBarStateTests {
  @Test func startsTransparentAtRest() {
    let bar = GradientBarState(style: .overHeroImage)
    #expect(bar.appearance.progress == 0)
    #expect(bar.statusBarStyle == GradientBarStyle.overHeroImage.transparentStatusBarStyle)
  }

  @Test func followsTheDistanceWithHysteresis() {
    var bar = GradientBarState(style: .overHeroImage)
    bar.update(distance: 100, threshold: 200, style: .overHeroImage)
    #expect(bar.appearance == BarAppearance.gradient(offset: 100, threshold: 200, style: .overHeroImage))
    #expect(bar.statusBarStyle == .lightContent)
    bar.update(distance: 120, threshold: 200, style: .overHeroImage)
    #expect(bar.statusBarStyle == .darkContent)
    bar.update(distance: 100, threshold: 200, style: .overHeroImage)
    #expect(bar.statusBarStyle == .darkContent)
    bar.update(distance: 80, threshold: 200, style: .overHeroImage)
    #expect(bar.statusBarStyle == .lightContent)
  }

  @Test func aNewStyleAtTheMiddleKeepsTheStatusBarOpaque() {
    var bar = GradientBarState(style: .overHeroImage)
    bar.update(distance: 120, threshold: 200, style: .overHeroImage)
    bar.update(distance: 100, threshold: 200, style: .overHeroImage)
    #expect(bar.statusBarStyle == .darkContent)
    var restyled = GradientBarStyle.overHeroImage
    restyled.opaqueStatusBarStyle = .lightContent
    restyled.transparentStatusBarStyle = .darkContent
    bar.update(distance: 100, threshold: 200, style: restyled)
    #expect(bar.style == restyled)
    #expect(bar.tracker.isOpaque)
    #expect(bar.statusBarStyle == .lightContent)
  }

  @Test func anUpdateSaysWhetherWhatTheBarShowsChanged() {
    var bar = GradientBarState(style: .overHeroImage)
    var changes: [Bool] = []
    for distance in [0.0, 50, 50, 300, 400, 900] {
      changes.append(bar.update(distance: distance, threshold: 200, style: .overHeroImage))
    }
    // Deep in the content the bar is opaque and stays so: no change, frame after frame.
    #expect(changes == [false, true, false, true, false, false])
    // A new style is news even where the appearance's progress is the same.
    var restyled = GradientBarStyle.overHeroImage
    restyled.opaqueStatusBarStyle = .lightContent
    let restyledChanged = bar.update(distance: 900, threshold: 200, style: restyled)
    #expect(restyledChanged)
  }
}
