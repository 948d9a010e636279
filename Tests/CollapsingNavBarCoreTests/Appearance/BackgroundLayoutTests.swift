import Testing

@testable import CollapsingNavBarCore

@Suite struct BackgroundLayoutTests {
  @Test(arguments: [
    // (scrolled under, distance, blur fraction)
    (0.0, 8.0, 0.0), (-20.0, 8.0, 0.0), (2.0, 8.0, 0.25), (8.0, 8.0, 1.0), (500.0, 8.0, 1.0),
    (Double.nan, 8.0, 0.0), (.infinity, 8.0, 0.0), (3.0, 0.0, 1.0), (0.0, 0.0, 0.0), (3.0, .nan, 1.0),
  ])
  func blurFractionIsTheClampedRatioOfContentUnderTheBarToTheDistance(
    scrolledUnder: Double, distance: Double, blur: Double
  ) {
    #expect(BackgroundLayout.blurFraction(scrolledUnder: scrolledUnder, distance: distance) == blur)
    #expect(
      BackgroundLayout.scrolledUnder(scrolledUnder, distance: distance)
        == BackgroundLayout(solidAlpha: 1 - blur, blurAlpha: blur))
  }

  @Test(arguments: [0.0, 8.0])
  func agreesWithTheLayoutSolver(distance: Double) throws {
    var configuration = BarConfiguration.system
    configuration.backgroundTransitionDistance = distance
    let metrics = try BarMetrics(configuration: configuration, environment: .phone)
    for under in [0.0, 1, 3, 7.5, 8, 30] {
      let layout = BarLayoutSolver.solve(metrics, .init(collapse: 0, scrolledUnder: under))
      #expect(layout.background == BackgroundLayout.scrolledUnder(under, distance: distance))
    }
  }
}
