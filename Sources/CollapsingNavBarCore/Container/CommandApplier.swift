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
@usableFromInline package enum CommandApplier {
  /// The most rounds one pass makes (an event, then the echoes of its writes, then theirs)
  /// before it stops and reports a feedback loop.
  package static let maximumRounds = 16

  /// Feeds an event to the controller and applies its commands to the container.
  ///
  /// The controller decides what it hears beside the event, from the container as it is at each
  /// step (``NavBarController``'s delivery plan): a finger that touches the content without
  /// panning reaches no delegate callback of its own, so it reads the container's `isTracking`
  /// and hears ``ScrollEvent/touchBegan`` or ``ScrollEvent/touchEnded`` first; insets that moved
  /// unheard, a late offset, a motion a write stopped. While a finger rests the controller wants
  /// frame ticks, so a tick notices the lift.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - controller: The bar's controller.
  ///   - container: The attached container.
  /// - Returns: What the pass did.
  package static func deliver<Container: ScrollContainer>(
    _ event: ScrollEvent, to controller: inout NavBarController, container: inout Container
  ) -> CommandPass {
    withUnsafeMutablePointer(to: &controller) { pointer in
      var controller = ControllerPointer(pointer: pointer)
      return deliver(event, controller: &controller, container: &container)
    }
  }

  /// ``deliver(_:to:container:)`` through any access to the controller: the driver's touches its
  /// controller only while the controller handles an event, never across a write to the
  /// container (whose callbacks may read it).
  @inlinable static func deliver<Access: ControllerAccess, Container: ScrollContainer>(
    _ event: ScrollEvent, controller: inout Access, container: inout Container
  ) -> CommandPass {
    var pass = CommandPass()
    run(Delivery(event), controller: &controller, container: &container, into: &pass)
    return pass
  }

  /// Carries out a delivery: asks the controller for each event it hears, in turn, and applies
  /// what each one answers before the next is decided.
  ///
  /// - Parameters:
  ///   - delivery: The delivery.
  ///   - controller: The access to the controller.
  ///   - container: The attached container.
  ///   - pass: Collects what the events' answers did.
  @inlinable static func run<Access: ControllerAccess, Container: ScrollContainer>(
    _ delivery: Delivery, controller: inout Access, container: inout Container, into pass: inout CommandPass
  ) {
    var delivery = delivery
    while let step = controller.nextStep(&delivery, container: container) {
      if step.announced { container.willDeliver(step.event) }
      apply(controller.handle(step.event, in: container), controller: &controller, container: &container, into: &pass)
      if delivery.isOver { return }
    }
  }

  /// Attaches the controller to the container: the attach, then the container's insets (the
  /// system's share at rest, a refresh control already refreshing).
  ///
  /// - Parameters:
  ///   - controller: The bar's controller.
  ///   - container: The container to attach.
  /// - Returns: What the pass did.
  package static func attach<Container: ScrollContainer>(
    _ controller: inout NavBarController, to container: inout Container
  ) -> CommandPass {
    withUnsafeMutablePointer(to: &controller) { pointer in
      var controller = ControllerPointer(pointer: pointer)
      return attach(controller: &controller, to: &container)
    }
  }

  /// ``attach(_:to:)`` through any access to the controller.
  @usableFromInline static func attach<Access: ControllerAccess, Container: ScrollContainer>(
    controller: inout Access, to container: inout Container
  ) -> CommandPass {
    var pass = deliver(
      .attach(container.geometry, observesOnly: container.observesOnly), controller: &controller, container: &container)
    pass.collect(insetsChanged(controller: &controller, container: &container))
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
  package static func insetsChanged<Container: ScrollContainer>(
    _ controller: inout NavBarController, container: inout Container
  ) -> CommandPass {
    withUnsafeMutablePointer(to: &controller) { pointer in
      var controller = ControllerPointer(pointer: pointer)
      return insetsChanged(controller: &controller, container: &container)
    }
  }

  /// ``insetsChanged(_:container:)`` through any access to the controller.
  @usableFromInline static func insetsChanged<Access: ControllerAccess, Container: ScrollContainer>(
    controller: inout Access, container: inout Container
  ) -> CommandPass {
    var pass = CommandPass()
    run(.insetsReport, controller: &controller, container: &container, into: &pass)
    return pass
  }

  /// Applies commands the controller returned outside an event (``NavBarController/expand(animated:)``,
  /// ``NavBarController/collapse(animated:)``, ``NavBarController/setEnvironment(_:)``).
  ///
  /// - Parameters:
  ///   - commands: What the controller asked for.
  ///   - controller: The bar's controller.
  ///   - container: The attached container.
  /// - Returns: What the pass did.
  package static func apply<Container: ScrollContainer>(
    _ commands: NavBarCommands, to controller: inout NavBarController, container: inout Container
  ) -> CommandPass {
    withUnsafeMutablePointer(to: &controller) { pointer in
      var controller = ControllerPointer(pointer: pointer)
      var pass = CommandPass()
      apply(commands, controller: &controller, container: &container, into: &pass)
      return pass
    }
  }

  /// The loop: writes, reads back, feeds the echoes, until nothing is left to write.
  ///
  /// The controller is reached only through `controller.handle(_:in:)`, between writes: a container
  /// that calls back from inside a write (UIKit's `scrollViewDidScroll` and KVO run inside the
  /// `contentOffset` setter) finds no access to the controller held open.
  @usableFromInline static func apply<Access: ControllerAccess, Container: ScrollContainer>(
    _ commands: NavBarCommands, controller: inout Access, container: inout Container,
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
      // A write stopped a deceleration: the controller decides what it hears of the stop (a
      // lift, or the motion's end, after the offset the content stopped at).
      if stoppedDeceleration, !pass.overflowed {
        run(.afterStoppedMotion, controller: &controller, container: &container, into: &pass)
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
      if let spacer = commands.leadingSpacerHeight, !container.observesOnly {
        // The spacer first: the inset and the offset below count the content without it. The
        // content goes back to where it was on screen (the spacer moved it within the content),
        // as part of the spacer's change, unless an offset written at once lands it anyway: an
        // animated offset starts from there. The controller writes the inset with it.
        container.setLeadingSpacerHeight(spacer)
        pass.writes.leadingSpacer += 1
        if commands.contentOffset?.animation != OffsetAnimation.none && container.contentOffsetY != offsetBefore {
          container.setContentOffsetY(offsetBefore, animation: .none)
        }
      }
      if let top = commands.contentInsetTop, !container.observesOnly {
        let decelerating = container.isDecelerating
        container.setContentInsetTop(commands.givesBackContainer ? top : ownInsetTop(forAdjusted: top, of: container))
        pass.writes.contentInsetTop += 1
        let echo = ScrollEvent.insetChanged(
          top: container.adjustedContentInsetTop, bottom: container.adjustedContentInsetBottom)
        container.willDeliver(echo)
        next.merge(controller.handle(echo, in: container))
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
        // (Given back: a distance from the top edge the inset just written gives the content.)
        let y = commands.givesBackContainer ? offset.y - container.adjustedContentInsetTop : offset.y
        container.setContentOffsetY(y, animation: offset.animation)
        pass.writes.contentOffset += 1
      }
      if commands.contentInsetTop == nil && container.adjustedContentInsetTop != insetBefore {
        // A write moved the adjusted inset on its own (a stop that lands a slide of the system's
        // share at once): the share first, then the insets, as `insetsChanged` reports them.
        let system = NavBarController.systemInsetReport(of: container)
        container.willDeliver(system)
        next.merge(controller.handle(system, in: container))
        let echo = ScrollEvent.insetChanged(
          top: container.adjustedContentInsetTop, bottom: container.adjustedContentInsetBottom)
        container.willDeliver(echo)
        next.merge(controller.handle(echo, in: container))
      }
      let offsetAfter = container.contentOffsetY
      if offsetAfter != offsetBefore {
        let echo = ScrollEvent.offsetChanged(offsetAfter)
        container.willDeliver(echo)
        next.merge(controller.handle(echo, in: container))
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

  /// The container's own `contentInset.top` that makes its adjusted top inset `adjusted`, with
  /// the system's share as it is now.
  ///
  /// - Parameters:
  ///   - adjusted: The adjusted top inset wanted.
  ///   - container: The container.
  /// - Returns: The inset to write.
  package static func ownInsetTop<Container: ScrollContainer>(forAdjusted adjusted: Double, of container: Container)
    -> Double
  {
    adjusted - (container.adjustedContentInsetTop - container.contentInsetTop)
  }
}

extension NavBarCommands {
  /// Whether the commands ask for a write to the container.
  @inlinable var hasWork: Bool {
    contentInsetTop != nil || scrollIndicatorInsetTop != nil || stopsContentMotion || contentOffset != nil
      || leadingSpacerHeight != nil
  }

  /// Adds commands that came later: their writes replace these, their flags join them.
  ///
  /// - Parameter later: The later commands.
  @usableFromInline mutating func merge(_ later: NavBarCommands) {
    if let top = later.contentInsetTop { contentInsetTop = top }
    if let top = later.scrollIndicatorInsetTop { scrollIndicatorInsetTop = top }
    stopsContentMotion = stopsContentMotion || later.stopsContentMotion
    if let offset = later.contentOffset { contentOffset = offset }
    if let spacer = later.leadingSpacerHeight { leadingSpacerHeight = spacer }
    givesBackContainer = givesBackContainer || later.givesBackContainer
    effects.merge(later.effects)
  }
}
