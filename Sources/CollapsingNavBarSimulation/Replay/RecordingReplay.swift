import CollapsingNavBarCore

/// A recording played through the engine: its events and changes fed to a controller built from
/// its start (not to a simulated scroll view), drawn frame by frame at 120 Hz as a
/// ``SimulationTrace`` (the container's numbers are the device's, the bar's are the engine's now),
/// and the entries whose answers now differ from the recorded ones.
///
/// ```swift
/// let text = try String(contentsOfFile: "bug-1234.json", encoding: .utf8)  // a recording
/// let replay = try RecordingReplay(try NavBarRecording(json: text), name: "bug-1234.json")
/// let page = HTMLPage.render([HTMLPage.Run(scene: FrameScene(trace: replay.trace), label: "", csv: TraceCSV.render(replay.trace))])
/// print(replay.divergences.count)
/// ```
public struct RecordingReplay: Sendable {
  /// The recording.
  public let recording: NavBarRecording
  /// The frames.
  public let trace: SimulationTrace
  /// The entries whose answer differs from the recorded one.
  public let divergences: [NavBarRecording.Divergence]
  /// The frame of each entry.
  public let entryFrames: [Int]

  /// Plays a recording.
  ///
  /// - Parameters:
  ///   - recording: The recording.
  ///   - name: The name the page and the summary show (the file's).
  /// - Throws: A ``ScenarioError`` when its start cannot be built (a configuration refused).
  public init(_ recording: NavBarRecording, name: String) throws(ScenarioError) {
    self.recording = recording
    var builder: Builder
    do {
      builder = try Builder(recording: recording, name: name)
    } catch {
      throw ScenarioError(path: "start", problem: error.description)
    }
    var divergences: [NavBarRecording.Divergence] = []
    var frames: [Int] = []
    frames.reserveCapacity(recording.entries.count)
    do throws(BarConfigurationError) {
      try recording.replay { index, entry, answer, controller in
        builder.take(entry, answer: answer, controller: controller)
        frames.append(builder.frame)
        if answer != entry.answer {
          divergences.append(
            NavBarRecording.Divergence(index: index, time: entry.time, recorded: entry.answer, replayed: answer))
        }
      }
    } catch {
      throw ScenarioError(path: "start", problem: error.description)
    }
    builder.finish()
    trace = builder.trace
    self.divergences = divergences
    entryFrames = frames
  }

  /// The invariants that hold for a replay: those about the bar the engine lays out, and those
  /// about the device's container at rest under it. (The ones about the simulator's writes, its
  /// echoes and the script's steps do not apply: a replay writes nothing.)
  public static let invariants: Set<Invariant> = [
    .finite, .barHeightInRange, .panelsAddUp, .barWithinPull, .wholeStateAtRest, .contentVisibleAtTop,
    .indicatorMatchesBarAtRest,
  ]

  /// Checks the replay's frames against ``invariants``.
  ///
  /// - Returns: The report.
  public func check() -> InvariantReport {
    var checker = InvariantChecker()
    var violations: [InvariantViolation] = []
    var count = 0
    for frame in 0..<trace.frameCount {
      if let violation = checker.check(trace, frame: frame), Self.invariants.contains(violation.invariant) {
        count += 1
        if violations.count < InvariantChecker.reportLimit { violations.append(violation) }
      }
    }
    return InvariantReport(
      framesChecked: trace.frameCount, restsChecked: checker.restCount, violationCount: count, violations: violations)
  }

  /// Draws frames from the entries.
  struct Builder {
    var trace: SimulationTrace
    let startTime: Double
    let panelIDs: [String]
    let hasLargeTitle: Bool
    var frame = 0
    var geometry: ContainerGeometry
    var controller: NavBarController
    var titles: TitleCrossFade
    var configuration: BarConfiguration
    var panelLayoutIndices: [Int?]
    var addedPanelLayoutIndices: [Int] = []
    var insetWrites = 0
    var release = false
    /// Whether an entry came in the frame being drawn (``TraceColumn/input``: the outside acted).
    var input = false

