extension InsetLedger {
  /// Books the top inset of a container the bar observes only: its owner reserved the space, so
  /// the bar wrote none of it and expects no echo; whatever differs from the bar's expanded
  /// height (and a refresh control's height) counts as someone else's, so that the basis is the
  /// edge the content rests against.
  ///
  /// For example, a fresh ledger that observes a top inset of 140 under a bar 150 high books
  /// −10 as others' (`followObserved(top: 140, expandedHeight: 150, pixel: 1 / 3)` is `true`),
  /// and its `basis(expandedHeight: 150)` is then 140.
  ///
  /// - Parameters:
  ///   - top: The container's adjusted top inset.
  ///   - expandedHeight: The bar's expanded height.
  ///   - pixel: One pixel in points.
  /// - Returns: Whether the basis moved (by half a pixel or more).
  @discardableResult
  mutating func followObserved(top: Double, expandedHeight: Double, pixel: Double) -> Bool {
    let others = top - expandedHeight - refreshHeight
    guard abs(others - additionalTopInset) >= pixel / 2 else { return false }
    additionalTopInset = others
    return true
  }
}
