/// How the bar's collapse follows the content.
public enum BarMode: Hashable, Sendable {
  /// The bar collapses exactly as far as the content scrolls, like the system bar.
  case collapsesWithContent
  /// The bar hides while scrolling toward the end and comes back after `revealDistance` points
  /// of scrolling back toward the top (quick return).
  ///
  /// A change of direction counts after ``directionSlop`` points within one gesture; offsets past
  /// the end of the content do not count. What comes back deep in the content is
  /// ``BarConfiguration/quickReturnReveal``.
  case quickReturn(revealDistance: Double)

  /// Quick return that comes back as soon as the user scrolls back.
  public static let quickReturn = BarMode.quickReturn(revealDistance: 0)

  /// The movement in points a change of direction needs before quick return believes it.
  ///
  /// The bar moves only past it (the slop delays the shift), and the count starts again whenever
  /// the finger touches down or lifts.
  public static let directionSlop: Double = 5
}

/// Who sets the scroll container's `contentInset.top` as the bar collapses.
public enum InsetStrategy: String, Hashable, Sendable, CaseIterable {
  /// The inset stays at the expanded height; the bar collapses over the content (default).
  case expanded
  /// The inset follows the current bar height, so a table's sticky section headers pin right
  /// under the bar rather than under where the expanded bar was.
  case followsBar
}
