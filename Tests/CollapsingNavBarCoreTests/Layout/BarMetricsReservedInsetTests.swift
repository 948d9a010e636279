import Testing

@testable import CollapsingNavBarCore

@Suite struct BarMetricsReservedInsetTests {
  @Test func aHostReservesTheExpandedBarBelowTheSafeArea() throws {
    let metrics = try BarMetrics(configuration: BarMetricsTests.inbox, environment: .phone)
    #expect(metrics.reservedContentTopInset == 44 + 52 + 52 + 44 + 40)
    #expect(metrics.reservedContentTopInset == metrics.expandedHeight - metrics.environment.safeAreaTop)
  }

  @Test func aBarOfItsTopRowOnlyReservesTheRow() throws {
    let metrics = try BarMetrics(configuration: BarConfiguration(panels: [.top()]), environment: .phone)
    #expect(metrics.reservedContentTopInset == 44)
  }
}

@Suite struct BarMetricsInitialReservedInsetTests {
  @Test(arguments: [
    BarEnvironment.phone, BarEnvironment(safeAreaTop: 20, width: 320, scale: 2),
    BarEnvironment(safeAreaTop: 24, width: 1024, scale: 2, largeTitleScale: 1.6),
    BarEnvironment(safeAreaTop: 0, width: 844, scale: 3, isVerticallyCompact: true),
    BarEnvironment(safeAreaTop: 59, width: 393, scale: 3, largeTitleScale: 1.4, contentSizeScale: 1.5),
  ])
  func theSpaceReservedAtCreationIsTheBarsOnceLaidOut(environment: BarEnvironment) throws {
    var scaling = BarConfiguration.systemWithSearch
    scaling.panels.insert(.pinned("chips", height: 44, scalesWithContentSize: true), at: scaling.panels.count - 1)
    for configuration in [BarConfiguration.system, .systemWithSearch, .compact, BarMetricsTests.inbox, scaling] {
      let bar = try BarMetrics(configuration: configuration.forObservedContainer, environment: environment)
      let seeded = BarMetrics.initialReservedContentTopInset(
        configuration: configuration, scale: environment.scale, largeTitleScale: environment.largeTitleScale,
        isVerticallyCompact: environment.isVerticallyCompact, contentSizeScale: environment.contentSizeScale)
      #expect(seeded == bar.reservedContentTopInset)
      #expect(seeded > 0)
    }
  }

  @Test func anInvalidConfigurationReservesTheSystemBarsSpace() throws {
    var invalid = BarConfiguration.systemWithSearch
    invalid.snapPolicy.velocityThreshold = -1
    let system = try BarMetrics(configuration: BarConfiguration.system.forObservedContainer, environment: .phone)
    #expect(
      BarMetrics.initialReservedContentTopInset(
        configuration: invalid, scale: 3, largeTitleScale: 1, isVerticallyCompact: false)
        == system.reservedContentTopInset)
    #expect(
      BarMetrics.initialReservedContentTopInset(
        configuration: .system, scale: .nan, largeTitleScale: 1, isVerticallyCompact: false) == 0)
  }
}

@Suite struct ReservedTopSpaceTests {
  @Test func withASpacerTheHostReservesTheCollapsedBarAndTheSpacerTheRest() throws {
    let metrics = try BarMetrics(
      configuration: BarConfiguration.systemWithSearch.forObservedContainer, environment: .phone)
    let space = metrics.reservedTopSpace(holdingSpacer: true)
    #expect(space.inset == metrics.collapsedHeight - metrics.environment.safeAreaTop)
    #expect(space.leadingSpacer == metrics.collapsibleRange)
    #expect(abs(space.inset + space.leadingSpacer - metrics.reservedContentTopInset) < 1e-9)
    // The pin line, the content's top edge on screen, is the collapsed bar's bottom edge.
    #expect(metrics.environment.safeAreaTop + space.inset == metrics.collapsedHeight)
    let none = metrics.reservedTopSpace(holdingSpacer: false)
    #expect(none == ReservedTopSpace(inset: metrics.reservedContentTopInset, leadingSpacer: 0))
  }

  @Test func aHostWithoutTheSpacerReservesTheExpandedBarAndReportsNoSpacer() throws {
    let metrics = try BarMetrics(
      configuration: BarConfiguration.systemWithSearch.forObservedContainer, environment: .phone)
    let spaced = metrics.reservedTopSpace(holdingSpacer: true)
    #expect(spaced.reserved(holdsSpacer: true) == spaced)
    let plain = spaced.reserved(holdsSpacer: false)
    #expect(plain.leadingSpacer == 0)
    #expect(abs(plain.inset - metrics.reservedContentTopInset) < 1e-9, "the expanded bar below the safe area")
    #expect(plain.inset > spaced.inset)
  }

  @Test func quickReturnAsksForNoSpacer() throws {
    var configuration = BarConfiguration.systemWithSearch.forObservedContainer
    configuration.mode = .quickReturn(revealDistance: 0)
    let metrics = try BarMetrics(configuration: configuration, environment: .phone)
    #expect(
      metrics.reservedTopSpace(holdingSpacer: true)
        == ReservedTopSpace(inset: metrics.reservedContentTopInset, leadingSpacer: 0))
  }

  @Test func theSpaceAtCreationIsTheBarsOnceLaidOutInWholePixels() throws {
    let environment = BarEnvironment(safeAreaTop: 59, width: 393, scale: 3, largeTitleScale: 1.37)
    for configuration in [BarConfiguration.system, .systemWithSearch, .compact, BarMetricsTests.inbox] {
      let bar = try BarMetrics(configuration: configuration.forObservedContainer, environment: environment)
      let seeded = BarMetrics.initialReservedTopSpace(
        configuration: configuration, scale: 3, largeTitleScale: 1.37, isVerticallyCompact: false, holdingSpacer: true)
      #expect(seeded == bar.reservedTopSpace(holdingSpacer: true))
      #expect((seeded.inset * 3).rounded() == seeded.inset * 3)
      #expect((seeded.leadingSpacer * 3).rounded() == seeded.leadingSpacer * 3)
    }
    #expect(
      BarMetrics.initialReservedTopSpace(
        configuration: .system, scale: .nan, largeTitleScale: 1, isVerticallyCompact: false, holdingSpacer: true)
        == ReservedTopSpace(inset: 0, leadingSpacer: 0))
  }
}
