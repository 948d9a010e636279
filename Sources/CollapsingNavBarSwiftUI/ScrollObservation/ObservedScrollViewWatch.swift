#if canImport(SwiftUI) && canImport(UIKit)
  import UIKit

  /// A hidden, empty subview a probe puts inside the scroll view it observes, to hear when SwiftUI
  /// drops that scroll view (an `.id` reset, an `if` that switched branches) without updating
  /// the probe.
  ///
  /// UIKit tells every view in a tree when the tree leaves its window (`didMoveToWindow()`), and
  /// offers no notification for the scroll view itself short of subclassing or swizzling it. The
  /// watch is hidden, zero-sized, takes no touches, is no accessibility element and changes
  /// nothing else in the scroll view.
  @MainActor
  final class ObservedScrollViewWatch: UIView {
    /// Called when the scroll view left its window.
    var onLeftWindow: (@MainActor () -> Void)?

    override init(frame: CGRect) {
      super.init(frame: .zero)
      isHidden = true
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil { onLeftWindow?() }
    }
  }
#endif
