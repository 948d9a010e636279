import Testing

@testable import CollapsingNavBarCore

@Suite struct BarAppearanceTouchesTests {
  @Test(arguments: [(0.0, false), (40.0, false), (49.0, false), (50.0, true), (100.0, true), (500.0, true)])
  func theBackgroundTakesTouchesOnceHalfOpaque(offset: Double, takes: Bool) {
    let appearance = BarAppearance.gradient(offset: offset, threshold: 100, style: .overHeroImage)
    #expect(appearance.backgroundTakesTouches == takes)
  }
}
