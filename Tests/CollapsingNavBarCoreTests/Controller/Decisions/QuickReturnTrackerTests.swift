import Testing

@testable import CollapsingNavBarCore

@Suite struct QuickReturnTrackerTests {
  @Test func aChangeOfDirectionCountsOnlyAfterTheSlopWhichDelaysTheShift() {
    var tracker = QuickReturnTracker()
    var collapse = tracker.track(collapse: 0, delta: 100, c: 600, range: 148, revealDistance: 0)
    #expect(collapse == 100)
    collapse = tracker.track(collapse: collapse, delta: -4, c: 596, range: 148, revealDistance: 0)
    #expect(collapse == 100 && tracker.isHeadingTowardEnd)
    collapse = tracker.track(collapse: collapse, delta: -4, c: 592, range: 148, revealDistance: 0)
    #expect(collapse == 97 && !tracker.isHeadingTowardEnd, "8 pt back: the 3 pt past the slop")
  }

  @Test func theBarComesBackAfterTheSlopAndTheRevealDistance() {
    var tracker = QuickReturnTracker()
    var collapse = tracker.track(collapse: 0, delta: 300, c: 900, range: 148, revealDistance: 40)
    collapse = tracker.track(collapse: collapse, delta: -30, c: 870, range: 148, revealDistance: 40)
    #expect(collapse == 148)
    collapse = tracker.track(collapse: collapse, delta: -30, c: 840, range: 148, revealDistance: 40)
    #expect(collapse == 133, "60 pt back: 5 of slop, 40 of reveal distance, 15 shown")
  }

  @Test func aReversalPendingWhenTheFingerTouchesDownOrLiftsIsForgotten() {
    var tracker = QuickReturnTracker()
    var collapse = tracker.track(collapse: 0, delta: 300, c: 900, range: 148, revealDistance: 0)
    collapse = tracker.track(collapse: collapse, delta: -4.9, c: 895.1, range: 148, revealDistance: 0)
    #expect(abs(tracker.pendingReverse - 4.9) < 1e-9)
    tracker.forgetPendingReversal()
    collapse = tracker.track(collapse: collapse, delta: -4.9, c: 890.2, range: 148, revealDistance: 0)
    #expect(collapse == 148, "4.9 + 4.9 pt in two gestures never passes the slop")
    collapse = tracker.track(collapse: collapse, delta: -3.1, c: 887.1, range: 148, revealDistance: 0)
    #expect(collapse == 145, "8 pt in one gesture: the bar moves 3 pt, never more than the content")
  }

  @Test func travelPastTheEndOfTheContentCountsForNothing() {
    var tracker = QuickReturnTracker()
    var collapse = tracker.track(collapse: 0, delta: 300, c: 900, end: 1000, range: 148, revealDistance: 0)
    collapse = tracker.track(collapse: collapse, delta: -100, c: 800, end: 1000, range: 148, revealDistance: 0)
    #expect(collapse == 53)
    // To the end and 90 pt past it (the rubber band): only the 200 pt up to the end hide the bar.
    collapse = tracker.track(collapse: collapse, delta: 290, c: 1090, end: 1000, range: 148, revealDistance: 0)
    #expect(collapse == 148)
    // The bounce back to the end: nothing.
    collapse = tracker.track(collapse: collapse, delta: -90, c: 1000, end: 1000, range: 148, revealDistance: 0)
    #expect(collapse == 148 && tracker.isHeadingTowardEnd && tracker.pendingReverse == 0)
    // A shown bar stays shown through a pull past the end and its bounce.
    tracker = QuickReturnTracker()
    collapse = tracker.track(collapse: 0, delta: 1000, c: 1000, end: 1000, range: 148, revealDistance: 0)
    tracker.headTowardEnd()
    collapse = 0
    collapse = tracker.track(collapse: collapse, delta: 97, c: 1097, end: 1000, range: 148, revealDistance: 0)
    collapse = tracker.track(collapse: collapse, delta: -97, c: 1000, end: 1000, range: 148, revealDistance: 0)
    #expect(collapse == 0)
  }

  @Test func deepInTheContentARevealStopsAtTheLimitAndTheContentsTopBringsTheRest() {
    var tracker = QuickReturnTracker()
    var collapse = tracker.track(collapse: 0, delta: 2000, c: 2000, range: 148, revealDistance: 0, revealLimit: 104)
    collapse = tracker.track(collapse: collapse, delta: -300, c: 1700, range: 148, revealDistance: 0, revealLimit: 104)
    #expect(collapse == 104)
    collapse = tracker.track(collapse: collapse, delta: -1640, c: 60, range: 148, revealDistance: 0, revealLimit: 104)
    #expect(collapse == 60, "never a gap above the content's top")
    collapse = tracker.track(collapse: collapse, delta: -60, c: 0, range: 148, revealDistance: 0, revealLimit: 104)
    #expect(collapse == 0)
  }

  @Test func fromTheTopTheBarCollapsesWithTheContentAtOnce() {
    var tracker = QuickReturnTracker()
    var collapse = tracker.track(collapse: -20, delta: -20, c: -20, range: 148, revealDistance: 30)
    #expect(collapse == -20)
    collapse = tracker.track(collapse: collapse, delta: 30, c: 10, range: 148, revealDistance: 30)
    #expect(collapse == 10, "no slop from the top")
  }
}
