/// What a bar saw and answered over a stretch of time: its configuration and environment, every
/// event its ``NavBarDriver`` handled with the time and the geometry the container reported, and
/// what the controller answered to each, in a compact form.
///
/// A ``NavBarRecorder`` makes one on a device; `navbar-sim --replay` plays it through the engine
/// and reports where the engine's answers now differ from the device's. The JSON form is
/// described in <doc:RecordingFormat>.
///
/// ```swift
/// import Foundation
///
/// func record<C: ScrollContainer>(_ driver: NavBarDriver<C>, clock: @escaping () -> Double) -> Data? {
///   driver.startRecording(clock: clock)  // on a device: { CACurrentMediaTime() }
///   // … the user scrolls …
///   return driver.stopRecording()?.jsonData()
/// }
/// ```
public struct NavBarRecording: Hashable, Sendable {
  /// The version of the JSON schema this package writes.
  public static let schemaVersion = 1
  /// The oldest version of the JSON schema this package reads.
  public static let oldestReadableVersion = 1

  /// The controller when the recording starts (its first entry follows it).
  public var start: Baseline
  /// What the controller handled, in order.
  public var entries: [Entry]
  /// Whether panel ids were replaced by neutral names (`closable-1`): the app did not opt in to
  /// names (``NavBarRecorder/Options/includesNames``).
  public var isRedacted: Bool
  /// Whether older entries were dropped to keep within the recorder's limits: the recording then
  /// starts at a moment the bar was at rest, from a rebuilt controller (``Baseline``).
  public var droppedEarlierEntries: Bool
  /// Events the recorder left out because they carried a value that is not finite (the controller
  /// ignores them and changes nothing).
  public var nonFiniteEventsLeftOut: Int

  /// A recording.
  ///
  /// - Parameters:
  ///   - start: The controller when it starts.
  ///   - entries: The entries.
  ///   - isRedacted: Whether panel ids were replaced.
  ///   - droppedEarlierEntries: Whether older entries were dropped.
  ///   - nonFiniteEventsLeftOut: Events left out for a value that is not finite.
  public init(
    start: Baseline, entries: [Entry], isRedacted: Bool = false, droppedEarlierEntries: Bool = false,
    nonFiniteEventsLeftOut: Int = 0
  ) {
    self.start = start
    self.entries = entries
    self.isRedacted = isRedacted
    self.droppedEarlierEntries = droppedEarlierEntries
    self.nonFiniteEventsLeftOut = nonFiniteEventsLeftOut
  }

  /// The time of the first entry (or of the start), in the host's clock.
  public var startTime: Double { entries.first?.time ?? start.time }
  /// The time from the first entry to the last, in seconds.
  public var duration: Double { (entries.last?.time ?? start.time) - startTime }

  /// What one entry gave to the controller.
  public enum Input: Hashable, Sendable {
    /// An event, through ``NavBarController/handle(_:)``.
    case event(ScrollEvent)
    /// A named change (``NavBarChange``).
    case change(NavBarChange)
  }

  /// One thing the controller handled.
  public struct Entry: Hashable, Sendable {
    /// The host's clock when it was handled, in seconds.
    public var time: Double
    /// The event or change.
    public var input: Input
    /// The container's geometry as the driver read it when the event was handled (adjusted
    /// insets, as ``ScrollContainer/geometry`` gives them); `nil` without a container.
    public var geometry: ContainerGeometry?
    /// What the controller answered.
    public var answer: Answer

    /// An entry.
    ///
    /// - Parameters:
    ///   - time: The host's clock.
    ///   - input: The event or change.
    ///   - geometry: The container's geometry, if one was attached.
    ///   - answer: What the controller answered.
    public init(time: Double, input: Input, geometry: ContainerGeometry?, answer: Answer) {
      self.time = time
      self.input = input
      self.geometry = geometry
      self.answer = answer
    }
  }

