extension NavBarController {
  // MARK: - Following the content

  /// Moves the collapse for a change of the collapse distance caused by scrolling.
  mutating func track(_ delta: Double) {
    let c = collapseDistance
    let range = metrics.collapsibleRange
    if case .quickReturn(let revealDistance) = metrics.configuration.mode {
      trackQuickReturn(delta, c: c, revealDistance: revealDistance)
      return
    }
    switch tracking {
    case .absolute:
      collapse = min(c, range)
    case .relative:
      if c <= 0 {
        tracking = .absolute
        collapse = c
      } else {
        collapse = min(max(collapse + delta, 0), min(range, c))
        if abs(collapse - min(c, range)) < 1e-9 { tracking = .absolute }
      }
    }
  }

  /// Quick return: hide while scrolling toward the end, come back after `revealDistance` of
  /// scrolling back; a direction change counts only after ``BarMode/directionSlop`` points.
  mutating func trackQuickReturn(_ delta: Double, c: Double, revealDistance: Double) {
    let range = metrics.collapsibleRange
    if c <= 0 {
      collapse = c
      direction = -1
      reverseTravel = revealDistance
      pendingReverse = 0
      return
    }
    if delta != 0 {
      let sign = delta > 0 ? 1 : -1
      var movement = abs(delta)
      if sign != direction {
        pendingReverse += movement
        movement = 0
        if pendingReverse >= BarMode.directionSlop {
          direction = sign
          movement = pendingReverse
          pendingReverse = 0
          reverseTravel = 0
        }
      } else {
        pendingReverse = 0
      }
      if movement > 0 {
        if direction > 0 {
          collapse = min(range, max(collapse, 0) + movement)
        } else {
          let before = max(0, reverseTravel - revealDistance)
          reverseTravel += movement
          let reveal = max(0, reverseTravel - revealDistance) - before
          collapse = max(0, collapse - reveal)
        }
      }
    }
    // Never leave a gap between the bar and the content's top.
    collapse = min(max(collapse, 0), c, range)
  }

  /// Re-applies the rules after the basis changed (refresh, inset, environment, search end)
  /// without counting it as scrolling.
  ///
  /// While search is active the collapse stays frozen.
  mutating func resync() {
    guard !isSearchActive else { return }
    let c = collapseDistance
    let range = metrics.collapsibleRange
    if tracking == .absolute && metrics.configuration.mode == .collapsesWithContent {
      collapse = min(c, range)
    } else if c <= 0 {
      collapse = c
      tracking = .absolute
    } else {
      collapse = min(max(collapse, 0), c, range)
    }
  }

  /// Whether the collapse is tied to the collapse distance (so moving the content moves the bar).
  var collapseFollowsOffset: Bool {
    switch metrics.configuration.mode {
    case .collapsesWithContent: return true
    case .quickReturn: return collapse >= collapseDistance - pixel / 2
    }
  }

  // MARK: - Snapping

  /// The whole state to rest in for a collapse, or `nil` when it is already whole.
  ///
  /// - Parameters:
  ///   - collapse: The collapse in points.
  ///   - velocity: The release velocity in pt/ms (positive toward the end), or 0 for nearest.
  ///   - reachable: The largest collapse the content can reach.
  func snapTarget(for collapse: Double, velocity: Double, reachable: Double) -> Double? {
    guard collapse > pixel / 2, collapse < metrics.collapsibleRange - pixel / 2,
      let section = metrics.section(containing: collapse)
    else { return nil }
    let low = metrics.wholeStates[section]
    let high = metrics.wholeStates[section + 1]
    if collapse - low < pixel / 2 || high - collapse < pixel / 2 { return nil }
    let threshold = metrics.configuration.snapPolicy.velocityThreshold
    var target: Double
    if velocity > threshold {
      target = high
    } else if velocity < -threshold {
      target = low
    } else {
      target = collapse - low <= high - collapse ? low : high
    }
    // A section the content is too short to collapse fully rests expanded.
    if target > reachable + pixel / 2 { target = low }
    return target
  }

  /// Adjusts UIKit's proposed target so that no section rests partly collapsed.
  mutating func willEndDragging(velocity: Double, target: Double, _ commands: inout NavBarCommands) {
    // Quick return: the collapse at the target depends on the scroll's direction, so the bar
    // settles on its own at rest instead.
    guard metrics.configuration.snapPolicy.isEnabled, !isSearchActive,
      metrics.configuration.mode == .collapsesWithContent
    else { return }
    let b = basis
    let c = collapseDistance
    let maxC = geometry.maximumOffset + b
    var targetC = target + b
    // followsBar: a fling toward the top stops at the current edge; project it past the edge.
    if metrics.configuration.insetStrategy == .followsBar && velocity < 0 && target <= geometry.minimumOffset + pixel {
      let rate = metrics.configuration.snapPolicy.decelerationRate
      targetC = max(0, rate.projectedOffset(from: c, velocity: velocity))
    }
    let predicted = predictedCollapse(atDistance: targetC, from: c)
    var adjustedC = targetC
    if let snapped = snapTarget(
      for: predicted, velocity: velocity, reachable: predictedCollapse(atDistance: maxC, from: c))
    {
      adjustedC = targetC + (snapped - predicted)
    }
    adjustedC = min(max(adjustedC, min(0, targetC)), max(maxC, 0))
    if metrics.configuration.insetStrategy == .followsBar {
      heldCollapse = max(0, predictedCollapse(atDistance: adjustedC, from: c))
    }
    let adjusted = adjustedC - b
    if abs(adjusted - target) >= pixel / 2 { commands.targetContentOffset = adjusted }
  }

