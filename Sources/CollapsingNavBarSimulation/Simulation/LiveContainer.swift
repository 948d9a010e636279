import CollapsingNavBarCore

/// A ``LiveScrollView`` as the bar's ``NavBarDriver`` drives it: every property reads through to
/// the view, every write goes through it (and calls back, as UIKit does), and each write and
/// each echo the applier feeds the controller is logged.
struct LiveContainer: ScrollContainer {
  /// The scroll view.
  let view: LiveScrollView
  /// The simulation's log.
  let log: SimulationLogBook
  /// Whether the bar only observes the container (``Scenario/Container/observesOnly``).
  let observesOnly: Bool

  var contentOffsetY: Double { view.model.contentOffsetY }
  var contentInsetTop: Double { view.model.contentInsetTop }
  var contentInsetBottom: Double { view.model.contentInsetBottom }
  var adjustedContentInsetTop: Double { view.model.adjustedContentInsetTop }
  var adjustedContentInsetBottom: Double { view.model.adjustedContentInsetBottom }
  var scrollIndicatorInsetTop: Double { view.model.scrollIndicatorInsetTop }
  var contentHeight: Double { view.model.contentHeight }
  var viewportHeight: Double { view.model.viewportHeight }
  var safeAreaTop: Double { view.model.safeAreaTop }
  var safeAreaBottom: Double { view.model.safeAreaBottom }
  var isTracking: Bool { view.model.isTracking }
  var isDecelerating: Bool { view.model.isDecelerating }
  var isRefreshing: Bool { view.model.isRefreshing }
  var refreshShareTop: Double {
    // (Under `.never`, the room the refreshing control wrote into `contentInset.top`.)
    view.model.refreshWritesContentInset && view.model.isRefreshing
      ? view.model.uikit.refreshControlHeight : view.model.refreshShareTop
  }
  var refreshWritesContentInset: Bool { view.model.refreshWritesContentInset }
  var supportsLeadingSpacer: Bool { view.model.supportsLeadingSpacer }
  var leadingSpacerHeight: Double { view.model.leadingSpacerHeight }

  func setContentInsetTop(_ top: Double) {
    log.append(.command(.contentInsetTop(top)))
    view.change(insetWrite: true) { $0.setContentInsetTop(top) }
  }

  func setScrollIndicatorInsetTop(_ top: Double) {
    log.append(.command(.scrollIndicatorInsetTop(top)))
    view.change { $0.setScrollIndicatorInsetTop(top) }
  }

  func setContentOffsetY(_ y: Double, animation: OffsetAnimation) {
    switch animation {
    case .none: log.append(.command(.contentOffsetY(y)))
    case .animated: log.append(.command(.animatedContentOffsetY(y)))
    case .timed(let duration, _): log.append(.command(.settleContentOffsetY(y, duration: duration)))
    }
    view.change(offsetWrite: animation == .none) { $0.setContentOffsetY(y, animation: animation) }
  }

  /// Stops the content as the UIKit bar does: by writing the offset it has (a write of the same
  /// value).
  func setLeadingSpacerHeight(_ height: Double) {
    log.append(.command(.leadingSpacerHeight(height)))
    view.change { $0.setLeadingSpacerHeight(height) }
  }

  func stopMotion() { view.change(offsetWrite: true) { $0.stopMotionByWritingTheOffset() } }

  func willDeliver(_ event: ScrollEvent) { log.append(.event(event)) }
}

/// The simulation's log as everything that takes part writes to it: the bar, its containers and
/// the app's screen.
final class SimulationLogBook {
  /// The entries so far.
  var entries: [SimulationLogEntry] = []
  /// The frame being played.
  var frame = 0

  /// Logs an entry in the current frame.
  func append(_ kind: SimulationLogEntry.Kind) {
    entries.append(SimulationLogEntry(frame: frame, kind: kind))
  }
}
