import CollapsingNavBarCore

/// Plays a ``Scenario`` through the real ``NavBarController`` at a fixed time step of 1/120 s:
/// the simulated containers send the events a UIKit adapter would send, in UIKit's order, and
/// the controller's commands reach them through ``CommandApplier``, the same applier the UIKit
/// adapter runs (inset writes echo as `.insetChanged`, offset writes as `.offsetChanged`);
/// every frame is recorded into a ``SimulationTrace``.
///
/// ```swift
/// let trace = try Simulator.run(scenario)
/// let report = InvariantChecker.check(trace)
/// ```
///
/// No wall clock and no randomness: the same scenario always gives the same trace.
public struct Simulator: Sendable {
  /// The simulated time per frame in seconds.
  public static let timeStep = 1.0 / 120
  /// How long the simulation runs on after the script to let motion come to rest, at most.
  public static let settleLimit = 10.0

  /// The scenario being played.
  public let scenario: Scenario
  /// The bar's controller.
  public internal(set) var controller: NavBarController
  /// The scroll containers.
  public internal(set) var containers: [SimulatedScrollView]
  /// The index of the attached container.
  public internal(set) var currentContainer = 0
  /// Whether the attached scroll view is in its window (``Scenario/Step/leaveWindow``): out of
  /// it, no display link runs, so the controller gets no frame ticks.
  public internal(set) var isInWindow = true
  /// The number of the last recorded frame.
  public internal(set) var frame = 0
  /// What has been recorded so far.
  public internal(set) var trace: SimulationTrace

  var device: Scenario.Device
  /// The titles as the adapter shows them: it plays each cross-fade the controller starts.
  var titles: TitleCrossFade
  /// The layout index of each stacked panel (the separator excluded).
  let panelIndices: [Int]
  /// Whether the bar has a large title (else its alpha is recorded as 0).
  let hasLargeTitle: Bool
  var frameInsetWrites = 0
  var frameMostEventInsetWrites = 0
  var frameMostWritesPerProperty = 0
  var frameOverflow = 0
  var frameRelease = false
  var frameInput = false
  var frameExternalWrite = false
  var adjustedTarget: Double?

  /// Sets up a scenario: validates it, creates the controller and the containers, attaches the
  /// first container and records frame 0.
  ///
  /// - Parameter scenario: The scenario.
  /// - Throws: A ``ScenarioError`` if the scenario is invalid.
  public init(scenario: Scenario) throws(ScenarioError) {
    try scenario.validate()
    let configuration = scenario.bar.configuration
    do {
      controller = try NavBarController(configuration: configuration, environment: scenario.device.environment)
    } catch {
      throw ScenarioError(path: "bar", problem: error.description)
    }
    self.scenario = scenario
    device = scenario.device
    titles = TitleCrossFade(
      state: controller.layout.compactTitleAlpha >= 0.5 ? .compact : .large, duration: configuration.titleFadeDuration)
    containers = scenario.containers.map {
      SimulatedScrollView(
        contentHeight: $0.contentHeight, viewportHeight: scenario.device.height, contentInsetTop: $0.contentInsetTop,
        contentInsetBottom: $0.contentInsetBottom, decelerationRate: $0.decelerationRate,
        hasRefreshControl: $0.refreshControl, scale: scenario.device.scale, initialScroll: $0.initialScroll,
        insetAdjustment: $0.insetAdjustment, safeAreaTop: $0.safeAreaTop, safeAreaBottom: $0.safeAreaBottom)
    }
    let stacked = configuration.panels.enumerated().filter { $0.element.kind != .separator }
    panelIndices = stacked.map(\.offset)
    hasLargeTitle = configuration.panels.contains { $0.kind == .largeTitle }
    let frames =
      1 + scenario.script.reduce(0) { $0 + $1.frameCount(step: Self.timeStep) + 1 }
      + Int(Self.settleLimit / Self.timeStep)
    trace = SimulationTrace(
      scenario: scenario, panelIDs: stacked.map(\.element.id), panelKinds: stacked.map(\.element.kind),
      metrics: controller.metrics, reservingFrames: frames)
    attachCurrentContainer()
    record()
  }

