import CollapsingNavBarCore

/// The bar as the simulator plays it: the UIKit bar's shell around the same ``NavBarHost``.
///
/// The host keeps everything the bar keeps that is not a view (its lifetime, its panels, its
/// share of the screen's safe area) and owns the ``NavBarDriver``; this shell binds the simulated
/// views to it as the UIKit bar binds UIKit's. It observes the attached ``LiveScrollView`` as
/// the UIKit bar observes a `UIScrollView` (KVO of `contentOffset`, `bounds`, `contentSize` and
/// `contentInset`), stands in front of the screen's delegate as the bar's delegate proxy does
/// (the screen hears each callback first, then the bar), and shows each pass once: the layout, a
/// title cross-fade, a fling's target. Everything reaches the controller through the driver, so
/// a callback from inside one of the bar's own writes (the screen reading the bar, calling
/// `expand`, adding a panel, releasing the bar) meets a pass that is still running, exactly as on
/// a device.
final class SimulatedBar: LiveScrollViewObserver, LiveScrollViewDelegate {
  /// What one frame's passes did, for the trace.
  struct FrameCounters {
    var insetWrites = 0
    var mostEventInsetWrites = 0
    var mostWritesPerProperty = 0
    var overflow = 0
    var screenCalls = 0
  }

  /// The bar's attachment to one scroll view, as the UIKit bar's `ScrollAttachment`: what it
  /// gives back when it lets go, held by the host's ``NavBarHost/LetGo`` (never the bar itself).
  final class Attachment {
    /// The scroll view.
    weak var view: LiveScrollView?
    /// The screen's delegate, which the bar's proxy forwards to.
    weak var screen: ScriptedScreen?
    /// Whether the bar only observes it (a SwiftUI container).
    let observesOnly: Bool

    init(view: LiveScrollView, observesOnly: Bool) {
      self.view = view
      self.screen = view.delegate as? ScriptedScreen
      self.observesOnly = observesOnly
    }
  }

  /// The host: the driver, the lifetime, the panels, the safe-area share.
  let host: NavBarHost<LiveContainer, SimulatedPanelView>
  /// The simulation's log.
  let log: SimulationLogBook
  /// The attachment, if any.
  private(set) var attachment: Attachment?
  /// The titles as the bar shows them: it plays each cross-fade the controller starts.
  var titles: TitleCrossFade
  /// What this frame's passes did.
  var counters = FrameCounters()
  /// The simulated time now.
  var time = 0.0
  /// Counts the changes of configuration made (the simulator looks for new panels when it moves).
  private(set) var configurationVersion = 0
  /// Whether the app let go of the bar (``release(fromAnotherThread:)``): the shell is gone,
  /// and its observers and its proxy reach nothing.
  private(set) var isGone = false
  /// A release from another thread waits for the main queue's next turn (``finishRelease()``).
  private(set) var releaseWaits = false
  /// The app's screens (view controllers) the bar can be installed in, and their safe areas.
  let screens: [SimulatedViewController]
  /// The screen the bar is installed in.
  private(set) var installedScreen: Int?
  /// The app's screens, held as the app holds its view controllers.
  private var keptScreens: [ScriptedScreen] = []
  /// The driver's refusals past its bound so far (each logged once).
  private var loggedOverrun = 0
  /// The safe-area top the system gives the screen (the status bar), without any additional
  /// inset: the device's, set with each environment.
  private(set) var systemSafeAreaTop: Double

  /// A bar around a controller.
  ///
  /// - Parameters:
  ///   - controller: The controller.
  ///   - log: The simulation's log.
  ///   - screens: The view controllers the bar may be installed in.
  init(controller: NavBarController, log: SimulationLogBook, screens: [SimulatedViewController]) {
    host = NavBarHost(controller: controller)
    self.log = log
    self.screens = screens
    systemSafeAreaTop = controller.metrics.environment.safeAreaTop
    titles = TitleCrossFade(
      state: controller.layout.compactTitleAlpha >= 0.5 ? .compact : .large,
      duration: controller.metrics.configuration.titleFadeDuration)
    host.onPass = { [weak self] pass in self?.show(pass) }
    host.onPanelsApplied = { [weak self] in self?.reconcileSafeArea() }
    driver.onDeferredEvent = { [weak self] event in self?.logEvent(event) }
    // The first layout, as the UIKit bar's init shows it: the app hears the progress it starts with.
    _ = host.progressChange()
  }

