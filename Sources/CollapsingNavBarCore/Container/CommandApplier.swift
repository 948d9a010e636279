/// The one path from the controller's ``NavBarCommands`` to a ``ScrollContainer``: the UIKit
/// adapter, the simulator and the tests all drive their containers through it.
///
/// One call is one pass: it makes the writes in the commands' declared order, reads back what
/// they changed (the echo a KVO observer would report: the adjusted top inset, the offset) and
/// feeds that to the controller as events right away, applying what those answer in the next
/// round of the same loop, never in a nested call. The callbacks the container's own observers
/// and delegate still send for those writes reach the host's ``NavBarDriver`` during the pass:
/// it queues them, and delivers each after the pass with the container's value then, or folds
/// it when the pass already read that value back (``NavBarDriverActivity/folded``).
///
/// ```swift
/// func drive<Container: ScrollContainer>(_ container: inout Container) throws {
///   var controller = try NavBarController(configuration: .systemWithSearch, environment: .phone)
///   _ = CommandApplier.deliver(.attach(container.geometry), to: &controller, container: &container)
///   let pass = CommandApplier.deliver(.dragBegan, to: &controller, container: &container)
///   if pass.effects.layoutChanged { /* set the bar's frames once */ }
/// }
/// ```
///
/// A container that ``ScrollContainer/observesOnly`` is attached as such: the controller writes
/// none of its insets, and the applier reports its inset changes before each event it delivers,
/// so its offsets (settles, expand and collapse, scroll to the top) take the same path.
///
/// Insets: the controller counts the adjusted top inset (the edge the content rests against);
/// the applier writes the container's own `contentInset.top` as the wanted inset minus the
/// system's share (`adjustedContentInsetTop − contentInsetTop`) measured at the moment of
/// writing, so a share that changed since (a refresh control that ended, a new safe area) never
/// leaves the inset short.
public enum CommandApplier {
  /// The most rounds one pass makes (an event, then the echoes of its writes, then theirs)
  /// before it stops and reports a feedback loop.
  public static let maximumRounds = 16

  /// Feeds an event to the controller and applies its commands to the container.
  ///
  /// A finger that touches the content without panning reaches no delegate callback of its own,
  /// so the applier reads the container's `isTracking` before each event and reports a change
  /// first: ``ScrollEvent/touchBegan`` when the container tracks a finger the controller does
  /// not know of, ``ScrollEvent/touchEnded`` when the finger the controller holds for is gone.
  /// (The drag callbacks, which come with their own finger, an attach and a change of
  /// visibility report nothing; a detach hears of the finger, which holds the content; nor does any event while a drag's finger is down or no container
  /// is attached, and then `isTracking` is not read.) While a finger rests the controller wants frame ticks, so a
  /// tick notices the lift.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - controller: The bar's controller.
  ///   - container: The attached container.
  /// - Returns: What the pass did.
  public static func deliver<Container: ScrollContainer>(
    _ event: ScrollEvent, to controller: inout NavBarController, container: inout Container
  ) -> CommandPass {
    withUnsafeMutablePointer(to: &controller) { pointer in
      var engine = ControllerPointer(pointer: pointer)
      return deliver(event, engine: &engine, container: &container)
    }
  }

