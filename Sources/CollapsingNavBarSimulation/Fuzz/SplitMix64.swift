/// A small, fast, seeded pseudo-random generator (SplitMix64, Steele, Lea and Flood 2014) with
/// the few draws the scenario generator needs.
///
/// The same seed gives the same numbers on every platform and toolchain: the draws are
/// implemented here rather than taken from the standard library, whose algorithms may change.
public struct SplitMix64: Hashable, Sendable {
  private var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: Any 64-bit value.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A seed for the `index`th item derived from a campaign seed, so that any item can be
  /// regenerated on its own.
  ///
  /// - Parameters:
  ///   - seed: The campaign's seed.
  ///   - index: The item's index.
  /// - Returns: A well-mixed seed.
  public static func derive(_ seed: UInt64, _ index: Int) -> UInt64 {
    var generator = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
    return generator.next()
  }

  /// A double in `0..<1` with 53 random bits.
  public mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

  /// A double in `range`.
  public mutating func double(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }

  /// An integer in `range` (nearly uniform: the bias is below 2⁻³² for small ranges).
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next() % width)
  }

  /// True with probability `probability`.
  public mutating func chance(_ probability: Double) -> Bool { unit() < probability }

  /// One element of a non-empty array.
  public mutating func pick<T>(_ choices: [T]) -> T { choices[int(in: 0...(choices.count - 1))] }

  /// The elements of an array in random order (Fisher–Yates).
  public mutating func shuffled<T>(_ elements: [T]) -> [T] {
    var result = elements
    guard result.count > 1 else { return result }
    for index in stride(from: result.count - 1, to: 0, by: -1) {
      result.swapAt(index, int(in: 0...index))
    }
    return result
  }
}
