#if canImport(UIKit)
  import UIKit

  /// An invisible scroll view, one point tall, that catches the status-bar tap: UIKit offers the
  /// tap to it (it is the scroll-to-top candidate closest to the status bar), it refuses UIKit's
  /// own animation and tells the bar instead, which plays its own.
  ///
  /// It spans the bar's width rather than a single point because UIKit picks the candidate
  /// under the tap (on iPad, side-by-side columns each scroll their own content).
  @MainActor
  final class ScrollToTopCatcher: UIScrollView, UIScrollViewDelegate {
    /// Called when the status bar is tapped.
    var onTap: (@MainActor () -> Void)?

    /// Whether the catcher competes for the status-bar tap: only while the bar is attached, so
    /// that before `attach` and after `detach` the app's own scroll view is the only candidate
    /// and UIKit's scroll to the top keeps working.
    var isArmed = false {
      didSet { scrollsToTop = isArmed }
    }

    override init(frame: CGRect) {
      super.init(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
      scrollsToTop = false
      // UIKit skips a scroll view that is already at its top: keep this one just below it.
      contentSize = CGSize(width: 1, height: 3)
      contentOffset = CGPoint(x: 0, y: 1)
      showsVerticalScrollIndicator = false
      showsHorizontalScrollIndicator = false
      backgroundColor = .clear
      isAccessibilityElement = false
      accessibilityElementsHidden = true
      delegate = self
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Places the catcher along the top edge of the bar.
    ///
    /// - Parameter width: The bar's width.
    func place(width: CGFloat) {
      let size = CGSize(width: max(1, width), height: 1)
      if bounds.size != size {
        frame = CGRect(origin: .zero, size: size)
        contentSize = CGSize(width: size.width, height: 3)
        contentOffset = CGPoint(x: 0, y: 1)
      }
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      onTap?()
      return false
    }
  }
#endif
