import CollapsingNavBarCore

/// The log and one row of the trace per frame.
extension Simulator {
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
    if let fault = bar.bookkeepingFault(views: views) { trace.bookkeepingFaults[frame] = fault }
    if bar.isGone && trace.barReleasedFrame == nil { trace.barReleasedFrame = frame }
    if controller.metrics.environment != trace.metricsEpochs[trace.metricsEpochs.count - 1].metrics.environment {
      // (The screen's safe area moved the bar: an app's banner.)
      trace.metricsEpochs.append(SimulationTrace.MetricsEpoch(frame: frame, metrics: controller.metrics))
    }
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
    // Each value is set by its column's name, so a new column cannot shift the others; in debug
    // builds a column left unset traps. (Written into a row on the stack: a switch over every
    // column per frame cost the fuzzer 8% of its instructions.)
    var added = 0.0
    for index in addedPanelLayoutIndices { added += layout.panels[index].height }
    let rest = isAtRest
    let columns = TraceColumn.allCases.count
    withUnsafeTemporaryAllocation(of: Double.self, capacity: columns) { row in
      row.initialize(repeating: 0)
      #if DEBUG
        var setColumns: UInt64 = 0
        // (One bit a column: fewer than 64 columns.)
        defer {
          assert(
            setColumns == (1 << columns) - 1,
            "trace columns left unset: \(TraceColumn.allCases.filter { setColumns & (1 << $0.rawValue) == 0 })")
        }
      #endif
      func set(_ column: TraceColumn, _ value: Double) {
        row[column.rawValue] = value
        #if DEBUG
          setColumns |= 1 << column.rawValue
        #endif
      }
      set(.frame, Double(frame))
      set(.time, time)
      set(.phase, Double(phase.rawValue))
      set(.container, Double(currentContainer))
      set(.contentOffsetY, container.contentOffsetY)
      set(.contentInsetTop, container.contentInsetTop)
      set(.scrollIndicatorInsetTop, container.scrollIndicatorInsetTop)
      set(.contentHeight, container.contentHeight)
      set(.viewportHeight, container.viewportHeight)
      set(.collapseDistance, controller.collapseDistance)
      set(.barHeight, layout.height)
      set(.collapse, layout.collapse)
      set(.progress, layout.progress)
      set(.alphaLargeTitle, hasLargeTitle ? titleAlphas.large : 0)
      set(.alphaCompactTitle, titleAlphas.compact)
      set(.alphaBackground, layout.background.solidAlpha)
      set(.alphaBlur, layout.background.blurAlpha)
      set(.alphaSeparator, layout.separatorAlpha)
      set(.alphaSearch, search?.contentAlpha ?? 0)
      set(.searchFieldY, search?.y ?? 0)
      set(.searchFieldHeight, search?.height ?? 0)
      set(.searchActive, controller.isSearchActive ? 1 : 0)
      set(.refreshHeight, controller.refreshHeight)
      set(.refreshing, container.isRefreshing ? 1 : 0)
      set(.width, metrics.environment.width)
      set(.safeAreaTop, layout.safeAreaTop)
      set(.expandedHeight, metrics.expandedHeight)
      set(.collapsedHeight, metrics.collapsedHeight)
      set(.insetWrites, Double(counters.insetWrites))
      set(.insetWritesPerEvent, Double(counters.mostEventInsetWrites))
      set(.writesPerPropertyPerEvent, Double(counters.mostWritesPerProperty))
      set(.eventOverflow, Double(counters.overflow))
      set(.rest, rest ? 1 : 0)
      set(.release, marks.release ? 1 : 0)
      set(.input, marks.input ? 1 : 0)
      set(.adjustedInsetTop, container.adjustedContentInsetTop)
      set(.adjustedInsetBottom, container.adjustedContentInsetBottom)
      set(.externalInsetWrite, marks.externalInsetWrite ? 1 : 0)
      set(.inWindow, isInWindow ? 1 : 0)
      set(.screenCalls, Double(counters.screenCalls))
      set(.deferredWork, Double(activity.deferred))
      set(.foldedEchoes, Double(activity.folded))
      set(.addedPanelsHeight, added)
      trace.values.append(contentsOf: row)
    }
    // The panels by id: the screen may add or remove panels (one it removed is recorded at 0).
    for index in panelLayoutIndices { trace.values.append(index.map { layout.panels[$0].height } ?? 0) }
    for index in panelLayoutIndices { trace.values.append(index.map { layout.panels[$0].contentOffsetY } ?? 0) }
  }
}
