/// Everything that describes a bar apart from the screen it is on: its panels top to bottom, the
/// order in which they collapse, how it follows the content, how it snaps and who owns the inset.
///
/// ```swift
/// var configuration = BarConfiguration.systemWithSearch
/// configuration.panels.append(.closable("filters", height: 44))
/// configuration.mode = .quickReturn(revealDistance: 60)
/// configuration.quickReturnReveal = .wholeBar
/// try configuration.validate()
/// ```
public struct BarConfiguration: Hashable, Sendable {
  /// The panels, top to bottom.
  ///
  /// The separator, wherever it is listed, hangs under the bar.
  public var panels: [Panel]
  /// Panel ids in the order they collapse; `nil` is the default order (spacer → search →
  /// closable panels top to bottom → large title; in quick-return mode with the
  /// ``QuickReturnReveal/compactBar`` reveal: spacer → search → large title → closable panels).
  ///
  /// Collapsible panels the list leaves out collapse after the listed ones, in the default order.
  public var collapseOrder: [String]?
  /// How the collapse follows the content.
  public var mode: BarMode
  /// What a reveal brings back deep in the content in quick-return mode.
  public var quickReturnReveal: QuickReturnReveal
  /// Who sets `contentInset.top` as the bar collapses.
  public var insetStrategy: InsetStrategy
  /// How the bar settles after a drag.
  public var snapPolicy: SnapPolicy
  /// The large title's collapse progress (0…1) past which the compact title shows.
  public var titleCrossFadeThreshold: Double
  /// How long the compact and large titles take to cross-fade, in seconds.
  public var titleFadeDuration: Double
  /// How far (points) content must scroll under the bar for the background to turn from solid
  /// to blur and the separator to show fully.
  public var backgroundTransitionDistance: Double
  /// The search field's height inside the search panel, in points.
  public var searchFieldHeight: Double
  /// The look the app asks for: the system's (``BarLookPreference/automatic``, the default) or
  /// ``BarLook/classic`` everywhere.
  public var look: BarLookPreference = .automatic
  /// The scroll edge effect a ``BarLook/glass`` bar asks of its container (ignored by the
  /// classic look).
  public var scrollEdgeEffect = BarEdgeEffect()

  /// The most panels a configuration may hold.
  public static let maximumPanelCount = 256
  /// The tallest a single panel may be, in points.
  public static let maximumPanelHeight = 10_000.0

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - panels: The panels, top to bottom.
  ///   - collapseOrder: Panel ids in collapse order, or `nil` for the default order.
  ///   - mode: How the collapse follows the content.
  ///   - quickReturnReveal: What a reveal brings back deep in the content in quick-return mode.
  ///   - insetStrategy: Who sets `contentInset.top`.
  ///   - snapPolicy: How the bar settles after a drag.
  ///   - titleCrossFadeThreshold: Large-title progress past which the compact title shows.
  ///   - titleFadeDuration: How long the titles take to cross-fade, in seconds.
  ///   - backgroundTransitionDistance: Points of content under the bar for a full blur.
  ///   - searchFieldHeight: The search field's height in points.
  public init(
    panels: [Panel],
    collapseOrder: [String]? = nil,
    mode: BarMode = .collapsesWithContent,
    quickReturnReveal: QuickReturnReveal = .compactBar,
    insetStrategy: InsetStrategy = .collapsedWithSpacer,
    snapPolicy: SnapPolicy = .nearest,
    titleCrossFadeThreshold: Double = 0.5,
    titleFadeDuration: Double = 0.1,
    backgroundTransitionDistance: Double = 8,
    searchFieldHeight: Double = 36
  ) {
    self.panels = panels
    self.collapseOrder = collapseOrder
    self.mode = mode
    self.quickReturnReveal = quickReturnReveal
    self.insetStrategy = insetStrategy
    self.snapPolicy = snapPolicy
    self.titleCrossFadeThreshold = titleCrossFadeThreshold
    self.titleFadeDuration = titleFadeDuration
    self.backgroundTransitionDistance = backgroundTransitionDistance
    self.searchFieldHeight = searchFieldHeight
  }

  /// Top row and large title, like UIKit's bar with `prefersLargeTitles`.
  public static let system = BarConfiguration(panels: [.top(), .spacer(), .largeTitle(), .separator])
  /// Top row, large title and a search bar, like UIKit's bar with a search controller.
  public static let systemWithSearch = BarConfiguration(
    panels: [.top(), .spacer(), .largeTitle(), .search(), .separator])
  /// The top row only.
  public static let compact = BarConfiguration(panels: [.top(), .separator])

