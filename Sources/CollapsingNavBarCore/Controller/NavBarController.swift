/// The bar's brain: a state machine fed with the scroll container's events that answers with
/// commands (insets, offsets, the adjusted target of a fling, the layout to draw).
///
/// ```swift
/// func draw(_ layout: BarLayout) { /* set the panels' frames and alphas */ }
/// var controller = try NavBarController(configuration: .systemWithSearch, environment: .phone)
/// var commands = controller.handle(.attach(ContainerGeometry(contentHeight: 4000, viewportHeight: 844)))
/// // apply commands.contentInsetTop, commands.contentOffset …
/// commands = controller.handle(.offsetChanged(-60))      // the user scrolled
/// if commands.effects.layoutChanged { draw(controller.layout) }
/// ```
///
/// Its state is a ``NavBarPhase``: detached, or attached and idle, dragging, released, coasting,
/// scrolling to top, waiting to settle or held by a resting finger. Each event switches over the
/// phase and returns ``NavBarCommands``; `CommandApplier` carries them to any
/// ``ScrollContainer``. The decisions live in pure functions named for them: snapping,
/// the inset ledger, collapse tracking, quick return, the search freeze.
///
/// The collapse distance is `c = contentOffset.y + B`, where `B` is the inset the bar owns at
/// its expanded height (plus a refresh control's height while refreshing, plus any top inset
/// someone else added). Measuring `c` against that basis, not against the inset written at
/// the moment, is what keeps the ``InsetStrategy/followsBar`` strategy free of feedback loops:
/// the inset follows the bar, the content does not move and `c` does not change.
public struct NavBarController: Sendable {
  /// The metrics of the current configuration and environment.
  public internal(set) var metrics: BarMetrics
  /// The layout to draw now.
  public internal(set) var layout = BarLayout()
  /// The geometry of the attached container as last seen or written (insets in adjusted terms).
  public internal(set) var geometry = ContainerGeometry(contentHeight: 0, viewportHeight: 0)
  /// How far the bar is collapsed, in points (negative: stretched by a pull).
  public internal(set) var collapse: Double = 0
  /// Where the controller is: detached, or attached with what the content is doing.
  public internal(set) var phase = NavBarPhase.detached(hasHistory: false)
  /// Whether the container is observed only (``ScrollEvent/attach(_:observesOnly:)``): the bar
  /// writes no insets to it, and its whole adjusted top inset is the basis.
  public internal(set) var observesOnly = false

  /// The account of the top inset (a fresh one, all zeros, while detached).
  var ledger = InsetLedger()
  /// How the collapse follows the collapse distance.
  var tracking = CollapseTracking.absolute
  /// Quick return's direction tracking (used in ``BarMode/quickReturn(revealDistance:)`` only).
  var quickReturn = QuickReturnTracker()
  /// The frozen collapse while search is active.
  var search: SearchFreeze?
  /// The layout solver's last input, to skip solving the same input again.
  var lastInput: BarLayoutSolver.Input?
  var titleFade: TitleCrossFade
  /// The time of the last ``ScrollEvent/frame(time:)``.
  var clock: Double = 0
  /// What the controller carries from one event to the next ones of the same change: the last
  /// move of the offset, of the safe area's share, and UIKit's slide back after a refresh.
  var memory = EventMemory()
  /// Whether the pass under way is a finger's arrival (``ScrollEvent/touchBegan``).
  ///
  /// The arrival is told before the event it was read for (`CommandApplier`), whose news the
  /// controller may not have heard yet: the offset where UIKit's motion the finger stops left the
  /// content. A spacer that changed goes in with such a pass only together with an inset write
  /// the finger needs anyway; else the event places it, with the inset write it needs (placed
  /// with the finger, with the inset as it was, the event would need a second write in the same
  /// delivery: seed 9541, scenario 166,094; held back from the finger's own write, the spacer
  /// would need one of its own: seed 9541, scenario 2,627). Set by the finger's arrival, cleared
  /// by its pass.
  var fingerArrives = false

  /// Whether the container is on screen (``ScrollEvent/visibilityChanged(isVisible:)``): off
  /// screen, settles, expands and collapses land at once.
  public internal(set) var isVisible = true

  /// How the bar moves content of its own: Reduce Motion and the scroll-to-top planner.
  var motion = MotionSettings()

