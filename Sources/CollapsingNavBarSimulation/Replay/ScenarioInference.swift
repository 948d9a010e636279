import CollapsingNavBarCore

/// A scenario inferred from a recording, so that the simulator can play the same session with
/// its own model of UIKit, and where the simulated session parts from the recorded one.
///
/// The script is read off the recorded events: a drag for each stretch of a finger's pan (in
/// steps of at most ``dragChunk`` frames, moving by the offset's change, taken back through the
/// rubber band past the top), a release with the
/// recorded velocity, waits in between, a touch for a finger that rested, the end of a refresh,
/// a status-bar tap, search, expand and collapse, leaving and entering the window, and a resize
/// for a new environment. A new configuration cannot be a step: it is noted.
///
/// ```swift
/// let recording = try NavBarRecording(json: try String(contentsOfFile: "bug-1234.json", encoding: .utf8))
/// let replay = try RecordingReplay(recording, name: "bug-1234.json")
/// let inference = ScenarioInference(replay)
/// let parting = try inference.compare()
/// print(parting.partings.first?.description ?? "the simulator plays the recording")
/// ```
public struct ScenarioInference: Sendable {
  /// The most frames one inferred drag step covers.
  public static let dragChunk = 12
  /// How far apart an offset or an inset may be before the sessions are said to part, in points.
  public static let tolerance = 0.5

  /// The inferred scenario.
  public let scenario: Scenario
  /// What the recording holds that no step can express.
  public let notes: [String]
  /// The replay the scenario was inferred from.
  public let replay: RecordingReplay

  /// Where the simulated session first parts from the recording, for one property.
  public struct Parting: Hashable, Sendable, CustomStringConvertible {
    /// The property: `contentOffsetY`, `adjustedInsetTop`, or `callback order`.
    public var property: String
    /// The frame.
    public var frame: Int
    /// The recording's value, in words.
    public var recorded: String
    /// The simulator's value, in words.
    public var simulated: String

    public var description: String {
      "frame \(frame) (t = \(FixedDecimal.format(Double(frame) * Simulator.timeStep, decimals: 4)) s): \(property) recorded \(recorded), simulated \(simulated)"
    }
  }

  /// Infers a scenario from a replayed recording.
  ///
  /// - Parameter replay: The replay.
  public init(_ replay: RecordingReplay) {
    self.replay = replay
    var builder = Builder(replay: replay)
    builder.build()
    var scenario = replay.trace.scenario
    scenario.name = "inferred from \(replay.trace.scenario.name)"
    scenario.script = builder.script
    if let container = builder.container { scenario.containers = [container] }
    self.scenario = scenario
    notes = builder.notes
  }

  /// Plays the inferred scenario in the simulator and finds where it parts from the recording.
  ///
  /// - Returns: The simulated trace, its recording, and the first frame each property parts
  ///   (offset, adjusted inset, callback order), earliest first.
  /// - Throws: A ``ScenarioError`` if the inferred scenario is refused.
  public func compare() throws(ScenarioError) -> (
    trace: SimulationTrace, recording: NavBarRecording, partings: [Parting]
  ) {
    let (trace, simulated) = try Simulator.record(scenario)
    let recorded = replay.trace
    var partings: [Parting] = []
    func n(_ value: Double) -> String { FixedDecimal.trimmed(value, decimals: 3) }
    for column in [TraceColumn.contentOffsetY, .adjustedInsetTop] {
      let frames = min(recorded.frameCount, trace.frameCount)
      // (A recording holds the content as the controller counts it, without a spacer.)
      if let frame = (0..<frames).first(where: {
        abs(recorded.unspaced(column, frame: $0) - trace.unspaced(column, frame: $0)) > Self.tolerance
      }) {
        partings.append(
          Parting(
            property: column.name, frame: frame, recorded: n(recorded.unspaced(column, frame: frame)),
            simulated: n(trace.unspaced(column, frame: frame))))
      }
    }
    if let order = Self.firstOrderDifference(replay.recording, simulated) { partings.append(order) }
    partings.sort { $0.frame < $1.frame }
    return (trace, simulated, partings)
  }

  /// The first frame whose events, in order, differ between two recordings (display-link ticks
  /// left out: a device's run at its own rate).
  static func firstOrderDifference(_ a: NavBarRecording, _ b: NavBarRecording) -> Parting? {
    func frames(_ recording: NavBarRecording) -> [(Int, String)] {
      recording.entries.compactMap { entry in
        guard case .event(let event) = entry.input else { return (frameOf(entry.time, recording), entry.inputName) }
        if case .frame = event { return nil }
        return (frameOf(entry.time, recording), entry.inputName)
      }
    }
    func frameOf(_ time: Double, _ recording: NavBarRecording) -> Int {
      max(0, Int(((time - recording.start.time) / Simulator.timeStep + 1e-6).rounded(.down)))
    }
    let first = frames(a)
    let second = frames(b)
    var i = 0
    var j = 0
    while i < first.count || j < second.count {
      let frame = min(i < first.count ? first[i].0 : .max, j < second.count ? second[j].0 : .max)
      var left: [String] = []
      var right: [String] = []
      while i < first.count && first[i].0 == frame {
        left.append(first[i].1)
        i += 1
      }
      while j < second.count && second[j].0 == frame {
        right.append(second[j].1)
        j += 1
      }
      if left != right {
        return Parting(
          property: "callback order", frame: frame, recorded: "[" + left.joined(separator: ", ") + "]",
          simulated: "[" + right.joined(separator: ", ") + "]")
      }
    }
    return nil
  }

