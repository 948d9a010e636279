import CollapsingNavBarCore
import Testing

@Suite struct BackPopTests {
  @Test func aQuestionWithTheRowsItemsUnchangedIsATap() {
    #expect(BackPop.asked(itemCount: 3, historyCount: 2, ownItemOnTop: true) == .tap)
    #expect(BackPop.asked(itemCount: 2, historyCount: 1, ownItemOnTop: true) == .tap)
  }

  @Test func aQuestionWithTheItemsCutDownIsAPickFromTheMenuToTheItemBelowTheTop() {
    // Mailboxes, Inbox, Thread under the row's own item; the menu picked Mailboxes: the bar cut
    // its items to Mailboxes and the one it pops.
    #expect(BackPop.asked(itemCount: 2, historyCount: 3, ownItemOnTop: true) == .menuPick(topItemIndex: 0))
    #expect(BackPop.asked(itemCount: 3, historyCount: 3, ownItemOnTop: true) == .menuPick(topItemIndex: 1))
    // (The item it pops may be the picked screen's successor rather than the row's own.)
    #expect(BackPop.asked(itemCount: 3, historyCount: 3, ownItemOnTop: false) == .menuPick(topItemIndex: 1))
    // As many items as a tap, but another on top: not a tap.
    #expect(BackPop.asked(itemCount: 4, historyCount: 3, ownItemOnTop: false) == .menuPick(topItemIndex: 2))
  }

  @Test func aQuestionThatLeavesNoEarlierScreenBelowTheTopGoesNowhere() {
    #expect(BackPop.asked(itemCount: 1, historyCount: 2, ownItemOnTop: true) == .menuPick(topItemIndex: nil))
    #expect(BackPop.asked(itemCount: 0, historyCount: 2, ownItemOnTop: false) == .menuPick(topItemIndex: nil))
    #expect(BackPop.asked(itemCount: 9, historyCount: 2, ownItemOnTop: false) == .menuPick(topItemIndex: nil))
  }

  @Test func aTapAsksTheAppsGuardOnlyWhereThereIsOne() {
    #expect(BackPop.route(navigationControllerHasGuard: true) == .askGuard)
    #expect(BackPop.route(navigationControllerHasGuard: false) == .pop)
  }

  @Test func theBarPopsAfterTheGuardOnlyWhenItAgreedAndLeftTheScreenInPlace() {
    #expect(BackPop.popsAfterGuard(allowed: true, screenStillOnTop: true, isTransitioning: false))
    // A guard that refused, or asks first and pops later.
    #expect(!BackPop.popsAfterGuard(allowed: false, screenStillOnTop: true, isTransitioning: false))
    // A guard that popped the screen itself, at once or on a turn of the main queue before the look.
    #expect(!BackPop.popsAfterGuard(allowed: true, screenStillOnTop: false, isTransitioning: false))
    #expect(!BackPop.popsAfterGuard(allowed: true, screenStillOnTop: true, isTransitioning: true))
  }
}
