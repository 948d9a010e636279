extension NavBarController {
  /// Expands the bar: near the top the content scrolls to its top; deep in the content the bar
  /// comes back over it and follows the scroll from there.
  ///
  /// Ignored while search is active, and while a finger is on the content, dragging it or resting
  /// on it (``NavBarPhase/dragging``, ``NavBarPhase/touching``): the finger holds the content,
  /// and the bar settles when it lifts.
  ///
  /// - Parameter animated: Whether to animate.
  /// - Returns: What the adapter must do now.
  public mutating func expand(animated: Bool) -> NavBarCommands {
    var commands = NavBarCommands()
    memory.offsetMove = nil
    guard isAttached, !isSearchActive, !phase.isTouching, !phase.isDragging else { return commands }
    stopOwnMotion()
    let c = restingCollapseDistance
    if c <= metrics.collapsibleRange {
      moveContent(toDistance: 0, animated: animated, holding: 0, &commands)
    } else {
      collapse = 0
      tracking = .relative
      if animated { commands.effects.layoutAnimationDuration = metrics.configuration.snapPolicy.settleDuration }
    }
    completeCommands(&commands)
    return commands
  }

  /// Collapses the bar: near the top the content scrolls just far enough; deeper, the bar
  /// collapses over the content.
  ///
  /// Content too short to collapse every section fully stops at the last whole state it can reach
  /// when snapping is on (no section rests partly collapsed). Ignored while search is active and
  /// while a finger is on the content, as ``expand(animated:)`` is.
  ///
  /// - Parameter animated: Whether to animate.
  /// - Returns: What the adapter must do now.
  public mutating func collapse(animated: Bool) -> NavBarCommands {
    var commands = NavBarCommands()
    memory.offsetMove = nil
    guard isAttached, !isSearchActive, !phase.isTouching, !phase.isDragging else { return commands }
    stopOwnMotion()
    let range = metrics.collapsibleRange
    let c = restingCollapseDistance
    if c < range {
      // (Never above the content's top: an inset that keeps the pin line under a bar taller than
      // the content's distance lowers the top edge below the basis, and content too short to
      // scroll then reaches less than 0; moved there, it would rest pulled past the edge the inset
      // takes back once the bar has collapsed.)
      let reachable = max(geometry.maximumOffset + basis, 0)
      var target = min(range, reachable)
      if metrics.configuration.snapPolicy.isEnabled {
        target = Snapping.lastWholeState(atMost: target, metrics: metrics)
      }
      // The bar joins the content and goes with it to the target: a bar that came back ahead
      // of the content (after an attach, or quick return) would otherwise follow only the
      // scroll's delta and stop short of the whole state.
      collapse = max(collapse, min(c, range))
      tracking = .absolute
      // No direction slop for the controller's own scroll.
      if case .quickReturn = metrics.configuration.mode { quickReturn.headTowardEnd() }
      moveContent(toDistance: target, animated: animated, holding: nil, &commands)
    } else {
      collapse = range
      tracking = .absolute
      if animated { commands.effects.layoutAnimationDuration = metrics.configuration.snapPolicy.settleDuration }
    }
    completeCommands(&commands)
    return commands
  }

  /// The collapse distance, with a rubber band past the content's end taken back to the end: where
  /// the content comes to rest decides whether the bar is near the top or deep in the content.
  var restingCollapseDistance: Double { min(collapseDistance, max(geometry.maximumOffset + basis, 0)) }

  /// Stops the bar's own scroll-to-top and a pending settle: a programmatic expand or collapse
  /// takes over from them (the content's own motion goes on until the offset write stops it).
  mutating func stopOwnMotion() {
    switch phase {
    case .scrollingToTop, .settlePending: phase = .idle
    case .released(_?, let settles): phase = .released(insetRoom: nil, settles: settles)
    case .coasting(let target, _?): phase = .coasting(ownTarget: target, insetRoom: nil)
    case .detached, .idle, .dragging, .released, .coasting, .touching: break
    }
  }

  /// Replaces the environment (rotation, Dynamic Type, safe area), keeping the bar's collapse
  /// state: each section keeps the fraction it was collapsed by.
  ///
  /// - Parameter environment: The new environment.
  /// - Returns: What the adapter must do now.
  /// - Throws: A ``BarConfigurationError`` naming the field at fault; nothing changes then.
  public mutating func setEnvironment(_ environment: BarEnvironment) throws(BarConfigurationError) -> NavBarCommands {
    let metrics = try BarMetrics(configuration: self.metrics.configuration, environment: environment)
    return replaceMetrics(metrics)
  }

  /// Replaces the configuration, keeping the collapse state where the sections allow it.
  ///
  /// - Parameter configuration: The new configuration.
  /// - Returns: What the adapter must do now.
  /// - Throws: A ``BarConfigurationError`` naming the field at fault; nothing changes then.
  public mutating func setConfiguration(_ configuration: BarConfiguration) throws(BarConfigurationError)
    -> NavBarCommands
  {
    let metrics = try BarMetrics(configuration: configuration, environment: self.metrics.environment)
    return replaceMetrics(metrics)
  }

  mutating func replaceMetrics(_ new: BarMetrics) -> NavBarCommands {
    var commands = NavBarCommands()
    // (The bar a move of the offset found is not this bar's: it is not restored.)
    memory.offsetMove = nil
    let old = metrics
    let c = collapseDistance
    let wasWhole = old.wholeStates.contains { abs($0 - collapse) <= pixel / 2 }
    // (Collapsed over content scrolled at least that far: the system's bar stays collapsed over
    // deep content when the screen turns, whatever sections the new metrics add.)
    let wasCollapsedOverDeepContent =
      collapse >= old.collapsibleRange - pixel / 2 && c >= old.collapsibleRange - pixel / 2
    let wasGlued = isAttached && collapseFollowsOffset && c <= old.collapsibleRange + pixel / 2
    let mapped = Self.map(collapse: collapse, from: old, to: new)
    let mappedSaved = search.map { Self.map(collapse: $0.savedCollapse, from: old, to: new) }
    metrics = new
    decideSpacer()
    // (A container observed only keeps the space its owner reserved until the owner reserves
    // anew: the content stays against the same edge.)
    keepObservedBasis()
    lastInput = nil
    collapse = mapped
    if let mappedSaved { search?.savedCollapse = mappedSaved }
    if isAttached {
      if phase.isTouching {
        // A finger holds the content: it stays where it is, the bar follows its moves from
        // here and settles when the finger lifts. (Content held past its top keeps the bar
        // stretched with it, as the next move would: a bar reset to its expanded height there
        // would jump by the whole stretch at that move. Not during search: the collapse stays
        // frozen, without the stretch, which the content's spring back would leave behind.)
        let distance = collapseDistance
        if distance <= 0, search == nil {
          collapse = distance
          tracking = .absolute
        } else {
          // (No further than the content, out of search: a smaller basis left the content
          // nearer its top than the mapped collapse, which its next move would otherwise bring
          // down in one jump, and a settle planned from there would aim twice.)
          collapse = min(max(collapse, 0), search == nil ? distance : .infinity, metrics.collapsibleRange)
          tracking = .relative
        }
      } else if wasGlued {
        // Keep the content glued under the bar at the mapped collapse.
        var target = collapse < 0 ? c : collapse
        // Released, the content is about to move too (a bounce, a deceleration): the write would
        // stop it, so it must land where the content can rest as well, never past an edge.
        var moving = isContentMoving
        if case .released = phase { moving = true }
        // A bar that rested whole rests whole: the pixel grid, or a section the new metrics drop
        // (the large title in a compact height), can leave the mapped collapse a pixel off the
        // whole state it maps to, where nothing would settle it (fuzz seed 9198, scenario
        // 228,124).
        if !moving && !isDragging && wasWhole,
          let whole = metrics.wholeStates.min(by: { abs($0 - target) < abs($1 - target) }),
          abs(whole - target) <= pixel + 1e-9
        {
          target = whole
          collapse = min(whole, metrics.collapsibleRange)
        }
        if moving {
          // The write stops the content's motion (as UIKit's setContentOffset(_:animated: false)
          // does), so it must land where the content can rest: in its range, on a whole state.
          target = restingDistance(near: target)
          collapse = min(target, metrics.collapsibleRange)
          tracking = .absolute
        }
        let offset = target - basis
        if abs(offset - geometry.contentOffsetY) >= pixel / 2 {
          commands.contentOffset = ContentOffsetCommand(y: offset, animation: .none)
          geometry.contentOffsetY = offset
          if case .released = phase {
            // The write stopped what UIKit set off at the release: the drag's end announces a
            // deceleration that will not come, so the bar settles then, from where the content is.
            phase = .released(insetRoom: nil, settles: true)
          }
        } else if collapse < 0 {
          // Content past its top stays (the write it would take is under half a pixel) while the
          // basis moved under it: the stretch is the content's, where it is now, not the one
          // the old basis gave (a bar a pixel taller than the content allows).
          collapse = min(collapseDistance, 0)
        }
      } else {
        collapse = min(max(collapse, 0), max(collapseDistance, 0), metrics.collapsibleRange)
        if wasCollapsedOverDeepContent && search == nil {
          collapse = min(max(collapseDistance, 0), metrics.collapsibleRange)
        }
        // Deep content stays where it is on screen, but a smaller basis can bring it back into
        // the collapsible range between two whole states: settle there, as after a drag.
        if !isDragging && !isContentMoving { settle(&commands) }
      }
      // (Off screen the bar rests whole at once, the content inside its range: the one offset
      // write goes there, not where the glue put it.)
      if !isVisible { settleOffScreen(&commands) }
    }
    commands.effects.layoutChanged = true
    completeCommands(&commands)
    commands.effects.layoutChanged = true
    return commands
  }

  /// The collapse distance nearest `target` where the content can rest: between its top and
  /// its end, and on a whole state when snapping is on.
  func restingDistance(near target: Double) -> Double {
    Snapping.restingDistance(
      near: target, farthest: farthestRestingDistance,
      snaps: metrics.configuration.snapPolicy.isEnabled && search == nil, metrics: metrics)
  }

  /// The largest collapse distance the content can rest at: its end at the bottom of the
  /// viewport, or its top for content too short to reach it.
  var farthestRestingDistance: Double { max(0, geometry.endOffset + basis) }

  /// Maps a collapse onto new metrics section by section.
  static func map(collapse: Double, from old: BarMetrics, to new: BarMetrics) -> Double {
    guard collapse > 0 else { return collapse }
    let a = old.wholeStates
    let b = new.wholeStates
    guard a.count > 1, b.count > 1 else { return min(collapse, new.collapsibleRange) }
    guard let section = old.section(containing: collapse) else { return new.collapsibleRange }
    let upper = section + 1
    let fraction = (collapse - a[section]) / (a[upper] - a[section])
    guard section + 1 < b.count else { return new.collapsibleRange }
    return new.rounded(b[section] + fraction * (b[section + 1] - b[section]))
  }
}
