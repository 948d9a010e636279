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

  @Test func aSearchRetriesOnTheNextTurnsThenWaitsForAnUpdate() {
    var state = ProbeState()
    state.handle(.enteredWindow)
    for _ in 1..<ProbeState.retryTurns {
      #expect(state.handle(.checked(choice: nil, targetAlive: false)) == [.scheduleCheck])
    }
    #expect(state.handle(.checked(choice: nil, targetAlive: false)) == [])
    #expect(state.phase == .waitingForUpdate)
    #expect(state.handle(.updated) == [.scheduleCheck])
    #expect(state.handle(.checked(choice: 3, targetAlive: false)) == [.attach(3)])
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
