/// A running scroll-to-top: where it started, where it goes and when.
struct ScrollToTopState: Hashable, Sendable {
  var from: Double
  var to: Double
  var startTime: Double?
  var duration: Double

  /// The offset at a time; eases out.
  func offset(at time: Double) -> Double {
    guard let start = startTime, duration > 0 else { return from }
    let t = min(max((time - start) / duration, 0), 1)
    let eased = 1 - (1 - t) * (1 - t) * (1 - t)
    return from + (to - from) * eased
  }

  func isFinished(at time: Double) -> Bool {
    guard let start = startTime else { return false }
    return time - start >= duration
  }
}

extension NavBarController {
  mutating func startScrollToTop(_ commands: inout NavBarCommands) {
    if metrics.configuration.insetStrategy == .followsBar { heldCollapse = 0 }
    let top = -basis
    scrollToTop = ScrollToTopState(from: geometry.contentOffsetY, to: top, startTime: nil, duration: 0.4)
  }

  mutating func advanceScrollToTop(to time: Double, _ commands: inout NavBarCommands) {
    guard var state = scrollToTop else { return }
    if state.startTime == nil { state.startTime = time }
    scrollToTop = state
    let y = state.offset(at: time)
    if state.isFinished(at: time) {
      scrollToTop = nil
      heldCollapse = nil
    }
    if abs(y - geometry.contentOffsetY) >= 1e-9 || scrollToTop == nil {
      commands.contentOffset = ContentOffsetCommand(y: y, animation: .none)
    }
  }
}
