import CollapsingNavBarCore

/// Plays a ``Scenario`` through the real ``NavBarController`` at a fixed time step of 1/120 s,
/// as a device would: the simulated scroll views call back like UIKit's (``LiveScrollView``:
/// `scrollViewDidScroll` and KVO from inside every write), the bar hears them as the UIKit bar
/// does and owns its controller through the same ``NavBarDriver``, whose ``CommandApplier`` is
/// the one the UIKit bar runs, and the app's screen (``Scenario/screen``) reads the bar or calls
/// it from inside those callbacks; every frame is recorded into a ``SimulationTrace``.
///
/// ```swift
/// let trace = try Simulator.run(scenario)
/// let report = InvariantChecker.check(trace)
/// ```
///
/// No wall clock and no randomness: the same scenario always gives the same trace.
public struct Simulator {
  /// The simulated time per frame in seconds.
  public static let timeStep = 1.0 / 120
  /// How long the simulation runs on after the script to let motion come to rest, at most.
  public static let settleLimit = 10.0

  /// The scenario being played.
  public let scenario: Scenario
  /// The index of the attached container.
  public internal(set) var currentContainer = 0
  /// Whether the attached scroll view is in its window (``Scenario/Step/leaveWindow``): out of
  /// it, no display link runs, so the controller gets no frame ticks.
  public internal(set) var isInWindow = true
  /// The number of the last recorded frame.
  public internal(set) var frame = 0
  /// What has been recorded so far.
  public internal(set) var trace: SimulationTrace

  /// The bar: its driver, its view of the scroll view, the titles it shows.
  let bar: SimulatedBar
  /// The scroll views, as the bar and the screen meet them.
  let views: [LiveScrollView]
  /// The simulation's log, written by the bar, its containers and the screen.
  let logBook = SimulationLogBook()
  var device: Scenario.Device
  /// The stacked panels' ids (the separator excluded), as the trace lists them.
  let panelIDs: [String]
  /// Whether the bar has a large title (else its alpha is recorded as 0).
  let hasLargeTitle: Bool
  /// The configuration of the last metrics epoch recorded.
  var epochConfiguration: BarConfiguration
  /// The bar's configuration count the panel indices below were worked out for.
  var panelIndicesVersion = 0
  /// Where each of ``panelIDs`` is in the bar's layout now (`nil`: the screen removed it).
  var panelLayoutIndices: [Int?]
  /// Where the stacked panels the screen added are in the bar's layout.
  var addedPanelLayoutIndices: [Int] = []
  /// What happened in the frame being played, for its row.
  var marks = FrameMarks()

  /// What happened in one frame, for its row of the trace.
  struct FrameMarks {
    /// The finger was lifted (``TraceColumn/release``).
    var release = false
    /// The script acted (``TraceColumn/input``).
    var input = false
    /// Another component wrote the container's `contentInset` (``TraceColumn/externalInsetWrite``).
    var externalInsetWrite = false
  }

