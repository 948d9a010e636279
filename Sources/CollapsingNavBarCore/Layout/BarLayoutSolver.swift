/// Solves the bar's layout for a collapse state: a pure function of the metrics, the collapse
/// and how much content is under the bar.
///
/// Sections collapse strictly in collapse order; a negative collapse (the content pulled down)
/// grows the spacer, or the large title when there is no spacer. Everything is computed on the
/// pixel grid in whole pixels, so heights are monotone in the collapse and never jitter.
/// The cost is O(panels) and, when solving into an existing layout, allocation-free.
public enum BarLayoutSolver {
  /// What the layout depends on besides the metrics.
  public struct Input: Hashable, Sendable {
    /// How far the bar is collapsed, in points: 0 expanded, ``BarMetrics/collapsibleRange``
    /// collapsed, negative when stretched by a pull.
    public var collapse: Double
    /// How far content has scrolled under the bar, in points (drives blur and separator).
    public var scrolledUnder: Double
    /// Whether search is active: the search panel stays at full height.
    public var isSearchActive: Bool

    /// Creates an input.
    ///
    /// - Parameters:
    ///   - collapse: The collapse in points.
    ///   - scrolledUnder: Points of content under the bar.
    ///   - isSearchActive: Whether search is active.
    public init(collapse: Double, scrolledUnder: Double = 0, isSearchActive: Bool = false) {
      self.collapse = collapse
      self.scrolledUnder = scrolledUnder
      self.isSearchActive = isSearchActive
    }

    /// The input of a bar that collapses with the content at collapse distance `c`
    /// (`contentOffset.y + contentInset.top`).
    ///
    /// - Parameters:
    ///   - c: The collapse distance.
    ///   - metrics: The bar's metrics.
    /// - Returns: The collapse clamped to the bar's range and the content under it.
    public static func tracking(collapseDistance c: Double, metrics: BarMetrics) -> Input {
      let collapse = min(c, metrics.collapsibleRange)
      return Input(collapse: collapse, scrolledUnder: max(0, c - max(collapse, 0)))
    }
  }

  /// Solves the layout into fresh storage.
  ///
  /// - Parameters:
  ///   - metrics: The bar's metrics.
  ///   - input: The collapse state.
  /// - Returns: The layout.
  public static func solve(_ metrics: BarMetrics, _ input: Input) -> BarLayout {
    var layout = BarLayout()
    solve(metrics, input, into: &layout)
    return layout
  }

