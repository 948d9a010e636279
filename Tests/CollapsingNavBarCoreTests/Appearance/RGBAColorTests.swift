import Testing

@testable import CollapsingNavBarCore

@Suite struct RGBAColorTests {
  @Test(arguments: [
    // (fraction, expected grey/alpha between black (alpha 1) and white (alpha 0))
    (0.0, 0.0, 1.0), (0.25, 0.25, 0.75), (0.5, 0.5, 0.5), (1.0, 1.0, 0.0),
    (-1.0, 0.0, 1.0), (2.0, 1.0, 0.0), (Double.nan, 0.0, 1.0),
  ])
  func interpolatesEachComponentLinearlyWithClampedFraction(fraction: Double, grey: Double, alpha: Double) {
    let color = RGBAColor.black.interpolated(to: RGBAColor(white: 1, alpha: 0), fraction: fraction)
    #expect(color == RGBAColor(white: grey, alpha: alpha))
  }

  @Test func interpolatesComponentsIndependently() {
    let from = RGBAColor(red: 1, green: 0, blue: 0.2, alpha: 0.4)
    let to = RGBAColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    let middle = from.interpolated(to: to, fraction: 0.5)
    #expect(abs(middle.red - 0.5) < 1e-12)
    #expect(abs(middle.green - 61 / 255) < 1e-12)
    #expect(abs(middle.blue - 0.6) < 1e-12)
    #expect(abs(middle.alpha - 0.7) < 1e-12)
  }

  @Test func componentsAreClampedAndNaNBecomesZero() {
    let color = RGBAColor(red: 2, green: -1, blue: .nan, alpha: .infinity)
    #expect(color == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(RGBAColor.white.withAlpha(.nan).alpha == 0)
    #expect(RGBAColor.white.withAlpha(0.3) == RGBAColor(white: 1, alpha: 0.3))
  }

  @Test func presetsHaveTheExpectedComponents() {
    #expect(RGBAColor.black == RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(RGBAColor.white == RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(RGBAColor.clear.alpha == 0)
  }
}