  /// Sets up a scenario: validates it, creates the controller, the containers and the screen,
  /// attaches the first container and records frame 0.
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - recording: When given, the bar's driver records the session from before the attach, on
  ///     the simulated clock (``recording``).
  /// - Throws: A ``ScenarioError`` if the scenario is invalid.
  public init(scenario: Scenario, recording: NavBarRecorder.Options? = nil) throws(ScenarioError) {
    try scenario.validate()
    let configuration = scenario.bar.configuration
    let controller: NavBarController
    do {
      controller = try NavBarController(configuration: configuration, environment: scenario.device.environment)
    } catch {
      throw ScenarioError(path: "bar", problem: error.description)
    }
    self.scenario = scenario
    device = scenario.device
    bar = SimulatedBar(controller: controller, log: logBook)
    views = scenario.containers.map {
      var model = SimulatedScrollView(
        contentHeight: $0.contentHeight, viewportHeight: scenario.device.height, contentInsetTop: $0.contentInsetTop,
        contentInsetBottom: $0.contentInsetBottom, decelerationRate: $0.decelerationRate.rate,
        hasRefreshControl: $0.refreshControl, scale: scenario.device.scale, initialScroll: $0.initialScroll,
        insetAdjustment: $0.insetAdjustment, safeAreaTop: $0.safeAreaTop, safeAreaBottom: $0.safeAreaBottom)
      model.uikit = scenario.uikit
      model.alwaysBounceVertical = $0.bouncesVertically
      model.isInNavigationController = $0.inNavigationController
      // (The adjusted inset may differ now: the content starts at its top as it is.)
      model.contentOffsetY = $0.initialScroll - model.adjustedContentInsetTop
      return LiveScrollView(model)
    }
    if !scenario.screen.isEmpty {
      // The app's screen is every list's delegate.
      let screen = ScriptedScreen(reactions: scenario.screen, bar: bar, log: logBook)
      screen.replace = { [unowned bar] next in bar.keep(next) }
      bar.keep(screen)
      for view in views { view.delegate = screen }
    }
    let stacked = configuration.panels.enumerated().filter { $0.element.kind != .separator }
    panelIDs = stacked.map(\.element.id)
    hasLargeTitle = configuration.panels.contains { $0.kind == .largeTitle }
    epochConfiguration = configuration
    panelLayoutIndices = stacked.map(\.offset)
    let frames =
      1 + scenario.script.reduce(0) { $0 + $1.frameCount(step: Self.timeStep) + 1 }
      + Int(Self.settleLimit / Self.timeStep)
    trace = SimulationTrace(
      scenario: scenario, panelIDs: panelIDs, panelKinds: stacked.map(\.element.kind),
      metrics: controller.metrics, reservingFrames: frames)
    if let recording {
      bar.driver.startRecording(recording) { [weak bar] in bar?.time ?? 0 }
    }
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
    try simulator.playScript { simulator, played in
      if played == nil {
        progress?(simulator.frame, simulator.frame)
      } else if let progress, simulator.frame - reported >= max(expected / 10, 1200) {
        reported = simulator.frame
        progress(simulator.frame, expected)
      }
      return true
    }
    return simulator.trace
  }

  /// A step of the script, as ``playScript(willPlay:didPlay:)`` hands it to its hooks.
  struct PlayedStep {
    /// Its index in the script.
    var index: Int
    /// The step.
    var step: Scenario.Step
    /// The last frame recorded before it.
    var frameBefore: Int
  }

  /// Plays the scenario's script, step by step, then runs until nothing moves: the one loop of
  /// ``run(_:progress:)``, the fuzzer and the replay that checks it.
  ///
  /// - Parameters:
  ///   - willPlay: Called before each step.
  ///   - didPlay: Called after each step, and once more (with `nil`) after the settle at the
  ///     end; returning false stops the play there.
  /// - Throws: The ``ScenarioError`` of a step the simulator cannot play.
  mutating func playScript(
    willPlay: (Simulator, PlayedStep) -> Void = { _, _ in },
    didPlay: (inout Simulator, PlayedStep?) -> Bool
  ) throws(ScenarioError) {
    for (index, step) in scenario.script.enumerated() {
      let played = PlayedStep(index: index, step: step, frameBefore: frame)
      willPlay(self, played)
      log(.step, Double(index))
      try play(step, path: "script[\(index)].\(step.name)")
      guard didPlay(&self, played) else { return }
    }
    settle()
    _ = didPlay(&self, nil)
  }

  // MARK: - State

  /// The bar's controller.
  public var controller: NavBarController { bar.controller }

  /// The scroll containers.
  public var containers: [SimulatedScrollView] { views.map(\.model) }

  /// The attached container.
  public var container: SimulatedScrollView { views[currentContainer].model }

  /// The attached scroll view.
  var view: LiveScrollView { views[currentContainer] }

  /// What the bar's driver met during passes so far: work that waited, echoes folded.
  public var driverActivity: NavBarDriverActivity { bar.driver.activity }

