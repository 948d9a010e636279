/// Where the bar shows a refresh control's activity indicator.
///
/// It is centred in the room the refresh opens above the content's top, clipped to the gap
/// between the bar and the content so it never draws over the bar. The device and the
/// simulator's drawing both place it with this.
public struct RefreshIndicatorPlacement: Hashable, Sendable {
  /// The top of the clip (the bar's bottom), in the bar's coordinates.
  public var clipY: Double
  /// The height of the clip: the gap between the bar and the content (0: hidden).
  public var clipHeight: Double
  /// The indicator's centre, in the bar's coordinates.
  public var centerY: Double

  /// Places the indicator.
  ///
  /// - Parameters:
  ///   - barHeight: The bar's height (its bottom edge).
  ///   - contentTop: The content's top edge, in the bar's coordinates.
  ///   - refreshHeight: The room the refresh opens above the content.
  public init(barHeight: Double, contentTop: Double, refreshHeight: Double) {
    clipY = barHeight.finiteOrZero
    clipHeight = max(0, (contentTop - barHeight).finiteOrZero)
    centerY = Self.centerY(contentTop: contentTop, refreshHeight: refreshHeight)
  }

  /// Whether the clip shows anything.
  public var isVisible: Bool { clipHeight > 0 }

  /// The indicator's centre inside the clip.
  public var centerYInClip: Double { centerY - clipY }

  /// The indicator's centre: half the refresh's room above the content's top.
  ///
  /// - Parameters:
  ///   - contentTop: The content's top edge.
  ///   - refreshHeight: The room the refresh opens above the content.
  /// - Returns: The centre's y.
  public static func centerY(contentTop: Double, refreshHeight: Double) -> Double {
    (contentTop - refreshHeight / 2).finiteOrZero
  }
}
