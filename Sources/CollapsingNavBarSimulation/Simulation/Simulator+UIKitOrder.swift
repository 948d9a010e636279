import CollapsingNavBarCore

/// One frame at a time, with UIKit's callbacks in UIKit's order: the finger, the release, the
/// motion, another component's writes, a tab switch, a resize.
extension Simulator {
  /// One frame: the script's action, the container's motion, the display-link tick, the record.
  mutating func tick(input: Bool = true, _ action: (inout Simulator) -> Void) {
    frame += 1
    logBook.frame = frame
    bar.counters = SimulatedBar.FrameCounters()
    bar.time = time
    // A bar released on another thread gives its container back on the main queue's next turn.
    bar.finishRelease()
    marks = FrameMarks(input: input)
    action(&self)
    advanceMotion()
    // The other containers are out of the window (tabs switched away): whatever the app set
    // moving there (a refresh that ended from inside a callback slides back) lands at once, as a
    // scroll view leaving its window stops within its range.
    // (Or it runs on there, with its callbacks: ``UIKitAssumptions/OffWindowMotion/runsOn``.)
    for (index, other) in views.enumerated() where index != currentContainer && other.model.motion != nil {
      if other.model.uikit.offWindowMotion == .runsOn && !other.model.isPlayingOwnSettle {
        switch other.change({ $0.step(Self.timeStep) }) {
        case .deceleration: other.delegate?.scrollViewDidEndDecelerating(other)
        case .animation: other.delegate?.scrollViewDidEndScrollingAnimation(other)
        case nil: break
        }
      } else {
        // (The bar's own settle stops with the display link of a bar that left.)
        other.change { $0.stopMotionWithinRange() }
      }
    }
    // Out of the window no display link runs.
    if bar.host.wantsFrames(isInWindow: isInWindow) { bar.send(.frame(time: time)) }
    layoutPass()
    // A refresh the screen ended out of the window from a callback of the layout pass (its
    // `scrollViewDidChangeAdjustedContentInset` held until then) starts UIKit's slide back after
    // this frame's motion: it lands at once too, as ``advanceMotion()`` lands one that started
    // before (seed 9432, scenario 989855).
    if !isInWindow, view.model.isSlidingBackAfterRefresh, view.model.uikit.offWindowMotion != .runsOn {
      advanceMotion()
      layoutPass()
    }
    bar.logOverrun()
    record()
  }

  /// Moves the finger by `by` over `frames` frames, putting it down first if it is up.
  mutating func drag(by: Double, frames: Int) {
    let count = max(frames, 1)
    for index in 0..<count {
      let delta = by * Double(index + 1) / Double(count) - by * Double(index) / Double(count)
      tick { $0.moveFinger(by: delta) }
    }
  }

  mutating func moveFinger(by delta: Double) {
    let view = view
    // Content that cannot scroll vertically does not begin a pan: nothing moves, nothing calls
    // back (UIScrollView.h, `alwaysBounceVertical`).
    if !view.model.isDragging && !view.model.canStartDrag { return }
    if !view.model.isDragging {
      // The finger touches before it pans: content that decelerates or bounces stops, and reports
      // `scrollViewDidEndDecelerating` at once on iOS 13 and later (as for a resting finger,
      // ``touchDown()``), before `scrollViewWillBeginDragging`.
      if !view.model.isTracking, view.model.isDecelerating, view.model.motion?.phase != .animating { touchDown() }
      if view.model.isSpringingUnderRestingFinger {
        // (A bounce that sprang on under the resting finger stops as the pan begins, and ends
        // there: ``UIKitAssumptions/TouchOnBounce/springsOn``.)
        view.change { $0.dropMotion() }
        view.delegate?.scrollViewDidEndDecelerating(view)
      }
      view.change { $0.beginDragging() }
      view.delegate?.scrollViewWillBeginDragging(view)
    }
    // The offset's change calls back: `scrollViewDidScroll`, then the bar's KVO.
    view.change { $0.dragFinger(by: delta) }
    // A pull deep enough fires the refresh control. With UIKit's model its share joins the
    // adjusted inset (`scrollViewDidChangeAdjustedContentInset`, from inside the change, then
    // `.valueChanged`): the bar measures the refresh height from it. The plain model has no
    // share: the bar is told.
    // (Under `.never` the control writes `contentInset` itself, with its KVO.)
    let writesInset = view.model.refreshWritesContentInset && view.model.refreshFiresNow
    if view.change(insetWrite: writesInset, { $0.triggerRefreshIfPulled() }),
      view.model.insetAdjustment == nil
    {
      bar.send(.refreshBegan(height: view.model.uikit.refreshControlHeight))
    }
  }

