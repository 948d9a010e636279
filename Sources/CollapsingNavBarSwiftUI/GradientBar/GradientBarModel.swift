#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  /// Holds the gradient bar's appearance for the observed collapse distance, so that only the
  /// views that change with it (the background, the title, the items) redraw on a scroll step.
  ///
  /// The core's ``GradientBarState`` decides; the model publishes its appearance.
  @available(iOS 14.0, *)
  @MainActor
  final class GradientBarModel: ObservableObject {
    /// The appearance now.
    @Published private(set) var appearance: BarAppearance
    private var state: GradientBarState

    /// A bar at rest.
    ///
    /// - Parameter style: The colours and status-bar styles at both ends.
    init(style: GradientBarStyle) {
      state = GradientBarState(style: style)
      appearance = state.appearance
    }

    /// The status-bar style with hysteresis.
    var statusBarStyle: StatusBarStyle { state.statusBarStyle }

    /// Takes a new collapse distance.
    ///
    /// - Parameters:
    ///   - distance: The collapse distance.
    ///   - threshold: The distance at which the bar is opaque.
    ///   - style: The colours and status-bar styles at both ends.
    /// - Returns: Whether the appearance or the status-bar style changed.
    @discardableResult
    func update(distance: Double, threshold: Double, style: GradientBarStyle) -> Bool {
      let changed = state.update(distance: distance, threshold: threshold, style: style)
      if state.appearance != appearance { appearance = state.appearance }
      return changed
    }
  }
#endif
