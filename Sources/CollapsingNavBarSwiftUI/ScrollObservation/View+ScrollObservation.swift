#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  @available(iOS 14.0, *)
  @MainActor
  extension View {
    /// Reports the collapse distance and the drag of the `ScrollView` or `List` this modifier is
    /// applied to.
    ///
    /// Which scroll view, on every iOS version (one rule, ``ScrollViewCandidate/choose(from:for:)``):
    /// the one the modifier is applied to (the backing `UIScrollView` with the container's frame,
    /// or one that covers it, extended into the safe area); applied to a view around scroll views
    /// (`VStack { chipsRow; List }`), the first one inside it that scrolls vertically. Never the
    /// library's own views, a previous screen's or an enclosing one. A probe in the container's
    /// background finds it, observes `contentOffset` with KVO and the drag with a target on its
    /// `panGestureRecognizer`, looks again on every update, when the observed scroll view leaves
    /// its window (an `.id` reset, a branch switched) and, while it has found nothing, every
    /// second at most (an empty state swapped for a `List`), and lets go when the container leaves
    /// the screen. iOS 18's `onScrollGeometryChange` and `onScrollPhaseChange` are not used here:
    /// Apple documents the latter as acting on "the first scroll view in the hierarchy", which
    /// would be the chips row above.
    ///
    /// Either way the scroll view is only observed: its delegate is never replaced and nothing
    /// is written to it. Events never arrive inside a SwiftUI view update, so the action may set
    /// state.
    ///
    /// ```swift
    /// struct Item: Identifiable { let id: Int; let name: String }
    ///
    /// struct Items: View {
    ///   let items: [Item]
    ///   @State private var distance = 0.0
    ///   var body: some View {
    ///     List(items) { Text($0.name) }
    ///       .onScrollObservation { event in
    ///         if let c = event.collapseDistance { distance = c }
    ///       }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameter action: Called on the main actor with each ``ScrollObservationEvent``: the
    ///   collapse distance `contentOffset.y + contentInset.top` (0 at rest at the top, negative
    ///   when pulled), the start of a drag, and its end with the velocity in points per
    ///   millisecond, positive toward the end (UIKit's unit in `scrollViewWillEndDragging`; in points
    ///   per second, as gestures report it: ``ScrollObservationEvent/releaseVelocityPointsPerSecond``).
    /// - Returns: The container, observed.
    public func onScrollObservation(perform action: @escaping @MainActor (ScrollObservationEvent) -> Void) -> some View
    {
      modifier(ScrollObservationModifier(onEvent: action))
    }
  }

  /// Observes the container's scroll view through a probe, on every version.
  @available(iOS 14.0, *)
  @MainActor
  struct ScrollObservationModifier: ViewModifier {
    /// The sticky header to snap where SwiftUI's scroll target behavior does not (a `List`, or
    /// before iOS 17); `nil` for no snapping.
    var snapGeometry: StickyHeaderGeometry? = nil
    var onEvent: @MainActor (ScrollObservationEvent) -> Void

    func body(content: Content) -> some View {
      content.background(ScrollProbe(placement: .beside, snapGeometry: snapGeometry, onEvent: onEvent))
    }
  }
#endif
