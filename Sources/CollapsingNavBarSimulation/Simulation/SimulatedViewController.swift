/// A view controller of the app as the simulator plays it: the bar can be installed in it, and
/// the app and the bar both write its `additionalSafeAreaInsets`.
final class SimulatedViewController {
  /// `additionalSafeAreaInsets.top`: the app's part and the bar's share.
  var additionalTop = 0.0
  /// `additionalSafeAreaInsets.bottom`: the app's alone (a mini player).
  var additionalBottom = 0.0
}

/// A view the app's screen adds to the bar as a panel's content.
final class SimulatedPanelView {
  /// The identifier the screen asks for, if any.
  let requestedID: String?

  /// A view.
  ///
  /// - Parameter requestedID: The identifier the screen asks for, if any.
  init(requestedID: String?) {
    self.requestedID = requestedID
  }
}
