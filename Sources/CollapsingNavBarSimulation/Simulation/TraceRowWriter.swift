import CollapsingNavBarCore

/// Writes one frame's row of a trace: the simulator's and a replayed recording's both.
///
/// The frame's number, time, phase and rest and the bar's columns (its layout, its titles, its
/// metrics, from the controller) are set here, the same way for every trace. The caller sets the container's and the run's columns by name in
/// `fill`, so no column is written by position and none can shift when a column is added; in
/// debug builds a column left unset traps. Then come each panel's visible height and content
/// slide, by id (a panel the screen removed is recorded at 0).
///
/// (The row is written on the stack: a switch over every column per frame cost the fuzzer 8% of
/// its instructions.)
struct TraceRowWriter {
  /// Sets one column of the row being written.
  struct Row {
    fileprivate let values: UnsafeMutableBufferPointer<Double>
    #if DEBUG
      fileprivate var setColumns: UInt64 = 0
    #endif

    /// Sets a column.
    mutating func set(_ column: TraceColumn, _ value: Double) {
      values[column.rawValue] = value
      #if DEBUG
        setColumns |= 1 << column.rawValue
      #endif
    }
  }

  /// The frame's number.
  let frame: Int
  /// The frame's time in seconds.
  let time: Double
  /// What the container does in the frame.
  let phase: ContainerPhase
  /// Whether the frame is at rest (``TraceRest``).
  let rest: Bool
  /// What the bar shows, from its controller and its title cross-fade.
  let controller: NavBarController
  /// The titles' opacities at the frame's time.
  let titleAlphas: TitleAlphas
  /// Whether the bar has a large title (without one its opacity is written 0).
  let hasLargeTitle: Bool

  /// Appends the row of a frame to a trace.
  ///
  /// - Parameters:
  ///   - trace: The trace.
  ///   - panelLayoutIndices: For each of the trace's panels, its index in the controller's layout
  ///     now (`nil` once removed).
  ///   - addedPanelLayoutIndices: The layout indices of stacked panels the trace does not list.
  ///   - fill: Sets the container's and the run's columns.
  func append(
    to trace: inout SimulationTrace, panelLayoutIndices: [Int?], addedPanelLayoutIndices: [Int],
    _ fill: (inout Row) -> Void
  ) {
    let layout = controller.layout
    let metrics = controller.metrics
    let search = layout.searchField
    let columns = TraceColumn.allCases.count
    withUnsafeTemporaryAllocation(of: Double.self, capacity: columns) { values in
      values.initialize(repeating: 0)
      var row = Row(values: values)
      row.set(.frame, Double(frame))
      row.set(.time, time)
      row.set(.phase, Double(phase.rawValue))
      row.set(.rest, rest ? 1 : 0)
      row.set(.collapseDistance, controller.collapseDistance)
      row.set(.barHeight, layout.height)
      row.set(.collapse, layout.collapse)
      row.set(.progress, layout.progress)
      row.set(.alphaLargeTitle, hasLargeTitle ? titleAlphas.large : 0)
      row.set(.alphaCompactTitle, titleAlphas.compact)
      row.set(.alphaBackground, layout.background.solidAlpha)
      row.set(.alphaBlur, layout.background.blurAlpha)
      row.set(.alphaSeparator, layout.separatorAlpha)
      row.set(.alphaSearch, search?.contentAlpha ?? 0)
      row.set(.searchFieldY, search?.y ?? 0)
      row.set(.searchFieldHeight, search?.height ?? 0)
      row.set(.searchActive, controller.isSearchActive ? 1 : 0)
      row.set(.refreshHeight, controller.refreshHeight)
      row.set(.width, metrics.environment.width)
      row.set(.safeAreaTop, layout.safeAreaTop)
      row.set(.expandedHeight, metrics.expandedHeight)
      row.set(.collapsedHeight, metrics.collapsedHeight)
      var added = 0.0
      for index in addedPanelLayoutIndices { added += layout.panels[index].height }
      row.set(.addedPanelsHeight, added)
      row.set(.additionalInsetTop, controller.additionalTopInset)
      fill(&row)
      #if DEBUG
        assert(
          row.setColumns == (1 << columns) - 1,
          "trace columns left unset: \(TraceColumn.allCases.filter { row.setColumns & (1 << $0.rawValue) == 0 })")
      #endif
      trace.values.append(contentsOf: values)
    }
    for index in panelLayoutIndices { trace.values.append(index.map { layout.panels[$0].height } ?? 0) }
    for index in panelLayoutIndices { trace.values.append(index.map { layout.panels[$0].contentOffsetY } ?? 0) }
  }
}
