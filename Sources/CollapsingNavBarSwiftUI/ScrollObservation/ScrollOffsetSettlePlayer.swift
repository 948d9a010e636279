#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import QuartzCore
  import UIKit

  /// Plays a ``SettleAnimation`` on a scroll view's offset, one write per display refresh, so that
  /// key-value observation sees every step (an animation block would report only the end and the
  /// header would jump ahead of the content).
  ///
  /// The first write stops UIKit's own deceleration where the content is; the player holds the
  /// scroll view weakly and stops when it goes away, when ``stop()`` is called or at the end.
  @MainActor
  final class ScrollOffsetSettlePlayer {
    private weak var scrollView: UIScrollView?
    private var link: CADisplayLink?
    private var settle = SettleAnimation.release
    private var from = 0.0
    private var to = 0.0
    private var startTime: CFTimeInterval?

    /// Whether a settle is playing.
    var isPlaying: Bool { link != nil }

    /// Moves the content from where it is to `y` with `settle`.
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
      startTime = nil
      scrollView.setContentOffset(scrollView.contentOffset, animated: false)
      let link = CADisplayLink(target: Trampoline(self), selector: #selector(Trampoline.step(_:)))
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    /// Stops where the content is now.
    func stop() {
      link?.invalidate()
      link = nil
    }

    fileprivate func step(_ link: CADisplayLink) {
      guard let scrollView, !scrollView.isTracking else {
        stop()
        return
      }
      let start = startTime ?? link.timestamp
      startTime = start
      let elapsed = link.targetTimestamp - start
      let y = settle.offset(from: from, to: to, at: elapsed)
      scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: CGFloat(y)), animated: false)
      if settle.isFinished(at: elapsed) { stop() }
    }

    /// The display link's target: holds the player weakly, so the link does not keep it alive.
    @MainActor
    private final class Trampoline: NSObject {
      weak var player: ScrollOffsetSettlePlayer?

      init(_ player: ScrollOffsetSettlePlayer) {
        self.player = player
      }

      @objc func step(_ link: CADisplayLink) {
        guard let player else {
          link.invalidate()
          return
        }
        player.step(link)
      }
    }
  }
#endif
