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

  /// Whether the row must be given items again: an item is shown as itself (the same object),
  /// so the row changes only when the items are other objects or in another order.
  ///
  /// The bar reads the screen's items at every layout and when it enters a window, as well as
  /// when their keys notify, so it must not hand the row the same items again each time: the row's
  /// navigation bar would lay them out anew.
  ///
  /// - Parameters:
  ///   - shown: The items the row shows.
  ///   - wanted: The items it should show.
  /// - Returns: Whether they differ.
  public static func changed<Item: AnyObject>(shown: [Item], wanted: [Item]) -> Bool {
    !shown.elementsEqual(wanted, by: ===)
  }

  /// Where an item's custom view is, as the row finds it.
  public enum CustomViewPlacement: Hashable, Sendable {
    /// In the row's own navigation bar.
    case inRow
    /// In another view: a view has one superview, and the navigation controller's hidden bar,
    /// which still holds the screen's items, or another screen's bar laid it out.
    case elsewhere
    /// In no view yet (the row lays it out at its next layout).
    case unplaced
  }

  /// Whether the row takes its items' custom views back: one of them is in another view while
  /// the bar is on screen.
  ///
  /// A `UIBarButtonItem(customView:)` can be in one bar at a time. The navigation controller's
  /// system bar still holds the screen's items while it is hidden, and may lay them out during a
  /// push or a pop; an item the app shares between screens is laid out by each screen's bar. The
  /// bar on screen owns the view: a bar out of its window (its screen under a pushed one) leaves
  /// it to the bar that shows, and takes it back when its screen shows again.
  ///
  /// - Parameters:
  ///   - isInWindow: Whether the bar is in a window.
  ///   - placements: Where each custom view of the row's items is.
  /// - Returns: Whether the row gives its navigation bar its items again, which puts their views
  ///   back in it.
  public static func takesBackCustomViews(isInWindow: Bool, placements: [CustomViewPlacement]) -> Bool {
    isInWindow && placements.contains(.elsewhere)
  }
}
