import CollapsingNavBarCore

/// The attached simulated scroll view as ``CommandApplier`` sees it during one pass: every
/// property reads and writes through to the view, and each write and each echo the applier
/// feeds the controller is logged, as a device's KVO observers would see them.
struct TracedContainer: ScrollContainer {
  /// The scroll view.
  var view: SimulatedScrollView
  /// The simulation's log (moved in for the pass and back out after it).
  var log: [SimulationLogEntry]
  /// The frame the pass runs in.
  let frame: Int
  /// Whether the bar only observes the container (``Scenario/Container/observesOnly``).
  var observesOnly = false

  var contentOffsetY: Double { view.contentOffsetY }
  var contentInsetTop: Double { view.contentInsetTop }
  var contentInsetBottom: Double { view.contentInsetBottom }
  var adjustedContentInsetTop: Double { view.adjustedContentInsetTop }
  var adjustedContentInsetBottom: Double { view.adjustedContentInsetBottom }
  var scrollIndicatorInsetTop: Double { view.scrollIndicatorInsetTop }
  var contentHeight: Double { view.contentHeight }
  var viewportHeight: Double { view.viewportHeight }
  var safeAreaTop: Double { view.safeAreaTop }
  var safeAreaBottom: Double { view.safeAreaBottom }
  var isTracking: Bool { view.isTracking }
  var isDecelerating: Bool { view.isDecelerating }
  var isRefreshing: Bool { view.isRefreshing }

  mutating func setContentInsetTop(_ top: Double) {
    append(.writeInset, top)
    view.setContentInsetTop(top)
  }

  mutating func setScrollIndicatorInsetTop(_ top: Double) {
    append(.writeIndicatorInset, top)
    view.setScrollIndicatorInsetTop(top)
  }

  mutating func setContentOffsetY(_ y: Double, animation: OffsetAnimation) {
    switch animation {
    case .none: append(.writeOffset, y)
    case .animated: append(.animateOffset, y)
    case .timed(let duration, _): append(.settleOffset, y, duration)
    }
    view.setContentOffsetY(y, animation: animation)
  }

  mutating func stopMotion() { view.stopMotion() }

  mutating func willDeliver(_ event: ScrollEvent) {
    log.append(SimulationLogEntry(event, frame: frame))
  }

  private mutating func append(_ kind: SimulationLogEntry.Kind, _ value: Double, _ second: Double = 0) {
    log.append(SimulationLogEntry(frame: frame, kind: kind, value: value, secondValue: second))
  }
}
