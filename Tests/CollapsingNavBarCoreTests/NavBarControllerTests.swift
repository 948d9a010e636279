import Testing

@testable import CollapsingNavBarCore

@Suite struct NavBarControllerTests {
  @Test func attachAtTopOwnsTheInsetAndKeepsTheContentAtItsTop() {
    var container = TestContainer()
    let commands = container.attach()
    #expect(commands.contentInsetTop == 279)
    #expect(commands.scrollIndicatorInsetTop == 279)
    #expect(commands.contentOffset == ContentOffsetCommand(y: -279, animation: .none))
    #expect(container.controller.collapseDistance == 0)
    #expect(container.controller.layout.height == 279)
  }

  @Test func scrollingCollapsesTheBarByTheScrollDistance() {
    var container = TestContainer()
    container.attach()
    let commands = container.scroll(toDistance: 60)
    #expect(commands.layoutChanged)
    #expect(container.controller.collapse == 60)
    #expect(container.controller.layout.height == 219)
    #expect(commands.contentInsetTop == nil, "the expanded strategy keeps the inset")
    #expect(commands.scrollIndicatorInsetTop == 219)
  }

  @Test func echoOfTheBarsOwnInsetWriteIsANoOp() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 30)
    let before = container.controller
    let echo = container.controller.handle(.insetChanged(top: 279, bottom: 0))
    #expect(echo.isEmpty)
    #expect(container.controller.additionalTopInset == 0)
    #expect(container.controller.collapse == before.collapse)
  }

  @Test func insetChangeBySomeoneElseIsKeptOnTopOfTheBarsOwn() {
    var container = TestContainer()
    container.attach()
    container.geometry.contentInsetTop = 299
    container.send(.insetChanged(top: 299, bottom: 0))
    #expect(container.controller.additionalTopInset == 20)
    #expect(container.controller.ownedInsetTop == 299)
    // The content did not move, so it is now 20 pt below its new top.
    #expect(container.controller.collapseDistance == 20)
    // A refresh later keeps the addition.
    let commands = container.send(.refreshBegan(height: 60))
    #expect(commands.contentInsetTop == 359)
  }

  @Test func scrollEventsBeforeAttachAndNonFiniteValuesAreIgnored() {
    var container = TestContainer()
    #expect(container.send(.offsetChanged(100)).isEmpty)
    container.attach()
    container.scroll(toDistance: 40)
    let before = container.controller
    for event in [
      ScrollEvent.offsetChanged(.nan), .offsetChanged(.infinity), .insetChanged(top: .nan, bottom: 0),
      .contentSizeChanged(height: -1), .viewportChanged(height: .infinity), .refreshBegan(height: .nan),
      .willEndDragging(velocity: .nan, targetOffset: 0), .frame(time: .infinity),
      .attach(ContainerGeometry(contentOffsetY: .nan, contentHeight: 10, viewportHeight: 10)),
    ] {
      #expect(container.controller.handle(event).targetContentOffset == nil)
      #expect(container.controller.collapse == before.collapse)
      #expect(container.controller.geometry.contentOffsetY == before.geometry.contentOffsetY)
      #expect(container.controller.ownedInsetTop == before.ownedInsetTop)
    }
  }

  @Test func detachRestoresTheOriginalInsetsExactlyAndKeepsTheScrollPosition() {
    var container = TestContainer(offset: 200, insetTop: 13.5)
    container.geometry.scrollIndicatorInsetTop = 7.25
    container.attach()
    container.scroll(toDistance: 500)
    let commands = container.send(.detach)
    #expect(commands.contentInsetTop == 13.5)
    #expect(commands.scrollIndicatorInsetTop == 7.25)
    #expect(commands.contentOffset?.y == 500 - 13.5)
    #expect(!container.controller.isAttached)
    #expect(container.send(.offsetChanged(0)).isEmpty)
  }

  @Test func refreshHeightJoinsTheInsetWhileRefreshing() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: -70)
    var commands = container.send(.refreshBegan(height: 60))
    #expect(commands.contentInsetTop == 339)
    #expect(container.controller.collapseDistance == -10)
    container.scroll(toDistance: 0)  // the content settles at the refresh control's rest
    commands = container.send(.refreshEnded)
    #expect(commands.contentInsetTop == 279)
    #expect(container.offsetWrites.last == ContentOffsetCommand(y: -279, animation: .animated))
  }

  @Test func refreshControlAdjustingTheInsetItselfIsNotAdopted() {
    var container = TestContainer()
    container.attach()
    container.send(.refreshBegan(height: 60))
    container.geometry.contentInsetTop = 399
    container.send(.insetChanged(top: 399, bottom: 0))
    #expect(container.controller.additionalTopInset == 0)
  }

  @Test func activeSearchFreezesTheCollapseUntilCancelled() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 70)
    container.send(.searchActivated)
    #expect(container.controller.layout.panel("search")?.height == 52)
    container.scroll(toDistance: 400)
    #expect(container.controller.collapse == 70)
    #expect(container.send(.scrollToTopRequested).isEmpty)
    container.scroll(toDistance: 70)
    container.send(.searchCancelled)
    #expect(container.controller.collapse == 70)
    #expect(container.controller.layout.panel("search")?.height == 0)
  }

  @Test func searchActivationAndCancelAnimateOverTheSettleDuration() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 30)
    let activated = container.send(.searchActivated)
    #expect(activated.layoutChanged)
    #expect(activated.layoutAnimationDuration == SnapPolicy.nearest.settleDuration)
    #expect(container.controller.layout.searchField?.isActive == true)
    let cancelled = container.send(.searchCancelled)
    #expect(cancelled.layoutChanged)
    #expect(cancelled.layoutAnimationDuration == SnapPolicy.nearest.settleDuration)
    #expect(container.controller.layout.searchField?.isActive == false)
    #expect(container.send(.searchCancelled).isEmpty, "a second cancel does nothing")
  }

  @Test func rotationKeepsTheCollapseAndTheContentUnderTheBar() throws {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 70)
    let commands = try container.controller.setEnvironment(BarEnvironment(safeAreaTop: 0, width: 844, scale: 3))
    container.apply(commands)
    #expect(container.controller.collapse == 70)
    #expect(commands.contentInsetTop == 232)
    #expect(container.controller.collapseDistance == 70)
    #expect(container.controller.layout.height == 232 - 70)
  }

  @Test func dynamicTypeChangeKeepsEachSectionsFraction() throws {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 122)  // half of the large title (96…148)
    let commands = try container.controller.setEnvironment(BarEnvironment(largeTitleScale: 2))
    container.apply(commands)
    #expect(container.controller.collapse == 96 + 52)
    #expect(container.controller.layout.panel("largeTitle")?.height == 52)
  }

  @Test func invalidEnvironmentChangesNothing() {
    var container = TestContainer()
    container.attach()
    let before = container.controller.metrics
    #expect(throws: BarConfigurationError.self) {
      _ = try container.controller.setEnvironment(BarEnvironment(width: -1))
    }
    #expect(container.controller.metrics == before)
  }

  @Test func scrollToTopPlaysUntilTheTopAndEndsExpanded() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 2000)
    container.send(.scrollToTopRequested)
    #expect(container.controller.needsFrames)
    var time = 0.0
    while container.controller.needsFrames && time < 5 {
      container.send(.frame(time: time))
      time += 1.0 / 120
    }
    #expect(!container.controller.needsFrames)
    #expect(container.controller.collapseDistance == 0)
    #expect(container.controller.collapse == 0)
  }

  @Test func dragCancelsScrollToTop() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 2000)
    container.send(.scrollToTopRequested)
    container.send(.frame(time: 0))
    container.send(.frame(time: 0.05))
    container.send(.dragBegan)
    #expect(!container.controller.needsFrames)
    #expect(container.send(.frame(time: 0.1)).contentOffset == nil)
  }

  @Test func programmaticCollapseAndExpandNearTheTopScrollTheContent() {
    var container = TestContainer()
    container.attach()
    container.apply(container.controller.collapse(animated: false))
    #expect(container.controller.collapse == 148)
    container.apply(container.controller.expand(animated: true))
    #expect(container.offsetWrites.last == ContentOffsetCommand(y: -279, animation: .animated))
    #expect(container.controller.collapse == 0)
  }

  @Test func programmaticExpandDeepInTheContentBringsTheBarBackOverIt() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 1000)
    let commands = container.controller.expand(animated: true)
    container.apply(commands)
    #expect(commands.layoutAnimationDuration == 0.25)
    #expect(container.controller.collapse == 0)
    container.scroll(by: 30)
    #expect(container.controller.collapse == 30, "the bar follows the scroll from where it is")
  }
}

