extension StickyHeaderSettle {
  /// The settle the package plays when the finger lifts off a sticky header's container, or
  /// `nil` when it plays none.
  ///
  /// It plays one only where the snap path is the package's settle (``StickyHeaderSnapPath``: a
  /// `List`, or a `ScrollView` before iOS 17) and the release ends inside the collapse range
  /// (``StickyHeaderSnap/decide(offset:velocity:geometry:rate:)``); elsewhere SwiftUI's scroll
  /// target behavior snaps, or the header is already whole where the content stops.
  ///
  /// ```swift
  /// let geometry = StickyHeaderGeometry(viewportHeight: 800, safeAreaTop: 47)
  /// let settle = StickyHeaderSettle.afterRelease(
  ///   collapseDistance: 20, velocity: 0, snapGeometry: geometry, kind: .collectionView,
  ///   targetBehaviorAvailable: true)
  /// print(settle?.target as Any)  // Optional(0.0): back open
  /// ```
  ///
  /// - Parameters:
  ///   - collapseDistance: The collapse distance when the finger lifts.
  ///   - velocity: The release velocity in pt/ms, positive toward the end.
  ///   - snapGeometry: The header's geometry, or `nil` when the header does not snap.
  ///   - kind: The kind of scroll view behind the container.
  ///   - targetBehaviorAvailable: Whether the system has `ScrollTargetBehavior` (iOS 17).
  ///   - rate: The scroll view's deceleration rate.
  ///   - reduceMotion: Whether Reduce Motion is on (a shorter settle).
  /// - Returns: The settle from the release to the whole state, or `nil`.
  public static func afterRelease(
    collapseDistance: Double, velocity: Double, snapGeometry: StickyHeaderGeometry?, kind: ScrollViewCandidate.Kind,
    targetBehaviorAvailable: Bool, rate: DecelerationRate = .normal, reduceMotion: Bool = false
  ) -> StickyHeaderSettle? {
    let path = StickyHeaderSnapPath.path(
      for: kind, snaps: snapGeometry != nil, targetBehaviorAvailable: targetBehaviorAvailable)
    guard path == .settle, let geometry = snapGeometry,
      let target = StickyHeaderSnap.decide(offset: collapseDistance, velocity: velocity, geometry: geometry, rate: rate)
        .targetOffset
    else { return nil }
    return StickyHeaderSettle(from: collapseDistance, to: target, velocity: velocity, reduceMotion: reduceMotion)
  }
}
