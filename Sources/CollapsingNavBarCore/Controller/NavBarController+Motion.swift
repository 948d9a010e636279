extension NavBarController {
  /// A scroll-to-top being played: the plan and the time of its first frame.
  struct RunningScrollToTop: Hashable, Sendable {
    var plan: ScrollToTopPlan
    var startTime: Double?
  }

  // MARK: - Scroll-to-top

  /// Starts (or restarts, from the current offset) the bar's own scroll-to-top.
  mutating func startScrollToTop(_ commands: inout NavBarCommands) {
    if metrics.configuration.insetStrategy == .followsBar { heldCollapse = 0 }
    // The adapter stops any motion of the content before the bar's own scroll-to-top.
    isContentMoving = false
    let plan = scrollToTopPlanner.plan(
      contentOffset: geometry.contentOffsetY, topOffset: -basis, viewportHeight: geometry.viewportHeight,
      reduceMotion: reduceMotion)
    scrollToTop = RunningScrollToTop(plan: plan, startTime: nil)
    commands.scrollToTop = plan
  }

  /// Plays the running scroll-to-top at `time`: one offset write per frame; the first frame
  /// starts the clock.
  mutating func advanceScrollToTop(to time: Double, _ commands: inout NavBarCommands) {
    guard var running = scrollToTop else { return }
    let start = running.startTime ?? time
    running.startTime = start
    let sample = running.plan.sample(at: time - start)
    scrollToTop = sample.isFinished ? nil : running
    if sample.isFinished { heldCollapse = nil }
    if abs(sample.offset - geometry.contentOffsetY) >= 1e-9 {
      commands.contentOffset = ContentOffsetCommand(y: sample.offset, animation: .none)
    }
  }

  // MARK: - Title cross-fade

  /// The large and compact titles' alphas at a time, with the cross-fade applied.
  ///
  /// ``BarLayout/compactTitleAlpha`` is where the fade goes; this is where it is.
  ///
  /// - Parameter time: Seconds on the clock of ``ScrollEvent/frame(time:)``.
  /// - Returns: The alphas.
  public func titleAlphas(at time: Double) -> TitleAlphas { titleFade.alphas(at: time) }

  /// Starts a cross-fade when the layout's title state changed.
  mutating func updateTitleFade(_ commands: inout NavBarCommands) {
    let target: TitleState = layout.compactTitleAlpha >= 0.5 ? .compact : .large
    if let fade = titleFade.setTarget(target, at: clock) { commands.titleFade = fade }
  }
}