@Suite struct NavBarControllerSearchFreezeTests {
  @Test func searchActivatedDuringAPullFreezesTheBarExpandedNotStretched() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: -30)
    #expect(container.controller.layout.height == 309)
    container.send(.searchActivated)
    #expect(container.controller.layout.height == 279)
    container.scroll(toDistance: 0)  // the content bounces back
    #expect(container.controller.layout.height == 279)
    container.send(.searchCancelled)
    #expect(container.controller.collapse == 0)
  }

  @Test func refreshWhileSearchIsActiveKeepsTheFrozenCollapse() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 70)
    container.send(.searchActivated)
    container.scroll(toDistance: -70)
    container.send(.refreshBegan(height: 60))
    #expect(container.controller.collapse == 70)
    container.scroll(toDistance: 0)
    container.send(.refreshEnded)
    #expect(container.controller.collapse == 70)
    #expect(container.controller.layout.height == 279 - 70 + 52, "the search panel stays at full height")
  }
}

@Suite struct NavBarControllerEnvironmentChangeTests {
  static let landscape = BarEnvironment(safeAreaTop: 0, width: 844, scale: 3)

  /// Drags to a collapse distance and lets go with the content still moving.
  private func release(_ container: inout TestContainer, atDistance c: Double) {
    container.send(.dragBegan)
    container.scroll(toDistance: c)
    container.send(.willEndDragging(velocity: 0, targetOffset: container.geometry.contentOffsetY))
    container.send(.didEndDragging(willDecelerate: true))
  }

