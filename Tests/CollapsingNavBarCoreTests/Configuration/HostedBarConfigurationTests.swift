import Testing

@testable import CollapsingNavBarCore

@Suite struct HostedBarConfigurationTests {
  static let broken = BarConfiguration(panels: [])

  @Test func aNewBarGetsTheRequestedConfigurationWithExpandedInsets() {
    var hosted = HostedBarConfiguration()
    var requested = BarConfiguration.systemWithSearch
    requested.insetStrategy = .followsBar
    let (used, error) = hosted.initial(requested)
    #expect(used == requested.forObservedContainer && used.insetStrategy == .expanded)
    #expect(error == nil && hosted.rejected == nil)
  }

  @Test func anInvalidFirstConfigurationShowsTheSystemBarAndIsNotReportedAgain() {
    var hosted = HostedBarConfiguration()
    let (used, error) = hosted.initial(Self.broken)
    #expect(used == .system && error == .noPanels)
    #expect(hosted.update(current: used, requested: Self.broken) == .keep)
  }

  @Test func anUpdateAppliesOnlyANewValidConfiguration() {
    var hosted = HostedBarConfiguration()
    let (current, _) = hosted.initial(.system)
    #expect(hosted.update(current: current, requested: .system) == .keep)
    var followsBar = BarConfiguration.system
    followsBar.insetStrategy = .followsBar
    #expect(hosted.update(current: current, requested: followsBar) == .keep)
    #expect(hosted.update(current: current, requested: .compact) == .apply(.compact.forObservedContainer))
  }

  @Test func anInvalidUpdateIsReportedOnceAndAValidOneStillApplies() {
    var hosted = HostedBarConfiguration()
    let (current, _) = hosted.initial(.system)
    #expect(hosted.update(current: current, requested: Self.broken) == .reject(.noPanels))
    #expect(hosted.rejected == Self.broken)
    #expect(hosted.update(current: current, requested: Self.broken) == .keep)
    #expect(hosted.update(current: current, requested: .compact) == .apply(.compact.forObservedContainer))
  }
}
