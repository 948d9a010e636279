/// What kind of scroll view a simulated container is, as far as its vertical axis differs:
/// `UITableView` sets `alwaysBounceVertical` by default, `UICollectionView` and a plain
/// `UIScrollView` do not.
///
/// Evidence: UIScrollView.h documents `alwaysBounceVertical` ("if YES and bounces is YES, even if
/// content is smaller than bounds, allow drag vertically", default NO); `UITableView` turns it on
/// (a table shorter than the screen still bounces), `UICollectionView` leaves it off (a short
/// collection view neither drags nor pulls to refresh unless the app turns it on).
public enum ContainerKind: String, Hashable, Sendable, CaseIterable {
  /// `UITableView`: `alwaysBounceVertical` on.
  case table
  /// `UICollectionView`: `alwaysBounceVertical` off.
  case collection
  /// A plain `UIScrollView`: `alwaysBounceVertical` off.
  case plain

  /// The kind's default `alwaysBounceVertical`.
  public var alwaysBouncesVertically: Bool { self == .table }
}
