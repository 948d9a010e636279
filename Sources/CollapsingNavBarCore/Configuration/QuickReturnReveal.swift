/// What a quick-return reveal brings back deep in the content, away from the top.
///
/// A shy bar brings back its compact part wherever the user scrolls back, and the parts that
/// belong to the top of the page only near the top:
///
/// ```swift
/// var configuration = BarConfiguration.systemWithSearch
/// configuration.mode = .quickReturn
/// configuration.quickReturnReveal = .compactBar  // the default
/// ```
public enum QuickReturnReveal: String, Hashable, Sendable, CaseIterable {
  /// Deep in the content a reveal brings back the compact bar: the top row, the pinned panels and
  /// the closable panels. The large title, the search panel and the spacer come back only near the
  /// top, with the content, as they do in ``BarMode/collapsesWithContent`` mode (default).
  ///
  /// With the default collapse order, closable panels then collapse after the large title, so that
  /// they can come back on their own.
  case compactBar
  /// A reveal anywhere brings back the whole expanded bar.
  case wholeBar

  /// Whether a panel of a kind waits for the top of the content before it comes back.
  ///
  /// - Parameter kind: The panel's kind.
  /// - Returns: Whether a reveal deep in the content leaves panels of that kind collapsed.
  public func keepsCollapsedDeepInContent(_ kind: PanelKind) -> Bool {
    switch self {
    case .compactBar: return kind == .spacer || kind == .largeTitle || kind == .search
    case .wholeBar: return false
    }
  }
}
