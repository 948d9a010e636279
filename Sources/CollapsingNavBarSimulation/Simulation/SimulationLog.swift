/// One thing that happened during a simulation: an event the container sent to the controller,
/// a command the container applied, or a script step that began.
public struct SimulationLogEntry: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Kind: UInt8, Hashable, Sendable {
    // Events, as the UIKit adapter would send them.
    case attach, detach, offsetChanged, insetChanged, contentSizeChanged, viewportChanged
    case dragBegan, willEndDragging, didEndDragging, didEndDecelerating, scrollAnimationEnded
    case refreshBegan, refreshEnded, searchActivated, searchCancelled, scrollToTopRequested, frameTick
    // Calls into the controller outside `handle(_:)`.
    case setEnvironment, expand, collapse
    // Commands the container applied.
    case writeInset, writeIndicatorInset, writeOffset, animateOffset, adjustTarget, animateLayout
    case fadeTitles, scrollToTopPlan
    // The script.
    case step

    /// Whether this is an event sent to the controller's `handle(_:)`.
    public var isEvent: Bool { rawValue <= Kind.frameTick.rawValue }
  }

  /// The frame during which it happened.
  public var frame: Int
  /// What happened.
  public var kind: Kind
  /// The main value (an offset, an inset, a velocity, a step index …), or 0.
  public var value: Double
  /// A second value (a target offset, a bottom inset, a flag), or 0.
  public var secondValue: Double

  public var description: String {
    let a = FixedDecimal.trimmed(value, decimals: 3)
    let b = FixedDecimal.trimmed(secondValue, decimals: 3)
    switch kind {
    case .attach: return "attach(offset: \(a), inset: \(b))"
    case .detach: return "detach(collapse distance: \(a), collapse: \(b))"
    case .offsetChanged: return "offsetChanged(\(a))"
    case .insetChanged: return "insetChanged(top: \(a), bottom: \(b))"
    case .contentSizeChanged: return "contentSizeChanged(\(a))"
    case .viewportChanged: return "viewportChanged(\(a))"
    case .dragBegan: return "dragBegan"
    case .willEndDragging: return "willEndDragging(velocity: \(a), target: \(b))"
    case .didEndDragging: return "didEndDragging(willDecelerate: \(secondValue != 0))"
    case .didEndDecelerating: return "didEndDecelerating"
    case .scrollAnimationEnded: return "scrollAnimationEnded"
    case .refreshBegan: return "refreshBegan(height: \(a))"
    case .refreshEnded: return "refreshEnded"
    case .searchActivated: return "searchActivated"
    case .searchCancelled: return "searchCancelled"
    case .scrollToTopRequested: return "scrollToTopRequested"
    case .frameTick: return "frame(time: \(FixedDecimal.trimmed(value, decimals: 4)))"
    case .setEnvironment: return "setEnvironment(width: \(a), safeAreaTop: \(b))"
    case .expand: return "expand(animated: \(value != 0))"
    case .collapse: return "collapse(animated: \(value != 0))"
    case .writeInset: return "→ contentInset.top = \(a)"
    case .writeIndicatorInset: return "→ scrollIndicatorInsets.top = \(a)"
    case .writeOffset: return "→ contentOffset.y = \(a)"
    case .animateOffset: return "→ setContentOffset(y: \(a), animated: true)"
    case .adjustTarget: return "→ targetContentOffset.y = \(a)"
    case .animateLayout: return "→ animate layout over \(a) s"
    case .fadeTitles: return "→ cross-fade titles to \(value != 0 ? "compact" : "large") over \(b) s"
    case .scrollToTopPlan: return "→ scroll to top to \(a) over \(b) s"
    case .step: return "step \(Int(value))"
    }
  }
}
