/// The last two collapse distances an observer saw, with their times, for the velocity measured
/// between them (``ScrollObservationMath/estimatedVelocity(from:at:to:at:)``).
///
/// The iOS 18 observation path records every geometry change and checks SwiftUI's release
/// velocity against ``estimate`` (``ScrollObservationMath/scrollVelocity(phaseChangeVelocityDY:estimate:)``).
///
/// ```swift
/// var samples = ObservedDistanceSamples()
/// samples.record(100, at: 0)
/// samples.record(116, at: 0.016)
/// print(samples.estimate as Any)  // Optional(1.0): 16 pt in 16 ms
/// ```
public struct ObservedDistanceSamples: Hashable, Sendable {
  /// One observed collapse distance.
  public struct Sample: Hashable, Sendable {
    /// The collapse distance, in points.
    public var distance: Double
    /// When it was observed, in seconds on a monotonic clock.
    public var time: Double
  }

  /// The sample before the latest.
  public private(set) var previous: Sample?
  /// The latest sample.
  public private(set) var latest: Sample?

  /// No samples yet.
  public init() {}

  /// Records a collapse distance; the latest sample becomes the previous one.
  ///
  /// - Parameters:
  ///   - distance: The collapse distance.
  ///   - time: When it was observed, in seconds on a monotonic clock.
  public mutating func record(_ distance: Double, at time: Double) {
    previous = latest
    latest = Sample(distance: distance, time: time)
  }

  /// The velocity between the two samples in pt/ms, positive toward the end, or `nil` with fewer
  /// than two samples or when they are too close, too far apart in time or not finite.
  public var estimate: Double? {
    guard let previous, let latest else { return nil }
    return ScrollObservationMath.estimatedVelocity(
      from: previous.distance, at: previous.time, to: latest.distance, at: latest.time)
  }
}
