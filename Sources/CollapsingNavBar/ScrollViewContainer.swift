#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  /// A `UIScrollView` as the engine sees it: plain property reads and writes, nothing compared.
  ///
  /// The container keeps the app's `contentInsetAdjustmentBehavior` and
  /// `automaticallyAdjustsScrollIndicatorInsets`: UIKit keeps adding the safe area (and a
  /// refreshing refresh control) on its own, the bar writes only the top insets, net of that
  /// share (``CommandApplier`` measures it at the moment of writing), and the bottom and side
  /// insets stay UIKit's.
  ///
  /// A container the bar observes only (a SwiftUI one) is never written an inset: the core asks
  /// for none, and the writes below would refuse one.
  ///
  /// The conformance is `@preconcurrency` (Swift 6.0) rather than an isolated `@MainActor`
  /// conformance (Swift 6.2), so the package still builds with Xcode 16; the bar only drives it
  /// from the main actor.
  @MainActor
  struct ScrollViewContainer: @preconcurrency ScrollContainer {
    /// The scroll view.
    let scrollView: UIScrollView
    /// Whether the scroll view is someone else's and the bar only observes it.
    var observesOnly = false
    /// Plays the bar's own settle (``OffsetAnimation/timed(duration:curve:)``), if the bar has one.
    var settlePlayer: ScrollOffsetSettlePlayer? = nil

    var contentOffsetY: Double { Double(scrollView.contentOffset.y) }
    var contentInsetTop: Double { Double(scrollView.contentInset.top) }
    var contentInsetBottom: Double { Double(scrollView.contentInset.bottom) }
    var adjustedContentInsetTop: Double { Double(scrollView.adjustedContentInset.top) }
    var adjustedContentInsetBottom: Double { Double(scrollView.adjustedContentInset.bottom) }
    var scrollIndicatorInsetTop: Double { Double(scrollView.verticalScrollIndicatorInsets.top) }
    var scrollIndicatorInsetShareTop: Double {
      scrollView.automaticallyAdjustsScrollIndicatorInsets ? Double(scrollView.safeAreaInsets.top) : 0
    }
    var contentHeight: Double { Double(scrollView.contentSize.height) }
    var viewportHeight: Double { Double(scrollView.bounds.height) }
    var safeAreaTop: Double { Double(scrollView.safeAreaInsets.top) }
    var safeAreaBottom: Double { Double(scrollView.safeAreaInsets.bottom) }
    var isTracking: Bool { scrollView.isTracking }
    var isDecelerating: Bool { scrollView.isDecelerating }
    var isRefreshing: Bool { scrollView.refreshControl?.isRefreshing ?? false }

    mutating func setContentInsetTop(_ top: Double) {
      guard !observesOnly else { return }
      var inset = scrollView.contentInset
      inset.top = CGFloat(top)
      scrollView.contentInset = inset
    }

    mutating func setScrollIndicatorInsetTop(_ top: Double) {
      guard !observesOnly else { return }
      var insets = scrollView.verticalScrollIndicatorInsets
      insets.top = CGFloat(top)
      scrollView.verticalScrollIndicatorInsets = insets
    }

    mutating func setContentOffsetY(_ y: Double, animation: OffsetAnimation) {
      // The plain form also stops a deceleration in flight; the animated form ends with
      // scrollViewDidEndScrollingAnimation, which the proxy reports; the bar's own settle ends
      // with the player's report.
      let point = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(y))
      switch animation {
      case .timed(let duration, let curve):
        if let settlePlayer {
          settlePlayer.play(scrollView, to: y, settle: SettleAnimation(duration: duration, curve: curve))
        } else {
          scrollView.setContentOffset(point, animated: true)
        }
      case .none, .animated:
        settlePlayer?.stop()
        scrollView.setContentOffset(point, animated: animation == .animated)
      }
    }

    mutating func stopMotion() {
      settlePlayer?.stop()
      scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    }
  }
#endif
