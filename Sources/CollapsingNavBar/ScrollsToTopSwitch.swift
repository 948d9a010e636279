#if canImport(UIKit)
  import UIKit

  /// The scroll views inside a panel whose `scrollsToTop` the bar turned off, to turn back on
  /// when the panel is removed.
  ///
  /// UIKit scrolls to the top on a status-bar tap only when exactly one visible scroll view has
  /// `scrollsToTop` (`UIScrollView.scrollsToTop`'s documentation); a scroll view in a panel (a row
  /// of chips) would make two, and the tap would do nothing.
  @MainActor
  struct ScrollsToTopSwitch {
    /// The scroll views turned off, held weakly.
    private let switchedOff: [WeakScrollView]

    /// Turns off `scrollsToTop` on every scroll view in a view's tree (the view included) that
    /// has it on.
    ///
    /// - Parameter view: The panel's content.
    init(turningOffIn view: UIView) {
      var found: [WeakScrollView] = []
      var stack = [view]
      while let next = stack.popLast() {
        if let scrollView = next as? UIScrollView, scrollView.scrollsToTop {
          scrollView.scrollsToTop = false
          found.append(WeakScrollView(scrollView))
        }
        stack.append(contentsOf: next.subviews)
      }
      switchedOff = found
    }

    /// How many scroll views were turned off and are still alive.
    var count: Int { switchedOff.filter { $0.scrollView != nil }.count }

    /// Turns `scrollsToTop` back on where it was turned off.
    func restore() {
      for entry in switchedOff { entry.scrollView?.scrollsToTop = true }
    }

    private struct WeakScrollView {
      weak var scrollView: UIScrollView?

      init(_ scrollView: UIScrollView) {
        self.scrollView = scrollView
      }
    }
  }
#endif
