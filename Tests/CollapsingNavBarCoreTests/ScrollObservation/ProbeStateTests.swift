import Testing

@testable import CollapsingNavBarCore

@Suite struct ProbeStateTests {
  @Test func enteringAWindowSchedulesACheckInsteadOfLookingInsideTheUpdate() {
    var state = ProbeState()
    #expect(state.handle(.enteredWindow) == [.scheduleCheck])
    #expect(state.phase == .searching(turnsLeft: ProbeState.retryTurns, checkPending: true))
    #expect(state.target == nil)
  }

  @Test func aCheckThatFindsTheScrollViewAttaches() {
    var state = ProbeState()
    state.handle(.enteredWindow)
    #expect(state.handle(.checked(choice: 7, targetAlive: false)) == [.attach(7)])
    #expect(state.target == 7)
  }

  @Test func aSearchRetriesOnTheNextTurnsThenLooksLessOftenAndAtOnceOnAnUpdate() {
    var state = ProbeState()
    state.handle(.enteredWindow)
    for _ in 1..<ProbeState.retryTurns {
      #expect(state.handle(.checked(choice: nil, targetAlive: false)) == [.scheduleCheck])
    }
    #expect(state.handle(.checked(choice: nil, targetAlive: false)) == [.scheduleDelayedCheck(seconds: 0.25)])
    #expect(state.phase == .waiting(round: 0))
    #expect(state.handle(.updated) == [.scheduleCheck])
    #expect(state.handle(.checked(choice: 3, targetAlive: false)) == [.attach(3)])
  }

  @Test func aProbeThatFoundNothingKeepsLookingWithoutAnUpdate() {
    // The screen shows an empty state (no scroll view) and nothing updates the probe.
    var state = ProbeState()
    state.handle(.enteredWindow)
    var delays: [Double] = []
    for _ in 0..<(ProbeState.retryTurns + 5) {
      for action in state.handle(.checked(choice: nil, targetAlive: false)) {
        if case .scheduleDelayedCheck(let seconds) = action { delays.append(seconds) }
      }
    }
    #expect(delays == [0.25, 0.5, 1, 1, 1, 1])
    #expect(state.target == nil)
    // Leaving the window ends the looking: a late look is ignored and schedules nothing.
    state.handle(.leftWindow)
    #expect(state.handle(.checked(choice: nil, targetAlive: false)) == [])
  }

  @Test func pollDelaysGrowToASecondAndStayThere() {
    #expect(ProbeState.pollDelay(round: -1) == 0.25)
    #expect(ProbeState.pollDelay(round: 0) == 0.25)
    #expect(ProbeState.pollDelay(round: 1) == 0.5)
    #expect(ProbeState.pollDelay(round: 2) == ProbeState.longestPollDelay)
    #expect(ProbeState.pollDelay(round: 10_000) == ProbeState.longestPollDelay)
  }

  @Test func theTargetLeavingItsWindowLetsGoAndSearchesWithoutAnUpdate() {
    var state = ProbeState()
    state.handle(.enteredWindow)
    state.handle(.checked(choice: 7, targetAlive: false))
    #expect(state.handle(.targetLeftWindow) == [.detach, .scheduleCheck])
    #expect(state.target == nil)
    #expect(state.handle(.checked(choice: 9, targetAlive: false)) == [.attach(9)])
    // With a check pending already, no second one.
    state.handle(.updated)
    #expect(state.handle(.targetLeftWindow) == [.detach])
    // Heard while not attached: nothing to do.
    #expect(state.handle(.targetLeftWindow) == [])
  }

  @Test func updatesScheduleAtMostOneCheck() {
    var state = ProbeState()
    state.handle(.enteredWindow)
    #expect(state.handle(.updated) == [])
    state.handle(.checked(choice: 7, targetAlive: false))
    #expect(state.handle(.updated) == [.scheduleCheck])
    #expect(state.handle(.updated) == [])
    #expect(state.handle(.checked(choice: 7, targetAlive: true)) == [])
    #expect(state.handle(.updated) == [.scheduleCheck])
  }

  @Test func whenSwiftUIReplacesTheScrollViewTheProbeSwitches() {
    var state = ProbeState()
    state.handle(.enteredWindow)
    state.handle(.checked(choice: 7, targetAlive: false))
    state.handle(.updated)
    #expect(state.handle(.checked(choice: 9, targetAlive: true)) == [.detach, .attach(9)])
    #expect(state.target == 9)
  }

  @Test func whenTheTargetLeavesTheWindowTheProbeLetsGoAndSearchesAgain() {
    var state = ProbeState()
    state.handle(.enteredWindow)
    state.handle(.checked(choice: 7, targetAlive: false))
    state.handle(.updated)
    #expect(state.handle(.checked(choice: nil, targetAlive: true)) == [.detach, .scheduleCheck])
    #expect(state.target == nil)
  }

  @Test func aFreedTargetWithARecycledIdentityIsAttachedAfresh() {
    var state = ProbeState()
    state.handle(.enteredWindow)
    state.handle(.checked(choice: 7, targetAlive: false))
    state.handle(.updated)
    #expect(state.handle(.checked(choice: 7, targetAlive: false)) == [.detach, .attach(7)])
  }

  @Test func leavingTheWindowLetsGoAndLateChecksAreIgnored() {
    var state = ProbeState()
    state.handle(.enteredWindow)
    state.handle(.checked(choice: 7, targetAlive: false))
    #expect(state.handle(.leftWindow) == [.detach])
    #expect(state.handle(.checked(choice: 7, targetAlive: true)) == [])
    #expect(state.handle(.updated) == [])
    #expect(state.handle(.leftWindow) == [])
    #expect(state.phase == .outOfWindow)
  }

  @Test func reEnteringAWindowSearchesAgain() {
    var state = ProbeState()
    state.handle(.enteredWindow)
    state.handle(.leftWindow)
    #expect(state.handle(.enteredWindow) == [.scheduleCheck])
  }
}
