/// The heights of a bar on one screen, worked out once from its configuration and environment:
/// every panel's height on the pixel grid, where each collapsible panel's share of the collapse
/// begins, and the whole states a drag may rest in.
///
/// Heights are analytic sums of rounded panel heights, never measured by a layout pass, so the
/// bar cannot jitter by a pixel. Build it once per configuration and environment; the solver
/// reads it on every scroll tick without allocating.
public struct BarMetrics: Hashable, Sendable {
  /// The configuration the metrics were built from.
  public let configuration: BarConfiguration
  /// The environment the metrics were built from.
  public let environment: BarEnvironment
  /// Each panel's expanded height in whole pixels, in stacking order (the separator takes 0).
  let panelPixels: [Int]
  /// Each panel's start of collapse in whole pixels of collapse distance, or -1 if it never collapses.
  let collapseStartPixels: [Int]
  /// The safe-area top in whole pixels.
  let safeAreaPixels: Int
  /// The sum of collapsible heights in whole pixels.
  let collapsiblePixels: Int
  /// The index of the panel that grows when the content is pulled down, if any.
  let stretchIndex: Int?
  /// The index of the large title panel, if any.
  let largeTitleIndex: Int?
  /// The index of the search panel, if any.
  let searchIndex: Int?
  /// The search field's height in whole pixels, at most its panel's height.
  let searchFieldPixels: Int

  /// The bar's height, safe area included, with every panel expanded.
  public let expandedHeight: Double
  /// The bar's height, safe area included, with every collapsible panel collapsed.
  public let collapsedHeight: Double
  /// How far the bar can collapse, in points: `expandedHeight - collapsedHeight`.
  public let collapsibleRange: Double
  /// The collapse distances at which no section is partly collapsed, ascending from 0 to
  /// ``collapsibleRange`` (one per boundary between sections in collapse order).
  public let wholeStates: [Double]
  /// The smallest collapse a quick-return reveal brings the bar back to deep in the content.
  ///
  /// It is the end of the last section that comes back only near the top (see
  /// ``BarConfiguration/quickReturnReveal``), 0 when every section comes back, and always a whole
  /// state.
  public let quickReturnRevealLimit: Double

  /// Works out the metrics of a configuration on a screen.
  ///
  /// - Parameters:
  ///   - configuration: The bar's configuration.
  ///   - environment: The screen.
  /// - Throws: A ``BarConfigurationError`` if either is invalid.
  public init(configuration: BarConfiguration, environment: BarEnvironment) throws(BarConfigurationError) {
    try configuration.validate()
    try environment.validate()
    self.configuration = configuration
    self.environment = environment
    let scale = environment.scale
    func pixels(_ points: Double) -> Int { Int((points * scale).rounded()) }

    let panels = configuration.panels
    var heights = [Int](repeating: 0, count: panels.count)
    var stretch: Int?
    var largeTitle: Int?
    var search: Int?
    // (The search field grows with Dynamic Type as the system's does: its text line.)
    let searchGrowth = Self.searchFieldGrowth(contentSizeScale: environment.contentSizeScale)
    for (index, panel) in panels.enumerated() {
      // A panel the environment hides (the large title in compact height) takes no room and is
      // neither the large title nor the stretching panel.
      guard environment.showsPanel(panel.kind) else { continue }
      switch panel.kind {
      case .separator: heights[index] = 0
      case .largeTitle:
        heights[index] = pixels(panel.height * environment.largeTitleScale)
        largeTitle = index
      case .search:
        heights[index] = pixels(max(0, panel.height + searchGrowth))
        search = index
      case .spacer:
        heights[index] = pixels(panel.height)
        stretch = index
      default:
        heights[index] = pixels(panel.height * (panel.scalesWithContentSize ? environment.contentSizeScale : 1))
      }
    }
    stretch = stretch ?? largeTitle

    var starts = [Int](repeating: -1, count: panels.count)
    var boundaries: [Double] = [0]
    var running = 0
    var revealLimit = 0
    for id in configuration.resolvedCollapseOrder {
      guard let index = panels.firstIndex(where: { $0.id == id }) else { continue }
      starts[index] = running
      running += heights[index]
      if configuration.revealKeepsCollapsed(panels[index].kind) { revealLimit = running }
      if Double(running) / scale > boundaries[boundaries.count - 1] { boundaries.append(Double(running) / scale) }
    }

    panelPixels = heights
    collapseStartPixels = starts
    safeAreaPixels = pixels(environment.safeAreaTop)
    collapsiblePixels = running
    stretchIndex = stretch
    largeTitleIndex = largeTitle
    searchIndex = search
    searchFieldPixels =
      search.map { min(pixels(max(0, configuration.searchFieldHeight + searchGrowth)), heights[$0]) } ?? 0
    let expanded = safeAreaPixels + heights.reduce(0, +)
    expandedHeight = Double(expanded) / scale
    collapsedHeight = Double(expanded - running) / scale
    collapsibleRange = Double(running) / scale
    wholeStates = boundaries
    quickReturnRevealLimit = Double(revealLimit) / scale
  }

