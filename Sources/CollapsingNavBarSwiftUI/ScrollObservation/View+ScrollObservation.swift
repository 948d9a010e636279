#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  @available(iOS 14.0, *)
  @MainActor
  extension View {
    /// Reports the collapse distance and the drag of the `ScrollView` or `List` this modifier is
    /// applied to.
    ///
    /// One stream, two implementations:
    /// - iOS 18 and later: `onScrollGeometryChange` and `onScrollPhaseChange`;
    /// - iOS 14–17: a probe in the container's background finds the backing `UIScrollView` (the
    ///   one with the container's frame inside the screen's hosting view, never the library's own
    ///   views, a previous screen's or an enclosing one), observes `contentOffset` with KVO and the
    ///   drag with a target on its `panGestureRecognizer`, re-checks on every update and lets go
    ///   when the container leaves the screen.
    ///
    /// Either way the scroll view is only observed: its delegate is never replaced and nothing
    /// is written to it. Events never arrive inside a SwiftUI view update, so the action may set
    /// state.
    ///
    /// ```swift
    /// List(items) { Text($0.name) }
    ///   .onScrollObservation { event in
    ///     if let c = event.collapseDistance { distance = c }
    ///   }
    /// ```
    ///
    /// - Parameter action: Called on the main actor with each ``ScrollObservationEvent``: the
    ///   collapse distance `contentOffset.y + contentInset.top` (0 at rest at the top, negative
    ///   when pulled), the start of a drag, and its end with the velocity in points per
    ///   millisecond, positive toward the end.
    /// - Returns: The container, observed.
    public func onScrollObservation(perform action: @escaping @MainActor (ScrollObservationEvent) -> Void) -> some View
    {
      modifier(ScrollObservationModifier(onEvent: action))
    }
  }

  /// Picks the observation path for the system version.
  @available(iOS 14.0, *)
  @MainActor
  struct ScrollObservationModifier: ViewModifier {
    /// The sticky header to snap where SwiftUI's scroll target behavior does not (a `List`, or
    /// before iOS 17); `nil` for no snapping.
    var snapGeometry: StickyHeaderGeometry? = nil
    var onEvent: @MainActor (ScrollObservationEvent) -> Void

    func body(content: Content) -> some View {
      if #available(iOS 18.0, *) {
        // SwiftUI reports the geometry; the probe is there only to settle a List's header.
        content
          .modifier(ScrollGeometryObservation(onEvent: onEvent))
          .background(
            Group {
              if let snapGeometry {
                ScrollProbe(placement: .beside, snapGeometry: snapGeometry, onEvent: { _ in })
              }
            }
          )
      } else {
        content.background(ScrollProbe(placement: .beside, snapGeometry: snapGeometry, onEvent: onEvent))
      }
    }
  }
#endif
