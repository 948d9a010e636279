/// Whether a navigation stack's swipe back (`interactivePopGestureRecognizer`) may begin on a
/// screen that draws its own bar, and who holds the gesture's delegate meanwhile.
///
/// Hiding the system bar (`.toolbar(.hidden, for: .navigationBar)`,
/// `setNavigationBarHidden(true, animated:)`) makes the system's own gesture delegate refuse the
/// swipe. The usual workaround sets the delegate to `nil` for good, which also drops the system's
/// other checks: a swipe on the root screen or during a push then freezes the stack. The package
/// puts a forwarder in front of the system's delegate instead, which answers only
/// `gestureRecognizerShouldBegin(_:)` while the bar is hidden, and only with ``mayBegin(screensInStack:isTransitioning:isSystemBarHidden:systemAnswer:)``.
///
/// ```swift
/// SwipeBack.mayBegin(screensInStack: 2, isTransitioning: false, isSystemBarHidden: true, systemAnswer: false)  // true
/// SwipeBack.mayBegin(screensInStack: 1, isTransitioning: false, isSystemBarHidden: true, systemAnswer: true)   // false
/// ```
public enum SwipeBack {
  /// Whether the swipe back may begin.
  ///
  /// - Parameters:
  ///   - screensInStack: `viewControllers.count` of the navigation controller.
  ///   - isTransitioning: Whether a push or pop is running (`transitionCoordinator != nil`).
  ///   - isSystemBarHidden: `isNavigationBarHidden`.
  ///   - systemAnswer: The system delegate's own answer, if it gives one.
  /// - Returns: With the system bar shown, the system's answer (a screen to go back to and no
  ///   transition when it gives none); with it hidden, a screen to go back to and no transition.
  public static func mayBegin(screensInStack: Int, isTransitioning: Bool, isSystemBarHidden: Bool, systemAnswer: Bool?)
    -> Bool
  {
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
  public private(set) var holders = 0

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
