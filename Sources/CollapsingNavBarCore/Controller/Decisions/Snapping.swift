/// Snapping: the whole state a collapse rests in, the target of a fling moved so that no
/// section rests partly collapsed, and the settle at rest.
///
/// Pure functions of the metrics and the numbers given; the controller applies the results.
enum Snapping {
  /// The whole state to rest in for a collapse, or `nil` when it is already whole.
  ///
  /// - Parameters:
  ///   - collapse: The collapse in points.
  ///   - velocity: The release velocity in pt/ms (positive toward the end), or 0 for nearest.
  ///   - reachable: The largest collapse the content can reach.
  ///   - metrics: The bar's metrics.
  /// - Returns: The whole state, or `nil`.
  static func wholeState(for collapse: Double, velocity: Double, reachable: Double, metrics: BarMetrics) -> Double? {
    let pixel = metrics.environment.pixel
    guard let (low, high) = section(around: collapse, metrics: metrics) else { return nil }
    let threshold = metrics.configuration.snapPolicy.velocityThreshold
    var target: Double
    if velocity > threshold {
      target = high
    } else if velocity < -threshold {
      target = low
    } else {
      target = collapse - low <= high - collapse ? low : high
    }
    // A section the content is too short to collapse fully rests expanded.
    if target > reachable + pixel / 2 { target = low }
    return target
  }

  /// The whole states around a collapse that rests partly inside a section, or `nil` when it
  /// rests on a whole state or outside the collapsible range.
  ///
  /// The collapse is taken as the layout draws it, on the pixel grid (a half-pixel tie rounds
  /// away from zero, as the layout rounds it): a collapse drawn on a whole state rests there, one
  /// drawn a pixel inside a section does not.
  ///
  /// - Parameters:
  ///   - collapse: The collapse in points.
  ///   - metrics: The bar's metrics.
  /// - Returns: The section's bounds.
  static func section(around collapse: Double, metrics: BarMetrics) -> (low: Double, high: Double)? {
    let drawn = metrics.rounded(collapse)
    let tolerance = 1e-9
    guard drawn > tolerance, drawn < metrics.collapsibleRange - tolerance,
      let section = metrics.section(containing: drawn)
    else { return nil }
    let low = metrics.wholeStates[section]
    let high = metrics.wholeStates[section + 1]
    if drawn - low < tolerance || high - drawn < tolerance { return nil }
    return (low, high)
  }

  /// What `scrollViewWillEndDragging` does with UIKit's proposed target.
  struct ReleaseTarget: Hashable, Sendable {
    /// The target offset to write, or `nil` to keep UIKit's.
    var targetOffset: Double?
    /// The collapse at the target, for which ``InsetStrategy/followsBar`` holds room on the way.
    var collapseAtTarget: Double
  }

  /// A release as the snapping decisions see it: the finger's velocity and UIKit's proposed
  /// target, and where the content and the bar are as the finger lifts.
  struct Release: Hashable, Sendable {
    /// The release velocity in pt/ms.
    var velocity: Double
    /// UIKit's proposed target offset.
    var target: Double
    /// The collapse distance now.
    var c: Double
    /// The basis `B` of `c = contentOffset.y + B`.
    var basis: Double
    /// The container's geometry.
    var geometry: ContainerGeometry
    /// The collapse now.
    var collapse: Double
    /// How the collapse follows the content.
    var tracking: CollapseTracking
    /// Whether the bar's inset follows it (``InsetStrategy/followsBar`` on a container whose
    /// inset the bar writes).
    var insetFollowsBar: Bool

    /// The collapse the bar would have with the content at a collapse distance.
    func predictedCollapse(atDistance distance: Double, range: Double) -> Double {
      tracking.predictedCollapse(atDistance: distance, from: c, collapse: collapse, range: range)
    }
  }

  /// Moves UIKit's proposed target of a release so that no section rests partly collapsed.
  ///
  /// - Parameters:
  ///   - release: The release.
  ///   - metrics: The bar's metrics.
  /// - Returns: The adjusted target.
  static func releaseTarget(_ release: Release, metrics: BarMetrics) -> ReleaseTarget {
    let pixel = metrics.environment.pixel
    let range = metrics.collapsibleRange
    let maxC = release.geometry.maximumOffset + release.basis
    let targetC = targetDistance(release, metrics: metrics)
    let predictedAtTarget = release.predictedCollapse(atDistance: targetC, range: range)
    var adjustedC = targetC
    if let snapped = Self.wholeState(
      for: predictedAtTarget, velocity: release.velocity,
      reachable: release.predictedCollapse(atDistance: maxC, range: range), metrics: metrics)
    {
      adjustedC = targetC + (snapped - predictedAtTarget)
    }
    adjustedC = min(max(adjustedC, min(0, targetC)), max(maxC, 0))
    let adjusted = adjustedC - release.basis
    return ReleaseTarget(
      targetOffset: abs(adjusted - release.target) >= pixel / 2 ? adjusted : nil,
      collapseAtTarget: max(0, release.predictedCollapse(atDistance: adjustedC, range: range)))
  }

