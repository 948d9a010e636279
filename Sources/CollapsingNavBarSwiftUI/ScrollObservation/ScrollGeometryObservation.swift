#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  /// The iOS 18 observation path: SwiftUI's own scroll geometry and phase, no UIKit.
  ///
  /// It reports the collapse distance and when a drag begins, and nothing at the release: the
  /// one user of this path, the sticky header, snaps through SwiftUI's scroll target, which
  /// projects the release itself (``StickyHeaderScrollTargetBehavior``). So no decision reads a release
  /// velocity here, and `ScrollPhaseChangeContext.velocity`, whose unit Apple does not document,
  /// is not read.
  @available(iOS 18.0, *)
  @MainActor
  struct ScrollGeometryObservation: ViewModifier {
    var onEvent: @MainActor (ScrollObservationEvent) -> Void

    func body(content: Content) -> some View {
      content
        .onScrollGeometryChange(
          for: Double.self,
          of: { geometry in
            ScrollObservationMath.collapseDistance(
              contentOffsetY: Double(geometry.contentOffset.y), contentInsetTop: Double(geometry.contentInsets.top))
          },
          action: { _, distance in onEvent(.collapseDistanceChanged(distance)) }
        )
        .onScrollPhaseChange { old, new in
          if case .began? = ScrollPhaseKind.dragTransition(from: ScrollPhaseKind(old), to: ScrollPhaseKind(new)) {
            onEvent(.dragBegan)
          }
        }
    }
  }
#endif
