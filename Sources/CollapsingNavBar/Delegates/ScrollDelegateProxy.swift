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
  /// first where it implements them. The screen's delegate hears each of them UIKit sends, also
  /// one sent again from inside the bar's handling of the first. Table and collection view
  /// delegates inherit from `UIScrollViewDelegate`, so the same proxy serves a `UITableView`, a
  /// `UICollectionView` and a Texture node: `tableView(_:didSelectRowAt:)` is forwarded, and
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

    /// The next object in the chain, as `DelegateChainRules` decide at the moment of a message.
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
      handle(
        #selector(scrollViewWillBeginDragging(_:)),
        passOn: { screen?.scrollViewWillBeginDragging?(scrollView) },
        tell: { handler?.scrollViewProxy(self, didReceive: .dragBegan, from: scrollView) })
    }

    public func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      handle(
        #selector(scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)),
        passOn: {
          screen?.scrollViewWillEndDragging?(
            scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        },
        tell: {
          let event = ScrollEvent.willEndDragging(
            velocity: Double(velocity.y), targetOffset: Double(targetContentOffset.pointee.y))
          if let y = handler?.scrollViewProxy(self, didReceive: event, from: scrollView) {
            targetContentOffset.pointee.y = CGFloat(y)
          }
        })
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      handle(
        #selector(scrollViewDidEndDragging(_:willDecelerate:)),
        passOn: { screen?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate) },
        tell: {
          handler?.scrollViewProxy(self, didReceive: .didEndDragging(willDecelerate: decelerate), from: scrollView)
        })
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      handle(
        #selector(scrollViewDidEndDecelerating(_:)),
        passOn: { screen?.scrollViewDidEndDecelerating?(scrollView) },
        tell: { handler?.scrollViewProxy(self, didReceive: .didEndDecelerating, from: scrollView) })
    }

    /// UIKit's own share of the adjusted inset changed (the safe area, a refresh control that
    /// began or ended refreshing, also by the app's `beginRefreshing()`): the handler measures
    /// it through the core.
    ///
    /// The handler's correcting write to `contentInset` makes UIKit send this message again
    /// before the write returns: the screen's delegate hears that one too, so its last message
    /// reports the final inset, and the handler, already handling the first, is not told again
    /// (`DelegateChainRules.arrival(reporting:during:)`). So does a write the screen's delegate
    /// makes in its own callback.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      let inset = scrollView.adjustedContentInset
      handle(
        #selector(scrollViewDidChangeAdjustedContentInset(_:)),
        reporting: [inset.top, inset.left, inset.bottom, inset.right].map(Double.init),
        passOn: { screen?.scrollViewDidChangeAdjustedContentInset?(scrollView) },
        tell: { handler?.scrollViewProxy(self, adjustedContentInsetDidChangeIn: scrollView) })
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      handle(
        #selector(scrollViewDidEndScrollingAnimation(_:)),
        passOn: { screen?.scrollViewDidEndScrollingAnimation?(scrollView) },
        tell: { handler?.scrollViewProxy(self, didReceive: .scrollAnimationEnded, from: scrollView) })
    }

    /// Asks the screen first; when it agrees, the bar plays its own scroll to the top.
    ///
    /// UIKit's own scroll is refused. A question that came back to the proxy answers `true` (the
    /// outer one decides); one UIKit asks again while the bar handles the first is refused (the
    /// bar's scroll plays).
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      var allowed = true
      return handle(
        #selector(scrollViewShouldScrollToTop(_:)), dropped: true, passedOn: false,
        passOn: { allowed = screen?.scrollViewShouldScrollToTop?(scrollView) ?? true },
        tell: {
          guard allowed else { return false }
          handler?.scrollViewProxy(self, didReceive: .scrollToTopRequested, from: scrollView)
          return false
        })
    }

    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      handle(
        #selector(scrollViewDidScrollToTop(_:)),
        passOn: { screen?.scrollViewDidScrollToTop?(scrollView) },
        tell: { handler?.scrollViewProxy(self, didReceive: .scrollAnimationEnded, from: scrollView) })
    }

    /// Whether the screen's delegate lets a status-bar tap scroll its content to the top.
    func screenAllowsScrollToTop(_ scrollView: UIScrollView) -> Bool {
      var allowed = true
      return handle(
        #selector(scrollViewShouldScrollToTop(_:)), dropped: true, passedOn: allowed,
        passOn: { allowed = screen?.scrollViewShouldScrollToTop?(scrollView) ?? true },
        tell: { allowed })
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