  /// A finger goes down on the attached container without panning, as UIKit reports it.
  ///
  /// A deceleration or bounce it stops ends with `scrollViewDidEndDecelerating` (iOS 13 and
  /// later); the bar's own settle it stops is noticed by the adapter's settle player on its next
  /// display frame, which it hands to the bar as a frame tick; content at rest reports nothing.
  /// `CommandApplier` tells the controller of the finger before each of these events.
  mutating func touchDown() {
    let view = view
    guard !view.model.isTracking else { return }
    let animating: Bool
    if case .animating = view.model.motion { animating = true } else { animating = false }
    switch view.change({ $0.touchDown() }) {
    case .deceleration:
      view.delegate?.scrollViewDidEndDecelerating(view)
    case .animation:
      if animating { bar.send(.frame(time: time)) }
    case nil:
      break
    }
  }

  /// Lifts a resting finger.
  ///
  /// After a touch that stopped a deceleration or a bounce, UIKit reports the end of a drag
  /// (`scrollViewDidEndDragging(_:willDecelerate:)`, an iOS log in flowkey/UIKit-cross-platform
  /// pull request 307; ``UIKitAssumptions/touchLift``); after one on still content it sends
  /// nothing, and the bar notices the lift at the next event (a frame tick: it wants them while a
  /// finger rests). Content held past an edge springs back.
  mutating func touchUp() {
    guard view.model.isTracking, !view.model.isDragging else { return }
    let stopped = view.model.touchStoppedDeceleration
    view.change {
      $0.touchUp()
      $0.touchStoppedDeceleration = false
    }
    if stopped && view.model.uikit.touchLift == .endsDragging {
      view.delegate?.scrollViewDidEndDragging(view, willDecelerate: view.model.motion != nil)
    }
  }

  /// Another component writes the attached container's `contentInset`: its KVO (and, when the
  /// adjusted inset moved, `scrollViewDidChangeAdjustedContentInset`) reaches the bar.
  mutating func writeContentInsetFromOutside(top: Double?, bottom: Double?) {
    marks.externalInsetWrite = true
    view.change(insetWrite: true) { $0.writeContentInset(top: top, bottom: bottom) }
  }

  /// The safe area of every container changes; `contentInset` does not, so no `contentInset` KVO
  /// fires: only a change of the adjusted inset calls back.
  mutating func changeSafeArea(top: Double?, bottom: Double?) {
    for view in views { view.change { $0.changeSafeArea(top: top, bottom: bottom) } }
  }

  /// Lifts the finger in UIKit's order: `willEndDragging` (the delegate may move the target),
  /// `didEndDragging(willDecelerate:)`, then the motion runs and ends with `didEndDecelerating`.
  mutating func release(velocity: Double) {
    let view = view
    guard view.model.isDragging else { return }
    marks.release = true
    let proposed = view.model.proposedTarget(velocity: velocity)
    let target = view.delegate?.scrollViewWillEndDragging(view, velocity: velocity, target: proposed)
    let willDecelerate = view.change { $0.release(velocity: velocity, adjustedTarget: target) }
    // (The motion runs from the next frame; an inset written from this callback may disturb it:
    // ``UIKitAssumptions/insetWriteFault``.)
    view.change { $0.isInReleaseCallbacks = true }
    view.delegate?.scrollViewDidEndDragging(view, willDecelerate: willDecelerate)
    view.change { $0.isInReleaseCallbacks = false }
  }

