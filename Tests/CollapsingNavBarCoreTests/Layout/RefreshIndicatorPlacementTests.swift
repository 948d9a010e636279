import Testing

@testable import CollapsingNavBarCore

@Suite struct RefreshIndicatorPlacementTests {
  @Test func theIndicatorSitsInTheMiddleOfTheRefreshsRoomClippedToTheGap() {
    let placement = RefreshIndicatorPlacement(barHeight: 279, contentTop: 339, refreshHeight: 60)
    #expect(placement.clipY == 279)
    #expect(placement.clipHeight == 60)
    #expect(placement.centerY == 309)
    #expect(placement.centerYInClip == 30)
    #expect(placement.isVisible)
  }

  @Test func contentUnderTheBarHidesTheIndicatorAndNothingIsNaN() {
    let hidden = RefreshIndicatorPlacement(barHeight: 279, contentTop: 200, refreshHeight: 60)
    #expect(hidden.clipHeight == 0 && !hidden.isVisible)
    let bad = RefreshIndicatorPlacement(barHeight: .nan, contentTop: .infinity, refreshHeight: 60)
    #expect(bad.clipY.isFinite && bad.clipHeight.isFinite && bad.centerY.isFinite)
  }
}

@Suite struct RefreshIndicatorPullProgressTests {
  /// The default phone bar with search (expanded 195 pt) attached at the top of a long list.
  func attached(_ configuration: BarConfiguration = .systemWithSearch) throws -> NavBarController {
    var controller = try NavBarController(configuration: configuration, environment: .phone)
    _ = controller.handle(.attach(ContainerGeometry(contentHeight: 4000, viewportHeight: 844)))
    return controller
  }

  func placement(_ controller: NavBarController, triggerDistance: Double = 60) -> RefreshIndicatorPlacement {
    RefreshIndicatorPlacement(
      controller: controller, contentTop: -controller.geometry.contentOffsetY, triggerDistance: triggerDistance)
  }

  @Test func nothingShowsAtRest() throws {
    let indicator = placement(try attached())
    #expect(indicator.progress == 0)
    #expect(!indicator.isVisible)
    #expect(indicator.alpha == 0)
    #expect(!indicator.isRefreshing)
  }

  @Test func aPullShowsItsProgressInTheStretchedSpacer() throws {
    var controller = try attached()
    _ = controller.handle(.offsetChanged(-controller.basis - 30))
    let indicator = placement(controller)
    #expect(indicator.progress == 0.5)
    #expect(indicator.alpha == 0.5)
    #expect(!indicator.isRefreshing)
    let spacer = try #require(controller.layout.panels.first { $0.kind == .spacer })
    #expect(indicator.clipY == spacer.y)
    #expect(indicator.clipHeight == 30)
    #expect(indicator.centerYInClip == 15)
  }

  @Test func progressStopsAtOnePastTheTrigger() throws {
    var controller = try attached()
    _ = controller.handle(.offsetChanged(-controller.basis - 150))
    #expect(placement(controller).progress == 1)
    #expect(placement(controller, triggerDistance: 300).progress == 0.5)
  }

  @Test func whileRefreshingItSpinsInTheGapAboveTheContent() throws {
    var controller = try attached()
    _ = controller.handle(.refreshBegan(height: 60))
    _ = controller.handle(.offsetChanged(-controller.basis))
    let indicator = placement(controller)
    #expect(indicator.isRefreshing)
    #expect(indicator.alpha == 1)
    #expect(indicator.clipY == 195)
    #expect(indicator.clipHeight == 60)
    #expect(indicator.centerY == 225)
  }

  @Test func aBarThatDoesNotStretchShowsTheProgressInTheGap() throws {
    var controller = try attached(.compact)
    let height = controller.layout.height
    _ = controller.handle(.offsetChanged(-controller.basis - 45))
    let indicator = placement(controller)
    #expect(controller.layout.height == height)
    #expect(indicator.progress == 0.75)
    #expect(indicator.clipY == height)
    #expect(indicator.clipHeight == 45)
  }

  @Test func theIndicatorFollowsTheContentWhilePulledOrRefreshing() throws {
    var controller = try attached()
    #expect(!RefreshIndicatorPlacement.followsContent(of: controller))
    _ = controller.handle(.offsetChanged(-controller.basis - 1))
    #expect(RefreshIndicatorPlacement.followsContent(of: controller))
    _ = controller.handle(.offsetChanged(-controller.basis + 100))
    #expect(!RefreshIndicatorPlacement.followsContent(of: controller))
    _ = controller.handle(.refreshBegan(height: 60))
    #expect(RefreshIndicatorPlacement.followsContent(of: controller))
  }

  @Test func aDetachedBarShowsNothingAndNothingIsNaN() throws {
    let controller = try NavBarController(configuration: .systemWithSearch, environment: .phone)
    #expect(!placement(controller).isVisible)
    #expect(RefreshIndicatorPlacement.progress(pull: .nan) == 0)
    #expect(RefreshIndicatorPlacement.progress(pull: 30, triggerDistance: 0) == 0)
  }
}