    init(recording: NavBarRecording, name: String) throws(BarConfigurationError) {
      let start = recording.start
      controller = try start.controller()
      startTime = start.time
      configuration = start.configuration
      geometry =
        recording.entries.lazy.compactMap(\.geometry).first ?? start.attached
        ?? ContainerGeometry(contentHeight: 0, viewportHeight: 844)
      let stacked = configuration.panels.enumerated().filter { $0.element.kind != .separator }
      panelIDs = stacked.map(\.element.id)
      hasLargeTitle = configuration.panels.contains { $0.kind == .largeTitle }
      panelLayoutIndices = stacked.map(\.offset)
      titles = TitleCrossFade(
        state: controller.layout.compactTitleAlpha >= 0.5 ? .compact : .large,
        duration: configuration.titleFadeDuration)
      let environment = start.environment
      let scenario = Scenario(
        name: name,
        device: Scenario.Device(
          width: environment.width, height: max(geometry.viewportHeight, 1), safeAreaTop: environment.safeAreaTop,
          scale: environment.scale, largeTitleScale: environment.largeTitleScale,
          verticallyCompact: environment.isVerticallyCompact),
        bar: Scenario.Bar(
          panels: configuration.panels.map { panel in
            // (A recording holds no titles: the recording's name stands in, marked as such.)
            var spec = Scenario.PanelSpec(kind: panel.kind, id: panel.id, height: panel.height)
            if panel.kind == .top || panel.kind == .largeTitle {
              spec.title = name
              spec.titleIsPlaceholder = true
            }
            return spec
          },
          mode: configuration.mode, quickReturnReveal: configuration.quickReturnReveal,
          insetStrategy: configuration.insetStrategy, snapping: configuration.snapPolicy.isEnabled,
          collapseOrder: configuration.collapseOrder, titleCrossFadeThreshold: configuration.titleCrossFadeThreshold),
        containers: [
          Scenario.Container(contentHeight: geometry.contentHeight, observesOnly: start.observesOnly)
        ],
        script: [])
      let frames = Int((recording.duration / Simulator.timeStep).rounded(.up)) + 2
      trace = SimulationTrace(
        scenario: scenario, panelIDs: panelIDs, panelKinds: stacked.map(\.element.kind),
        metrics: controller.metrics, reservingFrames: frames)
    }

    /// The frame of a time.
    func frame(of time: Double) -> Int { max(0, Int(((time - startTime) / Simulator.timeStep + 1e-6).rounded(.down))) }

    /// Takes one entry: rows for the frames before its own, then its log.
    mutating func take(_ entry: NavBarRecording.Entry, answer: NavBarRecording.Answer, controller: NavBarController) {
      let entryFrame = frame(of: entry.time)
      while frame < entryFrame {
        writeRow()
        frame += 1
      }
      if let geometry = entry.geometry { self.geometry = geometry }
      self.controller = controller
      log(entry, answer: answer)
      if let fade = answer.titleFade {
        _ = titles.setTarget(fade, at: entry.time - startTime, animated: (answer.titleFadeDuration ?? 0) > 0)
      }
      if answer.contentInsetTop != nil { insetWrites += 1 }
      if case .event(.willEndDragging) = entry.input { release = true }
      if Self.actsFromOutside(entry.input, controller: controller, geometry: geometry) { input = true }
      if controller.metrics.configuration != configuration { configurationChanged() }
    }

    /// Whether an entry is the outside acting (``TraceColumn/input``), as a script's step or its
    /// finger is in the simulator: the app's change, a finger's event or move, search, a status
    /// bar tap, a tab switch; not UIKit's reports of its own motion or of the insets.
    static func actsFromOutside(
      _ input: NavBarRecording.Input, controller: NavBarController, geometry: ContainerGeometry
    ) -> Bool {
      guard case .event(let event) = input else { return true }
      switch event {
      case .offsetChanged: return controller.isDragging || geometry.isTracking
      case .insetChanged, .systemInsetChanged, .contentSizeChanged, .viewportChanged, .didEndDecelerating,
        .scrollAnimationEnded, .frame:
        return false
      case .attach, .detach, .visibilityChanged, .touchBegan, .touchEnded, .dragBegan, .willEndDragging,
        .didEndDragging, .refreshBegan, .refreshEnded, .searchActivated, .searchCancelled, .scrollToTopRequested:
        return true
      }
    }

    /// Writes the last frame.
    mutating func finish() {
      writeRow()
    }

    mutating func log(_ entry: NavBarRecording.Entry, answer: NavBarRecording.Answer) {
      func add(_ kind: SimulationLogEntry.Kind) { trace.log.append(SimulationLogEntry(frame: frame, kind: kind)) }
      switch entry.input {
      case .event(.detach):
        add(.detach(collapseDistance: controller.collapseDistance, collapse: controller.layout.collapse))
      case .event(let event): add(.event(event))
      // (The simulator logs no change of Reduce Motion: it answers nothing.)
      case .change(.setReduceMotion): break
      case .change(let change): add(.change(change))
      }
      if let spacer = answer.leadingSpacerHeight { add(.command(.leadingSpacerHeight(spacer))) }
      if let top = answer.contentInsetTop { add(.command(.contentInsetTop(top))) }
      if let top = answer.scrollIndicatorInsetTop { add(.command(.scrollIndicatorInsetTop(top))) }
      if let y = answer.contentOffsetY {
        switch answer.offsetMotion ?? NavBarRecording.Answer.Motion.none {
        case .none: add(.command(.contentOffsetY(y)))
        case .animated: add(.command(.animatedContentOffsetY(y)))
        case .timed: add(.command(.settleContentOffsetY(y, duration: answer.offsetDuration ?? 0)))
        }
      }
      if let target = answer.targetContentOffset { add(.command(.targetContentOffsetY(target))) }
      if let duration = answer.layoutAnimationDuration { add(.command(.layoutAnimation(duration: duration))) }
      if let fade = answer.titleFade { add(.command(.titleFade(to: fade, duration: answer.titleFadeDuration ?? 0))) }
      if let end = answer.scrollToTopEnd {
        add(.command(.scrollToTop(end: end, duration: answer.scrollToTopDuration ?? 0)))
      }
    }

