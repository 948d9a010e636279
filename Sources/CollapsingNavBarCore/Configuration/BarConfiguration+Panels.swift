extension BarConfiguration {
  /// Adds a panel at the place its kind belongs in the stack: after every panel of its own kind
  /// and of the kinds above it (top, spacer, large title, search, closable, pinned), before the
  /// ones below it; the separator stays last.
  ///
  /// A UI adapter calls this when the app adds a closable or pinned panel by view, so that the
  /// order does not depend on the order of the calls to the adapter.
  ///
  /// ```swift
  /// var configuration = BarConfiguration.systemWithSearch
  /// configuration.addPanel(.pinned("tabs", height: 44))
  /// configuration.addPanel(.closable("filters", height: 44))
  /// // top, spacer, largeTitle, search, filters, tabs, separator
  /// ```
  ///
  /// - Parameter panel: The panel to add. Validation is left to ``validate()``.
  public mutating func addPanel(_ panel: Panel) {
    let rank = Self.stackRank(panel.kind)
    let index = panels.lastIndex { Self.stackRank($0.kind) <= rank }.map { $0 + 1 } ?? 0
    panels.insert(panel, at: index)
  }

  /// Removes the panel with an identifier, and the identifier from the collapse order.
  ///
  /// - Parameter id: The panel's identifier.
  /// - Returns: The removed panel, or `nil` if there was none.
  @discardableResult
  public mutating func removePanel(id: String) -> Panel? {
    guard let index = panels.firstIndex(where: { $0.id == id }) else { return nil }
    collapseOrder?.removeAll { $0 == id }
    return panels.remove(at: index)
  }

  /// An identifier no panel uses yet: `prefix` followed by the smallest free number from 1.
  ///
  /// - Parameter prefix: The identifier's start, such as `"closable"`.
  /// - Returns: For example `"closable-1"`, or `"closable-2"` when the first is taken.
  public func unusedPanelID(prefix: String) -> String {
    var number = 1
    while panels.contains(where: { $0.id == "\(prefix)-\(number)" }) { number += 1 }
    return "\(prefix)-\(number)"
  }

  /// The position of a kind in the conventional top-to-bottom order.
  static func stackRank(_ kind: PanelKind) -> Int {
    switch kind {
    case .top: return 0
    case .spacer: return 1
    case .largeTitle: return 2
    case .search: return 3
    case .closable: return 4
    case .pinned: return 5
    case .separator: return 6
    }
  }
}
