extension NavBarController {
  /// Books a reported top inset: the echo of the bar's own write, a refresh control's own
  /// adjustment (its room, written into the container's own inset under `.never`, begins the
  /// refresh), or an addition by someone else, kept on top of the bar's own (for a container
  /// observed only, the whole inset is its owner's: the basis follows it).
  mutating func insetChanged(_ top: Double, _ commands: inout NavBarCommands) {
    if observesOnly { return observedInsetChanged(top, &commands) }
    let before = collapseDistance
    let change = ledger.recognise(top, current: geometry.contentInsetTop, pixel: pixel, isVisible: isVisible)
    // A rise booked as someone else's is the refresh control's if a report before the next frame
    // says it refreshes; out of the window no frame comes to end that wait, so a rise there is
    // the control's only if it is the room the control tells (else a later refresh would take
    // someone else's rise for its room: seed 9314, 337820; and with the room told, the control's
    // own rise is its room: seeds 9325, 114540 and 9327, 146958). The ledger books where it was.
    geometry.contentInsetTop = top
    switch change {
    case .addition: basisChanged(distanceBefore: before, &commands)
    case .refreshRoomWritten(let height): refreshBegan(height: height, told: false, &commands)
    case .echo, .refreshAdjustment, .refused: break
    }
  }

  /// The basis changed under content that did not move on screen (someone else's inset, the
  /// refresh control's room): the bar keeps its collapse where the content allows it; at rest,
  /// content left past its new top goes back to it, and a bar the change moved settles.
  ///
  /// - Parameters:
  ///   - before: The collapse distance against the old basis.
  ///   - commands: Collects the offset command.
  mutating func basisChanged(distanceBefore before: Double, _ commands: inout NavBarCommands) {
    let collapseBefore = collapse
    if search == nil && before >= -pixel / 2
      && abs(collapse - min(collapseDistance, metrics.collapsibleRange)) >= 1e-9
    {
      tracking = .relative
    }
    resync()
    switch phase {
    case .idle, .settlePending:
      if collapseDistance < -pixel / 2 {
        moveContent(toDistance: 0, animated: true, holding: 0, &commands)
      } else if abs(collapse - collapseBefore) >= pixel / 2 {
        phase = .idle
        settle(&commands)
      }
    case .detached, .dragging, .released, .coasting, .scrollingToTop, .touching:
      break
    }
  }

  /// The refresh control began refreshing: its height joins the basis.
  ///
  /// Begun by a pull, the pull shrinks by it; begun by the app (the content not pulled), the bar
  /// stays where it is and content resting at its top scrolls down to show the spinner.
  ///
  /// - Parameters:
  ///   - height: The control's height.
  ///   - told: Whether the bar was told of the room (``ScrollEvent/refreshBegan(height:)``, or
  ///     carried over a re-attach) rather than measuring it in the container's insets.
  ///   - commands: Collects what the adapter must do.
  mutating func refreshBegan(height: Double, told: Bool, _ commands: inout NavBarCommands) {
    if observesOnly { return observedRefreshChanged(height: metrics.rounded(height)) }
    let before = collapseDistance
    ledger.holdRefreshRoom(metrics.rounded(height), told: told)
    guard search == nil, before >= -pixel / 2 else {
      resync()
      return
    }
    basisChanged(distanceBefore: before, &commands)
    switch phase {
    case .idle, .settlePending:
      if before < pixel / 2 { moveContent(toDistance: 0, animated: true, holding: 0, &commands) }
    case .detached, .dragging, .released, .coasting, .scrollingToTop, .touching:
      break
    }
  }

  /// The refresh control ended refreshing: its room goes, and the content goes back to the top
  /// if it rests pulled, aims again if the bar's own animation runs, or settles.
  mutating func refreshEnded(_ commands: inout NavBarCommands) {
    if observesOnly { return observedRefreshChanged(height: 0) }
    let before = collapseDistance
    ledger.holdRefreshRoom(0, told: false)
    basisChanged(distanceBefore: before, &commands)
    // At rest UIKit may slide the content back to its new top, and tell nothing of the slide's
    // end: the bar watches it frame by frame.
    if case .idle = phase, isVisible {
      memory.refreshSlide = RefreshSlideWatch(offset: geometry.contentOffsetY, moved: false)
    }
    // At rest that is all. A finger decides, and the bar's own scroll-to-top goes on (planned
    // again to the new top); content on its way somewhere goes to the new top or aims again.
    guard case .coasting(let target, let held) = phase else { return }
    if collapseDistance < -pixel / 2 {
      moveContent(toDistance: 0, animated: true, holding: 0, &commands)
    } else if let target {
      // The controller's own animation aims at an offset worked out with the refresh control's
      // height: aim again at the same collapse distance, if the bar still arrives at a whole
      // state there. (A bar that kept its collapse as the basis shrank, tracking the scroll's
      // delta, may not: then the settle is decided again from here, and content that need not
      // move stops where it is.)
      let arrival = predictedCollapse(atDistance: target, from: collapseDistance)
      if !metrics.configuration.snapPolicy.isEnabled || search != nil
        || Snapping.section(around: arrival, metrics: metrics) == nil
      {
        // (Arriving whole: the collapse it arrives at, which a move too short to animate takes at
        // once. Seed 9315, 213963.)
        let whole =
          metrics.configuration.snapPolicy.isEnabled && search == nil
          ? metrics.wholeStates.min { abs($0 - arrival) < abs($1 - arrival) } : nil
        moveContent(toDistance: target, animated: true, holding: held ?? whole, &commands)
      } else {
        phase = .idle
        settle(&commands)
        if commands.contentOffset == nil {
          moveContent(toDistance: collapseDistance, animated: false, holding: nil, &commands)
        }
      }
    }
  }

