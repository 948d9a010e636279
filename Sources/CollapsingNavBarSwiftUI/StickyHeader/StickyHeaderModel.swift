#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  /// Holds the observed collapse distance so that only the header redraws on every scroll step;
  /// the scrolling content does not depend on it.
  @available(iOS 14.0, *)
  @MainActor
  final class StickyHeaderModel: ObservableObject {
    /// The collapse distance: 0 at rest, negative when pulled down.
    @Published private(set) var collapseDistance = 0.0

    /// Takes the distance from an observation event; other events change nothing.
    ///
    /// - Parameter event: The observed event.
    func receive(_ event: ScrollObservationEvent) {
      if let c = event.collapseDistance, c != collapseDistance { collapseDistance = c }
    }
  }
#endif
