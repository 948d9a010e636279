/// Where the search row shows its search bar: a clip the size of the core's field (the bar's
/// text field, rounded, shrinking with the collapse), or, while search is active, the whole search
/// bar with its Cancel button, centred on the field.
///
/// ```swift
/// // The field of `layout.searchField` at rest (y 8, 36 pt tall), in a 374 × 56 search bar at x 8
/// // whose text field is at (8, 10), 358 × 36:
/// let layout = try NavBarController(configuration: .systemWithSearch, environment: .phone).layout
/// let clip = SearchFieldClip(
///   field: layout.searchField, barX: 8, barWidth: 374, barHeight: 56,
///   textField: .init(x: 8, y: 10, width: 358, height: 36))
/// clip.clip          // x 16, y 8, 358 × 36
/// clip.cornerRadius  // 10
/// ```
public struct SearchFieldClip: Hashable, Sendable {
  /// A rectangle in points.
  public struct Frame: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// The clip, in the search row.
  public var clip: Frame
  /// The clip's corner radius.
  public var cornerRadius: Double
  /// The search bar, in the clip.
  public var searchBar: Frame

  /// The largest corner radius of the clipped field (UIKit's search field's).
  public static let maximumCornerRadius = 10.0
  /// The text field's place in a search bar whose field cannot be read: 8 pt margins, 36 pt tall.
  ///
  /// - Parameters:
  ///   - barWidth: The search bar's width.
  ///   - barHeight: The search bar's height.
  /// - Returns: The field's frame in the search bar.
  public static func fallbackTextField(barWidth: Double, barHeight: Double) -> Frame {
    Frame(x: 8, y: (barHeight - 36) / 2, width: max(0, barWidth - 16), height: 36)
  }

  /// Where the clip and the search bar go.
  ///
  /// - Parameters:
  ///   - field: The core's field (`nil`: no field laid out, the whole bar shows).
  ///   - barX: The search bar's left edge in the row.
  ///   - barWidth: The search bar's width.
  ///   - barHeight: The search bar's own height.
  ///   - textField: The text field's frame in the search bar at that size.
  public init(field: SearchFieldLayout?, barX: Double, barWidth: Double, barHeight: Double, textField: Frame) {
    let whole = Frame(x: 0, y: 0, width: barWidth, height: barHeight)
    guard let field else {
      clip = Frame(x: barX, y: 0, width: barWidth, height: barHeight)
      cornerRadius = 0
      searchBar = whole
      return
    }
    if field.isActive {
      // The whole search bar, Cancel button included, centred on the field.
      clip = Frame(x: barX, y: field.y + (field.height - barHeight) / 2, width: barWidth, height: barHeight)
      cornerRadius = 0
      searchBar = whole
    } else {
      // Only the text field, clipped to the field's height around its middle.
      clip = Frame(x: barX + textField.x, y: field.y, width: textField.width, height: field.height)
      cornerRadius = min(Self.maximumCornerRadius, max(0, field.height) / 2)
      searchBar = Frame(
        x: -textField.x, y: field.height / 2 - (textField.y + textField.height / 2), width: barWidth, height: barHeight)
    }
  }
}
