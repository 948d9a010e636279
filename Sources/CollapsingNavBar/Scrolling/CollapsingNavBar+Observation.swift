#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  extension CollapsingNavBar {
    /// The space a host must reserve above an observed container's content, below the top safe
    /// area, so that the content rests under the expanded bar (``BarMetrics/reservedContentTopInset``).
    package var reservedContentTopInset: Double { controller.metrics.reservedContentTopInset }

    /// The space a host reserves above an observed container's content, with or without a spacer
    /// it places first in the content (``BarMetrics/reservedTopSpace(holdingSpacer:)``).
    ///
    /// - Parameter holdingSpacer: Whether the host places the spacer.
    /// - Returns: The space and the spacer's height.
    package func reservedTopSpace(holdingSpacer: Bool) -> ReservedTopSpace {
      controller.metrics.reservedTopSpace(holdingSpacer: holdingSpacer)
    }

    /// Whether the bar's own status-bar-tap catcher takes the tap; off while following a
    /// container that scrolls to the top itself.
    package var catchesStatusBarTaps: Bool {
      get { scrollToTopCatcher.scrollsToTop }
      set { scrollToTopCatcher.scrollsToTop = newValue }
    }
  }

  /// The height of the empty spacer the owner of a container the bar observes only places first
  /// in its content (a SwiftUI `CollapsingNavBarSpacer` row), as the owner last asked for it.
  ///
  /// The container reports it (``ScrollContainer/leadingSpacerHeight``), so the bar sees the
  /// content without it: the host reserves the collapsed bar, and the content still rests under
  /// the expanded one (``ReservedTopSpace``).
  @MainActor
  package final class OwnerSpacer {
    /// The spacer's height in points, 0 while the owner places none.
    package var height = 0.0

    /// A spacer of no height.
    package init() {}
  }

  /// Feeds a ``CollapsingNavBar`` from a scroll view it must not own (a SwiftUI container's).
  ///
  /// KVO and a pan-gesture target only: no delegate, no inset writes, no inset adjustment
  /// behaviour; the host reserves the bar's space. The bar attaches the scroll view to its core
  /// as a container it observes only (``ScrollEvent/attach(_:observesOnly:)``) and drives it
  /// through the same `CommandApplier` as an attached one, so every offset the core asks for
  /// (a settle, expand and collapse, the delayed settle after a re-attach, the settle after
  /// search, a refresh that ends) is played with `setContentOffset(_:animated:)`; the core writes
  /// no inset to it and counts none as its own.
  ///
  /// A fling keeps UIKit's deceleration: without a delegate its target cannot be moved here (on
  /// iOS 17 and later a SwiftUI `ScrollTargetBehavior` may shift it by ``releaseTargetShift()``);
  /// the core settles the bar when the deceleration ends. What the content does comes from the
  /// core's phase after each pass (``ObservedMotionWatch``).
  @MainActor
  package final class ObservedScrollFollower: NSObject {
    private weak var bar: CollapsingNavBar?
    private weak var scrollView: UIScrollView?
    private var observations: [NSKeyValueObservation] = []
    private var motion = ObservedMotionWatch()
    /// Frames while the core waits for the content to stop; created by ``startFrames()``, never
    /// in `deinit` (its closure holds the follower weakly).
    private var frames: DisplayLinkDriver?
    /// The spacer the host places first in the content, if it places one.
    private let ownerSpacer: OwnerSpacer?

    /// A follower for a bar.
    ///
    /// - Parameters:
    ///   - bar: The bar to feed.
    ///   - ownerSpacer: The spacer the host places first in the observed content, if any.
    package init(bar: CollapsingNavBar, ownerSpacer: OwnerSpacer? = nil) {
      self.bar = bar
      self.ownerSpacer = ownerSpacer
    }

    deinit {
      // Normally ``stop()`` ran already. If not, leave nothing behind that could message a freed
      // follower.
      // (A running display link stops on its next frame once the driver is gone.)
      for observation in observations { observation.invalidate() }
      // Off the main thread the target stays on the gesture: an app never holds a follower, and
      // SwiftUI, which owns the container the follower serves, releases it on the main thread.
      guard let scrollView else { return }
      let target: NSObject = self
      onMainThread(.dropped) { scrollView.panGestureRecognizer.removeTarget(target, action: nil) }
    }

    /// The observed scroll view, if any.
    package var observed: UIScrollView? { scrollView }

    /// Follows a scroll view, or stops following with `nil`.
    ///
    /// - Parameter scrollView: The container's scroll view.
    package func follow(_ scrollView: UIScrollView?) {
      guard scrollView !== self.scrollView else { return }
      stop()
      guard let scrollView, let bar, bar.attachment == nil else { return }
      self.scrollView = scrollView
      bar.follower = self
      bar.catchesStatusBarTaps = false
      bar.host.attachNow(
        ScrollViewContainer(
          scrollView: scrollView, observesOnly: true, settlePlayer: bar.settlePlayer, ownerSpacer: ownerSpacer)
      ) {
        [weak self, weak bar, settlePlayer = bar.settlePlayer] detach in
        settlePlayer.stop()
        detach()
        // (Let go of by the bar too, when it attaches to a UIKit scroll view: the follower then
        // reaches nothing, and its own stop detaches nothing of the bar's.)
        guard let bar, bar.follower === self else { return }
        bar.follower = nil
        bar.catchesStatusBarTaps = true
      }
      observations = [
        scrollView.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, _ in
          onMainThread { self?.send(.offsetChanged(Double(scrollView.contentOffset.y))) }
        },
        scrollView.observe(\.contentSize, options: [.new]) { [weak self] scrollView, _ in
          onMainThread { self?.send(.contentSizeChanged(height: Double(scrollView.contentSize.height))) }
        },
        scrollView.observe(\.bounds, options: [.new]) { [weak self] _, _ in
          onMainThread { self?.boundsChanged() }
        },
      ]
      scrollView.panGestureRecognizer.addTarget(self, action: #selector(handlePan(_:)))
    }

    /// Stops following and lets the core know.
    package func stop() {
      for observation in observations { observation.invalidate() }
      observations = []
      stopFrames()
      motion.stop()
      scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(handlePan(_:)))
      if scrollView != nil, let bar, bar.follower === self {
        // (Its let-go forgets the follower and gives the status-bar taps back.)
        bar.host.detachNow()
      }
      scrollView = nil
    }

    /// Hears the core's phase after each pass on the observed scroll view: waits for the end of a
    /// deceleration or of the bar's own animated offset, which no delegate reports.
    ///
    /// - Parameter phase: The core's phase.
    func passApplied(phase: NavBarPhase) {
      motion.follow(phase, offset: Double(scrollView?.contentOffset.y ?? 0))
      if motion.needsFrames {
        startFrames()
      } else {
        stopFrames()
      }
    }

    /// How far a fling's target must move so that the bar rests on a whole state, while a drag of
    /// the observed scroll view is being released (``NavBarController/releaseTargetShift(velocity:decelerationRate:appMove:)``
    /// with the pan's release velocity and the scroll view's deceleration rate); `nil` otherwise.
    ///
    /// - Parameter appMove: How far the app's own scroll target behaviour moved the target.
    package func releaseTargetShift(appMove: Double = 0) -> Double? {
      guard let bar, let scrollView, bar.follower === self, bar.attachment == nil else { return nil }
      let pan = scrollView.panGestureRecognizer
      let velocity = ScrollObservationMath.scrollVelocity(panVelocityY: Double(pan.velocity(in: scrollView).y))
      let rate = DecelerationRate(rate: Double(scrollView.decelerationRate.rawValue))
      return bar.controller.releaseTargetShift(velocity: velocity, decelerationRate: rate, appMove: appMove)
    }

    private func boundsChanged() {
      // The bounds change on every scroll (their origin is the offset); the core says when their
      // height is news.
      guard let bar, let scrollView, let event = bar.controller.viewportEvent(height: Double(scrollView.bounds.height))
      else { return }
      send(event)
    }

    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) {
      guard let scrollView else { return }
      switch gesture.state {
      case .began:
        send(.dragBegan)
      case .ended:
        let velocity = ScrollObservationMath.scrollVelocity(panVelocityY: Double(gesture.velocity(in: scrollView).y))
        let offset = Double(scrollView.contentOffset.y)
        let rate = DecelerationRate(rate: Double(scrollView.decelerationRate.rawValue))
        send(.willEndDragging(velocity: velocity, targetOffset: rate.projectedOffset(from: offset, velocity: velocity)))
        // Whether UIKit decelerates is known once its own pan handler has run: look on the next
        // run-loop turn.
        DispatchQueue.main.async { [weak self] in
          guard let self, let scrollView = self.scrollView else { return }
          self.send(.didEndDragging(willDecelerate: scrollView.isDecelerating))
        }
      case .cancelled, .failed:
        send(.didEndDragging(willDecelerate: false))
      default:
        break
      }
    }

    /// Sends an event to the bar, which applies the core's answer to the observed scroll view.
    private func send(_ event: ScrollEvent) {
      guard let bar, bar.follower === self, bar.attachment == nil, scrollView != nil else { return }
      bar.send(event)
    }

    private func startFrames() {
      if frames == nil {
        // The display's own rate: the frames only watch UIKit's motion.
        frames = DisplayLinkDriver(frameRate: nil) { [weak self] _ in self?.tick() }
      }
      frames?.start()
    }

    private func tick() {
      guard let scrollView else { return stopFrames() }
      let offset = Double(scrollView.contentOffset.y)
      if let event = motion.frame(isDecelerating: scrollView.isDecelerating, offset: offset) { send(event) }
      if !motion.needsFrames { stopFrames() }
    }

    private func stopFrames() {
      frames?.stop()
    }
  }
#endif
