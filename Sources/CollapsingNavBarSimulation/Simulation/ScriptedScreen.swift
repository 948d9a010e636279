import CollapsingNavBarCore

/// Which of the app's lists it shows (its selected tab): the app's own state, which its screen
/// reads.
final class ShownList {
  /// The list shown.
  weak var view: LiveScrollView?
}

/// The app's own screen, scripted: the scroll view's delegate, which reacts to UIKit's callbacks
/// as a scenario's ``Scenario/screen`` says, by reading the bar or calling it, often from inside
/// the bar's own writes.
final class ScriptedScreen: LiveScrollViewDelegate {
  /// The reactions.
  let reactions: [Scenario.Reaction]
  /// How often each reaction's callback came.
  private var calls: [Int]
  /// How often each reaction acted.
  private var acted: [Int]
  /// The bar.
  unowned let bar: SimulatedBar
  /// The list the app shows.
  let shown: ShownList
  /// The simulation's log.
  let log: SimulationLogBook
  /// Makes the delegate that replaces this one (``Scenario/Reaction/Action/replaceDelegate``).
  var replace: ((ScriptedScreen) -> Void)?
  /// The views it adds as panels, by the identifier it asks for (the same view each time).
  private var panelViews: [String: SimulatedPanelView] = [:]

  /// A screen.
  ///
  /// - Parameters:
  ///   - reactions: What it does in which callback.
  ///   - bar: The bar it calls.
  ///   - shown: The list the app shows.
  ///   - log: The simulation's log.
  init(reactions: [Scenario.Reaction], bar: SimulatedBar, shown: ShownList, log: SimulationLogBook) {
    self.reactions = reactions
    self.bar = bar
    self.shown = shown
    self.log = log
    calls = Array(repeating: 0, count: reactions.count)
    acted = Array(repeating: 0, count: reactions.count)
  }

  /// A screen that carries on from this one (the same reactions and counts).
  func successor() -> ScriptedScreen {
    let next = ScriptedScreen(reactions: reactions, bar: bar, shown: shown, log: log)
    next.calls = calls
    next.acted = acted
    next.replace = replace
    next.panelViews = panelViews
    return next
  }

  /// Why the bar refused a call, as the log says it: the error's name and what was wrong.
  static func reason(_ error: BarConfigurationError) -> String { "\(error.name): \(error)" }

  private func react(_ callback: Scenario.Reaction.Callback, _ scrollView: LiveScrollView) {
    for (index, reaction) in reactions.enumerated() where reaction.on == callback {
      calls[index] += 1
      guard calls[index] % reaction.every == 0, acted[index] < (reaction.times ?? .max) else { continue }
      acted[index] += 1
      perform(reaction.action, in: callback, on: scrollView)
    }
  }

  private func perform(
    _ action: Scenario.Reaction.Action, in callback: Scenario.Reaction.Callback, on scrollView: LiveScrollView
  ) {
    bar.counters.screenCalls += 1
    log.append(.screen(action, during: callback))
    // (The app let go of the bar: it has none to call.)
    if bar.isGone, action != .read {
      log.append(.refused(action, during: callback, reason: Self.reason(.released)))
      return
    }
    switch action {
    case .read:
      // What a screen reads from inside a callback: it must find no access held open.
      let controller = bar.controller
      _ = (controller.layout.progress, controller.layout.height, controller.phase, bar.driver.isBusy)
    case .expand(let animated):
      bar.expand(animated: animated)
    case .collapse(let animated):
      bar.collapse(animated: animated)
    case .endRefreshing:
      bar.endRefreshing()
    case .addPanel(let id, let height):
      let view = id.map { id in panelViews[id, default: SimulatedPanelView(requestedID: id)] }
      if let id, let view { panelViews[id] = view }
      do throws(BarConfigurationError) {
        try bar.addPanel(view ?? SimulatedPanelView(requestedID: nil), id: id, height: height)
      } catch {
        log.append(.refused(action, during: callback, reason: Self.reason(error)))
      }
    case .removePanel(let id):
      // (An id no panel has, or the last panel, changes nothing.)
      bar.removePanel(id: id)
    case .reattach:
      // (The bar's own scroll view: a callback of another list this screen is the delegate of
      // sets up the bar it has. And the list the app shows: a list it is switching away from
      // calls back from inside the bar's detach, which it leaves alone.)
      // (From inside any detach of the bar's too: the attach waits for the detach to end.)
      guard let attached = bar.view, attached === scrollView, scrollView === shown.view else { return }
      let observesOnly = bar.observesOnly
      bar.detach()
      bar.attach(attached, observesOnly: observesOnly)
    case .replaceDelegate:
      let next = successor()
      replace?(next)
      scrollView.setDelegate(next)
    case .releaseBar(let fromAnotherThread):
      bar.release(fromAnotherThread: fromAnotherThread)
    case .installElsewhere:
      bar.install(in: bar.installedScreen == 0 ? 1 : 0)
    case .setAdditionalSafeArea(let top, let bottom):
      guard let index = bar.installedScreen else { return }
      let screen = bar.screens[index]
      if let top { screen.additionalTop = top }
      if let bottom { screen.additionalBottom = bottom }
      // (Or at the next layout pass: ``UIKitAssumptions/safeAreaCallbackTiming``.)
      if scrollView.model.uikit.safeAreaCallbackTiming == .atLayout {
        bar.owesSafeAreaChange = true
      } else {
        bar.safeAreaChanged()
      }
    }
  }

  func scrollViewDidScroll(_ scrollView: LiveScrollView) { react(.didScroll, scrollView) }

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: LiveScrollView) {
    react(.didChangeAdjustedContentInset, scrollView)
  }

  func scrollViewWillBeginDragging(_ scrollView: LiveScrollView) { react(.willBeginDragging, scrollView) }

  func scrollViewWillEndDragging(_ scrollView: LiveScrollView, velocity: Double, target: Double) -> Double? {
    react(.willEndDragging, scrollView)
    return nil
  }

  func scrollViewDidEndDragging(_ scrollView: LiveScrollView, willDecelerate: Bool) {
    react(.didEndDragging, scrollView)
  }

  func scrollViewDidEndDecelerating(_ scrollView: LiveScrollView) { react(.didEndDecelerating, scrollView) }

  func scrollViewDidEndScrollingAnimation(_ scrollView: LiveScrollView) {
    react(.didEndScrollingAnimation, scrollView)
  }
}
