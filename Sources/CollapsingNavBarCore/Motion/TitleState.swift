/// Which title the bar shows: the large title, or the compact one in the top row.
public enum TitleState: String, Hashable, Sendable, CaseIterable {
  /// The large title is visible; the compact title is hidden.
  case large
  /// The compact title is visible; the large title is hidden.
  case compact

  /// The state for a large-title collapse progress, with the layout solver's rule: compact
  /// once the progress reaches the threshold (and is above 0).
  ///
  /// - Parameters:
  ///   - progress: The large title's collapse progress, 0 expanded … 1 collapsed (NaN counts
  ///     as 0).
  ///   - threshold: The configuration's ``BarConfiguration/titleCrossFadeThreshold``.
  /// - Returns: The title state.
  public static func forLargeTitleProgress(_ progress: Double, threshold: Double) -> TitleState {
    let p = progress.isNaN ? 0 : progress
    return p >= threshold && p > 0 ? .compact : .large
  }

  /// The alphas when this state is fully shown.
  public var alphas: TitleAlphas { self == .compact ? TitleAlphas(compactness: 1) : TitleAlphas(compactness: 0) }
}

/// The two titles' alphas at one moment of a cross-fade.
public struct TitleAlphas: Hashable, Sendable {
  /// The large title's alpha, 0…1.
  public var large: Double
  /// The compact title's alpha, 0…1.
  public var compact: Double

  /// Creates alphas.
  ///
  /// - Parameters:
  ///   - large: The large title's alpha.
  ///   - compact: The compact title's alpha.
  public init(large: Double, compact: Double) {
    self.large = large
    self.compact = compact
  }

  /// Which title VoiceOver reads: the one that shows more (the large one on a tie), so exactly
  /// one title is an accessibility element at every point of the cross-fade (a threshold on each
  /// alpha alone leaves none at an even fade).
  public var spokenTitle: SpokenTitle { compact > large ? .compact : .large }

  /// The alphas a given way through the fade toward the compact title.
  ///
  /// - Parameter compactness: 0 shows the large title, 1 the compact one; clamped to 0…1.
  public init(compactness: Double) {
    let c = compactness.clamped(to: 0...1)
    self.init(large: 1 - c, compact: c)
  }
}

/// Which of the bar's titles VoiceOver reads (``TitleAlphas/spokenTitle``).
public enum SpokenTitle: Hashable, Sendable {
  /// The compact title in the top row.
  case compact
  /// The large title.
  case large
}
