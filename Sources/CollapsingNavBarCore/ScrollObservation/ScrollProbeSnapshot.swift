/// The probe as the choice of scroll view sees it: where it sits and its frame in the window.
public struct ScrollProbeSnapshot: Hashable, Sendable {
  /// Where the probe sits relative to the scroll view it looks for.
  public var placement: ScrollProbePlacement
  /// The probe's frame in its window; for ``ScrollProbePlacement/beside`` it is the container's
  /// frame as SwiftUI laid it out.
  public var frame: WindowRect

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - placement: Where the probe sits.
  ///   - frame: The probe's frame in its window.
  public init(placement: ScrollProbePlacement, frame: WindowRect) {
    self.placement = placement
    self.frame = frame
  }
}

/// Where the probe that finds the `UIScrollView` behind a SwiftUI container sits relative to it.
public enum ScrollProbePlacement: Hashable, Sendable {
  /// Inside the scroll view's content: the scroll view is an ancestor of the probe.
  case insideContent
  /// Beside the scroll view, in the container's `.background`, with the container's frame: the
  /// scroll view has the probe's frame (or covers it, extended into the safe area) and is not its
  /// ancestor.
  case beside
}
