extension BarConfiguration {
  /// What a host that must not crash uses when it is handed a configuration: the configuration
  /// itself when it is valid, else the fallback, with the error to report.
  ///
  /// ```swift
  /// var configuration = BarConfiguration.system
  /// configuration.snapPolicy.velocityThreshold = -1                   // invalid
  /// let (used, error) = configuration.validated(orFallback: .system)  // .system, the error
  /// if let error { assertionFailure("\(error)") }  // debug builds stop; release builds go on
  /// print(used == .system)                                            // true
  /// ```
  ///
  /// - Parameter fallback: The configuration to use instead; ``system`` when it is invalid too.
  /// - Returns: A valid configuration, and the error that made the fallback necessary.
  public func validated(orFallback fallback: BarConfiguration) -> (
    configuration: BarConfiguration, error: BarConfigurationError?
  ) {
    do {
      try validate()
      return (self, nil)
    } catch {
      let usable = (try? fallback.validate()) != nil ? fallback : .system
      return (usable, error)
    }
  }
}
