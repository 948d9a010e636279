#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  extension UIColor {
    /// A colour from the core's red, green, blue and alpha components (sRGB).
    ///
    /// - Parameter color: The core's colour.
    public convenience init(_ color: RGBAColor) {
      self.init(
        red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
    }
  }

  extension RGBAColor {
    /// The components of a `UIColor`, resolved for some traits (a dynamic colour such as
    /// `.systemBackground` differs in dark mode).
    ///
    /// - Parameters:
    ///   - color: The colour.
    ///   - traits: The traits to resolve a dynamic colour with; `nil` for the colour as is.
    /// - Returns: The components, or `nil` for a colour without RGB components (a pattern).
    @MainActor
    public init?(_ color: UIColor, compatibleWith traits: UITraitCollection? = nil) {
      let resolved = traits.map { color.resolvedColor(with: $0) } ?? color
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      guard resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
      self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
  }

  extension UIStatusBarStyle {
    /// The UIKit style for the core's status-bar style.
    ///
    /// - Parameter style: The core's style.
    public init(_ style: StatusBarStyle) {
      switch style {
      case .lightContent: self = .lightContent
      case .darkContent: self = .darkContent
      }
    }
  }
#endif
