#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  /// Installs ``StickyHeaderScrollTargetBehavior`` on iOS 17 and later; earlier systems snap
  /// through the observed `UIScrollView` instead (see ``StickyHeaderSnapping/releaseTarget(geometry:enabled:)``).
  @available(iOS 14.0, *)
  @MainActor
  struct StickyHeaderSnapping: ViewModifier {
    var geometry: StickyHeaderGeometry
    var isEnabled: Bool

    func body(content: Content) -> some View {
      if #available(iOS 17.0, *) {
        if isEnabled {
          content.scrollTargetBehavior(StickyHeaderScrollTargetBehavior(geometry: geometry))
        } else {
          content
        }
      } else {
        content
      }
    }

    /// The decision the UIKit path applies at the finger's release (iOS 14–16), or `nil` where
    /// the scroll target behavior snaps or snapping is off.
    ///
    /// - Parameters:
    ///   - geometry: The header's geometry.
    ///   - enabled: Whether the header snaps.
    /// - Returns: A function from the release distance and velocity (pt/ms) to the distance to
    ///   animate to.
    static func releaseTarget(geometry: StickyHeaderGeometry, enabled: Bool) -> ((Double, Double) -> Double?)? {
      if #available(iOS 17.0, *) { return nil }
      guard enabled else { return nil }
      return { distance, velocity in
        StickyHeaderSnap.decide(offset: distance, velocity: velocity, geometry: geometry).targetOffset
      }
    }
  }
#endif
