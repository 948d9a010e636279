/// Owns a bar's ``NavBarController`` and the container it drives, for every host.
///
/// The hosts are the UIKit bar (attached or following a SwiftUI container), the simulator and
/// the tests. It runs one pass at a time.
///
/// UIKit calls back while you write: setting `contentOffset` runs `scrollViewDidScroll` and the
/// KVO of `contentOffset` and `bounds` before the setter returns, and an app's delegate may read
/// the bar or call `expand` right there. The driver makes that safe:
///
/// - **Reads are always safe.** ``controller`` is touched only while it handles an event, never
///   across a write to the container, so a callback that reads ``controller`` (the bar's
///   `progress`, `layout`, the phase) during a pass sees the state after the last event the pass
///   handled, and never meets an access held open (Swift checks exclusive access at run time,
///   in release builds too, and traps on a conflict).
/// - **Work that arrives during a pass waits for it.** An event, a change
///   (``perform(_:)``), an attach, a detach or any host work (``whenIdle(_:)``) that arrives
///   while a pass runs is queued and handled right after it, in order, never nested. A queued
///   report of the container's state (`.offsetChanged`, `.contentSizeChanged`,
///   `.viewportChanged`, a change of insets) is read again from the container when its turn
///   comes, and dropped when the controller already knows the value: the applier reads back
///   what its own writes changed, so the echo a callback reported is folded into the pass. Each
///   is counted in ``activity``.
/// - **The host hears each pass once** through ``onPass``, after the pass and before any queued
///   work; what the host does there (lay out, tell the screen) is queued like the rest.
///
/// ```swift
/// func drive<MyContainer: ScrollContainer>(_ list: MyContainer) throws {
///   let controller = try NavBarController(configuration: .systemWithSearch, environment: .phone)
///   let driver = NavBarDriver<MyContainer>(controller: controller)
///   driver.onPass = { pass in if pass.needsLayout { /* set the bar's frames once */ } }
///   driver.attach(list)
///   driver.send(.dragBegan)
///   try? driver.perform(.expand(animated: true))  // also fine from inside a callback
/// }
/// ```
///
/// A container is a handle: the driver works on a copy of it during a pass and keeps that copy
/// after it, so a container that calls back keeps its state in the object it stands for (a
/// `UIScrollView`, a simulated scroll view), as a wrapper of a reference does.
///
/// Not thread-safe: use one driver on one thread (the UIKit bar's is the main thread's).
public final class NavBarDriver<Container: ScrollContainer> {
  /// The controller: safe to read at any time, during a pass too.
  @inlinable public var controller: NavBarController { _read { yield controllerStorage } }
  /// The container the controller is attached to, if any.
  @inlinable public var container: Container? { _read { yield containerStorage } }
  /// Whether a pass (or the host's ``onPass`` after it, or queued work) is running: work that
  /// arrives now is queued.
  @inlinable public var isBusy: Bool { busy }
  /// What arrived during passes and how it was handled.
  @inlinable public var activity: NavBarDriverActivity { activityStorage }

  @usableFromInline var controllerStorage: NavBarController
  @usableFromInline var containerStorage: Container?
  @usableFromInline var busy = false
  @usableFromInline var activityStorage = NavBarDriverActivity()
  /// The recorder, while one records (``startRecording(_:clock:)``).
  // (Checked, as every stored property: `@exclusivity(unchecked)` here and `unowned(unsafe)` in
  // `DriverAccess` bought the simulator 3.7% of its frames per second and the host's tick nothing
  // measurable, paired runs of navbar-bench: not worth a shipping library's safety.)
  @usableFromInline var recorder: NavBarRecorder?
  /// Called once after each pass, with what is left for the host to do once (lay the bar out,
  /// play a title fade, hand a fling its target, run the display link).
  public var onPass: ((CommandPass) -> Void)?
  /// Called before a queued event is handled (after its value was read again), for a log.
  public var onDeferredEvent: ((ScrollEvent) -> Void)?

