#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  /// The iOS 18 observation path: SwiftUI's own scroll geometry and phase, no UIKit.
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
        .onScrollPhaseChange { old, new, context in
          switch ScrollPhaseKind.dragTransition(from: ScrollPhaseKind(old), to: ScrollPhaseKind(new)) {
          case .began:
            onEvent(.dragBegan)
          case .ended:
            let perSecond = context.velocity.map { Double($0.dy) } ?? 0
            onEvent(.dragEnded(velocity: ScrollObservationMath.scrollVelocity(contentPointsPerSecond: perSecond)))
          case nil:
            break
          }
        }
    }
  }
#endif
