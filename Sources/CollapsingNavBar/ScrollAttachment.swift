#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  /// A scroll container the bar is attached to: the observations that feed the core, the proxy
  /// in front of the screen's delegate, and the flags the bar changed, to put back on detach (the
  /// insets are the core's: it gives back what it found).
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

    let originalScrollsToTop: Bool
    /// The refresh control whose `.valueChanged` the bar listens to, and its alpha before.
    weak var refreshControl: UIRefreshControl?
    var refreshControlAlpha: CGFloat = 1
    /// Whether a pass of the applier runs on the container: its KVO callbacks are then the
    /// applier's own echoes, which it reports itself.
    var isApplying = false
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
      proxy = ScrollDelegateProxy(target: slot.current, handler: handler)
      originalScrollsToTop = scrollView.scrollsToTop
    }

    // MARK: Taking over and giving back

    /// Switches off UIKit's scroll-to-top and puts the proxy in front of the screen's delegate.
    func takeOver() {
      guard let scrollView else { return }
      scrollView.scrollsToTop = false
      slot.install(proxy)
      // The container keeps the proxy too: if the bar goes away without detaching, the
      // screen's delegate still hears everything through it (UIKit holds delegates weakly).
      objc_setAssociatedObject(scrollView, &Self.proxyKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Puts back what ``takeOver()`` changed, exactly, and the screen's delegate.
    func giveBack() {
      for observation in observations { observation.invalidate() }
      observations = []
      if slot.current === proxy { slot.install(proxy.target) }
      guard let scrollView else { return }
      objc_setAssociatedObject(scrollView, &Self.proxyKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      scrollView.scrollsToTop = originalScrollsToTop
    }

    /// Wraps the screen's new delegate if it replaced the proxy since the last check (UIKit
    /// caches `responds(to:)` when a delegate is set, so the proxy is set again through `nil`).
    func adoptReplacedDelegate() {
      let current = slot.current
      guard current !== proxy else { return }
      proxy.target = current
      slot.install(proxy)
    }
  }
#endif
