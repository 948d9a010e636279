/// How the bar settles after a drag so that no section rests half open.
public struct SnapPolicy: Hashable, Sendable {
  /// Whether snapping is on.
  public var isEnabled: Bool
  /// The release speed (points per millisecond) above which the direction of the fling picks
  /// the whole state instead of the nearest one, and UIKit's deceleration (with an adjusted
  /// target) carries the content; at or below it the bar settles with its own short animation
  /// (``SettleAnimation``).
  ///
  /// The default, 0.3 pt/ms, is above the speed below which UIKit runs a deceleration whose
  /// target was moved as a deceleration most of the way and then a linear slide (rdar 18746849:
  /// about 0.27 pt/ms), so the bar never hands UIKit such a release.
  public var velocityThreshold: Double
  /// The duration in seconds of the bar's own layout animations: a quick-return settle deep in
  /// the content, an ``NavBarController/expand(animated:)`` or
  /// ``NavBarController/collapse(animated:)`` deep in the content, search activation and cancel
  /// (settles that move the content play a ``SettleAnimation``).
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
    isEnabled: Bool = true, velocityThreshold: Double = 0.3, settleDuration: Double = 0.25,
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
