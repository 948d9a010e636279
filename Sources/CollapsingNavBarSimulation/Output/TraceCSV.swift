/// `trace.csv`: one row per frame, every column of the trace, numbers with fixed decimals
/// (times 4, lengths and alphas 3, counters and flags none) and the phase by name.
public enum TraceCSV {
  /// Renders a trace.
  ///
  /// - Parameter trace: The trace.
  /// - Returns: The CSV text, a header line then one line per frame.
  public static func render(_ trace: SimulationTrace) -> String {
    var text = trace.columnNames.joined(separator: ",") + "\n"
    text.reserveCapacity(trace.frameCount * trace.columnCount * 8)
    let fixed = TraceColumn.allCases
    for frame in 0..<trace.frameCount {
      for column in 0..<trace.columnCount {
        if column > 0 { text += "," }
        let value = trace.value(column: column, frame: frame)
        if column == TraceColumn.phase.rawValue {
          text += trace.phase(frame: frame).name
        } else {
          let decimals = column < fixed.count ? fixed[column].decimals : 3
          FixedDecimal.append(value, decimals: decimals, trim: false, to: &text)
        }
      }
      text += "\n"
    }
    return text
  }
}
