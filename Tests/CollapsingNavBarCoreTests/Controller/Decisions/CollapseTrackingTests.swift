import Testing

@testable import CollapsingNavBarCore

@Suite struct CollapseTrackingTests {
  @Test func absoluteTrackingIsTheDistanceUpToTheRange() {
    #expect(CollapseTracking.absolute.track(collapse: 0, delta: 50, c: 50, range: 148) == (50, .absolute))
    #expect(CollapseTracking.absolute.track(collapse: 0, delta: 500, c: 500, range: 148) == (148, .absolute))
  }

  @Test func relativeTrackingFollowsTheDeltaAndMeetsTheAbsolutePosition() {
    let step = CollapseTracking.relative.track(collapse: 0, delta: 30, c: 430, range: 148)
    #expect(step == (30, .relative))
    let met = CollapseTracking.relative.track(collapse: 140, delta: 30, c: 460, range: 148)
    #expect(met == (148, .absolute))
  }

  @Test func anAttachToScrolledContentKeepsTheBarWhereItIs() {
    let attached = CollapseTracking.attach(contentScroll: 400, collapse: 0, hasHistory: true, range: 148)
    #expect(attached == (0, .relative, 400))
    let first = CollapseTracking.attach(contentScroll: 400, collapse: 0, hasHistory: false, range: 148)
    #expect(first == (148, .absolute, 400))
    let short = CollapseTracking.attach(contentScroll: 20, collapse: 96, hasHistory: true, range: 148)
    #expect(short == (96, .absolute, 96))
  }
}