  /// The work queued during a pass, in order of arrival.
  @usableFromInline var pending: [Work] = []
  /// How deep host work (``whenIdle(_:)``) runs: the driver calls it makes run at once, and the
  /// work they queue waits until the host work is over, so that the host's own steps (give a
  /// delegate back, forget the scroll view) are never split by queued work.
  @usableFromInline var hostWorkDepth = 0

  /// Work that waits for the pass that runs.
  @usableFromInline enum Work {
    case event(ScrollEvent)
    case insetsChanged
    case change(NavBarChange)
    case attach(Container)
    case detach
    case call(() -> Void)

    /// Whether the work runs at once inside host work although older work still waits.
    ///
    /// An attach or a detach does: the host's own steps around it count on it (a shell gives
    /// the delegate back right after the detach). Everything else keeps its order behind the
    /// waiting work: a change of panels made inside host work that runs from the queue would
    /// otherwise reach the controller before an older one still queued, which would then undo it.
    @usableFromInline var overtakesWaitingWork: Bool {
      switch self {
      case .attach, .detach: return true
      case .event, .insetsChanged, .change, .call: return false
      }
    }
  }

  /// A driver for a controller, with no container attached.
  ///
  /// - Parameter controller: The bar's controller.
  public init(controller: NavBarController) {
    self.controllerStorage = controller
  }

  // MARK: - Entry points

  /// Attaches the controller to a container (`CommandApplier.attach(_:to:)`).
  ///
  /// The attach, then the container's insets. A container attached before is let go first.
  ///
  /// - Parameter container: The container.
  /// - Returns: What the pass did, or `nil` if it was queued behind a running pass.
  @discardableResult
  public func attach(_ container: Container) -> CommandPass? {
    enter(.attach(container))
  }

  /// Lets go of the container: the controller restores what it changed.
  ///
  /// - Returns: What the pass did, or `nil` if it was queued behind a running pass.
  @discardableResult
  public func detach() -> CommandPass? {
    enter(.detach)
  }

  /// Feeds an event to the controller and applies its commands to the container
  /// (`CommandApplier.deliver(_:to:container:)`); without a container, only the controller
  /// hears it.
  ///
  /// - Parameter event: What happened.
  /// - Returns: What the pass did (a fling's adjusted target among it), or `nil` if the event was
  ///   queued behind a running pass (a fling's target then stays UIKit's).
  @discardableResult @inlinable
  public func send(_ event: ScrollEvent) -> CommandPass? {
    // (The host reports the container's numbers; the controller counts without a spacer.)
    let event = seen(event)
    // (Never ahead of work still waiting: inside host work that runs from the queue.)
    guard !isBusy && pending.isEmpty else {
      pending.append(.event(event))
      activityStorage.deferred += 1
      return nil
    }
    busy = true
    let pass = run(event)
    finishTurn(pass)
    return pass
  }

  /// Reports a change of the container's insets (KVO of `contentInset`,
  /// `scrollViewDidChangeAdjustedContentInset(_:)`, the refresh control's `.valueChanged`):
  /// `CommandApplier.insetsChanged(_:container:)`.
  ///
  /// - Returns: What the pass did, or `nil` if it was queued behind a running pass.
  @discardableResult
  public func insetsChanged() -> CommandPass? {
    enter(.insetsChanged)
  }

  /// Makes a change and applies what it asks for; during a pass, after it.
  ///
  /// An expand, a collapse, a new configuration or environment, Reduce Motion: the one way to
  /// change the controller, for the UIKit bar, the simulator and the tests alike; a recorder
  /// records it by name, so a replay makes it again.
  ///
  /// A configuration or environment the controller refuses is thrown at once and changes nothing:
  /// the change is tried on a copy of the controller first, then made (during a pass, after it; a
  /// finger the controller has not heard of is reported before it). Whether a change is refused
  /// depends on the change alone, never on the controller's state, so its turn never refuses it.
  ///
  /// - Parameter change: The change.
  /// - Throws: The change's ``BarConfigurationError``.
  public func perform(_ change: NavBarChange) throws(BarConfigurationError) {
    var trial = controller
    _ = try trial.apply(change)
    enter(.change(change))
  }

