/// The bar's brain: a state machine fed with the scroll container's events that answers with
/// commands (insets, offsets, the adjusted target of a fling, the layout to draw).
///
/// ```swift
/// var controller = try NavBarController(configuration: .systemWithSearch, environment: .phone)
/// var commands = controller.handle(.attach(ContainerGeometry(contentHeight: 4000, viewportHeight: 844)))
/// // apply commands.contentInsetTop, commands.contentOffset …
/// commands = controller.handle(.offsetChanged(-60))      // the user scrolled
/// if commands.layoutChanged { draw(controller.layout) }
/// ```
///
/// The collapse distance is `c = contentOffset.y + B`, where `B` is the inset the bar owns at
/// its expanded height (plus a refresh control's height while refreshing, plus any top inset
/// someone else added). Measuring `c` against that basis, not against the inset written at
/// the moment, is what keeps the ``InsetStrategy/followsBar`` strategy free of feedback loops:
/// the inset follows the bar, the content does not move and `c` does not change.
public struct NavBarController: Sendable {
  /// How the collapse follows the collapse distance.
  enum Tracking: Hashable, Sendable {
    /// `collapse = min(c, range)`.
    case absolute
    /// The collapse follows the scroll delta since an attach to a scrolled container.
    case relative
  }

  /// The metrics of the current configuration and environment.
  public internal(set) var metrics: BarMetrics
  /// The layout to draw now.
  public internal(set) var layout = BarLayout()
  /// The geometry of the attached container as last seen or written.
  public internal(set) var geometry = ContainerGeometry(contentHeight: 0, viewportHeight: 0)
  /// Whether a container is attached.
  public internal(set) var isAttached = false
  /// How far the bar is collapsed, in points (negative: stretched by a pull).
  public internal(set) var collapse: Double = 0
  /// Whether search is active (collapse frozen).
  public internal(set) var isSearchActive = false
  /// The refresh control's height while refreshing, else 0.
  public internal(set) var refreshHeight: Double = 0
  /// Top inset added by someone else and kept on top of the bar's own.
  public internal(set) var additionalTopInset: Double = 0
  /// Whether the finger is on the content.
  public internal(set) var isDragging = false
  /// Whether the content moves on its own: it decelerates after a fling, bounces back, or runs
  /// an animated offset change the controller asked for.
  public internal(set) var isContentMoving = false
  /// The collapse distance the controller's own animated offset change is taking the content to.
  var ownAnimationTarget: Double?

  var tracking = Tracking.absolute
  var hasHistory = false
  var originalInsetTop: Double = 0
  var originalIndicatorTop: Double = 0
  var lastWrittenInsetTop: Double?
  var lastWrittenIndicatorTop: Double?
  /// While the content travels to a target (``InsetStrategy/followsBar``), the inset keeps room
  /// for the collapse at that target.
  var heldCollapse: Double?
  var savedCollapse: Double = 0
  /// The collapse distance when search became active.
  var searchStartDistance: Double = 0
  /// Whether search became active while the content or the bar was on its way somewhere.
  var searchInterruptedMotion = false
  var direction = 1
  var pendingReverse: Double = 0
  var reverseTravel: Double = 0
  var lastInput: BarLayoutSolver.Input?
  var scrollToTop: RunningScrollToTop?
  /// Frame ticks until a settle: an attach found the bar partly collapsed (a tab switch cut a
  /// settle short); the bar stays where it was for the first frame and settles from the second.
  var framesUntilSettle = 0
  var titleFade: TitleCrossFade
  /// The time of the last ``ScrollEvent/frame(time:)``.
  var clock: Double = 0

  /// Whether Reduce Motion is on: scroll-to-top then has no overshoot.
  public var reduceMotion = false
  /// How scroll-to-top plans its animation.
  public var scrollToTopPlanner = ScrollToTopPlanner.standard

  /// Creates a controller for a bar.
  ///
  /// - Parameters:
  ///   - configuration: The bar's configuration.
  ///   - environment: The screen.
  /// - Throws: A ``BarConfigurationError`` naming the field at fault.
  public init(configuration: BarConfiguration, environment: BarEnvironment) throws(BarConfigurationError) {
    metrics = try BarMetrics(configuration: configuration, environment: environment)
    titleFade = TitleCrossFade(state: .large, duration: configuration.titleFadeDuration)
    _ = refreshLayout()
    titleFade = TitleCrossFade(
      state: layout.compactTitleAlpha >= 0.5 ? .compact : .large, duration: configuration.titleFadeDuration)
  }

  /// The collapse distance `c = contentOffset.y + B`: 0 at rest at the top, negative when pulled.
  public var collapseDistance: Double { geometry.contentOffsetY + basis }

