/// A rule every frame of a simulation must keep.
public enum Invariant: String, CaseIterable, Hashable, Sendable {
  /// Every recorded number is finite.
  case finite
  /// The bar is between its collapsed height and its expanded height plus the stretch of a pull.
  case barHeightInRange
  /// The visible panel heights add up to the bar's height minus the safe-area top (±1 pixel).
  case panelsAddUp
  /// At the first rest after a release (a drag's, or the lift of a resting finger that stopped
  /// moving content), no section is partly collapsed (snapping on, search off).
  case wholeStateAtRest
  /// At rest at the top, no content is hidden under the bar.
  case contentVisibleAtTop
  /// At rest, the scroll indicator's top inset is the bar's height (±½ pixel).
  case indicatorMatchesBarAtRest
  /// The container's inset is written at most once per input event, echoes included (so at most
  /// once per frame when one event arrives; a final scroll and the end of a deceleration in the
  /// same frame may each write once).
  case oneInsetWritePerEvent
  /// One event (its echoes included) writes each property of the container at most once: the
  /// applier makes one pass per event, with no nested apply.
  case oneWritePerPropertyPerEvent
  /// While nothing moves and the script does nothing, no value changes (no flip-flop, no drift).
  case steadyAtRest
  /// No pass ran into a feedback loop (`CommandApplier.maximumRounds` rounds of echoes).
  case noFeedbackLoop
  /// The bar is never taller than expanded plus how far the content is pulled past its top
  /// (measured on the container; content at rest is not pulled).
  case barWithinPull
  /// After another component writes the inset, the adjusted top inset covers what the bar needs
  /// (its expanded height, or its height for ``CollapsingNavBarCore/InsetStrategy/followsBar``)
  /// in that frame and the next: never below it.
  case insetCoversBarAfterWrite
  /// When a refresh ends with the content at rest on screen, the content does not jump by more
  /// than a pixel: it stays, or slides away with an animation that starts in that frame.
  case steadyContentAtRefreshEnd
  /// In quick-return mode the bar never moves further than the content: within one gesture and
  /// one direction of the content, the bar hides or comes back by no more than the content
  /// scrolled (±1 pixel). The bar's own animations, an attach, a resize, a refresh, another
  /// component's inset write, search, a
  /// programmatic expand or collapse, and the bar coming back to the content's top to close a gap
  /// start the count again.
  case barNoFurtherThanContent
  /// In quick-return mode offsets past the end of the content (the bottom rubber band and its
  /// bounce) neither hide nor reveal the bar (±1 pixel).
  case bottomRubberBandKeepsBar
  /// Out of its window the bar and the content are at rest from the frame the scroll view left:
  /// nothing moves and no frame tick is needed (none would come); with search off, no section is
  /// partly collapsed (snapping on), and the content is inside its range as it leaves (later,
  /// UIKit's own inset changes may leave it past an edge, as on screen). A screen that comes back
  /// shows a whole state.
  case restsOutOfWindow
  /// While a finger rests on the content without panning, the content stays still under it: its
  /// offset does not change from the frame the finger went down (UIKit stops the content where
  /// it is) to the frame it lifts.
  case contentStillUnderFinger
  /// In a container with a plain-style section header (`"sectionHeader"`), whenever the header is
  /// pinned (UIKit pins it at `contentOffset.y + adjustedContentInset.top`) more than half a
  /// pixel below its place in the content, its top is within a pixel of the bar's bottom edge: no
  /// rows show between the bar and the header, and the header is not hidden under the bar. (Below
  /// inset another component added under the bar; while a refresh runs and the content travels,
  /// up to the refresh's room below, as UIKit pins it under the system's bar.)
  case pinnedHeaderUnderBar
  /// At the end of every frame the bar's host agrees with what it drives: its panels are the
  /// controller's and each content belongs to one of them; the screen it is installed in holds
  /// its share of the safe area (±½ pixel) on top of the app's part, no screen's inset is
  /// negative, and its environment's safe-area top is the system's plus the app's part; a bar
  /// the app released is attached to nothing and reached by no callback.
  case barBookkeeping

