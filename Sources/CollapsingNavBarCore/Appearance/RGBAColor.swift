/// A colour as red, green, blue and alpha components in 0…1, with linear interpolation: the
/// core's colour value, which adapters turn into `UIColor` or `Color`.
///
/// Components are non-premultiplied and interpolated component by component in the colour's own
/// space (sRGB in practice), as `UIView` animations blend colours.
public struct RGBAColor: Hashable, Sendable {
  /// The red component, 0…1.
  public var red: Double
  /// The green component, 0…1.
  public var green: Double
  /// The blue component, 0…1.
  public var blue: Double
  /// The alpha component, 0…1.
  public var alpha: Double

  /// Creates a colour.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The alpha component.
  ///   Each component is clamped to 0…1; a NaN component is treated as 0.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red.clamped(to: 0...1)
    self.green = green.clamped(to: 0...1)
    self.blue = blue.clamped(to: 0...1)
    self.alpha = alpha.clamped(to: 0...1)
  }

  /// Creates a grey.
  ///
  /// - Parameters:
  ///   - white: The grey level, 0 black … 1 white.
  ///   - alpha: The alpha component.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Opaque black.
  public static let black = RGBAColor(white: 0)
  /// Opaque white.
  public static let white = RGBAColor(white: 1)
  /// Fully transparent black.
  public static let clear = RGBAColor(white: 0, alpha: 0)

  /// The colour with another alpha.
  ///
  /// - Parameter alpha: The new alpha, clamped to 0…1 (NaN is treated as 0).
  /// - Returns: The same components with `alpha`.
  public func withAlpha(_ alpha: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour a fraction of the way to another one.
  ///
  /// - Parameters:
  ///   - other: The colour at fraction 1.
  ///   - fraction: How far to go; clamped to 0…1 (NaN is treated as 0).
  /// - Returns: Each component interpolated linearly, clamped to 0…1.
  public func interpolated(to other: RGBAColor, fraction: Double) -> RGBAColor {
    let f = fraction.clamped(to: 0...1)
    return RGBAColor(
      red: red.interpolated(to: other.red, fraction: f),
      green: green.interpolated(to: other.green, fraction: f),
      blue: blue.interpolated(to: other.blue, fraction: f),
      alpha: alpha.interpolated(to: other.alpha, fraction: f))
  }
}