  /// Plays a whole scenario and lets it come to rest.
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - progress: Called now and then with the frames done and the frames expected.
  /// - Returns: The trace.
  /// - Throws: A ``ScenarioError`` if the scenario is invalid.
  public static func run(
    _ scenario: Scenario, progress: ((_ done: Int, _ expected: Int) -> Void)? = nil
  ) throws(ScenarioError) -> SimulationTrace {
    var simulator = try Simulator(scenario: scenario)
    let expected = 1 + scenario.script.reduce(0) { $0 + $1.frameCount(step: timeStep) }
    var reported = 0
    for (index, step) in scenario.script.enumerated() {
      simulator.log(.step, Double(index))
      try simulator.play(step, path: "script[\(index)].\(step.name)")
      if let progress, simulator.frame - reported >= max(expected / 10, 1200) {
        reported = simulator.frame
        progress(simulator.frame, expected)
      }
    }
    simulator.settle()
    progress?(simulator.frame, simulator.frame)
    return simulator.trace
  }

  // MARK: - State

  /// The attached container.
  public var container: SimulatedScrollView { containers[currentContainer] }

  /// Whether nothing moves: no finger, no motion, no bar animation and no title cross-fade.
  public var isAtRest: Bool {
    let container = containers[currentContainer]
    return !container.isTracking && container.motion == nil && !controller.needsFrames && !titles.isFading(at: time)
  }

  /// The simulated time of the last recorded frame.
  public var time: Double { Double(frame) * Self.timeStep }

  // MARK: - Steps

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
      tick { $0.deliver(.scrollToTopRequested) }
    case .pullToRefresh:
      let container = containers[currentContainer]
      let pull = ScrollPhysics.inverseRubberBand(
        SimulatedScrollView.refreshTriggerDistance + 4, dimension: container.viewportHeight)
      let distance = max(0, container.contentOffsetY - container.minimumOffset) + pull
      drag(by: -distance, frames: step.frameCount(step: Self.timeStep))
      tick { $0.release(velocity: 0) }
    case .endRefreshing:
      tick { simulator in
        // The bar's `endRefreshing()`: the refresh control's first (its share of the adjusted
        // inset goes at once), then the bar's event.
        let before = simulator.systemShare
        guard simulator.containers[simulator.currentContainer].endRefreshing() else { return }
        simulator.adjustedInsetChanged(ifShareChangedFrom: before)
        simulator.deliver(.refreshEnded)
      }
    case .beginRefreshing:
      tick { simulator in
        let before = simulator.systemShare
        guard simulator.containers[simulator.currentContainer].beginRefreshing() else { return }
        simulator.adjustedInsetChanged(ifShareChangedFrom: before)
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
      tick { $0.deliver(action == .activate ? .searchActivated : .searchCancelled) }
    case .switchContainer(let index):
      tick { $0.switchContainer(to: index) }
    case .leaveWindow:
      tick { simulator in
        simulator.isInWindow = false
        // A title cross-fade in flight is a UIView animation: it completes at once.
        simulator.titles = TitleCrossFade(
          state: simulator.titles.target, duration: simulator.controller.metrics.configuration.titleFadeDuration)
        simulator.deliver(.visibilityChanged(isVisible: false))
      }
    case .enterWindow:
      tick { simulator in
        simulator.isInWindow = true
        simulator.deliver(.visibilityChanged(isVisible: true))
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
      tick { simulator in
        simulator.log(.expand, animated ? 1 : 0)
        simulator.apply(simulator.controller.expand(animated: animated))
      }
    case .collapse(let animated):
      tick { simulator in
        simulator.log(.collapse, animated ? 1 : 0)
        simulator.apply(simulator.controller.collapse(animated: animated))
      }
    }
  }

  /// Runs frames until nothing moves, at most ``settleLimit`` seconds; a finger left down ends it.
  public mutating func settle() {
    var frames = Int(Self.settleLimit / Self.timeStep)
    while frames > 0 && !isAtRest && !containers[currentContainer].isDragging {
      tick(input: false) { _ in }
      frames -= 1
    }
  }

  // MARK: - Frames

