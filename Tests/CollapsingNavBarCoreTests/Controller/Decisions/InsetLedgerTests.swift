import Testing

@testable import CollapsingNavBarCore

@Suite struct InsetLedgerTests {
  private func ledger(written: Double = 279) -> InsetLedger {
    var ledger = InsetLedger(
      attachingTo: ContainerGeometry(contentInsetTop: 13, contentHeight: 4000, viewportHeight: 844))
    ledger.writtenInsetTop = written
    return ledger
  }

  @Test func theEchoOfTheBarsOwnWriteIsRecognisedWithinAPixel() {
    var ledger = ledger()
    #expect(ledger.recognise(279.2, current: 279, pixel: 1.0 / 3) == .echo)
    #expect(ledger.additionalTopInset == 0)
  }

  @Test func someoneElsesAdditionIsKeptOnTopOfTheBasis() {
    var ledger = ledger()
    #expect(ledger.recognise(299, current: 279, pixel: 1.0 / 3) == .addition(20))
    #expect(ledger.basis(expandedHeight: 279) == 299)
  }

  @Test func aRefreshControlsOwnAdjustmentIsPutBack() {
    var ledger = ledger()
    ledger.refreshHeight = 60
    #expect(ledger.recognise(400, current: 279, pixel: 1.0 / 3) == .refreshAdjustment)
    #expect(ledger.additionalTopInset == 0)
  }

  @Test func theRefreshHeightIsTheShareBeyondTheShareAtRest() {
    var ledger = ledger()
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3) == nil)
    #expect(ledger.systemShareChanged(to: 107, isRefreshing: true, pixel: 1.0 / 3) == .refreshBegan(height: 60))
    ledger.refreshHeight = 60
    #expect(ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3) == .refreshEnded)
  }

  @Test func aMovedShareForcesTheNextWrite() {
    var ledger = ledger()
    _ = ledger.systemShareChanged(to: 47, isRefreshing: false, pixel: 1.0 / 3)
    #expect(ledger.systemShareChanged(to: 20, isRefreshing: false, pixel: 1.0 / 3) == .shareMoved)
    #expect(ledger.writtenInsetTop == nil)
    #expect(ledger.writes(insetTop: 279, indicatorTop: 279, current: 279, pixel: 1.0 / 3).insetTop == 279)
  }

  @Test func refreshingSinceBeforeTheAttachMakesNoRoomOfItsOwn() {
    var ledger = ledger()
    #expect(ledger.systemShareChanged(to: 107, isRefreshing: true, pixel: 1.0 / 3) == nil)
  }

  @Test func followsBarHoldsRoomForTheCollapseAtTheTarget() throws {
    var configuration = BarMetricsTests.inbox
    configuration.insetStrategy = .followsBar
    let metrics = try BarMetrics(configuration: configuration, environment: .phone)
    let ledger = InsetLedger()
    let free = ledger.ownedInsetTop(metrics: metrics, layoutHeight: metrics.collapsedHeight, heldCollapse: nil)
    let held = ledger.ownedInsetTop(metrics: metrics, layoutHeight: metrics.collapsedHeight, heldCollapse: 0)
    #expect(free == metrics.collapsedHeight)
    #expect(held == metrics.expandedHeight)
  }
}
