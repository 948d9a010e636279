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

  /// The `minY` a `ScrollTarget`'s rect has when the content rests at its top, worked out from
  /// the gesture's original target and the collapse distance observed when the gesture began.
  ///
  /// SwiftUI does not document the origin of `ScrollTarget.rect` (whether insets and margins
  /// shift it), so the package does not assume `minY == 0` at rest: the original target's `minY`
  /// minus the collapse distance at that moment is where the rect's `minY` sits at rest, in
  /// whatever coordinates SwiftUI uses.
  ///
  /// - Parameters:
  ///   - originalTargetMinY: `context.originalTarget.rect.minY`.
  ///   - collapseDistanceAtStart: The observed collapse distance when the gesture began.
  /// - Returns: The resting `minY`; `originalTargetMinY` alone when either value is not finite.
  public static func restingTargetMinY(originalTargetMinY: Double, collapseDistanceAtStart: Double) -> Double {
    let resting = originalTargetMinY - collapseDistanceAtStart
    return resting.isFinite ? resting : originalTargetMinY.finiteOrZero
  }

  /// The `minY` to give a `ScrollTarget`'s rect so that the scroll ends in a whole state, or
  /// `nil` to leave it.
  ///
  /// - Parameters:
  ///   - targetMinY: The projected target's `minY`.
  ///   - restingMinY: ``restingTargetMinY(originalTargetMinY:collapseDistanceAtStart:)``.
  ///   - geometry: The header's geometry.
  /// - Returns: `restingMinY` plus the whole state's collapse distance, when the projected end
  ///   falls strictly inside the collapse range.
  public static func adjustedTargetMinY(targetMinY: Double, restingMinY: Double, geometry: StickyHeaderGeometry)
    -> Double?
  {
    guard targetMinY.isFinite, restingMinY.isFinite else { return nil }
    guard let target = decide(projectedOffset: targetMinY - restingMinY, geometry: geometry).targetOffset else {
      return nil
    }
    return restingMinY + target
  }
}
