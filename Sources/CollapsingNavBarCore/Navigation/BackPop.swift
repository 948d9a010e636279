/// What the top row's navigation bar means when it asks to pop, and how the pop goes through the
/// screen's navigation controller as the system bar's does.
///
/// The row's standalone navigation bar asks its delegate `navigationBar(_:shouldPop:)` for two
/// different things:
/// - a tap on the back button, its items unchanged (``tap``): the screen goes back one, through
///   the app's own guard if its navigation controller has one (``route(navigationControllerHasGuard:)``);
/// - on the systems that ask it there, a pick from the back button's long-press menu: the bar
///   has already cut its items down to the picked screen's (``menuPick(topItemIndex:)``), and the
///   navigation controller pops to that screen. The system bar asks no guard for a pick from the
///   menu either. Where the bar asks nothing and pops itself (it then reports
///   `navigationBar(_:didPop:)`), ``BackHistory/destination(topItemIndex:stack:)`` finds the
///   screen the same way.
///
/// The bar answers `false` to both: its items stay the screen's until the navigation controller
/// takes the screen away, so the row animates no pop of its own.
///
/// ```swift
/// BackPop.asked(itemCount: 3, historyCount: 2, ownItemOnTop: true)   // .tap
/// BackPop.asked(itemCount: 2, historyCount: 2, ownItemOnTop: true)   // .menuPick(topItemIndex: 0)
/// BackPop.route(navigationControllerHasGuard: true)                   // .askGuard
/// BackPop.popsAfterGuard(allowed: true, screenStillOnTop: true, isTransitioning: false)  // true
/// ```
public enum BackPop: Hashable, Sendable {
  /// The back button was tapped: the bar's items are the earlier screens' and its own.
  case tap
  /// A pick from the back button's menu: the bar's items were cut down, the item below its top
  /// is at this index among the earlier screens' (`nil` if it is none of them).
  case menuPick(topItemIndex: Int?)

  /// Reads a `navigationBar(_:shouldPop:)` question from the row's navigation bar.
  ///
  /// - Parameters:
  ///   - itemCount: The bar's `items.count` as it asks.
  ///   - historyCount: How many earlier screens' items the row holds under its own.
  ///   - ownItemOnTop: Whether the row's own item is the bar's top item.
  /// - Returns: What the bar asks for.
  public static func asked(itemCount: Int, historyCount: Int, ownItemOnTop: Bool) -> BackPop {
    if ownItemOnTop && itemCount == historyCount + 1 { return .tap }
    // The bar pops its top item: the screen shown after the pop is the one below it.
    let index = itemCount - 2
    return .menuPick(topItemIndex: (0..<historyCount).contains(index) ? index : nil)
  }

  /// How a tap on the back button goes back.
  public enum TapRoute: Hashable, Sendable {
    /// The app's navigation controller implements `navigationBar(_:shouldPop:)` itself (a
    /// "discard changes?" guard): it is asked, as the system bar asks it, and pops the screen
    /// itself when it agrees (see ``popsAfterGuard(allowed:screenStillOnTop:isTransitioning:)``).
    case askGuard
    /// No guard of the app's: the navigation controller pops the screen, as it does for its own
    /// bar's back button.
    case pop
  }

  /// How a tap on the back button goes back.
  ///
  /// - Parameter navigationControllerHasGuard: Whether the screen's navigation controller has an
  ///   implementation of `navigationBar(_:shouldPop:)` of the app's own (a subclass's or an
  ///   extension's), not UIKit's.
  /// - Returns: The route.
  public static func route(navigationControllerHasGuard: Bool) -> TapRoute {
    navigationControllerHasGuard ? .askGuard : .pop
  }

  /// Whether the bar pops the screen itself after the app's guard answered.
  ///
  /// A guard that agrees pops the screen itself (with the system bar, UIKit's own pop is the
  /// implementation the guard replaces), now or on a later turn of the main queue. The bar looks
  /// on the turn after the guard's answer, after any pop the guard queued: only a guard that
  /// agreed and left the screen where it was, with no transition under way, gets the pop from the
  /// bar. A guard that refused (or asks the user first and pops later) gets nothing.
  ///
  /// - Parameters:
  ///   - allowed: The guard's answer.
  ///   - screenStillOnTop: Whether the screen is still its navigation controller's top screen.
  ///   - isTransitioning: Whether a transition of the navigation controller is under way.
  /// - Returns: Whether the bar pops the screen.
  public static func popsAfterGuard(allowed: Bool, screenStillOnTop: Bool, isTransitioning: Bool) -> Bool {
    allowed && screenStillOnTop && !isTransitioning
  }
}
