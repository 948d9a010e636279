/// How the collapse follows the collapse distance `c` while the bar collapses with the content.
///
/// Values in, values out: the controller keeps the current tracking and collapse and asks these
/// functions for the next ones.
public enum CollapseTracking: Hashable, Sendable {
  /// `collapse = min(c, range)`.
  case absolute
  /// The collapse follows the scroll delta since an attach to a scrolled container, and meets
  /// the absolute position again when the content reaches it.
  case relative

  /// The collapse and tracking after the content scrolled by `delta` to collapse distance `c`.
  ///
  /// - Parameters:
  ///   - collapse: The collapse before the scroll.
  ///   - delta: The change of the collapse distance.
  ///   - c: The collapse distance after the scroll.
  ///   - range: The collapsible range.
  /// - Returns: The new collapse and tracking.
  public func track(collapse: Double, delta: Double, c: Double, range: Double) -> (
    collapse: Double, tracking: CollapseTracking
  ) {
    switch self {
    case .absolute:
      return (min(c, range), .absolute)
    case .relative:
      if c <= 0 { return (c, .absolute) }
      let next = min(max(collapse + delta, 0), min(range, c))
      return (next, abs(next - min(c, range)) < 1e-9 ? .absolute : .relative)
    }
  }

  /// The collapse the bar would have at collapse distance `target`, scrolling from `current`.
  ///
  /// - Parameters:
  ///   - target: The collapse distance the content goes to.
  ///   - current: The collapse distance now.
  ///   - collapse: The collapse now.
  ///   - range: The collapsible range.
  /// - Returns: The predicted collapse.
  public func predictedCollapse(atDistance target: Double, from current: Double, collapse: Double, range: Double)
    -> Double
  {
    switch self {
    case .absolute:
      return min(target, range)
    case .relative:
      if target <= 0 { return target }
      return min(max(collapse + (target - current), 0), min(range, target))
    }
  }

  /// The collapse and tracking after the basis changed (refresh, inset, environment, search end),
  /// which is not scrolling.
  ///
  /// - Parameters:
  ///   - collapse: The collapse now.
  ///   - c: The collapse distance against the new basis.
  ///   - range: The collapsible range.
  ///   - followsContent: Whether the bar collapses with the content (not quick return).
  /// - Returns: The new collapse and tracking.
  public func resync(collapse: Double, c: Double, range: Double, followsContent: Bool) -> (
    collapse: Double, tracking: CollapseTracking
  ) {
    if self == .absolute && followsContent { return (min(c, range), .absolute) }
    if c <= 0 { return (c, .absolute) }
    return (min(max(collapse, 0), c, range), self)
  }

  /// The collapse and tracking when a container is attached.
  ///
  /// Attaching to another container (a tab switch) keeps the bar's height: on a scrolled
  /// container the collapse follows the scroll delta from there; content scrolled less than the
  /// bar is collapsed — at its top, say — is scrolled up to meet the bar, as a header shared by
  /// many scroll views does. Only content too short to scroll that far stays where it is, and the
  /// bar goes to it with its own animation.
  ///
  /// - Parameters:
  ///   - contentScroll: How far the content is scrolled from its top.
  ///   - collapse: The collapse the bar has now.
  ///   - hasHistory: Whether the bar was attached before (else it takes the content's position).
  ///   - range: The collapsible range.
  ///   - reachable: The farthest the content can be scrolled from its top under the bar.
  /// - Returns: The new collapse and tracking, the content scroll to move to, and whether the bar
  ///   changes and should animate to its new collapse.
  public static func attach(
    contentScroll: Double, collapse: Double, hasHistory: Bool, range: Double, reachable: Double = .infinity
  ) -> (collapse: Double, tracking: CollapseTracking, contentScroll: Double, animated: Bool) {
    if !hasHistory || (contentScroll <= 0 && collapse <= 0) {
      return (min(contentScroll, range), .absolute, contentScroll, false)
    }
    if contentScroll >= collapse {
      let tracking: CollapseTracking = abs(collapse - min(contentScroll, range)) < 1e-9 ? .absolute : .relative
      return (collapse, tracking, contentScroll, false)
    }
    // Less scrolled than the bar is collapsed: scroll the content up to meet the bar.
    if collapse <= reachable { return (collapse, .absolute, collapse, false) }
    return (min(contentScroll, range), .absolute, contentScroll, true)
  }
}
