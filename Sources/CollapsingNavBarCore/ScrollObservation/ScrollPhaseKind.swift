/// The phase of a scroll container, mirroring SwiftUI's `ScrollPhase` (iOS 18) so the core can
/// decide what a phase change means without importing SwiftUI.
public enum ScrollPhaseKind: Hashable, Sendable {
  /// Nothing moves.
  case idle
  /// A finger is down but has not started scrolling yet.
  case tracking
  /// The finger drags the content.
  case interacting
  /// The finger lifted and the content coasts to a stop.
  case decelerating
  /// The content moves to a target programmatically.
  case animating

  /// What a change from one phase to another means for a drag.
  ///
  /// - Parameters:
  ///   - old: The phase before the change.
  ///   - new: The phase after the change.
  /// - Returns: ``ScrollDragTransition/began`` when a drag starts, ``ScrollDragTransition/ended(willDecelerate:)``
  ///   when the finger lifts (decelerating when the new phase is ``decelerating``), or `nil`
  ///   when the change is not about the finger.
  public static func dragTransition(from old: ScrollPhaseKind, to new: ScrollPhaseKind) -> ScrollDragTransition? {
    switch (old == .interacting, new == .interacting) {
    case (false, true): return .began
    case (true, false): return .ended(willDecelerate: new == .decelerating)
    default: return nil
    }
  }
}

/// The start or end of a drag, as a phase change reveals it.
public enum ScrollDragTransition: Hashable, Sendable {
  /// The finger started dragging the content.
  case began
  /// The finger lifted; `willDecelerate` tells whether the content coasts on.
  case ended(willDecelerate: Bool)
}
