/// A cubic Bézier timing curve from (0, 0) to (1, 1), like CSS `cubic-bezier()` and
/// `CAMediaTimingFunction`: it maps the elapsed fraction of a duration to the fraction of the
/// change.
///
/// The control points' `x` lie in 0…1, which makes the curve a function of `x` (monotone in
/// `x`); their `y` may lie outside 0…1, which makes the value overshoot (``springLike``).
/// ``value(at:)`` solves the curve for `x` by Newton's method with a bisection fallback, to
/// 1e-12 in `x`, which is well within 1e-6 in `y` wherever the slope `dy/dx` is finite. (Where
/// it is not, as in the middle of (1, 0, 0, 1), whose tangent is vertical there, no `x` a
/// double can hold pins `y` that closely; the result is still monotone in `x`.)
public struct TimingCurve: Hashable, Sendable {
  /// The first control point's `x`, in 0…1.
  public let x1: Double
  /// The first control point's `y`.
  public let y1: Double
  /// The second control point's `x`, in 0…1.
  public let x2: Double
  /// The second control point's `y`.
  public let y2: Double

  /// Creates a curve from its two control points.
  ///
  /// - Parameters:
  ///   - x1: The first control point's `x`; clamped to 0…1 (non-finite is treated as 0).
  ///   - y1: The first control point's `y`; non-finite is treated as 0, and it is limited to
  ///     ±1000.
  ///   - x2: The second control point's `x`; clamped to 0…1 (non-finite is treated as 1).
  ///   - y2: The second control point's `y`; non-finite is treated as 1, and it is limited to
  ///     ±1000.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1.finiteOrZero.clamped(to: 0...1)
    self.y1 = y1.finiteOrZero.clamped(to: -1000...1000)
    self.x2 = x2.finiteOr(1).clamped(to: 0...1)
    self.y2 = y2.finiteOr(1).clamped(to: -1000...1000)
  }

  /// Constant speed: (0, 0, 1, 1).
  public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
  /// CSS `ease` and CoreAnimation's default: (0.25, 0.1, 0.25, 1).
  public static let ease = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
  /// Starts slowly: (0.42, 0, 1, 1).
  public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// Ends slowly: (0, 0, 0.58, 1).
  public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// Starts and ends slowly: (0.42, 0, 0.58, 1).
  public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// Overshoots by about 10% and settles back, like a lively spring: (0.34, 1.56, 0.64, 1).
  public static let springLike = TimingCurve(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)

  /// The largest error in `x` the solver accepts.
  static let solverTolerance = 1e-12

  /// The eased fraction for an elapsed fraction.
  ///
  /// - Parameter x: The elapsed fraction of the duration; clamped to 0…1 (NaN is treated as 0).
  /// - Returns: The fraction of the change; exactly 0 at 0 and 1 at 1, possibly outside 0…1 in
  ///   between when a control point's `y` is.
  public func value(at x: Double) -> Double {
    let x = x.clamped(to: 0...1)
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    if x1 == y1 && x2 == y2 { return x }  // control points on the diagonal: y(t) = x(t)
    return Self.bezier(parameter(forX: x), y1, y2)
  }

  /// The Bézier parameter `t` whose `x` is the given value.
  ///
  /// - Parameter x: A value in 0…1.
  /// - Returns: `t` in 0…1 with `|bx(t) − x| ≤` ``solverTolerance`` (or the bisection's limit).
  func parameter(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = Self.bezier(t, x1, x2) - x
      if abs(error) <= Self.solverTolerance { return t }
      let slope = Self.derivative(t, x1, x2)
      if abs(slope) < 1e-7 { break }
      t -= error / slope
      if !(0...1).contains(t) { break }
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<100 {
      let value = Self.bezier(t, x1, x2)
      if abs(value - x) <= Self.solverTolerance { return t }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
      if high - low < 1e-15 { break }
    }
    return t
  }

  /// One coordinate of the curve at parameter `t` for control coordinates `p1`, `p2` (the end
  /// points are 0 and 1).
  static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * t + b) * t + c) * t
  }

  /// The derivative of ``bezier(_:_:_:)`` with respect to `t`.
  static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * t + 2 * b) * t + c
  }
}
