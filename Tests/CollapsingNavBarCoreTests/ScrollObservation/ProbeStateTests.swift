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
    // The update looks at once, in place of the delayed look (cancelled: one chain of looks).
    #expect(state.handle(.updated) == [.cancelScheduledCheck, .scheduleCheck])
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

  /// The main run loop as the SwiftUI adapter uses it, on a virtual clock: checks scheduled on
  /// the next turn or after a delay, cancelled when the state machine says so, and counted as
  /// they run (each one walks the window).
  struct RunLoop {
    var state = ProbeState()
    var now = 0.0
    /// Checks scheduled and not run or cancelled, by the time they run.
    var scheduled: [Double] = []
    /// The most checks ever scheduled at once.
    var mostScheduled = 0
    /// The times the checks ran.
    var walks: [Double] = []
    static let turn = 1.0 / 120

    mutating func send(_ event: ProbeEvent) {
      for action in state.handle(event) {
        switch action {
        case .scheduleCheck: scheduled.append(now + Self.turn)
        case .scheduleDelayedCheck(let seconds): scheduled.append(now + seconds)
        case .cancelScheduledCheck: scheduled.removeLast()
        case .detach, .attach: break
        }
        mostScheduled = max(mostScheduled, scheduled.count)
      }
    }

    /// Runs the loop until `time`: every check due runs and finds nothing (an empty state).
    mutating func run(until time: Double) {
      while let next = scheduled.indices.min(by: { scheduled[$0] < scheduled[$1] }), scheduled[next] <= time {
        now = scheduled.remove(at: next)
        walks.append(now)
        send(.checked(choice: nil, targetAlive: false))
      }
      now = time
    }

    func walks(from start: Double, to end: Double) -> Int { walks.filter { $0 >= start && $0 < end }.count }
  }

  /// Before, an update while waiting scheduled a check beside the delayed one, which could not be
  /// cancelled: one update every 0.7 s for 10 s left 15 polls a second running for good.
  @Test func updatesWhileWaitingLeaveOnePollNotOnePerUpdate() {
    var loop = RunLoop()
    loop.send(.enteredWindow)
    var time = 0.0
    while time < 10 {
      time += 0.7
      loop.run(until: time)
      loop.send(.updated)
    }
    loop.run(until: 20)
    #expect(loop.mostScheduled == 1)
    // Nothing found: one poll a second (``ProbeState/longestPollDelay``), in one chain.
    #expect(loop.walks(from: 15, to: 20) == 5)
  }

  /// An update on every frame (typing in the bar's search field over an empty state): at most one
  /// look per frame while it lasts, then one a second.
  @Test func anUpdateOnEveryFrameWalksTheWindowAtMostOncePerFrame() {
    var loop = RunLoop()
    loop.send(.enteredWindow)
    var time = 0.0
    while time < 5 {
      time += RunLoop.turn
      loop.run(until: time)
      loop.send(.updated)
    }
    #expect(loop.mostScheduled == 1)
    #expect(loop.walks(from: 0, to: 5) <= 5 * 120 + 1)
    loop.run(until: 15)
    #expect(loop.walks(from: 10, to: 15) == 5)
  }

  @Test func leavingTheWindowCancelsTheScheduledCheckAndAReturnSchedulesOne() {
    var state = ProbeState()
    state.handle(.enteredWindow)
    #expect(state.handle(.leftWindow) == [.cancelScheduledCheck])
    #expect(!state.checkScheduled)
    #expect(state.handle(.enteredWindow) == [.scheduleCheck])
    // The check of the first stay, had it run anyway, is the new one's: one result, one answer.
    #expect(state.handle(.checked(choice: nil, targetAlive: false)) == [.scheduleCheck])
    #expect(state.handle(.checked(choice: nil, targetAlive: false)) == [.scheduleCheck])
  }

  @Test func aResultWhenNoCheckIsScheduledChangesNothing() {
    var state = ProbeState()
    state.handle(.enteredWindow)
    state.handle(.checked(choice: 7, targetAlive: false))
    let before = state
    #expect(state.handle(.checked(choice: 9, targetAlive: true)) == [])
    #expect(state == before)
  }

  @Test func reEnteringAWindowSearchesAgain() {
    var state = ProbeState()
    state.handle(.enteredWindow)
    state.handle(.leftWindow)
    #expect(state.handle(.enteredWindow) == [.scheduleCheck])
  }
}