  @Test func rotationDuringASettleLandsTheContentOnAWholeState() throws {
    var container = TestContainer()
    _ = container.attach()
    release(&container, atDistance: 20)
    #expect(container.controller.isContentMoving)
    let commands = try container.controller.setEnvironment(Self.landscape)
    container.apply(commands)
    #expect(commands.contentOffset?.animation == OffsetAnimation.none)
    #expect(container.controller.collapse == 0)
    #expect(container.controller.collapseDistance == 0)
    #expect(!container.controller.isContentMoving)
  }

  @Test func rotationDuringABounceBackLandsTheContentAtItsTop() throws {
    var container = TestContainer()
    _ = container.attach()
    release(&container, atDistance: -40)
    container.apply(try container.controller.setEnvironment(Self.landscape))
    #expect(container.controller.collapseDistance == 0)
    #expect(container.controller.layout.height == 232)
  }

  @Test func rotationWhileTheFingerHoldsAPullKeepsThePull() throws {
    var container = TestContainer()
    _ = container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: -40)
    container.apply(try container.controller.setEnvironment(Self.landscape))
    #expect(container.controller.collapseDistance == -40)
  }
}

@Suite struct NavBarControllerProgrammaticCollapseTests {
  /// Content that can scroll the bar 70 pt: into the closable panel (52…96), not through it.
  static let shortContent = 70 + 844 - 279.0

  @Test func collapseOfContentTooShortStopsAtTheLastWholeStateItReaches() {
    var container = TestContainer(contentHeight: Self.shortContent)
    _ = container.attach()
    container.apply(container.controller.collapse(animated: false))
    #expect(container.controller.collapse == 52)
    #expect(container.controller.collapseDistance == 52)
  }

  @Test func collapseWithoutSnappingGoesAsFarAsTheContentReaches() {
    var configuration = BarMetricsTests.inbox
    configuration.snapPolicy = .disabled
    var container = TestContainer(configuration, contentHeight: Self.shortContent)
    _ = container.attach()
    container.apply(container.controller.collapse(animated: false))
    #expect(container.controller.collapse == 70)
  }
}

