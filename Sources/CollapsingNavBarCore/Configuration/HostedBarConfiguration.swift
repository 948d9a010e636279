/// What a host that hands the bar a configuration on every update (SwiftUI's `updateUIView`)
/// does with it: the requested configuration, made for an observed container
/// (``BarConfiguration/forObservedContainer``), when it is valid and new; nothing when it is the
/// bar's already or was refused before, so an invalid one is reported once, not on every update.
///
/// ```swift
/// var hosted = HostedBarConfiguration()
/// let (first, error) = hosted.initial(.systemWithSearch)  // .systemWithSearch, expanded insets
/// print(error == nil, hosted.update(current: first, requested: .systemWithSearch))  // true keep
/// ```
public struct HostedBarConfiguration: Hashable, Sendable {
  /// What to do with a requested configuration.
  public enum Update: Hashable, Sendable {
    /// Nothing: the bar has it already, or it was refused before.
    case keep
    /// Give the bar this (valid) configuration.
    case apply(BarConfiguration)
    /// Keep the bar's configuration and report the error (once per refused configuration).
    case reject(BarConfigurationError)
  }

  /// The last requested configuration refused, as requested.
  package private(set) var rejected: BarConfiguration?

  /// A host that has refused nothing yet.
  public init() {}

  /// The configuration for a new bar: the requested one for an observed container, or
  /// ``BarConfiguration/system`` with the error to report when it is invalid.
  ///
  /// - Parameter requested: The configuration the host was handed.
  /// - Returns: A valid configuration and the error, if the requested one was refused.
  public mutating func initial(_ requested: BarConfiguration) -> (
    configuration: BarConfiguration, error: BarConfigurationError?
  ) {
    let result = requested.forObservedContainer.validated(orFallback: .system)
    if result.error != nil { rejected = requested }
    return result
  }

  /// What to do with the configuration handed over on an update.
  ///
  /// - Parameters:
  ///   - current: The bar's configuration now.
  ///   - requested: The configuration the host was handed.
  /// - Returns: ``Update/keep``, ``Update/apply(_:)`` or ``Update/reject(_:)``.
  public mutating func update(current: BarConfiguration, requested: BarConfiguration) -> Update {
    let wanted = requested.forObservedContainer
    guard wanted != current, requested != rejected else { return .keep }
    do {
      try wanted.validate()
      return .apply(wanted)
    } catch {
      rejected = requested
      return .reject(error)
    }
  }
}
