import Testing

@testable import CollapsingNavBarCore

@Suite struct BarLayoutSolverTests {
  static let metrics = try! BarMetrics(configuration: BarMetricsTests.inbox, environment: .phone)

  func layout(_ c: Double, _ metrics: BarMetrics = Self.metrics) -> BarLayout {
    BarLayoutSolver.solve(metrics, .tracking(collapseDistance: c, metrics: metrics))
  }

  func heights(_ layout: BarLayout) -> [String: Double] {
    Dictionary(uniqueKeysWithValues: layout.panels.map { ($0.id, $0.height) })
  }

  @Test func atRestEveryPanelIsExpanded() {
    let bar = layout(0)
    #expect(bar.height == 279)
    #expect(bar.progress == 0)
    #expect(
      heights(bar) == [
        "top": 44, "spacer": 0, "largeTitle": 52, "search": 52, "filters": 44, "segments": 40, "separator": 1.0 / 3,
      ])
    #expect(bar.largeTitleAlpha == 1 && bar.compactTitleAlpha == 0)
    #expect(bar.background == BackgroundLayout(solidAlpha: 1, blurAlpha: 0))
  }

  /// (c, search, filters, largeTitle, bar height).
  static let sweep: [(Double, Double, Double, Double, Double)] = [
    (20, 32, 44, 52, 259), (52, 0, 44, 52, 227), (60, 0, 36, 52, 219), (96, 0, 0, 52, 183),
    (100, 0, 0, 48, 179), (148, 0, 0, 0, 131), (500, 0, 0, 0, 131),
  ]

  @Test(arguments: sweep)
  func sectionsCollapseStrictlyInCollapseOrder(
    c: Double, search: Double, filters: Double, largeTitle: Double, bar: Double
  ) {
    let solved = layout(c)
    let h = heights(solved)
    #expect(h["search"] == search)
    #expect(h["filters"] == filters)
    #expect(h["largeTitle"] == largeTitle)
    #expect(h["top"] == 44 && h["segments"] == 40)
    #expect(solved.height == bar)
  }

  @Test func panelsAreStackedBelowTheSafeArea() {
    let solved = layout(60)
    var y = 47.0
    for panel in solved.panels where panel.kind != .separator {
      #expect(panel.y == y)
      y += panel.height
    }
    #expect(solved.panel("separator")?.y == solved.height)
    #expect(abs(solved.stackedHeight - (solved.height - solved.safeAreaTop)) < 1e-9)
  }

  @Test func pullingDownGrowsTheSpacer() {
    let solved = layout(-80)
    #expect(solved.panel("spacer")?.height == 80)
    #expect(solved.height == 359)
    #expect(solved.collapse == -80)
    #expect(solved.progress == 0)
  }

  @Test func withoutSpacerThePullGrowsTheLargeTitleKeepingItsTextAtTheBottom() throws {
    let metrics = try BarMetrics(configuration: BarConfiguration(panels: [.top(), .largeTitle()]), environment: .phone)
    let title = try #require(layout(-30, metrics).panel("largeTitle"))
    #expect(title.height == 82)
    #expect(title.contentOffsetY == 30)
  }

  @Test func compactBarNeverStretchesOrCollapses() throws {
    let metrics = try BarMetrics(configuration: .compact, environment: .phone)
    for c in [-100.0, 0, 100] { #expect(layout(c, metrics).height == 91) }
    #expect(layout(0, metrics).compactTitleAlpha == 1)
  }

  @Test func collapsingPanelsSlideTheirContentUp() throws {
    let filters = try #require(layout(70).panel("filters"))
    #expect(filters.height == 26)
    #expect(filters.contentOffsetY == -18)
    #expect(abs(filters.progress - 18.0 / 44) < 1e-12)
  }

  @Test func compactTitleShowsOncePastTheThreshold() {
    #expect(layout(96 + 25).compactTitleAlpha == 0)
    #expect(layout(96 + 26).compactTitleAlpha == 1)
    #expect(layout(96 + 26).largeTitleAlpha == 0)
  }

  @Test func searchFieldShrinksToHalfThenMovesUpWhileItsIconFades() throws {
    let full = try #require(layout(0).searchField)
    #expect(full == SearchFieldLayout(y: 8, height: 36, contentAlpha: 1, isActive: false))
    let shrinking = try #require(layout(9).searchField)
    #expect(shrinking.y == 8 && shrinking.height == 27 && shrinking.contentAlpha == 0.5)
    let moving = try #require(layout(30).searchField)
    #expect(moving.height == 18 && moving.y == -4 && moving.contentAlpha == 0)
  }

  @Test func activeSearchKeepsTheSearchPanelAtFullHeight() {
    let solved = BarLayoutSolver.solve(Self.metrics, .init(collapse: 148, isSearchActive: true))
    #expect(solved.panel("search")?.height == 52)
    #expect(solved.searchField?.isActive == true)
    #expect(solved.height == 131 + 52)
  }

  @Test func backgroundTurnsToBlurAsContentScrollsUnder() {
    #expect(layout(148).background.blurAlpha == 0)
    #expect(layout(152).background.blurAlpha == 0.5)
    #expect(layout(152).separatorAlpha == 0.5)
    #expect(layout(200).background == BackgroundLayout(solidAlpha: 0, blurAlpha: 1))
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func sweepingInHundredthsNeverJittersAndIsMonotone(scale: Double) throws {
    let environment = BarEnvironment(safeAreaTop: 47.3, width: 390, scale: scale)
    let configuration = BarConfiguration(panels: [
      .top(height: 44.2), .spacer(), .largeTitle(height: 51.7), .search(height: 52.4),
      .closable("f", height: 43.9), .pinned("p", height: 40.1),
    ])
    let metrics = try BarMetrics(configuration: configuration, environment: environment)
    var previous = [Double](repeating: .infinity, count: configuration.panels.count)
    var previousHeight = Double.infinity
    var layout = BarLayout()
    for step in 0...20_000 {
      let c = Double(step) * 0.01
      BarLayoutSolver.solve(metrics, .tracking(collapseDistance: c, metrics: metrics), into: &layout)
      #expect(layout.height <= previousHeight)
      // On the pixel grid: every height is a whole number of pixels.
      #expect(abs((layout.height * scale).rounded() - layout.height * scale) < 1e-6)
      for (index, panel) in layout.panels.enumerated() {
        #expect(panel.height <= previous[index])
        previous[index] = panel.height
      }
      previousHeight = layout.height
      if step % 997 == 0 {
        #expect(abs(layout.stackedHeight - (layout.height - layout.safeAreaTop)) < 1e-9)
      }
    }
    #expect(previousHeight == metrics.collapsedHeight)
  }

  @Test func nonFiniteInputsAreTreatedAsZero() {
    for value in [Double.nan, .infinity, -.infinity] {
      let solved = BarLayoutSolver.solve(Self.metrics, .init(collapse: value, scrolledUnder: value))
      #expect(solved.height == 279)
      #expect(solved.background.blurAlpha == 0)
    }
  }

  @Test func solvingIntoStorageMatchesSolvingFresh() {
    var storage = BarLayout()
    for c in stride(from: -50.0, through: 200, by: 7.3) {
      BarLayoutSolver.solve(Self.metrics, .tracking(collapseDistance: c, metrics: Self.metrics), into: &storage)
      #expect(storage == layout(c))
    }
  }
}
