/// A change an app makes to the bar outside an event, by name, so that a recording can replay it.
///
/// ``NavBarDriver/perform(_:)`` makes it; a ``NavBarRecorder`` records it with
/// what the controller answered.
public enum NavBarChange: Hashable, Sendable {
  /// ``NavBarController/expand(animated:)``.
  case expand(animated: Bool)
  /// ``NavBarController/collapse(animated:)``.
  case collapse(animated: Bool)
  /// ``NavBarController/setConfiguration(_:)``.
  case setConfiguration(BarConfiguration)
  /// ``NavBarController/setEnvironment(_:)``.
  case setEnvironment(BarEnvironment)
  /// ``NavBarController/reduceMotion`` (it answers nothing).
  case setReduceMotion(Bool)

  /// The name of the change in a recording's JSON.
  public var name: String {
    switch self {
    case .expand: return "expand"
    case .collapse: return "collapse"
    case .setConfiguration: return "setConfiguration"
    case .setEnvironment: return "setEnvironment"
    case .setReduceMotion: return "setReduceMotion"
    }
  }
}

extension NavBarController {
  /// Makes a named change.
  ///
  /// - Parameter change: The change.
  /// - Returns: What the controller asks for.
  /// - Throws: The ``BarConfigurationError`` of a configuration or environment it refuses; nothing
  ///   changes then.
  public mutating func apply(_ change: NavBarChange) throws(BarConfigurationError) -> NavBarCommands {
    switch change {
    case .expand(let animated): return expand(animated: animated)
    case .collapse(let animated): return collapse(animated: animated)
    case .setConfiguration(let configuration): return try setConfiguration(configuration)
    case .setEnvironment(let environment): return try setEnvironment(environment)
    case .setReduceMotion(let on):
      reduceMotion = on
      return NavBarCommands()
    }
  }
}
