import Testing

@testable import CollapsingNavBarCore

/// A scroll view that calls back while it is written to, as UIKit does.
///
/// The offset setter runs `scrollViewDidScroll` and the KVO of `contentOffset` before it
/// returns, the inset setter the KVO of `contentInset`. It is a reference, as a `UIScrollView` is.
final class CallingBackScrollView {
  var contentOffsetY: Double
  var contentInsetTop = 0.0
  var scrollIndicatorInsetTop = 0.0
  var contentHeight = 4000.0
  var viewportHeight = 844.0
  /// Runs inside every write, after the value changed (the bar's KVO, the screen's delegate).
  var onWrite: (() -> Void)?

  init(offset: Double = 0) { contentOffsetY = offset }

  func write(_ change: () -> Void) {
    change()
    onWrite?()
  }
}

/// The ``ScrollContainer`` of a ``CallingBackScrollView``: a handle, as the UIKit bar's is.
struct CallingBackContainer: ScrollContainer {
  let view: CallingBackScrollView

  var contentOffsetY: Double { view.contentOffsetY }
  var contentInsetTop: Double { view.contentInsetTop }
  var contentInsetBottom: Double { 0 }
  var adjustedContentInsetTop: Double { view.contentInsetTop }
  var adjustedContentInsetBottom: Double { 0 }
  var scrollIndicatorInsetTop: Double { view.scrollIndicatorInsetTop }
  var contentHeight: Double { view.contentHeight }
  var viewportHeight: Double { view.viewportHeight }
  var safeAreaTop: Double { 0 }
  var safeAreaBottom: Double { 0 }
  var isTracking: Bool { false }
  var isDecelerating: Bool { false }
  var isRefreshing: Bool { false }

  func setContentInsetTop(_ top: Double) { view.write { view.contentInsetTop = top } }
  func setScrollIndicatorInsetTop(_ top: Double) { view.write { view.scrollIndicatorInsetTop = top } }
  func setContentOffsetY(_ y: Double, animation: OffsetAnimation) { view.write { view.contentOffsetY = y } }
  func stopMotion() {}
}

/// A host that owns its controller the way the UIKit bar did before ``NavBarDriver``: it lends
/// its stored controller to the applier `inout` for a whole pass, so a callback from inside a
/// write that reads the controller (the bar's `\.bounds` observer, the screen reading
/// `bar.progress`) meets a modification held open.
final class LendingHost {
  var controller: NavBarController
  let view = CallingBackScrollView()

  init() throws {
    controller = try NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
  }

  /// The screen's `scrollViewDidScroll` reads the bar's progress.
  func readProgressInsideWrites() -> Double {
    var seen = 0.0
    view.onWrite = { [unowned self] in seen = self.controller.layout.progress }
    var container = CallingBackContainer(view: view)
    _ = CommandApplier.attach(&controller, to: &container)
    return seen
  }
}

@Suite struct NavBarDriverTests {
  private func attachedDriver(offset: Double = 0) throws -> (NavBarDriver<CallingBackContainer>, CallingBackScrollView)
  {
    let controller = try NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
    let driver = NavBarDriver<CallingBackContainer>(controller: controller)
    let view = CallingBackScrollView(offset: offset)
    driver.attach(CallingBackContainer(view: view))
    return (driver, view)
  }

  // MARK: - The trap the driver removes