    mutating func configurationChanged() {
      configuration = controller.metrics.configuration
      trace.metricsEpochs.append(SimulationTrace.MetricsEpoch(frame: frame, metrics: controller.metrics))
      let panels = configuration.panels
      panelLayoutIndices = panelIDs.map { id in panels.firstIndex { $0.id == id } }
      addedPanelLayoutIndices = panels.indices.filter {
        panels[$0].kind != .separator && !panelIDs.contains(panels[$0].id)
      }
    }

    /// The container's phase as the trace shows it, from the controller's.
    var phase: ContainerPhase {
      switch controller.phase {
      case .dragging, .released: return .dragging
      case .coasting(let own, _): return own == nil ? .decelerating : .animating
      case .scrollingToTop: return .scrollToTop
      case .detached, .idle, .settlePending, .touching: return geometry.isDecelerating ? .decelerating : .idle
      }
    }

    mutating func writeRow() {
      if frame > 0, trace.metricsEpochs.last!.metrics.environment != controller.metrics.environment,
        trace.metricsEpochs.last!.frame != frame
      {
        trace.metricsEpochs.append(SimulationTrace.MetricsEpoch(frame: frame, metrics: controller.metrics))
      }
      let time = Double(frame) * Simulator.timeStep
      let rest = TraceRest.isAtRest(
        controller: controller, fingerDown: geometry.isTracking, contentMoves: geometry.isDecelerating,
        titleFades: titles.isFading(at: time))
      let (frame, phase, geometry, insetWrites, release, input) = (
        frame, phase, geometry, insetWrites, release, input
      )
      let isVisible = controller.isVisible
      let writer = TraceRowWriter(
        frame: frame, time: time, phase: phase, rest: rest, controller: controller,
        titleAlphas: titles.alphas(at: time), hasLargeTitle: hasLargeTitle)
      writer.append(
        to: &trace, panelLayoutIndices: panelLayoutIndices, addedPanelLayoutIndices: addedPanelLayoutIndices
      ) { row in
        // (A recording holds one container at a time.)
        row.set(.container, 0)
        // (A recording holds the content as the controller counts it: without a spacer.)
        row.set(.leadingSpacer, 0)
        row.set(.contentOffsetY, geometry.contentOffsetY)
        // (The container's own inset: the recorded one is adjusted.)
        row.set(.contentInsetTop, geometry.contentInsetTop - geometry.systemInsetTop)
        row.set(.scrollIndicatorInsetTop, geometry.scrollIndicatorInsetTop)
        row.set(.contentHeight, geometry.contentHeight)
        row.set(.viewportHeight, geometry.viewportHeight)
        // (The control's share, or under `.never` its room in the list's own inset.)
        row.set(.refreshing, geometry.refreshShareTop > 0 ? 1 : 0)
        row.set(.insetWrites, Double(insetWrites))
        // (A recording's entries are its events: each write answered one of them.)
        row.set(.insetWritesPerEvent, insetWrites > 0 ? 1 : 0)
        row.set(.writesPerPropertyPerEvent, insetWrites > 0 ? 1 : 0)
        row.set(.eventOverflow, 0)
        row.set(.release, release ? 1 : 0)
        row.set(.input, input ? 1 : 0)
        row.set(.adjustedInsetTop, geometry.contentInsetTop)
        row.set(.adjustedInsetBottom, geometry.contentInsetBottom)
        // (What the device's other components wrote is not recorded apart from the events.)
        row.set(.externalInsetWrite, 0)
        row.set(.inWindow, isVisible ? 1 : 0)
        // (Nor the screen's calls, nor the driver's queue.)
        row.set(.screenCalls, 0)
        row.set(.deferredWork, 0)
        row.set(.foldedEchoes, 0)
      }
      self.insetWrites = 0
      self.release = false
      self.input = false
    }
  }
}
