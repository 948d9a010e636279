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
    #expect(commands.effects.layoutChanged)
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
      #expect(container.controller.handle(event).effects.targetContentOffset == nil)
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
    #expect(container.offsetWrites.last == ContentOffsetCommand(y: -279, animation: .settle(.fromRest)))
  }

  @Test func aToldRefreshRoomComesBackWithAReattachWhileTheRefreshGoesOn() {
    // The container cannot tell the room (fuzz seed 1406, scenario 494,459: the screen attached
    // the bar again while refreshing, and the content rested 60 pt past its top).
    var container = TestContainer()
    container.attach()
    container.send(.refreshBegan(height: 60))
    #expect(container.geometry.contentInsetTop == 339)
    container.send(.detach)
    #expect(container.geometry.contentInsetTop == 0, "the detach gives back the container's own inset")
    container.attach()
    container.send(.systemInsetChanged(share: 0, isRefreshing: true))
    #expect(container.controller.refreshHeight == 60)
    #expect(container.geometry.contentInsetTop == 339)
  }

  @Test func aToldRefreshRoomIsDroppedIfTheRefreshEndedWhileTheBarWasAway() {
    var container = TestContainer()
    container.attach()
    container.send(.refreshBegan(height: 60))
    container.send(.detach)
    container.attach()
    container.send(.systemInsetChanged(share: 0, isRefreshing: false))
    #expect(container.controller.refreshHeight == 0)
    #expect(container.geometry.contentInsetTop == 279)
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
    #expect(activated.effects.layoutChanged)
    #expect(activated.effects.layoutAnimationDuration == SnapPolicy.nearest.settleDuration)
    #expect(container.controller.layout.searchField?.isActive == true)
    let cancelled = container.send(.searchCancelled)
    #expect(cancelled.effects.layoutChanged)
    #expect(cancelled.effects.layoutAnimationDuration == SnapPolicy.nearest.settleDuration)
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
    #expect(container.offsetWrites.last == ContentOffsetCommand(y: -279, animation: .settle(.fromRest)))
    #expect(container.controller.collapse == 0)
  }

  @Test func programmaticExpandDeepInTheContentBringsTheBarBackOverIt() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 1000)
    let commands = container.controller.expand(animated: true)
    container.apply(commands)
    #expect(commands.effects.layoutAnimationDuration == 0.25)
    #expect(container.controller.collapse == 0)
    container.scroll(by: 30)
    #expect(container.controller.collapse == 30, "the bar follows the scroll from where it is")
  }
}
