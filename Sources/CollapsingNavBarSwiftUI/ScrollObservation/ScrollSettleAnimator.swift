#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import QuartzCore
  import UIKit

  /// Plays a ``StickyHeaderSettle`` on a scroll view, one content-offset write per display frame,
  /// so KVO (and the header) sees every step; the first write stops UIKit's deceleration.
  ///
  /// A finger that rests on the content does not stop it (the UIKit bar's player does): the
  /// sticky header hears no lift of a finger that did not pan, so a settle stopped under it would
  /// leave the header between its states. A drag takes over as usual.
  @MainActor
  final class ScrollSettleAnimator {
    private var link: CADisplayLink?
    private weak var scrollView: UIScrollView?
    private var plan: StickyHeaderSettle?
    private var clock = SettleClock()

    /// Whether a settle is playing.
    var isRunning: Bool { link != nil }
    /// Whether the settle is writing the offset right now (its own KVO echo).
    private(set) var isWriting = false

    /// Starts a settle (replacing one in flight).
    ///
    /// - Parameters:
    ///   - plan: The motion, in collapse distances.
    ///   - scrollView: The scroll view to move.
    func start(_ plan: StickyHeaderSettle, on scrollView: UIScrollView) {
      stop()
      self.plan = plan
      self.scrollView = scrollView
      let link = CADisplayLink(target: DisplayLinkTarget(self), selector: #selector(DisplayLinkTarget.tick(_:)))
      link.add(to: .main, forMode: .common)
      self.link = link
      write(plan.offset(at: 0))
    }

    /// Stops the settle where it is.
    func stop() {
      link?.invalidate()
      link = nil
      plan = nil
      clock = SettleClock()
    }

    fileprivate func tick(_ link: CADisplayLink) {
      guard let plan, scrollView != nil else { return stop() }
      guard case .elapsed(let elapsed) = clock.frame(at: link.targetTimestamp, isTracking: false) else { return stop() }
      write(plan.offset(at: elapsed))
      if plan.isFinished(at: elapsed) { stop() }
    }

    private func write(_ collapseDistance: Double) {
      guard let scrollView else { return }
      isWriting = true
      defer { isWriting = false }
      let y = ScrollObservationMath.contentOffsetY(
        collapseDistance: collapseDistance, contentInsetTop: Double(scrollView.adjustedContentInset.top))
      scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: CGFloat(y)), animated: false)
    }
  }

  /// Holds the animator weakly, so the display link (which retains its target) does not keep it.
  private final class DisplayLinkTarget: NSObject {
    weak var animator: ScrollSettleAnimator?

    init(_ animator: ScrollSettleAnimator) {
      self.animator = animator
    }

    @objc func tick(_ link: CADisplayLink) {
      // The animator adds its display link to the main run loop only, so it ticks on the main
      // thread; should a tick ever come from another, it is dropped.
      onMainThread(.dropped) {
        guard let animator else { return link.invalidate() }
        animator.tick(link)
      }
    }
  }
#endif
