import Testing

@testable import CollapsingNavBarCore

/// Values no UIKit scroll view reports (NaN, infinities, negative sizes) and huge finite ones,
/// fed straight to the controller.
@Suite struct NavBarControllerBadInputTests {
  /// Everything the controller exposes, to compare before and after an event.
  static func state(_ controller: NavBarController) -> [AnyHashable] {
    [
      controller.layout, controller.geometry, controller.collapse, controller.collapseDistance, controller.isAttached,
      controller.isSearchActive, controller.refreshHeight, controller.additionalTopInset, controller.isDragging,
      controller.isContentMoving, controller.needsFrames, controller.ownedInsetTop, controller.metrics,
    ]
  }

  /// A controller mid-drag, partly collapsed.
  static func dragging() -> TestContainer {
    var container = TestContainer()
    _ = container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: 40)
    return container
  }

  static let ignoredEvents: [ScrollEvent] = [
    .offsetChanged(-.infinity), .insetChanged(top: 0, bottom: .nan), .insetChanged(top: .infinity, bottom: 0),
    .insetChanged(top: -.infinity, bottom: .infinity), .contentSizeChanged(height: .nan),
    .contentSizeChanged(height: .infinity), .viewportChanged(height: .nan), .viewportChanged(height: -1),
    .willEndDragging(velocity: 0, targetOffset: .nan), .willEndDragging(velocity: .infinity, targetOffset: 0),
    .willEndDragging(velocity: -.infinity, targetOffset: .infinity), .refreshBegan(height: .infinity),
    .refreshBegan(height: -1), .refreshBegan(height: 1e300), .frame(time: .nan), .frame(time: -.infinity),
    .attach(ContainerGeometry(contentHeight: -1, viewportHeight: 844)),
    .attach(ContainerGeometry(contentHeight: 4000, viewportHeight: .nan)),
    .attach(ContainerGeometry(contentInsetTop: .infinity, contentHeight: 4000, viewportHeight: 844)),
    .attach(ContainerGeometry(contentInsetBottom: -.infinity, contentHeight: 4000, viewportHeight: 844)),
    .attach(ContainerGeometry(scrollIndicatorInsetTop: .nan, contentHeight: 4000, viewportHeight: 844)),
    .attach(ContainerGeometry(contentOffsetY: -.infinity, contentHeight: 4000, viewportHeight: 844)),
    // Finite, but beyond any scroll view (sums of them would overflow).
    .offsetChanged(1e308), .offsetChanged(-.greatestFiniteMagnitude), .insetChanged(top: 1e308, bottom: 0),
    .insetChanged(top: 0, bottom: -1e12), .contentSizeChanged(height: 1e300), .viewportChanged(height: 2e9),
    .willEndDragging(velocity: 1e308, targetOffset: 0), .willEndDragging(velocity: 0, targetOffset: -1e308),
    .attach(ContainerGeometry(contentOffsetY: 1e300, contentHeight: 4000, viewportHeight: 844)),
    .attach(ContainerGeometry(contentHeight: 1e10, viewportHeight: 844)),
  ]

  @Test(arguments: ignoredEvents)
  func nonFiniteOrNegativeValueIsIgnoredAndChangesNothing(_ event: ScrollEvent) {
    var container = Self.dragging()
    let before = Self.state(container.controller)
    #expect(container.controller.handle(event).isEmpty)
    #expect(Self.state(container.controller) == before)
  }

  static let badEnvironments = [
    BarEnvironment(safeAreaTop: .infinity), BarEnvironment(safeAreaTop: -1), BarEnvironment(width: .nan),
    BarEnvironment(width: 0), BarEnvironment(width: 1e300), BarEnvironment(scale: .infinity), BarEnvironment(scale: 0),
    BarEnvironment(largeTitleScale: .nan), BarEnvironment(largeTitleScale: 0),
  ]

  @Test(arguments: badEnvironments)
  func badEnvironmentThrowsAndChangesNothing(_ environment: BarEnvironment) {
    var container = Self.dragging()
    let before = Self.state(container.controller)
    #expect(throws: BarConfigurationError.self) { _ = try container.controller.setEnvironment(environment) }
    #expect(Self.state(container.controller) == before)
  }

  static let badConfigurations = [
    BarConfiguration(panels: []), BarConfiguration(panels: [.top(height: .nan)]),
    BarConfiguration(panels: [.closable("a", height: 10), .closable("a", height: 10)]),
    BarConfiguration(panels: (0..<1000).map { .closable("c\($0)", height: 1) }),
    BarConfiguration(panels: [.top()], titleCrossFadeThreshold: .infinity),
    BarConfiguration(panels: [.top()], mode: .quickReturn(revealDistance: -.infinity)),
  ]

  @Test(arguments: badConfigurations)
  func badConfigurationThrowsAndChangesNothing(_ configuration: BarConfiguration) {
    var container = Self.dragging()
    let before = Self.state(container.controller)
    #expect(throws: BarConfigurationError.self) { _ = try container.controller.setConfiguration(configuration) }
    #expect(Self.state(container.controller) == before)
  }

  /// The largest values the controller accepts, in an order that adds them up.
  static let hugeEvents: [ScrollEvent] = [
    .offsetChanged(1e9), .offsetChanged(-1e9), .offsetChanged(1e9), .contentSizeChanged(height: 1e9),
    .viewportChanged(height: 1e9), .insetChanged(top: 1e9, bottom: 1e9), .insetChanged(top: -1e9, bottom: 0),
    .offsetChanged(-1e9), .dragBegan, .willEndDragging(velocity: 1e9, targetOffset: -1e9),
    .didEndDragging(willDecelerate: false), .refreshBegan(height: 10_000), .scrollToTopRequested, .frame(time: 1e308),
    .frame(time: 0), .refreshEnded, .offsetChanged(0), .willEndDragging(velocity: -1e9, targetOffset: 1e9),
    .didEndDecelerating, .contentSizeChanged(height: 0), .viewportChanged(height: 0), .offsetChanged(1e9),
  ]

  @Test(arguments: [BarMode.collapsesWithContent, .quickReturn(revealDistance: 30)], InsetStrategy.allCases)
  func hugeFiniteValuesKeepEveryOutputFinite(mode: BarMode, strategy: InsetStrategy) {
    var configuration = BarMetricsTests.inbox
    configuration.mode = mode
    configuration.insetStrategy = strategy
    var container = TestContainer(configuration)
    _ = container.attach()
    for event in Self.hugeEvents {
      let commands = container.controller.handle(event)
      let numbers = [
        commands.contentInsetTop, commands.scrollIndicatorInsetTop, commands.contentOffset?.y,
        commands.effects.targetContentOffset,
        commands.effects.layoutAnimationDuration,
      ].compactMap { $0 }
      #expect(numbers.allSatisfy { $0.isFinite }, "\(event) → \(commands)")
      let layout = container.controller.layout
      let values =
        [layout.height, layout.collapse, layout.progress, layout.compactTitleAlpha, layout.largeTitleAlpha]
        + layout.panels.flatMap { [$0.y, $0.height, $0.alpha, $0.progress, $0.contentOffsetY] }
      #expect(values.allSatisfy { $0.isFinite }, "\(event)")
      #expect(layout.height >= layout.collapsedHeight - 1e-9)
      #expect(container.controller.collapse.isFinite && container.controller.ownedInsetTop.isFinite, "\(event)")
    }
  }
}
