extension NavBarController {
  /// Adjusts UIKit's proposed target so that no section rests partly collapsed: a fling keeps
  /// UIKit's deceleration toward a whole state; a slow release between whole states stops the
  /// content where it is, and the bar settles with its own animation when the drag ends (a
  /// deceleration started at almost no speed would crawl the last points for seconds).
  mutating func willEndDragging(velocity: Double, target: Double, _ commands: inout NavBarCommands) {
    guard metrics.configuration.snapPolicy.isEnabled, search == nil else { return }
    let release = Snapping.Release(
      velocity: velocity, target: target, c: collapseDistance, basis: basis, geometry: geometry, collapse: collapse,
      tracking: tracking, insetFollowsBar: followsBar)
    if Snapping.isSlow(velocity: velocity, metrics: metrics) {
      guard Snapping.stopsSlowRelease(release, metrics: metrics) else { return }
      phase = .released(insetRoom: nil, settles: true)
      let here = geometry.contentOffsetY
      if abs(here - target) >= pixel / 2 { commands.effects.targetContentOffset = here }
      return
    }
    // Quick return: the collapse at the target depends on the scroll's direction, so the bar
    // settles on its own at rest instead.
    guard metrics.configuration.mode == .collapsesWithContent else { return }
    let adjusted = Snapping.releaseTarget(release, metrics: metrics)
    if followsBar { phase = .released(insetRoom: adjusted.collapseAtTarget, settles: false) }
    if let offset = adjusted.targetOffset { commands.effects.targetContentOffset = offset }
  }

  /// After a drag or a deceleration with no momentum: animate to the nearest whole state.
  ///
  /// - Parameters:
  ///   - commands: Collects what the adapter must do.
  ///   - atRelease: Whether the finger just let go: content let go past its end settles from
  ///     the end, where it comes to rest, and the settle eases out at once. (Content that
  ///     stopped past its end at any other time settles from the end as well.)
  mutating func settle(_ commands: inout NavBarCommands, atRelease: Bool = false) {
    guard !isDragging, search == nil else { return }
    switch phase {
    case .scrollingToTop, .touching: return  // (a finger resting on the content holds it)
    case .detached, .idle, .settlePending, .dragging, .released, .coasting: break
    }
    let c = collapseDistance
    // Content left pulled past its top at rest (the bar stopped its own scroll-to-top for
    // search) goes back to the top even without snapping: only a stretch is never a rest.
    guard metrics.configuration.snapPolicy.isEnabled || c < -pixel / 2 else { return }
    let reachable = predictedCollapse(atDistance: geometry.maximumOffset + basis, from: c)
    var end: (distance: Double, collapse: Double)?
    if atRelease {
      let distance = max(0, geometry.maximumOffset + basis)
      end = (distance, predictedCollapse(atDistance: distance, from: c))
      if case .quickReturn = metrics.configuration.mode, !collapseFollowsOffset, c > distance + pixel / 2 {
        settleQuickReturnPastEnd(&commands)
        return
      }
    } else {
      // Content that stopped past its end (the bar's own settle aimed at an end that the insets
      // moved on the way) does not rest there: the settle starts from the end too, or the
      // content's way back would leave the bar between whole states. (The end as it is at rest:
      // with `followsBar` the inset held while the content moved goes.)
      let distance = restingEnd(forCollapse: collapse)
      if c > distance + pixel / 2 { end = (distance, predictedCollapse(atDistance: distance, from: c)) }
    }
    func decision(end: (distance: Double, collapse: Double)?, reachable: Double) -> Snapping.Settle {
      Snapping.settle(
        c: c, collapse: collapse, followsOffset: collapseFollowsOffset, reachable: reachable,
        headingTowardEnd: quickReturn.isHeadingTowardEnd, end: end, metrics: metrics)
    }
    var settle = decision(end: end, reachable: reachable)
    if followsBar && end != nil {
      // The end of short content follows the bar: the inset held while the finger was down goes
      // when the settle arrives, so a settle that would leave the content past the end where the
      // bar rests aims again from that end, each time at a smaller whole state (the bar cannot
      // rest at the one it aimed at: aiming there again from the end, as when the bar tracks the
      // scroll's delta, would leave the content past the end again, to bounce back with the bar
      // between whole states).
      var reachable = reachable
      for _ in metrics.wholeStates.indices {
        guard case .scrollContent(let distance, let target) = settle else { break }
        let resting = restingEnd(forCollapse: target)
        guard distance > resting + pixel / 2 else { break }
        reachable = min(reachable, target - pixel)
        settle = decision(end: (resting, predictedCollapse(atDistance: resting, from: c)), reachable: reachable)
      }
    }
    if followsBar && !observesOnly {
      // The inset the content travelled in keeps room up to the expanded bar; at rest it shrinks
      // to the bar. Content below the top edge it will have there (a bar that stayed collapsed
      // while the finger pulled it, after an attach mid-scroll) would be left past that edge,
      // which no bounce brings back once the content rests: it goes to the edge (seed 9434,
      // scenario 136473). (A quick-return bar that moves alone never moves below the content's
      // top: its tracking keeps the collapse at most the collapse distance.)
      if case .none = settle, c < restingTop(forCollapse: collapse) - pixel / 2 {
        settle = .scrollContent(toDistance: restingTop(forCollapse: collapse), collapse: collapse)
      }
    }
    switch settle {
    case .none:
      break
    case .scrollContent(let distance, let collapse):
      moveContent(toDistance: distance, animated: true, holding: collapse, atRelease: atRelease, &commands)
    case .moveBar(let collapse):
      self.collapse = collapse
      commands.effects.layoutAnimationDuration = metrics.configuration.snapPolicy.settleDuration
    }
  }

