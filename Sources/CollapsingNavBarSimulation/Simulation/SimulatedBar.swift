import CollapsingNavBarCore

/// The bar as the simulator plays it: what the UIKit bar does with its scroll view, around one
/// ``NavBarDriver``.
///
/// It observes the attached ``LiveScrollView`` as the UIKit bar observes a `UIScrollView` (KVO
/// of `contentOffset`, `bounds`, `contentSize` and `contentInset`), stands in front of the
/// screen's delegate as the bar's delegate proxy does (the screen hears each callback first,
/// then the bar), and shows each pass once: the layout, a title cross-fade, a fling's target.
/// Everything reaches the controller through the driver, so a callback from inside one of the
/// bar's own writes (the screen reading the bar, calling `expand`, adding a panel) meets a pass
/// that is still running, exactly as on a device.
final class SimulatedBar: LiveScrollViewObserver, LiveScrollViewDelegate {
  /// What one frame's passes did, for the trace.
  struct FrameCounters {
    var insetWrites = 0
    var mostEventInsetWrites = 0
    var mostWritesPerProperty = 0
    var overflow = 0
    var screenCalls = 0
  }

  /// The driver: the controller and the attached container.
  let driver: NavBarDriver<LiveContainer>
  /// The simulation's log.
  let log: SimulationLogBook
  /// The scroll view attached, if any.
  private(set) weak var view: LiveScrollView?
  /// Whether the attached scroll view is observed only (a SwiftUI container).
  private(set) var observesOnly = false
  /// The screen's delegate, which the bar's proxy forwards to.
  private(set) weak var screen: ScriptedScreen?
  /// The titles as the bar shows them: it plays each cross-fade the controller starts.
  var titles: TitleCrossFade
  /// What this frame's passes did.
  var counters = FrameCounters()
  /// The simulated time now.
  var time = 0.0
  /// Counts the changes of configuration made (the simulator looks for new panels when it moves).
  private(set) var configurationVersion = 0
  /// Whether the bar is letting go of its scroll view (its detach's writes call back).
  private(set) var isDetaching = false
  /// The app's screens, held as the app holds its view controllers.
  private var keptScreens: [ScriptedScreen] = []

