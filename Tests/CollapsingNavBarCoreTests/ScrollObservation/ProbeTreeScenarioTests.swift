import Testing

@testable import CollapsingNavBarCore

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
