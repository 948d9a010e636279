/// A moment of a trace worth marking: a release, the rest after it, a status-bar tap, the
/// refresh control beginning or ending, a tab switch, search, a resize.
///
/// The chart of the player marks them, the filmstrip picks its frames at them and the comparison
/// of two traces lines them up.
public struct TraceMoment: Hashable, Sendable {
  /// What happened.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The finger lifted (after a drag, or a resting finger the bar held for).
    case release
    /// Nothing moves any more after a release (or after a tap, a refresh, a switch).
    case rest
    /// The status bar was tapped (the bar's own scroll-to-top).
    case tap
    /// The refresh control began refreshing.
    case refreshBegan
    /// The refresh control ended refreshing.
    case refreshEnded
    /// Another container was attached (a tab switch).
    case tabSwitch
    /// Search became active.
    case searchActivated
    /// Search was cancelled.
    case searchCancelled
    /// The screen changed size.
    case resize
    /// The bar was expanded or collapsed in code.
    case programmatic

    /// A short label for captions and legends.
    public var label: String {
      switch self {
      case .release: return "release"
      case .rest: return "rest"
      case .tap: return "status-bar tap"
      case .refreshBegan: return "refresh begins"
      case .refreshEnded: return "refresh ends"
      case .tabSwitch: return "tab switch"
      case .searchActivated: return "search"
      case .searchCancelled: return "search cancelled"
      case .resize: return "resize"
      case .programmatic: return "expand/collapse"
      }
    }
  }

  /// The frame.
  public var frame: Int
  /// What happened.
  public var kind: Kind

  /// The moments of a trace, in frame order.
  ///
  /// A rest is the first frame at rest after a release, a tap, a refresh or a tab switch.
  ///
  /// - Parameter trace: The trace.
  /// - Returns: The moments, ascending by frame.
  public static func moments(of trace: SimulationTrace) -> [TraceMoment] {
    var result: [TraceMoment] = []
    var awaitingRest = false
    for frame in 0..<trace.frameCount {
      var sawMotionCause = false
      for entry in trace.log(frame: frame) {
        guard let kind = kind(of: entry, frame: frame) else { continue }
        if result.last != TraceMoment(frame: frame, kind: kind) { result.append(TraceMoment(frame: frame, kind: kind)) }
        if kind != .searchCancelled && kind != .searchActivated { sawMotionCause = true }
      }
      if trace.value(.release, frame: frame) == 1 && !result.contains(TraceMoment(frame: frame, kind: .release)) {
        result.append(TraceMoment(frame: frame, kind: .release))
        sawMotionCause = true
      }
      if sawMotionCause {
        awaitingRest = true
      } else if awaitingRest && trace.value(.rest, frame: frame) == 1 {
        result.append(TraceMoment(frame: frame, kind: .rest))
        awaitingRest = false
      }
    }
    return result
  }

  private static func kind(of entry: SimulationLogEntry, frame: Int) -> Kind? {
    switch entry.kind {
    case .event(.willEndDragging), .event(.touchEnded): return .release
    case .event(.scrollToTopRequested): return .tap
    case .event(.refreshBegan): return .refreshBegan
    case .event(.refreshEnded): return .refreshEnded
    case .event(.attach): return frame > 0 ? .tabSwitch : nil
    case .event(.searchActivated): return .searchActivated
    case .event(.searchCancelled): return .searchCancelled
    case .change(.setEnvironment): return frame > 0 ? .resize : nil
    case .change(.expand), .change(.collapse): return .programmatic
    default: return nil
    }
  }
}
