#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  /// A navigation bar that draws itself above a scroll container and collapses with its content:
  /// a top row with items and a compact title, a large title, a search bar, and panels of your
  /// own that slide away (closable) or stay (pinned).
  ///
  /// ```swift
  /// final class InboxViewController: UIViewController {
  ///   let tableView = UITableView()
  ///   let filterChips = UIStackView()
  ///   let bar = CollapsingNavBar(configuration: .systemWithSearch)
  ///
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     view.addSubview(tableView)
  ///     bar.title = "Inbox"
  ///     bar.trailingItems = [UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
  ///     try? bar.addClosablePanel(filterChips, height: 44, id: "filters")
  ///     try? bar.install(in: self)  // pinned to the top of the view, under the status bar
  ///     bar.attach(to: tableView)  // owns contentInset.top from now on
  ///     bar.onProgressChange = { progress in print(progress) }
  ///   }
  /// }
  /// ```
  ///
  /// Every decision — the layout of each panel, the inset to write, where a fling should rest,
  /// the scroll to the top — is made by the core's ``NavBarController``; the bar maps UIKit's
  /// callbacks onto its events and applies its commands. The bar lays itself out by frames from
  /// the core's ``BarLayout``; its own height is the layout's height.
  ///
  /// Like every `UIView`, the bar belongs to the main thread: it is `@MainActor`, so create it,
  /// set its properties and call its methods on the main thread (from a view controller, a
  /// `DispatchQueue.main` block or `await MainActor.run`). Only its release may happen anywhere:
  /// a bar released on another thread (its view controller let go by a background queue) gives
  /// its container back on the main queue's next turn.
  @MainActor
  public final class CollapsingNavBar: UIView {
    // MARK: State

    /// Everything the bar keeps that is not a view.
    ///
    /// Its driver (the core state machine), its lifetime, its panels, its share of the screen's
    /// safe area: the bar binds views to it.
    let host: NavBarHost<ScrollViewContainer, PanelContent>
    /// The host's driver.
    var driver: NavBarDriver<ScrollViewContainer> { host.driver }
    /// The core state machine, as the driver holds it: safe to read at any time, from inside a
    /// callback of the bar's own writes too.
    var controller: NavBarController { driver.controller }
    /// The attached container, if any; the status-bar tap catcher is armed only while there is
    /// one (and it is in a window: ``updateVisibility()``).
    var attachment: ScrollAttachment? {
      didSet { scrollToTopCatcher.isArmed = attachment != nil }
    }
    /// What feeds the bar from a container it observes only (a SwiftUI one), while it has no
    /// attached container.
    weak var follower: ObservedScrollFollower?
    /// Frames for the bar's own animations, and to notice the lift of a finger resting on the
    /// content: it runs while the core wants frames (``NavBarController/needsFrames``).
    lazy var displayLink = DisplayLinkDriver { [weak self] time in self?.displayLinkTicked(time) }
    /// Plays the bar's own settle on the container.
    ///
    /// On an attached container its end is reported like the end of an animated offset change
    /// (an observed one reports it from its still frames). A finger that stops it is reported
    /// through a frame tick: the applier sees the container tracking and tells the core of the
    /// finger, which then holds the content until the lift.
    lazy var settlePlayer = ScrollOffsetSettlePlayer(
      onFinish: { [weak self] in
        if self?.attachment != nil { self?.send(.scrollAnimationEnded) }
      },
      onTouch: { [weak self] time in self?.send(.frame(time: time)) })
    /// The view controller the bar was installed in.
    weak var hostingViewController: UIViewController?

    /// What the bar adds to the safe area of the screen it is installed in, so that views pinned
    /// to `safeAreaLayoutGuide.top` sit below it, as under `UINavigationBar`.
    ///
    /// ``SafeAreaContribution/collapsedHeight`` (the default) changes the safe area only when the
    /// collapsed height changes, never on a scroll tick;
    /// ``SafeAreaContribution/currentHeight`` follows the bar as the system bar does, at the
    /// cost of a safe-area change (a layout pass of the screen) on every tick that moves the bar.
    ///
    /// The bar's share is kept as an absolute value (``SafeAreaShare``): an app that assigns the
    /// screen's `additionalSafeAreaInsets` (a mini player's bottom inset with a top of 0) does
    /// not wipe it, the bar writes it back on top of the app's value; write a top inset of your
    /// own relative to what is there (`additionalSafeAreaInsets.top += 20`).
    public var safeAreaContribution: SafeAreaContribution {
      get { host.safeAreaContribution }
      set {
        host.safeAreaContribution = newValue
        updateSafeAreaContribution()
      }
    }

    // MARK: Views

    let solidBackgroundView = UIView()
    let blurView: UIVisualEffectView
    let separatorView = UIView()
    /// A clear view as tall as the bar that carries the container's scroll edge effect down to
    /// the bar's bottom under the glass look (the effect takes the shape of the bar's views).
    let edgeEffectShape = UIImageView()
    /// The `UIScrollEdgeElementContainerInteraction` that ties the bar's views to the attached
    /// container's top edge effect (iOS 26 and later, glass look).
    var edgeEffectInteraction: (any UIInteraction)?
    let topRow = TopRowView()
    let largeTitleView = LargeTitleView()
    let searchPanel: SearchPanelView
    let refreshIndicatorClip = UIView()
    let refreshIndicator: UIActivityIndicatorView
    let scrollToTopCatcher = ScrollToTopCatcher()
    /// Each panel's container, by panel id.
    var panelViews: [String: PanelContainerView] = [:]
    lazy var searchProxy = SearchBarDelegateProxy(target: nil, bar: self)

    // MARK: Public API

    /// The search bar of the search panel (present whether or not the configuration has one).
    ///
    /// Set your `UISearchBarDelegate` on it as usual; the bar puts a forwarding proxy in front of
    /// it to hear when editing begins and when Cancel is tapped.
    public let searchBar: UISearchBar

    /// Hears the bar's progress and search changes.
    public weak var delegate: (any CollapsingNavBarDelegate)?

    /// Called whenever the collapse progress changes: 0 expanded … 1 collapsed.
    public var onProgressChange: ((CGFloat) -> Void)?

    /// The title, shown large in the large-title panel and compact in the top row.
    ///
    /// While it is `nil`, the bar shows the title of the screen it is installed in
    /// (its `navigationItem.title`, else its `title`), and follows it.
    public var title: String? {
      didSet { showNavigationItem() }
    }

    /// The items at the leading edge of the top row, from the edge inward.
    ///
    /// They are shown as in the system bar (a standalone `UINavigationBar` draws them): system
    /// items such as `UIBarButtonItem(barButtonSystemItem: .compose, …)`, images, titles and menus,
    /// and later changes to an item's `title`, `image` or `isEnabled` show at once. Use
    /// `UIBarButtonItem(customView:)` for any view (set `showsLargeContentViewer` on it for the
    /// Large Content Viewer). A custom view can be in one bar at a time: the bar on screen takes
    /// it back from the navigation controller's hidden bar, or another screen's bar, when its
    /// screen shows again.
    ///
    /// Until the app sets them, the bar shows the `leftBarButtonItems` of the screen it is
    /// installed in, and follows them (call ``reloadNavigationItem()`` after an animated setter);
    /// past the root of a navigation stack it shows a back button like the system's (the previous
    /// screen's `backButtonTitle` or title, or "Back" when space is short,
    /// `backButtonDisplayMode`), which pops the screen.
    public var leadingItems: [UIBarButtonItem] {
      get { explicitLeadingItems ?? [] }
      set {
        explicitLeadingItems = newValue
        showNavigationItem()
      }
    }

    /// The items at the trailing edge of the top row, from the edge inward.
    ///
    /// Shown as in the system bar, like ``leadingItems``.
    ///
    /// Until the app sets them, the bar shows the screen's `rightBarButtonItems`.
    public var trailingItems: [UIBarButtonItem] {
      get { explicitTrailingItems ?? [] }
      set {
        explicitTrailingItems = newValue
        showNavigationItem()
      }
    }

    /// The items the app set as ``leadingItems``; `nil` until it sets some (then the screen's
    /// show).
    var explicitLeadingItems: [UIBarButtonItem]?
    /// The items the app set as ``trailingItems``; `nil` until it sets some.
    var explicitTrailingItems: [UIBarButtonItem]?
    /// The observations of the hosting screen's `navigationItem`.
    var navigationItemObservations: [NSKeyValueObservation] = []
    /// The observations of those screens' navigation items (their titles are the back titles).
    var backHistoryObservations: [NSKeyValueObservation] = []

    /// The colour of the background at rest (before content scrolls under the bar).
    ///
    /// A dark colour gets a light status bar while it shows (see ``preferredStatusBarStyle``).
    public var solidBackgroundColor: UIColor? {
      get { solidBackgroundView.backgroundColor }
      set {
        solidBackgroundView.backgroundColor = newValue
        updateStatusBarStyle()
      }
    }

    /// The status-bar style that reads best over the bar now.
    ///
    /// While the ``solidBackgroundColor`` shows: light content over a dark colour, dark content
    /// over a light one; `.default` (the system's, following light and dark mode) once the blur
    /// shows or without a solid colour. The core decides
    /// (`StatusBarStyle.forCollapsingBar(solidBackground:solidAlpha:over:)`).
    ///
    /// Return it from the hosting view controller's `preferredStatusBarStyle`; the bar calls
    /// `setNeedsStatusBarAppearanceUpdate()` on the view controller it was installed in when it
    /// changes. In a navigation controller whose bar is hidden, UIKit asks the top view controller
    /// (``CollapsingNavBarNavigationController`` says so explicitly).
    public var preferredStatusBarStyle: UIStatusBarStyle {
      preferredCoreStatusBarStyle.map(UIStatusBarStyle.init) ?? .default
    }

    /// ``preferredStatusBarStyle`` as the core gives it, `nil` for the system's default.
    var preferredCoreStatusBarStyle: StatusBarStyle? {
      host.preferredStatusBarStyle(solidBackground: solidBackgroundRGBA, behind: colorBehindBackground)
    }

    /// The solid background's colour in the bar's traits, `nil` for none.
    var solidBackgroundRGBA: RGBAColor? {
      solidBackgroundView.backgroundColor.flatMap { RGBAColor($0, compatibleWith: traitCollection) }
    }

    /// What shows through a translucent background: white, black in Dark Mode.
    var colorBehindBackground: RGBAColor { traitCollection.userInterfaceStyle == .dark ? .black : .white }

    /// Called when ``preferredStatusBarStyle`` changes.
    public var onStatusBarStyleChange: ((UIStatusBarStyle) -> Void)?

    /// The blur behind the bar once content scrolls under it.
    public var blurEffect: UIVisualEffect? {
      get { blurView.effect }
      set { blurView.effect = newValue }
    }

    /// The colour of the hairline under the bar.
    public var separatorColor: UIColor? {
      get { separatorView.backgroundColor }
      set { separatorView.backgroundColor = newValue }
    }

    /// The font of the compact title.
    public var titleFont: UIFont {
      get { topRow.titleLabel.font }
      set {
        topRow.titleLabel.font = newValue
        topRow.titleDidChange()
      }
    }

    /// The bar's configuration: panels, collapse order, mode, inset strategy, snapping.
    public var configuration: BarConfiguration { controller.metrics.configuration }

    /// The layout the bar shows now.
    public var layout: BarLayout { controller.layout }

    /// How far the bar is collapsed: 0 expanded … 1 collapsed.
    public var progress: CGFloat { CGFloat(controller.layout.progress) }

    /// Whether the search field is active (the collapse is frozen).
    public var isSearchActive: Bool { controller.isSearchActive }

    /// The attached scroll container, or the one the bar follows observing only (under
    /// `.collapsingNavigationBar`, a SwiftUI container's), if any.
    public var scrollView: UIScrollView? { attachment?.scrollView ?? follower?.observed }

    // MARK: Creating a bar

    /// Creates a bar.
    ///
    /// - Parameter configuration: The panels and behaviour; the presets are `.system`,
    ///   `.systemWithSearch` and `.compact`. An invalid configuration is a programming error:
    ///   debug builds stop at an assertion naming the field at fault, release builds show the
    ///   `.system` bar instead (use ``init(validating:)`` to get the error).
    public convenience init(configuration: BarConfiguration = .system) {
      let (usable, error) = configuration.validated(orFallback: .system)
      if let error { assertionFailure("CollapsingNavBar: invalid configuration, showing .system: \(error)") }
      // `validated(orFallback:)` returned a valid configuration and `.phone` is valid: it cannot throw.
      try! self.init(validating: usable)
    }

    /// Creates a bar, throwing if the configuration is invalid.
    ///
    /// - Parameter configuration: The panels and behaviour.
    /// - Throws: A ``BarConfigurationError`` naming the field at fault.
    public init(validating configuration: BarConfiguration) throws(BarConfigurationError) {
      host = NavBarHost(controller: try NavBarController(configuration: configuration, environment: .phone))
      blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
      searchBar = UISearchBar()
      searchPanel = SearchPanelView(searchBar: searchBar)
      refreshIndicator = UIActivityIndicatorView(style: .medium)
      super.init(frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(controller.layout.height)))
      setUp()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported; create the bar in code") }

    /// A bar released while attached gives its container back: the insets, `scrollsToTop`, the
    /// refresh control and the screen's delegate, as ``detach()`` does.
    ///
    /// Released on the main thread (the usual case), it does so at once; released on another
    /// thread (a view controller let go by a background queue), on the main queue's next turn,
    /// with the state the bar had when it went away. Until then the container keeps scrolling
    /// under a bar that is gone: its callbacks reach nothing.
    deinit {
      // The host cuts its callbacks into the bar before it lets go, so nothing it runs reaches
      // the bar being destroyed. Released on the main thread, it lets go at once (or right after
      // the pass that runs); elsewhere on the main queue's next turn.
      let release = HostRelease(host: host)
      guard onMainThread(.dropped, { release.run() }) == nil else { return }
      DispatchQueue.main.async { release.run() }
    }

    /// Hands the host to the main queue from a `deinit` on another thread.
    // (Unchecked: the host is touched on the main thread only, once the bar that held it is gone.)
    private struct HostRelease: @unchecked Sendable {
      let host: NavBarHost<ScrollViewContainer, PanelContent>
      func run() { host.release() }
    }

    private func setUp() {
      host.onPass = { [weak self] pass in self?.passApplied(pass) }
      host.onPanelsApplied = { [weak self] in self?.rebuildPanelViews() }
      // A panel's scroll views leave the status-bar tap to the container while it is a panel.
      host.onContentAdded = { content in content.scrollsToTop = ScrollsToTopSwitch(turningOffIn: content.view) }
      host.onContentRemoved = { content in
        content.view.removeFromSuperview()
        content.scrollsToTop.restore()
      }
      clipsToBounds = false
      directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
      solidBackgroundView.backgroundColor = .systemBackground
      solidBackgroundView.isUserInteractionEnabled = false
      blurView.isUserInteractionEnabled = false
      separatorView.backgroundColor = .separator
      separatorView.isUserInteractionEnabled = false
      topRow.titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(
        for: UIFont.systemFont(ofSize: 17, weight: .semibold), maximumPointSize: 23)
      topRow.titleLabel.adjustsFontForContentSizeCategory = true
      searchBar.placeholder = BarStrings.searchPlaceholder
      searchProxy.install(on: searchBar)
      // Search begins when the field begins editing, whoever the search bar's delegate is.
      NotificationCenter.default.addObserver(
        self, selector: #selector(searchFieldDidBeginEditing),
        name: UITextField.textDidBeginEditingNotification, object: searchBar.searchTextField)
      refreshIndicatorClip.clipsToBounds = true
      refreshIndicatorClip.isUserInteractionEnabled = false
      refreshIndicatorClip.addSubview(refreshIndicator)
      // Stopped, it shows the pull's progress (its clip hides it otherwise).
      refreshIndicator.hidesWhenStopped = false
      scrollToTopCatcher.onTap = { [weak self] in self?.statusBarTapped() }
      topRow.onBack = { [weak self] in self?.backTapped() }
      topRow.onBackMenuPick = { [weak self] index in self?.backMenuPicked(itemIndex: index) }
      NotificationCenter.default.addObserver(
        self, selector: #selector(reduceMotionChanged),
        name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
      for name in [
        UIAccessibility.reduceTransparencyStatusDidChangeNotification,
        UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
      ] {
        NotificationCenter.default.addObserver(
          self, selector: #selector(accessibilityAppearanceChanged), name: name, object: nil)
      }

      // The solid background lies over the blur and fades out to reveal it: the blur view itself
      // always stays at alpha 1 (UIKit does not support a fractional alpha on a
      // UIVisualEffectView, and logs "asked to animate its opacity").
      edgeEffectShape.isUserInteractionEnabled = false
      edgeEffectShape.isHidden = true
      addSubview(edgeEffectShape)
      addSubview(blurView)
      addSubview(solidBackgroundView)
      addSubview(scrollToTopCatcher)
      addSubview(refreshIndicatorClip)
      rebuildPanelViews()
      addSubview(separatorView)
      shouldGroupAccessibilityChildren = true
      updateEnvironment()
      showLayout(animationDuration: nil)
      showTitleAlphas(controller.titleAlphas(at: .infinity))
    }

    // MARK: Installing

    /// Adds the bar to a view controller's view, pinned to its top edge (under the status bar)
    /// and stretched to its width; the bar's controls stay inside the safe area.
    ///
    /// In a navigation stack, use a ``CollapsingNavBarNavigationController``: it hides the
    /// system bar and keeps the swipe back (`interactivePopGestureRecognizer`) working, which
    /// hiding the system bar alone stops. The view controller's `view` must not itself be the
    /// scroll view (use a plain view controller with a table view inside, not a
    /// `UITableViewController`): such a screen is refused, in release builds too, with an error
    /// that says so, and the bar is not added. Return ``preferredStatusBarStyle`` from the view
    /// controller's `preferredStatusBarStyle` if you set a dark ``solidBackgroundColor``.
    ///
    /// - Parameter viewController: The screen.
    /// - Throws: ``BarInstallError/hostScrolls(viewClass:)`` when the screen's view is a scroll view.
    public func install(in viewController: UIViewController) throws(BarInstallError) {
      let screen = viewController.view!
      try BarInstallError.checkHost(viewIsScrollView: screen is UIScrollView, viewClass: "\(type(of: screen))")
      // The screen the bar leaves gets its safe area back before the bar moves.
      let leaving = hostingViewController
      if let top = host.install(
        in: ObjectIdentifier(viewController), leavingTop: leaving.map { Double($0.additionalSafeAreaInsets.top) }),
        let leaving
      {
        leaving.additionalSafeAreaInsets.top = CGFloat(top)
      }
      hostingViewController = viewController
      translatesAutoresizingMaskIntoConstraints = true
      autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
      frame = CGRect(x: 0, y: 0, width: screen.bounds.width, height: CGFloat(controller.layout.height))
      screen.addSubview(self)
      followNavigationItem(of: viewController)
      updateEnvironment()
      updateSafeAreaContribution()
    }

    public override func didMoveToSuperview() {
      super.didMoveToSuperview()
      superview?.bringSubviewToFront(self)
      // Back in the screen it was installed in (removed and added again): its share goes back.
      if let screen = hostingViewController, superview === screen.view {
        _ = host.install(in: ObjectIdentifier(screen), leavingTop: nil)
        updateSafeAreaContribution()
      }
    }

    // MARK: Expanding and collapsing

    /// Expands the bar: near the top the content scrolls to its top; deep in the content the
    /// bar comes back over it.
    ///
    /// - Parameter animated: Whether to animate.
    public func expand(animated: Bool) {
      host.expand(animated: animated)
    }

    /// Collapses the bar: near the top the content scrolls just far enough; deeper, the bar
    /// collapses over the content.
    ///
    /// - Parameter animated: Whether to animate.
    public func collapse(animated: Bool) {
      host.collapse(animated: animated)
    }

    // MARK: Touches

    /// True wherever a panel is laid out, whatever its content's alpha (the core's
    /// ``BarLayout/takesTouch(atY:)``): touches on the status-bar area, the hairline and the
    /// refresh gap reach the content underneath; touches on a faded-out large title that still
    /// covers the content do not.
    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      guard point.x >= bounds.minX, point.x < bounds.maxX else { return false }
      return controller.layout.takesTouch(atY: Double(point.y))
    }
  }
#endif
