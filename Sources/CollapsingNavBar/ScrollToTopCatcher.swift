#if canImport(UIKit)
import UIKit

/// An invisible 1×1 scroll view that catches the status-bar tap: UIKit offers the tap to it (it
/// is the scroll-to-top candidate closest to the status bar), it refuses UIKit's own animation
/// and tells the bar instead, which plays its own.
@MainActor
final class ScrollToTopCatcher: UIScrollView, UIScrollViewDelegate {
  /// Called when the status bar is tapped.
  var onTap: (@MainActor () -> Void)?

  override init(frame: CGRect) {
    super.init(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    scrollsToTop = true
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

  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    onTap?()
    return false
  }
}
#endif
