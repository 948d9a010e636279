extension NavBarController {
  /// The container left the screen: whatever moves stops, and the bar comes to rest at once.
  ///
  /// The bar's own animation (a settle, an expand or collapse) lands at its target; a fling, a
  /// bounce, a finger cut off by the screen going away or the bar's scroll-to-top stop where the
  /// content is, which is then brought inside its range and settled at once to a whole state.
  /// No display link runs off screen: anything left in flight would wait there, half done, for
  /// the screen to come back.
  ///
  /// - Parameter commands: Collects what the adapter must do.
  mutating func comeToRestOffScreen(_ commands: inout NavBarCommands) {
    var ownTarget: Double?
    switch phase {
    case .detached:
      return
    case .idle, .settlePending, .dragging, .released, .scrollingToTop, .touching:
      // (Idle too: UIKit may move the content on its own, unseen by the bar until the offset
      // reports come, such as the bounce back into range after an inset write during search.)
      commands.stopsContentMotion = true
    case .coasting(let target, _):
      ownTarget = target
      commands.stopsContentMotion = true
    }
    phase = .idle
    if let ownTarget {
      // Where the animation would have ended, then what its end would have settled. (Inside
      // the range as it is now: a new configuration made during the animation moved its ends.)
      let landing = min(max(ownTarget, 0), farthestRestingDistance)
      moveContent(toDistance: landing, animated: false, holding: nil, &commands)
      settle(&commands)
    } else {
      settleOffScreen(&commands)
    }
  }

  /// The container is back on screen: a bar left between whole states while it was away (the
  /// app moved the content with snapping off, or search was cancelled) stays as it is; only a
  /// settle that was due happens now, at once, before the first frame is drawn.
  ///
  /// - Parameter commands: Collects what the adapter must do.
  mutating func visibilityReturned(_ commands: inout NavBarCommands) {
    if case .settlePending = phase {
      phase = .idle
      settle(&commands)
    }
  }

  /// Off screen and at rest: content past either end goes back inside its range, then the bar
  /// settles, all at once.
  ///
  /// - Parameter commands: Collects what the adapter must do.
  mutating func settleOffScreen(_ commands: inout NavBarCommands) {
    guard case .idle = phase else { return }
    moveInsideRange(&commands)
    settle(&commands)
  }

  /// Whether the bar rests at one of its whole states, not stretched
  /// (``BarMetrics/isAtWholeState(_:)``).
  var isAtWholeState: Bool { metrics.isAtWholeState(collapse) }

  /// Content past either end goes back inside its range at once: off screen no bounce brings it.
  ///
  /// Even a fraction of a pixel past an end: the bar's edge may itself lie up to half a pixel
  /// from the container's (the inset of a container observed only is followed to the pixel), so
  /// only content put back onto the bar's edge rests within half a pixel of the real one.
  ///
  /// - Parameter commands: Collects the offset command.
  mutating func moveInsideRange(_ commands: inout NavBarCommands) {
    let distance = collapseDistance
    let inside = min(max(distance, 0), farthestRestingDistance)
    if abs(inside - distance) > InsetLedger.echoTolerance {
      moveContent(toDistance: inside, animated: false, holding: nil, &commands)
    }
  }
}