  /// The collapse the bar would have at collapse distance `target`, scrolling from `current`.
  func predictedCollapse(atDistance target: Double, from current: Double) -> Double {
    let range = metrics.collapsibleRange
    switch tracking {
    case .absolute:
      return min(target, range)
    case .relative:
      if target <= 0 { return target }
      return min(max(collapse + (target - current), 0), min(range, target))
    }
  }

  /// After a drag or a deceleration with no momentum: animate to the nearest whole state.
  mutating func settle(_ commands: inout NavBarCommands) {
    guard !isDragging, !isSearchActive, scrollToTop == nil, metrics.configuration.snapPolicy.isEnabled else {
      if !isDragging { heldCollapse = nil }
      return
    }
    let c = collapseDistance
    if c < -pixel / 2 {
      // Content pulled past its top and left there (the bar stopped its own scroll-to-top for
      // search): back to the top.
      if metrics.configuration.insetStrategy == .followsBar { heldCollapse = 0 }
      commands.contentOffset = ContentOffsetCommand(y: -basis, animation: .animated)
      return
    }
    if collapseFollowsOffset {
      let reachable = predictedCollapse(atDistance: geometry.maximumOffset + basis, from: c)
      guard let target = snapTarget(for: collapse, velocity: 0, reachable: reachable) else {
        heldCollapse = nil
        return
      }
      if metrics.configuration.insetStrategy == .followsBar { heldCollapse = target }
      commands.contentOffset = ContentOffsetCommand(y: c + (target - collapse) - basis, animation: .animated)
    } else {
      heldCollapse = nil
      // Quick return deep in the content: the bar settles on its own, in the scroll's direction.
      guard collapse > pixel / 2, collapse < metrics.collapsibleRange - pixel / 2,
        let section = metrics.section(containing: collapse)
      else { return }
      let low = metrics.wholeStates[section]
      let high = metrics.wholeStates[section + 1]
      // In the scroll's direction, but never collapsed past the content's top (no gap).
      collapse = direction > 0 && high <= c + pixel / 2 ? high : low
      commands.layoutAnimationDuration = metrics.configuration.snapPolicy.settleDuration
    }
  }

  // MARK: - Output

  /// Solves the layout if its input changed; returns whether it did.
  mutating func refreshLayout() -> Bool {
    let bar = metrics.expandedHeight - max(0, collapse)
    let contentTop = basis - collapseDistance
    let input = BarLayoutSolver.Input(
      collapse: collapse, scrolledUnder: isAttached ? bar - contentTop : 0, isSearchActive: isSearchActive)
    if let last = lastInput, last == input, layout.panels.count == metrics.configuration.panels.count {
      return false
    }
    lastInput = input
    let before = (layout.height, layout.collapse, layout.background, layout.compactTitleAlpha, layout.searchField)
    BarLayoutSolver.solve(metrics, input, into: &layout)
    let after = (layout.height, layout.collapse, layout.background, layout.compactTitleAlpha, layout.searchField)
    return before != after
  }

  /// Solves the layout and adds the inset writes the new state needs.
  mutating func finish(_ commands: inout NavBarCommands) {
    // An animated offset change sets the content moving; a plain write stops any motion.
    if let offset = commands.contentOffset {
      isContentMoving = offset.animation == .animated
      ownAnimationTarget = isContentMoving ? offset.y + basis : nil
    }
    if !isContentMoving { ownAnimationTarget = nil }
    // The top moved under a running scroll-to-top (a refresh ended, the screen rotated): plan
    // again from here to the new top.
    if isAttached, let running = scrollToTop, abs(running.plan.end + basis) >= pixel / 2 {
      startScrollToTop(&commands)
    }
    if refreshLayout() {
      commands.layoutChanged = true
      updateTitleFade(&commands)
    }
    guard isAttached else { return }
    let inset = ownedInsetTop
    let current = lastWrittenInsetTop ?? geometry.contentInsetTop
    // Both values are on the pixel grid, so any difference of half a pixel or more is a whole
    // pixel; comparing against a whole pixel would miss one-pixel steps to rounding error.
    if lastWrittenInsetTop == nil || abs(inset - current) >= pixel / 2 {
      commands.contentInsetTop = inset
      lastWrittenInsetTop = inset
      geometry.contentInsetTop = inset
    }
    let indicator = layout.height
    if lastWrittenIndicatorTop == nil || abs(indicator - (lastWrittenIndicatorTop ?? 0)) >= pixel / 2 {
      commands.scrollIndicatorInsetTop = indicator
      lastWrittenIndicatorTop = indicator
      geometry.scrollIndicatorInsetTop = indicator
    }
  }
}