  /// ``deliver(_:to:container:)`` through any access to the controller: the driver's touches its
  /// controller only while the controller handles an event, never across a write to the
  /// container (whose callbacks may read it).
  @inlinable static func deliver<Engine: ControllerAccess, Container: ScrollContainer>(
    _ event: ScrollEvent, engine: inout Engine, container: inout Container
  ) -> CommandPass {
    var pass = CommandPass()
    var event = event
    if event == .detach, engine.isAttached {
      // A detach from inside the screen's `scrollViewDidScroll`, which runs before the bar's own
      // observer hears the offset: the content stays where it is now.
      catchUpOffset(engine: &engine, container: &container, into: &pass)
    }
    if container.observesOnly || event == .detach || engine.refreshStateMoved(of: container)
      || !event.reportsGeometry,
      engine.isAttached, engine.insetsMoved(of: container)
    {
      // The owner of a container observed only changes its insets unseen (SwiftUI reserving
      // space, a refresh control): report them before the event that noticed. A detach made from
      // inside a callback (the screen's delegate hears of a new adjusted inset before the bar
      // does) first learns the system's share of the moment, so the inset it gives back is the
      // container's own. A refresh control that writes its room into the container's own inset
      // (`.never`) may have called back for the write before its state changed: the state is
      // reported before the next event. UIKit may also call
      // `scrollViewDidChangeAdjustedContentInset(_:)` only at its next layout pass: any other
      // event than a report of the geometry first learns the insets as they are now. (A scroll
      // tick does not: UIKit moves the offset for a new safe area before it calls back for the
      // inset, and the bar keeps its place from that order; nor does a new viewport, which a
      // rotation reports before its new safe area, seed 9319, 765663.)
      pass.collect(insetsChanged(engine: &engine, container: &container))
      // The report's answer may have written the offset (a refresh that ended in the screen's
      // `scrollViewDidScroll` sends the content to its new top): the offset the event carries is
      // then history, and the write's echo told the controller where the content is (seed 9335,
      // scenario 820166: the old offset came after it, and the bar rested a third of a point
      // stretched).
      if case .offsetChanged(let y) = event, container.contentOffsetY != y {
        guard container.contentOffsetY != engine.knownOffsetY else { return pass }
        event = .offsetChanged(container.contentOffsetY)
      }
    }
    if case .didEndDragging(true) = event, !engine.phase.isDragging, !engine.phase.isReleased,
      !container.isDecelerating
    {
      // The end of a drag whose release the controller did not see through (an app attached
      // the bar, expanded or collapsed it from inside a callback in between): a write of the
      // offset since stopped the deceleration UIKit announces, and no end of it will come.
      event = .didEndDragging(willDecelerate: false)
    }
    if let touch = touchChange(before: event, phase: engine.phase, container: container) {
      if touch == .touchEnded, case .offsetChanged = event {
        // The content moved as the finger lifted (a bounce back starts): the lift settles from
        // where the content is now, and its own write is not undone by the older position.
        handleAndApply(event, engine: &engine, container: &container, into: &pass)
        liftTouch(engine: &engine, container: &container, into: &pass)
        return pass
      }
      liftTouch(touch, engine: &engine, container: &container, into: &pass)
    }
    if case .offsetChanged = event, case .idle = engine.phase, container.isDecelerating, !container.isTracking {
      // UIKit moves the content on its own while the controller rests: a spring back after a
      // touch on content held past an edge, which reached no callback, or a bounce back into
      // range after an inset write. The controller waits for its end as after a release, and
      // settles then (a write that stops it early is noticed like any other stop).
      let coasting = ScrollEvent.didEndDragging(willDecelerate: true)
      container.willDeliver(coasting)
      apply(engine.handle(coasting, in: container), engine: &engine, container: &container, into: &pass)
    }
    handleAndApply(event, engine: &engine, container: &container, into: &pass)
    return pass
  }

  /// Reports a change of the finger: a touch, or its lift.
  ///
  /// A lift onto content held past an edge waits for UIKit's spring back, unless nothing moves
  /// the content any more: a write inside the callbacks before the lift was heard (the app's
  /// screen ending a refresh in `scrollViewDidScroll`, whose inset write stops the spring under
  /// some systems) stopped it, and no end of it will come (seed 9318, scenario 65341). The bar
  /// settles then, as at the end of a spring, and brings the content back itself.
  @inlinable static func liftTouch<Engine: ControllerAccess, Container: ScrollContainer>(
    _ touch: ScrollEvent = .touchEnded, engine: inout Engine, container: inout Container,
    into pass: inout CommandPass
  ) {
    container.willDeliver(touch)
    apply(engine.handle(touch, in: container), engine: &engine, container: &container, into: &pass)
    guard touch == .touchEnded, let end = motionEnd(phase: engine.phase, container: container) else { return }
    container.willDeliver(end)
    apply(engine.handle(end, in: container), engine: &engine, container: &container, into: &pass)
  }