  /// One frame: the script's action, the container's motion, the display-link tick, the record.
  mutating func tick(input: Bool = true, _ action: (inout Simulator) -> Void) {
    frame += 1
    frameInsetWrites = 0
    frameMostEventInsetWrites = 0
    frameMostWritesPerProperty = 0
    frameOverflow = 0
    frameRelease = false
    frameInput = input
    frameExternalWrite = false
    action(&self)
    advanceMotion()
    // Out of the window no display link runs.
    if controller.needsFrames && isInWindow { deliver(.frame(time: time)) }
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
    if !containers[currentContainer].isDragging {
      containers[currentContainer].beginDragging()
      deliver(.dragBegan)
    }
    let before = containers[currentContainer].contentOffsetY
    containers[currentContainer].dragFinger(by: delta)
    let after = containers[currentContainer].contentOffsetY
    if after != before { deliver(.offsetChanged(after)) }
    if containers[currentContainer].triggerRefreshIfPulled() != nil {
      if containers[currentContainer].insetAdjustment == nil {
        // The plain model: the control's height is not in the adjusted inset; the bar is told.
        deliver(.refreshBegan(height: SimulatedScrollView.refreshControlHeight))
      } else {
        // The control's share joined the adjusted inset (`scrollViewDidChangeAdjustedContentInset`,
        // then `.valueChanged`): the bar measures the refresh height from it.
        adjustedInsetChanged()
      }
    }
  }

  /// A finger goes down on the attached container without panning, as UIKit reports it.
  ///
  /// A deceleration or bounce it stops ends with `scrollViewDidEndDecelerating` (iOS 13 and
  /// later); the bar's own settle it stops is noticed by the adapter's settle player on its next
  /// display frame, which it hands to the bar as a frame tick; content at rest reports nothing.
  /// ``CommandApplier`` tells the controller of the finger before each of these events.
  mutating func touchDown() {
    guard !containers[currentContainer].isTracking else { return }
    let animating: Bool
    if case .animating = containers[currentContainer].motion { animating = true } else { animating = false }
    switch containers[currentContainer].touchDown() {
    case .deceleration:
      deliver(.didEndDecelerating)
    case .animation:
      if animating { deliver(.frame(time: time)) }
    case nil:
      break
    }
  }

  /// Lifts a resting finger.
  ///
  /// UIKit sends nothing for a lift without a pan; the bar notices it at the next event (a frame
  /// tick: it wants them while a finger rests), and content held past an edge springs back.
  mutating func touchUp() {
    guard containers[currentContainer].isTracking, !containers[currentContainer].isDragging else { return }
    containers[currentContainer].touchUp()
  }

  /// Another component writes the attached container's `contentInset`: its KVO reaches the
  /// controller as `.insetChanged` with the adjusted values (the insets the controller counts in).
  mutating func writeContentInsetFromOutside(top: Double?, bottom: Double?) {
    frameExternalWrite = true
    containers[currentContainer].writeContentInset(top: top, bottom: bottom)
    adjustedInsetChanged()
  }

  /// The safe area of every container changes; `contentInset` does not, so no `contentInset` KVO
  /// fires: only the adjusted inset of the attached container may change.
  mutating func changeSafeArea(top: Double?, bottom: Double?) {
    let before = systemShare
    for index in containers.indices { containers[index].changeSafeArea(top: top, bottom: bottom) }
    adjustedInsetChanged(ifShareChangedFrom: before)
  }

  /// `scrollViewDidChangeAdjustedContentInset` (or a `contentInset` KVO change, or the refresh
  /// control's `.valueChanged`): the attached container's insets changed, which reaches the
  /// controller as the UIKit adapter sends it, through ``CommandApplier/insetsChanged(_:container:)``:
  /// the system's share and the refresh control's state, then the adjusted insets.
  mutating func adjustedInsetChanged() {
    run { CommandApplier.insetsChanged(&$0, container: &$1) }
  }

  /// The system's share of the attached container's adjusted insets.
  var systemShare: (top: Double, bottom: Double) {
    (containers[currentContainer].systemInsetTop, containers[currentContainer].systemInsetBottom)
  }

  /// Reports the attached container's insets (``adjustedInsetChanged()``) if the system's share
  /// of them is no longer `before`; a change that leaves the share alone fires nothing.
  mutating func adjustedInsetChanged(ifShareChangedFrom before: (top: Double, bottom: Double)) {
    if systemShare != before { adjustedInsetChanged() }
  }

