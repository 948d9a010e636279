import Testing

@testable import CollapsingNavBarCore

@Suite struct QuickReturnTrackerTests {
  @Test func aChangeOfDirectionCountsOnlyAfterTheSlop() {
    var tracker = QuickReturnTracker()
    var collapse = tracker.track(collapse: 0, delta: 100, c: 600, range: 148, revealDistance: 0)
    #expect(collapse == 100)
    collapse = tracker.track(collapse: collapse, delta: -4, c: 596, range: 148, revealDistance: 0)
    #expect(collapse == 100 && tracker.isHeadingTowardEnd)
    collapse = tracker.track(collapse: collapse, delta: -4, c: 592, range: 148, revealDistance: 0)
    #expect(collapse == 92 && !tracker.isHeadingTowardEnd)
  }

  @Test func theBarComesBackAfterTheRevealDistance() {
    var tracker = QuickReturnTracker()
    var collapse = tracker.track(collapse: 0, delta: 300, c: 900, range: 148, revealDistance: 40)
    collapse = tracker.track(collapse: collapse, delta: -30, c: 870, range: 148, revealDistance: 40)
    #expect(collapse == 148)
    collapse = tracker.track(collapse: collapse, delta: -30, c: 840, range: 148, revealDistance: 40)
    #expect(collapse == 128)
  }
}