  /// Runs host work when no pass runs.
  ///
  /// Now, or right after the running pass, in order with the other work queued. Driver calls
  /// made inside `work` run at once, unless older work still waits (host work run from the
  /// queue, a pass inside the work that queued some): then in order behind it. An attach or a
  /// detach runs at once all the same.
  ///
  /// - Parameter work: The host's work (a detach that gives a delegate back, an attach).
  public func whenIdle(_ work: @escaping () -> Void) {
    guard isBusy || !pending.isEmpty else {
      runHostWork(work)
      guard hostWorkDepth == 0, !pending.isEmpty else { return }
      busy = true
      finishTurn(nil)
      return
    }
    pending.append(.call(work))
    activityStorage.deferred += 1
  }

  /// Runs host work now, as ``whenIdle(_:)`` runs it when no pass runs.
  ///
  /// The work its driver calls queue waits for its end, then runs (unless this is itself inside
  /// host work, whose end runs it). For the host's own steps that must run now (a detach).
  package func runNowAsHostWork(_ work: () -> Void) {
    runHostWork(work)
    guard !isBusy, hostWorkDepth == 0, !pending.isEmpty else { return }
    busy = true
    finishTurn(nil)
  }

  /// Runs host work after the running host work or pass ends; now when neither runs.
  ///
  /// For work asked for while the host lets go of its container: it must not run inside the
  /// let-go, nor inside the host work that let go (an attach that let go of the container before
  /// it binds the new one), but after it, in order with the rest.
  ///
  /// - Parameter work: The host's work.
  package func afterHostWork(_ work: @escaping () -> Void) {
    guard isBusy || hostWorkDepth > 0 || !pending.isEmpty else { return whenIdle(work) }
    pending.append(.call(work))
    activityStorage.deferred += 1
  }

  /// Runs host work; the work its driver calls queue waits for its end.
  @usableFromInline func runHostWork(_ work: () -> Void) {
    hostWorkDepth += 1
    work()
    hostWorkDepth -= 1
  }

  // MARK: - Turns

  /// Runs work now, or queues it behind the running pass.
  @discardableResult
  @usableFromInline func enter(_ work: Work) -> CommandPass? {
    guard !isBusy && (pending.isEmpty || work.overtakesWaitingWork) else {
      pending.append(work)
      activityStorage.deferred += 1
      return nil
    }
    busy = true
    let pass = run(work)
    finishTurn(pass)
    return pass
  }

  /// Tells the host of a pass, then runs the work queued meanwhile, in order (inside host work,
  /// the host work's end does).
  @inlinable func finishTurn(_ pass: CommandPass?) {
    if let pass, let onPass { onPass(pass) }
    // (Nothing queued, the usual case: no call into the unspecialized loop.)
    if !pending.isEmpty { drainPending() }
    busy = false
  }

  /// Runs the work queued during a pass, in order (inside host work, the host work's end does).
  ///
  /// At most ``maximumChangesPerTurn`` expands and collapses run in one turn: a screen that
  /// answers each of the bar's writes with another one (a `collapse` from `scrollViewDidScroll`
  /// that the next write's callback answers with an `expand`) would otherwise keep the main
  /// thread forever. Those past the bound are refused (``NavBarDriverActivity/overrun``);
  /// everything else still runs (the reports of the container's state, new configurations and
  /// environments, the host's work), so the controller ends the turn knowing where the content
  /// is and nothing but the repeated moves is lost.
  @usableFromInline func drainPending() {
    var moves = 0
    while hostWorkDepth == 0 && !pending.isEmpty {
      let work = pending.removeFirst()
      switch work {
      case .call(let body):
        busy = false
        runHostWork(body)
        busy = true
        continue
      case .change(.expand), .change(.collapse):
        moves += 1
        guard moves <= Self.maximumChangesPerTurn else {
          activityStorage.overrun += 1
          continue
        }
      default:
        break
      }
      if let pass = run(work, deferred: true) { onPass?(pass) }
    }
  }

