#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  /// A `UIScrollView` as the engine sees it: plain property reads and writes, nothing compared.
  ///
  /// The container keeps the app's `contentInsetAdjustmentBehavior` and
  /// `automaticallyAdjustsScrollIndicatorInsets`: UIKit keeps adding the safe area (and a
  /// refreshing refresh control) on its own, the bar writes only the top insets, net of that
  /// share (`CommandApplier` measures it at the moment of writing), and the bottom and side
  /// insets stay UIKit's.
  ///
  /// A container the bar observes only (a SwiftUI one) is never written an inset: the core asks
  /// for none, and the writes below would refuse one.
  ///
  /// The conformance is `@preconcurrency` (Swift 6.0) rather than an isolated `@MainActor`
  /// conformance (Swift 6.2), so the package still builds with Xcode 16; the bar only drives it
  /// from the main actor.
  @MainActor
  struct ScrollViewContainer: @preconcurrency ScrollContainer {
    /// The scroll view, held weakly: the bar's driver keeps its container for as long as it is
    /// attached, and a scroll view the app lets go of is not kept alive by the bar.
    private weak var view: UIScrollView?
    var observesOnly = false
    var settlePlayer: ScrollOffsetSettlePlayer? = nil
    /// The attachment, whose hooked refresh control may be one the app added with `addSubview`.
    private weak var attachment: ScrollAttachment?
    /// The spacer the owner of a container the bar observes only places first in its content (a
    /// SwiftUI `CollapsingNavBarSpacer` row), if it places one.
    private var ownerSpacer: OwnerSpacer?

    init(
      scrollView: UIScrollView, observesOnly: Bool = false, settlePlayer: ScrollOffsetSettlePlayer? = nil,
      attachment: ScrollAttachment? = nil, ownerSpacer: OwnerSpacer? = nil
    ) {
      view = scrollView
      self.observesOnly = observesOnly
      self.settlePlayer = settlePlayer
      self.attachment = attachment
      self.ownerSpacer = ownerSpacer
    }

    /// The refresh control: the one the bar hooked (also one added with `addSubview`), or the
    /// scroll view's `refreshControl`.
    private var refreshControl: UIRefreshControl? { attachment?.refreshControl ?? view?.refreshControl }

    /// Whether the scroll view is still there; the driver reads and writes nothing once it is
    /// gone (so the reads below never meet a missing view during a pass).
    var isAvailable: Bool { view != nil }

    var contentOffsetY: Double { Double(view?.contentOffset.y ?? 0) }
    var contentInsetTop: Double { Double(view?.contentInset.top ?? 0) }
    var contentInsetBottom: Double { Double(view?.contentInset.bottom ?? 0) }
    var adjustedContentInsetTop: Double { Double(view?.adjustedContentInset.top ?? 0) }
    var adjustedContentInsetBottom: Double { Double(view?.adjustedContentInset.bottom ?? 0) }
    var scrollIndicatorInsetTop: Double { Double(view?.verticalScrollIndicatorInsets.top ?? 0) }
    var scrollIndicatorInsetShareTop: Double {
      guard let view, view.automaticallyAdjustsScrollIndicatorInsets else { return 0 }
      return Double(view.safeAreaInsets.top)
    }
    var contentHeight: Double { Double(view?.contentSize.height ?? 0) }
    var viewportHeight: Double { Double(view?.bounds.height ?? 0) }
    var safeAreaTop: Double { Double(view?.safeAreaInsets.top ?? 0) }
    var safeAreaBottom: Double { Double(view?.safeAreaInsets.bottom ?? 0) }
    var isTracking: Bool { view?.isTracking ?? false }
    var isDecelerating: Bool { view?.isDecelerating ?? false }
    var isRefreshing: Bool { refreshControl?.isRefreshing ?? false }
    /// The refreshing control's height, which UIKit adds to `adjustedContentInset.top` from iOS 13
    /// (an assumption from public sources, not from Apple's documentation:
    /// ``testARefreshingControlAddsItsHeightToTheAdjustedInset`` checks it on a device); under
    /// `.never` the control writes that room into `contentInset.top` instead, where the core finds
    /// it at attach (and books a later write as the refresh's room).
    var refreshShareTop: Double {
      guard let control = refreshControl, control.isRefreshing else { return 0 }
      return Double(control.frame.height)
    }
    /// Under `.never` a refreshing control writes its room into `contentInset.top` (the control
    /// may be set after the bar attaches, so the behaviour alone decides).
    var refreshWritesContentInset: Bool { view?.contentInsetAdjustmentBehavior == .never }
    /// A table the bar owns can hold the spacer of `.collapsedWithSpacer`, as its
    /// `tableHeaderView` (``TableSpacerView``); a collection view or a plain scroll view cannot.
    var supportsLeadingSpacer: Bool { !observesOnly && view is UITableView }
    /// The bar's spacer in a table it owns, or the owner's in a container it observes only: the
    /// core sees the content without it.
    var leadingSpacerHeight: Double {
      if observesOnly { return ownerSpacer?.height ?? 0 }
      guard let table = view as? UITableView, let spacer = TableSpacerView.installed(in: table) else { return 0 }
      return Double(spacer.spacerHeight)
    }

    mutating func setLeadingSpacerHeight(_ height: Double) {
      guard !observesOnly, let table = view as? UITableView else { return }
      TableSpacerView.setHeight(CGFloat(height), in: table)
    }

    mutating func setContentInsetTop(_ top: Double) {
      guard !observesOnly, let scrollView = view else { return }
      var inset = scrollView.contentInset
      inset.top = CGFloat(top)
      scrollView.contentInset = inset
    }

    mutating func setScrollIndicatorInsetTop(_ top: Double) {
      guard !observesOnly, let scrollView = view else { return }
      var insets = scrollView.verticalScrollIndicatorInsets
      insets.top = CGFloat(top)
      scrollView.verticalScrollIndicatorInsets = insets
    }

    mutating func setContentOffsetY(_ y: Double, animation: OffsetAnimation) {
      guard let scrollView = view else { return }
      // The plain form also stops a deceleration in flight; the animated form ends with
      // scrollViewDidEndScrollingAnimation, which the proxy reports; the bar's own settle ends
      // with the player's report.
      let point = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(y))
      switch animation {
      case .timed(let duration, let curve):
        if let settlePlayer {
          settlePlayer.play(scrollView, to: y, settle: SettleAnimation(duration: duration, curve: curve))
        } else {
          scrollView.setContentOffset(point, animated: true)
        }
      case .none, .animated:
        settlePlayer?.stop()
        scrollView.setContentOffset(point, animated: animation == .animated)
      }
    }

    mutating func stopMotion() {
      settlePlayer?.stop()
      guard let scrollView = view else { return }
      scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    }
  }
#endif
