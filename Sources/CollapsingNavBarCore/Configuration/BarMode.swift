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
  /// The inset stays at the expanded height; the bar collapses over the content. A plain table's
  /// section header pins under where the expanded bar's edge was, so rows scroll visibly above
  /// it once the bar collapses: for lists without pinned headers.
  case expanded
  /// The inset follows the current bar height, so a table's sticky section headers pin right
  /// under the bar rather than under where the expanded bar was.
  case followsBar
  /// The inset stays at the *collapsed* height, and an empty spacer of the collapsible height
  /// (expanded − collapsed) leads the content: UIKit's pin line (`contentOffset.y +
  /// adjustedContentInset.top`) is then the bar's bottom edge in every frame, so a plain table's
  /// section headers pin right under the bar while it collapses, and nothing writes the inset or
  /// the offset while the content scrolls.
  ///
  /// The content rests and scrolls exactly as under ``expanded``; only the container's own
  /// numbers differ (its offset and content size count the spacer). Needs a container that can
  /// hold the spacer (``ScrollContainer/supportsLeadingSpacer``: a `UITableView`); any other
  /// container is driven as under ``expanded``. The default.
  ///
  /// While a refresh runs, its room scrolls away between the bar and the content, and the inset
  /// gives up what has scrolled past; where the bar's height is not the content's (an attach
  /// that keeps the bar's height, an expand or a collapse of the bar alone), the inset follows
  /// the bar wherever the content's top has gone under it. Quick return keeps no such promise:
  /// its bar moves on its own; it holds no spacer and is driven as under ``expanded``.
  ///
  /// A container the bar observes only (a SwiftUI one) gets no spacer from the bar, whatever the
  /// strategy: its owner may place one and reserve the collapsed bar (``ReservedTopSpace``, the
  /// SwiftUI `CollapsingNavBarSpacer`), and the container reports it, so the bar sees the content
  /// without it.
  case collapsedWithSpacer
}
