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
    /// The proxy in front of the screen's delegate (the bar holds it strongly through this; so
    /// does the container, which keeps it as a pass-through when a detach finds a wrapper in
    /// front of it).
    let proxy: ScrollDelegateProxy
    /// The key-value observations of the container.
    var observations: [NSKeyValueObservation] = []
    /// Hears the container join or leave a window.
    let windowWatch = ScrollViewWindowWatch()

    let originalScrollsToTop: Bool
    /// The refresh control whose `.valueChanged` the bar listens to, and its alpha before.
    private(set) weak var refreshControl: UIRefreshControl?
    private var refreshControlAlpha: CGFloat = 1
    /// The refresh control's target: the attachment's own, so that a bar released on another
    /// thread leaves no dangling target behind (a control does not retain its targets).
    private let refreshControlTarget = RefreshControlTarget()
    /// The key under which the container keeps the proxy.
    private static var proxyKey: UInt8 = 0
    /// The bar's hold on the container's top scroll edge effect (the glass look).
    private var edgeEffectTakeover = BarEdgeEffectTakeover()
    /// The container's own top edge effect style (a `UIScrollEdgeEffect.Style`) and hiding, while
    /// the bar holds it.
    private var originalEdgeEffect: (style: AnyObject, isHidden: Bool)?

    /// Takes over a container: remembers what it will change and installs the proxy.
    ///
    /// - Parameters:
    ///   - scrollView: The container.
    ///   - slot: Where the screen's delegate lives.
    ///   - handler: Who hears the proxy.
    init(scrollView: UIScrollView, slot: ScrollDelegateSlot, handler: any ScrollDelegateProxyHandler) {
      self.scrollView = scrollView
      self.slot = slot
      // The pass-through a detach (or a bar that went away) left behind a wrapper is taken over
      // while the wrapper still forwards to it: the chain in front of it stays as it is.
      let idle = (objc_getAssociatedObject(scrollView, &Self.proxyKey) as? ScrollDelegateProxy)
        .flatMap { $0.handler == nil ? $0 : nil }
      let current = slot.current
      if let idle, DelegateChainRules.attachment(slotSeenFromIdleProxy: idle.look(at: current)) == .takeOver {
        idle.handler = handler
        proxy = idle
      } else {
        proxy = ScrollDelegateProxy(target: ScrollDelegateProxy.skippingOrphans(current), handler: handler)
        proxy.learnBehind()
      }
      proxy.onTargetDeallocated = { [weak self] in self?.screenDelegateWasDeallocated() }
      originalScrollsToTop = scrollView.scrollsToTop
    }

    // MARK: Taking over and giving back

    /// Switches off UIKit's scroll-to-top, puts the proxy in front of the screen's delegate and
    /// the window watch inside the container (behind its other subviews).
    ///
    /// - Parameter windowChanged: Called when the container joins or leaves a window.
    func takeOver(windowChanged: @escaping @MainActor () -> Void) {
      guard let scrollView else { return }
      scrollView.insertSubview(windowWatch, at: 0)
      windowWatch.onWindowChange = windowChanged
      scrollView.scrollsToTop = false
      adoptReplacedDelegate()
      // The container keeps the proxy too: if the bar goes away without detaching, the
      // screen's delegate still hears everything through it (UIKit holds delegates weakly).
      objc_setAssociatedObject(scrollView, &Self.proxyKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Puts back what ``takeOver()`` changed, exactly, and the screen's delegate, as
    /// `DelegateChainRules.detachment(slot:)` decides: the proxy's target goes back into the
    /// slot when the proxy is the delegate; behind a wrapper that forwards to it (RxCocoa's, held
    /// weakly), the proxy stays as a pass-through the container keeps, so the screen's delegate
    /// still hears the wrapper; the next bar to attach takes it over.
    func giveBack() {
      letGo()
      let next = proxy.nextHop()
      let detachment = DelegateChainRules.detachment(slot: proxy.look(at: slot.current))
      proxy.handler = nil
      switch detachment {
      case .restoreTarget:
        slot.install(next)
      case .leavePassThrough:
        proxy.onTargetDeallocated = { [slot, weak proxy] in
          guard let proxy else { return }
          Self.setAgainIfReaching(proxy, slot: slot)
        }
      case .leaveSlot:
        break
      }
      showEdgeEffect(nil)
      guard let scrollView else { return }
      if detachment != .leavePassThrough {
        objc_setAssociatedObject(scrollView, &Self.proxyKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
      scrollView.scrollsToTop = originalScrollsToTop
    }

    /// Brings the container's top scroll edge effect to the one the bar asks for
    /// (``BarEdgeEffectTakeover``): the container's own style and hiding are remembered at the
    /// first write and put back when the bar asks for none (`nil`: the classic look, a detach).
    ///
    /// - Parameter wanted: The effect the bar asks for, or `nil` for the container's own.
    func showEdgeEffect(_ wanted: BarEdgeEffect?) {
      #if compiler(>=6.2)
        guard #available(iOS 26.0, *), let scrollView, let write = edgeEffectTakeover.update(wanting: wanted) else {
          return
        }
        // (The iOS 26 types stay inside the body: the module's interface names none of them, so
        // an SDK without them still builds it.)
        let effect = scrollView.topEdgeEffect
        func set(_ wanted: BarEdgeEffect) {
          switch wanted.style {
          case .automatic: effect.style = .automatic
          case .soft: effect.style = .soft
          case .hard: effect.style = .hard
          }
          effect.isHidden = wanted.isHidden
        }
        switch write {
        case .takeOver(let wanted):
          originalEdgeEffect = (effect.style, effect.isHidden)
          set(wanted)
        case .change(let wanted):
          set(wanted)
        case .giveBack:
          if let original = originalEdgeEffect, let style = original.style as? UIScrollEdgeEffect.Style {
            effect.style = style
            effect.isHidden = original.isHidden
          }
          originalEdgeEffect = nil
        }
      #endif
    }

    /// The bar attached to a container, if any: whoever hears the proxy the container keeps.
    ///
    /// - Parameter scrollView: The container.
    /// - Returns: The handler of the container's proxy, while it is alive.
    static func owner(of scrollView: UIScrollView) -> (any ScrollDelegateProxyHandler)? {
      (objc_getAssociatedObject(scrollView, &proxyKey) as? ScrollDelegateProxy)?.handler
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
      let current = slot.current
      let adoption = DelegateChainRules.adoption(
        slot: proxy.look(at: current), target: proxy.look(at: proxy.target), behind: proxy.look(at: proxy.behind))
      proxy.follow(adoption.target)
      switch adoption.slot {
      case .keep:
        proxy.learnBehind()
        return false
      case .wrap:
        proxy.target = ScrollDelegateProxy.skippingOrphans(current)
        proxy.behind = nil
        proxy.learnBehind()
        slot.install(proxy)
        return true
      case .reinstall:
        slot.install(proxy)
        return true
      }
    }

    /// Sets the current delegate again once the screen's delegate is deallocated, so that UIKit
    /// (or Texture) reads `responds(to:)` anew and stops sending the messages it had cached for it.
    func screenDelegateWasDeallocated() {
      Self.setAgainIfReaching(proxy, slot: slot)
    }

    /// Sets the slot's delegate again if it is the proxy or a wrapper of it.
    private static func setAgainIfReaching(_ proxy: ScrollDelegateProxy, slot: ScrollDelegateSlot) {
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

    // MARK: Refresh control

    /// Listens to a refresh control's `.valueChanged` and hides it (UIKit draws it under the bar,
    /// where it cannot be seen; the bar shows its own indicator), instead of the one before.
    ///
    /// - Parameters:
    ///   - refreshControl: The container's refresh control.
    ///   - onChange: Called on `.valueChanged`.
    func hook(_ refreshControl: UIRefreshControl, onChange: @escaping @MainActor () -> Void) {
      unhookRefreshControl()
      self.refreshControl = refreshControl
      refreshControlAlpha = refreshControl.alpha
      refreshControl.alpha = 0
      refreshControlTarget.onChange = onChange
      refreshControl.addTarget(
        refreshControlTarget, action: #selector(RefreshControlTarget.valueChanged), for: .valueChanged)
    }

    /// Stops listening to the refresh control and gives it its alpha back.
    ///
    /// - Parameter restoringAlpha: Whether to give the alpha back (not when a bar attached since
    ///   owns the control).
    func unhookRefreshControl(restoringAlpha: Bool = true) {
      refreshControlTarget.onChange = nil
      guard let refreshControl else { return }
      refreshControl.removeTarget(
        refreshControlTarget, action: #selector(RefreshControlTarget.valueChanged), for: .valueChanged)
      if restoringAlpha { refreshControl.alpha = refreshControlAlpha }
      self.refreshControl = nil
    }

    /// A refresh control's target that calls a closure.
    @MainActor
    private final class RefreshControlTarget: NSObject {
      var onChange: (@MainActor () -> Void)?

      @objc func valueChanged() {
        onChange?()
      }
    }

    // MARK: A bar that went away

    /// Whether the container still belongs to this attachment.
    ///
    /// It does while it keeps the attachment's proxy and the proxy still reports to the bar that
    /// attached (or to no bar, once that bar went away). A bar that took the container over since (it reuses an idle proxy) owns the
    /// insets, `scrollsToTop`, the delegate and the refresh control's alpha, and the attachment
    /// may only let go of its own observers (``letGo()``).
    ///
    /// - Parameter bar: The bar that attached, `nil` once it is gone.
    /// - Returns: Whether the attachment may give the container back.
    func ownsContainer(bar: CollapsingNavBar?) -> Bool {
      guard let scrollView else { return true }
      guard objc_getAssociatedObject(scrollView, &Self.proxyKey) as AnyObject? === proxy else { return false }
      let handler = proxy.handler as AnyObject?
      return handler == nil || handler === bar
    }

    /// Lets go of what the attachment put on the container for itself: the observations, the
    /// drag watch, the window watch.
    func letGo() {
      for observation in observations { observation.invalidate() }
      observations = []
      stopWatchingDrags()
      windowWatch.onWindowChange = nil
      windowWatch.removeFromSuperview()
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
  }
#endif