  /// The inset the bar owns at its expanded height: `B` in `c = contentOffset.y + B`.
  public var basis: Double { metrics.expandedHeight + refreshHeight + additionalTopInset }

  /// The `contentInset.top` the bar wants now.
  public var ownedInsetTop: Double {
    switch metrics.configuration.insetStrategy {
    case .expanded:
      return basis
    case .followsBar:
      var height = min(layout.height, metrics.expandedHeight)
      if let held = heldCollapse {
        height = max(height, metrics.expandedHeight - max(0, min(held, metrics.collapsibleRange)))
      }
      return metrics.rounded(height) + refreshHeight + additionalTopInset
    }
  }

  /// Whether the controller wants ``ScrollEvent/frame(time:)`` ticks (an animation is running
  /// or about to start).
  public var needsFrames: Bool { scrollToTop != nil || framesUntilSettle > 0 }

  /// One pixel in points.
  var pixel: Double { metrics.environment.pixel }

  // MARK: - Events

  /// Feeds one event to the controller.
  ///
  /// - Parameter event: What happened.
  /// - Returns: What the adapter must do now.
  public mutating func handle(_ event: ScrollEvent) -> NavBarCommands {
    var commands = NavBarCommands()
    switch event {
    case .attach(let geometry):
      guard geometry.isValid else { return commands }
      attach(geometry, &commands)
    case .detach:
      guard isAttached else { return commands }
      detach(&commands)
      return commands
    default:
      guard isAttached else { return commands }
      guard apply(event, &commands) else { return commands }
    }
    finish(&commands)
    return commands
  }

  /// Handles an event while attached; returns false when the event was ignored.
  mutating func apply(_ event: ScrollEvent, _ commands: inout NavBarCommands) -> Bool {
    switch event {
    case .attach, .detach:
      return false
    case .offsetChanged(let y):
      guard ContainerGeometry.accepts(y) else { return false }
      let delta = y - geometry.contentOffsetY
      geometry.contentOffsetY = y
      if !isSearchActive { track(delta) }
    case .insetChanged(let top, let bottom):
      guard ContainerGeometry.accepts(top), ContainerGeometry.accepts(bottom) else { return false }
      geometry.contentInsetBottom = bottom
      insetChanged(top, &commands)
    case .contentSizeChanged(let height):
      guard ContainerGeometry.accepts(height), height >= 0 else { return false }
      geometry.contentHeight = height
    case .viewportChanged(let height):
      guard ContainerGeometry.accepts(height), height >= 0 else { return false }
      geometry.viewportHeight = height
    case .dragBegan:
      isDragging = true
      isContentMoving = false
      scrollToTop = nil
      framesUntilSettle = 0
    case .willEndDragging(let velocity, let target):
      guard ContainerGeometry.accepts(velocity), ContainerGeometry.accepts(target) else { return false }
      isDragging = false
      willEndDragging(velocity: velocity, target: target, &commands)
    case .didEndDragging(let willDecelerate):
      isDragging = false
      isContentMoving = willDecelerate
      ownAnimationTarget = nil
      if !willDecelerate { settle(&commands) }
    case .didEndDecelerating:
      isContentMoving = false
      settle(&commands)
    case .scrollAnimationEnded:
      isContentMoving = false
      heldCollapse = nil
      settle(&commands)
    case .refreshBegan(let height):
      guard height.isFinite, height >= 0, height <= BarConfiguration.maximumPanelHeight else { return false }
      refreshHeight = metrics.rounded(height)
      resync()
    case .refreshEnded:
      guard refreshHeight > 0 else { return false }
      refreshHeight = 0
      resync()
      if !isDragging && collapseDistance < -pixel / 2 {
        heldCollapse = 0
        commands.contentOffset = ContentOffsetCommand(y: -basis, animation: .animated)
      } else if !isDragging && isContentMoving, let target = ownAnimationTarget {
        // The controller's own animation aims at an offset worked out with the refresh control's
        // height: aim again at the same collapse distance.
        commands.contentOffset = ContentOffsetCommand(y: target - basis, animation: .animated)
      } else if !isDragging && !isContentMoving {
        // The content stays where it is on screen while the basis shrinks: the bar may now be
        // partly collapsed at rest.
        settle(&commands)
      }
    case .searchActivated:
      guard !isSearchActive else { return false }
      isSearchActive = true
      savedCollapse = collapse
      searchStartDistance = collapseDistance
      searchInterruptedMotion = scrollToTop != nil || isContentMoving || framesUntilSettle > 0
      // The collapse freezes, but not the stretch of a pull: that belongs to the pull, and a
      // frozen stretch would leave the bar taller than expanded once the content bounces back.
      collapse = max(collapse, 0)
      scrollToTop = nil
      commands.layoutAnimationDuration = metrics.configuration.snapPolicy.settleDuration
    case .searchCancelled:
      guard isSearchActive else { return false }
      isSearchActive = false
      collapse = savedCollapse
      resync()
      commands.layoutAnimationDuration = metrics.configuration.snapPolicy.settleDuration
      // The content moved during search, or search stopped it moving: settle if the bar is now
      // partly collapsed.
      let moved = abs(collapseDistance - searchStartDistance) >= pixel / 2
      if !isDragging && !isContentMoving && (moved || searchInterruptedMotion) { settle(&commands) }
    case .scrollToTopRequested:
      guard !isSearchActive else { return false }
      startScrollToTop(&commands)
    case .frame(let time):
      guard time.isFinite else { return false }
      clock = time
      if framesUntilSettle > 0 {
        framesUntilSettle -= 1
        if framesUntilSettle == 0 { settle(&commands) }
      }
      advanceScrollToTop(to: time, &commands)
    }
    return true
  }

