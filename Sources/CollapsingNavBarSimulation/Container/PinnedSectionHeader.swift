/// Where a plain-style `UITableView` draws the header of a section that starts at the top of the
/// content: at its place in the content, until the content scrolls under the top inset; then
/// pinned at `contentOffset.y + adjustedContentInset.top`, the top of the visible area.
///
/// UIKit's documentation of `UITableView.Style.plain`: "A plain table view displays section
/// headers and footers as floating bars when the user scrolls", pinned to the top of the visible
/// area, which starts below `adjustedContentInset.top` (the system bar's height is part of the
/// safe area, so a header pins right under a `UINavigationBar` of any height).
///
/// ```swift
/// PinnedSectionHeader(contentOffsetY: -279, adjustedInsetTop: 279).isPinned  // false: at rest at the top
/// PinnedSectionHeader(contentOffsetY: 500, adjustedInsetTop: 279).screenTop   // 279
/// ```
public struct PinnedSectionHeader: Hashable, Sendable {
  /// The header's top in the scroll view's frame (0 is the top of the screen under the bar).
  public let screenTop: Double
  /// Whether the header is pinned (the content scrolled under the top inset).
  public let isPinned: Bool
  /// How far below its place in the content the pin holds the header (0 when not pinned).
  public let pinnedBy: Double

  /// The header of a section that starts at the content's top, or right below the bar's spacer
  /// (``InsetStrategy/collapsedWithSpacer``: a `tableHeaderView`, which never pins).
  ///
  /// - Parameters:
  ///   - contentOffsetY: `contentOffset.y`.
  ///   - adjustedInsetTop: `adjustedContentInset.top`.
  ///   - sectionTop: Where the section starts in the content: the spacer's height, 0 without one.
  public init(contentOffsetY: Double, adjustedInsetTop: Double, sectionTop: Double = 0) {
    // In content coordinates the header sits at the section's top, or at the top of the visible
    // area.
    let visibleTop = contentOffsetY + adjustedInsetTop
    isPinned = visibleTop > sectionTop
    pinnedBy = max(0, visibleTop - sectionTop)
    screenTop = max(sectionTop, visibleTop) - contentOffsetY
  }
}
