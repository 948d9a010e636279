/// Deterministic number formatting for traces, SVG and HTML: a fixed number of decimals computed
/// with integer arithmetic, so the same value gives the same bytes on every platform and locale.
package enum FixedDecimal {
  private static let powers: [Double] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000]

  /// A number with exactly `decimals` decimals (`-0` prints as `0`).
  ///
  /// - Parameters:
  ///   - value: The number; not-finite values print as `nan`, `inf` or `-inf`.
  ///   - decimals: 0…6 decimals.
  /// - Returns: The text, such as `-12.500`.
  package static func format(_ value: Double, decimals: Int) -> String {
    var text = ""
    append(value, decimals: decimals, trim: false, to: &text)
    return text
  }

  /// A number with at most `decimals` decimals, trailing zeros (and a trailing point) dropped.
  package static func trimmed(_ value: Double, decimals: Int) -> String {
    var text = ""
    append(value, decimals: decimals, trim: true, to: &text)
    return text
  }

  /// Appends a number to a string without building intermediate strings for the digits.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - decimals: 0…6 decimals.
  ///   - trim: Whether to drop trailing zeros.
  ///   - text: The string to append to.
  static func append(_ value: Double, decimals: Int, trim: Bool, to text: inout String) {
    guard value.isFinite else {
      text += value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
      return
    }
    let places = min(max(decimals, 0), powers.count - 1)
    let scaled = (value * powers[places]).rounded()
    guard abs(scaled) < 9e15 else {
      text += "\(value)"
      return
    }
    var units = Int64(scaled)
    if units < 0 {
      text += "-"
      units = -units
    }
    let divisor = Int64(powers[places])
    text += String(units / divisor)
    var fraction = units % divisor
    guard places > 0 else { return }
    var digits = places
    if trim {
      while digits > 0 && fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      if digits == 0 { return }
    }
    text += "."
    let body = String(fraction)
    if body.count < digits { text += String(repeating: "0", count: digits - body.count) }
    text += body
  }
}
