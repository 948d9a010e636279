#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  /// Snaps a sticky header open or closed on iOS 17 and later by moving the scroll's target.
  ///
  /// SwiftUI hands over the target it has already projected from the release velocity; its
  /// `rect.minY` is in the content's coordinates with 0 at the content's resting top, which is
  /// the collapse distance. The core decides (``StickyHeaderSnap/decide(projectedOffset:geometry:)``)
  /// and the target moves to the whole state it names.
  @available(iOS 17.0, *)
  public struct StickyHeaderScrollTargetBehavior: ScrollTargetBehavior {
    /// The header's geometry.
    public var geometry: StickyHeaderGeometry

    /// Creates the behavior.
    ///
    /// - Parameter geometry: The header's geometry.
    public init(geometry: StickyHeaderGeometry) {
      self.geometry = geometry
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      let projected = Double(target.rect.minY)
      if let snapped = StickyHeaderSnap.decide(projectedOffset: projected, geometry: geometry).targetOffset {
        target.rect.origin.y = CGFloat(snapped)
      }
    }
  }
#endif