@Suite struct NavBarControllerSettleAfterBasisChangeTests {
  @Test func searchCancelledWithTheContentBetweenWholeStatesSettlesTheBar() {
    var container = TestContainer()
    _ = container.attach()
    container.send(.searchActivated)
    container.scroll(toDistance: 30)  // the content moves under the frozen bar
    let commands = container.send(.searchCancelled)
    #expect(commands.contentOffset == ContentOffsetCommand(y: 52 - 279, animation: .animated))
    #expect(container.controller.collapse == 52)
  }

  @Test func refreshEndingWithTheContentAtRestBetweenWholeStatesSettlesTheBar() {
    var container = TestContainer()
    _ = container.attach()
    container.scroll(toDistance: -70)
    container.send(.refreshBegan(height: 60))
    container.scroll(toDistance: 148)  // fully collapsed while refreshing
    let commands = container.send(.refreshEnded)
    // Without the refresh control's 60 pt the content is 88 pt from its top: between 52 and 96.
    #expect(commands.contentOffset == ContentOffsetCommand(y: 96 - 279, animation: .animated))
    #expect(container.controller.collapse == 96)
  }
}

@Suite struct NavBarControllerSettleAtRestTests {
  @Test func programmaticCollapseAfterAttachingToASlightlyScrolledTabCollapsesFully() {
    var container = TestContainer()
    _ = container.attach()
    container.send(.detach)
    container.geometry = ContainerGeometry(contentOffsetY: 30, contentHeight: 4000, viewportHeight: 844)
    _ = container.attach()
    #expect(container.controller.collapse == 0, "the bar kept its state over the scrolled tab")
    container.apply(container.controller.collapse(animated: false))
    #expect(container.controller.collapse == 148)
  }

  @Test func rotationThatBringsDeepContentIntoTheCollapsibleRangeSettlesTheBar() throws {
    var container = TestContainer()
    _ = container.attach()
    container.scroll(toDistance: 160)
    // Without the 47 pt safe area the content is 113 pt from its top: between 96 and 148.
    let commands = try container.controller.setEnvironment(BarEnvironment(safeAreaTop: 0, width: 844, scale: 3))
    #expect(commands.contentOffset == ContentOffsetCommand(y: 96 - 232, animation: .animated))
  }

  @Test func searchThatStoppedAScrollToTopSettlesTheBarWhenCancelled() throws {
    var container = TestContainer()
    _ = container.attach()
    container.scroll(toDistance: 600)
    container.send(.scrollToTopRequested)
    var time = 0.0
    while container.controller.collapse > 120 && time < 2 {
      container.send(.frame(time: time))
      time += 1.0 / 120
    }
    let stopped = container.controller.collapse
    #expect(!container.controller.metrics.wholeStates.contains(stopped))
    container.send(.searchActivated)
    let commands = container.send(.searchCancelled)
    #expect(commands.contentOffset?.animation == .animated)
    #expect(container.controller.metrics.wholeStates.contains(container.controller.collapse))
  }

  @Test func searchThatStoppedAScrollToTopFromPastTheEndSettlesTheBarWhenCancelled() {
    // Content shorter than the screen, dragged past its end and let go, then the status bar
    // tapped (the adapter stops the bounce) and search activated at once.
    var container = TestContainer(contentHeight: 1)
    _ = container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: 46)
    container.send(.willEndDragging(velocity: 0, targetOffset: -279))
    container.send(.didEndDragging(willDecelerate: true))
    container.send(.scrollToTopRequested)
    container.send(.searchActivated)
    let commands = container.send(.searchCancelled)
    #expect(commands.contentOffset == ContentOffsetCommand(y: -279, animation: .animated))
  }

  @Test func searchThatStoppedAScrollToTopFromAPullBringsTheContentBackToItsTopWhenCancelled() {
    var container = TestContainer(contentHeight: 1)
    _ = container.attach()
    container.send(.dragBegan)
    container.scroll(toDistance: -6)
    container.send(.willEndDragging(velocity: -1, targetOffset: -279))
    container.send(.didEndDragging(willDecelerate: true))
    container.send(.scrollToTopRequested)
    container.send(.searchActivated)
    let commands = container.send(.searchCancelled)
    #expect(commands.contentOffset == ContentOffsetCommand(y: -279, animation: .animated))
    #expect(container.controller.collapse == 0)
  }
}

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
        commands.targetContentOffset,
        commands.layoutAnimationDuration,
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
