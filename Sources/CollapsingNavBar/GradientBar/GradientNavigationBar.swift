#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  /// A bar for detail screens with a hero image: transparent over the image, opaque once the
  /// content has scrolled up, with the title, tint and status-bar style following the core's
  /// ``BarAppearance`` and ``StatusBarStyleTracker``.
  ///
  /// ```swift
  /// final class CityViewController: UIViewController {
  ///   let scrollView = UIScrollView()  // the hero image at the top of its content
  ///   let bar = GradientNavigationBar()
  ///
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     view.addSubview(scrollView)
  ///     bar.title = "Lisbon"
  ///     bar.heroHeight = 300
  ///     bar.install(in: self)  // forwards the status-bar style (see GradientNavigationBarViewController)
  ///     bar.attach(to: scrollView)
  ///   }
  /// }
  /// ```
  ///
  /// The bar does not touch the scroll view's insets or delegate: it only observes its offset.
  /// Like every `UIView` it is `@MainActor`: create it and call it on the main thread.
  @MainActor
  public final class GradientNavigationBar: UIView {
    // MARK: Public API

    /// The title in the middle of the bar.
    public var title: String? {
      didSet {
        topRow.titleLabel.text = title
        topRow.titleDidChange()
      }
    }

    /// The back button at the leading edge (a chevron).
    ///
    /// Its action calls ``onBack``.
    public let backButton: UIButton
    /// The item that shows the back button in the top row.
    let backItem: UIBarButtonItem

    /// Whether the back button shows.
    public var showsBackButton = true {
      didSet { updateLeadingViews() }
    }

    /// What the back button does; by default the hosting view controller is popped from its
    /// navigation controller, or dismissed when it was presented.
    public var onBack: (() -> Void)?

    /// The items at the trailing edge, from the edge inward, shown as in the system bar (system
    /// items, menus and later changes to an item included).
    public var trailingItems: [UIBarButtonItem] = [] {
      didSet { topRow.trailingItems = trailingItems }
    }

    /// The colours and status-bar styles at both ends.
    ///
    /// Until you set one, the bar uses the system colours of its traits (light and dark mode)
    /// with white content over the image.
    public var style: GradientBarStyle {
      get { currentStyle }
      set {
        usesSystemStyle = false
        currentStyle = newValue
        statusBarTracker = StatusBarStyleTracker(style: newValue, progress: appearance.progress)
        updateAppearance()
      }
    }

    /// The height of the hero image at the top of the content; the bar is opaque once it has
    /// scrolled up under the bar (``BarAppearance/threshold(heroHeight:barHeight:)``).
    public var heroHeight: CGFloat = 300 {
      didSet { updateAppearance() }
    }

    /// The appearance shown now.
    public private(set) var appearance: BarAppearance

    /// The status-bar style for the hosting view controller's `preferredStatusBarStyle`.
    public var preferredStatusBarStyle: UIStatusBarStyle { UIStatusBarStyle(statusBarTracker.style) }

    /// Called when ``preferredStatusBarStyle`` changes.
    public var onStatusBarStyleChange: ((UIStatusBarStyle) -> Void)?

    /// The attached scroll view, if any.
    public private(set) weak var scrollView: UIScrollView?

    // MARK: State

    let topRow = TopRowView()
    let backgroundView = UIView()
    private var currentStyle: GradientBarStyle
    private var usesSystemStyle = true
    private var statusBarTracker: StatusBarStyleTracker
    private var observations: [NSKeyValueObservation] = []
    private weak var hostingViewController: UIViewController?
    /// The height of the row under the safe area, in points.
    static let rowHeight: CGFloat = 44

    // MARK: Creating

    /// Creates a gradient bar with the system colours.
    public init() {
      currentStyle = GradientBarStyle.overHeroImage
      statusBarTracker = StatusBarStyleTracker(style: .overHeroImage)
      appearance = BarAppearance.gradient(offset: 0, threshold: 1, style: .overHeroImage)
      let back = UIButton(type: .system)
      back.setImage(UIImage(systemName: "chevron.left")?.imageFlippedForRightToLeftLayoutDirection(), for: .normal)
      back.accessibilityLabel = BarStrings.back
      back.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
      back.contentHorizontalAlignment = .leading
      // At accessibility text sizes a long press shows the button large, as the system's does.
      back.showsLargeContentViewer = true
      back.largeContentTitle = BarStrings.back
      back.largeContentImage = UIImage(systemName: "chevron.left")
      back.scalesLargeContentImage = true
      backButton = back
      backItem = UIBarButtonItem(customView: back)
      super.init(frame: CGRect(x: 0, y: 0, width: 390, height: Self.rowHeight))
      backgroundView.isUserInteractionEnabled = false
      addSubview(backgroundView)
      addSubview(topRow)
      topRow.titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(
        for: UIFont.systemFont(ofSize: 17, weight: .semibold), maximumPointSize: 23)
      topRow.titleLabel.adjustsFontForContentSizeCategory = true
      back.addTarget(self, action: #selector(backTapped), for: .primaryActionTriggered)
      updateLeadingViews()
      currentStyle = Self.systemStyle(compatibleWith: traitCollection)
      statusBarTracker = StatusBarStyleTracker(style: currentStyle)
      updateAppearance()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported; create the bar in code") }

    /// The default style in a trait environment: the system background and label colours when
    /// opaque, white content over the image.
    ///
    /// - Parameter traits: The traits to resolve the dynamic colours with.
    /// - Returns: The style.
    public static func systemStyle(compatibleWith traits: UITraitCollection) -> GradientBarStyle {
      let dark = traits.userInterfaceStyle == .dark
      return GradientBarStyle(
        backgroundColor: RGBAColor(.systemBackground, compatibleWith: traits) ?? .white,
        transparentTitleColor: .white,
        opaqueTitleColor: RGBAColor(.label, compatibleWith: traits) ?? .black,
        transparentTintColor: .white,
        opaqueTintColor: RGBAColor(.systemBlue, compatibleWith: traits) ?? RGBAColor(red: 0, green: 122 / 255, blue: 1),
        transparentStatusBarStyle: .lightContent,
        opaqueStatusBarStyle: dark ? .lightContent : .darkContent)
    }

    private func updateLeadingViews() {
      topRow.leadingItems = showsBackButton ? [backItem] : []
    }

    @objc private func backTapped() {
      if let onBack {
        onBack()
      } else if let navigation = hostingViewController?.navigationController,
        navigation.viewControllers.count > 1
      {
        navigation.popViewController(animated: true)
      } else {
        hostingViewController?.dismiss(animated: true)
      }
    }

    // MARK: Installing and attaching

    /// Adds the bar to a view controller's view, pinned to its top edge (under the status bar);
    /// the bar asks the view controller to update its status bar when the style changes.
    ///
    /// Return ``preferredStatusBarStyle`` from the view controller's `preferredStatusBarStyle`,
    /// or use ``GradientNavigationBarViewController``, which does.
    ///
    /// - Parameter viewController: The screen.
    public func install(in viewController: UIViewController) {
      let host = viewController.view!
      hostingViewController = viewController
      translatesAutoresizingMaskIntoConstraints = true
      autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
      frame = CGRect(x: 0, y: 0, width: host.bounds.width, height: barHeight)
      host.addSubview(self)
    }

    /// Follows a scroll view's offset: the content's top (the hero image) starts under the bar.
    ///
    /// - Parameter scrollView: The detail screen's scroll view.
    public func attach(to scrollView: UIScrollView) {
      detach()
      self.scrollView = scrollView
      observations = [
        scrollView.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, _ in
          onMainThread { self?.containerChanged(scrollView) }
        },
        scrollView.observe(\.contentInset, options: [.new]) { [weak self] scrollView, _ in
          onMainThread { self?.containerChanged(scrollView) }
        },
      ]
      superview?.bringSubviewToFront(self)
      updateAppearance()
    }

    /// Stops following the scroll view.
    public func detach() {
      for observation in observations { observation.invalidate() }
      observations = []
      scrollView = nil
    }

    private func containerChanged(_ scrollView: UIScrollView) {
      guard scrollView === self.scrollView else { return }
      updateAppearance()
    }

    // MARK: Appearance

    /// The bar's height: the safe-area top plus the 44 pt row.
    var barHeight: CGFloat { safeAreaInsets.top + Self.rowHeight }

    /// How far the content has scrolled from rest: `contentOffset.y + adjustedContentInset.top`.
    private var scrolledDistance: Double {
      guard let scrollView else { return 0 }
      return ScrollObservationMath.collapseDistance(
        contentOffsetY: Double(scrollView.contentOffset.y), contentInsetTop: Double(scrollView.adjustedContentInset.top)
      )
    }

    /// Asks the core for the appearance at the current offset and shows it.
    func updateAppearance() {
      let threshold = BarAppearance.threshold(heroHeight: Double(heroHeight), barHeight: Double(barHeight))
      appearance = BarAppearance.gradient(offset: scrolledDistance, threshold: threshold, style: currentStyle)
      backgroundView.backgroundColor = UIColor(appearance.backgroundColor)
      topRow.titleLabel.textColor = UIColor(appearance.titleColor)
      tintColor = UIColor(appearance.tintColor)
      let before = statusBarTracker.style
      let after = statusBarTracker.update(progress: appearance.progress)
      if after != before {
        hostingViewController?.setNeedsStatusBarAppearanceUpdate()
        onStatusBarStyleChange?(UIStatusBarStyle(after))
      }
    }

    // MARK: Layout

    public override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      if translatesAutoresizingMaskIntoConstraints, frame.height != barHeight { frame.size.height = barHeight }
      invalidateIntrinsicContentSize()
      updateAppearance()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      guard usesSystemStyle,
        traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection)
      else { return }
      currentStyle = Self.systemStyle(compatibleWith: traitCollection)
      statusBarTracker = StatusBarStyleTracker(style: currentStyle, progress: appearance.progress)
      hostingViewController?.setNeedsStatusBarAppearanceUpdate()
      updateAppearance()
    }

    public override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    public override func layoutSubviews() {
      super.layoutSubviews()
      backgroundView.frame = bounds
      let top = safeAreaInsets.top
      topRow.frame = CGRect(x: 0, y: top, width: bounds.width, height: Self.rowHeight)
    }

    /// Buttons always take touches; the background only once the core says it is opaque enough,
    /// so over the hero image a touch reaches the image.
    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      guard bounds.contains(point) else { return false }
      if appearance.backgroundTakesTouches { return true }
      return topRow.hasControl(at: topRow.convert(point, from: self), with: event)
    }
  }
#endif
