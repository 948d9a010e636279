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

  final class Item {}

  @Test func theRowIsGivenItemsAgainOnlyWhenTheyAreOtherObjectsOrInAnotherOrder() {
    let compose = Item()
    let edit = Item()
    #expect(!NavigationItemContent.changed(shown: [compose, edit], wanted: [compose, edit]))
    #expect(NavigationItemContent.changed(shown: [compose, edit], wanted: [edit, compose]))
    #expect(NavigationItemContent.changed(shown: [compose], wanted: [compose, edit]))
    #expect(NavigationItemContent.changed(shown: [compose], wanted: [Item()]), "an equal-looking item is another one")
    #expect(!NavigationItemContent.changed(shown: [Item](), wanted: []))
  }

  @Test func theBarOnScreenTakesBackACustomViewAnotherBarLaidOut() {
    #expect(NavigationItemContent.takesBackCustomViews(isInWindow: true, placements: [.inRow, .elsewhere]))
    #expect(!NavigationItemContent.takesBackCustomViews(isInWindow: true, placements: [.inRow, .unplaced]))
    #expect(!NavigationItemContent.takesBackCustomViews(isInWindow: true, placements: []))
    #expect(
      !NavigationItemContent.takesBackCustomViews(isInWindow: false, placements: [.elsewhere]),
      "a bar under a pushed screen leaves the view to the bar that shows")
  }
}
