import Testing

@testable import CollapsingNavBarCore

/// Someone else's inset writes, the refresh control's share and the content left past its top.
@Suite struct NavBarControllerInsetsTests {
  @Test func anOutsideTopInsetOfZeroIsWrittenBackInTheSameEvent() {
    var container = TestContainer()
    container.attach()
    container.geometry.contentInsetTop = 0  // a keyboard handler
    let commands = container.send(.insetChanged(top: 0, bottom: 300))
    #expect(commands.contentInsetTop == 279)
    #expect(container.geometry.contentInsetTop == 279)
    #expect(container.controller.basis == 279)
    #expect(container.controller.layout.height == 279, "the bar does not stretch")
  }

  @Test func anOutsideAdditionIsKeptAndTheBarStaysWhereItIs() {
    var container = TestContainer()
    container.attach()
    container.scroll(toDistance: 52)
    let height = container.controller.layout.height
    container.geometry.contentInsetTop = 329  // a banner above the content
    let commands = container.send(.insetChanged(top: 329, bottom: 0))
    #expect(commands.contentInsetTop == nil, "adopted, not written back")
    #expect(container.controller.additionalTopInset == 50)
    #expect(container.controller.collapseDistance == 102, "the content did not move, its top did")
    #expect(container.controller.layout.height == height, "neither did the bar")
  }

  @Test func takingAnAdditionBackLeavesNoContentPulledAtRest() {
    var container = TestContainer()
    container.attach()
    container.geometry.contentInsetTop = 329
    container.send(.insetChanged(top: 329, bottom: 0))
    container.scroll(toDistance: 0)
    container.geometry.contentInsetTop = 279
    let commands = container.send(.insetChanged(top: 279, bottom: 0))
    #expect(container.controller.additionalTopInset == 0)
    #expect(commands.contentOffset == ContentOffsetCommand(y: -279, animation: .settle(.fromRest)))
  }

  @Test func aBarTheBasisMovesIntoAPartlyCollapsedStateSettles() {
    var container = TestContainer()
    container.attach()
    container.geometry.contentInsetTop = 329
    container.send(.insetChanged(top: 329, bottom: 0))
    container.apply(container.controller.collapse(animated: false))
    #expect(container.controller.collapse == 148)
    #expect(container.controller.collapseDistance == 148)
    #expect(container.controller.additionalTopInset == 50)
    container.geometry.contentInsetTop = 319
    // The content stays on screen, 10 pt nearer its new top: the bar would rest at 138.
    let commands = container.send(.insetChanged(top: 319, bottom: 0))
    #expect(commands.contentOffset == ContentOffsetCommand(y: 148 - 319, animation: .settle(.fromRest)))
    #expect(container.controller.collapse == 148, "settled to the whole state")
  }

  @Test func theOffsetUIKitMovesWithTheSafeAreasShareIsPutBack() {
    // UIKit moves the offset by the change of the safe area's share at the top, then reports
    // the new adjusted inset: the bar keeps the adjusted inset, so it puts the offset back.
    for distance in [0.0, 70, 900] {
      var container = TestContainer()
      container.attach()
      container.send(.systemInsetChanged(share: 47, isRefreshing: false))
      container.scroll(toDistance: distance)
      let before = container.controller.collapse
      container.geometry.contentOffsetY -= 12
      container.send(.offsetChanged(container.geometry.contentOffsetY))
      let commands = container.send(.systemInsetChanged(share: 59, isRefreshing: false))
      #expect(commands.contentOffset == ContentOffsetCommand(y: distance - 279, animation: .none), "\(distance)")
      #expect(container.controller.collapse == before, "\(distance)")
      #expect(container.controller.collapseDistance == distance, "\(distance)")
    }
  }

  @Test func theOffsetUIKitMovesAfterARefreshEndsWithANewSafeAreaIsPutBack() {
    // One report ends the refresh and brings a safe area 12 pt taller; UIKit's move of the offset
    // for the safe area comes after it: put back, as a move before the report is.
    var container = TestContainer()
    container.attach()
    container.send(.systemInsetChanged(share: 47, isRefreshing: false))
    container.scroll(toDistance: 900)
    container.send(.systemInsetChanged(share: 107, isRefreshing: true))
    #expect(container.controller.refreshHeight == 60)
    container.send(.systemInsetChanged(share: 59, isRefreshing: false))
    #expect(container.controller.refreshHeight == 0)
    let before = (offset: container.geometry.contentOffsetY, collapse: container.controller.collapse)
    container.geometry.contentOffsetY -= 12
    let commands = container.send(.offsetChanged(container.geometry.contentOffsetY))
    #expect(commands.contentOffset == ContentOffsetCommand(y: before.offset, animation: .none))
    #expect(container.controller.collapse == before.collapse)
  }

  @Test func aShareThatMovesAloneLeavesTheOffset() {
    var container = TestContainer()
    container.attach()
    container.send(.systemInsetChanged(share: 47, isRefreshing: false))
    container.scroll(toDistance: 70)
    let commands = container.send(.systemInsetChanged(share: 59, isRefreshing: false))
    #expect(commands.contentOffset == nil)
  }

  @Test func aRefreshTheAppBeginsAtTheTopShowsTheSpinner() {
    var container = TestContainer()
    container.attach()
    container.send(.systemInsetChanged(share: 0, isRefreshing: false))
    let commands = container.send(.systemInsetChanged(share: 60, isRefreshing: true))
    #expect(container.controller.refreshHeight == 60)
    #expect(commands.contentOffset == ContentOffsetCommand(y: -339, animation: .settle(.fromRest)))
    #expect(container.controller.collapse == 0, "the bar stays expanded on the way")
    #expect(container.controller.layout.height == 279)
  }

