import Testing

@testable import CollapsingNavBarCore

@Suite struct BarEnvironmentCompactHeightTests {
  static let landscape = BarEnvironment(safeAreaTop: 0, width: 844, scale: 3, isVerticallyCompact: true)

  @Test func compactHeightHidesOnlyTheLargeTitleAndTheSpacer() {
    #expect(!Self.landscape.showsLargeTitle)
    #expect(BarEnvironment.phone.showsLargeTitle)
    for kind in PanelKind.allCases {
      #expect(BarEnvironment.phone.showsPanel(kind))
      #expect(Self.landscape.showsPanel(kind) == (kind != .largeTitle && kind != .spacer), "\(kind)")
    }
  }

  @Test func compactHeightDropsTheLargeTitleFromTheMetrics() throws {
    let metrics = try BarMetrics(configuration: BarMetricsTests.inbox, environment: Self.landscape)
    #expect(metrics.expandedHeight == 44 + 52 + 44 + 40)
    #expect(metrics.collapsedHeight == 44 + 40)
    #expect(metrics.collapsibleRange == 52 + 44)
    #expect(metrics.wholeStates == [0, 52, 96])
    #expect(metrics.largeTitleIndex == nil)
    #expect(metrics.stretchIndex == nil, "nothing stretches when the content is pulled down")
  }

  @Test func compactHeightShowsTheCompactTitleAtRest() throws {
    let metrics = try BarMetrics(configuration: .system, environment: Self.landscape)
    #expect(metrics.expandedHeight == 44)
    let layout = BarLayoutSolver.solve(metrics, .tracking(collapseDistance: -40, metrics: metrics))
    #expect(layout.height == 44, "a pull-down does not grow a hidden large title")
    #expect(layout.compactTitleAlpha == 1)
    #expect(layout.largeTitleAlpha == 0)
    #expect(layout.panel("largeTitle")?.height == 0)
  }

  @Test func regularHeightKeepsTheLargeTitle() throws {
    let regular = BarEnvironment(safeAreaTop: 0, width: 844, scale: 3, isVerticallyCompact: false)
    let metrics = try BarMetrics(configuration: .system, environment: regular)
    #expect(metrics.expandedHeight == 44 + 52)
    #expect(metrics.largeTitleIndex != nil)
  }

  @Test func theControllerTurnsToTheCompactTitleWhenTheHeightTurnsCompact() throws {
    var controller = try NavBarController(configuration: .system, environment: .phone)
    #expect(controller.titleAlphas(at: .infinity).compact == 0)
    let commands = try controller.setEnvironment(Self.landscape)
    #expect(commands.effects.layoutChanged)
    #expect(commands.effects.titleFade != nil)
    #expect(controller.layout.height == 44)
    #expect(controller.titleAlphas(at: .infinity).compact == 1)
    _ = try controller.setEnvironment(.phone)
    #expect(controller.layout.height == 47 + 44 + 52)
    #expect(controller.titleAlphas(at: .infinity).large == 1)
  }
}