  /// Feeds one event to the controller and applies its commands, with no touch report before it.
  @inlinable static func handleAndApply<Engine: ControllerAccess, Container: ScrollContainer>(
    _ event: ScrollEvent, engine: inout Engine, container: inout Container,
    into pass: inout CommandPass
  ) {
    let commands = engine.handle(event, in: container)
    if commands.hasWork {
      apply(commands, engine: &engine, container: &container, into: &pass)
    } else {
      // Nothing to write (most scroll ticks): no echo to read back, no write to count.
      pass.collect(commands)
    }
  }

  /// The touch to report before an event: a finger the container tracks that the controller
  /// does not know of, or the end of the one it holds for; `nil` when they agree.
  ///
  /// - Parameters:
  ///   - event: The event about to be delivered.
  ///   - phase: The controller's phase.
  ///   - container: The attached container.
  /// - Returns: ``ScrollEvent/touchBegan``, ``ScrollEvent/touchEnded`` or `nil`.
  @inlinable static func touchChange<Container: ScrollContainer>(
    before event: ScrollEvent, phase: NavBarPhase, container: Container
  ) -> ScrollEvent? {
    switch event {
    case .attach, .visibilityChanged, .dragBegan, .willEndDragging, .didEndDragging, .touchBegan, .touchEnded:
      return nil
    default:
      break
    }
    return touchReport(phase: phase, container: container)
  }

  /// The touch to report now: a finger the container tracks that the controller does not know
  /// of, or the end of the one it holds for; `nil` when they agree (also for a drag's own finger
  /// and without a container, where nothing is read).
  ///
  /// ``NavBarDriver`` asks before a change made outside an event (an app's `expand` from inside
  /// `scrollViewDidEndDecelerating`, which UIKit sends while a finger that stopped a fling is
  /// still down), so the change meets the finger.
  ///
  /// - Parameters:
  ///   - phase: The controller's phase.
  ///   - container: The attached container.
  /// - Returns: ``ScrollEvent/touchBegan``, ``ScrollEvent/touchEnded`` or `nil`.
  @inlinable static func touchReport<Container: ScrollContainer>(phase: NavBarPhase, container: Container)
    -> ScrollEvent?
  {
    // (A drag's own finger, or no container: nothing to read, on the hottest path of all.)
    switch phase {
    case .detached, .dragging, .released:
      return nil
    case .touching:
      return container.isTracking ? nil : .touchEnded
    case .idle, .settlePending, .coasting, .scrollingToTop:
      return container.isTracking ? .touchBegan : nil
    }
  }

  /// Attaches the controller to the container: the attach, then the container's insets (the
  /// system's share at rest, a refresh control already refreshing).
  ///
  /// - Parameters:
  ///   - controller: The bar's controller.
  ///   - container: The container to attach.
  /// - Returns: What the pass did.
  public static func attach<Container: ScrollContainer>(
    _ controller: inout NavBarController, to container: inout Container
  ) -> CommandPass {
    withUnsafeMutablePointer(to: &controller) { pointer in
      var engine = ControllerPointer(pointer: pointer)
      return attach(engine: &engine, to: &container)
    }
  }

  /// ``attach(_:to:)`` through any access to the controller.
  @usableFromInline static func attach<Engine: ControllerAccess, Container: ScrollContainer>(
    engine: inout Engine, to container: inout Container
  ) -> CommandPass {
    var pass = deliver(
      .attach(container.geometry, observesOnly: container.observesOnly), engine: &engine, container: &container)
    pass.collect(insetsChanged(engine: &engine, container: &container))
    return pass
  }