/// A probe beside a container, run against trees that change the way SwiftUI changes them while
/// the probe itself is not updated: ``ProbeState`` decides when to look, ``ScrollViewCandidate``
/// what it finds, as the SwiftUI adapter combines them.
@Suite struct ProbeTreeScenarioTests {
  static let container = WindowRect(x: 0, y: 91, width: 390, height: 719)
  static let probe = ScrollProbeSnapshot(placement: .beside, frame: container)

  static func list(_ id: Int) -> ScrollViewCandidate {
    ScrollViewCandidate(id: id, kind: .collectionView, frame: container, contentHeight: 4000, depth: 11)
  }

  /// The adapter's loop: events in, actions carried out, scheduled looks run against the tree.
  struct Run {
    var state = ProbeState()
    var observed: Int?
    var tree: [ScrollViewCandidate] = []
    var checksDue = 0
    var delayedChecksDue = 0

    mutating func send(_ event: ProbeEvent) {
      for action in state.handle(event) {
        switch action {
        case .scheduleCheck: checksDue += 1
        case .scheduleDelayedCheck: delayedChecksDue += 1
        case .cancelScheduledCheck:
          if checksDue > 0 { checksDue -= 1 } else { delayedChecksDue -= 1 }
        case .detach: observed = nil
        case .attach(let id): observed = id
        }
      }
    }

    /// One look, as `ScrollProbeView.check()` does it.
    mutating func look() {
      if let observed, let current = tree.first(where: { $0.id == observed }),
        current.rejection(for: ProbeTreeScenarioTests.probe) == nil
      {
        return send(.checked(choice: observed, targetAlive: true))
      }
      let choice = ScrollViewCandidate.choose(from: tree, for: ProbeTreeScenarioTests.probe)
      send(.checked(choice: choice?.id, targetAlive: observed.map { id in tree.contains { $0.id == id } } ?? false))
    }

    /// Runs the looks due on the next turns (not the delayed ones).
    mutating func runTurns() {
      var guardCount = 0
      while checksDue > 0, guardCount < 20 {
        checksDue -= 1
        guardCount += 1
        look()
      }
    }

    /// Runs one delayed look, if one is due.
    mutating func runDelayedLook() {
      guard delayedChecksDue > 0 else { return }
      delayedChecksDue -= 1
      look()
    }
  }

  @Test func anEmptyStateThenAListIsFoundWithoutAnUpdateOfTheProbe() {
    var run = Run()
    run.send(.enteredWindow)
    run.runTurns()
    #expect(run.observed == nil)
    #expect(run.delayedChecksDue == 1)
    // `InboxView` swaps its full-size empty state for a List; the modifier's body does not run.
    run.runDelayedLook()
    #expect(run.observed == nil)
    run.tree = [Self.list(1)]
    run.runDelayedLook()
    #expect(run.observed == 1)
    #expect(run.delayedChecksDue == 0)
  }

  @Test func anIdResetIsFollowedWhenTheOldListLeavesTheWindow() {
    var run = Run()
    run.tree = [Self.list(1)]
    run.send(.enteredWindow)
    run.runTurns()
    #expect(run.observed == 1)
    // `.id(filter)`: SwiftUI drops the list's scroll view and makes a new one; the watch inside
    // the old one hears it leave.
    run.tree = [Self.list(2)]
    run.send(.targetLeftWindow)
    #expect(run.observed == nil)
    run.runTurns()
    #expect(run.observed == 2)
  }

  @Test func aSwapThroughAnEmptyTreeKeepsLookingUntilTheNewListComes() {
    var run = Run()
    run.tree = [Self.list(1)]
    run.send(.enteredWindow)
    run.runTurns()
    // An `if` switches branches: the old list leaves before the new one is in the window.
    run.tree = []
    run.send(.targetLeftWindow)
    run.runTurns()
    #expect(run.observed == nil)
    run.runDelayedLook()
    run.tree = [Self.list(3)]
    run.runDelayedLook()
    #expect(run.observed == 3)
  }

  @Test func aSwapWhileBothListsAreInTheWindowEndsOnTheNewOne() {
    var run = Run()
    run.tree = [Self.list(1)]
    run.send(.enteredWindow)
    run.runTurns()
    // A cross-fade: the new list is in, the old one still there; the probe keeps the old one.
    run.tree = [Self.list(1), Self.list(4)]
    run.send(.updated)
    run.runTurns()
    #expect(run.observed == 1)
    // The old one goes: the probe follows the new one.
    run.tree = [Self.list(4)]
    run.send(.targetLeftWindow)
    run.runTurns()
    #expect(run.observed == 4)
  }
}
