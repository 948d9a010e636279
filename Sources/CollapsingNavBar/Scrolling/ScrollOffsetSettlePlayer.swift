#if canImport(UIKit)
  import CollapsingNavBarCore
  import QuartzCore
  import UIKit

  /// Plays the bar's own settle (``OffsetAnimation/timed(duration:curve:)``) on a scroll view:
  /// one `contentOffset` write per display refresh, sampled from the core's ``SettleAnimation``,
  /// so that key-value observation (and the bar) sees every step; an animation block would report
  /// only the end.
  ///
  /// The first write stops UIKit's own deceleration or bounce where the content is. The player
  /// holds the scroll view weakly; it stops without reporting an end when the scroll view goes
  /// away, a finger touches the content (then it calls `onTouch` with the frame's time, so the
  /// bar learns of the finger: a touch without a pan reaches no delegate callback) or ``stop()``
  /// is called, and calls `onFinish` when the settle arrives.
  @MainActor
  final class ScrollOffsetSettlePlayer {
    private weak var scrollView: UIScrollView?
    private var driver: DisplayLinkDriver?
    private var settle = SettleAnimation.release
    private var from = 0.0
    private var to = 0.0
    private var clock = SettleClock()
    private let onFinish: @MainActor () -> Void
    private let onTouch: @MainActor (CFTimeInterval) -> Void

    /// Creates a stopped player.
    ///
    /// - Parameters:
    ///   - onFinish: Called when a settle arrives (not when it is stopped).
    ///   - onTouch: Called with the display frame's time when a finger on the content stops a
    ///     settle.
    init(
      onFinish: @escaping @MainActor () -> Void = {}, onTouch: @escaping @MainActor (CFTimeInterval) -> Void = { _ in }
    ) {
      self.onFinish = onFinish
      self.onTouch = onTouch
    }

    /// Whether a settle is playing.
    var isPlaying: Bool { driver?.isRunning ?? false }

    /// Moves the content from where it is to `y`.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - y: The `contentOffset.y` to arrive at.
    ///   - settle: The duration and curve.
    func play(_ scrollView: UIScrollView, to y: Double, settle: SettleAnimation) {
      stop()
      self.scrollView = scrollView
      self.settle = settle
      from = Double(scrollView.contentOffset.y)
      to = y
      clock = SettleClock()
      scrollView.setContentOffset(scrollView.contentOffset, animated: false)
      if driver == nil {
        driver = DisplayLinkDriver { [weak self] time in self?.step(at: time) }
      }
      driver?.start()
    }

    /// Stops where the content is now, without reporting an end.
    func stop() {
      driver?.stop()
    }

    /// One display refresh: the offset the settle has at the frame's target time.
    private func step(at time: CFTimeInterval) {
      guard let scrollView else { return stop() }
      guard case .elapsed(let elapsed) = clock.frame(at: time, isTracking: scrollView.isTracking) else {
        stop()
        onTouch(time)
        return
      }
      let y = settle.offset(from: from, to: to, at: elapsed)
      let finished = settle.isFinished(at: elapsed)
      if finished { stop() }
      scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: CGFloat(y)), animated: false)
      if finished { onFinish() }
    }
  }
#endif
