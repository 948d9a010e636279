#if canImport(SwiftUI) && canImport(UIKit)
  import UIKit

  /// Finds the `UIScrollView` behind a SwiftUI `ScrollView` or `List` from a probe view placed in
  /// or beside it.
  ///
  /// On iOS 16 and later a `List` is a `UICollectionView`, before that a `UITableView`; both are
  /// `UIScrollView`s, so one search serves all.
  @MainActor
  enum ScrollViewFinder {
    /// How deep the search descends into a relative of the probe's branch.
    static let maximumDepth = 8

    /// The scroll view the probe belongs to, or `nil` while the probe is not in a window or the
    /// scroll view is not in the hierarchy yet.
    ///
    /// - Parameters:
    ///   - probe: The probe view, in a window.
    ///   - placement: Where the probe sits.
    /// - Returns: The nearest matching `UIScrollView`.
    static func scrollView(for probe: UIView, placement: ScrollProbePlacement) -> UIScrollView? {
      guard let window = probe.window else { return nil }
      let corner = probe.convert(CGPoint.zero, to: window)
      var branch: UIView = probe
      var ancestor = probe.superview
      while let view = ancestor {
        if let scrollView = view as? UIScrollView, isCandidate(scrollView) { return scrollView }
        if placement == .beside {
          for relative in view.subviews.reversed() where relative !== branch {
            if let found = search(relative, containing: corner, in: window, depth: 0) { return found }
          }
        }
        branch = view
        ancestor = view.superview
      }
      return nil
    }

    /// A depth-first search of `view`'s subtree for a scroll view whose frame contains `point`.
    static func search(_ view: UIView, containing point: CGPoint, in window: UIWindow, depth: Int) -> UIScrollView? {
      guard depth <= maximumDepth, !view.isHidden else { return nil }
      if let scrollView = view as? UIScrollView, isCandidate(scrollView) {
        let frame = scrollView.convert(scrollView.bounds, to: window).insetBy(dx: -1, dy: -1)
        return frame.contains(point) ? scrollView : nil
      }
      for subview in view.subviews.reversed() {
        if let found = search(subview, containing: point, in: window, depth: depth + 1) { return found }
      }
      return nil
    }

    /// Whether a scroll view can be the one behind a SwiftUI `ScrollView` or `List` (text views
    /// are scroll views too).
    static func isCandidate(_ scrollView: UIScrollView) -> Bool {
      !(scrollView is UITextView)
    }
  }
#endif
