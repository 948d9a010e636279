import CollapsingNavBarCore

/// Plays a ``Scenario`` through the real ``NavBarController`` at a fixed time step of 1/120 s:
/// the simulated containers send the events a UIKit adapter would send, in UIKit's order, and
/// apply the controller's commands back (inset writes echo as `.insetChanged`, offset writes as
/// `.offsetChanged`); every frame is recorded into a ``SimulationTrace``.
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
  /// How deep event handling may recurse (an event's commands causing events) before events are
  /// dropped and counted as a feedback loop.
  static let maximumEventDepth = 16

  /// The scenario being played.
  public let scenario: Scenario
  /// The bar's controller.
  public internal(set) var controller: NavBarController
  /// The scroll containers.
  public internal(set) var containers: [SimulatedScrollView]
  /// The index of the attached container.
  public internal(set) var currentContainer = 0
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
  var eventInsetWrites = 0
  var frameMostEventInsetWrites = 0
  var frameOverflow = 0
  var frameRelease = false
  var frameInput = false
  var frameExternalWrite = false
  var depth = 0
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
    deliver(.attach(containers[0].geometry))
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
    return !container.isDragging && container.motion == nil && !controller.needsFrames && !titles.isFading(at: time)
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
        let before = simulator.containers[simulator.currentContainer].systemInsetTop
        guard simulator.containers[simulator.currentContainer].endRefreshing() else { return }
        if simulator.containers[simulator.currentContainer].systemInsetTop != before {
          simulator.adjustedInsetChanged()
        }
        simulator.deliver(.refreshEnded)
      }
    case .beginRefreshing:
      tick { simulator in
        let before = simulator.containers[simulator.currentContainer].systemInsetTop
        guard simulator.containers[simulator.currentContainer].beginRefreshing() else { return }
        if simulator.containers[simulator.currentContainer].systemInsetTop != before {
          simulator.adjustedInsetChanged()
        }
      }
    case .setContentInset(let top, let bottom):
      tick { $0.writeContentInsetFromOutside(top: top, bottom: bottom) }
    case .safeArea(let top, let bottom):
      tick { $0.changeSafeArea(top: top, bottom: bottom) }
    case .search(let action):
      tick { $0.deliver(action == .activate ? .searchActivated : .searchCancelled) }
    case .switchContainer(let index):
      tick { $0.switchContainer(to: index) }
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
        simulator.eventInsetWrites = 0
        simulator.apply(simulator.controller.expand(animated: animated))
      }
    case .collapse(let animated):
      tick { simulator in
        simulator.log(.collapse, animated ? 1 : 0)
        simulator.eventInsetWrites = 0
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
    frameOverflow = 0
    frameRelease = false
    frameInput = input
    frameExternalWrite = false
    action(&self)
    advanceMotion()
    if controller.needsFrames { deliver(.frame(time: time)) }
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
    let share = containers[currentContainer].systemInsetTop
    if let frameHeight = containers[currentContainer].triggerRefreshIfPulled() {
      if containers[currentContainer].systemInsetTop != share { adjustedInsetChanged() }
      // `.valueChanged`: the UIKit adapter reads the control's frame height then, which grows with
      // the pull; the plain model reports the control's resting height.
      let plain = containers[currentContainer].insetAdjustment == nil
      deliver(.refreshBegan(height: plain ? SimulatedScrollView.refreshControlHeight : frameHeight))
    }
  }

  /// Another component writes the attached container's `contentInset`: its KVO reaches the
  /// controller as `.insetChanged` with the adjusted values (the insets the controller counts in).
  mutating func writeContentInsetFromOutside(top: Double?, bottom: Double?) {
    frameExternalWrite = true
    containers[currentContainer].writeContentInset(top: top, bottom: bottom)
    let container = containers[currentContainer]
    deliver(.insetChanged(top: container.adjustedContentInsetTop, bottom: container.adjustedContentInsetBottom))
  }

  /// The safe area of every container changes; `contentInset` does not, so no `contentInset` KVO
  /// fires: only the adjusted inset of the attached container may change.
  mutating func changeSafeArea(top: Double?, bottom: Double?) {
    let before = containers[currentContainer]
    for index in containers.indices { containers[index].changeSafeArea(top: top, bottom: bottom) }
    let after = containers[currentContainer]
    if after.systemInsetTop != before.systemInsetTop || after.systemInsetBottom != before.systemInsetBottom {
      adjustedInsetChanged()
    }
  }

  /// `scrollViewDidChangeAdjustedContentInset`: the system's share of the attached container's
  /// adjusted inset changed (the safe area, a refresh control) without a `contentInset` write.
  ///
  /// The controller has no event for this yet, so nothing is delivered: this is where the
  /// adjusted-inset event goes once the core has one (UIKit calls the delegate synchronously
  /// from the change).
  mutating func adjustedInsetChanged() {}

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
    let before = containers[currentContainer].contentOffsetY
    let end = containers[currentContainer].step(Self.timeStep)
    let after = containers[currentContainer].contentOffsetY
    if after != before { deliver(.offsetChanged(after)) }
    switch end {
    case .deceleration: deliver(.didEndDecelerating)
    case .animation: deliver(.scrollAnimationEnded)
    case nil: break
    }
  }

  /// Stops the attached container where it is, as the adapter does when the bar starts its own
  /// scroll-to-top (`setContentOffset(contentOffset, animated: false)`); a tap the bar refuses
  /// (search active) leaves the content moving.
  mutating func stopMotion() {
    containers[currentContainer].stopMotion()
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
    log(.detach, controller.collapseDistance, controller.layout.collapse)
    let commands = controller.handle(.detach)
    if let top = commands.contentInsetTop {
      containers[currentContainer].contentInsetTop = top - containers[currentContainer].systemInsetTop
    }
    if let indicator = commands.scrollIndicatorInsetTop {
      containers[currentContainer].scrollIndicatorInsetTop = indicator
    }
    if let offset = commands.contentOffset { containers[currentContainer].setOffset(offset.y) }
    currentContainer = index
    deliver(.attach(containers[index].geometry))
  }

  /// A new screen size: the viewport changes, then the bar's environment.
  mutating func resize(width: Double, height: Double, safeAreaTop: Double) throws(BarConfigurationError) {
    device.width = width
    device.height = height
    device.safeAreaTop = safeAreaTop
    for index in containers.indices { containers[index].viewportHeight = height }
    deliver(.viewportChanged(height: height))
    log(.setEnvironment, width, safeAreaTop)
    let commands = try controller.setEnvironment(device.environment)
    eventInsetWrites = 0
    trace.metricsEpochs.append(SimulationTrace.MetricsEpoch(frame: frame, metrics: controller.metrics))
    apply(commands)
  }

  // MARK: - Events and commands

  /// Sends an event to the controller and applies its commands, like a UIKit adapter callback.
  mutating func deliver(_ event: ScrollEvent) {
    log(event)
    if depth == 0 { eventInsetWrites = 0 }
    guard depth < Self.maximumEventDepth else {
      frameOverflow += 1
      return
    }
    depth += 1
    defer { depth -= 1 }
    apply(controller.handle(event))
  }

  /// Applies commands to the attached container in their declared order; each write is observed
  /// and reported back, as KVO would.
  mutating func apply(_ commands: NavBarCommands) {
    if let top = commands.contentInsetTop {
      log(.writeInset, top)
      frameInsetWrites += 1
      eventInsetWrites += 1
      frameMostEventInsetWrites = max(frameMostEventInsetWrites, eventInsetWrites)
      // The controller counts in adjusted insets: the system's share, measured now, is not ours.
      containers[currentContainer].contentInsetTop = top - containers[currentContainer].systemInsetTop
      let container = containers[currentContainer]
      deliver(.insetChanged(top: container.adjustedContentInsetTop, bottom: container.adjustedContentInsetBottom))
    }
    if let indicator = commands.scrollIndicatorInsetTop {
      log(.writeIndicatorInset, indicator)
      containers[currentContainer].scrollIndicatorInsetTop = indicator
    }
    if let offset = commands.contentOffset {
      let before = containers[currentContainer].contentOffsetY
      switch offset.animation {
      case .none:
        log(.writeOffset, offset.y)
        containers[currentContainer].setOffset(offset.y)
      case .animated:
        log(.animateOffset, offset.y)
        _ = containers[currentContainer].animateOffset(to: offset.y)
      }
      let after = containers[currentContainer].contentOffsetY
      if after != before { deliver(.offsetChanged(after)) }
    }
    if let target = commands.targetContentOffset {
      log(.adjustTarget, target)
      adjustedTarget = target
    }
    if let duration = commands.layoutAnimationDuration { log(.animateLayout, duration) }
    if let fade = commands.titleFade {
      log(.fadeTitles, fade.target == .compact ? 1 : 0, fade.duration)
      _ = titles.setTarget(fade.target, at: time)
    }
    if let plan = commands.scrollToTop {
      // The bar plays its own scroll-to-top: the adapter stops the content where it is first.
      log(.scrollToTopPlan, plan.end, plan.travelDuration + plan.settleDuration)
      stopMotion()
    }
  }

  // MARK: - Recording

  mutating func log(_ kind: SimulationLogEntry.Kind, _ value: Double, _ second: Double = 0) {
    trace.log.append(SimulationLogEntry(frame: frame, kind: kind, value: value, secondValue: second))
  }

  mutating func log(_ event: ScrollEvent) {
    switch event {
    case .attach(let geometry): log(.attach, geometry.contentOffsetY, geometry.contentInsetTop)
    case .detach: log(.detach, controller.collapseDistance, controller.layout.collapse)
    case .offsetChanged(let y): log(.offsetChanged, y)
    case .insetChanged(let top, let bottom): log(.insetChanged, top, bottom)
    case .contentSizeChanged(let height): log(.contentSizeChanged, height)
    case .viewportChanged(let height): log(.viewportChanged, height)
    case .dragBegan: log(.dragBegan, 0)
    case .willEndDragging(let velocity, let target): log(.willEndDragging, velocity, target)
    case .didEndDragging(let willDecelerate): log(.didEndDragging, 0, willDecelerate ? 1 : 0)
    case .didEndDecelerating: log(.didEndDecelerating, 0)
    case .scrollAnimationEnded: log(.scrollAnimationEnded, 0)
    case .refreshBegan(let height): log(.refreshBegan, height)
    case .refreshEnded: log(.refreshEnded, 0)
    case .searchActivated: log(.searchActivated, 0)
    case .searchCancelled: log(.searchCancelled, 0)
    case .scrollToTopRequested: log(.scrollToTopRequested, 0)
    case .frame(let time): log(.frameTick, time)
    }
  }

  /// Appends the current frame's row to the trace.
  mutating func record() {
    let container = containers[currentContainer]
    let layout = controller.layout
    var phase = container.phase
    if phase == .idle && controller.needsFrames { phase = .scrollToTop }
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
    trace.values.append(Double(frameOverflow))
    trace.values.append(rest ? 1 : 0)
    trace.values.append(frameRelease ? 1 : 0)
    trace.values.append(frameInput ? 1 : 0)
    trace.values.append(container.adjustedContentInsetTop)
    trace.values.append(container.adjustedContentInsetBottom)
    trace.values.append(frameExternalWrite ? 1 : 0)
    for index in panelIndices { trace.values.append(layout.panels[index].height) }
    for index in panelIndices { trace.values.append(layout.panels[index].contentOffsetY) }
  }
}
