/// Where a sticky header should come to rest after the finger lets go, so that it never rests
/// half collapsed.
///
/// ``decide(offset:velocity:geometry:rate:)`` projects where the fling would end
/// (``DecelerationRate/projectedOffset(from:velocity:)``). The header snaps only when that end
/// falls strictly inside the collapse range `(0, maximum − minimum)`: to closed when the end is
/// at least halfway, to open otherwise. Ends outside the range need nothing, since the header is
/// already whole there.
public enum StickyHeaderSnap: Hashable, Sendable {
  /// No snap: let the scroll view end where it would.
  case none
  /// Snap open: end the scroll at `targetOffset` (0).
  case open(targetOffset: Double)
  /// Snap closed: end the scroll at `targetOffset` (the collapse range).
  case closed(targetOffset: Double)

  /// The offset to end the scroll at, or `nil` for ``none``.
  public var targetOffset: Double? {
    switch self {
    case .none: return nil
    case .open(let target), .closed(let target): return target
    }
  }

  /// Decides the snap for a release.
  ///
  /// - Parameters:
  ///   - offset: The scroll offset at release, in points (0 at rest, positive scrolled).
  ///     Non-finite is treated as 0.
  ///   - velocity: The release velocity in points per millisecond, positive toward the end
  ///     (collapsing). Non-finite is treated as 0.
  ///   - geometry: The header's geometry.
  ///   - rate: The scroll view's deceleration rate; ``DecelerationRate/normal`` by default.
  /// - Returns: ``open(targetOffset:)``, ``closed(targetOffset:)`` or ``none``.
  public static func decide(
    offset: Double, velocity: Double, geometry: StickyHeaderGeometry, rate: DecelerationRate = .normal
  ) -> StickyHeaderSnap {
    let range = geometry.collapseRange
    let end = rate.projectedOffset(from: offset, velocity: velocity)
    guard range > 0, end > 0, end < range else { return .none }
    return end >= range / 2 ? .closed(targetOffset: range) : .open(targetOffset: 0)
  }
}
