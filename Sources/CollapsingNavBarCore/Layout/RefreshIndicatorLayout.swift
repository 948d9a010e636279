/// Where and how the bar draws its own refresh indicator, in the bar's coordinates (y = 0 at the
/// top of the screen): the progress of a pull toward the refresh control's trigger while the
/// content is pulled, and a spinning indicator in the gap above the content while refreshing.
///
/// The bar's adapter hides the native refresh control (UIKit draws it under the bar, where it
/// cannot be seen) and draws this instead; the simulator's page draws it too.
///
/// ```swift
/// let indicator = RefreshIndicatorLayout(controller: controller)
/// spinner.alpha = indicator.alpha                      // the pull's progress, 1 while refreshing
/// clip.frame.origin.y = indicator.clip.y; clip.frame.size.height = indicator.clip.height
/// ```
public struct RefreshIndicatorLayout: Hashable, Sendable {
  /// The pull distance at which the refresh control fires, as far as the progress counts it.
  ///
  /// UIKit does not publish the distance at which `UIRefreshControl` fires; this is the
  /// simulated control's (``defaultTriggerDistance``) unless the adapter is given another.
  public static let defaultTriggerDistance = 60.0

  /// How far the pull is toward the trigger, from 0 (not pulled) to 1 (far enough, or
  /// refreshing).
  public var progress: Double
  /// Whether the refresh control refreshes: the indicator spins.
  public var isRefreshing: Bool
  /// The top of the region the indicator may be seen in (see ``clip``).
  public var clipY: Double
  /// The height of the region the indicator may be seen in; 0: nothing to show.
  public var clipHeight: Double
  /// The indicator's centre.
  public var centerY: Double
  /// The region the indicator may be seen in, clipped so it never draws over the bar's panels or
  /// the content: while refreshing the gap between the bar and the content's top, while pulled
  /// the part of the bar the pull stretched (or the gap, if the bar does not stretch).
  public var clip: (y: Double, height: Double) { (clipY, clipHeight) }
  /// The indicator's alpha: its progress, so it fades in as the pull deepens.
  public var alpha: Double { clipHeight > 0 ? progress : 0 }

  /// Whether there is anything to draw.
  public var isVisible: Bool { alpha > 0 }

  /// Creates an indicator layout from its parts.
  ///
  /// - Parameters:
  ///   - progress: How far the pull is toward the trigger (clamped to 0…1).
  ///   - isRefreshing: Whether the control refreshes.
  ///   - clip: The region the indicator may be seen in.
  ///   - centerY: The indicator's centre.
  public init(progress: Double, isRefreshing: Bool, clip: (y: Double, height: Double), centerY: Double) {
    self.progress = progress.isFinite ? min(max(progress, 0), 1) : 0
    self.isRefreshing = isRefreshing
    clipY = clip.y.isFinite ? clip.y : 0
    clipHeight = clip.height.isFinite ? max(0, clip.height) : 0
    self.centerY = centerY.isFinite ? centerY : 0
  }

  /// The indicator for a bar's layout and where the content's top is.
  ///
  /// - Parameters:
  ///   - layout: The bar's layout.
  ///   - metrics: The bar's metrics (which panel stretches).
  ///   - contentTop: The content's top in the bar's coordinates (`−contentOffset.y` for a
  ///     container whose frame starts at the top of the screen).
  ///   - pull: How far the content is pulled past its resting top (0 when it is not).
  ///   - refreshHeight: The refresh control's room while refreshing, else 0.
  ///   - triggerDistance: The pull at which the control fires.
  /// - Returns: The indicator's layout.
  public static func solve(
    layout: BarLayout, metrics: BarMetrics, contentTop: Double, pull: Double, refreshHeight: Double,
    triggerDistance: Double = defaultTriggerDistance
  ) -> RefreshIndicatorLayout {
    let barBottom = layout.height
    let gap = (y: barBottom, height: max(0, contentTop - barBottom))
    if refreshHeight > 0 {
      return RefreshIndicatorLayout(
        progress: 1, isRefreshing: true, clip: gap, centerY: contentTop - refreshHeight / 2)
    }
    let progress = triggerDistance > 0 ? max(0, pull) / triggerDistance : 0
    let stretch = max(0, -layout.collapse)
    if stretch > 0, let index = metrics.stretchIndex, layout.panels.indices.contains(index) {
      // The pull stretches a panel (the spacer above the large title): show the progress in the
      // part it grew by, its top.
      let panel = layout.panels[index]
      let height = min(stretch, panel.height)
      return RefreshIndicatorLayout(
        progress: progress, isRefreshing: false, clip: (panel.y, height), centerY: panel.y + height / 2)
    }
    return RefreshIndicatorLayout(
      progress: progress, isRefreshing: false, clip: gap, centerY: gap.y + gap.height / 2)
  }

  /// The indicator for a controller as it is now (its container's frame at the top of the
  /// screen).
  ///
  /// - Parameters:
  ///   - controller: The bar's controller.
  ///   - triggerDistance: The pull at which the control fires.
  public init(controller: NavBarController, triggerDistance: Double = defaultTriggerDistance) {
    let isAttached = controller.isAttached
    self = Self.solve(
      layout: controller.layout, metrics: controller.metrics,
      contentTop: isAttached ? -controller.geometry.contentOffsetY : controller.layout.height,
      pull: isAttached ? max(0, -controller.collapseDistance) : 0,
      refreshHeight: isAttached ? controller.refreshHeight : 0, triggerDistance: triggerDistance)
  }
}
