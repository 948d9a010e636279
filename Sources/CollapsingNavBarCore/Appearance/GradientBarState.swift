/// A gradient bar that follows an observed collapse distance: its ``BarAppearance`` and its
/// status-bar style with hysteresis (``StatusBarStyleTracker``), kept across scroll steps.
///
/// A new style keeps the status bar where the bar is: the tracker starts again from the current
/// progress, as ``StatusBarStyleTracker/init(style:progress:)`` seeds it, so restyling a bar that
/// rests near the middle does not flip its status bar.
///
/// ```swift
/// var bar = GradientBarState(style: .overHeroImage)
/// bar.update(distance: 120, threshold: 200, style: .overHeroImage)
/// print(bar.appearance.progress, bar.statusBarStyle)  // 0.6 darkContent
/// ```
public struct GradientBarState: Hashable, Sendable {
  /// The colours and status-bar styles at both ends.
  public private(set) var style: GradientBarStyle
  /// The appearance for the last distance.
  public private(set) var appearance: BarAppearance
  /// The status-bar style with hysteresis.
  public private(set) var tracker: StatusBarStyleTracker

  /// A bar at rest (transparent).
  ///
  /// - Parameter style: The colours and status-bar styles at both ends.
  public init(style: GradientBarStyle) {
    self.style = style
    tracker = StatusBarStyleTracker(style: style)
    appearance = BarAppearance.gradient(offset: 0, threshold: 1, style: style)
  }

  /// The status-bar style showing now.
  public var statusBarStyle: StatusBarStyle { tracker.style }

  /// Takes a new collapse distance.
  ///
  /// - Parameters:
  ///   - distance: The collapse distance.
  ///   - threshold: The distance at which the bar is opaque.
  ///   - style: The colours and status-bar styles at both ends.
  /// - Returns: Whether what the bar shows changed: its appearance or its status-bar style (past
  ///   the threshold, scrolling on changes nothing, so a listener hears nothing).
  @discardableResult
  public mutating func update(distance: Double, threshold: Double, style: GradientBarStyle) -> Bool {
    let before = (appearance, statusBarStyle)
    if style != self.style {
      self.style = style
      tracker = StatusBarStyleTracker(style: style, progress: appearance.progress)
    }
    appearance = BarAppearance.gradient(offset: distance, threshold: threshold, style: style)
    _ = tracker.update(progress: appearance.progress)
    return before != (appearance, statusBarStyle)
  }
}