  /// The most expands and collapses (``NavBarChange/expand(animated:)``,
  /// ``NavBarChange/collapse(animated:)``) one turn runs after its pass; the rest are refused
  /// (``NavBarDriverActivity/overrun``).
  public static var maximumChangesPerTurn: Int { 64 }

  /// Runs one piece of work.
  ///
  /// - Parameters:
  ///   - work: The work.
  ///   - deferred: Whether it waited for a pass: a report of the container's state is then read
  ///     again, and dropped if the controller knows it already.
  /// - Returns: What the pass did, or `nil` when there was nothing to run.
  @usableFromInline func run(_ work: Work, deferred: Bool = false) -> CommandPass? {
    switch work {
    case .event(let event):
      guard deferred else { return run(event) }
      guard let event = refreshed(event) else {
        activityStorage.folded += 1
        return nil
      }
      onDeferredEvent?(event)
      return run(event)
    case .insetsChanged:
      guard var container = availableContainer else { return nil }
      if deferred && !controller.insetsMoved(of: container) {
        activityStorage.folded += 1
        return nil
      }
      var access = DriverAccess(driver: self)
      let pass = CommandApplier.insetsChanged(controller: &access, container: &container)
      self.containerStorage = container.base
      return pass
    case .change(let change):
      let touch = reportTouch()
      // (Whether a change is refused depends on the change alone, never on the controller's
      // state: its trial when it was made answered for its turn. A refusal throws before the
      // controller changes.)
      let commands = (try? controllerStorage.apply(change)) ?? NavBarCommands()
      recorder?.record(
        .change(change), geometry: availableContainer?.geometry, commands: commands, controller: controllerStorage)
      return CommandPass.combining(touch, apply(commands))
    case .attach(let container):
      if containerStorage != nil { _ = run(Work.detach) }
      self.containerStorage = container
      var container = SpacedContainer(base: container)
      var access = DriverAccess(driver: self)
      let pass = CommandApplier.attach(controller: &access, to: &container)
      self.containerStorage = container.base
      return pass
    case .detach:
      defer { containerStorage = nil }
      return run(ScrollEvent.detach)
    case .call(let body):
      body()
      return nil
    }
  }

  /// Reports an offset, insets and a finger the controller has not heard of yet (or the lift of
  /// the one it holds for) before a change made outside an event.
  ///
  /// - Returns: What the touch's pass did, or `nil` when there was none to report.
  @usableFromInline func reportTouch() -> CommandPass? {
    guard var container = availableContainer, controller.isAttached else { return nil }
    var pass: CommandPass?
    if container.contentOffsetY != controller.geometry.contentOffsetY {
      // The screen's `scrollViewDidScroll` runs before the bar's own observer hears the offset:
      // a change made there starts from where the content is.
      let moved = ScrollEvent.offsetChanged(container.contentOffsetY)
      container.willDeliver(moved)
      self.containerStorage = container.base
      pass = run(moved)
    }
    if controller.insetsMoved(of: container) {
      // So does the screen's `scrollViewDidChangeAdjustedContentInset`: a change made there (a
      // new panel while the safe area changes) starts from the insets the content has (fuzz seed
      // 77002, scenario 38823: the bar rested at a collapse of 1 between 0 and 2).
      var access = DriverAccess(driver: self)
      pass = CommandPass.combining(pass, CommandApplier.insetsChanged(controller: &access, container: &container))
      self.containerStorage = container.base
    }
    guard let touch = controller.touchReport(container: container) else { return pass }
    container.willDeliver(touch)
    self.containerStorage = container.base
    return CommandPass.combining(pass, run(touch))
  }

  /// Delivers an event through the applier, or to the controller alone without a container.
  @inlinable func run(_ event: ScrollEvent) -> CommandPass {
    guard var container = availableContainer else {
      if _slowPath(recorder != nil) { return CommandPass(commands: recordedHandle(event)) }
      return CommandPass(commands: controllerStorage.handle(event))
    }
    var access = DriverAccess(driver: self)
    let pass = CommandApplier.deliver(event, controller: &access, container: &container)
    self.containerStorage = container.base
    return container.shown(pass)
  }