  /// The controller when a recording starts: enough to build it again.
  ///
  /// A recording made from before the bar was attached starts from a new controller. One that
  /// starts later starts from a controller attached anew to the container as the app had it (what
  /// a detach would give back) at a moment the bar was at rest; ``isExact`` says whether that
  /// rebuilt controller was the same as the device's (then a replay answers exactly as the
  /// device did from the first entry on).
  public struct Baseline: Hashable, Sendable {
    /// The host's clock at the start.
    public var time: Double
    /// The configuration.
    public var configuration: BarConfiguration
    /// The environment.
    public var environment: BarEnvironment
    /// ``NavBarController/reduceMotion``.
    public var reduceMotion: Bool
    /// ``NavBarController/isVisible``.
    public var isVisible: Bool
    /// The container as the app had it, when one was attached: the controller is attached to it.
    public var attached: ContainerGeometry?
    /// Whether the container is observed only.
    public var observesOnly: Bool
    /// Whether the controller had been attached before (a detached one keeps the bar where it is
    /// at its next attach).
    public var hasHistory: Bool
    /// Whether the rebuilt controller was the same as the device's.
    public var isExact: Bool

    /// A baseline.
    public init(
      time: Double, configuration: BarConfiguration, environment: BarEnvironment, reduceMotion: Bool = false,
      isVisible: Bool = true, attached: ContainerGeometry? = nil, observesOnly: Bool = false,
      hasHistory: Bool = false, isExact: Bool = true
    ) {
      self.time = time
      self.configuration = configuration
      self.environment = environment
      self.reduceMotion = reduceMotion
      self.isVisible = isVisible
      self.attached = attached
      self.observesOnly = observesOnly
      self.hasHistory = hasHistory
      self.isExact = isExact
    }

    /// The baseline of a controller.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - time: The host's clock.
    /// - Returns: The baseline; ``isExact`` says whether ``controller()`` rebuilds it.
    public static func capture(_ controller: NavBarController, at time: Double) -> Baseline {
      var baseline = Baseline(
        time: time, configuration: controller.metrics.configuration, environment: controller.metrics.environment,
        reduceMotion: controller.reduceMotion, isVisible: controller.isVisible, observesOnly: controller.observesOnly)
      switch controller.phase {
      case .detached(let history):
        baseline.hasHistory = history
      default:
        // The container as the app had it: what a detach gives back.
        var released = controller
        _ = released.handle(.detach)
        baseline.attached = released.geometry
        baseline.hasHistory = false
      }
      if let rebuilt = try? baseline.controller() {
        baseline.isExact = rebuilt.sameState(as: controller)
      } else {
        baseline.isExact = false
      }
      return baseline
    }

    /// The controller, built again.
    ///
    /// - Returns: The controller.
    /// - Throws: A ``BarConfigurationError`` when the configuration or environment is refused.
    public func controller() throws(BarConfigurationError) -> NavBarController {
      var controller = try NavBarController(configuration: configuration, environment: environment)
      controller.reduceMotion = reduceMotion
      if !isVisible { _ = controller.handle(.visibilityChanged(isVisible: false)) }
      if let attached {
        _ = controller.handle(.attach(attached, observesOnly: observesOnly))
        _ = controller.handle(
          .systemInsetChanged(
            share: attached.systemInsetTop, isRefreshing: attached.refreshShareTop > 0,
            refreshRoom: attached.refreshWritesContentInset ? attached.refreshShareTop : 0))
        _ = controller.handle(.insetChanged(top: attached.contentInsetTop, bottom: attached.contentInsetBottom))
      } else if hasHistory {
        // A controller that was attached before: attached and let go again.
        _ = controller.handle(.attach(ContainerGeometry(contentHeight: 0, viewportHeight: 1)))
        _ = controller.handle(.detach)
      }
      return controller
    }
  }

