extension NavBarController {
  /// How far a fling's target must move so that no section rests partly collapsed, for an
  /// adapter that cannot change `targetContentOffset` but may shift the target it is handed (a
  /// SwiftUI `ScrollTargetBehavior` on a container observed only).
  ///
  /// The controller's own release decision (the one ``ScrollEvent/willEndDragging(velocity:targetOffset:)``
  /// makes), asked without changing the controller: UIKit's target is projected from the offset
  /// the controller last heard with `decelerationRate` and kept within the content, as UIKit keeps
  /// it. A shift computed from a projection that differs from the system's lands off a whole
  /// state by the difference; the settle after the deceleration then finishes the job.
  ///
  /// ```swift
  /// var controller = try NavBarController(configuration: .system, environment: .phone)
  /// _ = controller.handle(.attach(ContainerGeometry(contentHeight: 4000, viewportHeight: 844)))
  /// _ = controller.handle(.dragBegan)
  /// _ = controller.handle(.offsetChanged(controller.geometry.contentOffsetY + 30))
  /// let shift = controller.releaseTargetShift(velocity: 0.1, decelerationRate: .normal)
  /// print(shift ?? 0)  // ≈ −49.9; in a ScrollTargetBehavior: target.rect.origin.y += shift ?? 0
  /// ```
  ///
  /// Composed with an app's own behaviour (a `.viewAligned` scroll), the app's decides first:
  /// `appMove` is how far it moved the target, and the controller decides on the app's target.
  /// One that lands between the bar's whole states moves to one (the bar would otherwise rest
  /// partly collapsed, and its settle after the deceleration would move the content off the
  /// app's alignment anyway); one past the collapsible range, where the bar rests collapsed
  /// whatever the offset, stays the app's (`nil`).
  ///
  /// - Parameters:
  ///   - velocity: The release velocity in points per millisecond, positive toward the end.
  ///   - decelerationRate: The container's deceleration rate.
  ///   - appMove: How far the app's own behaviour moved the projected target, in points (0 for
  ///     none).
  /// - Returns: The shift from the projected target in points, or `nil` when the target stays
  ///   (the app's, if it moved it): no drag is being released, snapping is off, search is
  ///   active, quick return, or the target is already whole.
  public func releaseTargetShift(velocity: Double, decelerationRate: DecelerationRate, appMove: Double = 0)
    -> Double?
  {
    switch phase {
    case .dragging, .released: break
    case .detached, .idle, .settlePending, .coasting, .scrollingToTop, .touching: return nil
    }
    guard ContainerGeometry.accepts(velocity), ContainerGeometry.accepts(appMove) else { return nil }
    let projected = decelerationRate.projectedOffset(from: geometry.contentOffsetY, velocity: velocity)
    let proposed = min(max(projected, geometry.minimumOffset), geometry.maximumOffset)
    // (The app's target, kept within the content as UIKit keeps its own.)
    let target = min(max(proposed + appMove, geometry.minimumOffset), geometry.maximumOffset)
    var asked = self
    var commands = NavBarCommands()
    asked.phase = .released(insetRoom: nil, settles: false)
    asked.willEndDragging(velocity: velocity, target: target, &commands)
    return commands.effects.targetContentOffset.map { $0 - proposed }
  }
}
