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

  @Test func aChildOfAScreenInTheStackTakesItsNearestAncestorsPlace() {
    let stack = ["Mailboxes", "Inbox", "Pager"]
    // A page of a pager pushed onto the stack: the pager's back button.
    let page = BackHistory(stack: stack, screen: "Page 2", ancestors: ["Pager"])
    #expect(page.screens == ["Mailboxes", "Inbox"])
    #expect(page.showsBackButton)
    #expect(page.stackScreen == "Pager")
    #expect(page.destination(topItemIndex: 1, stack: stack) == "Inbox")
    // Nested deeper (a pane of a split inside the pager): the nearest ancestor in the stack.
    let pane = BackHistory(stack: stack, screen: "Pane", ancestors: ["Split", "Pager", "Tabs"])
    #expect(pane.screens == ["Mailboxes", "Inbox"])
    #expect(pane.stackScreen == "Pager")
    // A screen in the stack stands for itself, whatever holds the navigation controller.
    let inbox = BackHistory(stack: stack, screen: "Inbox", ancestors: ["Tabs"])
    #expect(inbox.screens == ["Mailboxes"])
    #expect(inbox.stackScreen == "Inbox")
  }

  @Test func aScreenWithNoAncestorInTheStackHasNoHistory() {
    let history = BackHistory(stack: ["Mailboxes", "Inbox"], screen: "Sheet", ancestors: ["Sheet container"])
    #expect(history.screens.isEmpty)
    #expect(history.stackScreen == nil)
    #expect(history == BackHistory())
    // The root screen's child: a screen to stand for, none to go back to.
    let root = BackHistory(stack: ["Mailboxes", "Inbox"], screen: "Search results", ancestors: ["Mailboxes"])
    #expect(!root.showsBackButton)
    #expect(root.stackScreen == "Mailboxes")
  }
}
