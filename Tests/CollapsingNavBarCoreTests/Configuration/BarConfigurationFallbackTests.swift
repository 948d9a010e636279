import Testing

@testable import CollapsingNavBarCore

@Suite struct BarConfigurationFallbackTests {
  @Test func aValidConfigurationIsUsedAsIs() {
    let (used, error) = BarConfiguration.systemWithSearch.validated(orFallback: .system)
    #expect(used == .systemWithSearch && error == nil)
  }

  @Test func anInvalidConfigurationFallsBackAndReportsWhy() {
    let broken = BarConfiguration(panels: [])
    let (used, error) = broken.validated(orFallback: .compact)
    #expect(used == .compact)
    #expect(error == .noPanels)
  }

  @Test func anInvalidFallbackFallsBackToTheSystemBar() {
    let broken = BarConfiguration(panels: [])
    let (used, error) = broken.validated(orFallback: broken)
    #expect(used == .system && error == .noPanels)
  }
}
