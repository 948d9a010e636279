/// A running scroll-to-top: the plan worked out when the status bar was tapped, and when its
/// first frame came.
struct ScrollToTopState: Hashable, Sendable {
  var plan: ScrollToTopPlan
  var startTime: Double?

  /// The offset at a time, and whether the plan is over.
  func sample(at time: Double) -> ScrollToTopSample {
    guard let start = startTime else { return ScrollToTopSample(offset: plan.start, isFinished: false) }
    return plan.sample(at: time - start)
  }
}

extension NavBarController {
  /// The planner of the bar's own scroll to the top (duration by distance, a jump for long
  /// lists, an overshoot that settles back unless Reduce Motion is on).
  public static var scrollToTopPlanner: ScrollToTopPlanner { .standard }

  mutating func startScrollToTop(_ commands: inout NavBarCommands) {
    if metrics.configuration.insetStrategy == .followsBar { heldCollapse = 0 }
    let plan = Self.scrollToTopPlanner.plan(
      contentOffset: geometry.contentOffsetY, topOffset: -basis, viewportHeight: geometry.viewportHeight,
      reduceMotion: metrics.environment.reduceMotion)
    scrollToTop = ScrollToTopState(plan: plan, startTime: nil)
  }

  mutating func advanceScrollToTop(to time: Double, _ commands: inout NavBarCommands) {
    guard var state = scrollToTop else { return }
    if state.startTime == nil { state.startTime = time }
    scrollToTop = state
    let sample = state.sample(at: time)
    if sample.isFinished {
      scrollToTop = nil
      heldCollapse = nil
    }
    if abs(sample.offset - geometry.contentOffsetY) >= 1e-9 || scrollToTop == nil {
      commands.contentOffset = ContentOffsetCommand(y: sample.offset, animation: .none)
    }
  }
}
