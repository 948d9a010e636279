/// Where the large title's label sits in its row: on the row's bottom, above a margin that grows
/// with Dynamic Type, as the system's large title does; a row shorter than the label (collapsing)
/// keeps the label's bottom part, clipped from the top.
///
/// ```swift
/// LargeTitleBaseline(rowHeight: 52, fittingHeight: 40.6, bottomMargin: 8)  // y 3, height 41
/// ```
public struct LargeTitleBaseline: Hashable, Sendable {
  /// The label's top in the row.
  public let y: Double
  /// The label's height.
  public let height: Double

  /// The space under the title at the default text size, in points (scaled by Dynamic Type).
  public static let bottomMargin = 8.0

  /// Places the label.
  ///
  /// - Parameters:
  ///   - rowHeight: The row's height now.
  ///   - fittingHeight: The label's fitting height.
  ///   - bottomMargin: The margin under the title at the current text size.
  public init(rowHeight: Double, fittingHeight: Double, bottomMargin: Double) {
    let row = rowHeight.isFinite ? max(0, rowHeight) : 0
    let fitting = fittingHeight.isFinite ? max(0, fittingHeight) : 0
    let margin = bottomMargin.isFinite ? max(0, bottomMargin) : 0
    height = min(row, fitting.rounded(.up))
    y = max(0, row - margin - height)
  }
}
