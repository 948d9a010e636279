import CollapsingNavBarCore

/// Everything a simulation recorded: one row of numbers per frame (the ``TraceColumn``s, then
/// each panel's visible height and content slide), the log of events and commands, and the bar's
/// metrics over time.
///
/// Rows live in one flat, preallocated array of `Double`s, so recording costs no allocation per
/// frame; rendering reads them back only when output is asked for.
public struct SimulationTrace: Sendable {
  /// The metrics from a frame on (they change when the screen is resized).
  public struct MetricsEpoch: Sendable {
    /// The first frame these metrics apply to.
    public var frame: Int
    /// The metrics.
    public var metrics: BarMetrics
  }

  /// The scenario that was played.
  public let scenario: Scenario
  /// The ids of the stacked panels (the separator excluded), in order.
  public let panelIDs: [String]
  /// The kinds of the stacked panels, in order.
  public let panelKinds: [PanelKind]
  /// The number of values per frame.
  public let columnCount: Int
  /// The values, frame after frame.
  public internal(set) var values: [Double]
  /// The events and commands, in order.
  public internal(set) var log: [SimulationLogEntry]
  /// The bar's metrics, from the first frame and after every resize.
  public internal(set) var metricsEpochs: [MetricsEpoch]
  /// Where the bar's own bookkeeping disagreed with what it drives, by frame
  /// (``Invariant/barBookkeeping``).
  public internal(set) var bookkeepingFaults: [Int: String] = [:]
  /// The first frame in which the app had let go of the bar (``Scenario/Reaction/Action/releaseBar(fromAnotherThread:)``):
  /// from then on there is no bar on screen, and only ``Invariant/finite`` and
  /// ``Invariant/barBookkeeping`` are checked.
  public internal(set) var barReleasedFrame: Int?

  init(
    scenario: Scenario, panelIDs: [String], panelKinds: [PanelKind], metrics: BarMetrics, reservingFrames frames: Int
  ) {
    self.scenario = scenario
    self.panelIDs = panelIDs
    self.panelKinds = panelKinds
    columnCount = TraceColumn.allCases.count + 2 * panelIDs.count
    values = []
    values.reserveCapacity(max(frames, 1) * columnCount)
    log = []
    log.reserveCapacity(max(frames, 1) * 3)
    metricsEpochs = [MetricsEpoch(frame: 0, metrics: metrics)]
  }

  /// The number of frames recorded.
  public var frameCount: Int { values.count / columnCount }

  /// The names of all columns: the fixed ones, then `h.<id>` and `slide.<id>` per panel.
  public var columnNames: [String] {
    TraceColumn.allCases.map(\.name) + panelIDs.map { "h.\($0)" } + panelIDs.map { "slide.\($0)" }
  }

  /// The name of one column.
  public func columnName(_ column: Int) -> String {
    let fixed = TraceColumn.allCases.count
    if column < fixed { return TraceColumn.allCases[column].name }
    if column < fixed + panelIDs.count { return "h.\(panelIDs[column - fixed])" }
    return "slide.\(panelIDs[column - fixed - panelIDs.count])"
  }

  /// A value of a frame.
  public func value(_ column: TraceColumn, frame: Int) -> Double {
    values[frame * columnCount + column.rawValue]
  }

  /// A value of a frame by column index (fixed columns first, then the panel columns).
  public func value(column: Int, frame: Int) -> Double {
    values[frame * columnCount + column]
  }

  /// A panel's visible height in a frame.
  ///
  /// - Parameters:
  ///   - panel: The index in ``panelIDs``.
  ///   - frame: The frame.
  public func panelHeight(_ panel: Int, frame: Int) -> Double {
    values[frame * columnCount + TraceColumn.allCases.count + panel]
  }

  /// How far a panel's content is moved inside it in a frame (negative: up).
  public func panelSlide(_ panel: Int, frame: Int) -> Double {
    values[frame * columnCount + TraceColumn.allCases.count + panelIDs.count + panel]
  }

  /// The container phase of a frame.
  public func phase(frame: Int) -> ContainerPhase {
    ContainerPhase(rawValue: Int(value(.phase, frame: frame))) ?? .idle
  }

