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
///
/// Under the glass look the clip rounds the shrinking field to a capsule
/// (``BarLook/searchFieldCornerRadius(height:)``) and, at the field's own height, leaves the
/// system's field its own shape.
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
  ///   - look: The bar's look (``BarMetrics/look``): the shape the clip gives a shrinking field.
  public init(
    field: SearchFieldLayout?, barX: Double, barWidth: Double, barHeight: Double, textField: Frame,
    look: BarLook = .classic
  ) {
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
      // Under the glass look, at the text field's own height the clip cuts nothing of the
      // system's field, whatever its shape; shorter, the field is a capsule of the clip's height.
      let systemsOwn = look == .glass && field.height >= textField.height
      cornerRadius = systemsOwn ? 0 : look.searchFieldCornerRadius(height: field.height)
      searchBar = Frame(
        x: -textField.x, y: field.height / 2 - (textField.y + textField.height / 2), width: barWidth, height: barHeight)
    }
  }
}

extension BarLook {
  /// The corner radius of the search field the bar shows at `height`, as the system draws the
  /// field under this look: a rounded rectangle of at most 10 pt (``SearchFieldClip/maximumCornerRadius``)
  /// under ``classic``, a capsule under ``glass``.
  ///
  /// The capsule is a model, to be measured on a device: Apple documents no shape for the iOS 26
  /// search field; Liquid Glass "by default … is in a capsule shape" (WWDC25 session 284, "Build
  /// a UIKit app with the new design"), and the system's glass controls in bars are capsules.
  /// The UIKit bar leaves the system's field its own shape at rest (``SearchFieldClip``), so the
  /// model only shapes the field while it shrinks.
  ///
  /// ```swift
  /// BarLook.classic.searchFieldCornerRadius(height: 36)  // 10
  /// BarLook.glass.searchFieldCornerRadius(height: 36)    // 18
  /// ```
  ///
  /// - Parameter height: The field's height (negative counts as 0).
  /// - Returns: The radius, at most half the height.
  public func searchFieldCornerRadius(height: Double) -> Double {
    let half = height.isFinite ? max(0, height) / 2 : 0
    switch self {
    case .classic: return min(SearchFieldClip.maximumCornerRadius, half)
    case .glass: return half
    }
  }
}
