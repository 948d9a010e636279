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

  /// The configuration with a panel an app adds, checked as a whole: the configuration itself
  /// is never changed, so a refused panel leaves nothing behind.
  ///
  /// A panel whose identifier is in use is refused, unless `replacing` is set and the panel in
  /// use is closable or pinned: then that panel is replaced (the same kind keeps its place in
  /// the stack and in the collapse order; a new kind takes its kind's place, and a pinned panel
  /// leaves the collapse order).
  ///
  /// ```swift
  /// let configuration = try BarConfiguration.systemWithSearch.addingPanel(.closable("filters", height: 44))
  /// _ = try? configuration.addingPanel(.pinned("filters", height: 44))     // duplicatePanelID
  /// _ = try? configuration.addingPanel(.closable("search", height: 44))    // duplicatePanelID
  /// _ = try? BarConfiguration.system.addingPanel(.closable("search", height: 44))  // reservedPanelID
  /// _ = try? configuration.addingPanel(.closable("x", height: .nan))       // invalidHeight
  /// let taller = try configuration.addingPanel(.closable("filters", height: 60), replacing: true)
  /// print(taller.panels.map(\.id) == configuration.panels.map(\.id))       // true
  /// ```
  ///
  /// - Parameters:
  ///   - panel: The panel to add.
  ///   - replacing: Whether a closable or pinned panel with the same identifier is replaced
  ///     instead of refused.
  /// - Returns: The configuration with the panel.
  /// - Throws: A ``BarConfigurationError`` naming the field at fault: a duplicate or reserved
  ///   identifier, an empty one, an invalid height, too many panels.
  public func addingPanel(_ panel: Panel, replacing: Bool = false) throws(BarConfigurationError)
    -> BarConfiguration
  {
    var result = self
    if let index = panels.firstIndex(where: { $0.id == panel.id }) {
      guard replacing, panels[index].kind.allowsMany else { throw .duplicatePanelID(index: index, id: panel.id) }
      if panels[index].kind == panel.kind {
        result.panels[index] = panel
      } else {
        result.panels.remove(at: index)
        if !panel.kind.isCollapsible { result.collapseOrder?.removeAll { $0 == panel.id } }
        result.addPanel(panel)
      }
    } else {
      result.addPanel(panel)
    }
    try result.validate()
    return result
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
