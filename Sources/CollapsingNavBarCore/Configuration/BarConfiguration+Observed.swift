extension BarConfiguration {
  /// The configuration for a bar that follows a container it does not own (a SwiftUI `List` or
  /// `ScrollView`): the host reserves the expanded height once, so the inset strategy is
  /// ``InsetStrategy/expanded`` whatever it was.
  public var forObservedContainer: BarConfiguration {
    var configuration = self
    configuration.insetStrategy = .expanded
    return configuration
  }
}
