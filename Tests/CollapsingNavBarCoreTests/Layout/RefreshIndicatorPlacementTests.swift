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
