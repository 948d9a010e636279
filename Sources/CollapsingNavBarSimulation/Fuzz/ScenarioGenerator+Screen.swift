import CollapsingNavBarCore

/// The app's screen: what its delegate does from inside UIKit's callbacks.
extension ScenarioGenerator {
  /// An app screen that reads the bar and calls it from inside UIKit's callbacks: most often
  /// from `scrollViewDidScroll`, which also runs inside the bar's own writes.
  mutating func makeScreen(bar: Scenario.Bar) -> [Scenario.Reaction] {
    (0..<random.int(in: 1...4)).map { _ in
      let callbacks = Scenario.Reaction.Callback.allCases
      let on = random.chance(0.5) ? .didScroll : random.pick(callbacks)
      let action = screenAction(bar: bar)
      // A screen that moves the bar on every callback fights every finger; calls that change
      // the bar come a few times, reads any number of times.
      let times: Int? = action == .read ? random.pick([nil, nil, 1, 5]) : random.pick([1, 1, 2, 3])
      return Scenario.Reaction(on: on, action: action, every: random.pick([1, 1, 2, 3, 7, 20, 60]), times: times)
    }
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
    case 16, 17: return .reattach
    default: return .replaceDelegate
    }
  }
}
