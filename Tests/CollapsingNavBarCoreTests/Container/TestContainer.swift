@testable import CollapsingNavBarCore

/// A scroll view reduced to its geometry: writes land at once (an animated offset too), with
/// no system share of the adjusted inset.
struct TestScrollView: ScrollContainer {
  var geometry: ContainerGeometry
  var insetWrites = 0
  var offsetWrites: [ContentOffsetCommand] = []
  var motionStops = 0

  var contentOffsetY: Double { geometry.contentOffsetY }
  var contentInsetTop: Double { geometry.contentInsetTop }
  var contentInsetBottom: Double { geometry.contentInsetBottom }
  var adjustedContentInsetTop: Double { geometry.contentInsetTop }
  var adjustedContentInsetBottom: Double { geometry.contentInsetBottom }
  var scrollIndicatorInsetTop: Double { geometry.scrollIndicatorInsetTop }
  var contentHeight: Double { geometry.contentHeight }
  var viewportHeight: Double { geometry.viewportHeight }
  var safeAreaTop: Double { 0 }
  var safeAreaBottom: Double { 0 }
  var isTracking: Bool { false }
  var isDecelerating: Bool { false }
  var isRefreshing: Bool { false }

  mutating func setContentInsetTop(_ top: Double) {
    insetWrites += 1
    geometry.contentInsetTop = top
  }

  mutating func setScrollIndicatorInsetTop(_ top: Double) { geometry.scrollIndicatorInsetTop = top }

  mutating func setContentOffsetY(_ y: Double, animation: OffsetAnimation) {
    offsetWrites.append(ContentOffsetCommand(y: y, animation: animation))
    geometry.contentOffsetY = y
  }

  mutating func stopMotion() { motionStops += 1 }
}

/// A minimal stand-in for the UIKit adapter: sends events to a controller and applies its
/// commands to a ``TestScrollView`` through ``CommandApplier``, echoes included, as UIKit would.
struct TestContainer {
  var controller: NavBarController
  var view: TestScrollView

  init(
    _ configuration: BarConfiguration = BarMetricsTests.inbox, environment: BarEnvironment = .phone,
    contentHeight: Double = 4000, viewportHeight: Double = 844, offset: Double = 0, insetTop: Double = 0
  ) {
    controller = try! NavBarController(configuration: configuration, environment: environment)
    view = TestScrollView(
      geometry: ContainerGeometry(
        contentOffsetY: offset, contentInsetTop: insetTop, contentHeight: contentHeight, viewportHeight: viewportHeight)
    )
  }

  /// The scroll view's geometry.
  var geometry: ContainerGeometry {
    get { view.geometry }
    set { view.geometry = newValue }
  }
  /// How often the inset was written.
  var insetWrites: Int { view.insetWrites }
  /// The offset writes made.
  var offsetWrites: [ContentOffsetCommand] { view.offsetWrites }

  /// Sends an event and applies what comes back, echoes included; returns the event's own
  /// commands.
  @discardableResult
  mutating func send(_ event: ScrollEvent) -> NavBarCommands {
    let commands = controller.handle(event)
    apply(commands)
    return commands
  }

  @discardableResult
  mutating func attach() -> NavBarCommands { send(.attach(geometry)) }

  /// Applies commands through the one applier.
  @discardableResult
  mutating func apply(_ commands: NavBarCommands) -> CommandPass {
    CommandApplier.apply(commands, to: &controller, container: &view)
  }

  /// Moves the content to a collapse distance measured against the bar's basis.
  @discardableResult
  mutating func scroll(toDistance c: Double) -> NavBarCommands {
    geometry.contentOffsetY = c - controller.basis
    return send(.offsetChanged(geometry.contentOffsetY))
  }

  /// Moves the content by a delta in small steps, like a drag.
  mutating func scroll(by delta: Double, steps: Int = 10) {
    for _ in 0..<steps {
      geometry.contentOffsetY += delta / Double(steps)
      send(.offsetChanged(geometry.contentOffsetY))
    }
  }
}
