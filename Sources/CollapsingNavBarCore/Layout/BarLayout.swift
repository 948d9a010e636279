/// Where one panel is and how it looks, in the bar's coordinates (y = 0 at the top of the screen).
public struct PanelLayout: Hashable, Sendable {
  /// The panel's id.
  public var id: String
  /// The panel's kind.
  public var kind: PanelKind
  /// The top of the panel's visible frame.
  public var y: Double
  /// The visible (clipped) height; the separator reports one pixel here.
  public var height: Double
  /// The expanded height on the pixel grid.
  public var fullHeight: Double
  /// 0 when expanded, 1 when collapsed; always 0 for panels that never collapse.
  public var progress: Double
  /// How far the panel's content is moved down inside the clipped frame (negative: up).
  ///
  /// A collapsing panel keeps its content bottom-aligned, so it slides away upward.
  public var contentOffsetY: Double
  /// The alpha of the panel's content.
  public var alpha: Double

  /// The panel's visible frame as `(y, height)`.
  public var frame: (y: Double, height: Double) { (y, height) }
}

/// The search field inside the search panel, in the panel's coordinates.
public struct SearchFieldLayout: Hashable, Sendable {
  /// The top of the field.
  public var y: Double
  /// The field's height: it first shrinks to half its height, then moves up.
  public var height: Double
  /// The alpha of the magnifying-glass icon and the placeholder.
  public var contentAlpha: Double
  /// Whether the field is active (full width with a Cancel button, collapse frozen).
  public var isActive: Bool
}

/// The bar's background: a solid colour at rest, a blur once content scrolls under the bar.
public struct BackgroundLayout: Hashable, Sendable {
  /// The alpha of the solid background view.
  public var solidAlpha: Double
  /// The alpha of the blur view.
  public var blurAlpha: Double
}

/// Everything the adapter needs to draw the bar for one collapse state: each panel's frame and
/// alpha, the title alphas, the background and the totals.
public struct BarLayout: Hashable, Sendable {
  /// The panels in stacking order (the separator last, hanging under the bar).
  public var panels: [PanelLayout]
  /// The safe-area top on the pixel grid; the first panel starts here.
  public var safeAreaTop: Double
  /// The bar's height, safe area included.
  public var height: Double
  /// The bar's height with every panel expanded, safe area included.
  public var expandedHeight: Double
  /// The bar's height with every collapsible panel collapsed, safe area included.
  public var collapsedHeight: Double
  /// The collapse applied, on the pixel grid: negative when the bar is stretched by a pull.
  public var collapse: Double
  /// Overall progress: 0 expanded … 1 collapsed.
  public var progress: Double
  /// The large title's alpha (the compact title's counterpart).
  public var largeTitleAlpha: Double
  /// The compact title's alpha in the top panel.
  public var compactTitleAlpha: Double
  /// The search field, if the bar has a search panel.
  public var searchField: SearchFieldLayout?
  /// The separator's alpha.
  public var separatorAlpha: Double
  /// The background's alphas.
  public var background: BackgroundLayout
  /// The scroll edge effect of a ``BarLook/glass`` bar, `nil` for the classic look.
  public var scrollEdgeEffect: BarEdgeEffectLayout?

  /// An empty layout, for storage that the solver fills in.
  public init() {
    panels = []
    safeAreaTop = 0
    height = 0
    expandedHeight = 0
    collapsedHeight = 0
    collapse = 0
    progress = 0
    largeTitleAlpha = 0
    compactTitleAlpha = 1
    searchField = nil
    separatorAlpha = 0
    background = BackgroundLayout(solidAlpha: 1, blurAlpha: 0)
  }

  /// The layout of the panel with the given id, if any.
  ///
  /// - Parameter id: A panel id.
  /// - Returns: That panel's layout.
  public func panel(_ id: String) -> PanelLayout? { panels.first { $0.id == id } }

  /// The sum of the visible heights of the stacked panels (the separator excluded).
  public var stackedHeight: Double {
    panels.reduce(0) { $0 + ($1.kind == .separator ? 0 : $1.height) }
  }
}
