import CollapsingNavBarCore

/// The app's screen: what its delegate does from inside UIKit's callbacks.
extension ScenarioGenerator {
  /// An app screen that reads the bar and calls it from inside UIKit's callbacks: most often
  /// from `scrollViewDidScroll`, which also runs inside the bar's own writes.
  mutating func makeScreen(bar: Scenario.Bar) -> [Scenario.Reaction] {
    var reactions = (0..<random.int(in: 1...4)).map { _ in
      let callbacks = Scenario.Reaction.Callback.allCases
      let on = random.chance(0.5) ? .didScroll : random.pick(callbacks)
      let action = screenAction(bar: bar)
      // A screen that moves the bar on every callback fights every finger; calls that change
      // the bar come a few times, reads any number of times.
      let times: Int? = action == .read ? random.pick([nil, nil, 1, 5]) : random.pick([1, 1, 2, 3])
      return Scenario.Reaction(on: on, action: action, every: random.pick([1, 1, 2, 3, 7, 20, 60]), times: times)
    }
    switch random.int(in: 0...19) {
    case 0:
      // A screen that answers every scroll with a collapse and then an expand: each of the bar's
      // writes calls back into another change, until the driver's bound refuses the rest.
      let animated = random.chance(0.3)
      let times: Int? = random.pick([nil, 3, 40])
      reactions += [
        Scenario.Reaction(on: .didScroll, action: .collapse(animated: animated), times: times),
        Scenario.Reaction(on: .didScroll, action: .expand(animated: animated), times: times),
      ]
    case 1:
      // Several panels added (and removed) inside one callback.
      let on =
        random.chance(0.6) ? Scenario.Reaction.Callback.didScroll : random.pick(Scenario.Reaction.Callback.allCases)
      let every = random.pick([1, 5, 30])
      for _ in 0..<random.int(in: 2...4) {
        let action: Scenario.Reaction.Action =
          random.chance(0.7)
          ? .addPanel(
            id: random.chance(0.5) ? nil : "screen-\(random.int(in: 0...2))", height: random.pick([0.0, 30, 44]))
          : .removePanel(
            id: random.chance(0.5) ? "closable-\(random.int(in: 1...3))" : "screen-\(random.int(in: 0...2))")
        reactions.append(Scenario.Reaction(on: on, action: action, every: every, times: random.pick([1, 2, 4])))
      }
    default:
      break
    }
    return Array(reactions.prefix(Scenario.Reaction.maximumCount))
  }

  mutating func screenAction(bar: Scenario.Bar) -> Scenario.Reaction.Action {
    switch random.int(in: 0...19) {
    case 0...5: return .read
    case 6...8: return .expand(animated: random.chance(0.5))
    case 9...11: return .collapse(animated: random.chance(0.5))
    case 12: return .endRefreshing
    case 13, 14:
      // A new id, one in use (a built-in kind's too) or a bad height: the bar refuses the last two.
      let taken = bar.panels.map(\.id) + ["search", "top"]
      let id = random.chance(0.6) ? "screen-\(random.int(in: 0...3))" : random.pick(taken)
      let height =
        random.chance(0.8) ? random.pick([0.0, 20, 44, 60]) : random.pick([-1, -0.5, 20_000])
      return .addPanel(id: id, height: height)
    case 15: return .removePanel(id: random.chance(0.5) ? "screen-\(random.int(in: 0...3))" : "c0")
    case 16: return .reattach
    case 17: return .replaceDelegate
    case 18:
      // The app writes the safe area of the bar's screen (a banner, a mini player), or moves the
      // bar to its other screen.
      if random.chance(0.3) { return .installElsewhere }
      let top: Double? = random.pick([nil, 0, 0, 20, 60, 200])
      let bottom: Double? = top == nil ? random.pick([0, 64]) : random.pick([nil, 0, 64])
      return .setAdditionalSafeArea(top: top, bottom: bottom)
    default:
      // Mostly a read: a release ends the bar for the rest of the session.
      if random.chance(0.85) { return random.chance(0.5) ? .reattach : .read }
      return .releaseBar(fromAnotherThread: random.chance(0.4))
    }
  }
}
