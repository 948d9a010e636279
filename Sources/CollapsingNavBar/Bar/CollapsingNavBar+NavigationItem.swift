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
      navigationItemObservations = [
        item.observe(\.title) { [weak self] _, _ in self?.navigationItemChanged() },
        item.observe(\.leftBarButtonItems) { [weak self] _, _ in self?.navigationItemChanged() },
        item.observe(\.rightBarButtonItems) { [weak self] _, _ in self?.navigationItemChanged() },
        item.observe(\.hidesBackButton) { [weak self] _, _ in self?.navigationItemChanged() },
      ]
      showNavigationItem()
    }

    /// A key-value observation of the navigation item fired.
    nonisolated private func navigationItemChanged() {
      onMainThread { showNavigationItem() }
    }

    /// Shows the title, the items and the back button as ``NavigationItemContent`` decides.
    func showNavigationItem() {
      let host = hostingViewController
      let shownTitle = NavigationItemContent.title(
        explicit: title, navigationItem: host?.navigationItem.title, viewController: host?.title)
      if topRow.titleLabel.text != shownTitle {
        topRow.titleLabel.text = shownTitle
        largeTitleView.label.text = shownTitle
        topRow.titleDidChange()
        largeTitleView.setNeedsLayout()
      }
      topRow.leadingItems = NavigationItemContent.items(
        explicit: leadingItemsAreExplicit ? leadingItems : nil, navigationItem: host?.navigationItem.leftBarButtonItems)
      topRow.trailingItems = NavigationItemContent.items(
        explicit: trailingItemsAreExplicit ? trailingItems : nil,
        navigationItem: host?.navigationItem.rightBarButtonItems)
      showBackButton(for: host)
    }

    /// Puts the previous screen's item under the row's own, so the row's navigation bar draws the
    /// system's back button; or none at the root.
    private func showBackButton(for host: UIViewController?) {
      guard let host, let stack = host.navigationController?.viewControllers,
        let index = stack.firstIndex(of: host), NavigationItemContent.showsBackItem(indexInStack: index)
      else {
        topRow.setBackItem(nil)
        return
      }
      let previous = stack[index - 1]
      let back = topRow.backItem ?? UINavigationItem()
      back.title = NavigationItemContent.backItemTitle(
        backButtonTitle: previous.navigationItem.backButtonTitle, title: previous.navigationItem.title ?? previous.title
      )
      back.backBarButtonItem = previous.navigationItem.backBarButtonItem
      let own = topRow.item
      own.hidesBackButton = host.navigationItem.hidesBackButton
      own.leftItemsSupplementBackButton = host.navigationItem.leftItemsSupplementBackButton
      if #available(iOS 14.0, *) {
        back.backButtonDisplayMode = previous.navigationItem.backButtonDisplayMode
        own.backButtonDisplayMode = host.navigationItem.backButtonDisplayMode
      }
      topRow.setBackItem(back)
    }
  }
#endif