  // MARK: - Attach and detach

  mutating func attach(_ container: ContainerGeometry, _ commands: inout NavBarCommands) {
    if isAttached { hasHistory = true }
    let hadHistory = hasHistory
    isAttached = true
    isDragging = false
    isContentMoving = false
    scrollToTop = nil
    heldCollapse = nil
    refreshHeight = 0
    additionalTopInset = 0
    lastWrittenInsetTop = nil
    lastWrittenIndicatorTop = nil
    originalInsetTop = container.contentInsetTop
    originalIndicatorTop = container.scrollIndicatorInsetTop
    geometry = container
    // Keep the content where it is relative to its own top under the bar's inset.
    let contentScroll = container.contentOffsetY + container.contentInsetTop
    let range = metrics.collapsibleRange
    var target = contentScroll
    if isSearchActive {
      // The frozen collapse stays.
    } else if !hasHistory || contentScroll <= 0 {
      tracking = .absolute
      collapse = min(contentScroll, range)
    } else if contentScroll >= collapse {
      tracking = abs(collapse - min(contentScroll, range)) < 1e-9 ? .absolute : .relative
    } else {
      // Less scrolled than the bar is collapsed: scroll the content up to meet the bar.
      target = collapse
      tracking = .absolute
    }
    geometry.contentInsetTop = ownedInsetAfterLayout()
    let offset = target - basis
    if abs(offset - container.contentOffsetY) >= pixel / 2 {
      commands.contentOffset = ContentOffsetCommand(y: offset, animation: .none)
    }
    geometry.contentOffsetY = offset
    // A tab switch may have cut a settle short: the bar stays where it was for the first frame
    // and settles from the second.
    let partial = snapTarget(for: collapse, velocity: 0, reachable: metrics.collapsibleRange) != nil
    framesUntilSettle = hadHistory && !isSearchActive && partial ? 2 : 0
    hasHistory = true
  }

  mutating func detach(_ commands: inout NavBarCommands) {
    let contentScroll = collapseDistance
    commands.contentInsetTop = originalInsetTop
    commands.scrollIndicatorInsetTop = originalIndicatorTop
    let offset = contentScroll - originalInsetTop
    if abs(offset - geometry.contentOffsetY) >= pixel / 2 {
      commands.contentOffset = ContentOffsetCommand(y: offset, animation: .none)
    }
    isAttached = false
    isDragging = false
    isContentMoving = false
    scrollToTop = nil
    framesUntilSettle = 0
    heldCollapse = nil
    refreshHeight = 0
    additionalTopInset = 0
    geometry.contentInsetTop = originalInsetTop
    geometry.scrollIndicatorInsetTop = originalIndicatorTop
    geometry.contentOffsetY = offset
    lastWrittenInsetTop = nil
    lastWrittenIndicatorTop = nil
  }

  // MARK: - Insets

  mutating func insetChanged(_ top: Double, _ commands: inout NavBarCommands) {
    let written = lastWrittenInsetTop ?? geometry.contentInsetTop
    if abs(top - written) < pixel {
      // The echo of the bar's own write.
      geometry.contentInsetTop = top
      return
    }
    if refreshHeight > 0 {
      // A refresh control adjusting the inset on its own: put the bar's value back.
      geometry.contentInsetTop = top
      lastWrittenInsetTop = top
      return
    }
    // Someone else changed the inset: keep their addition on top of the bar's own.
    additionalTopInset += top - written
    geometry.contentInsetTop = top
    lastWrittenInsetTop = top
    resync()
  }

  /// The owned inset once the layout is solved for the current state.
  mutating func ownedInsetAfterLayout() -> Double {
    _ = refreshLayout()
    return ownedInsetTop
  }
}
