/// One bar as every host keeps it: its driver, its lifetime, its panels and its share of the
/// screen's safe area; the UIKit bar and the simulator are thin shells over it.
///
/// A shell binds views and callbacks: it turns its scroll view's callbacks into events for
/// ``driver``, shows each pass (``onPass``) and each change of panels (``onPanelsApplied``), and
/// writes what the host says to write. Everything the bar keeps that is not a view lives here, so
/// the simulator, the fuzzer and the tests play the same bookkeeping the device runs:
///
/// - **Lifetime.** ``attachNow(_:letGo:)``, ``detach()`` and ``release()``. A released host cuts
///   every callback into its shell first, then lets go of its container (now, or right after the
///   pass that runs): a bar released while attached, even from inside one of its own writes,
///   gives everything back and never calls into a shell that is being torn down.
/// - **Panels.** A registry of panels with their content as opaque handles (a `UIView`, a
///   simulated view). A change made during a pass is checked against the panels *with the
///   changes still waiting applied*, so two additions in one callback give two panels (or a named
///   refusal), never one overwriting the other (`NavBarHost+Panels.swift`).
/// - **Safe area.** The bar's share of its screen's `additionalSafeAreaInsets.top` as an
///   absolute value (``SafeAreaShare``), put back when someone else overwrites it and taken out
///   of the screen the bar leaves.
/// - **Reports and frames.** When the app hears of a new progress or status-bar style, the
///   screens behind the back button, and when the bar needs frames (`NavBarHost+Reports.swift`).
///
/// ```swift
/// // (A shell's own container and panel view types.)
/// func makeBar<MyContainer: ScrollContainer, MyView: AnyObject>(on list: MyContainer, chips: MyView) throws {
///   let host = NavBarHost<MyContainer, MyView>(
///     controller: try NavBarController(configuration: .system, environment: .phone))
///   host.onPass = { pass in /* lay the bar out */ }
///   host.whenIdle { host.attachNow(list) { detach in detach() /* and give the delegate back */ } }
///   let id = try host.addPanel(chips, kind: .closable, height: 44)
///   host.release()  // the bar goes away: callbacks cut, container given back
/// }
/// ```
///
/// Not thread-safe: one host on one thread (the UIKit bar's is the main thread's).
public final class NavBarHost<Container: ScrollContainer, Content: AnyObject> {
  /// How a shell lets go of its container: it calls `detach` (the core gives the insets back)
  /// between its own steps (stop its animations before, give the delegate back after).
  public typealias LetGo = (_ detach: () -> Void) -> Void

  /// The driver: the controller and the attached container.
  public let driver: NavBarDriver<Container>
  /// The controller: safe to read at any time, during a pass too.
  public var controller: NavBarController { driver.controller }

  /// Called once after each pass (never after ``release()``).
  public var onPass: ((CommandPass) -> Void)?
  /// Called when a change of panels reached the controller: build the panels' views from
  /// ``controller``'s configuration and ``content(ofPanel:)`` (never after ``release()``).
  public var onPanelsApplied: (() -> Void)?
  /// Called when a content becomes a panel's (at once, when the change is accepted).
  public var onContentAdded: ((Content) -> Void)?
  /// Called when a content stops being a panel's (at once, when the change is accepted).
  public var onContentRemoved: ((Content) -> Void)?

  /// Whether the host was released: its shell is gone, and nothing reaches it any more.
  public private(set) var isReleased = false
  /// How the shell lets go of the attached container; `nil` while none is attached.
  private var letGo: LetGo?
  /// Whether the shell is letting go of its container (its ``LetGo`` runs).
  private var isLettingGo = false

  /// The panels with every accepted change applied, including those still waiting for the
  /// running pass (the controller's configuration catches up when the pass ends).
  public internal(set) var configuration: BarConfiguration
  /// The content of each closable or pinned panel that has one, by panel id.
  public internal(set) var contents: [String: Content] = [:]
  /// How many changes of panels were accepted: the turn of the last one shows them.
  var panelChanges = 0

