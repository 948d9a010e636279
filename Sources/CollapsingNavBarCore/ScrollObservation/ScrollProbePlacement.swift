/// Where the probe that finds the `UIScrollView` behind a SwiftUI container sits relative to it.
public enum ScrollProbePlacement: Hashable, Sendable {
  /// Inside the scroll view's content: the scroll view is an ancestor of the probe.
  case insideContent
  /// Beside the scroll view, in the container's `.background`, with the container's frame: the
  /// scroll view has the probe's frame (or covers it, extended into the safe area) and is not its
  /// ancestor.
  case beside
}
