import CollapsingNavBarCore

/// The script's steps, each played to its end.
extension Simulator {
  /// Plays one step to its end.
  ///
  /// - Parameters:
  ///   - step: The step (validate the scenario it comes from first).
  ///   - path: Where the step is, for errors.
  /// - Throws: A ``ScenarioError`` if the controller refuses a resized screen.
  public mutating func play(_ step: Scenario.Step, path: String = "step") throws(ScenarioError) {
    switch step {
    case .drag(let by, _):
      drag(by: by, frames: step.frameCount(step: Self.timeStep))
    case .release(let velocity):
      tick { $0.release(velocity: velocity) }
    case .wait:
      for _ in 0..<step.frameCount(step: Self.timeStep) { tick(input: false) { _ in } }
    case .tapStatusBar:
      // On iPhone UIKit scrolls to the top only if exactly one scroll view in the window has
      // `scrollsToTop` on (UIScrollView.h): the bar's catcher and any of the app's make more.
      let candidates = 1 + scenario.containers[currentContainer].otherScrollsToTop
      tick { if candidates == 1 { $0.bar.send(.scrollToTopRequested) } }
    case .pullToRefresh:
      let scrollView = view.model
      let pull = ScrollPhysics.inverseRubberBand(
        scrollView.uikit.refreshTriggerDistance + 4, dimension: scrollView.viewportHeight,
        coefficient: scrollView.uikit.rubberBandCoefficient)
      let distance = max(0, scrollView.contentOffsetY - scrollView.minimumOffset) + pull
      drag(by: -distance, frames: step.frameCount(step: Self.timeStep))
      tick { $0.release(velocity: 0) }
    case .endRefreshing:
      tick { $0.bar.endRefreshing() }
    case .beginRefreshing:
      // The app's `refreshControl.beginRefreshing()`: its share joins the adjusted inset, which
      // calls back (under `.never` the control writes `contentInset`, with its KVO).
      tick {
        let model = $0.view.model
        let writesInset = model.refreshWritesContentInset && !model.isRefreshing
        _ = $0.view.change(insetWrite: writesInset) { $0.beginRefreshing() }
      }
    case .setContentInset(let top, let bottom):
      tick { $0.writeContentInsetFromOutside(top: top, bottom: bottom) }
    case .safeArea(let top, let bottom):
      tick { $0.changeSafeArea(top: top, bottom: bottom) }
    case .touch(let duration):
      tick { $0.touchDown() }
      for _ in 1..<Scenario.Step.restingFrames(duration, step: Self.timeStep) { tick(input: false) { _ in } }
      tick { $0.touchUp() }
    case .search(let action):
      tick { $0.bar.send(action == .activate ? .searchActivated : .searchCancelled) }
    case .switchContainer(let index):
      tick { $0.switchContainer(to: index) }
    case .leaveWindow:
      tick { simulator in
        simulator.isInWindow = false
        // A title cross-fade in flight is a UIView animation: it completes at once.
        simulator.bar.titles = TitleCrossFade(
          state: simulator.bar.titles.target, duration: simulator.controller.metrics.configuration.titleFadeDuration)
        simulator.bar.send(.visibilityChanged(isVisible: false))
        // The scroll view leaves the window too: whatever UIKit still moves there stops within
        // its range, with no end callback, whether or not the bar's own stop above took.
        // (Unless UIKit lets it run on there: ``UIKitAssumptions/OffWindowMotion/runsOn``.)
        if simulator.view.model.motion != nil && simulator.view.model.uikit.offWindowMotion == .stopsWithinRange {
          simulator.view.change { $0.stopMotionWithinRange() }
        }
      }
    case .enterWindow:
      tick { simulator in
        simulator.isInWindow = true
        simulator.bar.send(.visibilityChanged(isVisible: true))
      }
    case .resize(let width, let height, let safeAreaTop):
      var failure: ScenarioError?
      tick { simulator in
        do throws(BarConfigurationError) {
          try simulator.resize(width: width, height: height, safeAreaTop: safeAreaTop)
        } catch {
          failure = ScenarioError(path: path, problem: error.description)
        }
      }
      if let failure { throw failure }
    case .expand(let animated):
      tick { $0.bar.expand(animated: animated) }
    case .collapse(let animated):
      tick { $0.bar.collapse(animated: animated) }
    }
    syncLog()
  }

  /// Runs frames until nothing moves, at most ``settleLimit`` seconds; a finger left down ends it.
  public mutating func settle() {
    var frames = Int(Self.settleLimit / Self.timeStep)
    while frames > 0 && !isAtRest && !view.model.isDragging {
      tick(input: false) { _ in }
      frames -= 1
    }
    syncLog()
  }
}
