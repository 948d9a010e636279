extension NavBarController {
  /// Moves the collapse for a change of the collapse distance caused by scrolling.
  mutating func track(_ delta: Double) {
    let c = collapseDistance
    let range = metrics.collapsibleRange
    if case .quickReturn(let revealDistance) = metrics.configuration.mode {
      // The bar's own animation taking the content back toward its top is not the user
      // scrolling back: no reveal, only no gap between the bar and the content's top.
      if case .coasting(_?, _) = phase, delta < 0, c > 0 {
        collapse = min(max(collapse, 0), c, range)
        return
      }
      collapse = quickReturn.track(
        collapse: collapse, delta: delta, c: c, end: geometry.maximumOffset + basis, range: range,
        revealDistance: revealDistance, revealLimit: metrics.quickReturnRevealLimit)
      return
    }
    // (Relative tracking first: the one comparison an ordinary scroll tick pays.)
    if tracking == .relative, delta > 0, c > 0, collapse > c + pixel / 2, case .coasting(_?, _) = phase {
      // The bar's own move bringing content up to a bar it hangs below (content a finger pulled
      // down under a bar attached collapsed, which goes to its top edge at the release): the bar
      // holds until the content meets it, instead of dropping to the content in one frame.
      return
    }
    (collapse, tracking) = tracking.track(collapse: collapse, delta: delta, c: c, range: range)
  }

  /// Re-applies the rules after the basis changed (refresh, inset, environment, search end)
  /// without counting it as scrolling.
  ///
  /// While search is active the collapse stays frozen.
  mutating func resync() {
    guard search == nil else { return }
    (collapse, tracking) = tracking.resync(
      collapse: collapse, c: collapseDistance, range: metrics.collapsibleRange,
      followsContent: metrics.configuration.mode == .collapsesWithContent)
  }

  /// Whether the collapse is tied to the collapse distance (so moving the content moves the bar).
  var collapseFollowsOffset: Bool {
    switch metrics.configuration.mode {
    case .collapsesWithContent: return true
    case .quickReturn: return collapse >= collapseDistance - pixel / 2
    }
  }

  /// The collapse the bar would have at collapse distance `target`, scrolling from `current`.
  func predictedCollapse(atDistance target: Double, from current: Double) -> Double {
    tracking.predictedCollapse(atDistance: target, from: current, collapse: collapse, range: metrics.collapsibleRange)
  }
}
