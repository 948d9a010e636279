#if canImport(UIKit)
  import UIKit

  /// A hidden, empty subview put inside a scroll view to hear when it joins or leaves a window:
  /// the bar's in the scroll view it attaches to, the SwiftUI probe's in the one it observes (to
  /// hear SwiftUI drop it without updating the probe).
  ///
  /// UIKit tells every view in a tree when the tree moves to a window (`didMoveToWindow()`), and
  /// offers no notification for the scroll view itself short of subclassing or swizzling it. The
  /// watch is hidden, zero-sized, takes no touches and is no accessibility element.
  @MainActor
  package final class ScrollViewWindowWatch: UIView {
    /// Called when the scroll view joined or left a window.
    package var onWindowChange: (@MainActor () -> Void)?

    override package init(frame: CGRect) {
      super.init(frame: .zero)
      isHidden = true
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override package func didMoveToWindow() {
      super.didMoveToWindow()
      onWindowChange?()
    }
  }
#endif
