extension NavBarController {
  /// Takes over a container: the bar keeps its place (a tab switch) or takes the content's.
  ///
  /// - Parameters:
  ///   - container: The container's geometry (insets in adjusted terms).
  ///   - hasHistory: Whether the bar was attached before.
  ///   - commands: Collects what the adapter must do.
  mutating func attach(_ container: ContainerGeometry, hasHistory: Bool, _ commands: inout NavBarCommands) {
    phase = .idle
    let carried = ledger.carriedRefreshHeight
    ledger = InsetLedger(attachingTo: container)
    // (A container observed only keeps its own room for a refresh.)
    if !observesOnly { ledger.carriedRefreshHeight = carried }
    decideSpacer()
    if (ledger.restingSystemShare != nil || ledger.originalRefreshRoom > 0) && container.refreshShareTop > 0 {
      // Refreshing already, with the control's share (or its room in the container's own inset)
      // known: its room is part of the basis from the first write, so the attach places the
      // content once, under the refresh.
      ledger.holdRefreshRoom(metrics.rounded(container.refreshShareTop), told: false)
    }
    if observesOnly {
      // The container's owner reserved its top inset: the content rests against it as it is.
      ledger.followObserved(top: container.contentInsetTop, expandedHeight: metrics.expandedHeight, pixel: pixel)
    }
    geometry = container
    // Keep the content where it is relative to its own top under the bar's inset.
    // Content resting past its top (its inset shrank while the bar was away, as when the safe
    // area changes) is taken at its top: nothing else would bring it there.
    let contentScroll = max(0, container.contentOffsetY + container.contentInsetTop)
    var target = contentScroll
    if search == nil {
      // (While search is active the frozen collapse stays.)
      // How far the content can be scrolled under the bar: with the inset following the bar, its
      // top can rest right under the bar at any collapse (never for a container observed only,
      // whose inset is its owner's).
      let reachable = followsBar ? Double.infinity : max(0, container.endOffset + basis)
      // (A stretch belongs to the pull of the container left behind: it does not come along.)
      let attached = CollapseTracking.attach(
        contentScroll: contentScroll, collapse: max(collapse, 0), hasHistory: hasHistory,
        range: metrics.collapsibleRange, reachable: reachable + pixel / 2)
      (collapse, tracking, target) = (attached.collapse, attached.tracking, attached.contentScroll)
      // Content too short to meet the bar: the bar goes to it with its own short animation, never
      // in one frame (at once with Reduce Motion).
      if attached.animated && !reduceMotion {
        commands.effects.layoutAnimationDuration = metrics.configuration.snapPolicy.settleDuration
      }
    }
    if solveLayout(attached: true) { commands.effects.layoutChanged = true }
    if !observesOnly { geometry.contentInsetTop = ownedInsetTop }
    let offset = target - basis
    if container.isTracking {
      // A finger holds the content (an app attached the bar from inside a callback while the
      // finger was down): the content stays under it, the bar follows its moves from here and
      // settles when it lifts (the applier reports the finger before the next event).
      geometry.contentOffsetY = container.contentOffsetY
      tracking = .relative
      if search == nil && collapseDistance < -pixel / 2 {
        // The finger pulls this very container past its top (an app attached the bar again from
        // inside `scrollViewDidScroll`): the bar stretches with the pull at once, as the next
        // move would make it, not a pixel behind.
        collapse = collapseDistance
        if solveLayout(attached: true) { commands.effects.layoutChanged = true }
      }
      // The controller holds for the finger as after ``ScrollEvent/touchBegan`` (frames come,
      // so the lift is noticed, and the bar settles then); a drag's callbacks take over from it.
      if isVisible { phase = .touching }
      return
    }
    if abs(offset - container.contentOffsetY) >= pixel / 2 {
      commands.contentOffset = ContentOffsetCommand(y: offset, animation: .none)
    }
    geometry.contentOffsetY = offset
    if container.isDecelerating && commands.contentOffset == nil && isVisible {
      // The content decelerates (an app attached the bar from inside a fling's callbacks) and
      // the attach wrote no offset that would stop it: its end settles the bar, as after a fling.
      phase = .coasting(ownTarget: nil, insetRoom: nil)
      return
    }
    // Off screen (the app attached the bar again from inside a callback of the window's leaving)
    // no bounce brings content past an end back.
    if !isVisible { moveInsideRange(&commands) }
    // A tab switch may have cut a settle short: the bar stays where it was for the first frame
    // and settles from the second.
    let partial =
      Snapping.wholeState(for: collapse, velocity: 0, reachable: metrics.collapsibleRange, metrics: metrics) != nil
    if hasHistory && search == nil && partial {
      // Off screen no frame comes: the settle happens now, at once.
      if isVisible {
        phase = .settlePending(frames: 2)
      } else {
        settle(&commands)
      }
    }
  }

  /// Lets go of the container, giving back the insets it found; the content stays where it is
  /// on screen.
  mutating func detach(_ commands: inout NavBarCommands) {
    guard isAttached else { return }
    if observesOnly {
      // Nothing was written: nothing to give back, and the content stays where it is.
      phase = .detached(hasHistory: true)
      ledger = InsetLedger()
      return
    }
    let contentScroll = collapseDistance
    let restored = ledger.restoredInsetTop
    // A room the bar was told of leaves with its inset: the container cannot tell it again, so
    // the bar keeps it for an attach while the refresh goes on (an app that attaches the bar
    // again from inside a callback).
    let carried = ledger.refreshRoomIsTold ? ledger.refreshHeight : 0
    let indicator = ledger.originalIndicatorTop
    commands.contentInsetTop = restored
    commands.scrollIndicatorInsetTop = indicator
    // The spacer goes first. Its removal may change the system's share (the content may no longer
    // scroll): the container's own inset and the content's distance from its top are given back
    // as such, which only the container can turn into its numbers.
    let givesBack = ledger.writtenSpacer != 0
    if givesBack {
      commands.leadingSpacerHeight = 0
      commands.givesBackContainer = true
      commands.contentInsetTop = ledger.restoredOwnInsetTop
    }
    var offset = contentScroll - restored
    if phase.isTouching || phase.isDragging {
      // A finger holds the content (an app detached the bar from inside a callback while the
      // finger was down): it stays where it is on screen, and UIKit brings it back within its
      // range when the finger lifts.
      offset = geometry.contentOffsetY
    } else if givesBack {
      commands.contentOffset = ContentOffsetCommand(y: contentScroll, animation: .none)
    } else if abs(offset - geometry.contentOffsetY) >= pixel / 2 {
      commands.contentOffset = ContentOffsetCommand(y: offset, animation: .none)
    }
    phase = .detached(hasHistory: true)
    ledger = InsetLedger()
    ledger.carriedRefreshHeight = carried
    geometry.contentInsetTop = restored
    geometry.scrollIndicatorInsetTop = indicator
    geometry.contentOffsetY = offset
  }
}
