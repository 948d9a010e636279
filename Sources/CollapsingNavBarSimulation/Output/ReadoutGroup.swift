import CollapsingNavBarCore

/// A group of the player's readouts: trace columns a person reads together (scroll, bar, alphas,
/// the app screen, checks), each with a label, a unit and a short explanation in the README's terms.
///
/// The player looks columns up by name, so a column no group lists still shows, under "More";
/// the per-panel columns (`h.<id>`, `slide.<id>`) form the "Panels" group on their own.
struct ReadoutGroup: Hashable, Sendable {
  /// One readout.
  struct Item: Hashable, Sendable {
    /// The column's name in `trace.csv`.
    var column: String
    /// What a person calls it.
    var label: String
    /// The unit (`pt`, `s`, or empty).
    var unit: String
    /// One short line on what it means.
    var note: String
  }

  /// The group's title.
  var title: String
  /// The readouts, in order.
  var items: [Item]

  /// The numbers pinned above the chart: offset, bar height, progress and phase.
  static let pinned: [Item] = [
    item(.contentOffsetY, "offset", "pt", "contentOffset.y"),
    item(.barHeight, "bar height", "pt", "safe area included"),
    item(.progress, "progress", "", "0 expanded … 1 collapsed"),
    item(.phase, "phase", "", "what the scroll view is doing"),
  ]

  /// The groups, in the order the player shows them.
  static let all: [ReadoutGroup] = [
    ReadoutGroup(
      title: "Scroll",
      items: [
        item(.contentOffsetY, "offset", "pt", "contentOffset.y; negative when pulled down"),
        item(.collapseDistance, "collapse distance c", "pt", "offset + B: 0 at rest at the top"),
        item(.contentInsetTop, "inset top", "pt", "contentInset.top, which the bar owns"),
        item(.scrollIndicatorInsetTop, "indicator inset", "pt", "the scroll indicator's top inset"),
        item(.contentHeight, "content height", "pt", "contentSize.height"),
        item(.viewportHeight, "viewport", "pt", "the scroll view's height"),
        item(.container, "container", "", "the attached container (tab)"),
        item(.refreshing, "refreshing", "", "1 while the refresh control spins"),
        item(.refreshHeight, "refresh height", "pt", "the refresh control's share of the inset"),
        item(.adjustedInsetTop, "adjusted inset top", "pt", "contentInset.top plus UIKit's share"),
        item(.adjustedInsetBottom, "adjusted inset bottom", "pt", "contentInset.bottom plus UIKit's share"),
        item(.inWindow, "in window", "", "0 while the scroll view is out of its window"),
      ]),
    ReadoutGroup(
      title: "Bar",
      items: [
        item(.barHeight, "bar height", "pt", "safe area included"),
        item(.collapse, "collapse", "pt", "how far the bar collapsed; negative: stretched"),
        item(.progress, "progress", "", "0 expanded … 1 collapsed"),
        item(.expandedHeight, "expanded height", "pt", "all panels open"),
        item(.collapsedHeight, "collapsed height", "pt", "every collapsible panel closed"),
        item(.safeAreaTop, "safe area top", "pt", "on the pixel grid"),
        item(.width, "screen width", "pt", ""),
        item(.searchActive, "search active", "", "1 while search has the bar"),
        item(.searchFieldY, "search field y", "pt", "the field's top inside its panel"),
        item(.searchFieldHeight, "search field height", "pt", "shrinks before it moves up"),
        item(.addedPanelsHeight, "added panels", "pt", "panels the screen added, stacked"),
      ]),
    ReadoutGroup(
      title: "Alphas",
      items: [
        item(.alphaLargeTitle, "large title", "", "fades out as it collapses"),
        item(.alphaCompactTitle, "compact title", "", "cross-fades in past the threshold"),
        item(.alphaBackground, "background", "", "the solid background"),
        item(.alphaBlur, "blur", "", "shown when content is under the bar"),
        item(.alphaSeparator, "separator", "", "the hairline under the bar"),
        item(.alphaSearch, "search icon", "", "the field's icon and placeholder"),
      ]),
    ReadoutGroup(
      title: "App screen",
      items: [
        item(.screenCalls, "screen calls", "", "the screen's calls from inside callbacks, this frame"),
        item(.deferredWork, "deferred work", "", "work run after the bar's pass, since the start"),
        item(.foldedEchoes, "folded echoes", "", "reports of the bar's own writes, since the start"),
      ]),
    ReadoutGroup(
      title: "Checks",
      items: [
        item(.rest, "at rest", "", "1 when nothing moves"),
        item(.release, "release", "", "1 in the frame the finger lifts"),
        item(.input, "input", "", "1 when the script acts"),
        item(.insetWrites, "inset writes", "", "contentInset.top writes this frame"),
        item(.insetWritesPerEvent, "writes per event", "", "at most 1, echoes included"),
        item(.writesPerPropertyPerEvent, "writes per property", "", "per event, at most 1, echoes included"),
        item(.externalInsetWrite, "outside inset write", "", "1 when other code wrote contentInset"),
        item(.eventOverflow, "event overflow", "", "events dropped by a feedback loop"),
        item(.time, "time", "s", "simulated, 120 Hz"),
        item(.frame, "frame", "", ""),
      ]),
  ]

  private static func item(_ column: TraceColumn, _ label: String, _ unit: String, _ note: String) -> Item {
    Item(column: column.name, label: label, unit: unit, note: note)
  }

  /// The group as a JavaScript object `{title, items}`, its items as ``javaScript(_:)`` writes them.
  var javaScript: String {
    "{title:\(JSONText.string(title)),items:["
      + items.map { Self.javaScript($0) }.joined(separator: ",") + "]}"
  }

  /// An item as a JavaScript array `[column, label, unit, note]`.
  static func javaScript(_ item: Item) -> String {
    "[\(JSONText.string(item.column)),\(JSONText.string(item.label)),\(JSONText.string(item.unit)),\(JSONText.string(item.note))]"
  }
}