  /// The metrics that apply to a frame.
  public func metrics(frame: Int) -> BarMetrics {
    var result = metricsEpochs[0].metrics
    for epoch in metricsEpochs where epoch.frame <= frame { result = epoch.metrics }
    return result
  }

  /// The offsets the content can rest at in a frame, from the adjusted insets: from
  /// `−adjustedContentInset.top` to the content's end at the bottom of the viewport (never above
  /// the top).
  func restingOffsets(frame: Int) -> (top: Double, end: Double) {
    let top = -value(.adjustedInsetTop, frame: frame)
    let end =
      value(.contentHeight, frame: frame) + value(.adjustedInsetBottom, frame: frame)
      - value(.viewportHeight, frame: frame)
    return (top, max(top, end))
  }

  /// A column as the controller counts it, without the spacer of a table's content.
  ///
  /// The spacer leads the content under ``InsetStrategy/collapsedWithSpacer`` (the default).
  /// Offsets and the content height are the spacer's height less, the top insets that much more;
  /// other columns are as recorded.
  ///
  /// - Parameters:
  ///   - column: The column.
  ///   - frame: The frame.
  /// - Returns: The value.
  public func unspaced(_ column: TraceColumn, frame: Int) -> Double {
    let spacer = value(.leadingSpacer, frame: frame)
    switch column {
    case .contentOffsetY, .contentHeight: return value(column, frame: frame) - spacer
    case .contentInsetTop, .adjustedInsetTop: return value(column, frame: frame) + spacer
    default: return value(column, frame: frame)
    }
  }

  /// One device pixel in points in a frame.
  func pixel(frame: Int) -> Double { metrics(frame: frame).environment.pixel }

  /// Whether the bar is at a whole state in a frame (``BarMetrics/isAtWholeState(_:)``: within
  /// half a pixel); a bar stretched by a pull past the top counts as expanded (the stretch goes
  /// with the content's bounce; at rest ``Invariant/wholeStateAtRest`` refuses it).
  func isAtWholeState(frame: Int) -> Bool {
    let collapse = value(.collapse, frame: frame)
    return collapse <= 0 || metrics(frame: frame).isAtWholeState(collapse)
  }

  /// The log entries of a frame.
  public func log(frame: Int) -> ArraySlice<SimulationLogEntry> {
    let start = firstLogIndex(atOrAfter: frame)
    let end = firstLogIndex(atOrAfter: frame + 1)
    return log[start..<end]
  }

  /// Whether the app changed the bar in a frame.
  ///
  /// From a script step or from inside a callback (``Scenario/screen``): an expand, a collapse, a
  /// new configuration or the end of a refresh (after which content resting in the refresh's
  /// room is pulled); from the screen also a release of the bar, a move to another view
  /// controller or a new safe area (the bar's height follows the app's part). The checks of a tab
  /// switch take such a frame as the app's change.
  ///
  /// - Parameter frame: The frame.
  /// - Returns: Whether one of those calls is logged in it.
  func appChangedBar(frame: Int) -> Bool {
    log(frame: frame).contains {
      switch $0.kind {
      case .change(.expand), .change(.collapse), .change(.setConfiguration), .event(.refreshEnded): return true
      case .screen(.releaseBar, _), .screen(.installElsewhere, _), .screen(.setAdditionalSafeArea, _): return true
      default: return false
      }
    }
  }

  private func firstLogIndex(atOrAfter frame: Int) -> Int {
    var low = 0
    var high = log.count
    while low < high {
      let middle = (low + high) / 2
      if log[middle].frame < frame { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Overwrites a value (for tests that break a frame on purpose).
  mutating func set(_ column: TraceColumn, frame: Int, to value: Double) {
    values[frame * columnCount + column.rawValue] = value
  }

  /// Overwrites a panel's visible height (for tests that break a frame on purpose).
  mutating func setPanelHeight(_ panel: Int, frame: Int, to value: Double) {
    values[frame * columnCount + TraceColumn.allCases.count + panel] = value
  }
}
