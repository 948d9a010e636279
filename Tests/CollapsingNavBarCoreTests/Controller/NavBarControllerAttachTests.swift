import Testing

@testable import CollapsingNavBarCore

@Suite struct NavBarControllerAttachTests {
  /// A bar collapsed by 70 pt on one tab, then attached to another container.
  func switchTab(toScroll contentScroll: Double) -> TestContainer {
    var tab = TestContainer()
    tab.attach()
    tab.scroll(toDistance: 70)
    tab.send(.detach)
    var other = tab
    other.geometry = ContainerGeometry(contentOffsetY: contentScroll, contentHeight: 4000, viewportHeight: 844)
    other.attach()
    return other
  }

  @Test func firstAttachToAScrolledContainerFollowsItsPosition() {
    var container = TestContainer(offset: 500)
    container.attach()
    #expect(container.controller.collapse == 148)
    #expect(container.controller.collapseDistance == 500)
  }

  @Test func anAttachThatChangesTheBarsLayoutAsksForItToBeLaidOut() {
    // Detached, the bar shows expanded; attached to content scrolled deep it collapses: the
    // adapter must lay it out again.
    var container = TestContainer(offset: 500)
    let commands = container.attach()
    #expect(container.controller.layout.height < container.controller.metrics.expandedHeight)
    #expect(commands.effects.layoutChanged)
  }

  @Test func anAttachUnderAFingerHoldingAPullAsksForTheStretchedBarToBeLaidOut() throws {
    // The bar shows expanded before the attach, and would after it but for the pull: the stretch
    // is the one change of its layout, and the adapter must hear of it.
    var controller = try NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
    let expanded = controller.metrics.expandedHeight
    var geometry = ContainerGeometry(
      contentOffsetY: -expanded - 30, contentInsetTop: expanded, contentHeight: 4000, viewportHeight: 844)
    geometry.isTracking = true
    let commands = controller.handle(.attach(geometry))
    #expect(controller.layout.height == expanded + 30)
    #expect(commands.effects.layoutChanged)
  }

  @Test func switchingToAScrolledTabKeepsTheBarWhereItIs() {
    var tab = switchTab(toScroll: 800)
    #expect(tab.controller.collapse == 70)
    #expect(tab.controller.collapseDistance == 800)
    tab.scroll(by: 30)
    #expect(tab.controller.collapse == 100, "the collapse follows the scroll delta")
    tab.scroll(by: -60)
    #expect(tab.controller.collapse == 40)
  }

  @Test func theCollapseMeetsTheAbsolutePositionAtTheTop() {
    var tab = switchTab(toScroll: 800)
    tab.scroll(toDistance: 20)
    #expect(tab.controller.collapse <= 20)
    tab.scroll(toDistance: 0)
    #expect(tab.controller.collapse == 0)
    tab.scroll(by: 25)
    #expect(tab.controller.collapse == 25, "back to following the absolute position")
    tab.scroll(toDistance: 600)
    #expect(tab.controller.collapse == 148)
  }

  @Test func relativeCollapseMeetsTheAbsoluteWhenFullyCollapsed() {
    var tab = switchTab(toScroll: 800)
    tab.scroll(by: 200)
    #expect(tab.controller.collapse == 148)
    tab.scroll(by: -30)
    #expect(tab.controller.collapse == 148, "now tracking the absolute position again")
  }

  /// A container observed only keeps its owner's inset whatever the strategy: the content of a
  /// short tab cannot be brought up under a collapsed bar, so the bar goes to the content.
  @Test func switchingToAShortObservedTabDoesNotScrollItPastItsEnd() throws {
    var configuration = BarMetricsTests.inbox
    configuration.insetStrategy = .followsBar
    var controller = try NavBarController(configuration: configuration, environment: .phone)
    let long = ContainerGeometry(contentOffsetY: -279, contentInsetTop: 279, contentHeight: 4000, viewportHeight: 844)
    _ = controller.handle(.attach(long, observesOnly: true))
    _ = controller.handle(.offsetChanged(-279 + 500))
    #expect(controller.collapse == 148)
    _ = controller.handle(.detach)
    let short = ContainerGeometry(contentOffsetY: -279, contentInsetTop: 279, contentHeight: 300, viewportHeight: 844)
    let commands = controller.handle(.attach(short, observesOnly: true))
    #expect(commands.contentOffset == nil, "the content rests at its top")
    #expect(controller.collapse == 0)
    #expect(commands.effects.layoutAnimationDuration != nil, "the bar goes to the content with its own animation")
  }