  /// The panel with the given id, if any.
  public func panel(id: String) -> Panel? { panels.first { $0.id == id } }

  /// The ids of the collapsible panels in the order they collapse.
  ///
  /// Call ``validate()`` first: on an invalid configuration the result is unspecified.
  public var resolvedCollapseOrder: [String] {
    var order = collapseOrder?.filter { id in panels.contains { $0.id == id && $0.kind.isCollapsible } } ?? []
    // A compact quick-return reveal brings closable panels back on their own: they collapse last.
    let closableLast = revealKeepsCollapsed(.largeTitle)
    let rank: (PanelKind) -> Int = { kind in
      switch kind {
      case .spacer: return 0
      case .search: return 1
      case .closable: return closableLast ? 3 : 2
      default: return closableLast ? 2 : 3
      }
    }
    let rest = panels.enumerated()
      .filter { $0.element.kind.isCollapsible && !order.contains($0.element.id) }
      .sorted { (rank($0.element.kind), $0.offset) < (rank($1.element.kind), $1.offset) }
      .map(\.element.id)
    order.append(contentsOf: rest)
    return order
  }

  /// Whether a quick-return reveal deep in the content leaves panels of a kind collapsed until
  /// the top of the content comes back (always `false` outside quick-return mode).
  ///
  /// - Parameter kind: The panel's kind.
  /// - Returns: Whether panels of that kind come back only near the top.
  public func revealKeepsCollapsed(_ kind: PanelKind) -> Bool {
    guard case .quickReturn = mode else { return false }
    return quickReturnReveal.keepsCollapsedDeepInContent(kind)
  }

  /// Checks the configuration.
  ///
  /// - Throws: A ``BarConfigurationError`` naming the first field at fault.
  public func validate() throws(BarConfigurationError) {
    guard !panels.isEmpty else { throw .noPanels }
    guard panels.count <= Self.maximumPanelCount else {
      throw .tooManyPanels(count: panels.count, limit: Self.maximumPanelCount)
    }
    var ids = Set<String>()
    var singles = Set<PanelKind>()
    for (index, panel) in panels.enumerated() {
      guard panel.height.isFinite, panel.height >= 0, panel.height <= Self.maximumPanelHeight else {
        throw .invalidHeight(index: index, id: panel.id, value: panel.height)
      }
      guard !panel.id.isEmpty else { throw .emptyPanelID(index: index) }
      if !panel.kind.allowsMany {
        guard singles.insert(panel.kind).inserted else { throw .repeatedKind(index: index, kind: panel.kind) }
      }
      guard ids.insert(panel.id).inserted else { throw .duplicatePanelID(index: index, id: panel.id) }
      if panel.kind.allowsMany, PanelKind.builtInPanelIDs.contains(panel.id) {
        throw .reservedPanelID(index: index, id: panel.id)
      }
    }
    if let order = collapseOrder {
      var seen = Set<String>()
      for (index, id) in order.enumerated() {
        guard let panel = panel(id: id) else { throw .collapseOrderUnknownPanel(index: index, id: id) }
        guard panel.kind.isCollapsible else { throw .collapseOrderFixedPanel(index: index, id: id) }
        guard seen.insert(id).inserted else { throw .collapseOrderDuplicate(index: index, id: id) }
      }
    }
    if case .quickReturn(let distance) = mode, !(distance.isFinite && distance >= 0 && distance <= 100_000) {
      throw .invalidSetting(field: "mode.revealDistance", value: distance, reason: "must be finite and at least 0")
    }
    try Self.check("titleCrossFadeThreshold", titleCrossFadeThreshold, 0...1)
    try Self.check("titleFadeDuration", titleFadeDuration, 0...10)
    try Self.check("backgroundTransitionDistance", backgroundTransitionDistance, 0...10_000)
    try Self.check("searchFieldHeight", searchFieldHeight, 0...Self.maximumPanelHeight)
    try Self.check("snapPolicy.velocityThreshold", snapPolicy.velocityThreshold, 0...1_000)
    try Self.check("snapPolicy.settleDuration", snapPolicy.settleDuration, 0...10)
  }

  private static func check(_ field: String, _ value: Double, _ range: ClosedRange<Double>)
    throws(BarConfigurationError)
  {
    guard value.isFinite, range.contains(value) else {
      throw .invalidSetting(
        field: field, value: value,
        reason: "must be finite and between \(range.lowerBound) and \(range.upperBound)")
    }
  }
}
