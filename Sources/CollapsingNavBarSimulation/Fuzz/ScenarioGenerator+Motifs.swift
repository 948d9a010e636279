import CollapsingNavBarCore

/// Motifs: a few steps that meet in an unusual order (a keyboard shown around a drag, a push
/// while the content moves, a resting finger).
extension ScenarioGenerator {
  /// Adds one random step, or a motif of a few steps that meet in an unusual order.
  mutating func addStepOrMotif(to script: inout ScriptBuilder) {
    if options.uikitInsetModel && random.chance(0.2) {
      if random.chance(0.3) {
        addInsetMotif(to: &script)
      } else {
        script.add(insetStep())
      }
      return
    }
    if random.chance(0.3) {
      addMotif(to: &script)
      return
    }
    if script.fingerDown {
      switch random.int(in: 0...9) {
      case 0...5: script.add(.release(velocity: velocity()))
      case 6, 7: script.add(.drag(by: dragDistance(), duration: dragDuration()))
      case 8: script.add(random.pick([.endRefreshing, .search(.activate), .search(.cancel)]))
      default: script.add(random.chance(0.5) ? wait() : resize(from: script.device))
      }
      return
    }
    switch random.int(in: 0...16) {
    case 0...4: script.add(.drag(by: dragDistance(), duration: dragDuration()))
    case 5, 6: script.add(wait())
    case 7: script.add(.tapStatusBar)
    case 8:
      script.add(.pullToRefresh(duration: random.pick([0.1, 0.3, 0.5, random.double(in: Simulator.timeStep...1)])))
    case 9: script.add(.endRefreshing)
    case 10: script.add(.search(random.chance(0.5) ? .activate : .cancel))
    case 11: script.add(.switchContainer(otherContainer(script)))
    case 12: script.add(resize(from: script.device))
    case 13: script.add(.expand(animated: random.chance(0.6)))
    case 14: script.add(.collapse(animated: random.chance(0.6)))
    case 15: script.add(touch())
    default: script.add(wait())
    }
  }

  /// A finger that rests on the content without panning, from a tap to a long press.
  mutating func touch() -> Scenario.Step {
    .touch(duration: random.pick([0, Simulator.timeStep, 0.1, 0.3, random.double(in: 0...1.5)]))
  }

  mutating func release(_ script: inout ScriptBuilder) {
    if script.fingerDown { script.add(.release(velocity: velocity())) }
  }

  mutating func shortWait() -> Scenario.Step {
    .wait(random.pick([0, Simulator.timeStep, 3 * Simulator.timeStep, 0.05, 0.1, 0.2]))
  }

  /// Inset events where they hurt: a keyboard shown and hidden around a drag, a refresh begun
  /// by the app and ended at the top, a tab bar hidden while the content moves.
  mutating func addInsetMotif(to script: inout ScriptBuilder) {
    release(&script)
    switch random.int(in: 0...2) {
    case 0:
      script.add(.setContentInset(top: 0, bottom: 300))
      script.add(shortWait())
      script.add(.drag(by: dragDistance() / 10, duration: dragDuration()))
      script.add(.release(velocity: velocity()))
      script.add(.setContentInset(top: random.pick([0, 143]), bottom: 0))
    case 1:
      script.add(.beginRefreshing)
      script.add(shortWait())
      if random.chance(0.5) { script.add(.drag(by: dragDistance(), duration: 0.2)) }
      release(&script)
      script.add(wait())
      script.add(.endRefreshing)
    default:
      script.add(.drag(by: dragDistance(), duration: 0.1))
      script.add(.release(velocity: velocity()))
      script.add(.safeArea(top: nil, bottom: random.pick([0, 34, 83])))
      script.add(shortWait())
      script.add(.safeArea(top: nil, bottom: random.pick([0, 34, 83])))
    }
  }

  /// A push while the content moves (a fling, a pull's bounce, the bar's settle, a scroll to the
  /// top): the scroll view leaves its window, the app acts off screen, and the screen comes back
  /// (or another list is attached in its place).
  mutating func addOffScreenMotif(to script: inout ScriptBuilder) {
    script.add(.drag(by: random.chance(0.2) ? -random.double(in: 50...300) : dragDistance(), duration: 0.15))
    script.add(.release(velocity: random.chance(0.4) ? 0 : velocity()))
    script.add(shortWait())
    if random.chance(0.3) {
      script.add(.tapStatusBar)
      script.add(shortWait())
    }
    script.add(.leaveWindow)
    for _ in 0..<random.int(in: 0...3) {
      switch random.int(in: 0...5) {
      case 0: script.add(.collapse(animated: random.chance(0.7)))
      case 1: script.add(.expand(animated: random.chance(0.7)))
      case 2: script.add(options.uikitInsetModel ? random.pick([.endRefreshing, .beginRefreshing]) : .endRefreshing)
      case 3: script.add(.search(random.chance(0.5) ? .activate : .cancel))
      case 4: script.add(options.uikitInsetModel ? insetStep() : wait())
      default: script.add(wait())
      }
    }
    // (A switch to the attached container would leave the scroll view out of its window.)
    let comesBack = random.chance(0.8)
    let other = otherContainer(script)
    script.add(comesBack || other == script.attached ? .enterWindow : .switchContainer(other))
  }

