/// Why a bar configuration or environment was refused.
///
/// Each case names the offending field.
public enum BarConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The configuration has no panels.
  case noPanels
  /// More panels than ``BarConfiguration/maximumPanelCount``.
  case tooManyPanels(count: Int, limit: Int)
  /// A panel's height is negative, not finite or larger than ``BarConfiguration/maximumPanelHeight``.
  case invalidHeight(index: Int, id: String, value: Double)
  /// A closable or pinned panel has an empty identifier.
  case emptyPanelID(index: Int)
  /// Two panels share an identifier.
  case duplicatePanelID(index: Int, id: String)
  /// A closable or pinned panel has the identifier of a built-in kind (`"top"`, `"spacer"`,
  /// `"largeTitle"`, `"search"`, `"separator"`), which belongs to that kind's panel.
  case reservedPanelID(index: Int, id: String)
  /// A view added as a panel's content is already the content of another panel (a view shows in
  /// one place at a time). Reported by the UI adapters, which know the views.
  case panelContentInUse(index: Int, id: String)
  /// A kind that may appear once (top, spacer, large title, search, separator) appears again.
  case repeatedKind(index: Int, kind: PanelKind)
  /// The collapse order names a panel that is not in the configuration.
  case collapseOrderUnknownPanel(index: Int, id: String)
  /// The collapse order names a panel that never collapses (top, pinned, separator).
  case collapseOrderFixedPanel(index: Int, id: String)
  /// The collapse order names a panel twice.
  case collapseOrderDuplicate(index: Int, id: String)
  /// A numeric setting is out of range.
  case invalidSetting(field: String, value: Double, reason: String)
  /// A value of the environment is out of range.
  case invalidEnvironment(field: String, value: Double, reason: String)
  /// The bar was released (its view went away): it takes no more changes.
  case released

  /// The case's name as the type spells it (`duplicatePanelID`), for logs and reports that name
  /// the error.
  public var name: String {
    switch self {
    case .noPanels: return "noPanels"
    case .tooManyPanels: return "tooManyPanels"
    case .invalidHeight: return "invalidHeight"
    case .emptyPanelID: return "emptyPanelID"
    case .duplicatePanelID: return "duplicatePanelID"
    case .reservedPanelID: return "reservedPanelID"
    case .panelContentInUse: return "panelContentInUse"
    case .repeatedKind: return "repeatedKind"
    case .collapseOrderUnknownPanel: return "collapseOrderUnknownPanel"
    case .collapseOrderFixedPanel: return "collapseOrderFixedPanel"
    case .collapseOrderDuplicate: return "collapseOrderDuplicate"
    case .invalidSetting: return "invalidSetting"
    case .invalidEnvironment: return "invalidEnvironment"
    case .released: return "released"
    }
  }

  /// The path of the field at fault, such as `panels[2].height`.
  public var field: String {
    switch self {
    case .noPanels, .tooManyPanels: return "panels"
    case .invalidHeight(let index, _, _): return "panels[\(index)].height"
    case .emptyPanelID(let index), .duplicatePanelID(let index, _), .reservedPanelID(let index, _):
      return "panels[\(index)].id"
    case .panelContentInUse(let index, _): return "panels[\(index)].content"
    case .repeatedKind(let index, _): return "panels[\(index)].kind"
    case .collapseOrderUnknownPanel(let index, _), .collapseOrderFixedPanel(let index, _),
      .collapseOrderDuplicate(let index, _):
      return "collapseOrder[\(index)]"
    case .invalidSetting(let field, _, _): return field
    case .invalidEnvironment(let field, _, _): return "environment.\(field)"
    case .released: return "bar"
    }
  }

  /// What is wrong with the field.
  public var problem: String {
    switch self {
    case .noPanels: return "a bar needs at least one panel"
    case .tooManyPanels(let count, let limit): return "\(count) panels is more than the limit of \(limit)"
    case .invalidHeight(_, let id, let value):
      return
        "height \(value) of panel '\(id)' must be finite, at least 0 and at most \(Int(BarConfiguration.maximumPanelHeight))"
    case .emptyPanelID: return "a closable or pinned panel needs a non-empty id"
    case .duplicatePanelID(_, let id): return "id '\(id)' is used by another panel"
    case .reservedPanelID(_, let id): return "id '\(id)' belongs to the built-in '\(id)' panel"
    case .panelContentInUse(_, let id): return "the view is already the content of panel '\(id)'"
    case .repeatedKind(_, let kind): return "a bar may have only one '\(kind.rawValue)' panel"
    case .collapseOrderUnknownPanel(_, let id): return "no panel has id '\(id)'"
    case .collapseOrderFixedPanel(_, let id): return "panel '\(id)' never collapses"
    case .collapseOrderDuplicate(_, let id): return "panel '\(id)' is named twice"
    case .invalidSetting(_, let value, let reason), .invalidEnvironment(_, let value, let reason):
      return "\(value) \(reason)"
    case .released: return "was released and takes no more changes"
    }
  }

  public var description: String { "\(field): \(problem)" }
}