  /// The environment with every accepted change applied, including one still waiting for the
  /// running pass: compare a new one with it, not with the controller's, which is behind during
  /// a pass.
  public private(set) var environment: BarEnvironment
  /// How much the bar adds to its screen's safe area.
  public var safeAreaContribution: SafeAreaContribution = .collapsedHeight
  /// The bar's share of its screen's additional safe-area top.
  public private(set) var safeArea = SafeAreaShare()
  /// The screen the bar is installed in, if any.
  public private(set) var screen: ObjectIdentifier?
  /// The progress last reported to the app (``progressChange()``).
  public internal(set) var reportedProgress: Double?
  /// When to tell the screen of a new status-bar style (``statusBarStyleChange(solidBackground:behind:)``).
  public internal(set) var statusBarStyleReport = StatusBarStyleReport()
  /// The screens behind the back button (``followBackStack(_:ancestors:)``).
  public internal(set) var backHistory = BackHistory<ObjectIdentifier>()

  /// A host around a controller, with nothing attached.
  ///
  /// - Parameter controller: The bar's controller.
  public init(controller: NavBarController) {
    driver = NavBarDriver(controller: controller)
    configuration = controller.metrics.configuration
    environment = controller.metrics.environment
    // (Weak: a callback that arrives while the host goes away reaches nothing.)
    driver.onPass = { [weak self] pass in self?.onPass?(pass) }
  }

  // MARK: - Lifetime

  /// Whether a container is attached.
  public var isAttached: Bool { letGo != nil }

  /// Runs work when no pass runs: now, or right after the running pass (``NavBarDriver/whenIdle(_:)``).
  ///
  /// Work asked for while the shell lets go of its container (a callback of the detach's writes
  /// that attaches the bar again) runs after the let-go and after the shell's step that let go
  /// (an attach that binds a new container next), in order: the shell is never half bound.
  ///
  /// - Parameter work: The work.
  public func whenIdle(_ work: @escaping () -> Void) {
    if isLettingGo {
      driver.afterHostWork(work)
    } else {
      driver.whenIdle(work)
    }
  }

  /// Attaches a container; call it when no pass runs (inside ``whenIdle(_:)``).
  ///
  /// A container attached before is let go of first. A released host attaches nothing.
  ///
  /// - Parameters:
  ///   - container: The container.
  ///   - letGo: How the shell lets go of it (``LetGo``); it must not capture the shell
  ///     strongly, and may be called while the shell is being torn down (``release()``).
  public func attachNow(_ container: Container, letGo: @escaping LetGo) {
    detachNow()
    guard !isReleased else { return }
    self.letGo = letGo
    driver.attach(container)
  }

  /// Lets go of the container, now or right after the running pass: the core gives back what it
  /// changed, the shell what it did (``LetGo``).
  public func detach() {
    whenIdle { [weak self] in self?.detachNow() }
  }

  /// Lets go of the container now; call it when no pass runs.
  ///
  /// An attach or a detach asked for from inside the let-go (a callback of its writes) waits
  /// for its end (``whenIdle(_:)``): the last one asked for wins.
  public func detachNow() {
    guard let letGo else { return }
    self.letGo = nil
    driver.runNowAsHostWork {
      isLettingGo = true
      letGo { self.driver.detach() }
      isLettingGo = false
    }
  }

  /// The bar goes away: every callback into its shell is cut at once, then the container is let
  /// go of (now, or right after the pass that runs).
  ///
  /// Safe from the shell's `deinit`, attached or not, and from inside a callback of the bar's own
  /// write: nothing the release runs calls into the shell except the ``LetGo`` it gave, which
  /// holds what it needs. Later calls change nothing.
  public func release() {
    guard !isReleased else { return }
    isReleased = true
    onPass = nil
    onPanelsApplied = nil
    onContentAdded = nil
    onContentRemoved = nil
    // (Strong: the host stays until the container is given back, also when it waits for a pass.)
    whenIdle { self.detachNow() }
  }

  // MARK: - Expanding and collapsing

  /// Expands the bar (``NavBarController/expand(animated:)``) now or after the running pass.
  ///
  /// By name, so that a recording replays it. A released host does nothing.
  ///
  /// - Parameter animated: Whether to animate.
  public func expand(animated: Bool) {
    guard !isReleased else { return }
    // (An expand is never refused.)
    try? driver.perform(.expand(animated: animated))
  }

  /// Collapses the bar (``NavBarController/collapse(animated:)``), as ``expand(animated:)``.
  ///
  /// - Parameter animated: Whether to animate.
  public func collapse(animated: Bool) {
    guard !isReleased else { return }
    try? driver.perform(.collapse(animated: animated))
  }

