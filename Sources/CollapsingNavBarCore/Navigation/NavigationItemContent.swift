/// What the bar's top row shows from its screen's `navigationItem`.
///
/// A screen inside a navigation stack then needs no bar code of its own: the title, the items,
/// and a back button like the system's. What the app sets on the bar itself wins.
///
/// ```swift
/// NavigationItemContent.title(explicit: nil, navigationItem: "Mail", viewController: "Inbox")  // "Mail"
/// NavigationItemContent.backItemTitle(backButtonTitle: nil, title: "Mailboxes")                // "Mailboxes"
/// NavigationItemContent.showsBackItem(indexInStack: 0)                                         // false
/// ```
public enum NavigationItemContent {
  /// The title to show: the bar's own, else the navigation item's, else the view controller's.
  ///
  /// - Parameters:
  ///   - explicit: The bar's `title`, set by the app.
  ///   - navigationItem: The screen's `navigationItem.title`.
  ///   - viewController: The screen's `title`.
  /// - Returns: The title, or `nil`.
  public static func title(explicit: String?, navigationItem: String?, viewController: String?) -> String? {
    explicit ?? navigationItem ?? viewController
  }

  /// The items to show at one edge: the bar's own once the app set any, else the navigation
  /// item's.
  ///
  /// - Parameters:
  ///   - explicit: The items the app set on the bar (`nil` while it set none).
  ///   - navigationItem: The navigation item's items at that edge.
  /// - Returns: The items.
  public static func items<Item>(explicit: [Item]?, navigationItem: [Item]?) -> [Item] {
    explicit ?? navigationItem ?? []
  }

  /// Whether the top row shows a back button: the screen has one before it in its stack.
  ///
  /// (Whether the button then shows next to leading items, `hidesBackButton` and
  /// `leftItemsSupplementBackButton`, is the system bar's own rule: the row's standalone
  /// `UINavigationBar` applies it.)
  ///
  /// - Parameter indexInStack: The screen's index in `navigationController.viewControllers`.
  /// - Returns: `true` past the root.
  public static func showsBackItem(indexInStack: Int?) -> Bool {
    guard let indexInStack else { return false }
    return indexInStack > 0
  }

  /// The back button's title, as the system's: the previous screen's `backButtonTitle`, else its
  /// title (the navigation bar shortens it to "Back", or to the chevron alone, when space is
  /// short or `backButtonDisplayMode` says so).
  ///
  /// - Parameters:
  ///   - backButtonTitle: The previous screen's `navigationItem.backButtonTitle`.
  ///   - title: The previous screen's title (its navigation item's, else its own).
  /// - Returns: The title for the previous screen's item in the row's navigation bar.
  public static func backItemTitle(backButtonTitle: String?, title: String?) -> String? {
    backButtonTitle ?? title
  }
}
