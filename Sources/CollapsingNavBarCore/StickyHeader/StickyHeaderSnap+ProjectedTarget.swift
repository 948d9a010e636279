extension StickyHeaderSnap {
  /// Decides the snap for a scroll whose end the scroll view has already projected, as SwiftUI's
  /// `ScrollTargetBehavior` hands it over: the end itself decides, with no further projection.
  ///
  /// - Parameters:
  ///   - projectedOffset: Where the scroll would end, as a collapse distance (0 at rest).
  ///   - geometry: The header's geometry.
  /// - Returns: ``open(targetOffset:)`` or ``closed(targetOffset:)`` when the end falls strictly
  ///   inside the collapse range, else ``none``.
  public static func decide(projectedOffset: Double, geometry: StickyHeaderGeometry) -> StickyHeaderSnap {
    decide(offset: projectedOffset, velocity: 0, geometry: geometry)
  }
}
