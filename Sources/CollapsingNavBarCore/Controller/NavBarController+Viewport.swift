extension NavBarController {
  /// The event for a container's new bounds, or `nil` when their height is the one the controller
  /// already knows.
  ///
  /// A scroll view's bounds change on every scroll tick (their origin is the content offset), so an
  /// adapter that observes them hears far more than a new viewport: handling the same height again
  /// would run a whole pass (the layout solved anew) for nothing, on every frame of a scroll.
  ///
  /// ```swift
  /// if let event = controller.viewportEvent(height: bounds.height) { _ = controller.handle(event) }
  /// ```
  ///
  /// - Parameter height: The container's `bounds.height`.
  /// - Returns: ``ScrollEvent/viewportChanged(height:)``, or `nil` for the known height.
  public func viewportEvent(height: Double) -> ScrollEvent? {
    height == geometry.viewportHeight ? nil : .viewportChanged(height: height)
  }
}
