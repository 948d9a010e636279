import Testing

@testable import CollapsingNavBarCore

@Suite struct RefreshIndicatorLayoutTests {
  /// The default phone bar with search (expanded 195 pt) attached at the top of a long list.
  func attached(_ configuration: BarConfiguration = .systemWithSearch) throws -> NavBarController {
    var controller = try NavBarController(configuration: configuration, environment: .phone)
    _ = controller.handle(.attach(ContainerGeometry(contentHeight: 4000, viewportHeight: 844)))
    return controller
  }

  @Test func nothingShowsAtRest() throws {
    let controller = try attached()
    let indicator = RefreshIndicatorLayout(controller: controller)
    #expect(indicator.progress == 0)
    #expect(!indicator.isVisible)
    #expect(!indicator.isRefreshing)
  }

  @Test func aPullShowsItsProgressInTheStretchedSpacer() throws {
    var controller = try attached()
    let top = -controller.basis
    _ = controller.handle(.offsetChanged(top - 30))
    let indicator = RefreshIndicatorLayout(controller: controller)
    #expect(indicator.progress == 0.5)
    #expect(indicator.alpha == 0.5)
    let spacer = try #require(controller.layout.panels.first { $0.kind == .spacer })
    #expect(indicator.clip.y == spacer.y)
    #expect(indicator.clip.height == 30)
    #expect(indicator.centerY == spacer.y + 15)
  }

  @Test func progressStopsAtOnePastTheTrigger() throws {
    var controller = try attached()
    _ = controller.handle(.offsetChanged(-controller.basis - 150))
    #expect(RefreshIndicatorLayout(controller: controller).progress == 1)
    #expect(RefreshIndicatorLayout(controller: controller, triggerDistance: 300).progress == 0.5)
  }

  @Test func whileRefreshingItSpinsInTheGapAboveTheContent() throws {
    var controller = try attached()
    _ = controller.handle(.refreshBegan(height: 60))
    _ = controller.handle(.offsetChanged(-controller.basis))
    let indicator = RefreshIndicatorLayout(controller: controller)
    #expect(indicator.isRefreshing)
    #expect(indicator.progress == 1)
    #expect(indicator.clip.y == 195)
    #expect(indicator.clip.height == 60)
    #expect(indicator.centerY == 225)
  }

  @Test func aBarThatDoesNotStretchShowsTheProgressInTheGap() throws {
    var controller = try attached(.compact)
    let height = controller.layout.height
    _ = controller.handle(.offsetChanged(-controller.basis - 45))
    let indicator = RefreshIndicatorLayout(controller: controller)
    #expect(controller.layout.height == height)
    #expect(indicator.progress == 0.75)
    #expect(indicator.clip.y == height)
    #expect(indicator.clip.height == 45)
  }

  @Test func aDetachedBarShowsNothing() throws {
    let controller = try NavBarController(configuration: .systemWithSearch, environment: .phone)
    #expect(!RefreshIndicatorLayout(controller: controller).isVisible)
  }

  @Test func nonFiniteNumbersNeverReachAFrame() {
    let indicator = RefreshIndicatorLayout(
      progress: .nan, isRefreshing: false, clip: (.infinity, -.infinity), centerY: .nan)
    #expect(indicator.progress == 0)
    #expect(indicator.clip.y == 0)
    #expect(indicator.clip.height == 0)
    #expect(indicator.centerY == 0)
  }
}