  /// How far a collapse may be from a whole state and still be at it: half a device pixel.
  ///
  /// The bar is laid out on the pixel grid, so a collapse this close draws the whole state's
  /// pixels. The one rule of "at a whole state" for the controller (its settle), the simulator's
  /// invariants and its feel report.
  public var wholeStateTolerance: Double { environment.pixel / 2 }

  /// Whether a collapse is at one of the whole states (within ``wholeStateTolerance``), not
  /// stretched past the expanded state.
  ///
  /// ```swift
  /// let metrics = try BarMetrics(configuration: .system, environment: BarEnvironment(safeAreaTop: 47, width: 390, scale: 3))
  /// metrics.isAtWholeState(52.1)   // true: within half a pixel of the collapsed title
  /// metrics.isAtWholeState(30)     // false
  /// metrics.isAtWholeState(-4)     // false: stretched by a pull
  /// ```
  ///
  /// - Parameter collapse: A collapse in points.
  /// - Returns: Whether it is at a whole state.
  public func isAtWholeState(_ collapse: Double) -> Bool {
    let tolerance = wholeStateTolerance
    return collapse >= -tolerance && wholeStates.contains { abs($0 - collapse) <= tolerance }
  }

  /// Whether a collapse lies between two whole states: partly collapsed, neither at a whole
  /// state nor stretched past the expanded one.
  ///
  /// - Parameter collapse: A collapse in points.
  /// - Returns: Whether it is between whole states.
  public func isBetweenWholeStates(_ collapse: Double) -> Bool {
    collapse > wholeStateTolerance && !isAtWholeState(collapse)
  }

  /// The section of the collapse range a collapse falls in.
  ///
  /// - Parameter collapse: A collapse in points.
  /// - Returns: The index `i` with `wholeStates[i] <= collapse < wholeStates[i + 1]`, or `nil`
  ///   when the collapse is below 0 or at or past the full collapse.
  public func section(containing collapse: Double) -> Int? {
    guard collapse >= 0, collapse < collapsibleRange else { return nil }
    var upper = 1
    while upper < wholeStates.count && wholeStates[upper] <= collapse { upper += 1 }
    return upper < wholeStates.count ? upper - 1 : nil
  }

  /// Rounds a length in points to the nearest whole pixel.
  ///
  /// - Parameter points: A length in points.
  /// - Returns: The length on the pixel grid.
  public func rounded(_ points: Double) -> Double {
    (points * environment.scale).rounded() / environment.scale
  }
}

extension BarMetrics {
  /// The height of the search field's text line at the default text size, in points: the part of
  /// the 36 pt field (``BarConfiguration/searchFieldHeight``) that grows with Dynamic Type.
  ///
  /// The system's search field sets its text in the body style and keeps its padding: at larger
  /// text sizes the field, and the search row with it, grow with the text line, at smaller ones
  /// they shrink with it. This is a model, to be measured against a device: 22 pt of the field's
  /// 36 are the line, which grows by the body style's factor (``BarEnvironment/contentSizeScale``),
  /// and the 14 pt of padding stay. The UIKit bar clips the system's field to it.
  public static let searchFieldTextLine = 22.0

  /// How much taller the search field and its row are at a Dynamic Type size than at the default
  /// one (negative at smaller sizes): ``searchFieldTextLine`` times the body style's growth.
  ///
  /// ```swift
  /// BarMetrics.searchFieldGrowth(contentSizeScale: 1)     // 0: the 52 pt row, the 36 pt field
  /// BarMetrics.searchFieldGrowth(contentSizeScale: 3.12)  // 46.64: AX5, a 98.64 pt row
  /// ```
  ///
  /// - Parameter contentSizeScale: The body text style's factor.
  /// - Returns: The growth in points.
  public static func searchFieldGrowth(contentSizeScale: Double) -> Double {
    searchFieldTextLine * (contentSizeScale - 1)
  }
}
