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
    private var switchedOff: [WeakScrollView] = []

    /// None turned off yet.
    init() {}

    /// Turns off `scrollsToTop` on every scroll view in a view's tree (the view included) that
    /// has it on.
    ///
    /// - Parameter view: The panel's content.
    init(turningOffIn view: UIView) {
      turnOffAdded(in: view)
    }

    /// Turns off `scrollsToTop` on scroll views added to the tree since, remembering them too.
    ///
    /// A panel may create its collection view later. The bar calls it when it comes on screen and
    /// when a drag begins on its container; never on scroll ticks.
    ///
    /// - Parameter view: The panel's content.
    mutating func turnOffAdded(in view: UIView) {
      var stack = [view]
      while let next = stack.popLast() {
        if let scrollView = next as? UIScrollView, scrollView.scrollsToTop {
          scrollView.scrollsToTop = false
          switchedOff.append(WeakScrollView(scrollView))
        }
        stack.append(contentsOf: next.subviews)
      }
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