  /// Advances the attached container's motion by one frame; the change calls back, and the end
  /// of a motion is reported as UIKit reports it.
  mutating func advanceMotion() {
    let view = view
    // Out of the window the bar's display link does not run: its own settle waits.
    if !isInWindow && view.model.isPlayingOwnSettle { return }
    let ownSettle = view.model.isPlayingOwnSettle
    let inWindow = isInWindow
    let end = view.change { model -> SimulatedScrollView.StepEnd? in
      model.startPendingOwnSettle()
      var end = model.step(Self.timeStep)
      // Out of the window the slide back after a refresh lands at once: the simulator plays it
      // over time to show the screen, and there is none to show. (What UIKit does with it off
      // screen is not documented; the bar, which only follows the offset, comes to rest either
      // way.)
      var frames = Int(model.uikit.refreshReturnDuration / Self.timeStep) + 1
      let runsOn = model.uikit.offWindowMotion == .runsOn
      while !inWindow, !runsOn, end == nil, frames > 0, model.isSlidingBackAfterRefresh {
        end = model.step(Self.timeStep)
        frames -= 1
      }
      return end
    }
    switch end {
    case .deceleration:
      view.delegate?.scrollViewDidEndDecelerating(view)
    case .animation:
      // The end of the bar's own settle is its settle player's to report; UIKit's animated
      // offset change ends with `scrollViewDidEndScrollingAnimation`.
      if ownSettle {
        bar.send(.scrollAnimationEnded)
      } else {
        view.delegate?.scrollViewDidEndScrollingAnimation(view)
      }
    case nil: break
    }
  }

  /// A tab switch: the current container leaves the screen, which stops its motion within its
  /// range (a scroll view that leaves the window does not stay pulled past an edge); the bar
  /// detaches from it (its insets and offset restored, no longer observed) and attaches to the
  /// other one.
  mutating func switchContainer(to index: Int) {
    guard index != currentContainer, views.indices.contains(index) else { return }
    if view.model.uikit.offWindowMotion == .stopsWithinRange { view.change { $0.stopMotionWithinRange() } }
    // (The app shows the other list first: its screen knows which list it switches to.)
    currentContainer = index
    shownList.view = view
    bar.detach()
    // The other container is on screen (a list swapped in for one that left its window): the
    // bar hears so before it attaches, as the UIKit bar's window watch tells it when it goes in.
    if !isInWindow {
      isInWindow = true
      bar.send(.visibilityChanged(isVisible: true))
    }
    attachCurrentContainer()
  }

  /// The layout pass at the end of the run loop's turn: the callbacks UIKit may hold until then
  /// (``UIKitAssumptions/adjustedInsetCallbackTiming``, ``UIKitAssumptions/safeAreaCallbackTiming``).
  ///
  /// A pass whose callbacks change the safe area or the insets again (an app that writes them
  /// from inside) gets another, as UIKit lays out again before the frame is drawn; a few at most.
  mutating func layoutPass() {
    for _ in 0..<Self.layoutPassesPerFrame {
      guard bar.owesSafeAreaChange || views.contains(where: \.owesAdjustedInsetCallback) else { return }
      for view in views { view.layoutPass() }
      bar.layoutPass()
    }
  }

  /// The most layout passes one frame runs.
  static let layoutPassesPerFrame = 8

  /// The bar attaches to the current container, as the UIKit adapter does: the attach, then the
  /// container's insets (`CommandApplier.attach(_:to:)`).
  mutating func attachCurrentContainer() {
    bar.attach(view, observesOnly: scenario.containers[currentContainer].observesOnly)
  }

  /// A new screen size: the viewport and the containers' safe area change (its KVO, and a change
  /// of the adjusted inset, call back), then the bar's environment.
  ///
  /// A container whose top safe area was the screen's (it reaches the top of the screen) takes
  /// the new one; any other keeps its own, at most the new screen's. UIKit moves the offset by
  /// the change of the safe area's share at the top
  /// (``SimulatedScrollView/keepingPlaceBelowTheTopEdge(_:)``).
  mutating func resize(width: Double, height: Double, safeAreaTop: Double) throws(BarConfigurationError) {
    let screenSafeAreaTop = device.safeAreaTop
    device.width = width
    device.height = height
    device.safeAreaTop = safeAreaTop
    // A rotation sets the size class as iOS does: a landscape phone's height is compact.
    device.verticallyCompact = Scenario.Device.verticallyCompactAfterRotation(width: width, height: height)
    for view in views {
      view.change { model in
        model.keepingPlaceBelowTheTopEdge { model in
          model.viewportHeight = height
          guard model.insetAdjustment != nil else { return }
          model.safeAreaTop =
            model.safeAreaTop == screenSafeAreaTop ? safeAreaTop : min(model.safeAreaTop, safeAreaTop)
        }
      }
    }
    try bar.setEnvironment(device.environment)
    trace.metricsEpochs.append(SimulationTrace.MetricsEpoch(frame: frame, metrics: controller.metrics))
    epochConfiguration = controller.metrics.configuration
  }
}
