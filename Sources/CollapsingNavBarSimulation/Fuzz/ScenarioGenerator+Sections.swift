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
}