  /// The old pattern traps: Swift's run-time exclusivity check stops the process with
  /// "Simultaneous accesses … modification requires exclusive access" (run in a child process).
  @Test func aHostLendingItsStoredControllerForAPassTrapsWhenAWriteCallsBackIntoIt() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      guard let host = try? LendingHost() else { return }  // (exits 0: the expectation fails)
      _ = host.readProgressInsideWrites()
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Simultaneous accesses"), "\(message)")
  }

  @Test func readsFromInsideAWriteFindNoAccessHeldOpen() throws {
    let controller = try NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
    let driver = NavBarDriver<CallingBackContainer>(controller: controller)
    let view = CallingBackScrollView()
    var seen: [(busy: Bool, progress: Double, inset: Double)] = []
    view.onWrite = {
      seen.append((driver.isBusy, driver.controller.layout.progress, driver.controller.geometry.contentInsetTop))
    }
    driver.attach(CallingBackContainer(view: view))
    // The attach writes the inset, the indicator inset and the offset; each callback read the
    // controller as the last event left it: the inset it asked for is already its own.
    let expanded = driver.controller.metrics.expandedHeight
    #expect(seen.count == 3)
    #expect(seen.allSatisfy { $0.busy && $0.progress == 0 && $0.inset == expanded })
    #expect(view.contentInsetTop == expanded)
    #expect(view.contentOffsetY == -expanded)
  }

  // MARK: - Work that arrives during a pass

  /// Host work queued during a pass runs from the queue with an older change still waiting
  /// behind it; a change the host work makes is newer and must not overtake it (fuzz seed 9131,
  /// scenario 608,007: a panel removed inside the end of a refresh reached the controller before
  /// an addition still queued, which then brought the panel back; the host and the controller
  /// disagreed from then on).
  @Test func aChangeMadeInsideQueuedHostWorkWaitsBehindOlderQueuedWork() throws {
    let (driver, view) = try attachedDriver()
    var order: [String] = []
    view.onWrite = {
      view.onWrite = nil
      driver.whenIdle {
        order.append("host work")
        try? driver.perform(.setConfiguration(.systemWithSearch))
        order.append("host work done")
      }
      try? driver.perform(.setConfiguration(.compact))
    }
    try? driver.perform(.collapse(animated: false))
    #expect(order == ["host work", "host work done"])
    // The change the host work made is the newer one: it is the one that stays.
    #expect(driver.controller.metrics.configuration == BarConfiguration.systemWithSearch)
    #expect(!driver.isBusy)
  }

  @Test func expandCalledFromInsideAWriteRunsAfterThePassAndIsApplied() throws {
    let (driver, view) = try attachedDriver()
    let expanded = driver.controller.metrics.expandedHeight
    #expect(view.contentOffsetY == -expanded)
    var progressInsideCallback: [Double] = []
    view.onWrite = {
      if progressInsideCallback.isEmpty { try? driver.perform(.expand(animated: false)) }
      // Queued, not nested: the collapse is what the controller knows while its pass runs.
      progressInsideCallback.append(driver.controller.layout.progress)
    }
    try? driver.perform(.collapse(animated: false))
    #expect(progressInsideCallback.first == 1)
    #expect(driver.controller.layout.progress == 0, "the expand ran after the collapse's pass")
    #expect(view.contentOffsetY == -expanded)
    #expect(driver.activity.deferred == 1)
    #expect(!driver.isBusy)
  }

  @Test func theEchoAWriteReportsFromItsCallbackIsFoldedIntoThePass() throws {
    let (driver, view) = try attachedDriver()
    var callbacks = 0
    view.onWrite = {
      callbacks += 1
      driver.send(.offsetChanged(view.contentOffsetY))
    }
    let before = driver.activity
    try? driver.perform(.collapse(animated: false))
    #expect(callbacks >= 1)
    #expect(driver.activity.deferred == before.deferred + callbacks)
    #expect(driver.activity.folded == before.folded + callbacks, "the applier had read the offset back itself")
    #expect(driver.controller.geometry.contentOffsetY == view.contentOffsetY)
  }

  @Test func aContentSizeChangeFromInsideAWriteIsDeliveredAfterThePassWithTheSizeThen() throws {
    let (driver, view) = try attachedDriver()
    var delivered: [ScrollEvent] = []
    driver.onDeferredEvent = { delivered.append($0) }
    // The screen loads more rows when it is scrolled (infinite scroll), inside the callback.
    view.onWrite = {
      guard view.contentHeight == 4000 else { return }
      view.contentHeight = 5000
      driver.send(.contentSizeChanged(height: 4500))  // a stale value: read again at its turn
    }
    try? driver.perform(.collapse(animated: false))
    #expect(delivered == [.contentSizeChanged(height: 5000)])
    #expect(driver.controller.geometry.contentHeight == 5000)
  }

  @Test func eventsQueuedDuringAPassRunInTheOrderTheyArrived() throws {
    let (driver, view) = try attachedDriver()
    var order: [String] = []
    var queued = false
    view.onWrite = {
      guard !queued else { return }
      queued = true
      // (Each host work notes how collapsed the bar is at its turn: the expand runs between them.)
      driver.whenIdle { order.append("first at \(driver.controller.layout.progress)") }
      try? driver.perform(.expand(animated: false))
      driver.whenIdle { order.append("third at \(driver.controller.layout.progress)") }
    }
    try? driver.perform(.collapse(animated: false))
    #expect(order == ["first at 1.0", "third at 0.0"])
    #expect(driver.controller.layout.progress == 0)
  }

  @Test func aDetachFromInsideAWriteWaitsForThePassThenRestoresTheContainer() throws {
    let (driver, view) = try attachedDriver()
    view.onWrite = { driver.detach() }
    view.contentOffsetY = 600
    driver.send(.offsetChanged(600))
    try? driver.perform(.expand(animated: false))
    #expect(driver.container == nil)
    #expect(!driver.controller.isAttached)
    #expect(view.contentInsetTop == 0, "the bar's inset given back")
  }

  @Test func theHostHearsEachPassOnceAndWhatItDoesThenIsQueued() throws {
    let (driver, view) = try attachedDriver()
    var passes = 0
    driver.onPass = { _ in
      passes += 1
      #expect(driver.isBusy)
      if passes == 1 { try? driver.perform(.expand(animated: false)) }
    }
    view.contentOffsetY = 600
    driver.send(.offsetChanged(600))
    #expect(passes == 2, "the offset's pass, then the expand the host asked for in it")
    #expect(driver.controller.layout.progress == 0)
  }

  // MARK: - Changes that may be refused

  @Test func aBadConfigurationFromInsideAWriteThrowsAtOnceAndChangesNothing() throws {
    let (driver, view) = try attachedDriver()
    var bad = BarMetricsTests.inbox
    bad.panels.append(.closable("filters", height: 10))
    var thrown: BarConfigurationError?
    view.onWrite = {
      guard thrown == nil else { return }
      do throws(BarConfigurationError) {
        try driver.perform(.setConfiguration(bad))
      } catch {
        thrown = error
      }
    }
    try? driver.perform(.collapse(animated: false))
    #expect(thrown == .duplicatePanelID(index: 7, id: "filters"))
    #expect(driver.controller.metrics.configuration == BarMetricsTests.inbox)
  }

  @Test func aGoodConfigurationFromInsideAWriteIsMadeAfterThePass() throws {
    let (driver, view) = try attachedDriver()
    var done = false
    view.onWrite = {
      guard !done else { return }
      done = true
      try? driver.perform(.setConfiguration(.system))
      #expect(driver.controller.metrics.configuration == BarMetricsTests.inbox)
    }
    try? driver.perform(.collapse(animated: false))
    #expect(driver.controller.metrics.configuration == .system)
    #expect(view.contentInsetTop == driver.controller.metrics.expandedHeight)
  }

  @Test func withoutAContainerEventsReachTheControllerAlone() throws {
    let controller = try NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
    let driver = NavBarDriver<CallingBackContainer>(controller: controller)
    #expect(driver.controller.isVisible)
    let pass = driver.send(.visibilityChanged(isVisible: false))
    #expect(pass != nil)
    #expect(pass?.writes == CommandPass.Writes(), "nothing to write to")
    #expect(!driver.controller.isVisible, "the controller heard it")
    // A scroll event means nothing with no container.
    let scroll = driver.send(.offsetChanged(120))
    #expect(scroll?.needsLayout == false)
    #expect(driver.controller.collapse == 0)
  }

  @Test func searchShowsAndHidesWithNoContainerAndStaysFrozenOnTheListAttachedDuringIt() throws {
    // The UIKit bar shows Cancel as the field begins editing and can only take it away again if
    // the controller heard the activation (`cancelSearch()` asks `isSearchActive`).
    let controller = try NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
    let driver = NavBarDriver<CallingBackContainer>(controller: controller)
    let activated = driver.send(.searchActivated)
    #expect(driver.controller.isSearchActive)
    #expect(activated?.needsLayout == true)
    #expect(driver.controller.layout.searchField?.isActive == true)
    let cancelled = driver.send(.searchCancelled)
    #expect(!driver.controller.isSearchActive)
    #expect(cancelled?.needsLayout == true)
    #expect(driver.controller.layout.searchField?.isActive == false)
    // Activated before the list comes: the list attaches under the frozen bar.
    driver.send(.searchActivated)
    driver.attach(CallingBackContainer(view: CallingBackScrollView(offset: 400)))
    #expect(driver.controller.isSearchActive)
    #expect(driver.controller.collapse == 0, "frozen where search found it, not taken from the list")
  }

  @Test func aScreenThatAnswersEveryWriteWithAnotherChangeStopsAfterTheBoundKnowingWhereTheContentIs() throws {
    let (driver, view) = try attachedDriver()
    var collapse = true
    view.onWrite = {
      // `scrollViewDidScroll`: collapse, expand, collapse, … on every one of the bar's writes.
      collapse.toggle()
      try? driver.perform(collapse ? NavBarChange.collapse(animated: false) : .expand(animated: false))
    }
    try? driver.perform(.collapse(animated: false))
    #expect(!driver.isBusy)
    #expect(driver.activity.overrun > 0)
    #expect(
      driver.activity.deferred - driver.activity.overrun >= NavBarDriver<CallingBackContainer>.maximumChangesPerTurn)
    // The reports still ran: the controller knows where the content is.
    #expect(driver.controller.geometry.contentOffsetY == view.contentOffsetY)
    #expect(driver.controller.geometry.contentInsetTop == view.contentInsetTop)
    // And the next turn starts afresh.
    view.onWrite = nil
    let overrun = driver.activity.overrun
    try? driver.perform(.expand(animated: false))
    #expect(driver.activity.overrun == overrun)
  }
}