  mutating func addMotif(to script: inout ScriptBuilder) {
    release(&script)
    switch random.int(in: 0...10) {
    case 0:
      // A release during a scroll-to-top.
      script.add(.drag(by: random.double(in: 200...3000), duration: 0.2))
      script.add(.release(velocity: velocity()))
      script.add(shortWait())
      script.add(.tapStatusBar)
      script.add(shortWait())
      script.add(.drag(by: dragDistance() / 10, duration: dragDuration()))
      script.add(.release(velocity: velocity()))
    case 1:
      // A tab switch mid-fling.
      script.add(.drag(by: dragDistance(), duration: 0.1))
      script.add(.release(velocity: (random.chance(0.7) ? 1 : -1) * random.double(in: 1...10)))
      script.add(shortWait())
      script.add(.switchContainer(otherContainer(script)))
    case 2:
      // A tab switch mid-bounce, after a pull past the top.
      script.add(.drag(by: -random.double(in: 50...400), duration: 0.2))
      script.add(.release(velocity: random.chance(0.5) ? 0 : -random.double(in: 0...3)))
      script.add(shortWait())
      script.add(.switchContainer(otherContainer(script)))
    case 3:
      // A refresh while search is active.
      script.add(.search(.activate))
      script.add(.pullToRefresh(duration: random.pick([0.2, 0.5])))
      script.add(shortWait())
      if random.chance(0.5) { script.add(.endRefreshing) }
      if random.chance(0.7) { script.add(.search(.cancel)) }
    case 4:
      // A rotation during a settle.
      script.add(.drag(by: random.double(in: -200...300), duration: 0.2))
      script.add(.release(velocity: random.chance(0.5) ? 0 : random.double(in: -1...1)))
      script.add(shortWait())
      script.add(resize(from: script.device))
    case 5:
      // A status-bar tap, expand or collapse while a fling or settle runs.
      script.add(.drag(by: dragDistance(), duration: 0.15))
      script.add(.release(velocity: velocity()))
      script.add(shortWait())
      script.add(
        random.pick([.tapStatusBar, .expand(animated: true), .collapse(animated: true), .expand(animated: false)]))
    case 6:
      // A refresh, then a tab switch or a search before it ends.
      script.add(.pullToRefresh(duration: 0.4))
      script.add(shortWait())
      script.add(random.chance(0.5) ? .switchContainer(otherContainer(script)) : .search(.activate))
      script.add(shortWait())
      script.add(.endRefreshing)
    case 7:
      // A drag that starts while a programmatic animation or scroll-to-top runs.
      script.add(random.pick([.tapStatusBar, .expand(animated: true), .collapse(animated: true)]))
      script.add(shortWait())
      script.add(.drag(by: dragDistance(), duration: dragDuration()))
      script.add(.release(velocity: velocity()))
    case 8:
      addOffScreenMotif(to: &script)
    case 9:
      // A finger that catches a fling, a bounce, a settle, a scroll-to-top or a programmatic
      // animation, and lifts without panning (sometimes pans after all).
      switch random.int(in: 0...2) {
      case 0:
        script.add(.drag(by: dragDistance(), duration: random.pick([0.1, 0.2])))
        script.add(.release(velocity: random.chance(0.3) ? 0 : velocity()))
      case 1:
        script.add(.drag(by: -random.double(in: 30...300), duration: 0.2))
        script.add(.release(velocity: 0))
      default:
        script.add(random.pick([.tapStatusBar, .expand(animated: true), .collapse(animated: true)]))
      }
      script.add(shortWait())
      script.add(touch())
      if random.chance(0.2) {
        script.add(.drag(by: dragDistance() / 10, duration: dragDuration()))
        script.add(.release(velocity: velocity()))
      }
    default:
      // Search toggled mid-fling, then a switch.
      script.add(.drag(by: dragDistance(), duration: 0.1))
      script.add(.release(velocity: velocity()))
      script.add(.search(.activate))
      script.add(shortWait())
      if random.chance(0.5) { script.add(.switchContainer(otherContainer(script))) }
      script.add(.search(.cancel))
    }
  }
}