  /// Reports a change of the container's insets (a KVO change of `contentInset`,
  /// `scrollViewDidChangeAdjustedContentInset(_:)`, the refresh control's `.valueChanged`):
  /// first the system's share of the adjusted top inset and the refresh control's state, then
  /// the adjusted insets.
  ///
  /// - Parameters:
  ///   - controller: The bar's controller.
  ///   - container: The attached container.
  /// - Returns: What the pass did.
  public static func insetsChanged<Container: ScrollContainer>(
    _ controller: inout NavBarController, container: inout Container
  ) -> CommandPass {
    withUnsafeMutablePointer(to: &controller) { pointer in
      var engine = ControllerPointer(pointer: pointer)
      return insetsChanged(engine: &engine, container: &container)
    }
  }

  /// The report of a container's system share and refresh state: the share of the adjusted top
  /// inset, whether its control refreshes, and the room a refreshing control holds in the
  /// container's own inset where it writes it there (``ScrollContainer/refreshShareTop``).
  @inlinable static func systemInsetReport<Container: ScrollContainer>(of container: Container) -> ScrollEvent {
    let refreshing = container.isRefreshing
    let room = refreshing && container.refreshWritesContentInset ? container.refreshShareTop : 0
    return .systemInsetChanged(
      share: container.adjustedContentInsetTop - container.contentInsetTop, isRefreshing: refreshing,
      refreshRoom: room.isFinite && room > 0 ? room : 0)
  }

  /// ``insetsChanged(_:container:)`` through any access to the controller.
  @usableFromInline static func insetsChanged<Engine: ControllerAccess, Container: ScrollContainer>(
    engine: inout Engine, container: inout Container
  ) -> CommandPass {
    var pass = CommandPass()
    let system = systemInsetReport(of: container)
    container.willDeliver(system)
    apply(engine.handle(system, in: container), engine: &engine, container: &container, into: &pass)
    let inset = ScrollEvent.insetChanged(
      top: container.adjustedContentInsetTop, bottom: container.adjustedContentInsetBottom)
    container.willDeliver(inset)
    apply(engine.handle(inset, in: container), engine: &engine, container: &container, into: &pass)
    if let end = motionEnd(phase: engine.phase, container: container) {
      // Another component's write stopped the deceleration, and UIKit will not report its end.
      container.willDeliver(end)
      apply(engine.handle(end, in: container), engine: &engine, container: &container, into: &pass)
    }
    return pass
  }

  /// The end of a deceleration that stopped unannounced: the controller waits for UIKit's
  /// deceleration or bounce, and the container no longer decelerates, nor does a finger hold it.
  ///
  /// A write of `contentInset`, even of the same value, can stop scrolling (Square's Blueprint,
  /// commit 141eabf4) without `scrollViewDidEndDecelerating(_:)`; the bar settles as at the end.
  ///
  /// - Parameters:
  ///   - phase: The controller's phase.
  ///   - container: The attached container.
  /// - Returns: ``ScrollEvent/didEndDecelerating``, or `nil` when nothing stopped unannounced.
  @inlinable static func motionEnd<Container: ScrollContainer>(phase: NavBarPhase, container: Container)
    -> ScrollEvent?
  {
    guard case .coasting(nil, _) = phase, !container.isDecelerating, !container.isTracking else { return nil }
    return .didEndDecelerating
  }

  /// Applies commands the controller returned outside an event (``NavBarController/expand(animated:)``,
  /// ``NavBarController/collapse(animated:)``, ``NavBarController/setEnvironment(_:)``).
  ///
  /// - Parameters:
  ///   - commands: What the controller asked for.
  ///   - controller: The bar's controller.
  ///   - container: The attached container.
  /// - Returns: What the pass did.
  public static func apply<Container: ScrollContainer>(
    _ commands: NavBarCommands, to controller: inout NavBarController, container: inout Container
  ) -> CommandPass {
    withUnsafeMutablePointer(to: &controller) { pointer in
      var engine = ControllerPointer(pointer: pointer)
      var pass = CommandPass()
      apply(commands, engine: &engine, container: &container, into: &pass)
      return pass
    }
  }

