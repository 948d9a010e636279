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

@Suite struct StickyHeaderViewportTests {
  /// An iPhone 15: 852 pt, 59 pt on top, 34 pt at the bottom; the keyboard takes 336 pt.
  static let safeAreaHeight = 852.0 - 59 - 34
  static let withKeyboard = 852.0 - 59 - 336

  @Test func theKeyboardDoesNotResizeTheHeader() {
    let before = StickyHeaderGeometry(
      safeAreaHeight: StickyHeaderGeometry.viewportHeight(
        layoutHeight: Self.safeAreaHeight, keyboardFreeHeight: Self.safeAreaHeight),
      safeAreaTop: 59)
    // A comment field is focused: the layout's height shrinks, the keyboard-free one does not.
    let typing = StickyHeaderGeometry(
      safeAreaHeight: StickyHeaderGeometry.viewportHeight(
        layoutHeight: Self.withKeyboard, keyboardFreeHeight: Self.safeAreaHeight),
      safeAreaTop: 59)
    #expect(typing == before)
    #expect(typing.maximumHeight == 0.25 * Self.safeAreaHeight + 59)
    // Taken from the layout, the maximum would have jumped by a quarter of the keyboard's share.
    let naive = StickyHeaderGeometry(safeAreaHeight: Self.withKeyboard, safeAreaTop: 59)
    #expect(before.maximumHeight - naive.maximumHeight == 0.25 * (336 - 34))
  }

  @Test func anIPadWindowResizeMovesTheMaximumWithTheWindow() {
    let full = StickyHeaderGeometry(
      safeAreaHeight: StickyHeaderGeometry.viewportHeight(layoutHeight: 1000, keyboardFreeHeight: 1000),
      safeAreaTop: 24)
    let resized = StickyHeaderGeometry(
      safeAreaHeight: StickyHeaderGeometry.viewportHeight(layoutHeight: 600, keyboardFreeHeight: 600),
      safeAreaTop: 24)
    #expect(full.maximumHeight == 274)
    #expect(resized.maximumHeight == 174)
    // The content keeps its offset: 100 pt in, the header is fully open no more, on the new range.
    #expect(resized.progress(at: 100) == 1)
    #expect(full.progress(at: 100) == 100.0 / 186)
  }

  @Test func beforeTheKeyboardFreeMeasurementTheLayoutsHeightIsUsed() {
    #expect(StickyHeaderGeometry.viewportHeight(layoutHeight: 759, keyboardFreeHeight: nil) == 759)
    #expect(StickyHeaderGeometry.viewportHeight(layoutHeight: 759, keyboardFreeHeight: 0) == 759)
    #expect(StickyHeaderGeometry.viewportHeight(layoutHeight: 759, keyboardFreeHeight: .nan) == 759)
    #expect(StickyHeaderGeometry.viewportHeight(layoutHeight: 423, keyboardFreeHeight: 759) == 759)
  }

  @Test func theCollapsedHeightGrowsWithDynamicTypeAndTheMaximumDoesNot() {
    // The largest accessibility size: `.title` about twice its default size.
    let standard = StickyHeaderGeometry(safeAreaHeight: 759, safeAreaTop: 59)
    let large = StickyHeaderGeometry(safeAreaHeight: 759, safeAreaTop: 59, contentSizeScale: 2)
    #expect(standard.minimumHeight == 64 + 59)
    #expect(large.minimumHeight == 128 + 59)
    #expect(large.maximumHeight == standard.maximumHeight)
    #expect(large.contentSizeScale == 2)
    // Smaller sizes shrink it too; a configuration may keep it fixed.
    #expect(StickyHeaderGeometry(safeAreaHeight: 759, safeAreaTop: 59, contentSizeScale: 0.75).minimumHeight == 48 + 59)
    let fixed = StickyHeaderConfiguration(minimumHeight: 64, scalesWithContentSize: false)
    #expect(
      StickyHeaderGeometry(configuration: fixed, safeAreaHeight: 759, safeAreaTop: 59, contentSizeScale: 2)
        .minimumHeight
        == 64 + 59)
  }

  @Test func aBadDynamicTypeFactorIsOneOrTheLargestTaken() {
    for bad in [Double.nan, .infinity, -1, 0] {
      let geometry = StickyHeaderGeometry(safeAreaHeight: 759, safeAreaTop: 59, contentSizeScale: bad)
      #expect(geometry.contentSizeScale == 1)
      #expect(geometry.minimumHeight == 64 + 59)
    }
    let huge = StickyHeaderGeometry(safeAreaHeight: 2000, safeAreaTop: 0, contentSizeScale: 10)
    #expect(huge.contentSizeScale == StickyHeaderGeometry.maximumContentSizeScale)
    #expect(huge.minimumHeight == 64 * StickyHeaderGeometry.maximumContentSizeScale)
  }
}