  /// A bar around a controller.
  ///
  /// - Parameters:
  ///   - controller: The controller.
  ///   - log: The simulation's log.
  init(controller: NavBarController, log: SimulationLogBook) {
    driver = NavBarDriver(controller: controller)
    self.log = log
    titles = TitleCrossFade(
      state: controller.layout.compactTitleAlpha >= 0.5 ? .compact : .large,
      duration: controller.metrics.configuration.titleFadeDuration)
    driver.onPass = { [unowned self] pass in self.show(pass) }
    driver.onDeferredEvent = { [unowned self] event in self.logEvent(event) }
  }

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
    driver.whenIdle { [unowned self] in
      if self.view != nil { self.detach() }
      self.view = view
      self.observesOnly = observesOnly
      self.screen = view.delegate as? ScriptedScreen
      view.delegate = self
      view.observer = self
      let container = LiveContainer(view: view, log: self.log, observesOnly: observesOnly)
      self.log.append(.event(.attach(container.geometry)))
      self.driver.attach(container)
    }
  }

  /// Lets go of the scroll view: the controller gives its insets back.
  ///
  /// The screen's delegate is restored. During a pass, after it.
  func detach() {
    driver.whenIdle { [unowned self] in
      guard let view = self.view else { return }
      if view.model.contentOffsetY != self.controller.geometry.contentOffsetY {
        // Inside the screen's `scrollViewDidScroll` (which runs before the bar's observer), the
        // bar reads where the content is before it lets go, so the detach is logged with it.
        self.send(.offsetChanged(view.model.contentOffsetY))
      }
      // The bar's own settle plays on its display link, which stops as the bar lets go (the
      // UIKit bar stops its settle player before it detaches): the content stays where it is.
      if view.model.isPlayingOwnSettle { view.change { $0.stopMotion() } }
      self.logEvent(.detach)
      self.isDetaching = true
      self.driver.detach()
      self.isDetaching = false
      view.observer = nil
      view.delegate = self.screen
      self.view = nil
    }
  }

  // MARK: - Public calls (the screen's and the script's)

  /// `expand(animated:)`.
  func expand(animated: Bool) {
    log.append(.change(.expand(animated: animated)))
    // (Named, so that a recording replays it; an expand is never refused.)
    try? driver.perform(.expand(animated: animated))
  }

  /// `collapse(animated:)`.
  func collapse(animated: Bool) {
    log.append(.change(.collapse(animated: animated)))
    try? driver.perform(.collapse(animated: animated))
  }

  /// `endRefreshing()`: the refresh control's first (its share of the adjusted inset goes at
  /// once, which calls back), then the bar's event.
  ///
  /// From inside a callback of the bar's own write it waits for the write to end, refresh
  /// control included, as the UIKit bar's does.
  func endRefreshing() {
    driver.whenIdle { [unowned self] in
      guard let view = self.view, view.model.isRefreshing else { return }
      view.change(insetWrite: view.model.refreshWritesContentInset) { _ = $0.endRefreshing() }
      self.send(.refreshEnded)
    }
  }

  /// Adds a closable panel (`addClosablePanel`): refused with a ``BarConfigurationError``, and
  /// nothing changes, when its id is taken or its height is bad.
  func addPanel(id: String, height: Double) throws(BarConfigurationError) {
    var configuration = controller.metrics.configuration
    configuration.addPanel(.closable(id, height: height))
    try setConfiguration(configuration)
  }

  /// Removes a panel (`removePanel(id:)`); an unknown id changes nothing.
  ///
  /// - Returns: Whether a panel had the id.
  @discardableResult
  func removePanel(id: String) throws(BarConfigurationError) -> Bool {
    var configuration = controller.metrics.configuration
    guard configuration.removePanel(id: id) != nil else { return false }
    try setConfiguration(configuration)
    return true
  }

  /// A new configuration: refused at once when it is invalid, applied now or after the pass.
  func setConfiguration(_ configuration: BarConfiguration) throws(BarConfigurationError) {
    log.append(.change(.setConfiguration(configuration)))
    try driver.perform(.setConfiguration(configuration))
    // (Counted when accepted; a change queued behind a pass is made before the frame is recorded.)
    configurationVersion += 1
  }

  /// A new environment (a rotation, a new safe area): refused at once when it is invalid.
  ///
  /// It comes with the bar's layout pass, which reads the scroll view's height too, as the UIKit bar's
  /// `layoutSubviews()` does: a change of `frame` may reach no `bounds` observer
  /// (``UIKitAssumptions/dropsViewportEvents``).
  func setEnvironment(_ environment: BarEnvironment) throws(BarConfigurationError) {
    log.append(.change(.setEnvironment(environment)))
    try driver.perform(.setEnvironment(environment))
    if let view, let event = controller.viewportEvent(height: view.model.viewportHeight) { send(event) }
  }

  // MARK: - Events

  /// Sends an event to the driver, logging it when it is handled now (a queued one is logged at
  /// its turn).
  ///
  /// - Returns: What the pass did, or `nil` if the event was queued.
  @discardableResult
  func send(_ event: ScrollEvent) -> CommandPass? {
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

  /// Shows a pass once: counts its writes, hands on a fling's target, plays a title fade.
  private func show(_ pass: CommandPass) {
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
    guard scrollView === view else { return }
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
      screen = scrollView.delegate as? ScriptedScreen
      scrollView.delegate = self
    }
  }

  /// The attached scroll view's insets changed: the system's share and the refresh control's
  /// state, then the adjusted insets (``NavBarDriver/insetsChanged()``).
  func insetsChanged() {
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