  /// The collapse distance where a release's deceleration ends.
  ///
  /// That is UIKit's proposed target, or, when the inset follows the bar, a glide toward the top
  /// projected past the current edge (there it stops only on paper: the inset grows as the bar
  /// comes back). A container observed only keeps its owner's inset, so its edge stays where it
  /// is and UIKit's target holds.
  ///
  /// - Parameters:
  ///   - release: The release.
  ///   - metrics: The bar's metrics.
  /// - Returns: The target's collapse distance.
  static func targetDistance(_ release: Release, metrics: BarMetrics) -> Double {
    guard release.insetFollowsBar, release.velocity < 0,
      release.target <= release.geometry.minimumOffset + metrics.environment.pixel
    else {
      return release.target + release.basis
    }
    return max(
      0, metrics.configuration.snapPolicy.decelerationRate.projectedOffset(from: release.c, velocity: release.velocity))
  }

  /// Whether a release is slow: at most the velocity threshold, where the bar settles with its own
  /// short animation instead of redirecting UIKit's deceleration.
  ///
  /// - Parameters:
  ///   - velocity: The release velocity in pt/ms.
  ///   - metrics: The bar's metrics.
  /// - Returns: Whether the release is slow.
  static func isSlow(velocity: Double, metrics: BarMetrics) -> Bool {
    abs(velocity) <= metrics.configuration.snapPolicy.velocityThreshold
  }

  /// Whether a slow release stops the content where it is, so that the bar settles with its own
  /// animation: unless the content is pulled past its top (UIKit's bounce brings it back, the bar
  /// is expanded and stretched), or the bar is on a whole state and stays on it all the way to
  /// UIKit's target.
  ///
  /// Content let go past its end under a bar that tracks the scroll's delta always settles (back
  /// to the end).
  ///
  /// - Parameters:
  ///   - release: The release.
  ///   - metrics: The bar's metrics.
  /// - Returns: Whether to stop the content and settle.
  static func stopsSlowRelease(_ release: Release, metrics: BarMetrics) -> Bool {
    let pixel = metrics.environment.pixel
    let range = metrics.collapsibleRange
    let (c, collapse) = (release.c, release.collapse)
    guard c >= -pixel / 2 else { return false }
    // Content let go past its end goes back to it whatever UIKit's target says, by a bounce that
    // may carry it into the content and back. A bar that tracks the scroll's delta (its way in
    // clamped at a whole state) would follow the way back and be left between whole states: it
    // takes the content back to the end with its own settle instead.
    if release.tracking == .relative, metrics.configuration.mode == .collapsesWithContent,
      c > release.geometry.maximumOffset + release.basis + pixel / 2
    {
      return true
    }
    guard section(around: collapse, metrics: metrics) == nil else { return true }
    let targetC = targetDistance(release, metrics: metrics)
    if abs(targetC - c) < pixel / 2 { return false }
    switch metrics.configuration.mode {
    case .collapsesWithContent:
      let there = release.predictedCollapse(atDistance: targetC, range: range)
      return abs(there - collapse) >= pixel / 2
    case .quickReturn:
      // Quick return keeps a hidden bar hidden toward the end and a shown bar shown toward the top.
      let staysHidden = targetC > c && collapse >= range - pixel / 2
      let staysShown = targetC < c && collapse <= pixel / 2
      return !staysHidden && !staysShown
    }
  }

  /// The offset animation of the bar's own settle.
  ///
  /// - Parameters:
  ///   - atRelease: Whether the finger just let go.
  ///   - reduceMotion: Whether Reduce Motion is on.
  /// - Returns: ``OffsetAnimation/timed(duration:curve:)`` with the ``SettleAnimation``.
  static func settleAnimation(atRelease: Bool, reduceMotion: Bool) -> OffsetAnimation {
    .settle(.settle(atRelease: atRelease, reduceMotion: reduceMotion))
  }

  /// What the bar does to settle at rest.
  enum Settle: Hashable, Sendable {
    /// Nothing: the bar rests on a whole state.
    case none
    /// Move the content (animated) to this collapse distance, where the collapse will be
    /// `collapse`.
    case scrollContent(toDistance: Double, collapse: Double)
    /// Animate the bar alone to this collapse (quick return deep in the content).
    case moveBar(collapse: Double)
  }

