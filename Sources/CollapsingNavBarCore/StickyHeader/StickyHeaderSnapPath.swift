/// How a sticky header snaps on a given container and system: SwiftUI's scroll target behavior
/// where the container honours it, the package's own settle elsewhere.
///
/// Apple documents `scrollTargetBehavior(_:)` for scroll views (iOS 17); it does not say that a
/// `List` honours it, so a `List` (a `UITableView` or `UICollectionView` underneath) snaps with
/// the package's settle on every version.
public enum StickyHeaderSnapPath: Hashable, Sendable {
  /// No snapping.
  case none
  /// SwiftUI's `ScrollTargetBehavior` moves the fling's target.
  case scrollTargetBehavior
  /// The package moves the content with a ``StickyHeaderSettle`` after the finger lifts.
  case settle

  /// The path for a container.
  ///
  /// - Parameters:
  ///   - kind: The kind of scroll view behind the container.
  ///   - snaps: Whether the header snaps at all.
  ///   - targetBehaviorAvailable: Whether the system has `ScrollTargetBehavior` (iOS 17).
  /// - Returns: ``scrollTargetBehavior`` for a plain scroll view from iOS 17, ``settle`` for a
  ///   list or before iOS 17, ``none`` when the header does not snap or the scroll view edits text.
  public static func path(for kind: ScrollViewCandidate.Kind, snaps: Bool, targetBehaviorAvailable: Bool)
    -> StickyHeaderSnapPath
  {
    guard snaps else { return .none }
    switch kind {
    case .scrollView: return targetBehaviorAvailable ? .scrollTargetBehavior : .settle
    case .tableView, .collectionView: return .settle
    case .textInput: return .none
    }
  }
}
