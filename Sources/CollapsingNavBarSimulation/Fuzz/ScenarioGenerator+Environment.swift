import CollapsingNavBarCore

extension ScenarioGenerator {
  /// Generation 2's environment (``Options/generation``): what the device and the app set around
  /// the bar, which generation 1 left at their defaults.
  ///
  /// - iOS 26 or 27 for about a third of the scenarios: the glass look unless the app keeps the
  ///   classic one (`UIDesignRequiresCompatibility`, the bar's `look: classic`), with the
  ///   configuration's scroll edge effect now and then (a style, or hidden);
  /// - Dynamic Type for a quarter: a content-size scale from the smallest category to AX5 and
  ///   beyond, which closable and pinned panels asked for grow by;
  /// - right to left for one in ten;
  /// - a phone's compact height whenever the screen is a landscape phone's, as iOS sets it.
  ///
  /// A container observed only whose owner reserved the bar's expanded height keeps reserving
  /// it as the environment changes it (and starts no farther than its new end).
  ///
  /// - Parameters:
  ///   - device: The device generation 1 made.
  ///   - bar: The bar generation 1 made.
  ///   - containers: The containers generation 1 made.
  mutating func varyEnvironment(
    device: inout Scenario.Device, bar: inout Scenario.Bar, containers: inout [Scenario.Container]
  ) {
    let reserved = Self.reservedTop(bar: bar, device: device)
    device.verticallyCompact = Scenario.Device.verticallyCompactAfterRotation(
      width: device.width, height: device.height)
    if random.chance(0.3) {
      device.os = random.pick([26, 26, 27])
      device.designRequiresCompatibility = random.chance(0.15)
      if random.chance(0.2) { bar.look = .classic }
      if random.chance(0.3) {
        bar.scrollEdgeEffect = BarEdgeEffect(
          style: random.pick([.automatic, .soft, .hard]), isHidden: random.chance(0.25))
      }
    }
    if random.chance(0.25) {
      device.contentSizeScale = random.pick([0.82, 1.12, 1.35, 1.76, 2.35, 3.12, random.double(in: 0.5...4)])
      for index in bar.panels.indices where bar.panels[index].kind == .closable || bar.panels[index].kind == .pinned {
        if random.chance(0.5) { bar.panels[index].scalesWithContentSize = true }
      }
    }
    device.rightToLeft = random.chance(0.1)
    // (Draws no number: the scenario's other draws stay where they were.)
    guard let reserved, let now = Self.reservedTop(bar: bar, device: device), now != reserved else { return }
    for index in containers.indices
    where containers[index].observesOnly && containers[index].contentInsetTop == reserved {
      containers[index].contentInsetTop = now
      // (A smaller reserved inset scrolls less far: content that started at its end stays there.)
      let farthest = min(containers[index].maximumScroll(viewportHeight: device.height), Scenario.maximumContentHeight)
      containers[index].initialScroll = min(containers[index].initialScroll, farthest)
    }
  }

  /// The top inset an owner reserves for the bar below the safe area, as ``observeOnly(_:bar:device:)``
  /// gives it.
  static func reservedTop(bar: Scenario.Bar, device: Scenario.Device) -> Double? {
    guard
      let expanded = (try? BarMetrics(configuration: bar.configuration, environment: device.environment))?
        .expandedHeight
    else { return nil }
    return min(max(0, expanded - device.safeAreaTop), maximumReservedTop)
  }

  /// The largest top inset an owner reserves: a scenario's largest `contentInsetTop`.
  static let maximumReservedTop = 10_000.0
}
