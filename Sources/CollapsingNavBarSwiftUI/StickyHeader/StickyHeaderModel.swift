#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  /// Holds the observed collapse distance so that only the header redraws on every scroll step.
  ///
  /// The views that lay out the screen keep it in `@State` (which does not subscribe them); only
  /// the header's view observes it. It also remembers, without publishing, the distance when
  /// the last drag began, which calibrates SwiftUI's scroll target (``StickyHeaderScrollTargetBehavior``).
  @available(iOS 14.0, *)
  @MainActor
  final class StickyHeaderModel: ObservableObject {
    /// The collapse distance: 0 at rest, negative when pulled down.
    @Published private(set) var collapseDistance = 0.0
    /// The collapse distance when the drag in flight began, until its release is snapped.
    private(set) var distanceAtDragStart: Double?

    /// Takes an observation event.
    ///
    /// - Parameter event: The observed event.
    func receive(_ event: ScrollObservationEvent) {
      switch event {
      case .collapseDistanceChanged(let c):
        if c != collapseDistance { collapseDistance = c }
      case .dragBegan:
        distanceAtDragStart = collapseDistance
      case .dragEnded:
        break
      }
    }

    /// Hands over the distance at the start of the drag whose release is being snapped, once.
    func takeDistanceAtDragStart() -> Double? {
      defer { distanceAtDragStart = nil }
      return distanceAtDragStart
    }
  }
#endif
