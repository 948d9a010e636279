#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import ObjectiveC
  import SwiftUI
  import UIKit

  /// An invisible view that keeps the swipe back of the navigation controller around it while
  /// its screen hides the system bar.
  ///
  /// In a window it finds the navigation controller (the responder chain) and takes a lease on
  /// its pop gesture (``PopGestureLease``): the first screen puts a ``PopGestureForwarder`` in
  /// front of the gesture's delegate, the last one to leave gives the system's delegate back
  /// (unless someone else set one since). The forwarder answers only
  /// `gestureRecognizerShouldBegin(_:)`, with ``SwipeBack/mayBegin(screensInStack:isTransitioning:isSystemBarHidden:backButton:systemAnswer:)``,
  /// and hands every other message to the system's delegate.
  @available(iOS 14.0, *)
  @MainActor
  struct SwipeBackKeeper: UIViewRepresentable {
    func makeUIView(context: Context) -> SwipeBackKeeperView { SwipeBackKeeperView() }
    func updateUIView(_ view: SwipeBackKeeperView, context: Context) {}
    static func dismantleUIView(_ view: SwipeBackKeeperView, coordinator: ()) { view.letGo() }
  }

  /// The keeper's view: invisible, never hit.
  final class SwipeBackKeeperView: UIView {
    private weak var held: UINavigationController?

    override init(frame: CGRect) {
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil else { return letGo() }
      // The view controllers are linked once the hosting view is in the window; look on the
      // next turn, outside the view update.
      DispatchQueue.main.async { [weak self] in self?.hold() }
    }

    private func hold() {
      guard window != nil, held == nil, let navigation = navigationController else { return }
      held = navigation
      for recognizer in PopGestureForwarder.Recognizer.allCases {
        PopGestureForwarder.acquire(recognizer, for: navigation)
      }
    }

    /// Gives the lease back (left the window, dismantled); safe to call repeatedly.
    func letGo() {
      guard let navigation = held else { return }
      held = nil
      for recognizer in PopGestureForwarder.Recognizer.allCases {
        PopGestureForwarder.release(recognizer, for: navigation)
      }
    }

    private var navigationController: UINavigationController? {
      var responder: UIResponder? = self
      while let current = responder {
        if let controller = current as? UIViewController, let navigation = controller.navigationController {
          return navigation
        }
        responder = current.next
      }
      return nil
    }
  }

  /// Stands in front of a pop gesture's delegate: answers `gestureRecognizerShouldBegin(_:)` with
  /// the core's rule and forwards every other message to the system's delegate.
  @MainActor
  final class PopGestureForwarder: NSObject, UIGestureRecognizerDelegate {
    /// The delegate the gesture had before (the system's), held weakly as UIKit holds delegates.
    ///
    /// Read from `responds(to:)` and `forwardingTarget(for:)`, which the Objective-C runtime
    /// calls on the main thread for a gesture recognizer's delegate; set on the main thread only.
    nonisolated(unsafe) private(set) weak var system: (any UIGestureRecognizerDelegate)?
    private weak var navigationController: UINavigationController?
    private var lease = PopGestureLease()

    private init(system: (any UIGestureRecognizerDelegate)?, navigationController: UINavigationController) {
      self.system = system
      self.navigationController = navigationController
    }

    /// The pop gestures a forwarder stands in front of: the edge swipe, and on iOS 26 and later
    /// the pan on the whole content (`interactiveContentPopGestureRecognizer`), which the same
    /// rules govern.
    enum Recognizer: CaseIterable {
      case edge
      case content

      /// The navigation controller's recognizer of this kind, if it has one.
      @MainActor func recognizer(of navigation: UINavigationController) -> UIGestureRecognizer? {
        switch self {
        case .edge: return navigation.interactivePopGestureRecognizer
        case .content:
          #if compiler(>=6.2)
            if #available(iOS 26.0, *) { return navigation.interactiveContentPopGestureRecognizer }
          #endif
          return nil
        }
      }
    }

    /// One forwarder per navigation controller and recognizer, kept with the controller.
    private static var edgeKey: UInt8 = 0
    private static var contentKey: UInt8 = 0

    private static func withKey<T>(_ kind: Recognizer, _ body: (UnsafeRawPointer) -> T) -> T {
      switch kind {
      case .edge: return withUnsafePointer(to: &edgeKey) { body($0) }
      case .content: return withUnsafePointer(to: &contentKey) { body($0) }
      }
    }

    private static func forwarder(_ kind: Recognizer, of navigation: UINavigationController) -> PopGestureForwarder? {
      withKey(kind) { objc_getAssociatedObject(navigation, $0) as? PopGestureForwarder }
    }

    /// A screen that hides the system bar appeared in `navigation`'s stack.
    static func acquire(_ kind: Recognizer = .edge, for navigation: UINavigationController) {
      guard let recognizer = kind.recognizer(of: navigation) else { return }
      let forwarder =
        forwarder(kind, of: navigation)
        ?? {
          let made = PopGestureForwarder(system: recognizer.delegate, navigationController: navigation)
          withKey(kind) { objc_setAssociatedObject(navigation, $0, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
          return made
        }()
      if forwarder.lease.acquire() == .install, recognizer.delegate !== forwarder {
        forwarder.system = recognizer.delegate
        recognizer.delegate = forwarder
      }
    }

    /// A screen that hid the system bar left `navigation`'s stack or its window.
    static func release(_ kind: Recognizer = .edge, for navigation: UINavigationController) {
      guard let forwarder = forwarder(kind, of: navigation), let recognizer = kind.recognizer(of: navigation)
      else { return }
      if forwarder.lease.release(delegateIsForwarder: recognizer.delegate === forwarder) == .restore {
        recognizer.delegate = forwarder.system
      }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let navigation = navigationController else { return false }
      // (`.navigationBarBackButtonHidden(true)` sets the navigation item of the top screen's
      // hosting controller.)
      let item = navigation.topViewController?.navigationItem
      return SwipeBack.mayBegin(
        screensInStack: navigation.viewControllers.count, isTransitioning: navigation.transitionCoordinator != nil,
        isSystemBarHidden: navigation.isNavigationBarHidden,
        backButton: SwipeBack.BackButton(
          hidesBackButton: item?.hidesBackButton ?? false, leftItemCount: item?.leftBarButtonItems?.count ?? 0,
          leftItemsSupplementBackButton: item?.leftItemsSupplementBackButton ?? false),
        systemAnswer: system?.gestureRecognizerShouldBegin?(gestureRecognizer))
    }

    override func responds(to aSelector: Selector!) -> Bool {
      if super.responds(to: aSelector) { return true }
      guard let aSelector, let system else { return false }
      return system.responds(to: aSelector)
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
      guard let system, system.responds(to: aSelector) else { return super.forwardingTarget(for: aSelector) }
      return system
    }
  }

  @available(iOS 14.0, *)
  @MainActor
  extension View {
    /// Hides the system navigation bar of this screen, which draws its own (a
    /// ``StickyHeaderScrollView``, a ``SwiftUI/View/stickyHeader(configuration:snaps:interactiveHeader:header:)``;
    /// ``SwiftUI/View/collapsingNavigationBar(configuration:title:searchText:leadingItems:trailingItems:proxy:)``
    /// applies it itself), and keeps the swipe back working in a `NavigationStack` or
    /// `NavigationView`.
    ///
    /// Hiding the system bar makes the system refuse the swipe back. The usual fix sets the pop
    /// gesture's delegate to `nil` for good, which lets a swipe begin on the root screen or during
    /// a push and freezes the stack. Here a forwarder stands in front of the system's delegate
    /// while a screen that uses this modifier is in the stack: it lets the swipe begin when there
    /// is a screen to go back to and no transition is running (``SwipeBack``), never on a screen
    /// that hides its back button (`.navigationBarBackButtonHidden(true)`) or replaces it, forwards
    /// everything else to the system's delegate, and gives the delegate back when the last such
    /// screen leaves. Pair it with ``CollapsingBarItem/back(action:)`` for a back button.
    ///
    /// ```swift
    /// struct Mail: Identifiable { let id: Int; let subject: String }
    ///
    /// struct Inbox: View {
    ///   let mail: [Mail]
    ///   @Environment(\.presentationMode) private var presentation
    ///   var body: some View {
    ///     ScrollView { ForEach(mail) { Text($0.subject) } }
    ///       .stickyHeader { _ in Text("Inbox").font(.title) }
    ///       .hidesSystemNavigationBarKeepingSwipeBack()
    ///   }
    /// }
    /// ```
    ///
    /// - Returns: The screen, with the system bar hidden.
    public func hidesSystemNavigationBarKeepingSwipeBack() -> some View {
      modifier(SystemNavigationBarHider())
    }
  }

  /// Hides the system navigation bar and keeps the swipe back (``SwipeBackKeeper``).
  ///
  /// `toolbar(.hidden, for: .navigationBar)` on iOS 16 and later, `navigationBarHidden(true)`
  /// before. Applied twice (the bar's modifier and the app's call), it hides once and takes two
  /// leases, which both go when the screen does.
  @available(iOS 14.0, *)
  @MainActor
  struct SystemNavigationBarHider: ViewModifier {
    func body(content: Content) -> some View {
      hidden(content).background(SwipeBackKeeper().frame(width: 0, height: 0).accessibilityHidden(true))
    }

    @ViewBuilder private func hidden(_ content: Content) -> some View {
      if #available(iOS 16.0, *) {
        content.toolbar(.hidden, for: .navigationBar)
      } else {
        content.navigationBarHidden(true)
      }
    }
  }
#endif
