extension BarEnvironment {
  /// Whether the large title shows: not in a compact height, where the system's navigation bar
  /// drops its large title too (a 236 pt bar would leave a landscape iPhone's 390 pt screen
  /// little room for content).
  public var showsLargeTitle: Bool { !isVerticallyCompact }

  /// Whether a kind of panel takes room in this environment: every kind does, except the large
  /// title and the spacer above it when the height is compact.
  ///
  /// - Parameter kind: The panel's kind.
  /// - Returns: `false` if the panel is laid out at zero height and neither collapses nor
  ///   stretches.
  public func showsPanel(_ kind: PanelKind) -> Bool {
    switch kind {
    case .largeTitle, .spacer: showsLargeTitle
    default: true
    }
  }
}
