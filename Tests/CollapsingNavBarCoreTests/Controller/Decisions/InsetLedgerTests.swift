import Testing

@testable import CollapsingNavBarCore

@Suite struct InsetLedgerTests {
  /// A container with its own top inset 13 under a 47 pt system share, the bar's write 279.
  private func ledger(written: Double = 279, refreshWritesContentInset: Bool = false) -> InsetLedger {
    var geometry = ContainerGeometry(contentInsetTop: 60, contentHeight: 4000, viewportHeight: 844)
    geometry.systemInsetTop = 47
    geometry.refreshWritesContentInset = refreshWritesContentInset
    var ledger = InsetLedger(attachingTo: geometry)
    ledger.writtenInsetTop = written
    return ledger
  }

  @Test func theEchoOfTheBarsOwnWriteIsExactlyWhatItWrote() {
    var ledger = ledger()
    #expect(ledger.recognise(279 + 1e-9, current: 279, pixel: 1.0 / 3) == .echo)
    #expect(ledger.recognise(279.2, current: 279, pixel: 1.0 / 3) == .addition(279.2 - 279))
  }

  @Test func anOutsideWriteBelowTheBarsShareIsRefusedAndWrittenBack() {
    var ledger = ledger()
    #expect(ledger.recognise(47, current: 279, pixel: 1.0 / 3) == .refused)
    #expect(ledger.additionalTopInset == 0)
    #expect(ledger.writes(insetTop: 279, indicatorTop: 279, current: 47, pixel: 1.0 / 3).insetTop == 279)
  }

  @Test func anOutsideWriteTakesBackWhatWasAddedButNoMore() {
    var ledger = ledger()
    #expect(ledger.recognise(329, current: 279, pixel: 1.0 / 3) == .addition(50))
    #expect(ledger.recognise(299, current: 329, pixel: 1.0 / 3) == .addition(-30))
    #expect(ledger.additionalTopInset == 20)
    #expect(ledger.recognise(96, current: 299, pixel: 1.0 / 3) == .addition(-20))
    #expect(ledger.additionalTopInset == 0)
    #expect(ledger.basis(expandedHeight: 279) == 279)
  }