  // MARK: - Environment

  /// A new environment (a rotation, a new safe area, Dynamic Type): checked at once, booked in
  /// ``environment``, then made now or right after the running pass, by name (a recording replays
  /// it).
  ///
  /// - Parameter environment: The new environment.
  /// - Throws: ``BarConfigurationError/invalidEnvironment(field:value:reason:)`` for a value out
  ///   of range, and ``BarConfigurationError/released``; nothing changes then.
  public func setEnvironment(_ environment: BarEnvironment) throws(BarConfigurationError) {
    guard !isReleased else { throw .released }
    // (Booked before the controller hears of it: its pass writes, whose callbacks may compare
    // the next environment with this one.)
    var trial = controller
    _ = try trial.apply(.setEnvironment(environment))
    self.environment = environment
    try? driver.perform(.setEnvironment(environment))
  }

  /// Turns Reduce Motion on or off (``NavBarController/reduceMotion``).
  ///
  /// Made now or right after the running pass, by name, if it changed. A released host does
  /// nothing.
  ///
  /// - Parameter isOn: Whether Reduce Motion is on.
  public func setReduceMotion(_ isOn: Bool) {
    guard !isReleased, isOn != controller.reduceMotion else { return }
    // (Never refused.)
    try? driver.perform(.setReduceMotion(isOn))
  }

  // MARK: - Safe area

  /// The share of the safe area the bar wants now, from its layout and ``safeAreaContribution``.
  public var wantedSafeAreaShare: Double {
    safeAreaContribution.additionalTop(
      barHeight: controller.layout.height, collapsedHeight: controller.metrics.collapsedHeight,
      systemSafeTop: controller.metrics.environment.safeAreaTop)
  }

  /// The bar is installed in a screen: what to write into the screen it leaves.
  ///
  /// - Parameters:
  ///   - screen: The screen's identity.
  ///   - leavingTop: The additional safe-area top the screen the bar was in has now, if it still
  ///     exists.
  /// - Returns: The additional top to write into the screen left, or `nil` for no write.
  public func install(in screen: ObjectIdentifier, leavingTop: Double?) -> Double? {
    defer { self.screen = isReleased ? nil : screen }
    guard let old = self.screen, old != screen else { return nil }
    return uninstall(currentTop: leavingTop)
  }

  /// The bar leaves its screen: the additional safe-area top to give it back.
  ///
  /// - Parameter currentTop: The screen's additional safe-area top now, if it still exists.
  /// - Returns: The value to write, or `nil` for no write.
  public func uninstall(currentTop: Double?) -> Double? {
    screen = nil
    guard let currentTop else {
      safeArea = SafeAreaShare()
      return nil
    }
    return safeArea.leave(current: currentTop)
  }

  /// Brings the screen's additional safe-area top to the app's part plus the bar's share.
  ///
  /// Call it whenever the safe area or the bar's collapsed height may have changed, and when
  /// someone else may have written the screen's insets (``SafeAreaShare``).
  ///
  /// - Parameters:
  ///   - currentTop: The screen's `additionalSafeAreaInsets.top` now.
  ///   - screen: The screen it was read from: a screen the bar is not installed in (the one it
  ///     leaves, calling back from inside the write that gives it its safe area back) gets nothing.
  /// - Returns: The value to write, or `nil` when it is right.
  public func reconcileSafeArea(currentTop: Double, of screen: ObjectIdentifier) -> Double? {
    guard screen == self.screen, !isReleased else { return nil }
    return safeArea.reconcile(
      current: currentTop, wanted: wantedSafeAreaShare, pixel: 1 / controller.metrics.environment.scale)
  }

  /// The safe-area top the system gives the screen, from one measured with every addition in it.
  ///
  /// - Parameters:
  ///   - measured: The safe-area top measured now (`safeAreaInsets.top`).
  ///   - currentTop: The screen's `additionalSafeAreaInsets.top` now.
  /// - Returns: The measured top less the bar's share actually there.
  public func systemSafeTop(measured: Double, currentTop: Double) -> Double {
    SafeAreaContribution.systemSafeTop(measured: measured, added: safeArea.present(in: currentTop))
  }
}
