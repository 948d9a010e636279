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
  ///   - settleDuration: The duration in seconds of the bar's own animations (see
  ///     ``settleDuration``).
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
