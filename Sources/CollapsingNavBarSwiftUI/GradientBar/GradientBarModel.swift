#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  /// Holds the gradient bar's appearance for the observed collapse distance, so that only the
  /// views that change with it (the background, the title, the items) redraw on a scroll step.
  @available(iOS 14.0, *)
  @MainActor
  final class GradientBarModel: ObservableObject {
    /// The appearance now.
    @Published private(set) var appearance: BarAppearance
    /// The status-bar style with hysteresis.
    private(set) var statusBarStyle: StatusBarStyle
    private var tracker: StatusBarStyleTracker
    private var style: GradientBarStyle

    /// A bar at rest.
    ///
    /// - Parameter style: The colours and status-bar styles at both ends.
    init(style: GradientBarStyle) {
      self.style = style
      tracker = StatusBarStyleTracker(style: style)
      statusBarStyle = tracker.style
      appearance = BarAppearance.gradient(offset: 0, threshold: 1, style: style)
    }

    /// Takes a new collapse distance.
    ///
    /// - Parameters:
    ///   - distance: The collapse distance.
    ///   - threshold: The distance at which the bar is opaque.
    ///   - style: The colours and status-bar styles at both ends.
    func update(distance: Double, threshold: Double, style: GradientBarStyle) {
      if style != self.style {
        self.style = style
        tracker = StatusBarStyleTracker(style: style)
      }
      let next = BarAppearance.gradient(offset: distance, threshold: threshold, style: style)
      statusBarStyle = tracker.update(progress: next.progress)
      if next != appearance { appearance = next }
    }
  }
#endif
