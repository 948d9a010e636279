import CollapsingNavBarCore

/// The log and one row of the trace per frame.
extension Simulator {
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
