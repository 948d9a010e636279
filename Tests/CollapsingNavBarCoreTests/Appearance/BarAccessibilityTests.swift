import CollapsingNavBarCore
import Testing

@Suite struct BarAccessibilityTests {
  private let halfway = BackgroundLayout.scrolledUnder(10, distance: 20)

  @Test func reduceTransparencyDrawsTheSolidBackgroundAndNoBlur() {
    let background = BarAccessibility(reducesTransparency: true).background(halfway)
    #expect(background.solidAlpha == 1)
    #expect(background.blurAlpha == 0)
    #expect(!background.showsBlur)
  }

  @Test func withoutTheSettingsTheLayoutIsDrawnAsItIs() {
    #expect(BarAccessibility().background(halfway) == halfway)
    #expect(BarAccessibility().separatorAlpha(0.4) == 0.4)
  }

  @Test func increaseContrastShowsTheHairlineAtFullStrength() {
    let settings = BarAccessibility(increasesContrast: true)
    #expect(settings.separatorAlpha(0.4) == 1)
    #expect(settings.separatorAlpha(0) == 0)
  }
}
