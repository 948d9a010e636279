import Testing

@testable import CollapsingNavBarCore

@Suite struct BarConfigurationObservedTests {
  @Test func aFollowedContainerAlwaysUsesTheExpandedInset() {
    var configuration = BarConfiguration.systemWithSearch
    configuration.insetStrategy = .followsBar
    #expect(configuration.forObservedContainer.insetStrategy == .expanded)
    #expect(configuration.forObservedContainer.panels == configuration.panels)
  }
}
