import Testing

@testable import CollapsingNavBarCore

@Suite struct StatusBarStyleBackgroundTests {
  @Test(arguments: [
    (RGBAColor.black, StatusBarStyle.lightContent),
    (RGBAColor.white, .darkContent),
    (RGBAColor(red: 0.05, green: 0.2, blue: 0.35), .lightContent),  // navy
    (RGBAColor(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255), .lightContent),  // system indigo
    (RGBAColor(red: 1, green: 0.8, blue: 0), .darkContent),  // yellow
    (RGBAColor(white: 0.11), .lightContent),  // dark-mode system background
    (RGBAColor(white: 0.95), .darkContent),
  ])
  func aSolidBackgroundGetsTheContrastingStyle(color: RGBAColor, expected: StatusBarStyle) {
    #expect(StatusBarStyle.contrasting(with: color) == expected)
  }

  @Test func theSwitchIsWhereTheTwoContrastRatiosMeet() {
    // L = 0.179 is the crossing: (1.05) / (L + 0.05) == (L + 0.05) / 0.05.
    #expect(StatusBarStyle.contrasting(with: RGBAColor(white: 0.45)) == .lightContent)  // L ≈ 0.171
    #expect(StatusBarStyle.contrasting(with: RGBAColor(white: 0.47)) == .darkContent)  // L ≈ 0.187
  }

  @Test func aTranslucentBackgroundIsJudgedAsDrawn() {
    let faintBlack = RGBAColor(white: 0, alpha: 0.1)
    #expect(StatusBarStyle.contrasting(with: faintBlack) == .darkContent, "over white it is almost white")
    #expect(StatusBarStyle.contrasting(with: faintBlack, over: .black) == .lightContent)
  }

  @Test func relativeLuminanceFollowsWCAG() {
    #expect(StatusBarStyle.relativeLuminance(of: .white) == 1)
    #expect(StatusBarStyle.relativeLuminance(of: .black) == 0)
    #expect(abs(StatusBarStyle.relativeLuminance(of: RGBAColor(red: 1, green: 0, blue: 0)) - 0.2126) < 1e-12)
    #expect(StatusBarStyle.relativeLuminance(of: RGBAColor(red: .nan, green: 2, blue: -1)) == 0.7152)
  }

  @Test func aCollapsingBarFollowsItsSolidBackgroundOnlyWhileItShows() {
    let navy = RGBAColor(red: 0.05, green: 0.2, blue: 0.35)
    #expect(StatusBarStyle.forCollapsingBar(solidBackground: navy, solidAlpha: 1) == .lightContent)
    #expect(StatusBarStyle.forCollapsingBar(solidBackground: navy, solidAlpha: 0.5) == .lightContent)
    #expect(StatusBarStyle.forCollapsingBar(solidBackground: navy, solidAlpha: 0.4) == nil, "the blur shows")
    #expect(StatusBarStyle.forCollapsingBar(solidBackground: nil, solidAlpha: 1) == nil)
    #expect(StatusBarStyle.forCollapsingBar(solidBackground: .clear, solidAlpha: 1) == nil)
    #expect(StatusBarStyle.forCollapsingBar(solidBackground: navy, solidAlpha: .nan) == nil)
  }
}