  /// Solves the layout into existing storage, reusing its panel array (no allocation once the
  /// storage has the right size and is not shared).
  ///
  /// Non-finite inputs are treated as 0.
  ///
  /// - Parameters:
  ///   - metrics: The bar's metrics.
  ///   - input: The collapse state.
  ///   - layout: The storage to fill.
  public static func solve(_ metrics: BarMetrics, _ input: Input, into layout: inout BarLayout) {
    let scale = metrics.environment.scale
    let count = metrics.panelPixels.count
    let panels = metrics.configuration.panels
    if layout.panels.count != count {
      layout.panels = panels.map {
        PanelLayout(
          id: $0.id, kind: $0.kind, y: 0, height: 0, fullHeight: 0, progress: 0, contentOffsetY: 0, alpha: 1)
      }
    }

    // The collapse in whole pixels, clamped to what the bar can do.
    let rawCollapse = input.collapse.isFinite ? input.collapse : 0
    var collapsePixels = Self.pixels(rawCollapse, scale: scale, limit: metrics.collapsiblePixels)
    if collapsePixels < 0 && metrics.stretchIndex == nil { collapsePixels = 0 }
    let stretchPixels = max(0, -collapsePixels)
    let collapsed = max(0, collapsePixels)

    var y = metrics.safeAreaPixels
    var largeTitleProgress = 0.0
    var separatorSlot = -1
    for index in 0..<count {
      let full = metrics.panelPixels[index]
      let start = metrics.collapseStartPixels[index]
      let kind = panels[index].kind
      if kind == .separator {
        separatorSlot = index
        continue
      }
      var visible = full
      if start >= 0 && !(input.isSearchActive && kind == .search) {
        visible = full - min(max(collapsed - start, 0), full)
      }
      if index == metrics.stretchIndex { visible += stretchPixels }
      let progress =
        full > 0 ? Double(full - min(visible, full)) / Double(full) : (collapsed > start && start >= 0 ? 1 : 0)
      let offset = kind == .spacer || kind == .search ? 0 : visible - full
      layout.panels[index].y = Double(y) / scale
      layout.panels[index].height = Double(visible) / scale
      layout.panels[index].fullHeight = Double(full) / scale
      layout.panels[index].progress = start >= 0 ? progress : 0
      layout.panels[index].contentOffsetY = start >= 0 ? Double(offset) / scale : 0
      layout.panels[index].alpha = 1
      if index == metrics.largeTitleIndex { largeTitleProgress = start >= 0 ? progress : 0 }
      if index == metrics.searchIndex {
        solveSearchField(metrics, visible: visible, full: full, active: input.isSearchActive, into: &layout)
      }
      y += visible
    }
    if metrics.searchIndex == nil { layout.searchField = nil }

    let threshold = metrics.configuration.titleCrossFadeThreshold
    let compact =
      metrics.largeTitleIndex == nil
      ? 1 : TitleState.forLargeTitleProgress(largeTitleProgress, threshold: threshold).alphas.compact
    layout.compactTitleAlpha = compact
    layout.largeTitleAlpha = metrics.largeTitleIndex == nil ? 0 : 1 - compact
    if let index = metrics.largeTitleIndex { layout.panels[index].alpha = 1 - compact }

    var blur = BackgroundLayout.blurFraction(
      scrolledUnder: input.scrolledUnder, distance: metrics.configuration.backgroundTransitionDistance)
    switch metrics.look {
    case .classic:
      layout.background = BackgroundLayout(solidAlpha: 1 - blur, blurAlpha: blur)
      layout.scrollEdgeEffect = nil
    case .glass:
      // No background or hairline of its own: the container's edge effect separates the content
      // under the bar, down to the bar's current bottom.
      layout.background = BackgroundLayout(solidAlpha: 0, blurAlpha: 0)
      let effect = metrics.configuration.scrollEdgeEffect
      layout.scrollEdgeEffect = BarEdgeEffectLayout(
        extent: Double(y) / scale, coversContent: input.scrolledUnder > 0,
        style: effect.style == .automatic ? metrics.environment.automaticEdgeEffectStyle : effect.style,
        isHidden: effect.isHidden)
      blur = 0
    }
    layout.separatorAlpha = blur

    layout.safeAreaTop = Double(metrics.safeAreaPixels) / scale
    layout.height = Double(y) / scale
    layout.expandedHeight = metrics.expandedHeight
    layout.collapsedHeight = metrics.collapsedHeight
    layout.collapse = Double(collapsePixels) / scale
    layout.progress = metrics.collapsiblePixels > 0 ? Double(collapsed) / Double(metrics.collapsiblePixels) : 0
    if separatorSlot >= 0 {
      layout.panels[separatorSlot].y = Double(y) / scale
      layout.panels[separatorSlot].height = 1 / scale
      layout.panels[separatorSlot].fullHeight = 1 / scale
      layout.panels[separatorSlot].progress = 0
      layout.panels[separatorSlot].contentOffsetY = 0
      layout.panels[separatorSlot].alpha = blur
    }
  }

  /// The search field: it shrinks from full height to half, then moves up out of the panel;
  /// its icon and placeholder fade out while it shrinks.
  private static func solveSearchField(
    _ metrics: BarMetrics, visible: Int, full: Int, active: Bool, into layout: inout BarLayout
  ) {
    let scale = metrics.environment.scale
    let field = metrics.searchFieldPixels
    let topMargin = (full - field) / 2
    let half = field / 2
    let shrinkRange = field - half
    let shrink = max(0, full - visible)
    var height = field
    var y = topMargin
    var alpha = 1.0
    if shrink <= shrinkRange {
      height = field - shrink
      alpha = shrinkRange > 0 ? Double(height - half) / Double(shrinkRange) : 1
    } else {
      height = half
      y = topMargin - (shrink - shrinkRange)
      alpha = 0
    }
    layout.searchField = SearchFieldLayout(
      y: Double(y) / scale, height: Double(height) / scale, contentAlpha: alpha, isActive: active)
  }

  /// A length in points as whole pixels, clamped to `-limit-ish … limit` so huge inputs
  /// cannot overflow.
  static func pixels(_ points: Double, scale: Double, limit: Int) -> Int {
    let value = (points * scale).rounded()
    let bound = Double(max(limit, 0)) + 10_000_000
    return Int(min(max(value, -bound), Double(limit)))
  }
}