  /// The driver.
  var driver: NavBarDriver<LiveContainer> { host.driver }
  /// The scroll view attached, if any.
  var view: LiveScrollView? { attachment?.view }
  /// The screen's delegate of the attached scroll view.
  var screen: ScriptedScreen? { attachment?.screen }
  /// Whether the attached scroll view is observed only (a SwiftUI container).
  var observesOnly: Bool { attachment?.observesOnly ?? false }

  /// The controller.
  var controller: NavBarController { driver.controller }

  // MARK: - Attaching

  /// Attaches the bar to a scroll view: observes it, wraps its delegate, takes over its insets.
  ///
  /// During a pass, after it.
  ///
  /// - Parameters:
  ///   - view: The scroll view.
  ///   - observesOnly: Whether the bar only observes it.
  func attach(_ view: LiveScrollView, observesOnly: Bool) {
    host.whenIdle { [weak self] in self?.attachNow(view, observesOnly: observesOnly) }
  }

  private func attachNow(_ view: LiveScrollView, observesOnly: Bool) {
    guard !isGone else { return }
    host.detachNow()
    let attachment = Attachment(view: view, observesOnly: observesOnly)
    self.attachment = attachment
    view.delegate = self
    view.observer = self
    let container = LiveContainer(view: view, log: log, observesOnly: observesOnly)
    log.append(.event(.attach(container.geometry)))
    host.attachNow(container) { [weak self, log, driver = host.driver] detach in
      guard let view = attachment.view else { return detach() }
      if view.model.contentOffsetY != driver.controller.geometry.contentOffsetY {
        // Inside the screen's `scrollViewDidScroll` (which runs before the bar's observer), the
        // bar reads where the content is before it lets go, so the detach is logged with it.
        if !driver.isBusy { log.append(.event(.offsetChanged(view.model.contentOffsetY))) }
        driver.send(.offsetChanged(view.model.contentOffsetY))
      }
      // The bar's own settle plays on its display link, which stops as the bar lets go (the
      // UIKit bar stops its settle player before it detaches): the content stays where it is.
      if view.model.isPlayingOwnSettle { view.change { $0.stopMotion() } }
      log.append(
        .detach(collapseDistance: driver.controller.collapseDistance, collapse: driver.controller.layout.collapse))
      detach()
      view.observer = nil
      view.delegate = attachment.screen
      if self?.attachment === attachment { self?.attachment = nil }
    }
  }

  /// Lets go of the scroll view: the controller gives its insets back.
  ///
  /// The screen's delegate is restored. During a pass, after it.
  func detach() {
    host.detach()
  }

  /// The app lets go of the bar (its screen is popped) while it may be attached, from inside a
  /// callback too.
  ///
  /// On the main thread the host gives the container back at once (or right after the pass that
  /// runs); from another thread the bar's callbacks reach nothing at once, and the container is
  /// given back on the main queue's next turn (``finishRelease()``), as the UIKit bar's `deinit`
  /// does.
  ///
  /// - Parameter fromAnotherThread: Whether the last reference goes on another thread.
  func release(fromAnotherThread: Bool) {
    guard !isGone else { return }
    isGone = true
    if fromAnotherThread {
      releaseWaits = true
    } else {
      host.release()
    }
  }

  /// The main queue's next turn after a release from another thread: the container is given back.
  func finishRelease() {
    guard releaseWaits else { return }
    releaseWaits = false
    host.release()
  }

  // MARK: - The screen the bar is installed in

  /// Installs the bar in a screen: the screen it leaves gets its safe area back, the new one the
  /// bar's share.
  ///
  /// - Parameter index: The screen's index in ``screens``.
  func install(in index: Int) {
    guard !isGone, screens.indices.contains(index) else { return }
    let leaving = installedScreen.map { screens[$0] }
    if let top = host.install(in: ObjectIdentifier(screens[index]), leavingTop: leaving?.additionalTop),
      let leaving, let old = installedScreen
    {
      log.append(.command(.additionalSafeAreaTop(screen: old, top)))
      leaving.additionalTop = top
    }
    installedScreen = index
    safeAreaChanged()
  }

