/// Tells when the content of an observed scroll view stopped moving, for an adapter that has no
/// delegate to say so (the UIKit bar following a SwiftUI container).
///
/// After each pass of the applier the adapter hands it the controller's phase
/// (``follow(_:)``), and calls ``frame(isDecelerating:offsetMoved:)`` on each display frame
/// while motion is in flight: a deceleration ends when UIKit stops decelerating; an animated
/// offset change (the bar's settle, expand or collapse, played by
/// `setContentOffset(_:animated:)`) ends when the offset has not moved for ``stillFrames`` frames.
///
/// ```swift
/// var motion = ObservedMotion.decelerating
/// print(motion.frame(isDecelerating: true, offsetMoved: true) as Any)  // nil
/// print(motion.frame(isDecelerating: false, offsetMoved: false) as Any)  // .didEndDecelerating
/// ```
public enum ObservedMotion: Hashable, Sendable {
  /// Nothing the adapter waits for.
  case none
  /// UIKit's deceleration after a fling.
  case decelerating
  /// An animated offset change; `stillFrames` frames in a row without movement so far.
  case animating(stillFrames: Int)

  /// How many frames without movement end an animated offset change.
  public static let stillFrames = 3

  /// Whether the adapter needs display frames.
  public var needsFrames: Bool { self != .none }

  /// Waits for what the controller's phase says the content does.
  ///
  /// A deceleration while the content coasts on its own, the end of the bar's own animated
  /// offset while it coasts to a target, nothing otherwise. A wait already running goes on.
  ///
  /// - Parameter phase: The controller's phase after a pass.
  public mutating func follow(_ phase: NavBarPhase) {
    switch (phase, self) {
    case (.coasting(ownTarget: nil, _), .decelerating), (.coasting(ownTarget: _?, _), .animating):
      break
    case (.coasting(ownTarget: nil, _), _):
      self = .decelerating
    case (.coasting(ownTarget: _?, _), _):
      self = .animating(stillFrames: 0)
    case (.detached, _), (.idle, _), (.settlePending, _), (.dragging, _), (.released, _), (.scrollingToTop, _),
      (.touching, _):
      self = .none
    }
  }

  /// Takes one display frame.
  ///
  /// - Parameters:
  ///   - isDecelerating: `UIScrollView.isDecelerating` now.
  ///   - offsetMoved: Whether the offset changed since the previous frame.
  /// - Returns: ``ScrollEvent/didEndDecelerating`` or ``ScrollEvent/scrollAnimationEnded`` when
  ///   the motion ended on this frame, else `nil`.
  public mutating func frame(isDecelerating: Bool, offsetMoved: Bool) -> ScrollEvent? {
    switch self {
    case .none:
      return nil
    case .decelerating:
      guard !isDecelerating else { return nil }
      self = .none
      return .didEndDecelerating
    case .animating(let still):
      let count = offsetMoved ? 0 : still + 1
      guard count >= Self.stillFrames else {
        self = .animating(stillFrames: count)
        return nil
      }
      self = .none
      return .scrollAnimationEnded
    }
  }
}