  /// What the controller answered to one entry, in a compact form: the writes and the once-only
  /// work of ``NavBarCommands`` (a settle's timing curve, a fade's alphas and a scroll-to-top's
  /// overshoot are left out; their durations are kept).
  public struct Answer: Hashable, Sendable {
    /// How an offset write moves the content.
    public enum Motion: String, Hashable, Sendable {
      /// At once.
      case none
      /// Like `setContentOffset(_:animated: true)`.
      case animated
      /// The bar's own settle over ``Answer/offsetDuration``.
      case timed
    }

    /// ``NavBarCommands/contentInsetTop``.
    public var contentInsetTop: Double?
    /// ``NavBarCommands/scrollIndicatorInsetTop``.
    public var scrollIndicatorInsetTop: Double?
    /// ``NavBarCommands/stopsContentMotion``.
    public var stopsContentMotion = false
    /// ``ContentOffsetCommand/y`` of ``NavBarCommands/contentOffset``.
    public var contentOffsetY: Double?
    /// How the offset write moves the content.
    public var offsetMotion: Motion?
    /// A timed offset write's duration.
    public var offsetDuration: Double?
    /// ``NavBarEffects/targetContentOffset``.
    public var targetContentOffset: Double?
    /// ``NavBarEffects/layoutChanged``.
    public var layoutChanged = false
    /// ``NavBarEffects/layoutAnimationDuration``.
    public var layoutAnimationDuration: Double?
    /// The target of a title cross-fade that started.
    public var titleFade: TitleState?
    /// Its duration.
    public var titleFadeDuration: Double?
    /// The end of a scroll-to-top that started (``ScrollToTopPlan/end``).
    public var scrollToTopEnd: Double?
    /// Its whole duration (travel and settle).
    public var scrollToTopDuration: Double?
    /// ``NavBarEffects/scrollToTopFinished``.
    public var scrollToTopFinished = false
    /// ``NavBarCommands/leadingSpacerHeight``.
    public var leadingSpacerHeight: Double?
    /// ``NavBarCommands/givesBackContainer``.
    public var givesBackContainer = false

    /// Nothing.
    public init() {}

    /// The compact form of commands.
    ///
    /// - Parameter commands: The commands.
    public init(_ commands: NavBarCommands) {
      contentInsetTop = commands.contentInsetTop
      scrollIndicatorInsetTop = commands.scrollIndicatorInsetTop
      stopsContentMotion = commands.stopsContentMotion
      if let offset = commands.contentOffset {
        contentOffsetY = offset.y
        switch offset.animation {
        case .none: offsetMotion = Motion.none
        case .animated: offsetMotion = .animated
        case .timed(let duration, _):
          offsetMotion = .timed
          offsetDuration = duration
        }
      }
      targetContentOffset = commands.effects.targetContentOffset
      layoutChanged = commands.effects.layoutChanged
      layoutAnimationDuration = commands.effects.layoutAnimationDuration
      if let fade = commands.effects.titleFade {
        titleFade = fade.target
        titleFadeDuration = fade.duration
      }
      if let plan = commands.effects.scrollToTop {
        scrollToTopEnd = plan.end
        scrollToTopDuration = plan.travelDuration + plan.settleDuration
      }
      scrollToTopFinished = commands.effects.scrollToTopFinished
      leadingSpacerHeight = commands.leadingSpacerHeight
      givesBackContainer = commands.givesBackContainer
    }

    /// Whether the controller answered nothing.
    public var isEmpty: Bool { self == Answer() }
  }
}

extension NavBarController {
  /// Whether another controller is in the same state: same phase, geometry, collapse, layout and
  /// inset account (what decides its next answers).
  func sameState(as other: NavBarController) -> Bool {
    phase == other.phase && geometry == other.geometry && collapse == other.collapse && layout == other.layout
      && ledger == other.ledger && metrics.configuration == other.metrics.configuration
      && metrics.environment == other.metrics.environment && isVisible == other.isVisible
      && observesOnly == other.observesOnly && search == other.search && reduceMotion == other.reduceMotion
      && tracking == other.tracking && quickReturn == other.quickReturn
  }
}
