import Testing

@testable import CollapsingNavBarCore

@Suite struct SwipeBackTests {
  @Test func withTheSystemBarHiddenASwipeBeginsWhenThereIsAScreenToGoBackTo() {
    #expect(SwipeBack.mayBegin(screensInStack: 2, isTransitioning: false, isSystemBarHidden: true, systemAnswer: false))
    #expect(SwipeBack.mayBegin(screensInStack: 5, isTransitioning: false, isSystemBarHidden: true, systemAnswer: nil))
  }

  @Test func theRootScreenAndARunningTransitionNeverBeginASwipe() {
    // The two checks whose loss freezes a stack when the delegate is simply set to nil.
    #expect(!SwipeBack.mayBegin(screensInStack: 1, isTransitioning: false, isSystemBarHidden: true, systemAnswer: true))
    #expect(!SwipeBack.mayBegin(screensInStack: 3, isTransitioning: true, isSystemBarHidden: true, systemAnswer: true))
    #expect(!SwipeBack.mayBegin(screensInStack: 0, isTransitioning: false, isSystemBarHidden: true, systemAnswer: nil))
  }

  @Test func withTheSystemBarShownTheSystemDecides() {
    #expect(
      !SwipeBack.mayBegin(screensInStack: 2, isTransitioning: false, isSystemBarHidden: false, systemAnswer: false))
    #expect(SwipeBack.mayBegin(screensInStack: 2, isTransitioning: false, isSystemBarHidden: false, systemAnswer: true))
    #expect(SwipeBack.mayBegin(screensInStack: 2, isTransitioning: false, isSystemBarHidden: false, systemAnswer: nil))
    #expect(!SwipeBack.mayBegin(screensInStack: 1, isTransitioning: false, isSystemBarHidden: false, systemAnswer: nil))
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
