#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  extension CollapsingNavBar {
    /// Hands the core an event from a container the bar follows without owning it, and applies
    /// what concerns the bar itself (layout, titles); the caller moves the content.
    ///
    /// - Parameter event: What happened to the followed container.
    /// - Returns: The core's commands; inset writes among them are not for a followed container.
    package func handleObserved(_ event: ScrollEvent) -> NavBarCommands {
      let commands = controller.handle(event)
      show(CommandPass(commands: commands))
      return commands
    }

    /// The core's collapse distance basis: a followed container's collapse distance minus this is
    /// the offset the core counts in.
    package var observedBasis: Double { controller.basis }

    /// The space a host must reserve above a followed container's content, below the top safe
    /// area, so that the content rests under the expanded bar.
    package var reservedContentTopInset: Double {
      max(0, controller.metrics.expandedHeight - controller.metrics.environment.safeAreaTop)
    }

    /// Whether the bar's own status-bar-tap catcher takes the tap; off while following a
    /// container that scrolls to the top itself.
    package var catchesStatusBarTaps: Bool {
      get { scrollToTopCatcher.scrollsToTop }
      set { scrollToTopCatcher.scrollsToTop = newValue }
    }
  }

  /// Feeds a ``CollapsingNavBar`` from a scroll view it must not own (a SwiftUI container's).
  ///
  /// KVO and a pan-gesture target only: no delegate, no inset writes, no inset adjustment
  /// behaviour; the host reserves the bar's space. The only writes are content offsets the core
  /// asks for (its settle), played with `setContentOffset(_:animated:)`.
  ///
  /// A fling keeps UIKit's deceleration (without a delegate its target cannot be moved); the core
  /// settles the bar when the deceleration ends (``ObservedMotion``).
  @MainActor
  package final class ObservedScrollFollower: NSObject {
    private weak var bar: CollapsingNavBar?
    private weak var scrollView: UIScrollView?
    private var observations: [NSKeyValueObservation] = []
    private var motion = ObservedMotion.none
    private var link: CADisplayLink?
    private var lastFrameOffset: CGFloat = 0
    private var reportedViewportHeight: CGFloat = 0

    /// A follower for a bar.
    ///
    /// - Parameter bar: The bar to feed.
    package init(bar: CollapsingNavBar) {
      self.bar = bar
    }

    deinit {
      // Normally ``stop()`` ran already. If not, leave nothing behind that could message a freed
      // follower.
      for observation in observations { observation.invalidate() }
      link?.invalidate()
      guard let scrollView, Thread.isMainThread else { return }
      let target: NSObject = self
      MainActor.assumeIsolated { scrollView.panGestureRecognizer.removeTarget(target, action: nil) }
    }

    /// The followed scroll view, if any.
    package var followed: UIScrollView? { scrollView }

    /// Follows a scroll view, or stops following with `nil`.
    ///
    /// - Parameter scrollView: The container's scroll view.
    package func follow(_ scrollView: UIScrollView?) {
      guard scrollView !== self.scrollView else { return }
      stop()
      guard let scrollView, let bar else { return }
      self.scrollView = scrollView
      bar.catchesStatusBarTaps = false
      reportedViewportHeight = scrollView.bounds.height
      let geometry = ContainerGeometry(
        contentOffsetY: collapseDistance(of: scrollView), contentInsetTop: 0,
        contentInsetBottom: Double(scrollView.adjustedContentInset.bottom), scrollIndicatorInsetTop: 0,
        contentHeight: Double(scrollView.contentSize.height), viewportHeight: Double(scrollView.bounds.height))
      send(.attach(geometry))
      observations = [
        scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, _ in
          MainActor.assumeIsolated { self?.offsetChanged() }
        },
        scrollView.observe(\.contentSize, options: [.new]) { [weak self] scrollView, _ in
          MainActor.assumeIsolated { self?.send(.contentSizeChanged(height: Double(scrollView.contentSize.height))) }
        },
        scrollView.observe(\.bounds, options: [.new]) { [weak self] _, _ in
          MainActor.assumeIsolated { self?.boundsChanged() }
        },
      ]
      scrollView.panGestureRecognizer.addTarget(self, action: #selector(handlePan(_:)))
    }

    /// Stops following and lets the core know.
    package func stop() {
      for observation in observations { observation.invalidate() }
      observations = []
      link?.invalidate()
      link = nil
      motion = .none
      scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(handlePan(_:)))
      if scrollView != nil, let bar {
        _ = bar.handleObserved(.detach)
        bar.catchesStatusBarTaps = true
      }
      scrollView = nil
    }

    private func collapseDistance(of scrollView: UIScrollView) -> Double {
      ScrollObservationMath.collapseDistance(
        contentOffsetY: Double(scrollView.contentOffset.y), contentInsetTop: Double(scrollView.adjustedContentInset.top)
      )
    }

    private func offsetChanged() {
      guard let scrollView, let bar else { return }
      send(.offsetChanged(collapseDistance(of: scrollView) - bar.observedBasis))
    }

    private func boundsChanged() {
      // The bounds change on every scroll (their origin is the offset); only a new height counts.
      guard let scrollView, scrollView.bounds.height != reportedViewportHeight else { return }
      reportedViewportHeight = scrollView.bounds.height
      send(.viewportChanged(height: Double(scrollView.bounds.height)))
    }

    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) {
      guard let scrollView, let bar else { return }
      switch gesture.state {
      case .began:
        motion = .none
        send(.dragBegan)
      case .ended:
        let velocity = ScrollObservationMath.scrollVelocity(panVelocityY: Double(gesture.velocity(in: scrollView).y))
        let offset = collapseDistance(of: scrollView) - bar.observedBasis
        let rate = DecelerationRate(rate: Double(scrollView.decelerationRate.rawValue))
        send(.willEndDragging(velocity: velocity, targetOffset: rate.projectedOffset(from: offset, velocity: velocity)))
        // Whether UIKit decelerates is known once its own pan handler has run: look on the next
        // run-loop turn.
        DispatchQueue.main.async { [weak self] in
          guard let self, let scrollView = self.scrollView else { return }
          self.endDragging(willDecelerate: scrollView.isDecelerating)
        }
      case .cancelled, .failed:
        endDragging(willDecelerate: false)
      default:
        break
      }
    }

    private func endDragging(willDecelerate: Bool) {
      if willDecelerate { setMotion(.decelerating) }
      send(.didEndDragging(willDecelerate: willDecelerate))
    }

    /// Sends an event to the bar and moves the content as the core asks.
    private func send(_ event: ScrollEvent) {
      guard let bar else { return }
      let commands = bar.handleObserved(event)
      guard let offset = commands.contentOffset, let scrollView else { return }
      let y = ScrollObservationMath.contentOffsetY(
        collapseDistance: offset.y + bar.observedBasis, contentInsetTop: Double(scrollView.adjustedContentInset.top))
      let point = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(y))
      guard abs(point.y - scrollView.contentOffset.y) >= 0.25 else { return }
      let animated = offset.animation == .animated
      if animated { setMotion(.animating(stillFrames: 0)) }
      scrollView.setContentOffset(point, animated: animated)
    }

    private func setMotion(_ next: ObservedMotion) {
      motion = next
      lastFrameOffset = scrollView?.contentOffset.y ?? 0
      guard motion.needsFrames, link == nil else { return }
      let link = CADisplayLink(target: FollowerFrameTarget(self), selector: #selector(FollowerFrameTarget.tick))
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    fileprivate func tick() {
      guard let scrollView else { return stopFrames() }
      let offset = scrollView.contentOffset.y
      let moved = offset != lastFrameOffset
      lastFrameOffset = offset
      if let event = motion.frame(isDecelerating: scrollView.isDecelerating, offsetMoved: moved) { send(event) }
      if !motion.needsFrames { stopFrames() }
    }

    private func stopFrames() {
      link?.invalidate()
      link = nil
    }
  }

  /// Holds the follower weakly, so the display link (which retains its target) does not keep it.
  private final class FollowerFrameTarget: NSObject {
    weak var follower: ObservedScrollFollower?

    init(_ follower: ObservedScrollFollower) {
      self.follower = follower
    }

    @objc func tick(_ link: CADisplayLink) {
      MainActor.assumeIsolated {
        guard let follower else { return link.invalidate() }
        follower.tick()
      }
    }
  }
#endif
