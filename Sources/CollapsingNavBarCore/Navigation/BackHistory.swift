/// The screens behind the back button, and where a pick from its long-press menu goes.
///
/// The top row's standalone navigation bar holds one item for each screen before the bar's own,
/// oldest first, as the system bar holds the whole stack. UIKit then draws the back button from
/// the nearest one and lists them all in the back button's long-press menu (iOS 14+), with the
/// titles the system bar would give them.
///
/// A pick from that menu is the one pop the app cannot refuse, as in the system bar. Where UIKit
/// asks the bar's delegate `navigationBar(_:shouldPop:)` for it, the bar's items are already cut
/// down to the picked screen's (``BackPop/menuPick(topItemIndex:)``); where it asks nothing, it
/// pops the items itself and only then calls `navigationBar(_:didPop:)`. Either way the screen is
/// still on top of its navigation controller, so the bar pops it to the screen whose item is on
/// top after the pop, ``destination(topItemIndex:stack:)``, and puts its items back.
///
/// A bar installed in a child of a screen in the stack (a page of a pager, a pane of a
/// container) takes the place of its nearest ancestor in the stack, as the system bar shows the
/// back button of the screen the navigation controller pushed.
///
/// ```swift
/// let history = BackHistory(stack: ["Mailboxes", "Inbox", "Thread"], screen: "Thread")
/// history.screens                                                       // ["Mailboxes", "Inbox"]
/// history.destination(topItemIndex: 0, stack: ["Mailboxes", "Inbox", "Thread"])  // "Mailboxes"
/// BackHistory(stack: ["Mailboxes", "Inbox", "Pager"], screen: "Page 2", ancestors: ["Pager"]).screens
/// // ["Mailboxes", "Inbox"]
/// ```
public struct BackHistory<Screen: Equatable> {
  /// The screens before the bar's own in its navigation stack, oldest first; empty at the root
  /// or outside a stack.
  public let screens: [Screen]
  /// The screen of the stack the bar stands for.
  ///
  /// The screen it is installed in, or the nearest of its ancestors in the stack; `nil` outside
  /// a stack. Its navigation item says whether the back button shows (the one the system reads
  /// before a swipe back, ``SwipeBack/BackButton``).
  public let stackScreen: Screen?

  /// No history: a screen outside a navigation stack.
  public init() {
    screens = []
    stackScreen = nil
  }

  /// The history of a screen in its navigation stack, or of a child of one.
  ///
  /// - Parameters:
  ///   - stack: The navigation controller's `viewControllers`, root first (empty outside one).
  ///   - screen: The screen the bar is installed in.
  ///   - ancestors: Its ancestors, nearest first (`parent`, then its `parent`…), for a screen
  ///     that is a child of a screen in the stack; empty for one in the stack itself.
  public init(stack: [Screen], screen: Screen, ancestors: [Screen] = []) {
    for candidate in [screen] + ancestors {
      guard let index = stack.firstIndex(of: candidate) else { continue }
      screens = Array(stack[..<index])
      stackScreen = candidate
      return
    }
    screens = []
    stackScreen = nil
  }

  /// Whether the top row shows a back button: the screen has one before it in its stack.
  public var showsBackButton: Bool { !screens.isEmpty }

  /// The screen to pop to after the row's navigation bar popped itself from the back menu.
  ///
  /// - Parameters:
  ///   - topItemIndex: The index, among the bar's items, of its top item after the pop.
  ///   - stack: The navigation controller's `viewControllers` now.
  /// - Returns: The screen the item stands for, if it is still in the stack before the last
  ///   screen; `nil` when the pop left the bar's own item on top, or the stack changed under it.
  public func destination(topItemIndex: Int?, stack: [Screen]) -> Screen? {
    guard let topItemIndex, screens.indices.contains(topItemIndex) else { return nil }
    let screen = screens[topItemIndex]
    guard let index = stack.firstIndex(of: screen), index < stack.count - 1 else { return nil }
    return screen
  }
}

extension BackHistory: Sendable where Screen: Sendable {}
extension BackHistory: Equatable {}
