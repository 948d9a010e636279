import CollapsingNavBarCore

/// Plays a ``Scenario`` through the real ``NavBarController`` at a fixed time step of 1/120 s,
/// as a device would: the simulated scroll views call back like UIKit's (``LiveScrollView``:
/// `scrollViewDidScroll` and KVO from inside every write), the bar hears them as the UIKit bar
/// does and owns its controller through the same ``NavBarDriver``, whose `CommandApplier` is
/// the one the UIKit bar runs, and the app's screen (``Scenario/screen``) reads the bar or calls
/// it from inside those callbacks; every frame is recorded into a ``SimulationTrace``.
///
/// ```swift
/// let scenario = try Scenario(json: #"{"name": "Inbox"}"#)  // the default script
/// let trace = try Simulator.run(scenario)
/// let report = InvariantChecker.check(trace)
/// ```
///
/// No wall clock and no randomness: the same scenario always gives the same trace.
///
/// One word, one thing: a *container* is one of the scenario's scroll containers, a list of the
/// app's, numbered from 0 as ``Scenario/containers`` describes them (``Scenario/Container``). The
/// simulator plays each as a `LiveScrollView`, whose state is a
/// ``SimulatedScrollView`` (``scrollViews``); the bar reaches the one it is attached to through a
/// `LiveContainer`, the core's ``ScrollContainer``; ``currentContainer`` is the number of the one
/// the app shows, and the trace's `container` column records it.
public struct Simulator {
  /// The simulated time per frame in seconds.
  public static let timeStep = 1.0 / 120
  /// How long the simulation runs on after the script to let motion come to rest, at most.
  public static let settleLimit = 10.0

  /// The scenario being played.
  public let scenario: Scenario
  /// The number of the container the app shows (the bar attaches to it when the app switches).
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
  /// The list the app shows (``currentContainer``'s), as its screen knows it.
  let shownList = ShownList()
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
    bar = SimulatedBar(
      controller: controller, log: logBook, screens: [SimulatedViewController(), SimulatedViewController()])
    // (The spacer an owner places, as the SwiftUI modifier works it out for the bar it makes.)
    let ownerSpacer = controller.metrics.reservedTopSpace(holdingSpacer: true).leadingSpacer
    views = scenario.containers.map {
      var model = SimulatedScrollView(
        contentHeight: $0.contentHeight, viewportHeight: scenario.device.height, contentInsetTop: $0.contentInsetTop,
        contentInsetBottom: $0.contentInsetBottom, decelerationRate: $0.decelerationRate.rate,
        hasRefreshControl: $0.refreshControl, scale: scenario.device.scale, initialScroll: $0.initialScroll,
        insetAdjustment: $0.insetAdjustment, safeAreaTop: $0.safeAreaTop, safeAreaBottom: $0.safeAreaBottom)
      model.uikit = scenario.uikit
      model.alwaysBounceVertical = $0.bouncesVertically
      model.holdsLeadingSpacer = $0.kind == .table
      // (The owner's spacer is content the bar never writes: it only sees the content without it.)
      if $0.ownerSpacer { model.placeOwnerSpacer(ownerSpacer) }
      model.isInNavigationController = $0.inNavigationController
      model.isContentViewOfViewController = $0.contentViewOfViewController
      // (The adjusted inset may differ now: the content starts at its top as it is.)
      model.contentOffsetY = $0.initialScroll - model.adjustedContentInsetTop
      return LiveScrollView(model)
    }
    shownList.view = views[currentContainer]
    if !scenario.screen.isEmpty {
      // The app's screen is every list's delegate.
      let screen = ScriptedScreen(reactions: scenario.screen, bar: bar, shown: shownList, log: logBook)
      screen.replace = { [weak bar] next in bar?.keep(next) }
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
    // As the app does: the bar goes into its view controller, then onto its list.
    bar.install(in: 0)
    attachCurrentContainer()
    layoutPass()
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
    /// The step.
    var step: Scenario.Step
    /// The last frame recorded before it.
    var frameBefore: Int
  }

  /// Plays the scenario's script, step by step, then runs until nothing moves: the one loop of
  /// ``run(_:progress:)``, ``record(_:options:)``, the fuzzer and the replay that checks it.
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
      let played = PlayedStep(step: step, frameBefore: frame)
      willPlay(self, played)
      logBook.append(.step(index))
      try play(step, path: "script[\(index)].\(step.name)")
      guard didPlay(&self, played) else { return }
    }
    settle()
    _ = didPlay(&self, nil)
  }

  // MARK: - State

  /// The bar's controller.
  public var controller: NavBarController { bar.controller }

  /// The state of each container's scroll view, by the container's number.
  public var scrollViews: [SimulatedScrollView] { views.map(\.model) }

  /// The attached container.
  public var container: SimulatedScrollView { views[currentContainer].model }

  /// The attached scroll view.
  var view: LiveScrollView { views[currentContainer] }

  /// Whether nothing moves: no finger, no motion, no bar animation and no title cross-fade
  /// (``TraceRest``).
  public var isAtRest: Bool {
    let scrollView = view.model
    return TraceRest.isAtRest(
      controller: controller, fingerDown: scrollView.isTracking,
      contentMoves: scrollView.motion != nil || scrollView.pendingOwnSettle != nil,
      titleFades: bar.titles.isFading(at: time))
  }

  /// The simulated time of the last recorded frame.
  public var time: Double { Double(frame) * Self.timeStep }
}
