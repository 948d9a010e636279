import CollapsingNavBarCore

/// One thing that happened during a simulation: an event the container sent to the controller,
/// a command the container applied, or a script step that began.
public struct SimulationLogEntry: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Kind: UInt8, Hashable, Sendable {
    // Events, as the UIKit adapter would send them.
    case attach, detach, offsetChanged, insetChanged, contentSizeChanged, viewportChanged
    case dragBegan, willEndDragging, didEndDragging, didEndDecelerating, scrollAnimationEnded
    case refreshBegan, refreshEnded, searchActivated, searchCancelled, scrollToTopRequested
    case systemInsetChanged, touchBegan, touchEnded, visibilityChanged, frameTick
    // Calls into the controller outside `handle(_:)`.
    case setEnvironment, expand, collapse, setConfiguration
    // Commands the container applied.
    case writeInset, writeIndicatorInset, writeOffset, animateOffset, adjustTarget, animateLayout
    case fadeTitles, scrollToTopPlan, settleOffset
    // The script.
    case step
    // The app's screen: a call it made from inside a callback, a call of it the bar refused.
    case screen, refused

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
    case .systemInsetChanged: return "systemInsetChanged(share: \(a), refreshing: \(secondValue != 0))"
    case .touchBegan: return "touchBegan"
    case .visibilityChanged: return "visibilityChanged(isVisible: \(value != 0))"
    case .touchEnded: return "touchEnded"
    case .frameTick: return "frame(time: \(FixedDecimal.trimmed(value, decimals: 4)))"
    case .setEnvironment: return "setEnvironment(width: \(a), safeAreaTop: \(b))"
    case .expand: return "expand(animated: \(value != 0))"
    case .collapse: return "collapse(animated: \(value != 0))"
    case .setConfiguration: return "setConfiguration(\(Int(value)) panels)"
    case .writeInset: return "→ contentInset.top = \(a)"
    case .writeIndicatorInset: return "→ scrollIndicatorInsets.top = \(a)"
    case .writeOffset: return "→ contentOffset.y = \(a)"
    case .animateOffset: return "→ setContentOffset(y: \(a), animated: true)"
    case .settleOffset: return "→ settle contentOffset.y to \(a) over \(b) s"
    case .adjustTarget: return "→ targetContentOffset.y = \(a)"
    case .animateLayout: return "→ animate layout over \(a) s"
    case .fadeTitles: return "→ cross-fade titles to \(value != 0 ? "compact" : "large") over \(b) s"
    case .scrollToTopPlan: return "→ scroll to top to \(a) over \(b) s"
    case .step: return "step \(Int(value))"
    case .screen, .refused:
      let names = Scenario.Reaction.Action.names
      let callbacks = Scenario.Reaction.Callback.allCases
      let action = names.indices.contains(Int(value)) ? names[Int(value)] : "?"
      let callback = callbacks.indices.contains(Int(secondValue)) ? callbacks[Int(secondValue)].rawValue : "?"
      return kind == .screen ? "screen, in \(callback): \(action)" : "screen, in \(callback): \(action) refused"
    }
  }
}

extension SimulationLogEntry {
  /// The entry for an event sent to the controller.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - frame: The frame it happened in.
  ///   - detached: For ``ScrollEvent/detach``, the collapse distance and collapse at the moment.
  init(_ event: ScrollEvent, frame: Int, detached: (Double, Double) = (0, 0)) {
    let (kind, value, second): (Kind, Double, Double)
    switch event {
    case .attach(let geometry, _): (kind, value, second) = (.attach, geometry.contentOffsetY, geometry.contentInsetTop)
    case .detach: (kind, value, second) = (.detach, detached.0, detached.1)
    case .offsetChanged(let y): (kind, value, second) = (.offsetChanged, y, 0)
    case .insetChanged(let top, let bottom): (kind, value, second) = (.insetChanged, top, bottom)
    case .systemInsetChanged(let share, let refreshing):
      (kind, value, second) = (.systemInsetChanged, share, refreshing ? 1 : 0)
    case .contentSizeChanged(let height): (kind, value, second) = (.contentSizeChanged, height, 0)
    case .viewportChanged(let height): (kind, value, second) = (.viewportChanged, height, 0)
    case .touchBegan: (kind, value, second) = (.touchBegan, 0, 0)
    case .visibilityChanged(let isVisible): (kind, value, second) = (.visibilityChanged, isVisible ? 1 : 0, 0)
    case .touchEnded: (kind, value, second) = (.touchEnded, 0, 0)
    case .dragBegan: (kind, value, second) = (.dragBegan, 0, 0)
    case .willEndDragging(let velocity, let target): (kind, value, second) = (.willEndDragging, velocity, target)
    case .didEndDragging(let willDecelerate): (kind, value, second) = (.didEndDragging, 0, willDecelerate ? 1 : 0)
    case .didEndDecelerating: (kind, value, second) = (.didEndDecelerating, 0, 0)
    case .scrollAnimationEnded: (kind, value, second) = (.scrollAnimationEnded, 0, 0)
    case .refreshBegan(let height): (kind, value, second) = (.refreshBegan, height, 0)
    case .refreshEnded: (kind, value, second) = (.refreshEnded, 0, 0)
    case .searchActivated: (kind, value, second) = (.searchActivated, 0, 0)
    case .searchCancelled: (kind, value, second) = (.searchCancelled, 0, 0)
    case .scrollToTopRequested: (kind, value, second) = (.scrollToTopRequested, 0, 0)
    case .frame(let time): (kind, value, second) = (.frameTick, time, 0)
    }
    self.init(frame: frame, kind: kind, value: value, secondValue: second)
  }
}
