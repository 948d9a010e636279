import CollapsingNavBarCore

/// The resistance a scroll view shows when pulled past an edge: finger travel beyond the edge
/// maps to a smaller, ever slower-growing offset, and back.
///
/// The curve is the one UIKit's feel is usually modelled on:
/// `b = (1 − 1/(x·c/dim + 1))·dim`, with `x` the overscroll (finger travel past the edge) in
/// points, `c` the ``coefficient`` (0.55) and `dim` the viewport's ``dimension`` along the
/// scroll axis. `b` starts with slope `c` and never reaches `dim`. A 100 pt pull on an 800 pt
/// viewport shows as about 51.46 pt.
///
/// Both directions are symmetric: a negative overscroll (past the top) gives a negative offset.
public struct RubberBand: Hashable, Sendable {
  /// The viewport's size along the scroll axis, in points (the offset's asymptote).
  public var dimension: Double
  /// The initial slope of the curve; 0.55 like UIKit.
  public var coefficient: Double

  /// UIKit's coefficient.
  public static let defaultCoefficient = 0.55

  /// Creates a rubber band.
  ///
  /// - Parameters:
  ///   - dimension: The viewport's size along the scroll axis, in points.
  ///   - coefficient: The initial slope of the curve.
  public init(dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) {
    self.dimension = dimension
    self.coefficient = coefficient
  }

  /// The dimension used by the math: a non-finite or negative dimension is treated as 0 (no
  /// overscroll shows at all).
  private var usableDimension: Double { max(0, dimension.finiteOrZero) }
  /// The coefficient used by the math: a non-finite or non-positive one is treated as 0.55.
  private var usableCoefficient: Double {
    coefficient.isFinite && coefficient > 0 ? coefficient : Self.defaultCoefficient
  }

  /// The offset shown for a finger travel past the edge.
  ///
  /// - Parameter overscroll: The travel past the edge in points (signed). NaN is treated as 0;
  ///   infinities give the asymptote `±dimension`.
  /// - Returns: The signed displayed offset past the edge, with `|b| < dimension`.
  public func offset(forOverscroll overscroll: Double) -> Double {
    let dim = usableDimension
    guard dim > 0, !overscroll.isNaN, overscroll != 0 else { return 0 }
    let x = abs(overscroll)
    let b = x == .infinity ? dim : (1 - 1 / (x * usableCoefficient / dim + 1)) * dim
    return overscroll < 0 ? -b : b
  }

  /// The finger travel past the edge that shows a given offset: the inverse of
  /// ``offset(forOverscroll:)``, `x = b·dim/((dim − b)·c)`.
  ///
  /// A simulated pan uses it to find the finger's travel for the offset the content is at.
  ///
  /// - Parameter offset: The signed displayed offset past the edge, in points. NaN is treated
  ///   as 0; offsets at or beyond `±dimension` (which the curve never reaches) are treated as
  ///   just inside it, so the result is large but finite.
  /// - Returns: The signed overscroll in points.
  public func overscroll(forOffset offset: Double) -> Double {
    let dim = usableDimension
    guard dim > 0, !offset.isNaN, offset != 0 else { return 0 }
    let b = min(abs(offset), dim * (1 - 1e-12))
    let x = (b * dim / ((dim - b) * usableCoefficient)).finiteClamped
    return offset < 0 ? -x : x
  }
}
