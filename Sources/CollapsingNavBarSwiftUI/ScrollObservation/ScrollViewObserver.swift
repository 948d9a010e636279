#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  /// Observes a found `UIScrollView` without taking anything from it: KVO on `contentOffset` for
  /// the collapse distance and a target on its `panGestureRecognizer` for the drag's start, end
  /// and velocity.
  ///
  /// The scroll view's delegate is never touched.
  ///
  /// The observer holds the scroll view weakly; ``detach()`` (called when the probe leaves its
  /// window and from `dismantleUIView`) invalidates the KVO token and removes the gesture target.
  @MainActor
  final class ScrollViewObserver: NSObject {
    /// Receives the observed events.
    var onEvent: @MainActor (ScrollObservationEvent) -> Void
    /// Decides, at the finger's release, the collapse distance to animate to (or `nil` to let the
    /// content coast).
    ///
    /// Given the collapse distance and the velocity in pt/ms toward the end.
    var snapTarget: ((_ collapseDistance: Double, _ velocity: Double) -> Double?)?
    /// Told when a scroll view is found (and `nil` when it goes away), for adapters that drive
    /// the scroll view themselves, such as the UIKit bar.
    var onAttach: ((UIScrollView?) -> Void)?

    private(set) weak var scrollView: UIScrollView?
    private var offsetObservation: NSKeyValueObservation?
    private let settlePlayer = ScrollOffsetSettlePlayer()
    private var lastDistance: Double?

    /// Creates an observer.
    ///
    /// - Parameter onEvent: Receives the observed events.
    init(onEvent: @escaping @MainActor (ScrollObservationEvent) -> Void) {
      self.onEvent = onEvent
    }

    deinit {
      // Normally ``detach()`` ran already (the probe left its window or SwiftUI dismantled it).
      // If not, leave nothing behind that could message a freed observer.
      offsetObservation?.invalidate()
      guard let scrollView, Thread.isMainThread else { return }
      let target: NSObject = self
      MainActor.assumeIsolated { scrollView.panGestureRecognizer.removeTarget(target, action: nil) }
    }

    /// Whether a scroll view is being observed.
    var isAttached: Bool { scrollView != nil }

    /// Starts observing a scroll view (and stops observing the previous one).
    ///
    /// - Parameter scrollView: The scroll view behind the SwiftUI container.
    func attach(to scrollView: UIScrollView) {
      guard scrollView !== self.scrollView else { return }
      detach()
      self.scrollView = scrollView
      offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, _ in
        // KVO on a UIScrollView's offset fires on the main thread, where UIKit changes it.
        MainActor.assumeIsolated { self?.offsetChanged() }
      }
      scrollView.panGestureRecognizer.addTarget(self, action: #selector(handlePan(_:)))
      onAttach?(scrollView)
      offsetChanged()
    }

    /// Stops observing: invalidates KVO and removes the gesture target.
    ///
    /// Safe to call repeatedly.
    func detach() {
      let wasAttached = scrollView != nil
      offsetObservation?.invalidate()
      offsetObservation = nil
      scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(handlePan(_:)))
      settlePlayer.stop()
      scrollView = nil
      lastDistance = nil
      if wasAttached { onAttach?(nil) }
    }

    /// The collapse distance of the observed scroll view now.
    var collapseDistance: Double? {
      guard let scrollView else { return nil }
      return ScrollObservationMath.collapseDistance(
        contentOffsetY: Double(scrollView.contentOffset.y),
        contentInsetTop: Double(scrollView.adjustedContentInset.top))
    }

    private func offsetChanged() {
      guard let c = collapseDistance, c != lastDistance else { return }
      lastDistance = c
      onEvent(.collapseDistanceChanged(c))
    }

    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) {
      guard let scrollView else { return }
      switch gesture.state {
      case .began:
        settlePlayer.stop()
        onEvent(.dragBegan)
      case .ended:
        let velocity = ScrollObservationMath.scrollVelocity(
          panVelocityY: Double(gesture.velocity(in: scrollView).y))
        onEvent(.dragEnded(velocity: velocity))
        snap(velocity: velocity)
      case .cancelled, .failed:
        onEvent(.dragEnded(velocity: 0))
        snap(velocity: 0)
      default:
        break
      }
    }

    /// Animates the content to the snap target, if the decision names one.
    ///
    /// UIKit has already started the deceleration when this target runs: a slow release settles
    /// with the header's own short animation from where the content is (a deceleration redirected
    /// at almost no speed would crawl); a fling is taken over by an animated offset change.
    private func snap(velocity: Double) {
      guard let scrollView, let snapTarget, let c = collapseDistance, let target = snapTarget(c, velocity) else {
        return
      }
      let y = ScrollObservationMath.contentOffsetY(
        collapseDistance: target, contentInsetTop: Double(scrollView.adjustedContentInset.top))
      if let settle = StickyHeaderSnap.settle(velocity: velocity, reduceMotion: UIAccessibility.isReduceMotionEnabled) {
        settlePlayer.play(scrollView, to: y, settle: settle)
      } else {
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: CGFloat(y)), animated: true)
      }
    }
  }
#endif
