extension NavBarController {
  /// For a container observed only, keeps the basis on the edge the content rests against (the
  /// container's adjusted top inset as last reported) after the bar's metrics or the refresh
  /// control's height changed: nobody makes room for the bar there but the container's owner.
  ///
  /// - Returns: Whether the basis had moved and was put back.
  @discardableResult
  mutating func keepObservedBasis() -> Bool {
    guard observesOnly, isAttached else { return false }
    return ledger.followObserved(top: geometry.contentInsetTop, expandedHeight: metrics.expandedHeight, pixel: pixel)
  }

  /// Books the reported top inset of a container observed only: no write of the bar's, no echo;
  /// the inset is the edge the content rests against, and the basis follows it as when someone
  /// else's inset changes under an attached container (content left past its new top at rest
  /// goes back to it, as after a refresh whose room was in the system's share).
  ///
  /// - Parameters:
  ///   - top: The reported adjusted top inset.
  ///   - commands: Collects the offset command.
  mutating func observedInsetChanged(_ top: Double, _ commands: inout NavBarCommands) {
    let before = collapseDistance
    geometry.contentInsetTop = top
    if ledger.followObserved(top: top, expandedHeight: metrics.expandedHeight, pixel: pixel) {
      basisChanged(distanceBefore: before, &commands)
    }
  }

  /// The refresh control of a container observed only began (with its height) or ended (0): the
  /// control is its owner's, who makes its room and moves the content, so the bar only books the
  /// height; the content's edge stays the basis until the owner's inset change reports the room
  /// (``observedInsetChanged(_:_:)`` then takes content left past the new top back to it).
  ///
  /// - Parameter height: The refresh control's height while refreshing, else 0.
  mutating func observedRefreshChanged(height: Double) {
    ledger.holdRefreshRoom(height, told: ledger.refreshRoomIsTold)
    keepObservedBasis()
    resync()
  }
}
