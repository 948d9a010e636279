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

  /// For a container observed only whose adjusted inset held the refresh control's room (the
  /// system's share), books the room as gone when the refresh ends: the share is reported before
  /// the smaller inset, and the content must be measured against the edge it goes back to.
  mutating func observedRefreshRoomGone() {
    guard observesOnly, isAttached, ledger.refreshInSystemShare else { return }
    geometry.contentInsetTop -= ledger.refreshHeight
  }
}
