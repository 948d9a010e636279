#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  /// The bar's fixed top row: leading items, the compact title centred, trailing items.
  ///
  /// The items are shown by a transparent standalone `UINavigationBar` (a documented use of the
  /// class: "a navigation bar as a standalone object"), so every `UIBarButtonItem` looks and
  /// behaves as in the system bar: system items (`.compose`, `.add`, …), images, titles, menus,
  /// later changes to `title`, `image` or `isEnabled`, right-to-left layout, spacing and the
  /// Large Content Viewer at accessibility text sizes. The compact title is the navigation
  /// item's `titleView`, so the navigation bar keeps it centred and clear of the items.
  @MainActor
  final class TopRowView: UIView {
    /// The compact title.
    let titleLabel = UILabel()
    /// The standalone navigation bar that shows the items.
    let itemBar = UINavigationBar()
    /// The navigation item holding the items and the title.
    let item = UINavigationItem()

    /// The items at the leading edge, from the edge inward (given to the navigation bar only when
    /// they are other objects: ``NavigationItemContent/changed(shown:wanted:)``).
    var leadingItems: [UIBarButtonItem] = [] {
      didSet {
        guard NavigationItemContent.changed(shown: oldValue, wanted: leadingItems) else { return }
        item.setLeftBarButtonItems(leadingItems, animated: false)
      }
    }
    /// The items at the trailing edge, from the edge inward.
    var trailingItems: [UIBarButtonItem] = [] {
      didSet {
        guard NavigationItemContent.changed(shown: oldValue, wanted: trailingItems) else { return }
        item.setRightBarButtonItems(trailingItems, animated: false)
      }
    }
    /// One item for each screen before the bar's, oldest first, under the row's own (as the
    /// system bar holds its whole stack): the navigation bar then draws the back button as the
    /// system's (chevron, back title or "Back", `backButtonDisplayMode`) and lists every screen
    /// in its long-press menu (iOS 14+).
    private(set) var historyItems: [UINavigationItem] = []
    /// The previous screen's item, the one the back button stands for.
    var backItem: UINavigationItem? { historyItems.last }
    /// The bar's look, which decides the row's navigation bar's appearance.
    ///
    /// Under ``BarLook/classic`` the row's navigation bar draws no background of
    /// its own (a transparent appearance); under ``BarLook/glass`` it keeps the system's default
    /// appearance, transparent from iOS 26 on, so its items and back button take Liquid Glass as
    /// the system bar's do ("the bar background is now transparent by default. Remove any
    /// background customization from your navigation and toolbars. Using UIBarAppearance or
    /// backgroundColor interferes with the glass appearance": WWDC25 session 284).
    var look = BarLook.classic {
      didSet { if look != oldValue { applyLook() } }
    }
    /// Called when the back button is tapped.
    var onBack: (() -> Void)?
    /// Called when the back button's menu popped the navigation bar to an item, with that item's
    /// index in ``historyItems`` (`nil` if the pop left another one on top).
    var onBackMenuPick: ((Int?) -> Void)?

    override init(frame: CGRect) {
      super.init(frame: frame)
      titleLabel.textAlignment = .center
      titleLabel.lineBreakMode = .byTruncatingTail
      titleLabel.accessibilityTraits.insert(.navBarHeader)
      // The title in the Large Content Viewer at accessibility sizes, as the system bar's (the
      // row's interaction serves it).
      titleLabel.showsLargeContentViewer = true
      applyLook()
      itemBar.prefersLargeTitles = false
      item.largeTitleDisplayMode = .never
      item.titleView = titleLabel
      itemBar.setItems([item], animated: false)
      itemBar.delegate = self
      addSubview(itemBar)
      // Custom views that set `showsLargeContentViewer` get the Large Content Viewer too (the
      // navigation bar serves its own items).
      addInteraction(UILargeContentViewerInteraction())
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    private func applyLook() {
      switch look {
      case .classic:
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        itemBar.standardAppearance = appearance
        itemBar.compactAppearance = appearance
        itemBar.scrollEdgeAppearance = appearance
      case .glass:
        itemBar.standardAppearance = UINavigationBarAppearance()
        itemBar.compactAppearance = nil
        itemBar.scrollEdgeAppearance = nil
      }
    }

    /// Shows the items standing for the screens before the bar's (none: no back button).
    ///
    /// - Parameter historyItems: One item per earlier screen, oldest first.
    func setHistoryItems(_ historyItems: [UINavigationItem]) {
      guard !historyItems.elementsEqual(self.historyItems, by: ===) else { return }
      self.historyItems = historyItems
      itemBar.setItems(historyItems + [item], animated: false)
    }

    /// Lays the title out again after its text or font changed.
    func titleDidChange() {
      titleLabel.largeContentTitle = titleLabel.text
      titleLabel.invalidateIntrinsicContentSize()
      titleLabel.sizeToFit()
      itemBar.setNeedsLayout()
      setNeedsLayout()
    }

    override func tintColorDidChange() {
      super.tintColorDidChange()
      // An app's `UINavigationBar.appearance().tintColor` must not override the bar's tint.
      itemBar.tintColor = tintColor
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      // Dynamic Type: the title's font follows the content size; the row lays out again.
      if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
        titleDidChange()
      }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      itemBar.frame = bounds
      takeBackCustomViews()
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      // (Its screen shows again, after a pop: the hidden system bar may have laid its items out.)
      takeBackCustomViews()
    }

    /// Gives the navigation bar its items again if another view took one of their custom views
    /// while the row is on screen (``NavigationItemContent/takesBackCustomViews(isInWindow:placements:)``):
    /// a view has one superview, and the navigation controller's hidden bar still holds the
    /// screen's items.
    func takeBackCustomViews() {
      let placements = (leadingItems + trailingItems).compactMap(\.customView).map {
        view -> NavigationItemContent.CustomViewPlacement in
        if view.superview == nil { return .unplaced }
        return view.isDescendant(of: itemBar) ? .inRow : .elsewhere
      }
      guard NavigationItemContent.takesBackCustomViews(isInWindow: window != nil, placements: placements) else {
        return
      }
      // (Handed the same arrays, the navigation bar may keep its item views; emptied first, it
      // builds them again, its own superviews for the custom views.)
      item.setLeftBarButtonItems(nil, animated: false)
      item.setRightBarButtonItems(nil, animated: false)
      item.setLeftBarButtonItems(leadingItems, animated: false)
      item.setRightBarButtonItems(trailingItems, animated: false)
      itemBar.setNeedsLayout()
    }

    /// Whether a point (in this view's coordinates) is on an item's control, not on the row's
    /// empty space.
    func hasControl(at point: CGPoint, with event: UIEvent?) -> Bool {
      var view = itemBar.hitTest(convert(point, to: itemBar), with: event)
      while let current = view, current !== itemBar, current !== self {
        if current is UIControl { return true }
        view = current.superview
      }
      return false
    }
  }

  extension TopRowView: UINavigationBarDelegate {
    /// The navigation bar asks to pop: the screen's navigation controller pops the screen.
    ///
    /// A tap on the back button, or, on the systems that ask here, a pick from its long-press
    /// menu (its items already cut down to the picked screen's), as ``BackPop`` reads it. The bar
    /// pops nothing of its own, so the row animates no second pop (its items stay the screen's
    /// until the screen goes).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
      let asked = BackPop.asked(
        itemCount: navigationBar.items?.count ?? 0, historyCount: historyItems.count,
        ownItemOnTop: navigationBar.topItem === self.item)
      switch asked {
      case .tap:
        onBack?()
      case .menuPick(let index):
        itemBar.setItems(historyItems + [self.item], animated: false)
        onBackMenuPick?(index)
      }
      return false
    }

    /// The back button's menu popped the navigation bar to the picked screen's item, on the
    /// systems that ask no `shouldPop` for a pick from the menu.
    ///
    /// The row reports the pick, then puts its items back, its own on top, since the screen is the
    /// bar's until its navigation controller pops it.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
      let top = navigationBar.topItem
      let index = historyItems.firstIndex { $0 === top }
      onBackMenuPick?(index)
      itemBar.setItems(historyItems + [self.item], animated: false)
    }
  }
#endif