  /// Whether Reduce Motion is on: scroll-to-top then has no overshoot, and settles are short.
  public var reduceMotion: Bool {
    get { motion.reduceMotion }
    set { motion.reduceMotion = newValue }
  }
  /// How scroll-to-top plans its animation.
  public var scrollToTopPlanner: ScrollToTopPlanner {
    get { motion.scrollToTopPlanner }
    set { motion.scrollToTopPlanner = newValue }
  }

  /// Creates a controller for a bar.
  ///
  /// - Parameters:
  ///   - configuration: The bar's configuration.
  ///   - environment: The screen.
  /// - Throws: A ``BarConfigurationError`` naming the field at fault.
  public init(configuration: BarConfiguration, environment: BarEnvironment) throws(BarConfigurationError) {
    metrics = try BarMetrics(configuration: configuration, environment: environment)
    titleFade = TitleCrossFade(state: .large, duration: configuration.titleFadeDuration)
    _ = solveLayout(attached: false)
    titleFade = TitleCrossFade(
      state: layout.compactTitleAlpha >= 0.5 ? .compact : .large, duration: configuration.titleFadeDuration)
  }

  // MARK: - State

  /// Whether a container is attached.
  public var isAttached: Bool { phase.isAttached }
  /// Whether the finger is on the content.
  public var isDragging: Bool { phase.isDragging }
  /// Whether a finger rests on the content without panning: the bar moves no content until it
  /// lifts.
  public var isTouching: Bool { phase.isTouching }
  /// Whether the content moves on its own: it decelerates after a fling, bounces back, or runs
  /// an animated offset change the controller asked for.
  public var isContentMoving: Bool { phase.isContentMoving }
  /// Whether search is active (collapse frozen).
  public var isSearchActive: Bool { search != nil }
  /// The refresh control's height while refreshing, else 0.
  public var refreshHeight: Double { ledger.refreshHeight }
  /// Top inset added by someone else and kept on top of the bar's own.
  public var additionalTopInset: Double { ledger.additionalTopInset }

  /// The collapse distance `c = contentOffset.y + B`: 0 at rest at the top, negative when pulled.
  public var collapseDistance: Double { geometry.contentOffsetY + basis }

  /// The inset the bar owns at its expanded height: `B` in `c = contentOffset.y + B`.
  public var basis: Double { ledger.basis(expandedHeight: metrics.expandedHeight) }

  /// The `contentInset.top` (adjusted) the bar wants now.
  public var ownedInsetTop: Double {
    let travels: Bool
    switch phase {
    case .dragging, .released, .coasting: travels = true
    case .detached, .idle, .settlePending, .scrollingToTop, .touching: travels = false
    }
    return ownedInsetTop(insetRoom: phase.insetRoom, contentTravels: travels)
  }

  /// The `contentInset.top` (adjusted) the bar wants in a phase.
  ///
  /// The ``InsetStrategy/followsBar`` inset keeps room up to the expanded bar while the content
  /// travels within the collapsible range (a finger, a fling, an animation), so it is never on its
  /// top edge and follows the finger 1:1; at rest the inset shrinks to the bar.
  ///
  /// - Parameters:
  ///   - insetRoom: The collapse the inset keeps room for (``NavBarPhase/insetRoom``).
  ///   - contentTravels: Whether a finger or a motion moves the content.
  /// - Returns: The inset.
  // (Inlined: the end of every scroll tick asks for it; as a call it measured 10-15 % slower per
  // tick in `navbar-bench`.)
  @inline(__always)
  func ownedInsetTop(insetRoom: Double?, contentTravels: Bool) -> Double {
    let room = contentTravels && followsBar && collapseDistance < metrics.collapsibleRange + pixel / 2
    let owned = ledger.ownedInsetTop(
      metrics: metrics, layoutHeight: layout.height, insetRoom: insetRoom, roomToTop: room)
    guard _slowPath(ledger.keepsPinLine) else { return owned }
    return insetKeepingPinLine(owned, spacer: ledger.wantedSpacer)
  }

