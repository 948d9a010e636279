/// Where and how the bar shows its own refresh indicator, in the bar's coordinates (y = 0 at the
/// top of the screen): the progress of a pull toward the refresh control's trigger while the
/// content is pulled, and a spinning indicator in the room the refresh opens while refreshing.
///
/// The adapter hides the native refresh control (UIKit draws it under the bar, where it cannot
/// be seen) and draws this instead; the simulator's drawing uses the same progress and centre.
///
/// ```swift
/// var controller = try NavBarController(configuration: .system, environment: .phone)
/// _ = controller.handle(.attach(ContainerGeometry(contentHeight: 4000, viewportHeight: 844)))
/// let contentTop = -controller.geometry.contentOffsetY  // a container at the top of the screen
/// let placement = RefreshIndicatorPlacement(controller: controller, contentTop: contentTop)
/// print(placement.alpha)  // the spinner's alpha: the pull's progress, 1 while refreshing
/// ```
public struct RefreshIndicatorPlacement: Hashable, Sendable {
  /// The pull distance at which the refresh control fires, as far as the progress counts it.
  ///
  /// UIKit does not publish the distance at which `UIRefreshControl` fires; this is the
  /// simulated control's.
  public static let defaultTriggerDistance = 60.0

  /// The top of the clip, in the bar's coordinates.
  public var clipY: Double
  /// The height of the clip (0: hidden): while refreshing the gap between the bar and the
  /// content, while pulled the part of the bar the pull stretched (or the gap, if the bar does
  /// not stretch).
  public var clipHeight: Double
  /// The indicator's centre, in the bar's coordinates.
  public var centerY: Double
  /// How far the pull is toward the trigger, from 0 (not pulled) to 1 (far enough, or
  /// refreshing).
  public var progress: Double = 1
  /// Whether the refresh control refreshes: the indicator spins.
  public var isRefreshing = true

  /// Places the indicator of a running refresh: centred in the room it opens above the
  /// content's top, clipped to the gap between the bar and the content.
  ///
  /// - Parameters:
  ///   - barHeight: The bar's height (its bottom edge).
  ///   - contentTop: The content's top edge, in the bar's coordinates.
  ///   - refreshHeight: The room the refresh opens above the content.
  public init(barHeight: Double, contentTop: Double, refreshHeight: Double) {
    clipY = barHeight.finiteOrZero
    clipHeight = max(0, (contentTop - barHeight).finiteOrZero)
    centerY = Self.centerY(contentTop: contentTop, refreshHeight: refreshHeight)
  }

  /// Places the indicator for a bar's layout: spinning while refreshing, showing the pull's
  /// progress while the content is pulled, hidden otherwise.
  ///
  /// - Parameters:
  ///   - layout: The bar's layout.
  ///   - metrics: The bar's metrics (which panel a pull stretches).
  ///   - contentTop: The content's top edge, in the bar's coordinates.
  ///   - pull: How far the content is pulled past its resting top (0 when it is not).
  ///   - refreshHeight: The refresh control's room while refreshing, else 0.
  ///   - triggerDistance: The pull at which the control fires.
  public init(
    layout: BarLayout, metrics: BarMetrics, contentTop: Double, pull: Double, refreshHeight: Double,
    triggerDistance: Double = defaultTriggerDistance
  ) {
    if refreshHeight > 0 {
      self.init(barHeight: layout.height, contentTop: contentTop, refreshHeight: refreshHeight)
      return
    }
    let progress = Self.progress(pull: pull, triggerDistance: triggerDistance)
    let stretch = max(0, -layout.collapse)
    if stretch > 0, let index = metrics.stretchIndex, layout.panels.indices.contains(index) {
      // The pull stretches a panel (the spacer above the large title): the progress shows in
      // the part it grew by, its top.
      let panel = layout.panels[index]
      let height = min(stretch, panel.height)
      self.init(clipY: panel.y, clipHeight: height, centerY: panel.y + height / 2, progress: progress)
    } else {
      let gap = max(0, (contentTop - layout.height).finiteOrZero)
      self.init(
        clipY: layout.height, clipHeight: gap, centerY: layout.height + gap / 2, progress: progress)
    }
  }

  /// Places the indicator for a controller as it is now.
  ///
  /// - Parameters:
  ///   - controller: The bar's controller.
  ///   - contentTop: The content's top edge in the bar's coordinates (`−contentOffset.y` for a
  ///     container whose frame starts at the top of the screen).
  ///   - triggerDistance: The pull at which the control fires.
  public init(controller: NavBarController, contentTop: Double, triggerDistance: Double = defaultTriggerDistance) {
    let attached = controller.isAttached
    self.init(
      layout: controller.layout, metrics: controller.metrics, contentTop: contentTop,
      pull: attached ? max(0, -controller.collapseDistance) : 0, refreshHeight: attached ? controller.refreshHeight : 0,
      triggerDistance: triggerDistance)
  }

  private init(clipY: Double, clipHeight: Double, centerY: Double, progress: Double) {
    self.clipY = clipY.finiteOrZero
    self.clipHeight = max(0, clipHeight.finiteOrZero)
    self.centerY = centerY.finiteOrZero
    self.progress = progress
    isRefreshing = false
  }

  /// Whether the indicator moves with the content now (it refreshes, or the content is pulled),
  /// so it must be placed again when the content moves though the bar's layout did not change.
  ///
  /// - Parameter controller: The bar's controller.
  /// - Returns: Whether to place the indicator again.
  public static func followsContent(of controller: NavBarController) -> Bool {
    controller.isAttached && (controller.refreshHeight > 0 || controller.collapseDistance < 0)
  }

  /// Whether there is anything to show: a clip with room and some progress.
  public var isVisible: Bool { clipHeight > 0 && progress > 0 }

  /// The indicator's alpha: the pull's progress (1 while refreshing), 0 when hidden.
  public var alpha: Double { isVisible ? progress : 0 }

  /// The indicator's centre inside the clip.
  public var centerYInClip: Double { centerY - clipY }

  /// The indicator's centre while refreshing: half the refresh's room above the content's top.
  ///
  /// - Parameters:
  ///   - contentTop: The content's top edge.
  ///   - refreshHeight: The room the refresh opens above the content.
  /// - Returns: The centre's y.
  public static func centerY(contentTop: Double, refreshHeight: Double) -> Double {
    (contentTop - refreshHeight / 2).finiteOrZero
  }

  /// How far a pull is toward the refresh control's trigger.
  ///
  /// - Parameters:
  ///   - pull: How far the content is pulled past its resting top.
  ///   - triggerDistance: The pull at which the control fires.
  /// - Returns: 0 (not pulled) to 1 (far enough).
  public static func progress(pull: Double, triggerDistance: Double = defaultTriggerDistance) -> Double {
    guard triggerDistance > 0, pull.isFinite else { return 0 }
    return min(max(pull / triggerDistance, 0), 1)
  }
}
