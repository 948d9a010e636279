/// Where a header element is and how it looks: centre, size, scale and alpha, in the header's
/// coordinates (origin at the header's top leading corner, which is the top of the screen).
public struct ElementAttributes: Hashable, Sendable {
  /// The centre's horizontal position in points.
  public var x: Double
  /// The centre's vertical position in points.
  public var y: Double
  /// The width in points, before ``scale``.
  public var width: Double
  /// The height in points, before ``scale``.
  public var height: Double
  /// The scale applied around the centre (1 is the element's own size).
  public var scale: Double
  /// The alpha, 0…1.
  public var alpha: Double

  /// Creates attributes.
  ///
  /// - Parameters:
  ///   - x: The centre's horizontal position.
  ///   - y: The centre's vertical position.
  ///   - width: The width before scaling.
  ///   - height: The height before scaling.
  ///   - scale: The scale around the centre.
  ///   - alpha: The alpha.
  public init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0, scale: Double = 1, alpha: Double = 1)
  {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.scale = scale
    self.alpha = alpha
  }

  /// The attributes with every non-finite value replaced by 0, the alpha clamped to 0…1 and
  /// size and scale kept at or above 0.
  var sanitized: ElementAttributes {
    ElementAttributes(
      x: x.finiteOrZero, y: y.finiteOrZero, width: max(0, width.finiteOrZero), height: max(0, height.finiteOrZero),
      scale: max(0, scale.finiteOrZero), alpha: alpha.finiteOrZero.clamped(to: 0...1))
  }

  /// The attributes a fraction of the way to others.
  ///
  /// - Parameters:
  ///   - other: The attributes at fraction 1.
  ///   - fraction: How far to go; values outside 0…1 (from an overshooting curve) extrapolate.
  /// - Returns: Each value interpolated linearly, then sanitized (alpha in 0…1, sizes and scale
  ///   at least 0).
  public func interpolated(to other: ElementAttributes, fraction: Double) -> ElementAttributes {
    let f = fraction.finiteOrZero
    return ElementAttributes(
      x: x.interpolated(to: other.x, fraction: f), y: y.interpolated(to: other.y, fraction: f),
      width: width.interpolated(to: other.width, fraction: f),
      height: height.interpolated(to: other.height, fraction: f),
      scale: scale.interpolated(to: other.scale, fraction: f), alpha: alpha.interpolated(to: other.alpha, fraction: f)
    ).sanitized
  }
}

/// One stop of a ``ElementKeyframeTrack``: the attributes an element has at a collapse progress, and
/// the timing curve of the segment from this stop to the next.
public struct ElementKeyframe: Hashable, Sendable {
  /// The header's progress at this stop, 0 expanded … 1 collapsed.
  public var progress: Double
  /// The element's attributes at this stop.
  public var attributes: ElementAttributes
  /// The timing curve from this stop to the next (like a CSS keyframe's timing function);
  /// `nil` is linear.
  public var curve: TimingCurve?

  /// Creates a stop.
  ///
  /// - Parameters:
  ///   - progress: The header's progress at this stop.
  ///   - attributes: The element's attributes there.
  ///   - curve: The timing curve to the next stop, or `nil` for linear.
  public init(progress: Double, attributes: ElementAttributes, curve: TimingCurve? = nil) {
    self.progress = progress
    self.attributes = attributes
    self.curve = curve
  }

  /// Creates a stop from its values.
  ///
  /// - Parameters:
  ///   - progress: The header's progress at this stop.
  ///   - x: The centre's horizontal position.
  ///   - y: The centre's vertical position.
  ///   - width: The width before scaling.
  ///   - height: The height before scaling.
  ///   - scale: The scale around the centre.
  ///   - alpha: The alpha.
  ///   - curve: The timing curve to the next stop, or `nil` for linear.
  public init(
    progress: Double, x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0, scale: Double = 1,
    alpha: Double = 1, curve: TimingCurve? = nil
  ) {
    self.init(
      progress: progress,
      attributes: ElementAttributes(x: x, y: y, width: width, height: height, scale: scale, alpha: alpha), curve: curve)
  }
}
