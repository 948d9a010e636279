import CollapsingNavBarCore

/// The bar `navbar-sim` shows when given no scenario: an inbox with a large title, search,
/// closable filter chips and a pinned segmented control on a 390×844 pt phone.
public enum DefaultBar {
  /// Top 44 pt, spacer, large title 52 pt, search 52 pt, closable "filters" 44 pt, pinned
  /// "segments" 40 pt and the separator.
  public static let configuration = BarConfiguration(panels: [
    .top(height: 44), .spacer(), .largeTitle(height: 52), .search(height: 52),
    .closable("filters", height: 44), .pinned("segments", height: 40), .separator,
  ])

  /// A 390 pt wide screen with a 47 pt safe-area top at scale 3.
  public static let environment = BarEnvironment(safeAreaTop: 47, width: 390, scale: 3)

  /// The screen's height in points.
  public static let screenHeight = 844.0

  /// The default bar as a scenario lists it, with `title` in the top row and the large title, a
  /// back button and an Edit item.
  ///
  /// - Parameters:
  ///   - title: The bar's title.
  ///   - titleIsPlaceholder: Whether the title stands in for one the scenario did not give (its
  ///     name).
  /// - Returns: The bar with the default options.
  public static func scenarioBar(title: String, titleIsPlaceholder: Bool = false) -> Scenario.Bar {
    var top = Scenario.PanelSpec(kind: .top, height: 44, title: title, backButton: "", items: ["Edit"])
    var largeTitle = Scenario.PanelSpec(kind: .largeTitle, height: 52, title: title)
    top.titleIsPlaceholder = titleIsPlaceholder
    largeTitle.titleIsPlaceholder = titleIsPlaceholder
    return Scenario.Bar(panels: [
      top,
      Scenario.PanelSpec(kind: .spacer, height: 0),
      largeTitle,
      Scenario.PanelSpec(kind: .search, height: 52),
      Scenario.PanelSpec(kind: .closable, id: "filters", height: 44, title: "All, Unread, Flagged, Attachments"),
      Scenario.PanelSpec(kind: .pinned, id: "segments", height: 40, title: "Mail, Threads"),
      Scenario.PanelSpec(kind: .separator),
    ])
  }
}
