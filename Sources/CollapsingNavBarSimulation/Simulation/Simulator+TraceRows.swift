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
    let scrollView = view.model
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
    var phase = scrollView.phase
    if phase == .idle, case .scrollingToTop = controller.phase { phase = .scrollToTop }
    let counters = bar.counters
    let activity = bar.driver.activity
    let rest = isAtRest
    let (frame, time, currentContainer, marks, isInWindow) = (frame, time, currentContainer, marks, isInWindow)
    let writer = TraceRowWriter(
      frame: frame, time: time, phase: phase, rest: rest, controller: controller,
      titleAlphas: bar.titles.alphas(at: time), hasLargeTitle: hasLargeTitle)
    writer.append(
      to: &trace, panelLayoutIndices: panelLayoutIndices, addedPanelLayoutIndices: addedPanelLayoutIndices
    ) { row in
      row.set(.container, Double(currentContainer))
      row.set(.contentOffsetY, scrollView.contentOffsetY)
      row.set(.contentInsetTop, scrollView.contentInsetTop)
      row.set(.scrollIndicatorInsetTop, scrollView.scrollIndicatorInsetTop)
      row.set(.contentHeight, scrollView.contentHeight)
      row.set(.leadingSpacer, scrollView.leadingSpacerHeight)
      row.set(.viewportHeight, scrollView.viewportHeight)
      row.set(.refreshing, scrollView.isRefreshing ? 1 : 0)
      row.set(.insetWrites, Double(counters.insetWrites))
      row.set(.insetWritesPerEvent, Double(counters.mostEventInsetWrites))
      row.set(.writesPerPropertyPerEvent, Double(counters.mostWritesPerProperty))
      row.set(.eventOverflow, Double(counters.overflow))
      row.set(.release, marks.release ? 1 : 0)
      row.set(.input, marks.input ? 1 : 0)
      row.set(.adjustedInsetTop, scrollView.adjustedContentInsetTop)
      row.set(.adjustedInsetBottom, scrollView.adjustedContentInsetBottom)
      row.set(.externalInsetWrite, marks.externalInsetWrite ? 1 : 0)
      row.set(.inWindow, isInWindow ? 1 : 0)
      row.set(.screenCalls, Double(counters.screenCalls))
      row.set(.deferredWork, Double(activity.deferred))
      row.set(.foldedEchoes, Double(activity.folded))
    }
  }
}
