/// Whether a navigation stack's swipe back (`interactivePopGestureRecognizer`) may begin on a
/// screen that draws its own bar, and who holds the gesture's delegate meanwhile.
///
/// Hiding the system bar (`.toolbar(.hidden, for: .navigationBar)`,
/// `setNavigationBarHidden(true, animated:)`) makes the system's own gesture delegate refuse the
/// swipe. The usual workaround sets the delegate to `nil` for good, which also drops the system's
/// other checks: a swipe on the root screen or during a push then freezes the stack. The package
/// puts a forwarder in front of the system's delegate instead, which answers only
/// `gestureRecognizerShouldBegin(_:)` while the bar is hidden, and only with
/// ``mayBegin(screensInStack:isTransitioning:isSystemBarHidden:backButton:systemAnswer:)``.
///
/// Like the system bar, it keeps the guard of a screen that hides its back button
/// (`navigationItem.hidesBackButton`, SwiftUI's `.navigationBarBackButtonHidden(true)`) or
/// replaces it with `leftBarButtonItems` (a checkout screen, an unsaved form): the swipe does not
/// begin there (``BackButton``).
///
/// ```swift
/// SwipeBack.mayBegin(
///   screensInStack: 2, isTransitioning: false, isSystemBarHidden: true, backButton: .shown, systemAnswer: false)  // true
/// SwipeBack.mayBegin(
///   screensInStack: 1, isTransitioning: false, isSystemBarHidden: true, backButton: .shown, systemAnswer: true)  // false
/// SwipeBack.mayBegin(
///   screensInStack: 2, isTransitioning: false, isSystemBarHidden: true,
///   backButton: SwipeBack.BackButton(hidesBackButton: true), systemAnswer: nil)  // false
/// ```
public enum SwipeBack {
  /// What the top screen's `navigationItem` does with the back button: the three properties the
  /// system reads before it lets the swipe back begin.
  ///
  /// UIKit refuses the swipe on a screen whose back button is hidden or replaced by custom left
  /// items, unless the items only add to it (`leftItemsSupplementBackButton`); for example "If you
  /// hide the back button, the view controller doesn't seem to set up the edge swipe gesture"
  /// (https://github.com/Automattic/pocket-casts-ios/pull/4282) and "Using a custom back button
  /// removes the ability to swipe to move back" (https://github.com/csync/TogetherStream/issues/310).
  ///
  /// ```swift
  /// SwipeBack.BackButton.shown.isShown                                                         // true
  /// SwipeBack.BackButton(hidesBackButton: true).isShown                                        // false
  /// SwipeBack.BackButton(leftItemCount: 1).isShown                                             // false
  /// SwipeBack.BackButton(leftItemCount: 1, leftItemsSupplementBackButton: true).isShown        // true
  /// ```
  public struct BackButton: Hashable, Sendable {
    /// `navigationItem.hidesBackButton`.
    public var hidesBackButton: Bool
    /// `navigationItem.leftBarButtonItems?.count ?? 0`.
    public var leftItemCount: Int
    /// `navigationItem.leftItemsSupplementBackButton`.
    public var leftItemsSupplementBackButton: Bool

    /// A navigation item as the adapter reads it.
    ///
    /// - Parameters:
    ///   - hidesBackButton: `navigationItem.hidesBackButton`.
    ///   - leftItemCount: How many `leftBarButtonItems` the item has (0 for `nil`).
    ///   - leftItemsSupplementBackButton: `navigationItem.leftItemsSupplementBackButton`.
    public init(hidesBackButton: Bool = false, leftItemCount: Int = 0, leftItemsSupplementBackButton: Bool = false) {
      self.hidesBackButton = hidesBackButton
      self.leftItemCount = leftItemCount
      self.leftItemsSupplementBackButton = leftItemsSupplementBackButton
    }

    /// A navigation item that leaves the back button alone (UIKit's defaults).
    public static let shown = BackButton()

    /// Whether the back button shows: not hidden, and no left items, or left items beside it.
    public var isShown: Bool {
      !hidesBackButton && (leftItemCount <= 0 || leftItemsSupplementBackButton)
    }
  }

  /// Whether the swipe back may begin.
  ///
  /// - Parameters:
  ///   - screensInStack: `viewControllers.count` of the navigation controller.
  ///   - isTransitioning: Whether a push or pop is running (`transitionCoordinator != nil`).
  ///   - isSystemBarHidden: `isNavigationBarHidden`.
  ///   - backButton: The top screen's back button (`topViewController?.navigationItem`).
  ///   - systemAnswer: The system delegate's own answer, if it gives one.
  /// - Returns: `false` while the top screen hides or replaces its back button; otherwise, with
  ///   the system bar shown, the system's answer (a screen to go back to and no transition when it
  ///   gives none); with it hidden, a screen to go back to and no transition.
  public static func mayBegin(
    screensInStack: Int, isTransitioning: Bool, isSystemBarHidden: Bool, backButton: BackButton, systemAnswer: Bool?
  ) -> Bool {
    guard backButton.isShown else { return false }
    let possible = screensInStack > 1 && !isTransitioning
    guard isSystemBarHidden else { return systemAnswer ?? possible }
    return possible
  }
}

/// The screens of one navigation stack that keep its swipe back: the forwarder goes in front of
/// the gesture's delegate when the first one appears and the system's delegate comes back when
/// the last one goes, unless someone else set the delegate in the meantime (then it is left).
///
/// ```swift
/// var lease = PopGestureLease()
/// lease.acquire()                          // .install
/// lease.acquire()                          // .none (a second screen)
/// lease.release(delegateIsForwarder: true) // .none
/// lease.release(delegateIsForwarder: true) // .restore
/// ```
public struct PopGestureLease: Hashable, Sendable {
  /// What the adapter does with the gesture's delegate.
  public enum Action: Hashable, Sendable {
    /// Nothing.
    case none
    /// Put the forwarder in front of the current delegate.
    case install
    /// Give the gesture its previous delegate back.
    case restore
  }

  /// How many screens hold the lease.
  package private(set) var holders = 0

  /// A lease nobody holds.
  public init() {}

  /// A screen that draws its own bar appeared in the stack.
  ///
  /// - Returns: ``Action/install`` for the first holder.
  @discardableResult
  public mutating func acquire() -> Action {
    holders += 1
    return holders == 1 ? .install : .none
  }

  /// A screen let go (left its window, was dismantled).
  ///
  /// - Parameter delegateIsForwarder: Whether the gesture's delegate is still the forwarder.
  /// - Returns: ``Action/restore`` when the last holder goes and the forwarder is still the
  ///   delegate; ``Action/none`` otherwise (also for a release with no holder).
  @discardableResult
  public mutating func release(delegateIsForwarder: Bool) -> Action {
    guard holders > 0 else { return .none }
    holders -= 1
    return holders == 0 && delegateIsForwarder ? .restore : .none
  }
}