  /// Tells the controller where the content is now, if it last heard of another place: a move
  /// whose own report still waits (the callback that acts on it runs inside the write, before
  /// the bar's observer hears it).
  ///
  /// - Parameters:
  ///   - engine: The access to the controller.
  ///   - container: The attached container.
  ///   - pass: Collects what the report's answer did.
  @usableFromInline static func catchUpOffset<Engine: ControllerAccess, Container: ScrollContainer>(
    engine: inout Engine, container: inout Container, into pass: inout CommandPass
  ) {
    guard container.contentOffsetY != engine.knownOffsetY else { return }
    let moved = ScrollEvent.offsetChanged(container.contentOffsetY)
    container.willDeliver(moved)
    apply(engine.handle(moved, in: container), engine: &engine, container: &container, into: &pass)
  }

  /// The loop: writes, reads back, feeds the echoes, until nothing is left to write.
  ///
  /// The controller is reached only through `engine.handle(_:in:)`, between writes: a container
  /// that calls back from inside a write (UIKit's `scrollViewDidScroll` and KVO run inside the
  /// `contentOffset` setter) finds no access to the controller held open.
  @usableFromInline static func apply<Engine: ControllerAccess, Container: ScrollContainer>(
    _ commands: NavBarCommands, engine: inout Engine, container: inout Container,
    into pass: inout CommandPass
  ) {
    guard commands.hasWork else {
      // Nothing to write (most scroll ticks): no echo to read back, no write to count.
      pass.collect(commands)
      return
    }
    let before = pass.writes
    // Whether an inset write stopped the deceleration (UIKit will not report its end).
    var stoppedDeceleration = false
    defer {
      pass.writesPerEvent = pass.writesPerEvent.peak(pass.writes.since(before))
      if stoppedDeceleration, !pass.overflowed, case .touching = engine.phase, !container.isTracking {
        // The spring back that began as a finger lifted from content held past an edge, stopped
        // by this write before the lift was heard (the write ran inside the spring's first
        // `scrollViewDidScroll`): the lift is heard now, where the content stopped, and nothing
        // will spring it back (seed 9318, scenario 65341).
        catchUpOffset(engine: &engine, container: &container, into: &pass)
        liftTouch(engine: &engine, container: &container, into: &pass)
      } else if stoppedDeceleration, !pass.overflowed, motionEnd(phase: engine.phase, container: container) != nil {
        // The deceleration's last step, whose report waits behind this pass (the write that
        // stopped it ran inside that step's `scrollViewDidScroll`, the app's screen ending a
        // refresh there): heard first, so the settle starts where the content stopped, and the
        // report, when it comes, is known already.
        catchUpOffset(engine: &engine, container: &container, into: &pass)
        // Its end, as an event of its own once this one's writes are done.
        if let end = motionEnd(phase: engine.phase, container: container) {
          container.willDeliver(end)
          apply(engine.handle(end, in: container), engine: &engine, container: &container, into: &pass)
        }
      }
    }
    var commands = commands
    var rounds = 0
    while true {
      pass.collect(commands)
      let offsetBefore = container.contentOffsetY
      let insetBefore = container.adjustedContentInsetTop
      // Each write's echo, as a KVO observer would report it, is fed to the controller right
      // after the write; what it answers is applied in the next round, not nested.
      var next = NavBarCommands()
      if let top = commands.contentInsetTop, !container.observesOnly {
        let decelerating = container.isDecelerating
        container.setContentInsetTop(ownInsetTop(forAdjusted: top, of: container))
        pass.writes.contentInsetTop += 1
        let echo = ScrollEvent.insetChanged(
          top: container.adjustedContentInsetTop, bottom: container.adjustedContentInsetBottom)
        container.willDeliver(echo)
        next.merge(engine.handle(echo, in: container))
        if decelerating && !container.isDecelerating { stoppedDeceleration = true }
      }
      if let top = commands.scrollIndicatorInsetTop, !container.observesOnly {
        container.setScrollIndicatorInsetTop(top - container.scrollIndicatorInsetShareTop)
        pass.writes.scrollIndicatorInsetTop += 1
      }
      if commands.stopsContentMotion {
        container.stopMotion()
        pass.writes.stopMotion += 1
      }
      if let offset = commands.contentOffset {
        container.setContentOffsetY(offset.y, animation: offset.animation)
        pass.writes.contentOffset += 1
      }
      if commands.contentInsetTop == nil && container.adjustedContentInsetTop != insetBefore {
        // A write moved the adjusted inset on its own (a stop that lands a slide of the system's
        // share at once): the share first, then the insets, as `insetsChanged` reports them.
        let system = systemInsetReport(of: container)
        container.willDeliver(system)
        next.merge(engine.handle(system, in: container))
        let echo = ScrollEvent.insetChanged(
          top: container.adjustedContentInsetTop, bottom: container.adjustedContentInsetBottom)
        container.willDeliver(echo)
        next.merge(engine.handle(echo, in: container))
      }
      let offsetAfter = container.contentOffsetY
      if offsetAfter != offsetBefore {
        let echo = ScrollEvent.offsetChanged(offsetAfter)
        container.willDeliver(echo)
        next.merge(engine.handle(echo, in: container))
      }
      guard next.hasWork else {
        pass.collect(next)
        return
      }
      rounds += 1
      guard rounds < maximumRounds else {
        pass.overflowed = true
        return
      }
      commands = next
    }
  }

