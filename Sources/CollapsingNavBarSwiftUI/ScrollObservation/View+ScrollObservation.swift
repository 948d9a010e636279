#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  @available(iOS 14.0, *)
  @MainActor
  extension View {
    /// Reports the collapse distance and the drag of the `ScrollView` or `List` this modifier is
    /// applied to.
    ///
    /// One stream, three implementations:
    /// - iOS 18 and later: `onScrollGeometryChange` and `onScrollPhaseChange`;
    /// - iOS 14–17: a zero-size probe in the container's background finds the backing
    ///   `UIScrollView` once it is in a window, observes `contentOffset` with KVO and the drag with
    ///   a target on its `panGestureRecognizer`. Its delegate is never replaced, and the
    ///   observation ends when the container leaves the screen.
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
    var snapTarget: ((_ collapseDistance: Double, _ velocity: Double) -> Double?)? = nil
    var onEvent: @MainActor (ScrollObservationEvent) -> Void

    func body(content: Content) -> some View {
      if #available(iOS 18.0, *) {
        content.modifier(ScrollGeometryObservation(onEvent: onEvent))
      } else {
        content.background(
          ScrollProbe(placement: .beside, snapTarget: snapTarget, onEvent: onEvent)
            .frame(width: 0, height: 0)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .accessibilityHidden(true)
        )
      }
    }
  }
#endif
