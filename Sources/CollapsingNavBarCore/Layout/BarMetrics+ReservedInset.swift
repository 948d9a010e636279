extension BarMetrics {
  /// The space a host must reserve above a container it owns (one the bar observes only, such as
  /// a SwiftUI one), below the top safe area, so that the content rests under the expanded bar:
  /// the expanded height less the safe-area top, never negative.
  public var reservedContentTopInset: Double {
    // (In whole pixels, then points: the same panels give the same value under any safe area,
    // to the last bit, so a host that reserved it before the bar existed sees no change.)
    let pixels = Int((expandedHeight * environment.scale).rounded()) - safeAreaPixels
    return max(0, Double(pixels) / environment.scale)
  }
}

extension BarMetrics {
  /// The space a host reserves before its bar is laid out, so that the first frame already has it
  /// (a tab's first selection, launch, a state restored without animation): the
  /// ``reservedContentTopInset`` of the bar the host will make, from what the host knows at
  /// creation.
  ///
  /// The reserved space does not depend on the safe-area top or the width, so a host that knows
  /// the configuration and the traits has the bar's value exactly, and the bar's own value, once
  /// published, changes nothing. An invalid configuration reserves the space of the bar shown
  /// instead (``BarConfiguration/validated(orFallback:)`` with ``BarConfiguration/system``), and
  /// an environment out of range reserves nothing.
  ///
  /// - Parameters:
  ///   - configuration: The configuration the host was handed.
  ///   - scale: The display scale.
  ///   - largeTitleScale: The Dynamic Type factor for the large title.
  ///   - isVerticallyCompact: Whether the height is compact (a landscape iPhone).
  ///   - contentSizeScale: The Dynamic Type factor of the body text style, which panels with
  ///     ``Panel/scalesWithContentSize`` grow by (``BarEnvironment/contentSizeScale``).
  /// - Returns: The space in points.
  public static func initialReservedContentTopInset(
    configuration: BarConfiguration, scale: Double, largeTitleScale: Double, isVerticallyCompact: Bool,
    contentSizeScale: Double = 1
  ) -> Double {
    let usable = configuration.forObservedContainer.validated(orFallback: .system).configuration
    let environment = BarEnvironment(
      safeAreaTop: 0, width: BarEnvironment.phone.width, scale: scale, largeTitleScale: largeTitleScale,
      isVerticallyCompact: isVerticallyCompact, contentSizeScale: contentSizeScale)
    return (try? BarMetrics(configuration: usable, environment: environment))?.reservedContentTopInset ?? 0
  }
}
