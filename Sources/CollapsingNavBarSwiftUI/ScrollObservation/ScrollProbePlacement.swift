#if canImport(SwiftUI) && canImport(UIKit)
  /// Where the zero-size probe that finds the backing `UIScrollView` sits relative to it.
  enum ScrollProbePlacement: Sendable {
    /// Inside the scroll view's content: the scroll view is the nearest `UIScrollView` ancestor.
    case insideContent
    /// Beside the scroll view (in its `.background`), aligned to its top-leading corner: the
    /// scroll view is found among the probe's nearest relatives whose frame contains that corner.
    case beside
  }
#endif
