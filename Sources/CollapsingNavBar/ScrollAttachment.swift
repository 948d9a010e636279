#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  /// A scroll container the bar is attached to: the observations that feed the core, the proxy
  /// in front of the screen's delegate, and everything the bar changed, to put back on detach.
  @MainActor
  final class ScrollAttachment {
    /// The container.
    private(set) weak var scrollView: UIScrollView?
    /// Where the screen's delegate lives.
    let slot: ScrollDelegateSlot
    /// The proxy in front of the screen's delegate (the bar holds it strongly through this).
    let proxy: ScrollDelegateProxy
    /// The key-value observations of the container.
    var observations: [NSKeyValueObservation] = []

    let originalAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior
    let originalAdjustsIndicatorInsets: Bool
    let originalScrollsToTop: Bool
    /// The bottom insets added in place of the safe area UIKit stops adding under `.never`.
    private(set) var addedBottomInset: CGFloat = 0
    private(set) var addedIndicatorBottomInset: CGFloat = 0
    /// Top inset UIKit adds on its own on top of `contentInset` (a refreshing refresh control),
    /// as last taken into account when writing the bar's inset.
    private(set) var knownSystemTopInset: CGFloat = 0
    /// The last viewport height reported.
    var reportedViewportHeight: CGFloat
    /// The refresh control whose `.valueChanged` the bar listens to, and its alpha before.
    weak var refreshControl: UIRefreshControl?
    var refreshControlAlpha: CGFloat = 1
    /// Whether a check of the refresh control on the next run-loop turn is pending.
    var isRefreshCheckScheduled = false
    /// The key under which the container keeps the proxy.
    private static var proxyKey: UInt8 = 0

    /// Takes over a container: remembers what it will change and installs the proxy.
    ///
    /// - Parameters:
    ///   - scrollView: The container.
    ///   - slot: Where the screen's delegate lives.
    ///   - handler: Who hears the proxy.
    init(scrollView: UIScrollView, slot: ScrollDelegateSlot, handler: any ScrollDelegateProxyHandler) {
      self.scrollView = scrollView
      self.slot = slot
      proxy = ScrollDelegateProxy(target: ScrollDelegateProxy.skippingOrphans(slot.current), handler: handler)
      proxy.onTargetDeallocated = { [weak self] in self?.screenDelegateWasDeallocated() }
      originalAdjustmentBehavior = scrollView.contentInsetAdjustmentBehavior
      originalAdjustsIndicatorInsets = scrollView.automaticallyAdjustsScrollIndicatorInsets
      originalScrollsToTop = scrollView.scrollsToTop
      reportedViewportHeight = scrollView.bounds.height
    }

    // MARK: Taking over and giving back

    /// Switches off UIKit's automatic insets and its scroll-to-top, and puts the proxy in front
    /// of the screen's delegate.
    func takeOver() {
      guard let scrollView else { return }
      scrollView.contentInsetAdjustmentBehavior = .never
      scrollView.automaticallyAdjustsScrollIndicatorInsets = false
      scrollView.scrollsToTop = false
      syncBottomInsets()
      knownSystemTopInset = systemTopInset
      slot.install(proxy)
      // The container keeps the proxy too: if the bar goes away without detaching, the
      // screen's delegate still hears everything through it (UIKit holds delegates weakly).
      objc_setAssociatedObject(scrollView, &Self.proxyKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Puts back everything ``takeOver()`` changed, exactly, and the screen's delegate.
    func giveBack() {
      for observation in observations { observation.invalidate() }
      observations = []
      stopWatchingDrags()
      if slot.current === proxy { slot.install(proxy.target) }
      guard let scrollView else { return }
      objc_setAssociatedObject(scrollView, &Self.proxyKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      var inset = scrollView.contentInset
      inset.bottom -= addedBottomInset
      scrollView.contentInset = inset
      var indicators = scrollView.verticalScrollIndicatorInsets
      indicators.bottom -= addedIndicatorBottomInset
      scrollView.verticalScrollIndicatorInsets = indicators
      addedBottomInset = 0
      addedIndicatorBottomInset = 0
      scrollView.automaticallyAdjustsScrollIndicatorInsets = originalAdjustsIndicatorInsets
      scrollView.contentInsetAdjustmentBehavior = originalAdjustmentBehavior
      scrollView.scrollsToTop = originalScrollsToTop
    }

    /// Looks at the slot again: wraps a delegate the screen set since the last look (UIKit
    /// caches `responds(to:)` when a delegate is set, so the proxy is set again), unless that
    /// delegate's forwarding chain leads back to the proxy; and lets go of a target that now
    /// forwards to the proxy, which would otherwise forward to each other forever.
    ///
    /// A proxy that wraps the current delegate (RxCocoa's `DelegateProxy`, ReactiveCocoa's) and
    /// was installed after the bar stays the delegate: it forwards to the bar's proxy, which
    /// forwards to the screen's delegate. Called when the bar attaches, when a drag begins and
    /// when the status bar is tapped; never on every scroll tick or layout pass.
    ///
    /// - Returns: Whether the proxy was set again (it heard nothing while it was not the delegate).
    @discardableResult
    func adoptReplacedDelegate() -> Bool {
      if proxy.target != nil, proxy.isReached(from: proxy.target) { proxy.target = nil }
      let current = slot.current
      guard current !== proxy, !proxy.isReached(from: current) else { return false }
      proxy.target = ScrollDelegateProxy.skippingOrphans(current)
      slot.install(proxy)
      return true
    }

    /// Sets the current delegate again once the screen's delegate is deallocated, so that UIKit
    /// (or Texture) reads `responds(to:)` anew and stops sending the messages it had cached for it.
    func screenDelegateWasDeallocated() {
      let current = slot.current
      guard current === proxy || proxy.isReached(from: current) else { return }
      slot.install(current)
    }

    /// Checks the delegate when a drag begins (the pan gesture's start reaches its targets whoever
    /// the delegate is); if the proxy had to be set again, the drag's start it missed is reported.
    func watchDrags() {
      guard let scrollView else { return }
      // A watch left by a bar that went away attached: take it off the gesture before its
      // replacement releases it.
      if let old = objc_getAssociatedObject(scrollView, &Self.dragWatchKey) as? DragWatch {
        scrollView.panGestureRecognizer.removeTarget(old, action: nil)
      }
      let watch = DragWatch(attachment: self)
      scrollView.panGestureRecognizer.addTarget(watch, action: #selector(DragWatch.panChanged(_:)))
      // The container keeps the watch (a gesture recognizer does not retain its targets).
      objc_setAssociatedObject(scrollView, &Self.dragWatchKey, watch, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Stops ``watchDrags()``.
    func stopWatchingDrags() {
      guard let scrollView,
        let watch = objc_getAssociatedObject(scrollView, &Self.dragWatchKey) as? DragWatch,
        watch.attachment === self
      else { return }
      scrollView.panGestureRecognizer.removeTarget(watch, action: nil)
      objc_setAssociatedObject(scrollView, &Self.dragWatchKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The key under which the container keeps the drag watch.
    private static var dragWatchKey: UInt8 = 0

    /// The pan gesture's target.
    @MainActor
    private final class DragWatch: NSObject {
      weak var attachment: ScrollAttachment?

      init(attachment: ScrollAttachment) {
        self.attachment = attachment
      }

      @objc func panChanged(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .began, let attachment, let scrollView = attachment.scrollView,
          attachment.adoptReplacedDelegate(), scrollView.isDragging
        else { return }
        attachment.proxy.handler?.scrollViewProxy(attachment.proxy, didReceive: .dragBegan, from: scrollView)
      }
    }

    // MARK: Insets

    /// The top inset UIKit adds on its own beyond `contentInset.top` now (with `.never`, only a
    /// refreshing refresh control adds to `adjustedContentInset`).
    var systemTopInset: CGFloat {
      guard let scrollView else { return 0 }
      return max(0, scrollView.adjustedContentInset.top - scrollView.contentInset.top)
    }

    /// `contentInset.top` as the core counts it: what the bar wrote plus what UIKit adds.
    var effectiveTopInset: Double {
      Double((scrollView?.contentInset.top ?? 0) + knownSystemTopInset)
    }

    /// Writes the core's top inset, minus what UIKit adds on its own.
    ///
    /// - Parameter top: The inset the core wants the content to have.
    func writeTopInset(_ top: Double) {
      guard let scrollView else { return }
      var inset = scrollView.contentInset
      inset.top = CGFloat(top) - knownSystemTopInset
      scrollView.contentInset = inset
    }

    /// Writes the top scroll-indicator inset.
    func writeIndicatorTopInset(_ top: Double) {
      guard let scrollView else { return }
      var insets = scrollView.verticalScrollIndicatorInsets
      insets.top = CGFloat(top)
      scrollView.verticalScrollIndicatorInsets = insets
    }

    /// Takes a change of UIKit's own top inset into account, keeping the inset the core wants.
    ///
    /// - Parameter wanted: The inset the core wants, `controller.geometry.contentInsetTop`.
    func syncSystemTopInset(keeping wanted: Double) {
      let system = systemTopInset
      guard abs(system - knownSystemTopInset) >= 0.01 else { return }
      knownSystemTopInset = system
      writeTopInset(wanted)
    }

    /// Adds the bottom safe area UIKit added before `.never`, tracking rotations and bars.
    func syncBottomInsets() {
      guard let scrollView else { return }
      let safeBottom = scrollView.safeAreaInsets.bottom
      let wanted = originalAdjustmentBehavior == .never ? 0 : safeBottom
      if wanted != addedBottomInset {
        var inset = scrollView.contentInset
        inset.bottom += wanted - addedBottomInset
        addedBottomInset = wanted
        scrollView.contentInset = inset
      }
      let wantedIndicator = originalAdjustsIndicatorInsets ? safeBottom : 0
      if wantedIndicator != addedIndicatorBottomInset {
        var insets = scrollView.verticalScrollIndicatorInsets
        insets.bottom += wantedIndicator - addedIndicatorBottomInset
        addedIndicatorBottomInset = wantedIndicator
        scrollView.verticalScrollIndicatorInsets = insets
      }
    }

    /// The container's geometry for the core.
    var geometry: ContainerGeometry {
      guard let scrollView else { return ContainerGeometry(contentHeight: 0, viewportHeight: 0) }
      return ContainerGeometry(
        contentOffsetY: Double(scrollView.contentOffset.y),
        contentInsetTop: effectiveTopInset,
        contentInsetBottom: Double(scrollView.adjustedContentInset.bottom),
        scrollIndicatorInsetTop: Double(scrollView.verticalScrollIndicatorInsets.top),
        contentHeight: Double(scrollView.contentSize.height),
        viewportHeight: Double(scrollView.bounds.height))
    }
  }
#endif