  /// Whether nothing moves: no finger, no motion, no bar animation and no title cross-fade.
  public var isAtRest: Bool {
    let container = view.model
    return !container.isTracking && container.motion == nil && container.pendingOwnSettle == nil
      && !controller.needsFrames
      && !bar.titles.isFading(at: time)
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
      // On iPhone UIKit scrolls to the top only if exactly one scroll view in the window has
      // `scrollsToTop` on (UIScrollView.h): the bar's catcher and any of the app's make more.
      let candidates = 1 + scenario.containers[currentContainer].otherScrollsToTop
      tick { if candidates == 1 { $0.bar.send(.scrollToTopRequested) } }
    case .pullToRefresh:
      let container = view.model
      let pull = ScrollPhysics.inverseRubberBand(
        SimulatedScrollView.refreshTriggerDistance + 4, dimension: container.viewportHeight)
      let distance = max(0, container.contentOffsetY - container.minimumOffset) + pull
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

  // MARK: - Frames

  /// One frame: the script's action, the container's motion, the display-link tick, the record.
  mutating func tick(input: Bool = true, _ action: (inout Simulator) -> Void) {
    frame += 1
    logBook.frame = frame
    bar.counters = SimulatedBar.FrameCounters()
    bar.time = time
    marks = FrameMarks(input: input)
    action(&self)
    advanceMotion()
    // The other containers are out of the window (tabs switched away): whatever the app set
    // moving there (a refresh that ended from inside a callback slides back) lands at once, as a
    // scroll view leaving its window stops within its range.
    for (index, other) in views.enumerated() where index != currentContainer && other.model.motion != nil {
      other.change { $0.stopMotionWithinRange() }
    }
    // Out of the window no display link runs.
    if controller.needsFrames && isInWindow { bar.send(.frame(time: time)) }
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
    if view.change(insetWrite: writesInset, { $0.triggerRefreshIfPulled() }) != nil,
      view.model.insetAdjustment == nil
    {
      bar.send(.refreshBegan(height: SimulatedScrollView.refreshControlHeight))
    }
  }

  /// A finger goes down on the attached container without panning, as UIKit reports it.
  ///
  /// A deceleration or bounce it stops ends with `scrollViewDidEndDecelerating` (iOS 13 and
  /// later); the bar's own settle it stops is noticed by the adapter's settle player on its next
  /// display frame, which it hands to the bar as a frame tick; content at rest reports nothing.
  /// ``CommandApplier`` tells the controller of the finger before each of these events.
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
  /// UIKit sends nothing for a lift without a pan; the bar notices it at the next event (a frame
  /// tick: it wants them while a finger rests), and content held past an edge springs back.
  mutating func touchUp() {
    guard view.model.isTracking, !view.model.isDragging else { return }
    view.change { $0.touchUp() }
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
    // (The motion runs from the next frame: UIKit starts it once the callback has returned.)
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
      var frames = Int(SimulatedRefreshControl.returnDuration / Self.timeStep) + 1
      while !inWindow, end == nil, frames > 0, model.isSlidingBackAfterRefresh {
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
    view.change { $0.stopMotionWithinRange() }
    bar.detach()
    currentContainer = index
    // The other container is on screen (a list swapped in for one that left its window): the
    // bar hears so before it attaches, as the UIKit bar's window watch tells it when it goes in.
    if !isInWindow {
      isInWindow = true
      bar.send(.visibilityChanged(isVisible: true))
    }
    attachCurrentContainer()
  }

  /// The bar attaches to the current container, as the UIKit adapter does: the attach, then the
  /// container's insets (``CommandApplier/attach(_:to:)``).
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

  // MARK: - Recording

  mutating func log(_ kind: SimulationLogEntry.Kind, _ value: Double, _ second: Double = 0) {
    logBook.append(kind, value, second)
  }

  /// Moves what was logged since into the trace.
  mutating func syncLog() {
    guard !logBook.entries.isEmpty else { return }
    trace.log.append(contentsOf: logBook.entries)
    logBook.entries.removeAll(keepingCapacity: true)
  }

  /// Appends the current frame's row to the trace.
  mutating func record() {
    syncLog()
    let container = view.model
    let controller = bar.controller
    if bar.configurationVersion != panelIndicesVersion {
      // The screen changed the bar's panels.
      panelIndicesVersion = bar.configurationVersion
      let panels = controller.metrics.configuration.panels
      if controller.metrics.configuration != epochConfiguration {
        epochConfiguration = controller.metrics.configuration
        trace.metricsEpochs.append(SimulationTrace.MetricsEpoch(frame: frame, metrics: controller.metrics))
      }
      panelLayoutIndices = panelIDs.map { id in panels.firstIndex { $0.id == id } }
      addedPanelLayoutIndices = panels.indices.filter {
        panels[$0].kind != .separator && !panelIDs.contains(panels[$0].id)
      }
    }
    let layout = controller.layout
    var phase = container.phase
    if phase == .idle, case .scrollingToTop = controller.phase { phase = .scrollToTop }
    let search = layout.searchField
    let metrics = controller.metrics
    let titleAlphas = bar.titles.alphas(at: time)
    let counters = bar.counters
    let activity = bar.driver.activity
    // Each row is built from the columns themselves, so a new column cannot shift the others.
    for column in TraceColumn.allCases {
      let value: Double
      switch column {
      case .frame: value = Double(frame)
      case .time: value = time
      case .phase: value = Double(phase.rawValue)
      case .container: value = Double(currentContainer)
      case .contentOffsetY: value = container.contentOffsetY
      case .contentInsetTop: value = container.contentInsetTop
      case .scrollIndicatorInsetTop: value = container.scrollIndicatorInsetTop
      case .contentHeight: value = container.contentHeight
      case .viewportHeight: value = container.viewportHeight
      case .collapseDistance: value = controller.collapseDistance
      case .barHeight: value = layout.height
      case .collapse: value = layout.collapse
      case .progress: value = layout.progress
      case .alphaLargeTitle: value = hasLargeTitle ? titleAlphas.large : 0
      case .alphaCompactTitle: value = titleAlphas.compact
      case .alphaBackground: value = layout.background.solidAlpha
      case .alphaBlur: value = layout.background.blurAlpha
      case .alphaSeparator: value = layout.separatorAlpha
      case .alphaSearch: value = search?.contentAlpha ?? 0
      case .searchFieldY: value = search?.y ?? 0
      case .searchFieldHeight: value = search?.height ?? 0
      case .searchActive: value = controller.isSearchActive ? 1 : 0
      case .refreshHeight: value = controller.refreshHeight
      case .refreshing: value = container.isRefreshing ? 1 : 0
      case .width: value = metrics.environment.width
      case .safeAreaTop: value = layout.safeAreaTop
      case .expandedHeight: value = metrics.expandedHeight
      case .collapsedHeight: value = metrics.collapsedHeight
      case .insetWrites: value = Double(counters.insetWrites)
      case .insetWritesPerEvent: value = Double(counters.mostEventInsetWrites)
      case .writesPerPropertyPerEvent: value = Double(counters.mostWritesPerProperty)
      case .eventOverflow: value = Double(counters.overflow)
      case .rest: value = isAtRest ? 1 : 0
      case .release: value = marks.release ? 1 : 0
      case .input: value = marks.input ? 1 : 0
      case .adjustedInsetTop: value = container.adjustedContentInsetTop
      case .adjustedInsetBottom: value = container.adjustedContentInsetBottom
      case .externalInsetWrite: value = marks.externalInsetWrite ? 1 : 0
      case .inWindow: value = isInWindow ? 1 : 0
      case .screenCalls: value = Double(counters.screenCalls)
      case .deferredWork: value = Double(activity.deferred)
      case .foldedEchoes: value = Double(activity.folded)
      case .addedPanelsHeight:
        var added = 0.0
        for index in addedPanelLayoutIndices { added += layout.panels[index].height }
        value = added
      }
      trace.values.append(value)
    }
    // The panels by id: the screen may add or remove panels (one it removed is recorded at 0).
    for index in panelLayoutIndices { trace.values.append(index.map { layout.panels[$0].height } ?? 0) }
    for index in panelLayoutIndices { trace.values.append(index.map { layout.panels[$0].contentOffsetY } ?? 0) }
  }
}