  @Test func aWriteWhileRefreshingWithNoShareIsTheRefreshControlsRoomUnderNever() {
    var ledger = ledger(refreshWritesContentInset: true)
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3) == nil)
    // The control refreshes, the system's share stays: UIKit under `.never`.
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: true, pixel: 1.0 / 3) == nil)
    #expect(ledger.recognise(339, current: 279, pixel: 1.0 / 3) == .refreshRoomWritten(60))
    #expect(ledger.additionalTopInset == 0)
    // The echo of that write, once the bar books the room and writes it too.
    #expect(ledger.recognise(339, current: 339, pixel: 1.0 / 3) == .echo)
  }

  @Test func aControlThatTookItsRoomOffBeforeItsStateChangedGetsNoRoomBackOnDetach() {
    // Under `.never` the control writes its room into the container's own inset; where UIKit
    // calls back for its end's write before its state changes, the bar hears its own value less
    // exactly the room while the control still refreshes (fuzz seed 9326, scenario 133091).
    var ledger = ledger(refreshWritesContentInset: true)
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3) == nil)
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: true, pixel: 1.0 / 3) == nil)
    #expect(ledger.recognise(339, current: 279, pixel: 1.0 / 3) == .refreshRoomWritten(60))
    ledger.holdRefreshRoom(60, told: false)
    #expect(ledger.restoredInsetTop == 120, "13 of its own and the room, under a 47 pt share")
    // The control's end: 60 less, while it still says it refreshes.
    #expect(ledger.recognise(279, current: 339, pixel: 1.0 / 3) == .refreshAdjustment)
    #expect(ledger.restoredInsetTop == 60, "the control will not take its room off again")
    // The bar's value going back does not undo that.
    ledger.writtenInsetTop = 339
    #expect(ledger.recognise(339, current: 279, pixel: 1.0 / 3) == .echo)
    #expect(ledger.restoredInsetTop == 60)
    // A drop of anything else is not the control's end.
    var other = self.ledger(refreshWritesContentInset: true)
    _ = other.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3)
    _ = other.systemShareChanged(to: 47, isRefreshing: true, pixel: 1.0 / 3)
    _ = other.recognise(339, current: 279, pixel: 1.0 / 3)
    other.holdRefreshRoom(60, told: false)
    #expect(other.recognise(300, current: 339, pixel: 1.0 / 3) == .refreshAdjustment)
    #expect(other.restoredInsetTop == 120)
    // The state's change ends the wait.
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3) == .refreshEnded)
    #expect(!ledger.refreshRoomTakenOff)
  }

  @Test func aWriteWhileRefreshingIsTheAppsWhereTheControlWritesNoInset() {
    // The same reports as under `.never`, from a container whose refresh control makes no room
    // in its own inset: the rise is the app's (fuzz seed 1351, scenario 60,912, booked it as a
    // 233.5 pt refresh room and drew the bar taller than the pull).
    var ledger = ledger()
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3) == nil)
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: true, pixel: 1.0 / 3) == nil)
    #expect(ledger.recognise(339, current: 279, pixel: 1.0 / 3) == .addition(60))
    #expect(ledger.refreshHeight == 0)
  }

  @Test func aWriteWhileNotRefreshingIsStillSomeoneElses() {
    var ledger = ledger(refreshWritesContentInset: true)
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3) == nil)
    #expect(ledger.recognise(339, current: 279, pixel: 1.0 / 3) == .addition(60))
  }

  @Test func aRiseThatCalledBackBeforeTheControlRefreshedIsItsRoomOnceItSaysSo() {
    // UIKit under `.never` may call back for the control's write before its state changes.
    var ledger = ledger(refreshWritesContentInset: true)
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3) == nil)
    #expect(ledger.recognise(339, current: 279, pixel: 1.0 / 3) == .addition(60))
    #expect(ledger.unclaimedRise == InsetLedger.UnclaimedRise(height: 60, isOffWindow: false))
    // A second report of the same write (the adjusted inset's callback) leaves it unclaimed.
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3) == nil)
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: true, pixel: 1.0 / 3) == .refreshRoomClaimed(height: 60))
    #expect(ledger.additionalTopInset == 0)
    #expect(ledger.refreshHeight == 60)
    #expect(ledger.basis(expandedHeight: 279) == 339, "the room moved from someone else's to the refresh's")
    #expect(ledger.unclaimedRise == nil)
  }

  @Test func whereTheControlTellsItsRoomOnlyARiseOfThatRoomIsClaimedOutOfTheWindowToo() {
    // Out of the window no frame ends the wait for the control's state; the room the control
    // tells with it decides (fuzz seeds 9325, 114540 and 9327, 146958; 9314, 337820 the other way).
    var ledger = ledger(refreshWritesContentInset: true)
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3) == nil)
    #expect(ledger.recognise(339, current: 279, pixel: 1.0 / 3, isVisible: false) == .addition(60))
    #expect(ledger.unclaimedRise == InsetLedger.UnclaimedRise(height: 60, isOffWindow: true))
    #expect(
      ledger.systemShareChanged(to: 47, isRefreshing: true, room: 60, pixel: 1.0 / 3) == .refreshRoomClaimed(height: 60)
    )
    #expect(ledger.refreshHeight == 60)
    #expect(ledger.additionalTopInset == 0)
    // The app's 3 pt out of the window, then a control whose room is 60: not claimed.
    var other = self.ledger(refreshWritesContentInset: true)
    _ = other.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3)
    #expect(other.recognise(282, current: 279, pixel: 1.0 / 3, isVisible: false) == .addition(3))
    #expect(other.systemShareChanged(to: 47, isRefreshing: true, room: 60, pixel: 1.0 / 3) == nil)
    #expect(other.additionalTopInset == 3)
    // The control's own write of its room then comes, and is its room; an app's rise is not.
    #expect(other.recognise(342, current: 282, pixel: 1.0 / 3) == .refreshRoomWritten(60))
    var third = self.ledger(refreshWritesContentInset: true)
    _ = third.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3)
    _ = third.systemShareChanged(to: 47, isRefreshing: true, room: 60, pixel: 1.0 / 3)
    #expect(third.recognise(312, current: 279, pixel: 1.0 / 3) == .addition(33))
    // With no room told (a recording from before it was), out of the window the rise stays
    // someone else's, as before.
    var untold = self.ledger(refreshWritesContentInset: true)
    _ = untold.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3)
    _ = untold.recognise(339, current: 279, pixel: 1.0 / 3, isVisible: false)
    #expect(untold.systemShareChanged(to: 47, isRefreshing: true, pixel: 1.0 / 3) == nil)
    #expect(untold.additionalTopInset == 60)
  }

  @Test func aRiseIsLeftUnclaimedWhereTheControlWritesNoInset() {
    var ledger = ledger()
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3) == nil)
    #expect(ledger.recognise(339, current: 279, pixel: 1.0 / 3) == .addition(60))
    #expect(ledger.unclaimedRise == nil)
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: true, pixel: 1.0 / 3) == nil)
    #expect(ledger.additionalTopInset == 60)
  }

  @Test func aRefreshThatRanBeforeAttachIsNotMistakenForAWrittenRoom() {
    var geometry = ContainerGeometry(contentInsetTop: 60, contentHeight: 4000, viewportHeight: 844)
    geometry.systemInsetTop = 47
    var ledger = InsetLedger(attachingTo: geometry)
    ledger.writtenInsetTop = 279
    // Refreshing from the first report on: the share at rest was never seen.
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: true, pixel: 1.0 / 3) == nil)
    #expect(ledger.recognise(339, current: 279, pixel: 1.0 / 3) == .addition(60))
  }

  @Test func aCarriedToldRoomComesBackOnlyIfTheContainerStillRefreshes() {
    // A room the bar was told of, carried over a detach: the container's share cannot tell it.
    var refreshing = InsetLedger(attachingTo: ContainerGeometry(contentHeight: 4000, viewportHeight: 844))
    refreshing.carriedRefreshHeight = 60
    #expect(refreshing.systemShareChanged(to: 0, isRefreshing: true, pixel: 1.0 / 3) == .refreshResumed(height: 60))
    #expect(refreshing.carriedRefreshHeight == 0)
    // The refresh ended while the bar was away: the room is dropped, and a later report of a
    // refresh (one the bar is not told of) makes none.
    var ended = InsetLedger(attachingTo: ContainerGeometry(contentHeight: 4000, viewportHeight: 844))
    ended.carriedRefreshHeight = 60
    #expect(ended.systemShareChanged(to: 0, isRefreshing: false, pixel: 1.0 / 3) == nil)
    #expect(ended.carriedRefreshHeight == 0)
    #expect(ended.systemShareChanged(to: 0, isRefreshing: true, pixel: 1.0 / 3) == nil)
  }

  @Test func aRoomMeasuredInTheShareWinsOverACarriedOne() {
    var ledger = ledger()
    _ = ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3)
    ledger.carriedRefreshHeight = 60
    #expect(ledger.systemShareChanged(to: 107, isRefreshing: true, pixel: 1.0 / 3) == .refreshBegan(height: 60))
  }

  @Test func detachGivesTheOwnInsetBackUnderTheShareOfTheMoment() {
    var ledger = ledger()
    #expect(ledger.restoredInsetTop == 60)
    _ = ledger.systemShareChanged(to: 107, isRefreshing: true, pixel: 1.0 / 3)
    #expect(ledger.restoredInsetTop == 120, "13 of its own under a 107 pt share")
    _ = ledger.systemShareChanged(to: 0, isRefreshing: false, pixel: 1.0 / 3)
    #expect(ledger.restoredInsetTop == 13)
  }

  @Test func someoneElsesAdditionIsKeptOnTopOfTheBasis() {
    var ledger = ledger()
    #expect(ledger.recognise(299, current: 279, pixel: 1.0 / 3) == .addition(20))
    #expect(ledger.basis(expandedHeight: 279) == 299)
  }

  @Test func aHeldRefreshRoomIsToldOrMeasuredAndNoneWithoutHeight() {
    var ledger = ledger()
    ledger.holdRefreshRoom(60, told: true)
    #expect(ledger.heldRefresh == .told(60))
    #expect(ledger.refreshHeight == 60 && ledger.refreshRoomIsTold)
    ledger.holdRefreshRoom(60, told: false)
    #expect(ledger.heldRefresh == .measured(60))
    #expect(!ledger.refreshRoomIsTold)
    // (A told room of no height holds nothing: it carries nothing over a detach either.)
    ledger.holdRefreshRoom(0, told: true)
    #expect(ledger.heldRefresh == .none)
    #expect(ledger.refreshHeight == 0 && !ledger.refreshRoomIsTold)
  }

  @Test func aFrameEndsTheWaitsForTheRefreshControlsState() {
    var ledger = ledger(refreshWritesContentInset: true)
    _ = ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3)
    _ = ledger.recognise(339, current: 279, pixel: 1.0 / 3)
    ledger.refreshRoomTakenOff = true
    ledger.frameArrived()
    #expect(ledger.unclaimedRise == nil)
    #expect(!ledger.refreshRoomTakenOff)
    // The rise is someone else's for good: the control's state no longer claims it.
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: true, pixel: 1.0 / 3) == nil)
    #expect(ledger.additionalTopInset == 60)
  }

  @Test func aRefreshControlsOwnAdjustmentIsPutBack() {
    var ledger = ledger()
    ledger.holdRefreshRoom(60, told: false)
    #expect(ledger.recognise(400, current: 279, pixel: 1.0 / 3) == .refreshAdjustment)
    #expect(ledger.additionalTopInset == 0)
  }

  @Test func theRefreshHeightIsTheShareBeyondTheShareAtRest() {
    var ledger = ledger()
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3) == nil, "the share at attach")
    #expect(ledger.systemShareChanged(to: 107, isRefreshing: true, pixel: 1.0 / 3) == .refreshBegan(height: 60))
    ledger.holdRefreshRoom(60, told: false)
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3) == .refreshEnded)
  }

  @Test func aMovedShareForcesTheNextWrite() {
    var ledger = ledger()
    _ = ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3)
    #expect(ledger.systemShareChanged(to: 20, isRefreshing: false, pixel: 1.0 / 3) == .shareMoved)
    #expect(ledger.systemShareChanged(to: 20.01, isRefreshing: false, pixel: 1.0 / 3) == .shareMoved, "any move")
    #expect(ledger.writtenInsetTop == nil)
    #expect(ledger.writes(insetTop: 279, indicatorTop: 279, current: 279, pixel: 1.0 / 3).insetTop == 279)
  }

  @Test func refreshingSinceBeforeTheAttachMakesNoRoomOfItsOwn() {
    var geometry = ContainerGeometry(contentInsetTop: 120, contentHeight: 4000, viewportHeight: 844)
    geometry.systemInsetTop = 107
    var ledger = InsetLedger(attachingTo: geometry)
    #expect(ledger.systemShareChanged(to: 107, isRefreshing: true, pixel: 1.0 / 3) == nil)
  }

  @Test func followsBarKeepsRoomToTheExpandedBarWhileTheContentMoves() throws {
    var configuration = BarMetricsTests.inbox
    configuration.insetStrategy = .followsBar
    let metrics = try BarMetrics(configuration: configuration, environment: .phone)
    let ledger = InsetLedger()
    let room = ledger.ownedInsetTop(
      metrics: metrics, layoutHeight: metrics.collapsedHeight, insetRoom: nil, roomToTop: true)
    #expect(room == metrics.expandedHeight)
  }

  @Test func followsBarHoldsRoomForTheCollapseAtTheTarget() throws {
    var configuration = BarMetricsTests.inbox
    configuration.insetStrategy = .followsBar
    let metrics = try BarMetrics(configuration: configuration, environment: .phone)
    let ledger = InsetLedger()
    let free = ledger.ownedInsetTop(metrics: metrics, layoutHeight: metrics.collapsedHeight, insetRoom: nil)
    let held = ledger.ownedInsetTop(metrics: metrics, layoutHeight: metrics.collapsedHeight, insetRoom: 0)
    #expect(free == metrics.collapsedHeight)
    #expect(held == metrics.expandedHeight)
  }
}