@Suite struct CommandApplierCatchUpTests {
  /// The screen's `scrollViewDidScroll` runs before the bar's own observer: a detach made there
  /// finds the controller one offset behind, and gives the content back where it is now.
  @Test func aDetachWithAnOffsetTheControllerHasNotHeardOfKeepsTheContentWhereItIs() throws {
    var controller = try NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
    let view = CallingBackScrollView()
    var container = CallingBackContainer(view: view)
    _ = CommandApplier.attach(&controller, to: &container)
    let expanded = controller.metrics.expandedHeight
    // The content moved 30 pt; the controller was not told.
    view.contentOffsetY = -expanded + 30
    _ = CommandApplier.deliver(.detach, to: &controller, container: &container)
    #expect(view.contentInsetTop == 0)
    #expect(view.contentOffsetY == 30, "30 pt into the content, under the original inset")
  }

  @Test func aChangeFromInsideTheScreensCallbackStartsFromWhereTheContentIs() throws {
    let controller = try NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
    let driver = NavBarDriver<CallingBackContainer>(controller: controller)
    let view = CallingBackScrollView()
    driver.attach(CallingBackContainer(view: view))
    // Scrolled deep, the controller not yet told (the screen's callback runs first).
    view.contentOffsetY = 600
    try? driver.perform(.expand(animated: false))
    #expect(driver.controller.geometry.contentOffsetY == 600, "deep content: the bar comes back over it")
    #expect(driver.controller.layout.progress == 0)
  }
}
