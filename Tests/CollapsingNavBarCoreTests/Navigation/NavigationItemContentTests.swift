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
}
