import CollapsingNavBarCore

/// One thing that happened during a simulation, by value: an event the container sent to the
/// controller, a change the app or the script made, a command the container applied, a script
/// step that began, or a call the app's screen made from inside a callback.
///
/// ```swift
/// let trace = try Simulator.run(try Scenario(json: #"{"name": "Inbox"}"#))
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
    /// `reason` names the error and says what was wrong
    /// (`duplicatePanelID: panels[3].id: id 'x' is used by another panel`).
    case refused(Scenario.Reaction.Action, during: Scenario.Reaction.Callback, reason: String)
    /// The bar's driver refused this many expands and collapses past its bound in one turn
    /// (``NavBarDriver/maximumChangesPerTurn``): a screen that answers each of the bar's writes
    /// with another one.
    case overrun(count: Int)
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
    /// The bar wrote a screen's `additionalSafeAreaInsets.top` (its index among the screens).
    case additionalSafeAreaTop(screen: Int, Double)
    /// The bar set the height of the spacer that leads a table's content
    /// (``InsetStrategy/collapsedWithSpacer``).
    case leadingSpacerHeight(Double)
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

  public var description: String {
    switch kind {
    case .event(let event): return Self.description(of: event)
    case .detach(let distance, let collapse):
      return "detach(collapse distance: \(Self.number(distance)), collapse: \(Self.number(collapse)))"
    case .change(let change):
      switch change {
      case .expand(let animated): return "expand(animated: \(animated))"
      case .collapse(let animated): return "collapse(animated: \(animated))"
      case .setConfiguration(let configuration): return "setConfiguration(\(configuration.panels.count) panels)"
      case .setEnvironment(let environment):
        return
          "setEnvironment(width: \(Self.number(environment.width)), safeAreaTop: \(Self.number(environment.safeAreaTop)))"
      case .setReduceMotion(let on): return "setReduceMotion(\(on))"
      }
    case .command(let command):
      switch command {
      case .contentInsetTop(let top): return "→ contentInset.top = \(Self.number(top))"
      case .scrollIndicatorInsetTop(let top): return "→ scrollIndicatorInsets.top = \(Self.number(top))"
      case .contentOffsetY(let y): return "→ contentOffset.y = \(Self.number(y))"
      case .animatedContentOffsetY(let y): return "→ setContentOffset(y: \(Self.number(y)), animated: true)"
      case .settleContentOffsetY(let y, let duration):
        return "→ settle contentOffset.y to \(Self.number(y)) over \(Self.number(duration)) s"
      case .targetContentOffsetY(let y): return "→ targetContentOffset.y = \(Self.number(y))"
      case .layoutAnimation(let duration): return "→ animate layout over \(Self.number(duration)) s"
      case .titleFade(let target, let duration):
        return "→ cross-fade titles to \(target == .compact ? "compact" : "large") over \(Self.number(duration)) s"
      case .scrollToTop(let end, let duration):
        return "→ scroll to top to \(Self.number(end)) over \(Self.number(duration)) s"
      case .additionalSafeAreaTop(let screen, let top):
        return "→ screen \(screen): additionalSafeAreaInsets.top = \(Self.number(top))"
      case .leadingSpacerHeight(let height): return "→ spacer before the rows: \(Self.number(height)) pt"
      }
    case .step(let index): return "step \(index)"
    case .screen(let action, let callback): return "screen, in \(callback.rawValue): \(action.name)"
    case .refused(let action, let callback, let reason):
      return "screen, in \(callback.rawValue): \(action.name) refused (\(reason))"
    case .overrun(let count):
      let bound = NavBarDriver<LiveContainer>.maximumChangesPerTurn
      return "\(count) expands and collapses refused: more than \(bound) in one turn"
    }
  }

  /// An event as the log writes it.
  private static func description(of event: ScrollEvent) -> String {
    switch event {
    case .attach(let geometry, _):
      return "attach(offset: \(Self.number(geometry.contentOffsetY)), inset: \(Self.number(geometry.contentInsetTop)))"
    case .detach: return "detach"
    case .offsetChanged(let y): return "offsetChanged(\(Self.number(y)))"
    case .insetChanged(let top, let bottom):
      return "insetChanged(top: \(Self.number(top)), bottom: \(Self.number(bottom)))"
    case .contentSizeChanged(let height): return "contentSizeChanged(\(Self.number(height)))"
    case .viewportChanged(let height): return "viewportChanged(\(Self.number(height)))"
    case .willEndDragging(let velocity, let target):
      return "willEndDragging(velocity: \(Self.number(velocity)), target: \(Self.number(target)))"
    case .didEndDragging(let willDecelerate): return "didEndDragging(willDecelerate: \(willDecelerate))"
    case .refreshBegan(let height): return "refreshBegan(height: \(Self.number(height)))"
    case .systemInsetChanged(let share, let refreshing, let room):
      let roomText = room != 0 ? ", room: \(Self.number(room))" : ""
      return "systemInsetChanged(share: \(Self.number(share)), refreshing: \(refreshing)\(roomText))"
    case .visibilityChanged(let isVisible): return "visibilityChanged(isVisible: \(isVisible))"
    case .frame(let time): return "frame(time: \(FixedDecimal.trimmed(time, decimals: 4)))"
    case .dragBegan, .didEndDecelerating, .scrollAnimationEnded, .refreshEnded, .searchActivated, .searchCancelled,
      .scrollToTopRequested, .touchBegan, .touchEnded:
      return event.name
    }
  }

  /// A value as the log writes it: to a thousandth, trailing zeros trimmed.
  private static func number(_ value: Double) -> String { FixedDecimal.trimmed(value, decimals: 3) }
}
