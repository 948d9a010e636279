#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import SwiftUI

  /// Snaps a sticky header open or closed on iOS 17 and later by moving the scroll's target, in a
  /// `ScrollView` (Apple documents scroll target behaviors for scroll views; a `List` snaps with
  /// the package's settle instead, see ``StickyHeaderSnapPath``).
  ///
  /// SwiftUI does not document the origin of `ScrollTarget.rect`, so the behavior does not
  /// assume `minY == 0` at rest: it calibrates the resting `minY` from the gesture's original
  /// target and the collapse distance observed when the drag began
  /// (``StickyHeaderSnap/restingTargetMinY(originalTargetMinY:collapseDistanceAtStart:)``). A call
  /// with no drag to calibrate from (SwiftUI also asks when the container is resized) leaves the
  /// target as SwiftUI computed it; the header's geometry follows the new size on the next
  /// update. Switching snapping off keeps the modifier in place (``isEnabled``), so the scroll
  /// view is never recreated.
  @available(iOS 17.0, *)
  struct StickyHeaderTargetBehavior: ScrollTargetBehavior {
    /// The header's geometry.
    var geometry: StickyHeaderGeometry
    /// Whether the header snaps.
    var isEnabled: Bool
    /// Where the drag began.
    var model: StickyHeaderModel

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      guard isEnabled else { return }
      let projected = Double(target.rect.minY)
      let original = Double(context.originalTarget.rect.minY)
      let geometry = self.geometry
      let model = self.model
      // (SwiftUI asks on the main thread; an ask from another is dropped.)
      let adjusted: Double? =
        onMainThread(.dropped) { () -> Double? in
          guard let start = model.takeDistanceAtDragStart() else { return nil }
          let resting = StickyHeaderSnap.restingTargetMinY(originalTargetMinY: original, collapseDistanceAtStart: start)
          return StickyHeaderSnap.adjustedTargetMinY(targetMinY: projected, restingMinY: resting, geometry: geometry)
        } ?? nil
      if let adjusted { target.rect.origin.y = CGFloat(adjusted) }
    }
  }

  /// Installs ``StickyHeaderTargetBehavior`` on iOS 17 and later, enabled or not, so that
  /// switching snapping never swaps the branch the container is in.
  @available(iOS 14.0, *)
  @MainActor
  struct StickyHeaderTargetBehaviorModifier: ViewModifier {
    var geometry: StickyHeaderGeometry
    var isEnabled: Bool
    var model: StickyHeaderModel

    func body(content: Content) -> some View {
      if #available(iOS 17.0, *) {
        content.scrollTargetBehavior(StickyHeaderTargetBehavior(geometry: geometry, isEnabled: isEnabled, model: model))
      } else {
        content
      }
    }
  }
#endif