  /// Applies commands through the applier, or keeps what is left of them without a container.
  @usableFromInline func apply(_ commands: NavBarCommands) -> CommandPass {
    guard var container = availableContainer else { return CommandPass(commands: commands) }
    var access = DriverAccess(driver: self)
    var pass = CommandPass()
    CommandApplier.apply(commands, controller: &access, container: &container, into: &pass)
    self.containerStorage = container.base
    return pass
  }

  /// The container, if it is attached and still there, as the controller sees it (without a
  /// spacer: ``InsetStrategy/collapsedWithSpacer``).
  @inlinable var availableContainer: SpacedContainer<Container>? {
    guard let container = containerStorage, container.isAvailable else { return nil }
    return SpacedContainer(base: container)
  }

  /// An event the host reported in the container's numbers, in the controller's.
  @inlinable func seen(_ event: ScrollEvent) -> ScrollEvent {
    guard let container = containerStorage, container.leadingSpacerHeight != 0 else { return event }
    return SpacedContainer(base: container).seen(event)
  }

  /// A queued report of the container's state, with the value the container has now.
  ///
  /// `nil` when the controller knows that value already (the pass that ran reported it). Other
  /// events are kept as they are.
  ///
  /// - Parameter event: The queued event.
  /// - Returns: The event to deliver, or `nil`.
  @usableFromInline func refreshed(_ event: ScrollEvent) -> ScrollEvent? {
    guard let container = availableContainer, controller.isAttached else { return event }
    let known = controller.geometry
    switch event {
    case .offsetChanged:
      let y = container.contentOffsetY
      return y == known.contentOffsetY ? nil : .offsetChanged(y)
    case .contentSizeChanged:
      let height = container.contentHeight
      return height == known.contentHeight ? nil : .contentSizeChanged(height: height)
    case .viewportChanged:
      return controller.viewportEvent(height: container.viewportHeight)
    case .insetChanged, .systemInsetChanged:
      return controller.insetsMoved(of: container)
        ? .insetChanged(top: container.adjustedContentInsetTop, bottom: container.adjustedContentInsetBottom)
        : nil
    default:
      return event
    }
  }

  // MARK: - The controller, one event at a time

  /// The driver's controller as the applier reaches it: one access per event, none held across
  /// a write to the container.
  @usableFromInline struct DriverAccess: ControllerAccess {
    // (The access lives only inside a call on the driver, which its caller holds.)
    @usableFromInline unowned let driver: NavBarDriver

    @inlinable init(driver: NavBarDriver) { self.driver = driver }

    @inlinable mutating func handle<C: ScrollContainer>(_ event: ScrollEvent, in container: C) -> NavBarCommands {
      // (Off, the recorder costs this one check; on, one call that is not inlined, so the hot
      // path stays as small as it was.)
      if _slowPath(driver.recorder != nil) { return driver.recordedHandle(event, in: container) }
      return driver.controllerStorage.handle(event)
    }

    @inlinable func nextStep<C: ScrollContainer>(_ delivery: inout Delivery, container: C) -> Delivery.Step? {
      driver.controllerStorage.nextStep(&delivery, container: container)
    }
  }
}

/// What arrived at a ``NavBarDriver`` while a pass ran, and what became of it.
public struct NavBarDriverActivity: Hashable, Sendable {
  /// Events, changes and host work that arrived during a pass and ran after it.
  public var deferred = 0
  /// Queued reports of the container's state whose value the controller knew by their turn
  /// (the echoes of the pass's own writes, which the applier reads back itself).
  public var folded = 0
  /// Expands and collapses refused because one turn already ran
  /// ``NavBarDriver/maximumChangesPerTurn`` of them: a screen that answers each of the bar's
  /// writes with another one.
  public var overrun = 0

  /// Nothing yet.
  public init() {}
}
