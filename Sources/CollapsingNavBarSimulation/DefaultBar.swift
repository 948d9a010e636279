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
}
