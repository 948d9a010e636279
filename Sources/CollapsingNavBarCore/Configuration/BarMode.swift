/// How the bar's collapse follows the content.
public enum BarMode: Hashable, Sendable {
  /// The bar collapses exactly as far as the content scrolls, like the system bar.
  case collapsesWithContent
  /// The bar hides while scrolling toward the end and comes back after `revealDistance` points
  /// of scrolling back toward the top (quick return).
  ///
  /// A change of direction counts after ``directionSlop`` points within one gesture; offsets past
  /// the end of the content do not count. What comes back deep in the content is
  /// ``BarConfiguration/quickReturnReveal``.
  case quickReturn(revealDistance: Double)

  /// Quick return that comes back as soon as the user scrolls back.
  public static let quickReturn = BarMode.quickReturn(revealDistance: 0)

  /// The movement in points a change of direction needs before quick return believes it.
  ///
  /// The bar moves only past it (the slop delays the shift), and the count starts again whenever
  /// the finger touches down or lifts.
  public static let directionSlop: Double = 5
}

/// Who sets the scroll container's `contentInset.top` as the bar collapses.
public enum InsetStrategy: String, Hashable, Sendable, CaseIterable {
  /// The inset stays at the expanded height; the bar collapses over the content (default).
  case expanded
  /// The inset follows the current bar height, so a table's sticky section headers pin right
  /// under the bar rather than under where the expanded bar was.
  case followsBar
}

/// How the bar settles after a drag so that no section rests half open.
public struct SnapPolicy: Hashable, Sendable {
  /// Whether snapping is on.
  public var isEnabled: Bool
  /// The release speed (points per millisecond) above which the direction of the fling picks
  /// the whole state instead of the nearest one.
  public var velocityThreshold: Double
  /// The duration in seconds of the bar's own animations: a quick-return settle, an
  /// ``NavBarController/expand(animated:)`` or ``NavBarController/collapse(animated:)`` deep in
  /// the content, search activation and cancel (the scroll-based settles are animated by the
  /// scroll container).
  public var settleDuration: Double
  /// The deceleration used to project a fling when UIKit's own target cannot be used.
  public var decelerationRate: DecelerationRate

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether snapping is on.
  ///   - velocityThreshold: The speed in pt/ms above which the fling's direction decides.
  ///   - settleDuration: The duration of a quick-return settle in seconds.
  ///   - decelerationRate: The deceleration used to project a fling.
  public init(
    isEnabled: Bool = true, velocityThreshold: Double = 0.2, settleDuration: Double = 0.25,
    decelerationRate: DecelerationRate = .normal
  ) {
    self.isEnabled = isEnabled
    self.velocityThreshold = velocityThreshold
    self.settleDuration = settleDuration
    self.decelerationRate = decelerationRate
  }

  /// The nearest whole state, biased by the release velocity's direction (default).
  public static let nearest = SnapPolicy()
  /// No snapping: sections may rest partly collapsed.
  public static let disabled = SnapPolicy(isEnabled: false)
}