  /// Reads the script off a recording.
  struct Builder {
    let replay: RecordingReplay
    var script: [Scenario.Step] = []
    var notes: [String] = []
    var container: Scenario.Container?
    /// The simulator's frame after the steps so far.
    var cursor = 0
    /// How far the finger moved in each frame, in content points, from the recorded offsets.
    var moves: [Double] = []

    init(replay: RecordingReplay) {
      self.replay = replay
      let trace = replay.trace
      // How far the finger moved in each frame, in content points: past the top the content
      // follows it through UIKit's rubber band, measured from the top as it was when the finger
      // moved (a refresh that starts in the frame moves the top after).
      func finger(_ offset: Double, top: Double, viewport: Double) -> Double {
        guard offset < top else { return offset }
        return top - ScrollPhysics.inverseRubberBand(top - offset, dimension: viewport)
      }
      moves = (0..<trace.frameCount).map { frame in
        guard frame > 0 else { return 0 }
        let top = -trace.value(.adjustedInsetTop, frame: frame - 1)
        let viewport = trace.value(.viewportHeight, frame: frame - 1)
        return finger(trace.value(.contentOffsetY, frame: frame), top: top, viewport: viewport)
          - finger(trace.value(.contentOffsetY, frame: frame - 1), top: top, viewport: viewport)
      }
    }

    /// Waits until the simulator's next tick is `frame`.
    mutating func wait(until frame: Int) {
      let frames = frame - 1 - cursor
      guard frames > 0 else { return }
      script.append(.wait(Double(frames) * Simulator.timeStep))
      cursor += frames
    }

    mutating func add(_ step: Scenario.Step, at frame: Int) {
      wait(until: frame)
      script.append(step)
      cursor += step.frameCount(step: Simulator.timeStep)
    }

    mutating func build() {
      let recording = replay.recording
      let frames = replay.entryFrames
      var dragStart: Int?
      var touchStart: Int?
      for (index, entry) in recording.entries.enumerated() {
        let frame = frames[index]
        switch entry.input {
        case .event(.attach(let geometry, let observesOnly)) where container == nil:
          let own = geometry.contentInsetTop - geometry.systemInsetTop
          // A system share of the top inset, or one reported later: UIKit's inset adjustment,
          // with the safe area it adds (the bottom one taken as all of the adjusted bottom).
          let adjusts =
            geometry.systemInsetTop > 0
            || recording.entries.contains {
              if case .event(.systemInsetChanged(let share, _, _)) = $0.input { return share > 0 }
              return false
            }
          container = Scenario.Container(
            contentHeight: geometry.contentHeight, contentInsetTop: max(0, own),
            contentInsetBottom: adjusts ? 0 : max(0, geometry.contentInsetBottom),
            initialScroll: max(0, geometry.contentOffsetY + geometry.contentInsetTop),
            insetAdjustment: adjusts ? .automatic : nil, safeAreaTop: adjusts ? max(0, geometry.systemInsetTop) : 0,
            safeAreaBottom: adjusts ? max(0, geometry.contentInsetBottom) : 0, observesOnly: observesOnly)
        case .event(.dragBegan):
          if touchStart != nil { touchStart = nil }
          dragStart = frame
        case .event(.willEndDragging(let velocity, _)):
          guard let start = dragStart else { continue }
          dragStart = nil
          drag(from: start, to: frame)
          add(.release(velocity: velocity), at: frame)
        case .event(.touchBegan) where dragStart == nil:
          touchStart = frame
        case .event(.touchEnded):
          guard let start = touchStart else { continue }
          touchStart = nil
          add(.touch(duration: Double(max(1, frame - start)) * Simulator.timeStep), at: start)
        case .event(.refreshEnded): add(.endRefreshing, at: frame)
        case .event(.scrollToTopRequested): add(.tapStatusBar, at: frame)
        case .event(.searchActivated): add(.search(.activate), at: frame)
        case .event(.searchCancelled): add(.search(.cancel), at: frame)
        case .event(.visibilityChanged(let visible)): add(visible ? .enterWindow : .leaveWindow, at: frame)
        case .change(.expand(let animated)): add(.expand(animated: animated), at: frame)
        case .change(.collapse(let animated)): add(.collapse(animated: animated), at: frame)
        case .change(.setEnvironment(let environment)):
          let height = entry.geometry?.viewportHeight ?? replay.trace.scenario.device.height
          add(.resize(width: environment.width, height: height, safeAreaTop: environment.safeAreaTop), at: frame)
        case .change(.setConfiguration):
          notes.append("frame \(frame): a new configuration (no step plays one; the simulation keeps the first)")
        default: break
        }
      }
      if let start = dragStart { drag(from: start, to: replay.trace.frameCount) }
      let last = replay.trace.frameCount - 1
      if last > cursor { wait(until: last + 1) }
    }

    /// Drag steps for a finger's pan over frames `start..<end`, by the recorded offset's change.
    mutating func drag(from start: Int, to end: Int) {
      var frame = start
      wait(until: start)
      while frame < end {
        let count = min(ScenarioInference.dragChunk, end - frame)
        let by = (frame..<frame + count).reduce(0.0) { $0 + (moves.indices.contains($1) ? moves[$1] : 0) }
        script.append(.drag(by: by, duration: Double(count) * Simulator.timeStep))
        cursor += count
        frame += count
      }
    }
  }
}