  /// The screen's safe area changed (the app wrote `additionalSafeAreaInsets`): the bar puts its
  /// share back, then reads its environment again from the safe area it measures, as the UIKit
  /// bar's `safeAreaInsetsDidChange()` does.
  func safeAreaChanged() {
    reconcileSafeArea()
    // (The host's: it holds one still waiting for a pass of the bar's own.)
    var environment = host.environment
    environment.safeAreaTop = measuredSafeAreaTop
    guard environment != host.environment else { return }
    // (A safe area in range gives an environment in range.)
    try? setEnvironment(environment, systemSafeAreaTop: systemSafeAreaTop)
  }

  /// Whether a write of `additionalSafeAreaInsets` waits for the next layout pass to reach the
  /// bar (``UIKitAssumptions/SafeAreaCallbackTiming/atLayout``).
  var owesSafeAreaChange = false

  /// A layout pass: a change of the safe area that waited for it reaches the bar now.
  func layoutPass() {
    guard owesSafeAreaChange else { return }
    owesSafeAreaChange = false
    safeAreaChanged()
  }

  /// The safe-area top the bar lays itself out under: what it measures on its screen (the
  /// system's and every additional inset) less its own share there, which is the system's and
  /// the app's part (``NavBarHost/systemSafeTop(measured:currentTop:)``, added up here without
  /// the rounding of a sum and a difference).
  private var measuredSafeAreaTop: Double {
    guard !isGone, let index = installedScreen else { return systemSafeAreaTop }
    return systemSafeAreaTop + host.safeArea.appPart(of: screens[index].additionalTop)
  }

  /// Brings the installed screen's additional top to the app's part and the bar's share.
  func reconcileSafeArea() {
    guard !isGone, let index = installedScreen else { return }
    let screen = screens[index]
    guard let top = host.reconcileSafeArea(currentTop: screen.additionalTop, of: ObjectIdentifier(screen)) else {
      return
    }
    log.append(.command(.additionalSafeAreaTop(screen: index, top)))
    screen.additionalTop = top
  }

  // MARK: - Public calls (the screen's and the script's)

  /// `expand(animated:)`.
  func expand(animated: Bool) {
    guard !isGone else { return }
    log.append(.change(.expand(animated: animated)))
    host.expand(animated: animated)
  }

  /// `collapse(animated:)`.
  func collapse(animated: Bool) {
    guard !isGone else { return }
    log.append(.change(.collapse(animated: animated)))
    host.collapse(animated: animated)
  }

  /// `endRefreshing()`: the refresh control's first (its share of the adjusted inset goes at
  /// once, which calls back), then the bar's event.
  ///
  /// From inside a callback of the bar's own write it waits for the write to end, refresh
  /// control included, as the UIKit bar's does.
  func endRefreshing() {
    driver.whenIdle { [weak self] in
      guard let self, !self.isGone, let view = self.view, view.model.isRefreshing else { return }
      view.change(insetWrite: view.model.refreshWritesContentInset) { _ = $0.endRefreshing() }
      self.send(.refreshEnded)
    }
  }

  /// Adds a closable panel (`addClosablePanel`): refused with a ``BarConfigurationError``, and
  /// nothing changes, when its id is taken, its content shows in another panel or its height is
  /// bad.
  ///
  /// - Parameters:
  ///   - content: The panel's view.
  ///   - id: Its identifier, or `nil` for a free one.
  ///   - height: Its height.
  /// - Returns: The panel's identifier.
  @discardableResult
  func addPanel(_ content: SimulatedPanelView, id: String?, height: Double) throws(BarConfigurationError) -> String {
    let id = try host.addPanel(content, kind: .closable, height: height, id: id)
    changed(to: host.configuration)
    return id
  }

  /// Removes a panel (`removePanel(id:)`); an unknown id, or the last panel, changes nothing.
  ///
  /// - Returns: Whether a panel had the id.
  @discardableResult
  func removePanel(id: String) -> Bool {
    guard host.removePanel(id: id) else { return false }
    changed(to: host.configuration)
    return true
  }

  /// A new configuration: refused at once when it is invalid, applied now or after the pass.
  func setConfiguration(_ configuration: BarConfiguration) throws(BarConfigurationError) {
    try host.setConfiguration(configuration)
    changed(to: configuration)
  }

  /// Logs an accepted change of panels and counts it.
  private func changed(to configuration: BarConfiguration) {
    log.append(.change(.setConfiguration(configuration)))
    // (Counted when accepted; a change queued behind a pass is made before the frame is recorded.)
    configurationVersion += 1
  }

