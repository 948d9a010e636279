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

  @Test func theSearchRowGrowsWithItsFieldsTextLineAtEveryTextSize() throws {
    let search = BarConfiguration.systemWithSearch
    let standard = try BarMetrics(configuration: search, environment: BarEnvironment(safeAreaTop: 47, scale: 3))
    // AX5: the body style at 3.12 times its default size.
    let ax5 = try BarMetrics(
      configuration: search, environment: BarEnvironment(safeAreaTop: 47, scale: 3, contentSizeScale: 3.12))
    let small = try BarMetrics(
      configuration: search, environment: BarEnvironment(safeAreaTop: 47, scale: 3, contentSizeScale: 0.82))
    #expect(BarMetrics.searchFieldGrowth(contentSizeScale: 1) == 0)
    #expect(abs(BarMetrics.searchFieldGrowth(contentSizeScale: 3.12) - 46.64) < 1e-9)
    // The row grows by the field's growth, on the pixel grid; the top row and the title stay.
    #expect(ax5.expandedHeight == standard.expandedHeight + (46.64 * 3).rounded() / 3)
    #expect(ax5.collapsedHeight == standard.collapsedHeight)
    #expect(ax5.collapsibleRange == standard.collapsibleRange + (46.64 * 3).rounded() / 3)
    #expect(small.expandedHeight == standard.expandedHeight - (3.96 * 3).rounded() / 3)
    // The field grows as much: at rest it fills the row less the same margins.
    let rest = BarLayoutSolver.solve(ax5, .init(collapse: 0))
    let field = try #require(rest.searchField)
    #expect(abs(field.height - (36 + 46.64)) <= 1.0 / 6)
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
