import Testing

@testable import CollapsingNavBarCore

@Suite struct SwipeBackTests {
  /// A navigation item that leaves the back button alone.
  private let shown = SwipeBack.BackButton.shown

  @Test func withTheSystemBarHiddenASwipeBeginsWhenThereIsAScreenToGoBackTo() {
    #expect(
      SwipeBack.mayBegin(
        screensInStack: 2, isTransitioning: false, isSystemBarHidden: true, backButton: shown, systemAnswer: false))
    #expect(
      SwipeBack.mayBegin(
        screensInStack: 5, isTransitioning: false, isSystemBarHidden: true, backButton: shown, systemAnswer: nil))
  }

  @Test func theRootScreenAndARunningTransitionNeverBeginASwipe() {
    // The two checks whose loss freezes a stack when the delegate is simply set to nil.
    #expect(
      !SwipeBack.mayBegin(
        screensInStack: 1, isTransitioning: false, isSystemBarHidden: true, backButton: shown, systemAnswer: true))
    #expect(
      !SwipeBack.mayBegin(
        screensInStack: 3, isTransitioning: true, isSystemBarHidden: true, backButton: shown, systemAnswer: true))
    #expect(
      !SwipeBack.mayBegin(
        screensInStack: 0, isTransitioning: false, isSystemBarHidden: true, backButton: shown, systemAnswer: nil))
  }

  @Test func withTheSystemBarShownTheSystemDecides() {
    #expect(
      !SwipeBack.mayBegin(
        screensInStack: 2, isTransitioning: false, isSystemBarHidden: false, backButton: shown, systemAnswer: false))
    #expect(
      SwipeBack.mayBegin(
        screensInStack: 2, isTransitioning: false, isSystemBarHidden: false, backButton: shown, systemAnswer: true))
    #expect(
      SwipeBack.mayBegin(
        screensInStack: 2, isTransitioning: false, isSystemBarHidden: false, backButton: shown, systemAnswer: nil))
    #expect(
      !SwipeBack.mayBegin(
        screensInStack: 1, isTransitioning: false, isSystemBarHidden: false, backButton: shown, systemAnswer: nil))
  }

  /// Every case that would begin but for the back button: both bar states, with and without the
  /// system's answer.
  private func wouldBegin(with backButton: SwipeBack.BackButton) -> [Bool] {
    [(true, false), (true, nil), (false, true), (false, nil)].map { hidden, answer in
      SwipeBack.mayBegin(
        screensInStack: 2, isTransitioning: false, isSystemBarHidden: hidden, backButton: backButton,
        systemAnswer: answer)
    }
  }

  @Test func aScreenThatHidesItsBackButtonCannotBeSwipedAway() {
    // A checkout screen: `navigationItem.hidesBackButton`, `.navigationBarBackButtonHidden(true)`.
    let hidden = SwipeBack.BackButton(hidesBackButton: true)
    #expect(!hidden.isShown)
    #expect(wouldBegin(with: hidden) == [false, false, false, false])
    // Left items that supplement a hidden back button bring nothing back.
    let hiddenWithItems = SwipeBack.BackButton(
      hidesBackButton: true, leftItemCount: 1, leftItemsSupplementBackButton: true)
    #expect(wouldBegin(with: hiddenWithItems) == [false, false, false, false])
  }

  @Test func customLeftItemsInPlaceOfTheBackButtonRefuseTheSwipe() {
    let cancel = SwipeBack.BackButton(leftItemCount: 1)
    #expect(!cancel.isShown)
    #expect(wouldBegin(with: cancel) == [false, false, false, false])
    #expect(wouldBegin(with: SwipeBack.BackButton(leftItemCount: 2)) == [false, false, false, false])
  }

  @Test func leftItemsBesideTheBackButtonKeepTheSwipe() {
    let beside = SwipeBack.BackButton(leftItemCount: 1, leftItemsSupplementBackButton: true)
    #expect(beside.isShown)
    #expect(wouldBegin(with: beside) == [true, true, true, true])
    // The flag alone, with no items, changes nothing.
    #expect(wouldBegin(with: SwipeBack.BackButton(leftItemsSupplementBackButton: true)) == [true, true, true, true])
    #expect(wouldBegin(with: .shown) == [true, true, true, true])
  }

  @Test func theDocumentedExamplesHold() {
    #expect(
      SwipeBack.mayBegin(
        screensInStack: 2, isTransitioning: false, isSystemBarHidden: true, backButton: .shown, systemAnswer: false))
    #expect(
      !SwipeBack.mayBegin(
        screensInStack: 1, isTransitioning: false, isSystemBarHidden: true, backButton: .shown, systemAnswer: true))
    #expect(
      !SwipeBack.mayBegin(
        screensInStack: 2, isTransitioning: false, isSystemBarHidden: true,
        backButton: SwipeBack.BackButton(hidesBackButton: true), systemAnswer: nil))
    #expect(SwipeBack.BackButton.shown.isShown)
    #expect(!SwipeBack.BackButton(hidesBackButton: true).isShown)
    #expect(!SwipeBack.BackButton(leftItemCount: 1).isShown)
    #expect(SwipeBack.BackButton(leftItemCount: 1, leftItemsSupplementBackButton: true).isShown)
  }
}

@Suite struct PopGestureLeaseTests {
  @Test func theFirstScreenInstallsAndTheLastRestores() {
    var lease = PopGestureLease()
    #expect(lease.acquire() == .install)
    #expect(lease.acquire() == .none)
    #expect(lease.release(delegateIsForwarder: true) == .none)
    #expect(lease.release(delegateIsForwarder: true) == .restore)
    #expect(lease.holders == 0)
    // A late release of nothing does nothing.
    #expect(lease.release(delegateIsForwarder: true) == .none)
    #expect(lease.holders == 0)
    #expect(lease.acquire() == .install)
  }

  @Test func aDelegateSomeoneElseSetIsLeftAlone() {
    var lease = PopGestureLease()
    lease.acquire()
    #expect(lease.release(delegateIsForwarder: false) == .none)
    #expect(lease.holders == 0)
  }
}
