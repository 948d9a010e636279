import CollapsingNavBarCore
import Testing

@Suite struct BarMetricsContentSizeTests {
  private func configuration(scales: Bool) -> BarConfiguration {
    BarConfiguration(panels: [
      .top(), .largeTitle(), .closable("chips", height: 44, scalesWithContentSize: scales), .pinned("tabs", height: 40),
      .separator,
    ])
  }

  @Test func aPanelThatAsksGrowsWithDynamicTypeAndTheOthersStay() throws {
    let environment = BarEnvironment(safeAreaTop: 47, scale: 3, contentSizeScale: 1.5)
    let metrics = try BarMetrics(configuration: configuration(scales: true), environment: environment)
    let fixed = try BarMetrics(configuration: configuration(scales: false), environment: environment)
    #expect(metrics.expandedHeight == fixed.expandedHeight + 22)
    #expect(metrics.collapsedHeight == fixed.collapsedHeight)
    #expect(metrics.collapsibleRange == fixed.collapsibleRange + 22)
  }

  @Test func aContentSizeScaleOutOfRangeIsRefusedNamingTheField() {
    #expect(
      throws: BarConfigurationError.invalidEnvironment(
        field: "contentSizeScale", value: 0, reason: "must be greater than 0 and at most 4")
    ) {
      try BarEnvironment(contentSizeScale: 0).validate()
    }
  }
}
