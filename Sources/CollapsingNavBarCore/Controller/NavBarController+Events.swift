extension NavBarController {
  /// Handles an event while attached; returns false when the event was ignored (nothing changed).
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - commands: Collects what the adapter must do.
  /// - Returns: Whether the event was taken.
  mutating func transition(on event: ScrollEvent, _ commands: inout NavBarCommands) -> Bool {
    switch event {
    case .attach, .detach:
      return false
    case .offsetChanged(let y):
      guard ContainerGeometry.accepts(y) else { return false }
      let delta = y - geometry.contentOffsetY
      geometry.contentOffsetY = y
      if search == nil { track(delta) }
    case .insetChanged(let top, let bottom):
      guard ContainerGeometry.accepts(top), ContainerGeometry.accepts(bottom) else { return false }
      geometry.contentInsetBottom = bottom
      insetChanged(top)
    case .systemInsetChanged(let share, let isRefreshing):
      guard ContainerGeometry.accepts(share) else { return false }
      let pixel = self.pixel
      switch ledger.systemShareChanged(to: share, isRefreshing: isRefreshing, pixel: pixel) {
      case .refreshBegan(let height):
        refreshBegan(height: height, inSystemShare: true)
      case .refreshEnded:
        refreshEnded(&commands)
      case .shareMoved:
        break
      case nil:
        return false
      }
    case .contentSizeChanged(let height):
      guard ContainerGeometry.accepts(height), height >= 0 else { return false }
      geometry.contentHeight = height
    case .viewportChanged(let height):
      guard ContainerGeometry.accepts(height), height >= 0 else { return false }
      geometry.viewportHeight = height
    case .touchBegan:
      // A finger on the content stops the bar's own scroll-to-top, pan or not.
      guard case .scrollingToTop = phase else { return false }
      phase = .idle
    case .dragBegan:
      phase = .dragging
      quickReturn.forgetPendingReversal()
    case .willEndDragging(let velocity, let target):
      guard ContainerGeometry.accepts(velocity), ContainerGeometry.accepts(target) else { return false }
      phase = .released(heldCollapse: nil)
      willEndDragging(velocity: velocity, target: target, &commands)
    case .didEndDragging(let willDecelerate):
      quickReturn.forgetPendingReversal()
      if willDecelerate {
        phase = .coasting(ownTarget: nil, heldCollapse: phase.heldCollapse)
      } else {
        phase = .idle
        settle(&commands)
      }
    case .didEndDecelerating, .scrollAnimationEnded:
      switch phase {
      case .detached, .dragging, .scrollingToTop:
        break
      case .idle, .settlePending, .released, .coasting:
        phase = .idle
        settle(&commands)
      }
    case .refreshBegan(let height):
      guard height.isFinite, height >= 0, height <= BarConfiguration.maximumPanelHeight else { return false }
      refreshBegan(height: height, inSystemShare: false)
    case .refreshEnded:
      guard refreshHeight > 0 else { return false }
      refreshEnded(&commands)
    case .searchActivated:
      guard search == nil else { return false }
      let interrupted: Bool
      switch phase {
      case .scrollingToTop, .coasting, .settlePending: interrupted = true
      case .detached, .idle, .dragging, .released: interrupted = false
      }
      search = SearchFreeze(savedCollapse: collapse, startDistance: collapseDistance, interruptedMotion: interrupted)
      collapse = SearchFreeze.frozen(collapse)
      if case .scrollingToTop = phase { phase = .idle }
      commands.layoutAnimationDuration = metrics.configuration.snapPolicy.settleDuration
    case .searchCancelled:
      guard let frozen = search else { return false }
      search = nil
      collapse = frozen.savedCollapse
      resync()
      commands.layoutAnimationDuration = metrics.configuration.snapPolicy.settleDuration
      // The content moved during search, or search stopped it moving: settle if the bar is now
      // partly collapsed.
      if frozen.settlesOnCancel(at: collapseDistance, isAtRest: !isDragging && !isContentMoving, pixel: pixel) {
        settle(&commands)
      }
    case .scrollToTopRequested:
      guard search == nil else { return false }
      startScrollToTop(&commands)
    case .frame(let time):
      guard time.isFinite else { return false }
      clock = time
      switch phase {
      case .settlePending(let frames):
        if frames > 1 {
          phase = .settlePending(frames: frames - 1)
        } else {
          phase = .idle
          settle(&commands)
        }
      case .scrollingToTop(var run):
        let sample = run.advance(to: time)
        if sample.isFinished {
          phase = .idle
          commands.scrollToTopFinished = true
        } else {
          phase = .scrollingToTop(run)
        }
        if abs(sample.offset - geometry.contentOffsetY) >= 1e-9 {
          commands.contentOffset = ContentOffsetCommand(y: sample.offset, animation: .none)
        }
      case .detached, .idle, .dragging, .released, .coasting:
        break
      }
    }
    return true
  }

  // MARK: - Insets and refresh

  /// Books a reported top inset: the echo of the bar's own write, a refresh control's own
  /// adjustment, or an addition by someone else, kept on top of the bar's own.
  mutating func insetChanged(_ top: Double) {
    let (current, pixel) = (geometry.contentInsetTop, self.pixel)
    let change = ledger.recognise(top, current: current, pixel: pixel)
    geometry.contentInsetTop = top
    if case .addition = change { resync() }
  }

  /// The refresh control began refreshing: its height joins the basis.
  mutating func refreshBegan(height: Double, inSystemShare: Bool) {
    ledger.refreshHeight = metrics.rounded(height)
    ledger.refreshInSystemShare = inSystemShare
    resync()
  }

  /// The refresh control ended refreshing: its room goes, and the content goes back to the top
  /// if it rests pulled, aims again if the bar's own animation runs, or settles.
  mutating func refreshEnded(_ commands: inout NavBarCommands) {
    ledger.refreshHeight = 0
    ledger.refreshInSystemShare = false
    resync()
    switch phase {
    case .detached, .dragging, .scrollingToTop:
      // A finger decides, or the bar's own scroll-to-top goes on (planned again to the new top).
      break
    case .idle, .settlePending, .released, .coasting:
      if collapseDistance < -pixel / 2 {
        moveContent(toDistance: 0, animated: true, holding: 0, &commands)
      } else if case .coasting(let target?, let held) = phase {
        // The controller's own animation aims at an offset worked out with the refresh
        // control's height: aim again at the same collapse distance.
        moveContent(toDistance: target, animated: true, holding: held, &commands)
      } else if !phase.isContentMoving {
        // The content stays where it is on screen while the basis shrinks: the bar may now be
        // partly collapsed at rest.
        phase = .idle
        settle(&commands)
      }
    }
  }

  /// Moves the content to a collapse distance; an animated move sets it coasting to there.
  ///
  /// - Parameters:
  ///   - distance: The collapse distance to go to.
  ///   - animated: Whether to animate.
  ///   - held: With ``InsetStrategy/followsBar``, the collapse at the target, for which the inset
  ///     keeps room on the way.
  ///   - commands: Collects the offset command.
  mutating func moveContent(
    toDistance distance: Double, animated: Bool, holding held: Double?, _ commands: inout NavBarCommands
  ) {
    let offset = distance - basis
    commands.contentOffset = ContentOffsetCommand(y: offset, animation: animated ? .animated : .none)
    if animated {
      phase = .coasting(ownTarget: distance, heldCollapse: followsBar ? held : nil)
    } else {
      // The write lands at once: follow it now, so the inset is written once, for where the
      // content goes, and the write's echo changes nothing.
      phase = .idle
      let delta = offset - geometry.contentOffsetY
      geometry.contentOffsetY = offset
      if search == nil { track(delta) }
    }
  }
}