  /// The inset ``InsetStrategy/collapsedWithSpacer`` writes so that UIKit's pin line
  /// (`contentOffset.y + adjustedContentInset.top`, a plain table's section headers) is the bar's
  /// bottom edge wherever a header would pin.
  ///
  /// Most of the time that is `owned`: the spacer puts the pin line at the collapsed bar, where a
  /// header pins only once the bar is collapsed. Two cases need more:
  /// - A refresh's room sits between the bar and the content, and scrolls away with the content
  ///   as the bar collapses. UIKit's pin line counts the room, and would hold a header a room's
  ///   height below the collapsed bar; so the inset gives up what has scrolled past the spacer's
  ///   end (at most the room), measured where the content rests
  ///   (``measurePinLine(travels:onItsOwn:)``). The top edge is then at the content's top or
  ///   above it; content that travels back toward the top meets it without the room, which comes
  ///   back above the content once it rests.
  /// - The bar's height is not the content's (an attach that keeps the bar's height, an expand or
  ///   a collapse that moves the bar alone): where the content's top has gone under the bar, the
  ///   pin line is the bar's bottom edge. The edge then stands lower than the content's top, so
  ///   the content never moves past it.
  ///
  /// Inset another component added on top of the bar's (``additionalTopInset``: a banner of the
  /// app's under the bar) stays above the pin line in both cases.
  ///
  /// - Parameters:
  ///   - owned: The adjusted inset of ``InsetStrategy/expanded``.
  ///   - spacer: The spacer's height.
  /// - Returns: The adjusted inset, as the controller counts it (the spacer's height above the
  ///   container's own).
  func insetKeepingPinLine(_ owned: Double, spacer: Double) -> Double {
    let inset = owned - min(ledger.roomScrolledAway, ledger.refreshHeight)
    guard let pinLine = ledger.barPinLine, inset - spacer < pinLine else { return inset }
    return pinLine + spacer
  }

  /// Whether the controller wants ``ScrollEvent/frame(time:)`` ticks (an animation is running
  /// or about to start; on screen, a rise of the inset waits one frame for the refresh control
  /// to claim it, a drop of its room one frame for its state to confirm it, or the content may
  /// still slide back after a refresh ended).
  public var needsFrames: Bool {
    phase.needsFrames
      || (isVisible
        && (ledger.unclaimedRise != nil || ledger.refreshRoomTakenOff
          || (memory.refreshSlide != nil && phase == .idle)))
  }

  /// Whether the controller rests: detached, or attached and idle with nothing it waits a frame
  /// for (no finger, no motion of its own or of UIKit's that it follows, no settle pending).
  ///
  /// The one rest of the package: a trace's rest (``NavBarController`` at rest, no finger on the
  /// content, no motion of the content, no title fading) and a recording's segment start build on
  /// it.
  public var isResting: Bool {
    switch phase {
    case .idle, .detached: return !needsFrames
    case .dragging, .released, .coasting, .scrollingToTop, .settlePending, .touching: return false
    }
  }

  /// One pixel in points.
  var pixel: Double { metrics.environment.pixel }

  /// The height of the empty spacer ``InsetStrategy/collapsedWithSpacer`` puts first in the
  /// content of a container that can hold one: the collapsible range (expanded − collapsed),
  /// while attached to a container the bar owns under a bar that collapses with the content; 0
  /// otherwise.
  ///
  /// The controller asks for it in its commands (``NavBarCommands/leadingSpacerHeight``) where the
  /// content rests, and ``NavBarDriver`` shows it the content without the spacer: the controller's
  /// offsets, insets and content height are those the container would have under
  /// ``InsetStrategy/expanded``.
  public var leadingSpacerHeight: Double { ledger.wantedSpacer }

  /// Decides the spacer and the pin line for the container and the metrics now: at attach and
  /// when the metrics change (not on every scroll tick).
  ///
  /// ``InsetStrategy/collapsedWithSpacer`` applies to a container the bar owns that can hold the
  /// spacer (even one of 0 pt, for a bar that does not collapse), under a bar that collapses with
  /// the content; the inset then keeps the pin line where the spacer alone does not
  /// (``insetKeepingPinLine(_:spacer:)``). Quick return's bar moves on its own, so no pin line
  /// follows it: it holds no spacer, and is driven as under ``InsetStrategy/expanded``.
  mutating func decideSpacer() {
    let holds =
      metrics.configuration.insetStrategy == .collapsedWithSpacer && isAttached && !observesOnly
      && ledger.containerHoldsSpacer && metrics.configuration.mode == .collapsesWithContent
    ledger.wantedSpacer = holds ? metrics.collapsibleRange : 0
    ledger.keepsPinLine = holds
    // (A pin line or a room measured for the bar before is not this bar's: measured again in
    // this very event, whose inset write carries them.)
    ledger.barPinLine = nil
    ledger.roomNeedsMeasure = true
  }