  /// A new environment (a rotation, a new safe area): refused at once when it is invalid.
  ///
  /// It comes with the bar's layout pass, which reads the scroll view's height too, as the UIKit bar's
  /// `layoutSubviews()` does: a change of `frame` may reach no `bounds` observer
  /// (``UIKitAssumptions/dropsViewportEvents``).
  func setEnvironment(_ environment: BarEnvironment) throws(BarConfigurationError) {
    // (A screen resized after the app let go of the bar has no bar to tell.)
    guard !isGone else { return }
    try setEnvironment(environment, systemSafeAreaTop: environment.safeAreaTop)
  }

  /// A new environment whose safe-area top is measured on the bar's screen.
  private func setEnvironment(
    _ environment: BarEnvironment, systemSafeAreaTop: Double
  ) throws(BarConfigurationError) {
    var environment = environment
    let system = self.systemSafeAreaTop
    self.systemSafeAreaTop = systemSafeAreaTop
    environment.safeAreaTop = measuredSafeAreaTop
    log.append(.change(.setEnvironment(environment)))
    do throws(BarConfigurationError) {
      try host.setEnvironment(environment)
    } catch {
      self.systemSafeAreaTop = system
      throw error
    }
    host.whenIdle { [weak self] in self?.reconcileSafeArea() }
    if let view, let event = controller.viewportEvent(height: view.model.viewportHeight) { send(event) }
  }

  /// Where the bar's bookkeeping disagrees with what it drives, at the end of a frame
  /// (``Invariant/barBookkeeping``).
  ///
  /// - Parameter views: The simulation's scroll views.
  /// - Returns: What is wrong, or `nil`.
  func bookkeepingFault(views: [LiveScrollView]) -> String? {
    if isGone && !releaseWaits {
      if host.isAttached || attachment != nil { return "the released bar is still attached" }
      if views.contains(where: { $0.observer === self || $0.delegate === self }) {
        return "a scroll view still calls the released bar"
      }
      return nil
    }
    let applied = controller.metrics.configuration
    if host.configuration != applied {
      return
        "the bar's panels (\(host.configuration.panels.map(\.id))) are not the controller's (\(applied.panels.map(\.id)))"
    }
    if let id = host.contents.keys.sorted().first(where: { applied.panel(id: $0)?.kind.allowsMany != true }) {
      return "content is kept for '\(id)', which is no closable or pinned panel"
    }
    if let index = screens.firstIndex(where: { !($0.additionalTop >= 0) }) {
      return "screen \(index)'s additionalSafeAreaInsets.top is \(screens[index].additionalTop)"
    }
    if !isGone, host.reportedProgress != controller.layout.progress {
      let heard = host.reportedProgress.map { "\($0)" } ?? "none"
      return "the app last heard a progress of \(heard), the bar shows \(controller.layout.progress)"
    }
    guard !isGone, let index = installedScreen else { return nil }
    let top = screens[index].additionalTop
    let present = host.safeArea.present(in: top)
    let wanted = host.wantedSafeAreaShare
    if abs(present - wanted) >= 0.5 / controller.metrics.environment.scale {
      return "screen \(index) holds \(present) of the bar's share of the safe area, not \(wanted)"
    }
    let expected = systemSafeAreaTop + host.safeArea.appPart(of: top)
    if controller.metrics.environment.safeAreaTop != expected {
      return "the bar lays out under a safe-area top of \(controller.metrics.environment.safeAreaTop), not \(expected)"
    }
    return nil
  }

  // MARK: - Events

  /// Sends an event to the driver, logging it when it is handled now (a queued one is logged at
  /// its turn).
  ///
  /// - Returns: What the pass did, or `nil` if the event was queued.
  @discardableResult
  func send(_ event: ScrollEvent) -> CommandPass? {
    // (Gone, the bar's proxy only forwards to the screen.)
    guard !isGone else { return nil }
    if !driver.isBusy { logEvent(event) }
    return driver.send(event)
  }

  private func logEvent(_ event: ScrollEvent) {
    if case .detach = event {
      log.append(.detach(collapseDistance: controller.collapseDistance, collapse: controller.layout.collapse))
    } else {
      log.append(.event(event))
    }
  }

  /// Logs the changes the driver refused past its bound since the last call.
  func logOverrun() {
    guard driver.activity.overrun != loggedOverrun else { return }
    log.append(.overrun(count: driver.activity.overrun - loggedOverrun))
    loggedOverrun = driver.activity.overrun
  }

