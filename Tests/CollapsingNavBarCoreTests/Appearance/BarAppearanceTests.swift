import Testing

@testable import CollapsingNavBarCore

@Suite struct BarAppearanceTests {
  @Test(arguments: [
    // (offset, threshold, progress)
    (-50.0, 200.0, 0.0), (0.0, 200.0, 0.0), (50.0, 200.0, 0.25), (100.0, 200.0, 0.5), (200.0, 200.0, 1.0),
    (900.0, 200.0, 1.0), (Double.nan, 200.0, 0.0), (.infinity, 200.0, 1.0), (-.infinity, 200.0, 0.0),
    (10.0, 0.0, 1.0), (0.0, 0.0, 0.0), (10.0, .nan, 1.0), (-10.0, -5.0, 0.0),
  ])
  func progressIsTheClampedRatioOfOffsetToThreshold(offset: Double, threshold: Double, progress: Double) {
    #expect(BarAppearance.progress(offset: offset, threshold: threshold) == progress)
    #expect(BarAppearance.gradient(offset: offset, threshold: threshold, style: .overHeroImage).progress == progress)
  }

  @Test func backgroundAlphaAndColoursFollowTheProgress() {
    let style = GradientBarStyle(
      backgroundColor: RGBAColor(white: 1, alpha: 0.9), transparentTitleColor: .white, opaqueTitleColor: .black,
      transparentTintColor: RGBAColor(red: 1, green: 1, blue: 1),
      opaqueTintColor: RGBAColor(red: 0, green: 0.5, blue: 1))
    let appearance = BarAppearance.gradient(offset: 75, threshold: 300, style: style)
    #expect(appearance.backgroundAlpha == 0.25)
    #expect(abs(appearance.backgroundColor.alpha - 0.225) < 1e-12)
    #expect(appearance.titleColor == RGBAColor(white: 0.75))
    #expect(appearance.tintColor == RGBAColor(red: 0.75, green: 0.875, blue: 1))
  }

  @Test func endsShowTheStylesColoursExactly() {
    let style = GradientBarStyle.overHeroImage
    let clear = BarAppearance.gradient(offset: 0, threshold: 209, style: style)
    #expect(clear.backgroundColor.alpha == 0)
    #expect(clear.titleColor == style.transparentTitleColor && clear.tintColor == style.transparentTintColor)
    let opaque = BarAppearance.gradient(offset: 209, threshold: 209, style: style)
    #expect(opaque.backgroundColor == style.backgroundColor)
    #expect(opaque.titleColor == style.opaqueTitleColor && opaque.tintColor == style.opaqueTintColor)
  }

  @Test(arguments: [(300.0, 91.0, 209.0), (80.0, 91.0, 0.0), (Double.nan, 91.0, 0.0), (300.0, .infinity, 300.0)])
  func thresholdIsTheHeroHeightLessTheBarHeight(hero: Double, bar: Double, threshold: Double) {
    #expect(BarAppearance.threshold(heroHeight: hero, barHeight: bar) == threshold)
  }
}