  /// Measures what ``insetKeepingPinLine(_:spacer:)`` needs, where the content is now: how much
  /// of a running refresh's room has scrolled past the spacer's end, and the pin line a bar whose
  /// height is not the content's asks for.
  ///
  /// The refresh's room is measured only where the content rests (no finger, no fling or bounce,
  /// no settle or scroll to the top of the bar's): a `contentInset` write for every move of the
  /// content may stop UIKit's motion, and a move within the same turn would ask for a second
  /// write. Until the content rests, a pinned header may then sit up to the refresh's room below
  /// the bar, as UIKit pins it under the system's bar.
  ///
  /// - Parameters:
  ///   - travels: Whether the content travels (a finger or a motion).
  ///   - onItsOwn: Whether it moves on its own (no finger).
  mutating func measurePinLine(travels: Bool, onItsOwn: Bool) {
    if ledger.refreshHeight <= 0 {
      ledger.roomScrolledAway = 0
    } else if (!travels && !onItsOwn) || ledger.roomNeedsMeasure {
      let away = geometry.contentOffsetY + basis - ledger.wantedSpacer
      ledger.roomScrolledAway = min(max(away, 0), ledger.refreshHeight)
    }
    ledger.roomNeedsMeasure = false
    let pinLine = layout.height + ledger.additionalTopInset
    // (The content's top on screen, under the bar by more than a pixel: its layout's rounding. A
    // pixel exactly, as the spacer's translation of the offsets leaves it, is not more: seed 9544,
    // scenario 380,706.)
    ledger.barPinLine = -geometry.contentOffsetY < pinLine - pixel - InsetLedger.echoTolerance ? pinLine : nil
  }

  /// Whether ``InsetStrategy/followsBar`` is on: the inset holds room while the content travels.
  ///
  /// Never for a container observed only: its inset is its owner's, whatever the strategy.
  var followsBar: Bool { metrics.configuration.insetStrategy == .followsBar && !observesOnly }

  // MARK: - Events

  /// Feeds one event to the controller.
  ///
  /// - Parameter event: What happened.
  /// - Returns: What the adapter must do now.
  public mutating func handle(_ event: ScrollEvent) -> NavBarCommands {
    // (One return of one value, filled in place: the commands are some 300 bytes, and a return
    // from each branch cost two copies of them on every scroll tick.)
    var commands = NavBarCommands()
    if take(event, &commands) { completeCommands(&commands) }
    return commands
  }

  /// Handles an event into `commands`; returns whether the controller took it (then the
  /// commands are finished: layout, title fade, inset writes).
  private mutating func take(_ event: ScrollEvent, _ commands: inout NavBarCommands) -> Bool {
    switch event {
    case .attach(let geometry, let observesOnly):
      guard geometry.isValid else { return false }
      memory.refreshSlide = nil
      let hasHistory: Bool
      if case .detached(let history) = phase { hasHistory = history } else { hasHistory = true }
      self.observesOnly = observesOnly
      attach(geometry, hasHistory: hasHistory, &commands)
    case .detach:
      memory.refreshSlide = nil
      detach(&commands)
      return false
    case .visibilityChanged(let isVisible):
      guard isVisible != self.isVisible else { return false }
      self.isVisible = isVisible
      memory.refreshSlide = nil
      guard phase.isAttached else { return false }
      if isVisible {
        visibilityReturned(&commands)
      } else {
        comeToRestOffScreen(&commands)
      }
    case .searchActivated where !phase.isAttached:
      // With no container (a bar shown before its list is attached, or between two lists),
      // search still shows and hides: the collapse freezes as on a list at rest, and an attach
      // keeps it frozen.
      guard search == nil else { return false }
      search = SearchFreeze(savedCollapse: collapse, startDistance: collapseDistance, interruptedMotion: false)
      collapse = SearchFreeze.frozen(collapse)
      commands.effects.layoutAnimationDuration = metrics.configuration.snapPolicy.settleDuration
    case .searchCancelled where !phase.isAttached:
      // (No content to settle: the collapse from before search comes back.)
      guard let frozen = search else { return false }
      search = nil
      collapse = frozen.savedCollapse
      commands.effects.layoutAnimationDuration = metrics.configuration.snapPolicy.settleDuration
    default:
      return phase.isAttached && transition(on: event, &commands)
    }
    return true
  }
}
