#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  /// A navigation controller for screens that draw their own bar (``CollapsingNavBar``,
  /// ``GradientNavigationBar``): it hides the system bar and keeps the swipe back working.
  ///
  /// Hiding a navigation controller's bar (`setNavigationBarHidden(true, animated:)`) stops its
  /// `interactivePopGestureRecognizer`: the system's own gesture delegate refuses to begin while
  /// the bar is hidden. The usual workaround sets the recognizer's `delegate` to `nil` or to an
  /// object of the app's, which drops the system's other checks (a swipe on the root screen or
  /// during a push then freezes the stack) and takes the delegate from whoever set it.
  ///
  /// This class is opted into by the app, and changes nothing but that one answer: its
  /// recognizer's delegate (on iOS 26 and later, the content pop gesture's too) is a proxy in
  /// front of the system's delegate that forwards every message to it, and answers `gestureRecognizerShouldBegin(_:)` itself only while the bar is
  /// hidden — yes when there is a screen to go back to and no transition is running. With the
  /// bar shown, the system's delegate decides as usual. Either way, as with the system bar, the
  /// swipe does not begin on a screen that hides its back button (`navigationItem.hidesBackButton`)
  /// or replaces it with `leftBarButtonItems` (unless `leftItemsSupplementBackButton`). While the
  /// bar is hidden the status-bar style comes from the top view controller
  /// (``CollapsingNavBar/preferredStatusBarStyle``, ``GradientNavigationBar/preferredStatusBarStyle``).
  ///
  /// ```swift
  /// import CollapsingNavBar
  /// import UIKit
  ///
  /// final class InboxViewController: UIViewController {}  // draws its own CollapsingNavBar
  ///
  /// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  ///   var window: UIWindow?
  ///
  ///   func scene(
  ///     _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ///   ) {
  ///     guard let windowScene = scene as? UIWindowScene else { return }
  ///     let window = UIWindow(windowScene: windowScene)
  ///     // On the main actor, as UIKit calls the scene delegate.
  ///     window.rootViewController = CollapsingNavBarNavigationController(rootViewController: InboxViewController())
  ///     window.makeKeyAndVisible()
  ///     self.window = window
  ///   }
  /// }
  /// ```
  ///
  /// The system bar is hidden from the start (``hidesSystemNavigationBar``). A screen that wants
  /// the system bar back can show it with `setNavigationBarHidden(false, animated:)`.
  @MainActor
  open class CollapsingNavBarNavigationController: UINavigationController {
    /// Whether the system bar is hidden when the navigation controller loads (default `true`).
    open var hidesSystemNavigationBar = true

    /// The proxy in front of the pop gesture's delegate.
    private(set) var popGestureProxy: PopGestureDelegateProxy?
    /// The proxy in front of the delegate of the pop gesture on the whole content (iOS 26+,
    /// `interactiveContentPopGestureRecognizer`).
    private(set) var contentPopGestureProxy: PopGestureDelegateProxy?

    open override func viewDidLoad() {
      super.viewDidLoad()
      if hidesSystemNavigationBar { setNavigationBarHidden(true, animated: false) }
      keepSwipeBack()
    }

    /// Puts the proxy in front of the pop gesture's current delegate (done in `viewDidLoad`), and
    /// on iOS 26 and later in front of the delegate of the pop gesture on the whole content
    /// (`interactiveContentPopGestureRecognizer`), which the same rules govern.
    ///
    /// Call it again if something replaced a recognizer's delegate; it wraps the new one.
    public func keepSwipeBack() {
      if let recognizer = interactivePopGestureRecognizer {
        popGestureProxy = wrapDelegate(of: recognizer, in: popGestureProxy)
      }
      #if compiler(>=6.2)
        if #available(iOS 26.0, *), let recognizer = interactiveContentPopGestureRecognizer {
          contentPopGestureProxy = wrapDelegate(of: recognizer, in: contentPopGestureProxy)
        }
      #endif
    }

    /// The proxy in front of a recognizer's delegate: the one there already, or a new one.
    private func wrapDelegate(
      of recognizer: UIGestureRecognizer, in proxy: PopGestureDelegateProxy?
    ) -> PopGestureDelegateProxy {
      if let proxy, recognizer.delegate === proxy { return proxy }
      let made = PopGestureDelegateProxy(target: recognizer.delegate, navigationController: self)
      recognizer.delegate = made
      return made
    }

    open override var childForStatusBarStyle: UIViewController? {
      isNavigationBarHidden ? topViewController : super.childForStatusBarStyle
    }

    open override var childForStatusBarHidden: UIViewController? {
      isNavigationBarHidden ? topViewController : super.childForStatusBarHidden
    }
  }

  /// Stands in for the pop gesture's delegate: forwards everything to the system's delegate and
  /// answers `gestureRecognizerShouldBegin(_:)` with the core's ``SwipeBack`` policy (never while
  /// the top screen hides or replaces its back button; else the system's answer while the bar
  /// shows, a screen to go back to and no transition while hidden).
  @MainActor
  final class PopGestureDelegateProxy: ForwardingDelegateProxy, UIGestureRecognizerDelegate {
    private weak var navigationController: CollapsingNavBarNavigationController?

    init(target: AnyObject?, navigationController: CollapsingNavBarNavigationController) {
      self.navigationController = navigationController
      super.init(target: target)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let navigationController else { return false }
      let hidden = navigationController.isNavigationBarHidden
      // (With the bar hidden the system's delegate refuses; it is not asked then.)
      let system = hidden ? nil : target as? any UIGestureRecognizerDelegate
      let item = navigationController.topViewController?.navigationItem
      return SwipeBack.mayBegin(
        screensInStack: navigationController.viewControllers.count,
        isTransitioning: navigationController.transitionCoordinator != nil, isSystemBarHidden: hidden,
        backButton: SwipeBack.BackButton(
          hidesBackButton: item?.hidesBackButton ?? false, leftItemCount: item?.leftBarButtonItems?.count ?? 0,
          leftItemsSupplementBackButton: item?.leftItemsSupplementBackButton ?? false),
        systemAnswer: system?.gestureRecognizerShouldBegin?(gestureRecognizer))
    }
  }
#endif
