extension StickyHeaderSnap {
  /// How the content moves to the snap's target where the header can only observe the scroll view
  /// (iOS 14–16) and so cannot adjust UIKit's deceleration: a release at most `threshold` settles
  /// with the header's own short animation, from where the content is; a fling keeps the animated
  /// offset change that takes over from UIKit's deceleration.
  ///
  /// - Parameters:
  ///   - velocity: The release velocity in points per millisecond; non-finite is treated as 0.
  ///   - threshold: The speed at or below which the release counts as slow; the bar's
  ///     ``SnapPolicy/velocityThreshold`` by default.
  ///   - reduceMotion: Whether Reduce Motion is on (the settle is then shorter).
  /// - Returns: The settle to play for a slow release, or `nil` for a fling.
  public static func settle(
    velocity: Double, threshold: Double = SnapPolicy.nearest.velocityThreshold, reduceMotion: Bool
  ) -> SettleAnimation? {
    guard abs(velocity.finiteOrZero) <= threshold else { return nil }
    return .settle(atRelease: true, reduceMotion: reduceMotion)
  }
}
