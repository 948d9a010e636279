#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  @available(iOS 18.0, *)
  extension ScrollPhaseKind {
    /// The core's mirror of a SwiftUI scroll phase.
    ///
    /// - Parameter phase: SwiftUI's phase.
    init(_ phase: ScrollPhase) {
      // Comparisons rather than a switch: a future phase maps to `.idle` without a warning either
      // way `ScrollPhase` is declared.
      if phase == .interacting {
        self = .interacting
      } else if phase == .decelerating {
        self = .decelerating
      } else if phase == .tracking {
        self = .tracking
      } else if phase == .animating {
        self = .animating
      } else {
        self = .idle
      }
    }
  }
#endif
