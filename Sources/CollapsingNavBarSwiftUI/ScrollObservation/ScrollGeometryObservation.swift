#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import QuartzCore
  import SwiftUI

  /// The iOS 18 observation path: SwiftUI's own scroll geometry and phase, no UIKit.
  ///
  /// The release velocity comes from `ScrollPhaseChangeContext.velocity`, whose unit Apple does
  /// not document; ``ScrollObservationMath/scrollVelocity(phaseChangeVelocityDY:estimate:)``
  /// converts it, checked against the velocity measured from the last two geometry changes.
  @available(iOS 18.0, *)
  @MainActor
  struct ScrollGeometryObservation: ViewModifier {
    var onEvent: @MainActor (ScrollObservationEvent) -> Void

    /// The last two observed collapse distances with their times, for the measured velocity.
    @StateObject private var held = HeldObject(VelocitySamples())
    private var samples: VelocitySamples { held.value }

    func body(content: Content) -> some View {
      content
        .onScrollGeometryChange(
          for: Double.self,
          of: { geometry in
            ScrollObservationMath.collapseDistance(
              contentOffsetY: Double(geometry.contentOffset.y), contentInsetTop: Double(geometry.contentInsets.top))
          },
          action: { _, distance in
            samples.record(distance, at: CACurrentMediaTime())
            onEvent(.collapseDistanceChanged(distance))
          }
        )
        .onScrollPhaseChange { old, new, context in
          switch ScrollPhaseKind.dragTransition(from: ScrollPhaseKind(old), to: ScrollPhaseKind(new)) {
          case .began:
            onEvent(.dragBegan)
          case .ended:
            let velocity = ScrollObservationMath.scrollVelocity(
              phaseChangeVelocityDY: context.velocity.map { Double($0.dy) }, estimate: samples.estimate)
            onEvent(.dragEnded(velocity: velocity))
          case nil:
            break
          }
        }
    }
  }

  /// The core's ``ObservedDistanceSamples``, kept by reference so that recording one re-renders
  /// nothing.
  @MainActor
  final class VelocitySamples {
    private var samples = ObservedDistanceSamples()

    /// Records a distance.
    func record(_ distance: Double, at time: Double) { samples.record(distance, at: time) }

    /// The measured velocity in pt/ms, if the samples allow one.
    var estimate: Double? { samples.estimate }
  }
#endif
