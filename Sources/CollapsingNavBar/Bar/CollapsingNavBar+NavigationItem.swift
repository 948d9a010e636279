#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  extension CollapsingNavBar {
    // MARK: The screen's navigation item

    /// Follows a screen's `navigationItem`: its title and items (where the app set none on the
    /// bar) and, past the root of its stack, a back button for the previous screen.
    ///
    /// - Parameter viewController: The screen the bar is installed in.
    func followNavigationItem(of viewController: UIViewController) {
      let item = viewController.navigationItem
      // (UIKit may report from another thread only if the app sets the item there; then the
      // next change on the main thread is shown.)
      // (Each property the app may set is observed by its own key: a setter notifies the key it
      // sets, and that the singular item's setter notifies the plural key is not documented.)
      navigationItemObservations = [
        item.observe(\.title) { [weak self] _, _ in self?.navigationItemChanged() },
        item.observe(\.leftBarButtonItems) { [weak self] _, _ in self?.navigationItemChanged() },
        item.observe(\.leftBarButtonItem) { [weak self] _, _ in self?.navigationItemChanged() },
        item.observe(\.rightBarButtonItems) { [weak self] _, _ in self?.navigationItemChanged() },
        item.observe(\.rightBarButtonItem) { [weak self] _, _ in self?.navigationItemChanged() },
        item.observe(\.hidesBackButton) { [weak self] _, _ in self?.navigationItemChanged() },
      ]
      if #available(iOS 16.0, *) {
        navigationItemObservations.append(
          item.observe(\.backAction) { [weak self] _, _ in self?.navigationItemChanged() })
      }
      showNavigationItem()
    }

    /// A key-value observation of the navigation item fired.
    nonisolated private func navigationItemChanged() {
      onMainThread { showNavigationItem() }
    }

    /// Shows the title, the items and the back button as ``NavigationItemContent`` decides.
    func showNavigationItem() {
      let screen = hostingViewController
      let shownTitle = NavigationItemContent.title(
        explicit: title, navigationItem: screen?.navigationItem.title, viewController: screen?.title)
      if topRow.titleLabel.text != shownTitle {
        topRow.titleLabel.text = shownTitle
        largeTitleView.label.text = shownTitle
        topRow.titleDidChange()
        largeTitleView.setNeedsLayout()
      }
      showItems(of: screen)
      showBackButton(for: screen)
    }

    /// Shows the screen's items where the app set none on the bar.
    ///
    /// The row takes them only if they are other objects than it shows, so the bar reads them at
    /// every layout: a change
    /// whose key notifies no observer (UIKit documents no key-value notification for
    /// `setRightBarButtonItems(_:animated:)`) shows at the bar's next layout.
    func showItems(of screen: UIViewController?) {
      topRow.leadingItems = NavigationItemContent.items(
        explicit: explicitLeadingItems, navigationItem: screen?.navigationItem.leftBarButtonItems)
      topRow.trailingItems = NavigationItemContent.items(
        explicit: explicitTrailingItems, navigationItem: screen?.navigationItem.rightBarButtonItems)
    }

    /// Reads the screen's `navigationItem` again now: its title, its items and the back button.
    ///
    /// The bar follows the navigation item by key-value observation of each key the app may set,
    /// and reads it again at each of its layouts and when it enters a window. UIKit documents no
    /// notification for `setLeftBarButtonItems(_:animated:)` and
    /// `setRightBarButtonItems(_:animated:)`: after one, call this to show the change at once
    /// rather than at the bar's next layout.
    ///
    /// ```swift
    /// navigationItem.setRightBarButtonItems([done], animated: true)
    /// bar.reloadNavigationItem()
    /// ```
    public func reloadNavigationItem() {
      showNavigationItem()
    }

    /// Puts one item per earlier screen under the row's own (none at the root).
    ///
    /// The row's navigation bar then draws the system's back button and back menu. Each item
    /// mirrors its screen's title, `backButtonTitle`, `backBarButtonItem` and
    /// `backButtonDisplayMode`, and follows their changes. A bar in a child of a screen in the
    /// stack (a pager's page) shows the back button of that screen, whose navigation item says
    /// whether it shows (``BackHistory/stackScreen``).
    private func showBackButton(for hosting: UIViewController?) {
      let stack = hosting?.navigationController?.viewControllers ?? []
      var ancestors: [UIViewController] = []
      var next = hosting?.parent
      while let parent = next {
        ancestors.append(parent)
        next = parent.parent
      }
      // (The host follows the stack of the screen it is installed in, or of its nearest ancestor
      // in the stack.)
      let changed = host.followBackStack(
        stack.map(ObjectIdentifier.init), ancestors: ancestors.map(ObjectIdentifier.init))
      let screens = Array(stack.prefix(host.backHistory.screens.count))
      let stackScreen = stack.first { ObjectIdentifier($0) == host.backHistory.stackScreen }
      if changed {
        backHistoryObservations = screens.flatMap(observeBackTitle(of:))
        if let stackScreen, stackScreen !== hosting {
          backHistoryObservations += observeBackButton(of: stackScreen)
        }
      }
      var items = Array(topRow.historyItems.prefix(screens.count))
      while items.count < screens.count { items.append(UINavigationItem()) }
      for (item, screen) in zip(items, screens) {
        let source = screen.navigationItem
        item.title = NavigationItemContent.title(
          explicit: nil, navigationItem: source.title, viewController: screen.title)
        item.backButtonTitle = source.backButtonTitle
        item.backBarButtonItem = source.backBarButtonItem
        if #available(iOS 14.0, *) { item.backButtonDisplayMode = source.backButtonDisplayMode }
      }
      if let screen = stackScreen ?? hosting {
        let own = topRow.item
        own.hidesBackButton = screen.navigationItem.hidesBackButton
        own.leftItemsSupplementBackButton = screen.navigationItem.leftItemsSupplementBackButton
        if #available(iOS 14.0, *) { own.backButtonDisplayMode = screen.navigationItem.backButtonDisplayMode }
        // The app's own back action (iOS 16+, a "discard changes?" guard): the row's navigation
        // bar runs it in place of the pop, as the system bar does.
        if #available(iOS 16.0, *) { own.backAction = screen.navigationItem.backAction }
      }
      topRow.setHistoryItems(items)
    }

    /// Observes whether the screen of the stack that a child's bar stands for shows its back
    /// button.
    private func observeBackButton(of screen: UIViewController) -> [NSKeyValueObservation] {
      let item = screen.navigationItem
      var observations = [
        item.observe(\.hidesBackButton) { [weak self] _, _ in self?.navigationItemChanged() },
        item.observe(\.leftItemsSupplementBackButton) { [weak self] _, _ in self?.navigationItemChanged() },
      ]
      if #available(iOS 16.0, *) {
        observations.append(item.observe(\.backAction) { [weak self] _, _ in self?.navigationItemChanged() })
      }
      return observations
    }

    /// Observes what an earlier screen's back title is made of.
    private func observeBackTitle(of screen: UIViewController) -> [NSKeyValueObservation] {
      let item = screen.navigationItem
      // (A screen's `title` setter sets its navigation item's title too.)
      var observations = [
        item.observe(\.title) { [weak self] _, _ in self?.navigationItemChanged() },
        item.observe(\.backButtonTitle) { [weak self] _, _ in self?.navigationItemChanged() },
        item.observe(\.backBarButtonItem) { [weak self] _, _ in self?.navigationItemChanged() },
      ]
      if #available(iOS 14.0, *) {
        observations.append(item.observe(\.backButtonDisplayMode) { [weak self] _, _ in self?.navigationItemChanged() })
      }
      return observations
    }

    /// The back button was tapped: the screen's navigation controller takes the screen away, as
    /// it does for its own bar's back button, through the app's own
    /// `navigationBar(_:shouldPop:)` guard if it has one (``BackPop``).
    ///
    /// (A screen's `backAction`, iOS 16+, never gets here: the row's navigation bar runs it in
    /// place of the pop, as the system bar does.)
    func backTapped() {
      guard let navigation = hostingViewController?.navigationController else { return }
      let stack = navigation.viewControllers
      let screen = stack.first { ObjectIdentifier($0) == host.backHistory.stackScreen }
      let guardImplementation = PopGuard(of: navigation)
      switch BackPop.route(navigationControllerHasGuard: guardImplementation != nil) {
      case .pop:
        navigation.popViewController(animated: true)
      case .askGuard:
        guard let guardImplementation else { return }
        let item = navigation.navigationBar.topItem ?? screen?.navigationItem ?? UINavigationItem()
        let allowed = guardImplementation.ask(navigation, item: item)
        // (Looked at on the next turn of the main queue: after a pop the guard queued there.)
        DispatchQueue.main.async { [weak navigation, weak screen] in
          guard let navigation, let screen else { return }
          let pops = BackPop.popsAfterGuard(
            allowed: allowed, screenStillOnTop: navigation.topViewController === screen,
            isTransitioning: navigation.transitionCoordinator != nil)
          if pops { navigation.popViewController(animated: true) }
        }
      }
    }

    /// A pick from the back button's menu popped the row's navigation bar to an earlier screen's
    /// item: the navigation controller pops to that screen, as ``BackHistory`` decides.
    func backMenuPicked(itemIndex: Int?) {
      guard let navigation = hostingViewController?.navigationController else { return }
      let stack = navigation.viewControllers
      guard let destination = host.backDestination(topItemIndex: itemIndex, stack: stack.map(ObjectIdentifier.init)),
        let screen = stack.first(where: { ObjectIdentifier($0) == destination })
      else { return }
      navigation.popToViewController(screen, animated: true)
    }
  }

  /// The app's own `navigationBar(_:shouldPop:)` on a navigation controller (a subclass's or an
  /// extension's, a "discard changes?" guard), as opposed to UIKit's.
  ///
  /// The implementation is found in the Objective-C runtime and is the app's when its code does
  /// not lie in UIKit's own images: a method in an extension of `UINavigationController` replaces
  /// UIKit's in the class itself, so comparing with the superclass's would miss it.
  struct PopGuard {
    private typealias Implementation =
      @convention(c) (AnyObject, Selector, UINavigationBar, UINavigationItem) -> Bool
    private static var selector: Selector { #selector(UINavigationBarDelegate.navigationBar(_:shouldPop:)) }
    private let implementation: Implementation

    /// The app's guard on a navigation controller, or `nil` if it has none.
    @MainActor init?(of navigation: UINavigationController) {
      guard navigation.responds(to: Self.selector), let method = navigation.method(for: Self.selector) else {
        return nil
      }
      var info = Dl_info()
      guard dladdr(unsafeBitCast(method, to: UnsafeRawPointer.self), &info) != 0, let file = info.dli_fname else {
        return nil
      }
      let path = String(cString: file)
      if path.hasSuffix("/UIKitCore") || path.hasSuffix("/UIKit") { return nil }
      implementation = unsafeBitCast(method, to: Implementation.self)
    }

    /// Asks the guard whether the screen's item may pop, as the system bar asks it.
    @MainActor func ask(_ navigation: UINavigationController, item: UINavigationItem) -> Bool {
      implementation(navigation, Self.selector, navigation.navigationBar, item)
    }
  }
#endif
