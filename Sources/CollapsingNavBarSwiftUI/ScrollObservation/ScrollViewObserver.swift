#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import UIKit

  /// Observes a SwiftUI container's `UIScrollView` without taking anything from it: KVO on
  /// `contentOffset` for the collapse distance and a target on its `panGestureRecognizer` for the
  /// drag's start, end and velocity.
  ///
  /// It never replaces the delegate and never writes an inset or the inset adjustment behaviour;
  /// the only write is the content offset of a sticky header's settle (``ScrollSettleAnimator``),
  /// where the core's ``StickyHeaderSnapPath`` says SwiftUI's scroll target behavior does not snap.
  ///
  /// Offset changes the user drives are delivered at once; others (SwiftUI moving the content
  /// while it lays out, or applying a diff that changed the content size this turn) on the next
  /// run-loop turn, so no state changes inside a view update (``ObservationDelivery``).
  @MainActor
  final class ScrollViewObserver: NSObject {
    /// Receives the observed events.
    var onEvent: (@MainActor (ScrollObservationEvent) -> Void)?
    /// Whether the scroll view is observed (KVO, pan target) or only found and held.
    let observesScroll: Bool
    /// The header to snap after a drag, or `nil` for no snapping.
    var snapGeometry: StickyHeaderGeometry?
    /// Told when a scroll view is found (and `nil` when it goes away), on a run-loop turn of its
    /// own.
    var onAttach: (@MainActor (UIScrollView?) -> Void)?

    private(set) weak var scrollView: UIScrollView?
    private var kind: ScrollViewCandidate.Kind = .scrollView
    private var offsetObservation: NSKeyValueObservation?
    private var sizeObservation: NSKeyValueObservation?
    /// Whether the content size changed in this turn of the main run loop.
    private var contentSizeChangedThisTurn = false
    private var lastDistance: Double?
    private var isDeliveryPending = false
    private let settle = ScrollSettleAnimator()

    /// Creates an observer.
    ///
    /// - Parameters:
    ///   - onEvent: Receives the observed events.
    ///   - observesScroll: `false` for a finder only: the scroll view is held and reported
    ///     (``onAttach``) with no KVO and no pan target (the UIKit bar observes it itself).
    init(onEvent: (@MainActor (ScrollObservationEvent) -> Void)?, observesScroll: Bool = true) {
      self.onEvent = onEvent
      self.observesScroll = observesScroll
    }

    deinit {
      // Normally ``detach()`` ran already. If not, leave nothing behind that could message a
      // freed observer.
      offsetObservation?.invalidate()
      sizeObservation?.invalidate()
      // Off the main thread the target stays on the gesture: an app never holds an observer, and
      // SwiftUI releases the probe that owns it on the main thread.
      guard let scrollView else { return }
      let target: NSObject = self
      onMainThread(.dropped) { scrollView.panGestureRecognizer.removeTarget(target, action: nil) }
    }

    /// Starts observing a scroll view (and stops observing the previous one).
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view behind the SwiftUI container.
    ///   - kind: Its kind, which decides the snap path.
    func attach(to scrollView: UIScrollView, kind: ScrollViewCandidate.Kind) {
      guard scrollView !== self.scrollView else { return }
      detach()
      self.scrollView = scrollView
      self.kind = kind
      guard observesScroll else {
        onAttach?(scrollView)
        return
      }
      offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, _ in
        onMainThread { self?.offsetChanged() }
      }
      sizeObservation = scrollView.observe(\.contentSize, options: [.new]) { [weak self] _, _ in
        onMainThread { self?.contentSizeChanged() }
      }
      scrollView.panGestureRecognizer.addTarget(self, action: #selector(handlePan(_:)))
      onAttach?(scrollView)
      deliverDistance()
    }

    /// Stops observing: invalidates KVO, removes the gesture target, stops a settle.
    ///
    /// Safe to call repeatedly.
    func detach() {
      let wasAttached = scrollView != nil
      settle.stop()
      offsetObservation?.invalidate()
      offsetObservation = nil
      sizeObservation?.invalidate()
      sizeObservation = nil
      if observesScroll { scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(handlePan(_:))) }
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
      guard let scrollView else { return }
      let delivery = ObservationDelivery.forOffsetChange(
        isTracking: scrollView.isTracking, isDragging: scrollView.isDragging, isDecelerating: scrollView.isDecelerating,
        isSettling: settle.isWriting, contentSizeChangedThisTurn: contentSizeChangedThisTurn)
      switch delivery {
      case .now:
        deliverDistance()
      case .nextTurn:
        guard !isDeliveryPending else { return }
        isDeliveryPending = true
        DispatchQueue.main.async { [weak self] in
          self?.isDeliveryPending = false
          self?.deliverDistance()
        }
      }
    }

    private func contentSizeChanged() {
      guard !contentSizeChangedThisTurn else { return }
      contentSizeChangedThisTurn = true
      DispatchQueue.main.async { [weak self] in self?.contentSizeChangedThisTurn = false }
    }

    private func deliverDistance() {
      guard let c = collapseDistance, c != lastDistance else { return }
      lastDistance = c
      onEvent?(.collapseDistanceChanged(c))
    }

    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) {
      guard let scrollView else { return }
      switch gesture.state {
      case .began:
        settle.stop()
        onEvent?(.dragBegan)
      case .ended:
        let velocity = ScrollObservationMath.scrollVelocity(panVelocityY: Double(gesture.velocity(in: scrollView).y))
        onEvent?(.dragEnded(velocity: velocity))
        snap(velocity: velocity)
      case .cancelled, .failed:
        onEvent?(.dragEnded(velocity: 0))
        snap(velocity: 0)
      default:
        break
      }
    }

    /// Settles a sticky header to the whole state the core names, where the snap path is the
    /// package's settle.
    private func snap(velocity: Double) {
      guard let scrollView, let c = collapseDistance else { return }
      let targetBehaviorAvailable: Bool
      if #available(iOS 17.0, *) { targetBehaviorAvailable = true } else { targetBehaviorAvailable = false }
      guard
        let plan = StickyHeaderSettle.afterRelease(
          collapseDistance: c, velocity: velocity, snapGeometry: snapGeometry, kind: kind,
          targetBehaviorAvailable: targetBehaviorAvailable,
          rate: DecelerationRate(rate: Double(scrollView.decelerationRate.rawValue)),
          reduceMotion: UIAccessibility.isReduceMotionEnabled)
      else { return }
      settle.start(plan, on: scrollView)
    }
  }
#endif