  /// A container whose refresh control writes its room into `contentInset` (`.never`), after a
  /// 60 pt rise of its inset heard while the control did not refresh.
  private static func neverContainerWithARise() -> TestContainer {
    var container = TestContainer()
    container.geometry.refreshWritesContentInset = true
    container.attach()
    container.send(.systemInsetChanged(share: 0, isRefreshing: false))
    container.geometry.contentInsetTop = 339
    container.send(.insetChanged(top: 339, bottom: 0))
    return container
  }

  @Test func underNeverARiseWaitsOneFrameForTheRefreshControlToClaimIt() {
    var container = Self.neverContainerWithARise()
    #expect(container.controller.additionalTopInset == 60)
    #expect(container.controller.needsFrames, "a frame to hear whether the control refreshes now")
    // The frame brings no refresh: the rise stays someone else's, and the frames stop.
    container.send(.frame(time: 0.01))
    #expect(!container.controller.needsFrames)
    #expect(container.controller.additionalTopInset == 60)
    #expect(container.controller.refreshHeight == 0)
  }

  @Test func underNeverARiseTheRefreshControlClaimsBecomesItsRoom() {
    var container = Self.neverContainerWithARise()
    let commands = container.send(.systemInsetChanged(share: 0, isRefreshing: true))
    #expect(container.controller.refreshHeight == 60)
    #expect(container.controller.additionalTopInset == 0)
    #expect(commands.contentOffset == nil, "late, the content stays where it is, as UIKit leaves it")
    #expect(container.controller.basis == 339)
  }

  /// Under `.never`, after the control claimed its 60 pt room, someone writes the bar's value
  /// less exactly that room while the control still refreshes: the control's end looks so where
  /// UIKit calls back for its write before its state changes.
  private static func neverContainerWithItsRoomDropped() -> TestContainer {
    var container = Self.neverContainerWithARise()
    container.send(.systemInsetChanged(share: 0, isRefreshing: true))
    container.geometry.contentInsetTop = 279
    container.send(.insetChanged(top: 279, bottom: 0))
    return container
  }

  @Test func aDropOfTheRoomTheControlsStateDoesNotConfirmByTheNextFrameIsRefusedAndTheDetachGivesTheRoomBack() {
    // Seed 9343, scenario 946602: the app wrote 0 while the bar, collapsed to nothing, held the
    // room alone; the detach then took the room of a refresh still going on out of the inset.
    var container = Self.neverContainerWithItsRoomDropped()
    #expect(container.controller.needsFrames, "a frame to hear whether the control's state follows")
    container.send(.systemInsetChanged(share: 0, isRefreshing: true))
    container.send(.frame(time: 0.01))
    #expect(!container.controller.needsFrames)
    #expect(container.controller.refreshHeight == 60)
    let commands = container.send(.detach)
    #expect(commands.contentInsetTop == 60, "no inset of its own, and the room of the refresh still going on")
  }

  @Test func aDropOfTheRoomThatTheControlsStateConfirmsGivesNoRoomBack() {
    var container = Self.neverContainerWithItsRoomDropped()
    // Detached before its state changed: the control will not take the room off again.
    var early = container
    #expect(early.send(.detach).contentInsetTop == 0)
    container.send(.systemInsetChanged(share: 0, isRefreshing: false))
    #expect(!container.controller.ledger.refreshRoomTakenOff, "the state's change ends the wait")
    #expect(container.controller.refreshHeight == 0)
    #expect(container.send(.detach).contentInsetTop == 0)
  }

  @Test func aRefreshTheAppBeginsDeeperLeavesTheContentAndTheBar() {
    var container = TestContainer()
    container.attach()
    container.send(.systemInsetChanged(share: 0, isRefreshing: false))
    container.scroll(toDistance: 52)
    let commands = container.send(.systemInsetChanged(share: 60, isRefreshing: true))
    #expect(commands.contentOffset == nil)
    #expect(container.controller.collapse == 52)
    #expect(container.controller.collapseDistance == 112)
  }

  @Test func aPulledRefreshShrinksThePullByTheControlsRoom() {
    var container = TestContainer()
    container.attach()
    container.send(.systemInsetChanged(share: 0, isRefreshing: false))
    container.send(.dragBegan)
    container.scroll(toDistance: -70)
    let commands = container.send(.systemInsetChanged(share: 60, isRefreshing: true))
    #expect(commands.contentOffset == nil, "the finger holds the content")
    #expect(container.controller.collapseDistance == -10)
  }

  @Test func anAnimatedMoveToWhereTheContentIsIsAPlainWrite() {
    var container = TestContainer()
    container.attach()
    let commands = container.controller.expand(animated: true)
    #expect(commands.contentOffset?.animation != .animated)
    #expect(container.controller.phase == .idle)
  }

  @Test func contentLeftPastItsTopWithoutSnappingGoesBack() {
    var configuration = BarMetricsTests.inbox
    configuration.snapPolicy = .disabled
    var container = TestContainer(configuration)
    container.attach()
    container.scroll(toDistance: -20)
    var commands = NavBarCommands()
    container.controller.settle(&commands)
    #expect(commands.contentOffset == ContentOffsetCommand(y: -279, animation: .settle(.fromRest)))
  }

  @Test func aContainerRestingPastItsTopIsTakenAtItsTop() {
    var container = TestContainer(offset: -30, insetTop: 20)  // 10 pt past its top
    let commands = container.attach()
    #expect(commands.contentOffset == ContentOffsetCommand(y: -279, animation: .none))
    #expect(container.controller.collapse == 0)
  }
}
