import CollapsingNavBarCore

extension ScenarioGenerator {
  /// Generation 3's sectioned tables (``Options/generation``).
  ///
  /// Three in four bars that generation 2 gave ``InsetStrategy/expanded`` take
  /// ``InsetStrategy/collapsedWithSpacer`` instead. Under such a bar, if it collapses with the
  /// content, half the tables the bar drives get a plain-style section header (``Scenario/Container/sectionHeaderHeight``):
  /// ``Invariant/pinnedHeaderUnderBar`` then holds it right under the bar in every frame. (The
  /// other strategies and quick return keep no such promise: they get no section header, since
  /// the fuzzer waives nothing.)
  ///
  /// - Parameters:
  ///   - bar: The bar generation 2 made.
  ///   - containers: The containers generation 2 made.
  mutating func varySections(bar: inout Scenario.Bar, containers: inout [Scenario.Container]) {
    if bar.insetStrategy == .expanded && random.chance(0.75) { bar.insetStrategy = .collapsedWithSpacer }
    guard bar.insetStrategy == .collapsedWithSpacer, bar.mode == .collapsesWithContent else { return }
    for index in containers.indices where random.chance(0.5) {
      guard containers[index].kind == .table, !containers[index].observesOnly else { continue }
      let header = random.pick([28, 28, 38, random.double(in: 1...80)])
      // (The header is part of the content, which holds it.)
      guard header <= containers[index].contentHeight else { continue }
      containers[index].sectionHeaderHeight = header
    }
  }

  /// Generation 4's owners' spacers (``Options/generation``).
  ///
  /// Half the containers the bar observes only whose owner reserved the expanded bar (as
  /// ``observeOnly(_:bar:device:)`` gives it), under a bar that collapses with the content,
  /// reserve the collapsed bar and place a spacer of the collapsible range first in the content
  /// instead (``Scenario/Container/ownerSpacer``), as the SwiftUI modifier does with a
  /// `CollapsingNavBarSpacer` row. Half of those get a section header, which
  /// ``Invariant/pinnedHeaderUnderBar`` holds right under the bar.
  ///
  /// - Parameters:
  ///   - bar: The bar.
  ///   - device: The device.
  ///   - containers: The containers the earlier generations made.
  mutating func varyOwnerSpacers(bar: Scenario.Bar, device: Scenario.Device, containers: inout [Scenario.Container]) {
    guard bar.mode == .collapsesWithContent, let reserved = Self.reservedTop(bar: bar, device: device),
      let metrics = try? BarMetrics(configuration: bar.configuration, environment: device.environment)
    else { return }
    let space = metrics.reservedTopSpace(holdingSpacer: true)
    // (A bar taller than a scenario's largest inset: the owner reserved that largest inset, not
    // the bar, and places no spacer.)
    guard space.inset + space.leadingSpacer <= Self.maximumReservedTop else { return }
    for index in containers.indices where containers[index].observesOnly && random.chance(0.5) {
      guard containers[index].contentInsetTop == reserved else { continue }
      containers[index].ownerSpacer = true
      containers[index].contentInsetTop = space.inset
      // (A scenario's farthest start counts its content without the spacer: within it.)
      let farthest = min(containers[index].maximumScroll(viewportHeight: device.height), Scenario.maximumContentHeight)
      containers[index].initialScroll = min(containers[index].initialScroll, farthest)
      if random.chance(0.5) {
        let header = random.pick([28, 28, 38, random.double(in: 1...80)])
        if header <= containers[index].contentHeight { containers[index].sectionHeaderHeight = header }
      }
    }
  }
}
