import Testing

@testable import CollapsingNavBarCore

@Suite struct BarLayoutTouchesTests {
  static let metrics = BarLayoutSolverTests.metrics

  func layout(_ c: Double) -> BarLayout {
    BarLayoutSolver.solve(Self.metrics, .tracking(collapseDistance: c, metrics: Self.metrics))
  }

  @Test func aFadedLargeTitleStillTakesTheTouchesItCovers() throws {
    // Collapsed to halfway through the large title: the compact title has taken over and the
    // large title's alpha is 0, yet 26 pt of it are still laid out over the content.
    let bar = layout(96 + 30)
    let title = try #require(bar.panel("largeTitle"))
    #expect(bar.largeTitleAlpha == 0)
    #expect(title.height == 22)
    #expect(bar.takesTouch(atY: title.y + 1))
    #expect(bar.takesTouch(atY: title.y + title.height - 0.01))
  }

  @Test func theStatusBarAreaAndBelowTheBarDoNotTakeTouches() {
    let bar = layout(0)
    #expect(!bar.takesTouch(atY: 10), "the status-bar area")
    #expect(bar.takesTouch(atY: bar.safeAreaTop), "the top row")
    #expect(!bar.takesTouch(atY: bar.height), "the first point below the bar")
    #expect(!bar.takesTouch(atY: -1))
    #expect(!bar.takesTouch(atY: .nan))
  }

  @Test func aCollapsedPanelTakesNoTouch() throws {
    let bar = layout(60)
    let search = try #require(bar.panel("search"))
    #expect(search.height == 0)
    let filters = try #require(bar.panel("filters"))
    #expect(bar.takesTouch(atY: filters.y))
    #expect(!bar.takesTouch(atY: bar.height + 0.5))
  }
}