  /// The rule in words.
  public var summary: String {
    switch self {
    case .finite: return "no NaN or infinity"
    case .barHeightInRange: return "bar height between collapsed and expanded (plus the stretch of a pull)"
    case .panelsAddUp: return "panel heights add up to the bar height minus the safe-area top (±1 px)"
    case .wholeStateAtRest: return "no section rests partly collapsed after a release or a lifted touch"
    case .contentVisibleAtTop: return "no content hidden under the bar at rest at the top"
    case .indicatorMatchesBarAtRest: return "scroll-indicator inset equals the bar height at rest"
    case .oneInsetWritePerEvent: return "at most one inset write per event, echoes included"
    case .oneWritePerPropertyPerEvent: return "each container property written at most once per event, echoes included"
    case .steadyAtRest: return "no value flips back and forth (or drifts) at rest"
    case .noFeedbackLoop: return "no event feedback loop"
    case .barWithinPull: return "bar never taller than expanded plus the content's pull"
    case .insetCoversBarAfterWrite: return "after an outside inset write, the inset covers the bar within one frame"
    case .steadyContentAtRefreshEnd: return "content does not jump by more than a pixel when a refresh ends"
    case .barNoFurtherThanContent: return "in quick-return mode the bar never moves further than the content"
    case .bottomRubberBandKeepsBar: return "in quick-return mode no change of the bar at the bottom rubber band"
    case .restsOutOfWindow: return "out of its window the bar rests at once at a whole state, the content in range"
    case .contentStillUnderFinger: return "the content stays still under a resting finger"
    case .pinnedHeaderUnderBar: return "a pinned section header sits right under the bar (±1 px)"
    case .barBookkeeping: return "the bar's panels, safe-area share and lifetime agree with what it drives"
    }
  }
}

/// A frame that broke an ``Invariant``.
public struct InvariantViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// The frame number.
  public var frame: Int
  /// The frame's simulated time in seconds.
  public var time: Double
  /// The rule broken.
  public var invariant: Invariant
  /// What exactly was wrong, with the numbers.
  public var detail: String

  public var description: String {
    "frame \(frame) (t = \(FixedDecimal.format(time, decimals: 4)) s) breaks \(invariant.rawValue): \(detail)"
  }
}

/// The outcome of checking a whole trace.
public struct InvariantReport: Hashable, Sendable {
  /// How many frames were checked.
  public var framesChecked: Int
  /// How many rests after a release were checked for whole states.
  public var restsChecked: Int
  /// How many frames broke a rule.
  public var violationCount: Int
  /// The first few violations, in frame order.
  public var violations: [InvariantViolation]
  /// How many frames broke each rule the scenario waives (``Scenario/waivers``); they are not
  /// violations.
  public var waivedFrames: [Invariant: Int] = [:]

  /// The first violation, if any.
  public var firstViolation: InvariantViolation? { violations.first }
  /// Whether every frame kept every rule.
  public var passed: Bool { violationCount == 0 }
}

extension Invariant {
  /// A rule a scenario or the command line waives, by name.
  ///
  /// - Parameters:
  ///   - name: The rule's name (``Invariant/rawValue``).
  ///   - path: Where the name was given, for the error.
  /// - Throws: A ``ScenarioError`` for an unknown name (with the likely intended one) and for
  ///   ``finite``, which no scenario may waive (nothing that is not a number may reach a frame).
  package init(waiving name: String, path: String) throws(ScenarioError) {
    let names = Invariant.allCases.map(\.rawValue)
    guard let rule = Invariant(rawValue: name) else {
      throw ScenarioError(
        path: path,
        problem:
          "unknown rule (expected one of: \(names.joined(separator: ", ")))\(Suggestion.hint(for: name, among: names))")
    }
    guard rule != .finite else {
      throw ScenarioError(
        path: path, problem: "finite cannot be waived: nothing that is not a number may reach a frame")
    }
    self = rule
  }

  /// The reason a rule is waived: some words, never empty.
  ///
  /// - Parameters:
  ///   - text: The reason as given.
  ///   - path: Where it was given, for the error.
  /// - Returns: The reason, trimmed.
  /// - Throws: A ``ScenarioError`` for an empty reason.
  package static func reason(_ text: String, path: String) throws(ScenarioError) -> String {
    let reason = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !reason.isEmpty else {
      throw ScenarioError(path: path, problem: "a waived rule needs a reason: say why it cannot hold here")
    }
    return reason
  }
}
