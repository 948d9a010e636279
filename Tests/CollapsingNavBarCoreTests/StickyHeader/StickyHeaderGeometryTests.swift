import Testing

@testable import CollapsingNavBarCore

@Suite struct StickyHeaderGeometryTests {
  /// 844 pt viewport, 47 pt safe area: maximum 0.25·844 + 47 = 258, minimum 64 + 47 = 111.
  let geometry = StickyHeaderGeometry(viewportHeight: 844, safeAreaTop: 47)

  @Test func heightsAreAQuarterOfTheViewportAnd64PointsPlusTheSafeArea() {
    #expect(geometry.maximumHeight == 258)
    #expect(geometry.minimumHeight == 111)
    #expect(geometry.collapseRange == 147)
    #expect(geometry.safeAreaTop == 47)
  }

  @Test(arguments: [
    // (offset, height, progress, stretch)
    (0.0, 258.0, 0.0, 0.0),  // at rest
    (73.5, 184.5, 0.5, 0.0),
    (147.0, 111.0, 1.0, 0.0),  // collapsed
    (900.0, 111.0, 1.0, 0.0),  // scrolled far: stays at the minimum
    (-60.0, 318.0, 0.0, 60.0),  // pulled down: stretched
    (Double.nan, 258.0, 0.0, 0.0), (.infinity, 258.0, 0.0, 0.0), (-.infinity, 258.0, 0.0, 0.0),
  ])
  func heightProgressAndStretchFollowTheOffset(offset: Double, height: Double, progress: Double, stretch: Double) {
    #expect(geometry.height(at: offset) == height)
    #expect(geometry.progress(at: offset) == progress)
    #expect(geometry.stretch(at: offset) == stretch)
  }

  @Test func sizesAreConfigurable() {
    let configuration = StickyHeaderConfiguration(maximumHeightFraction: 0.4, minimumHeight: 50)
    let custom = StickyHeaderGeometry(configuration: configuration, viewportHeight: 800, safeAreaTop: 20)
    #expect(custom.maximumHeight == 340)
    #expect(custom.minimumHeight == 70)
  }

  @Test func aShortViewportNeverPutsTheMaximumBelowTheMinimum() {
    let short = StickyHeaderGeometry(viewportHeight: 200, safeAreaTop: 0)
    #expect(short.maximumHeight == 64 && short.minimumHeight == 64)
    #expect(short.progress(at: 0) == 0 && short.progress(at: 1) == 1)
    #expect(short.height(at: -10) == 74)
  }

  @Test func invalidInputsAreSanitized() {
    let configuration = StickyHeaderConfiguration(maximumHeightFraction: .nan, minimumHeight: -5)
    let odd = StickyHeaderGeometry(configuration: configuration, viewportHeight: 800, safeAreaTop: .infinity)
    #expect(odd.safeAreaTop == 0 && odd.minimumHeight == 0 && odd.maximumHeight == 200)
    let broken = StickyHeaderGeometry(viewportHeight: .nan, safeAreaTop: -1)
    #expect(broken.maximumHeight == 64 && broken.minimumHeight == 64)
    let huge = StickyHeaderConfiguration(maximumHeightFraction: 7, minimumHeight: .infinity)
    let clamped = StickyHeaderGeometry(configuration: huge, viewportHeight: 100, safeAreaTop: 0)
    #expect(clamped.maximumHeight == 100 && clamped.minimumHeight == 64)
  }
}
