import Testing

@testable import CollapsingNavBarCore

@Suite struct BarMetricsReservedInsetTests {
  @Test func aHostReservesTheExpandedBarBelowTheSafeArea() throws {
    let metrics = try BarMetrics(configuration: BarMetricsTests.inbox, environment: .phone)
    #expect(metrics.reservedContentTopInset == 44 + 52 + 52 + 44 + 40)
    #expect(metrics.reservedContentTopInset == metrics.expandedHeight - metrics.environment.safeAreaTop)
  }

  @Test func aBarOfItsTopRowOnlyReservesTheRow() throws {
    let metrics = try BarMetrics(configuration: BarConfiguration(panels: [.top()]), environment: .phone)
    #expect(metrics.reservedContentTopInset == 44)
  }
}