  /// Shows a pass once: counts its writes, hands on a fling's target, plays a title fade.
  private func show(_ pass: CommandPass) {
    // The app hears each new progress once the bar lays out, as from the UIKit bar's `showLayout`.
    if pass.needsLayout { _ = host.progressChange() }
    counters.insetWrites += pass.writes.contentInsetTop
    counters.mostEventInsetWrites = max(counters.mostEventInsetWrites, pass.writesPerEvent.contentInsetTop)
    counters.mostWritesPerProperty = max(counters.mostWritesPerProperty, pass.writesPerEvent.mostPerProperty)
    if pass.overflowed { counters.overflow += 1 }
    // (A container observed only has no delegate: a fling's target cannot be moved.)
    if let target = pass.effects.targetContentOffset, !observesOnly {
      log.append(.command(.targetContentOffsetY(target)))
    }
    if let duration = pass.effects.layoutAnimationDuration {
      log.append(.command(.layoutAnimation(duration: duration)))
    }
    if let fade = pass.effects.titleFade {
      log.append(.command(.titleFade(to: fade.target, duration: fade.duration)))
      _ = titles.setTarget(fade.target, at: time, animated: fade.duration > 0)
    }
    if let plan = pass.effects.scrollToTop {
      log.append(.command(.scrollToTop(end: plan.end, duration: plan.travelDuration + plan.settleDuration)))
    }
  }

  // MARK: - KVO

  func scrollView(_ scrollView: LiveScrollView, changed key: LiveScrollView.Key) {
    // (Gone, the bar's observations reach nothing.)
    guard !isGone, scrollView === view else { return }
    switch key {
    case .contentOffset:
      send(.offsetChanged(scrollView.model.contentOffsetY))
    case .bounds:
      // The bounds change on every scroll tick; the core says when their height is news.
      if let event = controller.viewportEvent(height: scrollView.model.viewportHeight) { send(event) }
    case .contentSize:
      send(.contentSizeChanged(height: scrollView.model.contentHeight))
    case .contentInset:
      insetsChanged()
    case .delegate:
      // The screen set a new delegate: wrap it, as the bar's proxy does.
      attachment?.screen = scrollView.delegate as? ScriptedScreen
      scrollView.delegate = self
    }
  }

  /// The attached scroll view's insets changed: the system's share and the refresh control's
  /// state, then the adjusted insets (``NavBarDriver/insetsChanged()``).
  func insetsChanged() {
    guard !isGone else { return }
    driver.insetsChanged()
  }

  // MARK: - The delegate proxy: the screen first, then the bar

  func scrollViewDidScroll(_ scrollView: LiveScrollView) {
    screen?.scrollViewDidScroll(scrollView)
  }

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: LiveScrollView) {
    screen?.scrollViewDidChangeAdjustedContentInset(scrollView)
    insetsChanged()
  }

  func scrollViewWillBeginDragging(_ scrollView: LiveScrollView) {
    screen?.scrollViewWillBeginDragging(scrollView)
    send(.dragBegan)
  }

  func scrollViewWillEndDragging(_ scrollView: LiveScrollView, velocity: Double, target: Double) -> Double? {
    let screens = screen?.scrollViewWillEndDragging(scrollView, velocity: velocity, target: target)
    let pass = send(.willEndDragging(velocity: velocity, targetOffset: screens ?? target))
    guard let adjusted = pass?.effects.targetContentOffset, !observesOnly else { return screens }
    return adjusted
  }

  /// Keeps a screen alive (a delegate the app set is held by the app).
  ///
  /// - Parameter screen: The screen.
  func keep(_ screen: ScriptedScreen) {
    keptScreens.append(screen)
  }

  func scrollViewDidEndDragging(_ scrollView: LiveScrollView, willDecelerate: Bool) {
    screen?.scrollViewDidEndDragging(scrollView, willDecelerate: willDecelerate)
    send(.didEndDragging(willDecelerate: willDecelerate))
  }

  func scrollViewDidEndDecelerating(_ scrollView: LiveScrollView) {
    screen?.scrollViewDidEndDecelerating(scrollView)
    send(.didEndDecelerating)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: LiveScrollView) {
    screen?.scrollViewDidEndScrollingAnimation(scrollView)
    send(.scrollAnimationEnded)
  }
}