  /// How to settle at rest on the nearest whole state.
  ///
  /// - Parameters:
  ///   - c: The collapse distance.
  ///   - collapse: The collapse.
  ///   - followsOffset: Whether the collapse is tied to the collapse distance.
  ///   - reachable: The largest collapse the content can reach.
  ///   - headingTowardEnd: Whether quick return last saw the content scroll toward its end.
  ///   - end: Right at a release, the collapse distance of the content's end and the collapse
  ///     there: content let go past its end comes to rest there, so the settle starts from there
  ///     (`nil` at rest).
  ///   - metrics: The bar's metrics.
  /// - Returns: The settle.
  static func settle(
    c: Double, collapse: Double, followsOffset: Bool, reachable: Double, headingTowardEnd: Bool,
    end: (distance: Double, collapse: Double)? = nil, metrics: BarMetrics
  ) -> Settle {
    let pixel = metrics.environment.pixel
    if c < -pixel / 2 {
      // Content pulled past its top and left there (the bar stopped its own scroll-to-top for
      // search): back to the top.
      return .scrollContent(toDistance: 0, collapse: 0)
    }
    let pastEnd = end.map { $0.distance < c - pixel / 2 } ?? false
    if followsOffset {
      let (from, at) = pastEnd ? (end?.distance ?? c, end?.collapse ?? collapse) : (c, collapse)
      let target = Self.wholeState(for: at, velocity: 0, reachable: reachable, metrics: metrics) ?? at
      let distance = from + (target - at)
      // (A bar drawn between whole states moves however short the way: a collapse a hair past
      // half a pixel is drawn a pixel off, and deep in the content the way's length loses that
      // hair to rounding. Seed 9330, 11726.)
      guard abs(distance - c) >= pixel / 2 || section(around: at, metrics: metrics) != nil else { return .none }
      return .scrollContent(toDistance: distance, collapse: target)
    }

    // Quick return deep in the content: the bar settles on its own, in the scroll's direction,
    // but never collapsed past the content's top (no gap).
    guard let (low, high) = section(around: collapse, metrics: metrics) else { return .none }
    return .moveBar(collapse: headingTowardEnd && high <= c + pixel / 2 ? high : low)
  }

  /// Quick return, content let go past its end: the whole state the bar settles on at once, for
  /// where the content comes to rest — in the scroll's direction, but never collapsed past the
  /// content's top there.
  ///
  /// - Parameters:
  ///   - collapse: The collapse now.
  ///   - headingTowardEnd: Whether quick return last saw the content scroll toward its end.
  ///   - restingEnd: The collapse distance of the content's end when the bar rests at a collapse
  ///     (with ``InsetStrategy/followsBar`` the end of short content follows the bar).
  ///   - metrics: The bar's metrics.
  /// - Returns: The whole state.
  static func quickReturnRest(
    collapse: Double, headingTowardEnd: Bool, restingEnd: (Double) -> Double, metrics: BarMetrics
  ) -> Double {
    let pixel = metrics.environment.pixel
    let states = metrics.wholeStates
    let current = max(0, collapse)
    var whole = states.min { abs($0 - current) < abs($1 - current) } ?? 0
    if let (low, high) = section(around: current, metrics: metrics) {
      whole = headingTowardEnd && high <= restingEnd(high) + pixel / 2 ? high : low
    }
    if whole > restingEnd(whole) + pixel / 2 {
      whole = states.last { $0 <= restingEnd($0) + pixel / 2 } ?? 0
    }
    return whole
  }

  /// The collapse distance nearest `target` where the content can rest: between its top and its
  /// end, and on a whole state when snapping is on.
  ///
  /// - Parameters:
  ///   - target: The wanted collapse distance.
  ///   - farthest: The largest collapse distance the content can rest at.
  ///   - snaps: Whether to rest on a whole state.
  ///   - metrics: The bar's metrics.
  /// - Returns: The resting collapse distance.
  static func restingDistance(near target: Double, farthest: Double, snaps: Bool, metrics: BarMetrics) -> Double {
    let c = min(max(target, 0), farthest)
    guard snaps, let snapped = Self.wholeState(for: c, velocity: 0, reachable: farthest, metrics: metrics) else {
      return c
    }
    return snapped
  }

  /// The last whole state at or before `limit`: where a programmatic collapse stops.
  ///
  /// - Parameters:
  ///   - limit: The largest collapse wanted.
  ///   - metrics: The bar's metrics.
  /// - Returns: The whole state.
  static func lastWholeState(atMost limit: Double, metrics: BarMetrics) -> Double {
    metrics.wholeStates.last { $0 <= limit + metrics.environment.pixel / 2 } ?? 0
  }
}