  @Test func switchingToATabAtItsTopBringsItUpToMeetTheBar() {
    let tab = switchTab(toScroll: 0)
    #expect(tab.controller.collapse == 70, "the bar keeps its height")
    #expect(tab.controller.collapseDistance == 70)
    #expect(tab.offsetWrites.last == ContentOffsetCommand(y: 70 - 279, animation: .none))
  }

  @Test func switchingToATabTooShortToMeetTheBarAnimatesTheBarToIt() {
    var tab = TestContainer()
    _ = tab.attach()
    tab.scroll(toDistance: 148)
    tab.send(.detach)
    tab.geometry = ContainerGeometry(contentHeight: 500, viewportHeight: 844)
    let commands = tab.attach()
    #expect(tab.controller.collapse == 0)
    #expect(commands.effects.layoutAnimationDuration == 0.25, "the bar's own short animation, not one frame")
    tab.send(.detach)
    tab.controller.reduceMotion = true
    tab.geometry = ContainerGeometry(contentOffsetY: 1000, contentHeight: 4000, viewportHeight: 844)
    _ = tab.attach()
    tab.scroll(toDistance: 1148)
    tab.send(.detach)
    tab.geometry = ContainerGeometry(contentHeight: 500, viewportHeight: 844)
    #expect(tab.attach().effects.layoutAnimationDuration == nil, "at once with Reduce Motion")
    #expect(tab.controller.collapse == 0)
  }

  @Test func switchingToASlightlyScrolledTabMovesTheContentUpToMeetTheBar() {
    let tab = switchTab(toScroll: 30)
    #expect(tab.controller.collapse == 70)
    #expect(tab.controller.collapseDistance == 70)
    #expect(tab.offsetWrites.last == ContentOffsetCommand(y: 70 - 279, animation: .none))
  }

  @Test func switchingTabsMidSettleKeepsTheBarForAFrameThenSettlesItOnTheNewTab() {
    // Partly collapsed on a tab that is still settling when the other tab takes over.
    var tab = switchTab(toScroll: 800)
    #expect(tab.controller.collapse == 70)
    #expect(tab.controller.needsFrames, "a settle waits for the frame after the first")
    #expect(tab.send(.frame(time: 0)).isEmpty, "the first frame shows the bar where it was")
    let commands = tab.send(.frame(time: 1.0 / 120))
    #expect(commands.contentOffset == ContentOffsetCommand(y: 800 + (52 - 70) - 279, animation: .settle(.fromRest)))
    #expect(tab.controller.collapse == 52, "the bar follows the content to the nearest whole state")
    #expect(!tab.controller.needsFrames)
  }

  @Test func aDragBeforeTheNextFrameCancelsTheSettleAfterATabSwitch() {
    var tab = switchTab(toScroll: 800)
    tab.send(.dragBegan)
    #expect(!tab.controller.needsFrames)
    #expect(tab.send(.frame(time: 0)).contentOffset == nil)
  }

  @Test func quickReturnBarCutShortByATabSwitchSettlesOnItsOwnAfterOneFrame() throws {
    var configuration = BarMetricsTests.inbox
    configuration.mode = .quickReturn
    configuration.quickReturnReveal = .wholeBar
    var tab = TestContainer(configuration)
    _ = tab.attach()
    tab.scroll(toDistance: 70)
    tab.send(.detach)
    tab.geometry = ContainerGeometry(contentOffsetY: 900, contentHeight: 4000, viewportHeight: 844)
    _ = tab.attach()
    #expect(tab.controller.collapse == 70)
    tab.send(.frame(time: 0))
    #expect(tab.controller.collapse == 70)
    let commands = tab.send(.frame(time: 1.0 / 120))
    #expect(commands.effects.layoutAnimationDuration == 0.25)
    #expect(tab.controller.collapse == 96, "deep in the content the bar settles in the scroll's direction")
  }

  @Test func anAttachToAContainerAlreadyRefreshingMakesRoomForTheRefreshAtOnce() throws {
    // The container tells the refresh control's share of its adjusted inset (60 of 107).
    func attach(refreshing: Bool) throws -> NavBarController {
      var geometry = ContainerGeometry(
        contentOffsetY: refreshing ? -107 : -47, contentInsetTop: refreshing ? 107 : 47, contentHeight: 4000,
        viewportHeight: 844)
      geometry.systemInsetTop = refreshing ? 107 : 47
      geometry.refreshShareTop = refreshing ? 60 : 0
      var controller = try NavBarController(configuration: BarMetricsTests.inbox, environment: .phone)
      _ = controller.handle(.attach(geometry))
      return controller
    }
    let refreshing = try attach(refreshing: true)
    let resting = try attach(refreshing: false)
    #expect(refreshing.refreshHeight == 60)
    #expect(resting.refreshHeight == 0)
    #expect(refreshing.ownedInsetTop == resting.ownedInsetTop + 60)
  }
}
