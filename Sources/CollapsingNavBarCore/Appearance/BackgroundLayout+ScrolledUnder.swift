extension BackgroundLayout {
  /// How far the collapsing bar's background has turned from solid to blur:
  /// `min(1, max(0, scrolledUnder / distance))`.
  ///
  /// The same rule as ``BarLayoutSolver``, exposed so other callers (a gradient bar, a custom
  /// container) feed their background from the same model.
  ///
  /// - Parameters:
  ///   - scrolledUnder: Points of content under the bar; non-finite and negative count as 0.
  ///   - distance: Points of content under the bar for a full blur
  ///     (``BarConfiguration/backgroundTransitionDistance``). A distance that is not positive
  ///     and finite switches at once: 1 for any content under the bar, else 0.
  /// - Returns: The blur fraction, 0 solid … 1 blur.
  public static func blurFraction(scrolledUnder: Double, distance: Double) -> Double {
    let under = max(0, scrolledUnder.finiteOrZero)
    guard distance.isFinite, distance > 0 else { return under > 0 ? 1 : 0 }
    return min(1, under / distance)
  }

  /// The background for an amount of content under the bar: solid while nothing is under it,
  /// blurred once ``blurFraction(scrolledUnder:distance:)`` reaches 1, cross-faded between.
  ///
  /// - Parameters:
  ///   - scrolledUnder: Points of content under the bar.
  ///   - distance: Points of content under the bar for a full blur.
  /// - Returns: The solid and blur alphas, summing to 1.
  public static func scrolledUnder(_ scrolledUnder: Double, distance: Double) -> BackgroundLayout {
    let blur = blurFraction(scrolledUnder: scrolledUnder, distance: distance)
    return BackgroundLayout(solidAlpha: 1 - blur, blurAlpha: blur)
  }
}