  /// Quick return, let go past the end of the content: the bar settles at once for where the
  /// content comes to rest, and the content goes back to its end on the bar's own settle (not
  /// UIKit's bounce), which quick return does not take for the user scrolling back.
  mutating func settleQuickReturnPastEnd(_ commands: inout NavBarCommands) {
    let rest = Snapping.quickReturnRest(
      collapse: collapse, headingTowardEnd: quickReturn.isHeadingTowardEnd, restingEnd: restingEnd(forCollapse:),
      metrics: metrics)
    if abs(rest - collapse) >= pixel / 2 {
      collapse = rest
      commands.effects.layoutAnimationDuration = metrics.configuration.snapPolicy.settleDuration
    }
    moveContent(toDistance: restingEnd(forCollapse: rest), animated: true, holding: rest, atRelease: true, &commands)
  }

  /// The collapse distance of the content's top edge when the bar rests at `collapse` with
  /// ``InsetStrategy/followsBar``: the inset shrinks to the bar at rest, and the top edge with it.
  func restingTop(forCollapse collapse: Double) -> Double {
    let height = metrics.expandedHeight - max(0, min(collapse, metrics.collapsibleRange))
    return basis - ledger.ownedInsetTop(metrics: metrics, layoutHeight: height, insetRoom: collapse)
  }

  /// The collapse distance of the content's end when the bar rests at `collapse` (with
  /// ``InsetStrategy/followsBar`` the inset, and so the end of short content, follows the bar;
  /// a container observed only keeps its owner's inset).
  func restingEnd(forCollapse collapse: Double) -> Double {
    let height = metrics.expandedHeight - max(0, min(collapse, metrics.collapsibleRange))
    // (A container observed only keeps its owner's inset.)
    let inset =
      observesOnly
      ? geometry.contentInsetTop : ledger.ownedInsetTop(metrics: metrics, layoutHeight: height, insetRoom: collapse)
    let end = max(-inset, geometry.endOffset)
    return max(0, end + basis)
  }
}
