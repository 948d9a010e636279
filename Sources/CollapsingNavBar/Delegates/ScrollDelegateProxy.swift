#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  /// Stands in for the screen's scroll delegate while a bar is attached: it hears the few
  /// callbacks the bar needs and forwards every other message to the screen's delegate.
  ///
  /// It implements only `scrollViewWillBeginDragging`, `scrollViewWillEndDragging(_:withVelocity:
  /// targetContentOffset:)`, `scrollViewDidEndDragging(_:willDecelerate:)`,
  /// `scrollViewDidEndDecelerating`, `scrollViewDidChangeAdjustedContentInset`,
  /// `scrollViewDidEndScrollingAnimation`,
  /// `scrollViewShouldScrollToTop` and `scrollViewDidScrollToTop`, calling the screen's delegate
  /// first where it implements them. Table and collection view delegates inherit from
  /// `UIScrollViewDelegate`, so the same proxy serves a `UITableView`, a `UICollectionView` and a
  /// Texture node: `tableView(_:didSelectRowAt:)` is forwarded, and
  /// `responds(to: #selector(UITableViewDelegate.tableView(_:heightForRowAt:)))` stays `false` when
  /// the screen does not implement it, so self-sizing cells keep working.
  @MainActor
  public final class ScrollDelegateProxy: ForwardingDelegateProxy, UIScrollViewDelegate {
    /// Where the proxy reports what it hears.
    weak var handler: (any ScrollDelegateProxyHandler)?

    /// Creates a proxy.
    ///
    /// - Parameters:
    ///   - target: The screen's delegate, or `nil`.
    ///   - handler: Who hears the intercepted callbacks.
    init(target: AnyObject?, handler: (any ScrollDelegateProxyHandler)?) {
      self.handler = handler
      super.init(target: target)
    }

    /// The next object in the chain, as ``DelegateChainRules`` decide at the moment of a message.
    private var screen: (any UIScrollViewDelegate)? { nextHop() as? any UIScrollViewDelegate }

    /// The delegate to wrap in place of one found in a slot: the proxy of a bar that went away
    /// while attached (kept alive only by its container) is skipped for the delegate behind it,
    /// which would otherwise be lost when the container lets go of that proxy.
    ///
    /// - Parameter delegate: The delegate found in the slot.
    /// - Returns: The first delegate behind it that is not an orphaned proxy.
    static func skippingOrphans(_ delegate: AnyObject?) -> AnyObject? {
      var current = delegate
      for _ in 0..<16 {
        guard let proxy = current as? ScrollDelegateProxy, proxy.handler == nil else { return current }
        current = proxy.target
      }
      return current
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      handleOnce(#selector(scrollViewWillBeginDragging(_:)), dropped: ()) {
        screen?.scrollViewWillBeginDragging?(scrollView)
        handler?.scrollViewProxy(self, didReceive: .dragBegan, from: scrollView)
      }
    }

    public func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      handleOnce(#selector(scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)), dropped: ()) {
        screen?.scrollViewWillEndDragging?(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        let event = ScrollEvent.willEndDragging(
          velocity: Double(velocity.y), targetOffset: Double(targetContentOffset.pointee.y))
        if let y = handler?.scrollViewProxy(self, didReceive: event, from: scrollView) {
          targetContentOffset.pointee.y = CGFloat(y)
        }
      }
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      handleOnce(#selector(scrollViewDidEndDragging(_:willDecelerate:)), dropped: ()) {
        screen?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
        handler?.scrollViewProxy(self, didReceive: .didEndDragging(willDecelerate: decelerate), from: scrollView)
      }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      handleOnce(#selector(scrollViewDidEndDecelerating(_:)), dropped: ()) {
        screen?.scrollViewDidEndDecelerating?(scrollView)
        handler?.scrollViewProxy(self, didReceive: .didEndDecelerating, from: scrollView)
      }
    }

    /// UIKit's own share of the adjusted inset changed (the safe area, a refresh control that
    /// began or ended refreshing, also by the app's `beginRefreshing()`): the handler measures
    /// it through the core.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      handleOnce(#selector(scrollViewDidChangeAdjustedContentInset(_:)), dropped: ()) {
        screen?.scrollViewDidChangeAdjustedContentInset?(scrollView)
        handler?.scrollViewProxy(self, adjustedContentInsetDidChangeIn: scrollView)
      }
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      handleOnce(#selector(scrollViewDidEndScrollingAnimation(_:)), dropped: ()) {
        screen?.scrollViewDidEndScrollingAnimation?(scrollView)
        handler?.scrollViewProxy(self, didReceive: .scrollAnimationEnded, from: scrollView)
      }
    }

    /// Asks the screen first; when it agrees, the bar plays its own scroll to the top and UIKit's
    /// is refused. (A question that came back to the proxy answers `true`: the outer one decides.)
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      handleOnce(#selector(scrollViewShouldScrollToTop(_:)), dropped: true) {
        if screen?.scrollViewShouldScrollToTop?(scrollView) == false { return false }
        handler?.scrollViewProxy(self, didReceive: .scrollToTopRequested, from: scrollView)
        return false
      }
    }

    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      handleOnce(#selector(scrollViewDidScrollToTop(_:)), dropped: ()) {
        screen?.scrollViewDidScrollToTop?(scrollView)
        handler?.scrollViewProxy(self, didReceive: .scrollAnimationEnded, from: scrollView)
      }
    }

    /// Whether the screen's delegate lets a status-bar tap scroll its content to the top.
    func screenAllowsScrollToTop(_ scrollView: UIScrollView) -> Bool {
      handleOnce(#selector(scrollViewShouldScrollToTop(_:)), dropped: true) {
        screen?.scrollViewShouldScrollToTop?(scrollView) ?? true
      }
    }
  }

  /// Hears the callbacks a ``ScrollDelegateProxy`` intercepts.
  @MainActor
  protocol ScrollDelegateProxyHandler: AnyObject {
    /// A callback arrived, as a core event.
    ///
    /// - Returns: For ``ScrollEvent/willEndDragging(velocity:targetOffset:)``, the adjusted
    ///   target offset, or `nil` to leave UIKit's.
    @discardableResult
    func scrollViewProxy(_ proxy: ScrollDelegateProxy, didReceive event: ScrollEvent, from scrollView: UIScrollView)
      -> Double?
    /// `scrollViewDidChangeAdjustedContentInset(_:)` arrived.
    func scrollViewProxy(_ proxy: ScrollDelegateProxy, adjustedContentInsetDidChangeIn scrollView: UIScrollView)
  }
#endif
