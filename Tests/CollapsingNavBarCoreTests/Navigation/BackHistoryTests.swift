import CollapsingNavBarCore
import Testing

@Suite struct BackHistoryTests {
  @Test func theHistoryIsEveryScreenBeforeTheBarsOldestFirst() {
    let history = BackHistory(stack: ["Mailboxes", "Inbox", "Thread", "Reply"], screen: "Thread")
    #expect(history.screens == ["Mailboxes", "Inbox"])
    #expect(history.showsBackButton)
  }

  @Test func theRootAndAScreenOutsideTheStackShowNoBackButton() {
    #expect(BackHistory(stack: ["Mailboxes", "Inbox"], screen: "Mailboxes").screens.isEmpty)
    #expect(!BackHistory(stack: ["Mailboxes", "Inbox"], screen: "Mailboxes").showsBackButton)
    #expect(!BackHistory(stack: ["Mailboxes"], screen: "Settings").showsBackButton)
    #expect(!BackHistory(stack: [], screen: "Settings").showsBackButton)
    #expect(!BackHistory<String>().showsBackButton)
    #expect(BackHistory<String>() == BackHistory(stack: ["Mailboxes"], screen: "Settings"))
  }

  @Test func aPickFromTheBackMenuPopsToTheScreenWhoseItemIsOnTop() {
    let stack = ["Mailboxes", "Inbox", "Thread", "Reply"]
    let history = BackHistory(stack: stack, screen: "Reply")
    #expect(history.destination(topItemIndex: 0, stack: stack) == "Mailboxes")
    #expect(history.destination(topItemIndex: 1, stack: stack) == "Inbox")
    #expect(history.destination(topItemIndex: 2, stack: stack) == "Thread")
  }

  @Test func aPopThatLeftTheBarsOwnItemOnTopGoesNowhere() {
    let stack = ["Mailboxes", "Inbox", "Thread"]
    let history = BackHistory(stack: stack, screen: "Thread")
    #expect(history.destination(topItemIndex: 2, stack: stack) == nil)
    #expect(history.destination(topItemIndex: nil, stack: stack) == nil)
    #expect(history.destination(topItemIndex: -1, stack: stack) == nil)
  }

  @Test func aScreenThatLeftTheStackSinceTheItemsWereShownIsNotPoppedTo() {
    let history = BackHistory(stack: ["Mailboxes", "Inbox", "Thread"], screen: "Thread")
    // The app replaced the stack under the bar: "Inbox" is gone, "Mailboxes" is the last screen.
    #expect(history.destination(topItemIndex: 1, stack: ["Mailboxes", "Search", "Thread"]) == nil)
    #expect(history.destination(topItemIndex: 0, stack: ["Mailboxes"]) == nil)
    #expect(history.destination(topItemIndex: 0, stack: ["Mailboxes", "Search", "Thread"]) == "Mailboxes")
  }
}