  /// Whether a container's insets differ from what the controller last heard of them: its
  /// adjusted top or bottom inset, or the system's share of the top.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - controller: The controller attached to it.
  /// - Returns: Whether they moved.
  @usableFromInline static func insetsMoved<Container: ScrollContainer>(
    of container: Container, for controller: NavBarController
  )
    -> Bool
  {
    let share = container.adjustedContentInsetTop - container.contentInsetTop
    return container.adjustedContentInsetTop != controller.geometry.contentInsetTop
      || container.adjustedContentInsetBottom != controller.geometry.contentInsetBottom
      || share != controller.ledger.knownSystemShare
      || refreshStateMoved(of: container, for: controller)
  }

  /// Whether the refresh control of a container that writes its room into its own inset
  /// (`.never`) changed its state since the controller last heard: UIKit may call back for its
  /// write before the state changes, so the next event reports the insets again first.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - controller: The controller attached to it.
  /// - Returns: Whether the state moved.
  @usableFromInline static func refreshStateMoved<Container: ScrollContainer>(
    of container: Container, for controller: NavBarController
  ) -> Bool {
    controller.ledger.refreshWritesContentInset && container.isRefreshing != controller.ledger.containerIsRefreshing
  }

  /// The container's own `contentInset.top` that makes its adjusted top inset `adjusted`, with
  /// the system's share as it is now.
  ///
  /// - Parameters:
  ///   - adjusted: The adjusted top inset wanted.
  ///   - container: The container.
  /// - Returns: The inset to write.
  public static func ownInsetTop<Container: ScrollContainer>(forAdjusted adjusted: Double, of container: Container)
    -> Double
  {
    adjusted - (container.adjustedContentInsetTop - container.contentInsetTop)
  }
}

extension NavBarCommands {
  /// Whether the commands ask for a write to the container.
  @inlinable var hasWork: Bool {
    contentInsetTop != nil || scrollIndicatorInsetTop != nil || stopsContentMotion || contentOffset != nil
  }

  /// Adds commands that came later: their writes replace these, their flags join them.
  ///
  /// - Parameter later: The later commands.
  @usableFromInline mutating func merge(_ later: NavBarCommands) {
    if let top = later.contentInsetTop { contentInsetTop = top }
    if let top = later.scrollIndicatorInsetTop { scrollIndicatorInsetTop = top }
    stopsContentMotion = stopsContentMotion || later.stopsContentMotion
    if let offset = later.contentOffset { contentOffset = offset }
    effects.merge(later.effects)
  }
}
