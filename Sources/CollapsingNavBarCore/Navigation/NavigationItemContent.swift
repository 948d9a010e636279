/// What the bar's top row shows from its screen's `navigationItem`.
///
/// A screen inside a navigation stack then needs no bar code of its own: the title and the items
/// (the back button is ``BackHistory``'s). What the app sets on the bar itself wins.
///
/// ```swift
/// NavigationItemContent.title(explicit: nil, navigationItem: "Mail", viewController: "Inbox")  // "Mail"
/// NavigationItemContent.items(explicit: nil, navigationItem: ["Compose"])                     // ["Compose"]
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
}
