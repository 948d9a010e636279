import Testing

@testable import CollapsingNavBarCore

@Suite struct InsetLedgerObservedTests {
  @Test func whatTheOwnerReservedBeyondTheBarCountsAsOthers() {
    var ledger = InsetLedger()
    let moved = ledger.followObserved(top: 140, expandedHeight: 150, pixel: 1.0 / 3)
    #expect(moved)
    #expect(ledger.additionalTopInset == -10)
    #expect(ledger.basis(expandedHeight: 150) == 140)
  }

  @Test func aRefreshControlsHeightStaysItsOwn() {
    var ledger = InsetLedger()
    ledger.holdRefreshRoom(60, told: false)
    ledger.followObserved(top: 210, expandedHeight: 150, pixel: 1.0 / 3)
    #expect(ledger.additionalTopInset == 0)
    #expect(ledger.basis(expandedHeight: 150) == 210)
  }

  @Test func lessThanHalfAPixelIsNoMove() {
    var ledger = InsetLedger()
    ledger.followObserved(top: 150, expandedHeight: 150, pixel: 1.0 / 3)
    let moved = ledger.followObserved(top: 150.1, expandedHeight: 150, pixel: 1.0 / 3)
    #expect(!moved)
    #expect(ledger.writtenInsetTop == nil)
  }
}
