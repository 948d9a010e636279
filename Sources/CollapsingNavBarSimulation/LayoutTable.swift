import CollapsingNavBarCore

/// A text table of a bar's solved layout at a sweep of collapse distances: every panel's
/// visible height, the title alphas, the bar's height and its progress.
public enum LayoutTable {
  /// The collapse distances of the default sweep: from −120 pt to 40 pt past full collapse.
  ///
  /// - Parameter metrics: The bar's metrics.
  /// - Returns: Distances in 20 pt steps, plus every whole state.
  public static func defaultDistances(for metrics: BarMetrics) -> [Double] {
    var distances = Set<Double>()
    var c = -120.0
    while c <= metrics.collapsibleRange + 40 {
      distances.insert(c)
      c += 20
    }
    distances.formUnion(metrics.wholeStates)
    return distances.sorted()
  }

  /// Renders the table.
  ///
  /// - Parameters:
  ///   - metrics: The bar's metrics.
  ///   - distances: The collapse distances to solve at.
  /// - Returns: The table as text, one line per distance after a header.
  public static func render(_ metrics: BarMetrics, distances: [Double]) -> String {
    let panels = metrics.configuration.panels.filter { $0.kind != .separator }
    var columns =
      ["c", "bar", "progress"] + panels.map { "h.\($0.id)" } + ["a.large", "a.compact", "a.search", "blur"]
    columns = columns.map { $0.count < 8 ? String(repeating: " ", count: 8 - $0.count) + $0 : $0 }
    var lines = [columns.joined(separator: " ")]
    let widths = columns.map(\.count)
    for c in distances {
      let layout = BarLayoutSolver.solve(metrics, .tracking(collapseDistance: c, metrics: metrics))
      var values = [c, layout.height, layout.progress]
      values += panels.map { panel in layout.panel(panel.id)?.height ?? 0 }
      values += [
        layout.largeTitleAlpha, layout.compactTitleAlpha, layout.searchField?.contentAlpha ?? 0,
        layout.background.blurAlpha,
      ]
      let cells = zip(values, widths).map { value, width in pad(format(value), width) }
      lines.append(cells.joined(separator: " "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A number with at most two decimals, trailing zeros dropped.
  static func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return "\(sign)\(whole).\(digits)"
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
