extension BarMetrics {
  /// The space a host must reserve above a container it owns (one the bar observes only, such as
  /// a SwiftUI one), below the top safe area, so that the content rests under the expanded bar:
  /// the expanded height less the safe-area top, never negative.
  public var reservedContentTopInset: Double {
    max(0, expandedHeight - environment.safeAreaTop)
  }
}
