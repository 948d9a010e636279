/// The frame rates the bar asks the display for while it animates on its own (its scroll to the
/// top, a settle), in frames per second.
///
/// UIKit's own scrolling runs at the display's full rate (120 Hz on ProMotion); a display link
/// with no preference gets 60 Hz there, and the bar's motion would stutter next to the content.
public struct FrameRatePreference: Hashable, Sendable {
  /// The lowest acceptable rate.
  public var minimum: Double
  /// The highest useful rate.
  public var maximum: Double
  /// The rate asked for.
  public var preferred: Double

  /// Creates a preference.
  ///
  /// - Parameters:
  ///   - minimum: The lowest acceptable rate.
  ///   - maximum: The highest useful rate.
  ///   - preferred: The rate asked for, clamped into `minimum...maximum`.
  public init(minimum: Double, maximum: Double, preferred: Double) {
    let low = minimum.isFinite ? max(0, minimum) : 0
    let high = maximum.isFinite ? max(low, maximum) : low
    self.minimum = low
    self.maximum = high
    self.preferred = preferred.isFinite ? min(max(preferred, low), high) : high
  }

  /// For the bar's own animations: as smooth as UIKit's scrolling (120 Hz on ProMotion), never
  /// below 80 Hz where the display can do better, the display's own rate elsewhere.
  public static let barAnimation = FrameRatePreference(minimum: 80, maximum: 120, preferred: 120)
}
