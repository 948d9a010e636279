import Testing

@testable import CollapsingNavBarCore

@Suite struct BarMetricsTests {
  static let inbox = BarConfiguration(panels: [
    .top(), .spacer(), .largeTitle(), .search(), .closable("filters", height: 44), .pinned("segments", height: 40),
    .separator,
  ])

  @Test func expandedAndCollapsedHeightsAreSumsOfPanelHeights() throws {
    let metrics = try BarMetrics(configuration: Self.inbox, environment: .phone)
    #expect(metrics.expandedHeight == 47 + 44 + 52 + 52 + 44 + 40)
    #expect(metrics.collapsedHeight == 47 + 44 + 40)
    #expect(metrics.collapsibleRange == 52 + 52 + 44)
  }

  @Test func wholeStatesFollowCollapseOrder() throws {
    let metrics = try BarMetrics(configuration: Self.inbox, environment: .phone)
    // spacer (0 pt, no own state) → search 52 → filters 44 → large title 52
    #expect(metrics.wholeStates == [0, 52, 96, 148])
  }

  @Test func aWholeStateIsWithinHalfAPixelAndAStretchIsNone() throws {
    // (3 px a point: half a pixel is 1/6 pt.)
    let metrics = try BarMetrics(configuration: Self.inbox, environment: .phone)
    #expect(metrics.wholeStateTolerance == 1.0 / 6)
    #expect(metrics.isAtWholeState(52) && metrics.isAtWholeState(52.16) && metrics.isAtWholeState(95.84))
    #expect(!metrics.isAtWholeState(52.2) && !metrics.isAtWholeState(70))
    #expect(metrics.isAtWholeState(-0.1) && !metrics.isAtWholeState(-0.2), "stretched by a pull is not whole")
    #expect(metrics.isBetweenWholeStates(70) && metrics.isBetweenWholeStates(52.2))
    #expect(!metrics.isBetweenWholeStates(96) && !metrics.isBetweenWholeStates(-4), "a stretch is not between")
  }

  @Test(arguments: [
    (1.0, 45.0, 45.0), (2.0, 44.5, 44.5), (3.0, 44.5, 44 + 2.0 / 3), (3.0, 44.1, 44), (2.0, 44.3, 44.5),
  ])
  func heightsAreRoundedToThePixelGrid(scale: Double, height: Double, expected: Double) throws {
    let configuration = BarConfiguration(panels: [.top(height: height)])
    let metrics = try BarMetrics(
      configuration: configuration, environment: BarEnvironment(safeAreaTop: 0, scale: scale))
    #expect(abs(metrics.expandedHeight - expected) < 1e-12)
    #expect((metrics.expandedHeight * scale).rounded() == metrics.expandedHeight * scale)
  }

  @Test func quickReturnRevealLimitIsTheEndOfTheLastSectionKeptForTheTop() throws {
    var configuration = Self.inbox
    #expect(try BarMetrics(configuration: configuration, environment: .phone).quickReturnRevealLimit == 0)
    configuration.mode = .quickReturn
    let compact = try BarMetrics(configuration: configuration, environment: .phone)
    #expect(compact.wholeStates == [0, 52, 104, 148])
    #expect(compact.quickReturnRevealLimit == 104, "search and large title stay collapsed; the filters come back")
    configuration.quickReturnReveal = .wholeBar
    #expect(try BarMetrics(configuration: configuration, environment: .phone).quickReturnRevealLimit == 0)
    configuration = BarConfiguration(panels: [.top(), .closable("a", height: 30)], mode: .quickReturn)
    #expect(try BarMetrics(configuration: configuration, environment: .phone).quickReturnRevealLimit == 0)
    configuration = BarConfiguration(panels: [.top(), .largeTitle(), .pinned("p", height: 40)], mode: .quickReturn)
    let titleOnly = try BarMetrics(configuration: configuration, environment: .phone)
    #expect(titleOnly.quickReturnRevealLimit == titleOnly.collapsibleRange, "the compact bar is top row and pinned")
  }

  @Test func dynamicTypeScalesTheLargeTitleOnly() throws {
    let environment = BarEnvironment(safeAreaTop: 0, scale: 2, largeTitleScale: 1.5)
    let metrics = try BarMetrics(configuration: .system, environment: environment)
    #expect(metrics.expandedHeight == 44 + 78)
    #expect(metrics.collapsibleRange == 78)
  }

  @Test func invalidEnvironmentIsRefused() {
    #expect(throws: BarConfigurationError.self) {
      _ = try BarMetrics(configuration: .system, environment: BarEnvironment(scale: .nan))
    }
  }

  @Test func sectionContainingACollapseFollowsTheWholeStates() throws {
    let metrics = try BarMetrics(configuration: Self.inbox, environment: .phone)
    #expect(metrics.section(containing: -1) == nil)
    #expect(metrics.section(containing: 0) == 0)
    #expect(metrics.section(containing: 51.9) == 0)
    #expect(metrics.section(containing: 52) == 1)
    #expect(metrics.section(containing: 120) == 2)
    #expect(metrics.section(containing: 148) == nil)
  }
}
