import CollapsingNavBarCore

/// One thing that happened during a simulation, by value: an event the container sent to the
/// controller, a change the app or the script made, a command the container applied, a script
/// step that began, or a call the app's screen made from inside a callback.
///
/// ```swift
/// let trace = try Simulator.run(scenario)
/// let releases = trace.log.compactMap { entry -> Double? in
///   guard case .event(.willEndDragging(let velocity, _)) = entry.kind else { return nil }
///   return velocity
/// }
/// ```
public struct SimulationLogEntry: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// An event sent to the controller's `handle(_:)`, as the UIKit adapter would send it. A
    /// ``ScrollEvent/detach`` is logged as ``detach(collapseDistance:collapse:)``.
    case event(ScrollEvent)
    /// The ``ScrollEvent/detach`` event, with the bar's collapse distance and collapse as it let
    /// go (the checks of a tab switch compare them with what follows).
    case detach(collapseDistance: Double, collapse: Double)
    /// A call into the controller outside `handle(_:)`: the script's or the app's screen's.
    indirect case change(NavBarChange)
    /// A command the container applied, or an effect the bar played.
    case command(Command)
    /// A script step began (its index in ``Scenario/script``); logged in the frame before its
    /// first.
    case step(Int)
    /// The app's screen made a call from inside a callback (``Scenario/screen``).
    case screen(Scenario.Reaction.Action, during: Scenario.Reaction.Callback)
    /// The bar refused the screen's call just logged (a bad panel, a taken id); nothing changed.
    case refused(Scenario.Reaction.Action, during: Scenario.Reaction.Callback)
  }

  /// A command the container applied or an effect the bar played, with what it said.
  public enum Command: Hashable, Sendable {
    /// `contentInset.top` written.
    case contentInsetTop(Double)
    /// `verticalScrollIndicatorInsets.top` written.
    case scrollIndicatorInsetTop(Double)
    /// `contentOffset.y` written at once.
    case contentOffsetY(Double)
    /// `setContentOffset(_:animated: true)` to this `y`.
    case animatedContentOffsetY(Double)
    /// The bar's own settle of `contentOffset.y` (``OffsetAnimation/timed(duration:curve:)``).
    case settleContentOffsetY(Double, duration: Double)
    /// A fling's `targetContentOffset.y` replaced.
    case targetContentOffsetY(Double)
    /// The bar animated to its new layout over this many seconds.
    case layoutAnimation(duration: Double)
    /// A title cross-fade began.
    case titleFade(to: TitleState, duration: Double)
    /// The bar's own scroll-to-top began: where it ends and its whole duration (travel and
    /// settle).
    case scrollToTop(end: Double, duration: Double)

    /// Whether it is a write of a scroll view property (an inset or the offset) rather than an
    /// effect the bar played itself.
    public var isWrite: Bool {
      switch self {
      case .contentInsetTop, .scrollIndicatorInsetTop, .contentOffsetY, .animatedContentOffsetY,
        .settleContentOffsetY:
        return true
      case .targetContentOffsetY, .layoutAnimation, .titleFade, .scrollToTop:
        return false
      }
    }
  }

  /// The frame during which it happened.
  public var frame: Int
  /// What happened.
  public var kind: Kind

  /// An entry.
  ///
  /// - Parameters:
  ///   - frame: The frame during which it happened.
  ///   - kind: What happened.
  public init(frame: Int, kind: Kind) {
    self.frame = frame
    self.kind = kind
  }

  /// The event the controller was sent, if this entry is one (a detach included).
  public var event: ScrollEvent? {
    switch kind {
    case .event(let event): return event
    case .detach: return .detach
    default: return nil
    }
  }

  /// The change the app or the script made, if this entry is one.
  public var change: NavBarChange? {
    if case .change(let change) = kind { return change }
    return nil
  }

  /// The command the container applied, if this entry is one.
  public var command: Command? {
    if case .command(let command) = kind { return command }
    return nil
  }

  public var description: String {
    func number(_ value: Double) -> String { FixedDecimal.trimmed(value, decimals: 3) }
    switch kind {
    case .event(let event): return Self.description(of: event)
    case .detach(let distance, let collapse):
      return "detach(collapse distance: \(number(distance)), collapse: \(number(collapse)))"
    case .change(let change):
      switch change {
      case .expand(let animated): return "expand(animated: \(animated))"
      case .collapse(let animated): return "collapse(animated: \(animated))"
      case .setConfiguration(let configuration): return "setConfiguration(\(configuration.panels.count) panels)"
      case .setEnvironment(let environment):
        return "setEnvironment(width: \(number(environment.width)), safeAreaTop: \(number(environment.safeAreaTop)))"
      case .setReduceMotion(let on): return "setReduceMotion(\(on))"
      }
    case .command(let command):
      switch command {
      case .contentInsetTop(let top): return "→ contentInset.top = \(number(top))"
      case .scrollIndicatorInsetTop(let top): return "→ scrollIndicatorInsets.top = \(number(top))"
      case .contentOffsetY(let y): return "→ contentOffset.y = \(number(y))"
      case .animatedContentOffsetY(let y): return "→ setContentOffset(y: \(number(y)), animated: true)"
      case .settleContentOffsetY(let y, let duration):
        return "→ settle contentOffset.y to \(number(y)) over \(number(duration)) s"
      case .targetContentOffsetY(let y): return "→ targetContentOffset.y = \(number(y))"
      case .layoutAnimation(let duration): return "→ animate layout over \(number(duration)) s"
      case .titleFade(let target, let duration):
        return "→ cross-fade titles to \(target == .compact ? "compact" : "large") over \(number(duration)) s"
      case .scrollToTop(let end, let duration): return "→ scroll to top to \(number(end)) over \(number(duration)) s"
      }
    case .step(let index): return "step \(index)"
    case .screen(let action, let callback): return "screen, in \(callback.rawValue): \(action.name)"
    case .refused(let action, let callback): return "screen, in \(callback.rawValue): \(action.name) refused"
    }
  }

  /// An event as the log writes it.
  private static func description(of event: ScrollEvent) -> String {
    func number(_ value: Double) -> String { FixedDecimal.trimmed(value, decimals: 3) }
    switch event {
    case .attach(let geometry, _):
      return "attach(offset: \(number(geometry.contentOffsetY)), inset: \(number(geometry.contentInsetTop)))"
    case .detach: return "detach"
    case .offsetChanged(let y): return "offsetChanged(\(number(y)))"
    case .insetChanged(let top, let bottom): return "insetChanged(top: \(number(top)), bottom: \(number(bottom)))"
    case .contentSizeChanged(let height): return "contentSizeChanged(\(number(height)))"
    case .viewportChanged(let height): return "viewportChanged(\(number(height)))"
    case .willEndDragging(let velocity, let target):
      return "willEndDragging(velocity: \(number(velocity)), target: \(number(target)))"
    case .didEndDragging(let willDecelerate): return "didEndDragging(willDecelerate: \(willDecelerate))"
    case .refreshBegan(let height): return "refreshBegan(height: \(number(height)))"
    case .systemInsetChanged(let share, let refreshing):
      return "systemInsetChanged(share: \(number(share)), refreshing: \(refreshing))"
    case .visibilityChanged(let isVisible): return "visibilityChanged(isVisible: \(isVisible))"
    case .frame(let time): return "frame(time: \(FixedDecimal.trimmed(time, decimals: 4)))"
    case .dragBegan, .didEndDecelerating, .scrollAnimationEnded, .refreshEnded, .searchActivated, .searchCancelled,
      .scrollToTopRequested, .touchBegan, .touchEnded:
      return event.name
    }
  }
}
