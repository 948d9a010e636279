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
    #expect(attached == (0, .relative, 400, false))
    let first = CollapseTracking.attach(contentScroll: 400, collapse: 0, hasHistory: false, range: 148)
    #expect(first == (148, .absolute, 400, false))
    let short = CollapseTracking.attach(contentScroll: 20, collapse: 96, hasHistory: true, range: 148)
    #expect(short == (96, .absolute, 96, false))
  }

  @Test func anAttachToContentAtItsTopBringsItUpToMeetTheBar() {
    let top = CollapseTracking.attach(contentScroll: 0, collapse: 148, hasHistory: true, range: 148)
    #expect(top == (148, .absolute, 148, false), "the bar keeps its height; the content meets it")
    let expanded = CollapseTracking.attach(contentScroll: 0, collapse: 0, hasHistory: true, range: 148)
    #expect(expanded == (0, .absolute, 0, false))
  }

  @Test func contentTooShortToMeetTheBarStaysAndTheBarAnimatesToIt() {
    let short = CollapseTracking.attach(contentScroll: 0, collapse: 148, hasHistory: true, range: 148, reachable: 60)
    #expect(short == (0, .absolute, 0, true))
    let reachable = CollapseTracking.attach(
      contentScroll: 0, collapse: 52, hasHistory: true, range: 148, reachable: 60)
    #expect(reachable == (52, .absolute, 52, false))
  }
}
