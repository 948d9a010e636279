extension BarLayout {
  /// Whether a touch at a height in the bar lands on the bar rather than on the content under
  /// it, decided by geometry alone: on any panel laid out with a height (a panel whose content
  /// has faded out still covers what is under it), never on the status-bar area above the
  /// panels, the hairline, or below the bar.
  ///
  /// - Parameter y: The touch's height in the bar's coordinates, in points.
  /// - Returns: `true` if a panel other than the separator spans `y`.
  public func takesTouch(atY y: Double) -> Bool {
    guard y.isFinite, y >= safeAreaTop, y < height else { return false }
    return panels.contains { panel in
      panel.kind != .separator && panel.takesTouches && y >= panel.y && y < panel.y + panel.height
    }
  }
}
