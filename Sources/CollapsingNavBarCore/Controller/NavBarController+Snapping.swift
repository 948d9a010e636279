extension NavBarController {
  /// Adjusts UIKit's proposed target so that no section rests partly collapsed.
  mutating func willEndDragging(velocity: Double, target: Double, _ commands: inout NavBarCommands) {
    // Quick return: the collapse at the target depends on the scroll's direction, so the bar
    // settles on its own at rest instead.
    guard metrics.configuration.snapPolicy.isEnabled, search == nil,
      metrics.configuration.mode == .collapsesWithContent
    else { return }
    let release = Snapping.releaseTarget(
      velocity: velocity, target: target, c: collapseDistance, basis: basis, geometry: geometry, collapse: collapse,
      tracking: tracking, metrics: metrics)
    if followsBar { phase = .released(heldCollapse: release.collapseAtTarget) }
    if let adjusted = release.targetOffset { commands.targetContentOffset = adjusted }
  }

  /// After a drag or a deceleration with no momentum: animate to the nearest whole state.
  mutating func settle(_ commands: inout NavBarCommands) {
    guard !isDragging, search == nil else { return }
    if case .scrollingToTop = phase { return }
    let c = collapseDistance
    // Content left pulled past its top at rest (the bar stopped its own scroll-to-top for
    // search) goes back to the top even without snapping: only a stretch is never a rest.
    guard metrics.configuration.snapPolicy.isEnabled || c < -pixel / 2 else { return }
    let reachable = predictedCollapse(atDistance: geometry.maximumOffset + basis, from: c)
    switch Snapping.settle(
      c: c, collapse: collapse, followsOffset: collapseFollowsOffset, reachable: reachable,
      headingTowardEnd: quickReturn.isHeadingTowardEnd, metrics: metrics)
    {
    case .none:
      break
    case .scrollContent(let distance, let collapse):
      moveContent(toDistance: distance, animated: true, holding: collapse, &commands)
    case .moveBar(let collapse):
      self.collapse = collapse
      commands.layoutAnimationDuration = metrics.configuration.snapPolicy.settleDuration
    }
  }
}
