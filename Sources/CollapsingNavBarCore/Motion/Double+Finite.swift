/// Small guards the motion and appearance math uses so that non-finite inputs never turn into
/// NaN outputs that could reach a frame.
extension Double {
  /// The value itself when finite, otherwise `fallback`.
  ///
  /// - Parameter fallback: The value to use for NaN and infinities.
  /// - Returns: A finite value when `fallback` is finite.
  @inline(__always)
  package func finiteOr(_ fallback: Double) -> Double { isFinite ? self : fallback }

  /// The value itself when finite, otherwise 0.
  @inline(__always)
  package var finiteOrZero: Double { isFinite ? self : 0 }

  /// The value clamped to `range`; NaN becomes the range's lower bound.
  ///
  /// - Parameter range: The allowed values.
  /// - Returns: The nearest value inside `range`.
  @inline(__always)
  package func clamped(to range: ClosedRange<Double>) -> Double {
    guard !isNaN else { return range.lowerBound }
    return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }

  /// The value clamped to the finite doubles, so an overflow to infinity stays finite (NaN
  /// becomes 0).
  @inline(__always)
  package var finiteClamped: Double {
    guard !isNaN else { return 0 }
    return Swift.min(Swift.max(self, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
  }

  /// Linear interpolation from `self` to `other`.
  ///
  /// - Parameters:
  ///   - other: The value at `fraction` 1.
  ///   - fraction: 0 gives `self`, 1 gives `other`; values outside extrapolate.
  /// - Returns: `self + (other - self) * fraction`, exact at both ends.
  @inline(__always)
  package func interpolated(to other: Double, fraction: Double) -> Double {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    return (self + (other - self) * fraction).finiteClamped
  }
}
