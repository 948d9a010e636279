/// The cross-fade between the large and the compact title as a state machine: tell it the
/// title state the layout wants, and it starts a fade only when one is needed.
///
/// - A fade already running (or finished) toward the same target is never restarted: restarting
///   it on every scroll tick is what makes titles flicker.
/// - A reversal mid-fade continues from the current alphas, and its duration is scaled by the
///   distance left to go, so the speed stays the same and nothing jumps.
///
/// Times are seconds from any monotonic origin the caller chooses; the fade reads no clock. The
/// alphas change linearly with time.
///
/// ```swift
/// func animate(_ command: TitleFadeCommand) { /* UIView.animate over command.duration */ }
/// let now = 12.5  // the frame's time, in seconds
/// var fade = TitleCrossFade()
/// if let command = fade.setTarget(.compact, at: now) { animate(command) }
/// let alphas = fade.alphas(at: now)
/// ```
public struct TitleCrossFade: Hashable, Sendable {
  /// How long a full fade lasts, in seconds; 0.1 by default.
  ///
  /// A non-finite or negative value is treated as 0 (instant).
  public var duration: Double
  /// The state the titles are fading to, or show.
  public private(set) var target: TitleState
  /// How compact the titles were when the current fade started (0 large … 1 compact).
  private var startCompactness: Double
  /// When the current fade started.
  private var startTime: Double
  /// How long the current fade lasts.
  private var fadeDuration: Double

  /// Creates a cross-fade at rest.
  ///
  /// - Parameters:
  ///   - state: The title shown at first.
  ///   - duration: How long a full fade lasts, in seconds.
  public init(state: TitleState = .large, duration: Double = 0.1) {
    self.duration = duration
    self.target = state
    self.startCompactness = state == .compact ? 1 : 0
    self.startTime = 0
    self.fadeDuration = 0
  }

  /// Asks for a title state at a time.
  ///
  /// - Parameters:
  ///   - target: The state the layout wants.
  ///   - time: Now, in the caller's seconds. A non-finite time is treated as the end of the
  ///     current fade.
  ///   - animated: Whether the titles fade; `false` shows the target at once (off screen).
  /// - Returns: A command when a new fade starts; `nil` when the titles already show or fade
  ///   toward `target`.
  public mutating func setTarget(_ target: TitleState, at time: Double, animated: Bool = true) -> TitleFadeCommand? {
    guard target != self.target else { return nil }
    let now = time.finiteOr(startTime + fadeDuration)
    let current = compactness(at: now)
    let goal: Double = target == .compact ? 1 : 0
    let full = animated ? max(0, duration.finiteOrZero) : 0
    self.target = target
    startCompactness = current
    startTime = now
    fadeDuration = full * abs(goal - current)
    return TitleFadeCommand(
      target: target, from: TitleAlphas(compactness: current), to: target.alphas, startTime: now,
      duration: fadeDuration)
  }

  /// The titles' alphas at a time.
  ///
  /// - Parameter time: Now, in the caller's seconds. A non-finite time is treated as the end of
  ///   the current fade; a time before the fade started as its start.
  /// - Returns: Both alphas, each in 0…1, summing to 1.
  public func alphas(at time: Double) -> TitleAlphas {
    TitleAlphas(compactness: compactness(at: time.finiteOr(startTime + fadeDuration)))
  }

  /// Whether a fade is running at a time.
  ///
  /// - Parameter time: Now, in the caller's seconds.
  /// - Returns: `true` between the start and the end of the current fade.
  public func isFading(at time: Double) -> Bool {
    time.isFinite && time >= startTime && time < startTime + fadeDuration
  }

  /// How compact the titles are at a finite time (0 large … 1 compact).
  private func compactness(at time: Double) -> Double {
    let goal: Double = target == .compact ? 1 : 0
    if time >= startTime + fadeDuration { return goal }
    guard fadeDuration > 0 else { return startCompactness }
    let fraction = ((time - startTime) / fadeDuration).clamped(to: 0...1)
    return startCompactness.interpolated(to: goal, fraction: fraction)
  }
}

/// What the adapter should animate when a title fade starts.
public struct TitleFadeCommand: Hashable, Sendable {
  /// The state the fade goes to.
  public var target: TitleState
  /// The alphas at the start of the fade (the current ones, for a reversal mid-fade).
  public var from: TitleAlphas
  /// The alphas at the end of the fade.
  public var to: TitleAlphas
  /// When the fade starts, in the caller's seconds.
  public var startTime: Double
  /// How long the fade lasts, in seconds (linear in the alphas).
  public var duration: Double
}
