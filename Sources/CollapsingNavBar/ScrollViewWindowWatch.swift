#if canImport(UIKit)
  import UIKit

  /// A hidden, empty subview the bar puts inside the scroll view it attaches to, to hear when
  /// the scroll view joins or leaves a window.
  ///
  /// UIKit tells every view in a tree when the tree moves to a window (`didMoveToWindow()`), and
  /// offers no notification for the scroll view itself short of subclassing or swizzling it. The
  /// watch is hidden, zero-sized, takes no touches and is no accessibility element.
  @MainActor
  final class ScrollViewWindowWatch: UIView {
    /// Called when the scroll view joined or left a window.
    var onWindowChange: (@MainActor () -> Void)?

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
      onWindowChange?()
    }
  }
#endif