  /// A change of the system's share of the adjusted top inset (a new safe area) that UIKit
  /// answered by moving the offset the other way, so the content kept its place below the top
  /// edge: the bar writes its inset against the new share (the adjusted inset stays where the
  /// bar wants it), so it puts the offset back too, and the content stays where it was under the
  /// bar (else content at the top would rest pulled past it, or deep content would jump).
  ///
  /// The move is put back only while the content is still where it left it (the app's screen may
  /// have moved it since, from inside `scrollViewDidScroll`); content the moves left pulled past
  /// its top at rest goes to its top at once either way.
  ///
  /// - Parameters:
  ///   - shareMove: How far the share moved.
  ///   - move: How far the event just before moved the offset and where to, if it did.
  ///   - commands: Collects what the adapter must do.
  /// - Returns: Whether the offset had moved with the share (else UIKit's move may come next).
  @discardableResult
  mutating func keepPlaceAfterSystemShift(
    shareMove: Double, move: OffsetMove?, _ commands: inout NavBarCommands
  ) -> Bool {
    guard !observesOnly, shareMove != 0 else { return false }
    switch phase {
    // (The bar's own scroll-to-top too: its next frame goes on from where the put back leaves the
    // content, and the bar must not keep a collapse UIKit's move gave it, or its inset follows
    // that collapse until then.)
    case .idle, .settlePending, .scrollingToTop: break
    case .detached, .dragging, .released, .coasting, .touching: return false
    }
    let tolerance = InsetLedger.echoTolerance
    var y = geometry.contentOffsetY
    // The bar as it was before the move (tracking the move back need not undo it: a collapse
    // clamped at a whole state on the way there moves off it on the way back).
    var before: OffsetMove?
    // (As in ``putBackSystemShift(offsetMove:shareMove:_:)``, the move may be measured from a
    // place up to half a pixel from UIKit's.)
    if let move, abs(move.by + shareMove) < pixel / 2, abs(y - move.to) <= tolerance {
      y -= move.by
      before = move
    }
    if y + basis < -pixel / 2 {
      y = -basis
      before = nil
    }
    let delta = y - geometry.contentOffsetY
    guard abs(delta) > tolerance else { return before != nil }
    commands.contentOffset = ContentOffsetCommand(y: y, animation: .none)
    geometry.contentOffsetY = y
    if search == nil {
      if let before { (collapse, tracking) = (before.collapse, before.tracking) } else { track(delta) }
    }
    // (Off screen the bar rests whole at once, whatever the moves did to it.)
    if !isVisible { settleOffScreen(&commands) }
    return before != nil
  }

  /// UIKit's move of the offset that comes after the report of the safe area's new share (a
  /// refresh the app's screen ended from inside the change reported the share first): the bar
  /// puts it back at once, and nothing else follows it.
  ///
  /// - Parameters:
  ///   - offsetMove: How far the offset moved.
  ///   - shareMove: How far the safe area's share moved just before.
  ///   - commands: Collects what the adapter must do.
  /// - Returns: Whether the move was UIKit's and was put back.
  mutating func putBackSystemShift(offsetMove: Double, shareMove: Double, _ commands: inout NavBarCommands) -> Bool {
    // (The move as the controller measures it starts from where it placed the content, which may
    // be less than half a pixel from where UIKit has it: an attach leaves a sub-pixel offset
    // alone. Seed 9401, scenario 927369: 10 pt measured for a share that moved 9.964 pt.)
    guard !observesOnly, offsetMove != 0, abs(offsetMove + shareMove) < pixel / 2 else {
      return false
    }
    switch phase {
    case .idle, .settlePending: break
    case .detached, .dragging, .released, .coasting, .scrollingToTop, .touching: return false
    }
    memory.safeAreaShareMove = nil
    commands.contentOffset = ContentOffsetCommand(y: geometry.contentOffsetY, animation: .none)
    return true
  }
}
