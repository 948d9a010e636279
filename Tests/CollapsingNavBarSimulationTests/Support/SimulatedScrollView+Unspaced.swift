import CollapsingNavBarSimulation

extension SimulatedScrollView {
  /// `contentOffset.y` as the controller counts it (without the bar's spacer).
  var unspacedOffsetY: Double { contentOffsetY - leadingSpacerHeight }
  /// `contentInset.top` as the controller counts it (the spacer counts as inset).
  var unspacedInsetTop: Double { contentInsetTop + leadingSpacerHeight }
}
