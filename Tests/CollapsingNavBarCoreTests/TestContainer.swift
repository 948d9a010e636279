@testable import CollapsingNavBarCore

/// A minimal stand-in for the UIKit adapter: applies the controller's commands to a geometry
/// and feeds the resulting KVO echoes back, as UIKit would.
struct TestContainer {
  var controller: NavBarController
  var geometry: ContainerGeometry
  var insetWrites = 0
  var offsetWrites: [ContentOffsetCommand] = []

  init(
    _ configuration: BarConfiguration = BarMetricsTests.inbox, environment: BarEnvironment = .phone,
    contentHeight: Double = 4000, viewportHeight: Double = 844, offset: Double = 0, insetTop: Double = 0
  ) {
    controller = try! NavBarController(configuration: configuration, environment: environment)
    geometry = ContainerGeometry(
      contentOffsetY: offset, contentInsetTop: insetTop, contentHeight: contentHeight, viewportHeight: viewportHeight)
  }

  /// Sends an event and applies what comes back, echoes included.
  @discardableResult
  mutating func send(_ event: ScrollEvent) -> NavBarCommands {
    let commands = controller.handle(event)
    apply(commands)
    return commands
  }

  mutating func attach() -> NavBarCommands { send(.attach(geometry)) }

  mutating func apply(_ commands: NavBarCommands) {
    if let top = commands.contentInsetTop {
      insetWrites += 1
      geometry.contentInsetTop = top
      send(.insetChanged(top: top, bottom: geometry.contentInsetBottom))
    }
    if let indicator = commands.scrollIndicatorInsetTop { geometry.scrollIndicatorInsetTop = indicator }
    if let offset = commands.contentOffset {
      offsetWrites.append(offset)
      geometry.contentOffsetY = offset.y
      send(.offsetChanged(offset.y))
    }
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
