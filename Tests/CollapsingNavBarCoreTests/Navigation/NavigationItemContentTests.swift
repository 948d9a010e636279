import CollapsingNavBarCore
import Testing

@Suite struct NavigationItemContentTests {
  @Test func theBarsOwnTitleWinsThenTheNavigationItemsThenTheScreens() {
    #expect(NavigationItemContent.title(explicit: "Bar", navigationItem: "Item", viewController: "Screen") == "Bar")
    #expect(NavigationItemContent.title(explicit: nil, navigationItem: "Item", viewController: "Screen") == "Item")
    #expect(NavigationItemContent.title(explicit: nil, navigationItem: nil, viewController: "Screen") == "Screen")
    #expect(NavigationItemContent.title(explicit: nil, navigationItem: nil, viewController: nil) == nil)
  }

  @Test func theBarsOwnItemsWinOnceSetEvenEmpty() {
    #expect(NavigationItemContent.items(explicit: [1], navigationItem: [2, 3]) == [1])
    #expect(NavigationItemContent.items(explicit: [Int](), navigationItem: [2, 3]) == [])
    #expect(NavigationItemContent.items(explicit: nil, navigationItem: [2, 3]) == [2, 3])
    #expect(NavigationItemContent.items(explicit: [Int]?.none, navigationItem: nil) == [])
  }

  @Test func aBackButtonShowsPastTheRootOfTheStack() {
    #expect(!NavigationItemContent.showsBackItem(indexInStack: nil))
    #expect(!NavigationItemContent.showsBackItem(indexInStack: 0))
    #expect(NavigationItemContent.showsBackItem(indexInStack: 1))
  }

  @Test func theBackTitleIsThePreviousScreensBackButtonTitleElseItsTitle() {
    #expect(NavigationItemContent.backItemTitle(backButtonTitle: "Inbox", title: "All Inboxes") == "Inbox")
    #expect(NavigationItemContent.backItemTitle(backButtonTitle: nil, title: "All Inboxes") == "All Inboxes")
    #expect(NavigationItemContent.backItemTitle(backButtonTitle: nil, title: nil) == nil)
  }
}