  /// Lifts the finger in UIKit's order: `willEndDragging` (the controller may move the target),
  /// `didEndDragging(willDecelerate:)`, then the motion runs and ends with `didEndDecelerating`.
  mutating func release(velocity: Double) {
    guard containers[currentContainer].isDragging else { return }
    frameRelease = true
    adjustedTarget = nil
    let proposed = containers[currentContainer].proposedTarget(velocity: velocity)
    deliver(.willEndDragging(velocity: velocity, targetOffset: proposed))
    let target = adjustedTarget
    adjustedTarget = nil
    let willDecelerate = containers[currentContainer].release(velocity: velocity, adjustedTarget: target)
    deliver(.didEndDragging(willDecelerate: willDecelerate))
  }

  /// Advances the attached container's motion by one frame and reports what it did.
  mutating func advanceMotion() {
    // Out of the window the bar's display link does not run: its own settle waits.
    if !isInWindow && containers[currentContainer].isPlayingOwnSettle { return }
    let before = containers[currentContainer].contentOffsetY
    var end = containers[currentContainer].step(Self.timeStep)
    // Out of the window the slide back after a refresh lands at once: the simulator plays it
    // over time to show the screen, and there is none to show. (What UIKit does with it off
    // screen is not documented; the bar, which only follows the offset, comes to rest either
    // way.)
    var frames = Int(SimulatedRefreshControl.returnDuration / Self.timeStep) + 1
    while !isInWindow, end == nil, frames > 0, containers[currentContainer].isSlidingBackAfterRefresh {
      end = containers[currentContainer].step(Self.timeStep)
      frames -= 1
    }
    let after = containers[currentContainer].contentOffsetY
    if after != before { deliver(.offsetChanged(after)) }
    switch end {
    case .deceleration: deliver(.didEndDecelerating)
    case .animation: deliver(.scrollAnimationEnded)
    case nil: break
    }
  }

  /// A tab switch: the current container leaves the screen, which stops its motion within its
  /// range (a scroll view that leaves the window does not stay pulled past an edge); the bar
  /// detaches from it (its insets and offset restored, no longer observed) and attaches to the
  /// other one.
  mutating func switchContainer(to index: Int) {
    guard index != currentContainer, containers.indices.contains(index) else { return }
    let before = containers[currentContainer].contentOffsetY
    containers[currentContainer].stopMotionWithinRange()
    let after = containers[currentContainer].contentOffsetY
    if after != before { deliver(.offsetChanged(after)) }
    deliver(.detach)
    currentContainer = index
    // The other container is on screen (a list swapped in for one that left its window): the
    // bar hears so before it attaches, as the UIKit bar's window watch tells it when it goes in.
    if !isInWindow {
      isInWindow = true
      deliver(.visibilityChanged(isVisible: true))
    }
    attachCurrentContainer()
  }

  /// The bar attaches to the current container, as the UIKit adapter does: the attach, then the
  /// container's insets (``CommandApplier/attach(_:to:)``).
  mutating func attachCurrentContainer() {
    log(.attach(containers[currentContainer].geometry))
    run { CommandApplier.attach(&$0, to: &$1) }
  }

  /// A new screen size: the viewport changes, then the bar's environment.
  mutating func resize(width: Double, height: Double, safeAreaTop: Double) throws(BarConfigurationError) {
    device.width = width
    device.height = height
    device.safeAreaTop = safeAreaTop
    let share = systemShare
    for index in containers.indices { containers[index].viewportHeight = height }
    deliver(.viewportChanged(height: height))
    // A new height can make the content fit, which changes what `scrollableAxes` adjusts.
    adjustedInsetChanged(ifShareChangedFrom: share)
    log(.setEnvironment, width, safeAreaTop)
    let commands = try controller.setEnvironment(device.environment)
    trace.metricsEpochs.append(SimulationTrace.MetricsEpoch(frame: frame, metrics: controller.metrics))
    apply(commands)
  }

  // MARK: - Events and commands

  /// Sends an event to the controller and applies its commands through ``CommandApplier``, like
  /// a UIKit adapter callback.
  mutating func deliver(_ event: ScrollEvent) {
    log(event)
    run { CommandApplier.deliver(event, to: &$0, container: &$1) }
  }

  /// Applies commands the controller returned outside an event through ``CommandApplier``.
  mutating func apply(_ commands: NavBarCommands) {
    run { CommandApplier.apply(commands, to: &$0, container: &$1) }
  }

