import Testing

@testable import CollapsingNavBarCore

@Suite struct StickyHeaderStateTests {
  /// 844 pt viewport, 47 pt safe area: maximum 258, minimum 111, range 147.
  let geometry = StickyHeaderGeometry(viewportHeight: 844, safeAreaTop: 47)

  /// A full-bleed header drawn centred on the content's width lands on the screen's edges: with
  /// equal insets it stays where it is, with unequal ones it moves by half their difference.
  @Test func aCentredFullBleedHeaderMovesByHalfTheInsetsDifference() {
    let even = StickyHeaderState.fullBleed(
      geometry: geometry, safeAreaWidth: 734, safeAreaLeading: 59, safeAreaTrailing: 59)
    #expect(even.centredBleedOffset == 0)
    let lopsided = StickyHeaderState.fullBleed(
      geometry: geometry, safeAreaWidth: 740, safeAreaLeading: 59, safeAreaTrailing: 0)
    // Centred on 740, the 799-wide header starts 29.5 before the content; it must start 59 before.
    #expect(lopsided.centredBleedOffset == -29.5)
    #expect(-(lopsided.width - 740) / 2 + lopsided.centredBleedOffset == -lopsided.safeAreaLeading)
  }

  @Test func heightProgressAndStretchComeFromTheGeometry() {
    let half = StickyHeaderState(geometry: geometry, collapseDistance: 73.5, width: 390)
    #expect(half.height == 184.5 && half.progress == 0.5 && half.stretch == 0)
    let pulled = StickyHeaderState(geometry: geometry, collapseDistance: -40, width: 390)
    #expect(pulled.height == 298 && pulled.progress == 0 && pulled.stretch == 40)
  }

  @Test func avatarScalesToHalfAndMovesToTheLeadingEdge() {
    let expanded = StickyHeaderState(geometry: geometry, collapseDistance: 0, width: 390).avatar()
    let collapsed = StickyHeaderState(geometry: geometry, collapseDistance: 147, width: 390).avatar()
    #expect(expanded.scale == 1 && expanded.x == 195)
    #expect(collapsed.scale == 0.5 && collapsed.x == 16 + 20)
    #expect(collapsed.y == 47 + 32)
  }

  @Test func titleScalesTo90Percent() {
    let collapsed = StickyHeaderState(geometry: geometry, collapseDistance: 500, width: 390).title()
    #expect(collapsed.scale == 0.9 && collapsed.x == 195)
    let halfway = StickyHeaderState(geometry: geometry, collapseDistance: 73.5, width: 390).title()
    #expect(abs(halfway.scale - 0.95) < 1e-12)
  }

  @Test func anyTrackIsReadAtTheCurrentProgress() {
    let badge = ElementKeyframeTrack([
      ElementKeyframe(progress: 0, x: 10, y: 10, width: 20, height: 20),
      ElementKeyframe(progress: 1, x: 10, y: 10, width: 20, height: 20, alpha: 0),
    ])
    #expect(
      StickyHeaderState(geometry: geometry, collapseDistance: 73.5, width: 390).attributes(of: badge).alpha == 0.5)
  }

  @Test func nonFiniteInputsAreAtRestWithNoWidth() {
    let state = StickyHeaderState(geometry: geometry, collapseDistance: .nan, width: -.infinity)
    #expect(state.collapseDistance == 0 && state.width == 0 && state.height == 258)
  }

  @Test func theViewportIsTheContainerInsideTheSafeArea() {
    // An iPhone 14: 844 pt tall, 47 pt top and 34 pt bottom safe area: 763 pt inside.
    let fromContainer = StickyHeaderGeometry(safeAreaHeight: 763, safeAreaTop: 47)
    #expect(fromContainer.maximumHeight == 0.25 * 763 + 47)
    #expect(fromContainer.contentTopInset == 190.75)
    let broken = StickyHeaderGeometry(safeAreaHeight: .nan, safeAreaTop: -5)
    #expect(broken.safeAreaTop == 0 && broken.maximumHeight == 64)
  }

  @Test(arguments: [(30.0, 0.0), (100.0, 147.0), (73.5, 147.0), (0.0, nil), (147.0, nil), (400.0, nil), (-20.0, nil)])
  func projectedTargetSnapsByWhereItEnds(projected: Double, expected: Double?) {
    #expect(StickyHeaderSnap.decide(projectedOffset: projected, geometry: geometry).targetOffset == expected)
  }

  @Test func aFullBleedHeaderInLandscapeSpansTheSideSafeAreasAndKeepsItsElementsOutOfThem() {
    // An iPhone 15 in landscape: 852 pt wide, 59 pt of notch gutter on each side; a List's rows
    // run under the gutters, so the header does too.
    let landscape = StickyHeaderGeometry(viewportHeight: 372, safeAreaTop: 0)
    let open = StickyHeaderState.fullBleed(
      geometry: landscape, safeAreaWidth: 734, safeAreaLeading: 59, safeAreaTrailing: 59)
    #expect(open.width == 852)
    #expect(open.avatar().x == 426)
    #expect(open.title().x == 426 && open.title().width == 734 - 32)
    let closed = StickyHeaderState.fullBleed(
      geometry: landscape, collapseDistance: 500, safeAreaWidth: 734, safeAreaLeading: 59, safeAreaTrailing: 59)
    #expect(closed.avatar().x == 59 + 16 + 20)
    // Unequal insets: the middle of the safe span, not of the header.
    let lopsided = StickyHeaderState.fullBleed(
      geometry: landscape, safeAreaWidth: 700, safeAreaLeading: 100, safeAreaTrailing: 0)
    #expect(lopsided.width == 800 && lopsided.title().x == 450)
    // Bad insets count as none.
    let bad = StickyHeaderState.fullBleed(
      geometry: landscape, safeAreaWidth: 390, safeAreaLeading: .nan, safeAreaTrailing: -5)
    #expect(bad.width == 390 && bad.avatar().x == 195)
  }

  @Test func theTitlePresetsFrameFollowsDynamicTypeUnlessGivenAHeight() {
    let standard = StickyHeaderGeometry(safeAreaHeight: 759, safeAreaTop: 59)
    let large = StickyHeaderGeometry(safeAreaHeight: 759, safeAreaTop: 59, contentSizeScale: 2)
    #expect(StickyHeaderState(geometry: standard, width: 390).title().height == 34)
    // `.font(.title)` at twice its size needs twice the line: no clipping.
    let open = StickyHeaderState(geometry: large, width: 390).title()
    #expect(open.height == 68)
    // Collapsed, it sits in the middle of the taller collapsed header.
    let collapsed = StickyHeaderState(geometry: large, collapseDistance: 1000, width: 390).title()
    #expect(collapsed.y == 59 + 128 / 2)
    // A height the app gives is its own.
    #expect(StickyHeaderState(geometry: large, width: 390).title(height: 40).height == 40)
  }
}
