extension NavBarController {
  /// Solves the layout if its input changed; returns whether the drawn layout changed.
  ///
  /// - Parameter attached: Whether a container is attached (content can be under the bar).
  mutating func solveLayout(attached: Bool) -> Bool {
    let bar = metrics.expandedHeight - max(0, collapse)
    let contentTop = basis - collapseDistance
    let input = BarLayoutSolver.Input(
      collapse: collapse, scrolledUnder: attached ? bar - contentTop : 0, isSearchActive: search != nil)
    if let last = lastInput, last == input, layout.panels.count == metrics.configuration.panels.count {
      return false
    }
    lastInput = input
    let before = (layout.height, layout.collapse, layout.background, layout.compactTitleAlpha, layout.searchField)
    BarLayoutSolver.solve(metrics, input, into: &layout)
    let after = (layout.height, layout.collapse, layout.background, layout.compactTitleAlpha, layout.searchField)
    return before != after
  }

  /// Completes the commands of every event: books the offset command in the phase, solves the
  /// layout and adds the inset writes the new state needs.
  mutating func completeCommands(_ commands: inout NavBarCommands) {
    // (Read and cleared once per pass: it holds for the pass of the finger's arrival alone.)
    let fingerArrives = self.fingerArrives
    if _slowPath(fingerArrives) { self.fingerArrives = false }
    // A plain offset write stops any motion of the content (an animated one set the content
    // coasting where it was issued).
    // (One switch over the phase: reading its case is not free on every scroll tick.)
    var attached = true
    var held: Double?
    var moving = false
    // (The content moves with no finger: a fling, a bounce, the bar's own motion.)
    var onItsOwn = false
    switch phase {
    case .detached:
      attached = false
    case .coasting(_, let insetRoom):
      if let offset = commands.contentOffset, offset.animation == .none {
        phase = .idle
      } else {
        held = insetRoom
        moving = true
        onItsOwn = true
      }
    case .scrollingToTop(let run):
      held = 0
      onItsOwn = true
      // The top moved under a running scroll-to-top (a refresh ended, the screen rotated): plan
      // again from here to the new top.
      // (The event wrote what moved the top already: the next frame tick plays the new plan.)
      if abs(run.plan.end + basis) >= pixel / 2 { startScrollToTop(&commands, writingFirstStep: false) }
    case .released(let insetRoom, _):
      held = insetRoom
      moving = true
      onItsOwn = true
    case .dragging:
      moving = true
    case .idle, .settlePending, .touching:
      break
    }
    // Off screen the bar's own layout animation would play unseen, or wait for the screen to
    // come back: the layout lands at once.
    if !isVisible { commands.effects.layoutAnimationDuration = nil }
    // (A layout solved earlier in the event, as an attach solves it, is news too: the bar lays
    // out, the app hears its progress and the titles follow.)
    if solveLayout(attached: attached) { commands.effects.layoutChanged = true }
    if commands.effects.layoutChanged { updateTitleFade(&commands) }
    // A container observed only is never written to.
    guard attached, !observesOnly else { return }
    if _slowPath(ledger.keepsPinLine) { measurePinLine(travels: moving, onItsOwn: onItsOwn) }
    let writes = ledger.writes(
      insetTop: ownedInsetTop(insetRoom: held, contentTravels: moving), indicatorTop: layout.height,
      current: geometry.contentInsetTop, pixel: pixel)
    if let top = writes.insetTop {
      commands.contentInsetTop = top
      geometry.contentInsetTop = top
    }
    let spacer = ledger.wantedSpacer
    // (A spacer changes where the content rests: the write that keeps the content where it is on
    // screen would stop a motion, a fling's or the bar's own.)
    if _slowPath(spacer != ledger.writtenSpacer), !moving, !onItsOwn,
      !fingerArrives || commands.contentInsetTop != nil
    {
      // The container's own inset changes with the spacer: written with it, once.
      ledger.writtenSpacer = spacer
      commands.leadingSpacerHeight = spacer
      if commands.contentInsetTop == nil { commands.contentInsetTop = geometry.contentInsetTop }
    }
    if let top = writes.indicatorTop {
      commands.scrollIndicatorInsetTop = top
      geometry.scrollIndicatorInsetTop = top
    }
  }

  // MARK: - Scroll-to-top

  /// How far into its plan a scroll-to-top starts, in seconds: one frame of a 120 Hz display,
  /// written at once.
  static let scrollToTopLeadIn = 1.0 / 120

  /// Starts (or restarts, from the current offset) the bar's own scroll-to-top; the adapter
  /// stops any motion of the content first.
  ///
  /// The run's first step is written at once, not at the next frame tick: a write of another
  /// offset stops UIKit's motion of the content (rdar 16724593) even where UIKit ignores the stop,
  /// a write of the offset the content has; a deceleration that ran on until the first tick would
  /// move the content, and the bar with it, before the run took over.
  ///
  /// - Parameters:
  ///   - commands: Collects what the adapter must do.
  ///   - writingFirstStep: Whether the first step is written at once (not when the run plays
  ///     again for a top that moved: the event that moved it wrote already, and one event writes
  ///     each property once).
  mutating func startScrollToTop(_ commands: inout NavBarCommands, writingFirstStep: Bool = true) {
    let plan = scrollToTopPlanner.plan(
      contentOffset: geometry.contentOffsetY, topOffset: -basis, viewportHeight: geometry.viewportHeight,
      reduceMotion: reduceMotion)
    let run = ScrollToTopRun(plan: plan, leadIn: writingFirstStep ? Self.scrollToTopLeadIn : 0)
    phase = .scrollingToTop(run)
    commands.stopsContentMotion = true
    commands.effects.scrollToTop = plan
    guard writingFirstStep else { return }
    let first = run.firstOffset
    if abs(first - geometry.contentOffsetY) >= 1e-9 {
      commands.contentOffset = ContentOffsetCommand(y: first, animation: .none)
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
    if let fade = titleFade.setTarget(target, at: clock, animated: isVisible) { commands.effects.titleFade = fade }
  }
}
