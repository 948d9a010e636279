/// The accessibility settings that change how the bar draws its background and separator.
///
/// - Reduce Transparency (`UIAccessibility.isReduceTransparencyEnabled`): the background is the
///   solid one, never the blur, as Apple's guidance for the setting asks ("reduces transparency
///   and blurs").
/// - Increase Contrast (`UIAccessibility.isDarkerSystemColorsEnabled`): the hairline shows at full
///   strength whenever it shows, never half faded. (Its colour, `UIColor.separator`, already
///   resolves to the system's high-contrast variant.)
///
/// ```swift
/// let settings = BarAccessibility(reducesTransparency: true, increasesContrast: false)
/// settings.background(BackgroundLayout.scrolledUnder(40, distance: 20))  // solid 1, blur 0
/// ```
public struct BarAccessibility: Hashable, Sendable {
  /// Reduce Transparency is on.
  public var reducesTransparency: Bool
  /// Increase Contrast is on.
  public var increasesContrast: Bool

  /// Creates settings.
  ///
  /// - Parameters:
  ///   - reducesTransparency: Whether Reduce Transparency is on.
  ///   - increasesContrast: Whether Increase Contrast is on.
  public init(reducesTransparency: Bool = false, increasesContrast: Bool = false) {
    self.reducesTransparency = reducesTransparency
    self.increasesContrast = increasesContrast
  }

  /// The background to draw for the layout's.
  ///
  /// - Parameter layout: The core's background.
  /// - Returns: With Reduce Transparency the solid background alone; otherwise the layout's. A
  ///   layout with no background at all (the ``BarLook/glass`` look, whose glass and edge effect
  ///   the system makes frostier itself) stays without one.
  public func background(_ layout: BackgroundLayout) -> BackgroundLayout {
    guard reducesTransparency, layout.solidAlpha > 0 || layout.blurAlpha > 0 else { return layout }
    return BackgroundLayout(solidAlpha: 1, blurAlpha: 0)
  }

  /// The separator's alpha for the layout's.
  ///
  /// - Parameter alpha: The core's separator alpha.
  /// - Returns: With Increase Contrast 1 whenever the separator shows at all; otherwise the alpha.
  public func separatorAlpha(_ alpha: Double) -> Double {
    guard increasesContrast else { return alpha }
    return alpha > 0 ? 1 : 0
  }
}