  /// Runs one applier pass on the attached container, logging its writes and echoes, and does
  /// what is left for the adapter once: the fling's target, the layout, the title fade.
  mutating func run(_ pass: (inout NavBarController, inout TracedContainer) -> CommandPass) {
    let observesOnly = scenario.containers[currentContainer].observesOnly
    var container = TracedContainer(
      view: containers[currentContainer], log: [], frame: frame, observesOnly: observesOnly)
    swap(&container.log, &trace.log)
    let result = pass(&controller, &container)
    swap(&container.log, &trace.log)
    containers[currentContainer] = container.view
    frameInsetWrites += result.writes.contentInsetTop
    frameMostEventInsetWrites = max(frameMostEventInsetWrites, result.writesPerEvent.contentInsetTop)
    frameMostWritesPerProperty = max(frameMostWritesPerProperty, result.writesPerEvent.mostPerProperty)
    if result.overflowed { frameOverflow += 1 }
    // (A container observed only has no delegate: a fling's target cannot be moved.)
    if let target = result.targetContentOffset, !observesOnly {
      log(.adjustTarget, target)
      adjustedTarget = target
    }
    if let duration = result.layoutAnimationDuration { log(.animateLayout, duration) }
    if let fade = result.titleFade {
      log(.fadeTitles, fade.target == .compact ? 1 : 0, fade.duration)
      _ = titles.setTarget(fade.target, at: time, animated: fade.duration > 0)
    }
    if let plan = result.scrollToTopStarted {
      log(.scrollToTopPlan, plan.end, plan.travelDuration + plan.settleDuration)
    }
  }

  // MARK: - Recording

  mutating func log(_ kind: SimulationLogEntry.Kind, _ value: Double, _ second: Double = 0) {
    trace.log.append(SimulationLogEntry(frame: frame, kind: kind, value: value, secondValue: second))
  }

  mutating func log(_ event: ScrollEvent) {
    trace.log.append(
      SimulationLogEntry(event, frame: frame, detached: (controller.collapseDistance, controller.layout.collapse)))
  }

  /// Appends the current frame's row to the trace.
  mutating func record() {
    let container = containers[currentContainer]
    let layout = controller.layout
    var phase = container.phase
    if phase == .idle, case .scrollingToTop = controller.phase { phase = .scrollToTop }
    let search = layout.searchField
    let metrics = controller.metrics
    let rest = isAtRest
    let titleAlphas = titles.alphas(at: time)
    trace.values.append(Double(frame))
    trace.values.append(time)
    trace.values.append(Double(phase.rawValue))
    trace.values.append(Double(currentContainer))
    trace.values.append(container.contentOffsetY)
    trace.values.append(container.contentInsetTop)
    trace.values.append(container.scrollIndicatorInsetTop)
    trace.values.append(container.contentHeight)
    trace.values.append(container.viewportHeight)
    trace.values.append(controller.collapseDistance)
    trace.values.append(layout.height)
    trace.values.append(layout.collapse)
    trace.values.append(layout.progress)
    trace.values.append(hasLargeTitle ? titleAlphas.large : 0)
    trace.values.append(titleAlphas.compact)
    trace.values.append(layout.background.solidAlpha)
    trace.values.append(layout.background.blurAlpha)
    trace.values.append(layout.separatorAlpha)
    trace.values.append(search?.contentAlpha ?? 0)
    trace.values.append(search?.y ?? 0)
    trace.values.append(search?.height ?? 0)
    trace.values.append(controller.isSearchActive ? 1 : 0)
    trace.values.append(controller.refreshHeight)
    trace.values.append(container.isRefreshing ? 1 : 0)
    trace.values.append(metrics.environment.width)
    trace.values.append(layout.safeAreaTop)
    trace.values.append(metrics.expandedHeight)
    trace.values.append(metrics.collapsedHeight)
    trace.values.append(Double(frameInsetWrites))
    trace.values.append(Double(frameMostEventInsetWrites))
    trace.values.append(Double(frameMostWritesPerProperty))
    trace.values.append(Double(frameOverflow))
    trace.values.append(rest ? 1 : 0)
    trace.values.append(frameRelease ? 1 : 0)
    trace.values.append(frameInput ? 1 : 0)
    trace.values.append(container.adjustedContentInsetTop)
    trace.values.append(container.adjustedContentInsetBottom)
    trace.values.append(frameExternalWrite ? 1 : 0)
    trace.values.append(isInWindow ? 1 : 0)
    for index in panelIndices { trace.values.append(layout.panels[index].height) }
    for index in panelIndices { trace.values.append(layout.panels[index].contentOffsetY) }
  }
}
