extension NavBarController {
  /// Takes over a container: the bar keeps its place (a tab switch) or takes the content's.
  ///
  /// - Parameters:
  ///   - container: The container's geometry (insets in adjusted terms).
  ///   - hasHistory: Whether the bar was attached before.
  ///   - commands: Collects what the adapter must do.
  mutating func attach(_ container: ContainerGeometry, hasHistory: Bool, _ commands: inout NavBarCommands) {
    phase = .idle
    ledger = InsetLedger(attachingTo: container)
    geometry = container
    // Keep the content where it is relative to its own top under the bar's inset.
    let contentScroll = container.contentOffsetY + container.contentInsetTop
    var target = contentScroll
    if search == nil {
      // (While search is active the frozen collapse stays.)
      let attached = CollapseTracking.attach(
        contentScroll: contentScroll, collapse: collapse, hasHistory: hasHistory, range: metrics.collapsibleRange)
      (collapse, tracking, target) = (attached.collapse, attached.tracking, attached.contentScroll)
    }
    _ = solveLayout(attached: true)
    geometry.contentInsetTop = ownedInsetTop
    let offset = target - basis
    if abs(offset - container.contentOffsetY) >= pixel / 2 {
      commands.contentOffset = ContentOffsetCommand(y: offset, animation: .none)
    }
    geometry.contentOffsetY = offset
    // A tab switch may have cut a settle short: the bar stays where it was for the first frame
    // and settles from the second.
    let partial =
      Snapping.target(for: collapse, velocity: 0, reachable: metrics.collapsibleRange, metrics: metrics) != nil
    if hasHistory && search == nil && partial { phase = .settlePending(frames: 2) }
  }

  /// Lets go of the container, giving back the insets it found; the content stays where it is
  /// on screen.
  mutating func detach(_ commands: inout NavBarCommands) {
    guard isAttached else { return }
    let contentScroll = collapseDistance
    let restored = ledger.restoredInsetTop
    let indicator = ledger.originalIndicatorTop
    commands.contentInsetTop = restored
    commands.scrollIndicatorInsetTop = indicator
    let offset = contentScroll - restored
    if abs(offset - geometry.contentOffsetY) >= pixel / 2 {
      commands.contentOffset = ContentOffsetCommand(y: offset, animation: .none)
    }
    phase = .detached(hasHistory: true)
    ledger = InsetLedger()
    geometry.contentInsetTop = restored
    geometry.scrollIndicatorInsetTop = indicator
    geometry.contentOffsetY = offset
  }
}
