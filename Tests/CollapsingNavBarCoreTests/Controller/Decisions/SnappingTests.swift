import Testing

@testable import CollapsingNavBarCore

@Suite struct SnappingTests {
  static let metrics = try! BarMetrics(configuration: BarMetricsTests.inbox, environment: .phone)

  @Test func aPartCollapseRestsOnTheNearestWholeStateOrTheFlingsDirection() {
    // The inbox's whole states are 0, 52, 96, 148.
    #expect(Snapping.target(for: 60, velocity: 0, reachable: 148, metrics: Self.metrics) == 52)
    #expect(Snapping.target(for: 60, velocity: 1, reachable: 148, metrics: Self.metrics) == 96)
    #expect(Snapping.target(for: 90, velocity: -1, reachable: 148, metrics: Self.metrics) == 52)
    #expect(Snapping.target(for: 52, velocity: 0, reachable: 148, metrics: Self.metrics) == nil)
  }

  @Test func aSectionTheContentCannotCollapseRestsExpanded() {
    #expect(Snapping.target(for: 80, velocity: 0, reachable: 70, metrics: Self.metrics) == 52)
  }

  @Test func aPulledContentSettlesBackToTheTop() {
    let settle = Snapping.settle(
      c: -20, collapse: -20, followsOffset: true, reachable: 148, headingTowardEnd: false, metrics: Self.metrics)
    #expect(settle == .scrollContent(toDistance: 0, collapse: 0))
  }

  @Test func quickReturnDeepInTheContentMovesTheBarAlone() {
    let settle = Snapping.settle(
      c: 900, collapse: 60, followsOffset: false, reachable: 148, headingTowardEnd: true, metrics: Self.metrics)
    #expect(settle == .moveBar(collapse: 96))
  }
}
