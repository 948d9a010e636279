extension NavBarController {
  /// Handles an event while attached; returns false when the event was ignored (nothing changed).
  ///
  /// One method per event; what spans events is the ``EventMemory``, which forgets what each
  /// event ends before the event is handled.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - commands: Collects what the adapter must do.
  /// - Returns: Whether the event was taken.
  mutating func transition(on event: ScrollEvent, _ commands: inout NavBarCommands) -> Bool {
    let remembered = memory.forget(before: event)
    switch event {
    case .attach, .detach, .visibilityChanged:
      return false
    case .offsetChanged(let y):
      return offsetChanged(to: y, shareMove: remembered.shareMove, &commands)
    case .insetChanged(let top, let bottom):
      guard ContainerGeometry.accepts(top), ContainerGeometry.accepts(bottom) else { return false }
      geometry.contentInsetBottom = bottom
      insetChanged(top, &commands)
    case .systemInsetChanged(let share, let isRefreshing, let room):
      return systemInsetChanged(
        share: share, isRefreshing: isRefreshing, room: room, offsetMove: remembered.offsetMove, &commands)
    case .contentSizeChanged(let height):
      guard ContainerGeometry.accepts(height), height >= 0 else { return false }
      geometry.contentHeight = height
    case .viewportChanged(let height):
      guard ContainerGeometry.accepts(height), height >= 0 else { return false }
      geometry.viewportHeight = height
    case .touchBegan:
      return touchBegan(&commands)
    case .touchEnded:
      return touchEnded(&commands)
    case .dragBegan:
      phase = .dragging
      quickReturn.forgetPendingReversal()
      search?.contentWasDragged = true
    case .willEndDragging(let velocity, let target):
      guard ContainerGeometry.accepts(velocity), ContainerGeometry.accepts(target) else { return false }
      phase = .released(insetRoom: nil, settles: false)
      willEndDragging(velocity: velocity, target: target, &commands)
    case .didEndDragging(let willDecelerate):
      return didEndDragging(willDecelerate: willDecelerate, &commands)
    case .didEndDecelerating, .scrollAnimationEnded:
      return motionEnded(byDeceleration: event == .didEndDecelerating, &commands)
    case .refreshBegan(let height):
      guard height.isFinite, height >= 0, height <= BarConfiguration.maximumPanelHeight, refreshHeight == 0 else {
        return false
      }
      refreshBegan(height: height, told: true, &commands)
    case .refreshEnded:
      guard refreshHeight > 0 else { return false }
      refreshEnded(&commands)
    case .searchActivated:
      return searchActivatedOnContainer(&commands)
    case .searchCancelled:
      return searchCancelledOnContainer(&commands)
    case .scrollToTopRequested:
      // (A finger resting on the content holds it: no scroll-to-top under it.)
      guard search == nil, isVisible, !phase.isTouching else { return false }
      startScrollToTop(&commands)
    case .frame(let time):
      return frame(at: time, &commands)
    }
    return true
  }

  /// The content moved (a finger, a deceleration, UIKit, the app or the bar's own write).
  ///
  /// - Parameters:
  ///   - y: The new `contentOffset.y`.
  ///   - shareMove: The move of the safe area's share the last event left, if any.
  ///   - commands: Collects what the adapter must do.
  /// - Returns: Whether the event was taken.
  @inline(__always)
  private mutating func offsetChanged(to y: Double, shareMove: Double?, _ commands: inout NavBarCommands) -> Bool {
    guard ContainerGeometry.accepts(y) else { return false }
    let delta = y - geometry.contentOffsetY
    if let shareMove, putBackSystemShift(offsetMove: delta, shareMove: shareMove, &commands) {
      return true
    }
    // (The KVO of `bounds` and of `contentOffset` both report one change.)
    if delta != 0 { memory.offsetMove = OffsetMove(by: delta, to: y, collapse: collapse, tracking: tracking) }
    geometry.contentOffsetY = y
    // (A report of where the content already is moves nothing: the echo of the bar's own
    // write, which put the collapse where the write wanted it, leaves it there.)
    if search == nil, delta != 0 { track(delta) }
    // UIKit's move with a new safe area of a container observed only (whose inset is its
    // owner's) moves the content under the bar: the bar settles to a whole state, at once off
    // screen. Off screen any move does (UIKit's, reported before or after the bar's own write
    // that answered the new safe area, or the app's) that leaves the bar between whole
    // states: no frame tick comes there to settle it later. (A bar at a whole state stays: the
    // content's place in its range is UIKit's or the app's, and a second write in answer to
    // their move would race the write that made it.)
    if case .idle = phase {
      if observesOnly && shareMove != nil {
        if isVisible { settle(&commands) } else { settleOffScreen(&commands) }
      } else if !isVisible && !isAtWholeState {
        settle(&commands)
      }
    }
    return true
  }

  /// The system's share of the adjusted top inset changed (the safe area, or a refresh control
  /// that began or ended refreshing).
  ///
  /// - Parameters:
  ///   - share: The system's share now.
  ///   - isRefreshing: Whether the container's refresh control refreshes.
  ///   - room: The room the control holds in the container's own inset, if it told it.
  ///   - offsetMove: The move of the offset the last event left, if any.
  ///   - commands: Collects what the adapter must do.
  /// - Returns: Whether the event was taken.
  private mutating func systemInsetChanged(
    share: Double, isRefreshing: Bool, room: Double, offsetMove: OffsetMove?, _ commands: inout NavBarCommands
  ) -> Bool {
    guard ContainerGeometry.accepts(share), room.isFinite, room >= 0 else { return false }
    let pixel = self.pixel
    let shareMove = ledger.knownSystemShare.map { share - $0 } ?? 0
    let restingBefore = ledger.restingSystemShare
    let change = ledger.systemShareChanged(to: share, isRefreshing: isRefreshing, room: room, pixel: pixel)
    // The safe area's part of the move (a refresh control's comes and goes apart): UIKit moves
    // the offset the other way, before this report or after it.
    var safeAreaMove = (restingBefore != nil ? ledger.restingSystemShare.map { $0 - (restingBefore ?? 0) } : nil) ?? 0
    // (While refreshing the share at rest is not booked: a move of the whole share that is not
    // the refresh's own is the safe area's.)
    if safeAreaMove == 0 && isRefreshing && change == .shareMoved { safeAreaMove = shareMove }
    switch change {
    case .refreshBegan(let height):
      refreshBegan(height: height, told: false, &commands)
    case .refreshResumed(let height):
      refreshBegan(height: height, told: true, &commands)
    case .refreshRoomClaimed:
      // The room was on the basis already, as someone else's: nothing moves. (Late, the bar
      // leaves the content where it is, as UIKit does for `beginRefreshing()`.)
      // (The ledger holds the claimed room as measured: the container's inset tells it.)
      resync()
    case .refreshEnded:
      refreshEnded(&commands)
      if abs(safeAreaMove) > InsetLedger.echoTolerance { memory.safeAreaShareMove = safeAreaMove }
    case .shareMoved:
      if !keepPlaceAfterSystemShift(shareMove: shareMove, move: offsetMove, &commands),
        abs(safeAreaMove) > InsetLedger.echoTolerance
      {
        memory.safeAreaShareMove = safeAreaMove
      }
    case nil:
      return false
    }
    return true
  }

  /// A finger touched the content: UIKit stopped the content where it is; the bar's own
  /// scroll-to-top or settle stops too, and nothing moves the content until the finger lifts.
  private mutating func touchBegan(_ commands: inout NavBarCommands) -> Bool {
    switch phase {
    case .coasting, .scrollingToTop:
      commands.stopsContentMotion = true
    case .idle, .settlePending:
      break
    case .detached, .dragging, .released, .touching:
      return false
    }
    // (Off screen no finger reaches the content; the bar rests there already.)
    guard isVisible else { return false }
    phase = .touching
    fingerArrives = true
    return true
  }

  /// A finger that rested on the content lifted without dragging it.
  private mutating func touchEnded(_ commands: inout NavBarCommands) -> Bool {
    guard case .touching = phase else { return false }
    // Content held past an edge springs back as the finger lifts (UIKit's bounce ends with
    // `scrollViewDidEndDecelerating`); elsewhere it rests. Either way the bar settles now, as
    // after a slow release (the settle's first write takes over from a bounce).
    let pastEdge = collapseDistance < -pixel / 2 || geometry.contentOffsetY > geometry.maximumOffset + pixel / 2
    phase = pastEdge ? .coasting(ownTarget: nil, insetRoom: nil) : .idle
    settle(&commands, atRelease: true)
    return true
  }

  /// A drag ended (`scrollViewDidEndDragging(_:willDecelerate:)`).
  private mutating func didEndDragging(willDecelerate: Bool, _ commands: inout NavBarCommands) -> Bool {
    switch phase {
    case .dragging, .released, .idle:
      break
    case .detached, .settlePending, .coasting, .scrollingToTop, .touching:
      // The end of a drag the controller did not see through (the app attached the bar,
      // expanded or collapsed it from inside a callback in between): a pending settle, the
      // bar's own motion or a resting finger decides what comes next, unless the content
      // does decelerate.
      guard willDecelerate else { return false }
    }
    quickReturn.forgetPendingReversal()
    if case .released(let held, true) = phase {
      // A slow release: the bar settles now, from where the content is, whatever UIKit still
      // has in mind for it (the settle's first write stops it).
      phase = willDecelerate ? .coasting(ownTarget: nil, insetRoom: held) : .idle
      settle(&commands, atRelease: true)
      if willDecelerate && commands.contentOffset == nil {
        // Nothing to settle, yet UIKit decelerates (a container observed only, whose target
        // could not be moved to where the content is): stop it there, as the target would have.
        commands.stopsContentMotion = true
        phase = .idle
      }
    } else if willDecelerate {
      phase = .coasting(ownTarget: nil, insetRoom: phase.insetRoom)
    } else {
      phase = .idle
      settle(&commands, atRelease: true)
    }
    return true
  }

  /// The content's own motion ended: a deceleration, or an animated offset change.
  ///
  /// - Parameters:
  ///   - byDeceleration: Whether a deceleration ended (`scrollViewDidEndDecelerating`) rather
  ///     than an animation (`scrollViewDidEndScrollingAnimation`).
  ///   - commands: Collects what the adapter must do.
  /// - Returns: Whether the event was taken.
  private mutating func motionEnded(byDeceleration: Bool, _ commands: inout NavBarCommands) -> Bool {
    if byDeceleration, case .coasting(_?, _) = phase {
      // The end of a deceleration that stopped before the bar's own animated move began (an
      // app that expands from inside `scrollViewDidEndDecelerating`, which reaches its
      // delegate before the bar): that move ends with its own end of scrolling animation.
      return false
    }
    switch phase {
    case .detached, .dragging, .scrollingToTop, .touching:
      // (Under a resting finger the bar settles when it lifts: UIKit reports the end of a
      // deceleration the finger stopped while the finger is still down.)
      break
    case .idle, .settlePending, .released, .coasting:
      phase = .idle
      settle(&commands)
    }
    return true
  }

  /// Search became active over an attached container: the collapse freezes.
  private mutating func searchActivatedOnContainer(_ commands: inout NavBarCommands) -> Bool {
    guard search == nil else { return false }
    // A drag counts as motion too: it ends during search, where neither its target nor its
    // settle is decided, so the bar settles on cancel.
    let interrupted: Bool
    switch phase {
    case .scrollingToTop, .coasting, .settlePending, .dragging, .released, .touching: interrupted = true
    case .detached, .idle: interrupted = false
    }
    search = SearchFreeze(savedCollapse: collapse, startDistance: collapseDistance, interruptedMotion: interrupted)
    collapse = SearchFreeze.frozen(collapse)
    if case .scrollingToTop = phase { phase = .idle }
    commands.effects.layoutAnimationDuration = metrics.configuration.snapPolicy.settleDuration
    return true
  }

  /// Search ended over an attached container: the collapse from before comes back, and the bar
  /// settles if the content moved or stopped meanwhile.
  private mutating func searchCancelledOnContainer(_ commands: inout NavBarCommands) -> Bool {
    guard let frozen = search else { return false }
    search = nil
    collapse = frozen.savedCollapse
    resync()
    commands.effects.layoutAnimationDuration = metrics.configuration.snapPolicy.settleDuration
    // The content moved during search, or search stopped it moving: settle if the bar is now
    // partly collapsed.
    // Off screen the bar must rest whole whatever search left it at (it was partial since an
    // attach to content scrolled a little): the settle lands at once there.
    if frozen.settlesOnCancel(
      at: collapseDistance, collapse: collapse, isAtWholeState: isAtWholeState,
      isAtRest: !isDragging && !isContentMoving, pixel: pixel)
      || !isVisible
    {
      settle(&commands)
    }
    return true
  }

  /// A display frame: pending settles, the bar's own scroll-to-top and the watch of UIKit's
  /// slide after a refresh move on; waits that only a frame ends end.
  private mutating func frame(at time: Double, _ commands: inout NavBarCommands) -> Bool {
    guard time.isFinite else { return false }
    let previous = clock
    clock = time
    // A rise of the inset that the refresh control's state did not claim by this frame (the
    // applier reports a changed state before the frame) stays someone else's. A drop of the room
    // that the control's state did not confirm by this frame (its end changes its state within
    // the same call) was someone else's write, refused: the room is still in the container's own
    // inset (seed 9343, scenario 946602: the app wrote 0 while the bar, collapsed to nothing,
    // held just the room).
    ledger.frameArrived()
    switch phase {
    case .settlePending(let frames):
      if frames > 1 {
        phase = .settlePending(frames: frames - 1)
      } else {
        phase = .idle
        settle(&commands)
      }
    case .scrollingToTop(var run):
      // The content is not where the run left it (the app wrote, or UIKit's motion ran on):
      // the run plays again from where the content is, instead of putting it back where the run
      // had it (the bar followed the move; a jump back would leave it a move the content did
      // not make).
      let expected = run.startTime.map { run.plan.sample(at: previous - $0).offset } ?? run.firstOffset
      if abs(expected - geometry.contentOffsetY) >= pixel / 2 {
        startScrollToTop(&commands)
        guard case .scrollingToTop(let replanned) = phase else { break }
        run = replanned
      }
      let sample = run.advance(to: time)
      if sample.isFinished {
        phase = .idle
        commands.effects.scrollToTopFinished = true
      } else {
        phase = .scrollingToTop(run)
      }
      if abs(sample.offset - geometry.contentOffsetY) >= 1e-9 {
        commands.contentOffset = ContentOffsetCommand(y: sample.offset, animation: .none)
      }
    case .idle:
      watchRefreshSlide(&commands)
    case .detached, .dragging, .released, .coasting, .touching:
      memory.refreshSlide = nil
    }
    return true
  }

  /// Watches UIKit's slide back after a refresh, at a frame while idle.
  ///
  /// The slide is over when the content, having moved, did not move since the last frame (or
  /// never began to within a few frames). Stopped between whole states (a finger that touched it and lifted before a frame noticed, seed 9334,
  /// scenario 553668), the bar settles as after a release.
  private mutating func watchRefreshSlide(_ commands: inout NavBarCommands) {
    guard var watch = memory.refreshSlide else { return }
    if geometry.contentOffsetY == watch.offset {
      watch.stillFrames += 1
      if watch.moved || watch.stillFrames >= RefreshSlideWatch.framesBeforeASlideBegins {
        memory.refreshSlide = nil
        if watch.moved { settle(&commands) }
      } else {
        memory.refreshSlide = watch
      }
    } else {
      memory.refreshSlide = RefreshSlideWatch(offset: geometry.contentOffsetY, moved: true)
    }
  }

  /// Moves the content to a collapse distance; an animated move sets it coasting to there.
  ///
  /// - Parameters:
  ///   - distance: The collapse distance to go to.
  ///   - animated: Whether to animate.
  ///   - held: With ``InsetStrategy/followsBar``, the collapse at the target, for which the inset
  ///     keeps room on the way.
  ///   - atRelease: Whether the finger just let go (the settle then eases out at once).
  ///   - commands: Collects the offset command.
  mutating func moveContent(
    toDistance distance: Double, animated: Bool, holding held: Double?, atRelease: Bool = false,
    _ commands: inout NavBarCommands
  ) {
    // Off screen no bounce brings content past an end back: the move lands inside the range, in
    // one write (a settle a fraction of a point past the end of short content was put back by a
    // second write of the same event: seed 9331, scenario 414057). (With the inset following the
    // bar, the range's end moves with the collapse the move is for: that move is left as asked.)
    let distance = isVisible || followsBar ? distance : min(max(distance, 0), farthestRestingDistance)
    let offset = distance - basis
    let askedToAnimate = animated
    // An animated move to where the content already is does not animate (UIKit reports no end
    // of it): it is a plain write. Off screen nothing animates.
    let animated = animated && isVisible && abs(offset - geometry.contentOffsetY) >= pixel / 2
    let animation = Snapping.settleAnimation(atRelease: atRelease, reduceMotion: reduceMotion)
    commands.contentOffset = ContentOffsetCommand(y: offset, animation: animated ? animation : .none)
    if animated {
      phase = .coasting(ownTarget: distance, insetRoom: followsBar ? held : nil)
    } else {
      // The write lands at once: follow it now, so the inset is written once, for where the
      // content goes, and the write's echo changes nothing.
      phase = .idle
      let delta = offset - geometry.contentOffsetY
      geometry.contentOffsetY = offset
      if search == nil { track(delta) }
      // Off screen a settle lands at once, and so does one shorter than half a pixel: the bar
      // takes the collapse the move was for (quick return's tracking of one jump would not reach
      // it as the animation's ticks do, and may leave it a fraction of a pixel short).
      if !isVisible || askedToAnimate, search == nil, let held { collapse = held }
    }
  }

  /// The event for a container's new bounds, or `nil` when their height is the one the controller
  /// already knows.
  ///
  /// A scroll view's bounds change on every scroll tick (their origin is the content offset), so an
  /// adapter that observes them hears far more than a new viewport: handling the same height again
  /// would run a whole pass (the layout solved anew) for nothing, on every frame of a scroll.
  ///
  /// ```swift
  /// var controller = try NavBarController(configuration: .system, environment: .phone)
  /// let bounds = (width: 390.0, height: 664.0)  // the scroll view's new bounds
  /// if let event = controller.viewportEvent(height: bounds.height) { _ = controller.handle(event) }
  /// ```
  ///
  /// - Parameter height: The container's `bounds.height`.
  /// - Returns: ``ScrollEvent/viewportChanged(height:)``, or `nil` for the known height.
  public func viewportEvent(height: Double) -> ScrollEvent? {
    height == geometry.viewportHeight ? nil : .viewportChanged(height: height)
  }
}
