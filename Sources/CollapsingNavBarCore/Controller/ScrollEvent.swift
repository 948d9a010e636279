/// Something that happened to the scroll container, as the adapter observed it.
///
/// The UIKit adapter maps KVO and delegate callbacks onto these one to one; the simulator
/// sends the same events. Events carrying a non-finite value, a negative size or a magnitude
/// beyond ``ContainerGeometry/maximumMagnitude`` are ignored and leave the controller unchanged.
public enum ScrollEvent: Hashable, Sendable {
  /// The bar takes over a container with this geometry.
  ///
  /// With `observesOnly` the container is someone else's (a SwiftUI `List` or `ScrollView`): the
  /// bar never writes its insets and expects no echoes; the container's whole adjusted top inset
  /// (the space its owner reserved for the bar) is the edge the content rests against. The bar
  /// still moves the content (its settles, expand and collapse, scroll to the top).
  case attach(ContainerGeometry, observesOnly: Bool = false)
  /// The bar lets go of its container; the commands restore what the bar changed.
  case detach
  /// The container came on screen or left it: the scroll view or the bar joined or left its
  /// window (a screen pushed over this one, a tab switched away, the list swapped for another).
  ///
  /// Off screen nothing is seen and no display link runs, so nothing animates: the content's
  /// motion and the bar's own animations stop, the bar comes to rest at once at a whole state
  /// (the content inside its range), and until the container is back every settle, expand and
  /// collapse lands at once. A screen that comes back never shows a bar stuck between states.
  /// Taken while detached too: it holds for the next attach.
  case visibilityChanged(isVisible: Bool)
  /// `contentOffset.y` changed (KVO or `scrollViewDidScroll`).
  case offsetChanged(Double)
  /// `contentInset` changed (KVO); the echo of the bar's own write is recognised.
  case insetChanged(top: Double, bottom: Double)
  /// The system's share of the adjusted top inset changed, or the refresh control's state
  /// (`scrollViewDidChangeAdjustedContentInset(_:)`, the refresh control's `.valueChanged`):
  /// `share` is `adjustedContentInset.top − contentInset.top`. While refreshing, the share
  /// beyond the one at rest is the refresh control's height, which joins the basis.
  /// `refreshRoom` is the room a refreshing control holds in the container's own inset (its
  /// height, in a container whose control writes its room there: UIKit under `.never`), 0 when
  /// it does not refresh, writes no room, or the container cannot tell: it tells the control's
  /// own write of its room from someone else's write of the inset.
  case systemInsetChanged(share: Double, isRefreshing: Bool, refreshRoom: Double = 0)
  /// `contentSize.height` changed.
  case contentSizeChanged(height: Double)
  /// `bounds.height` changed (rotation, keyboard, split view).
  case viewportChanged(height: Double)
  /// A finger touched the content (`isTracking` became true) and has not panned yet: UIKit
  /// stopped whatever moved the content (a deceleration, a bounce, an animation), and the bar
  /// stops its own scroll-to-top or settle and moves no content until the finger lifts
  /// (``touchEnded``) or pans (``dragBegan``). `CommandApplier` reports it on its own, before
  /// the first event it delivers while the container is tracking.
  case touchBegan
  /// The finger of ``touchBegan`` lifted without panning (`isTracking` became false, and UIKit
  /// sends no drag callbacks): the bar settles to a whole state as after a slow release.
  /// `CommandApplier` reports it on its own, before the first event it delivers once the
  /// container no longer tracks (a frame tick: the controller wants them while a finger rests).
  case touchEnded
  /// The finger went down and started dragging (`scrollViewWillBeginDragging`).
  case dragBegan
  /// The finger lifted (`scrollViewWillEndDragging`): velocity in points per millisecond
  /// (positive toward the end) and UIKit's proposed target offset. The commands carry the
  /// adjusted target.
  case willEndDragging(velocity: Double, targetOffset: Double)
  /// `scrollViewDidEndDragging(_:willDecelerate:)`.
  case didEndDragging(willDecelerate: Bool)
  /// `scrollViewDidEndDecelerating`.
  case didEndDecelerating
  /// An animated offset change ended (`scrollViewDidEndScrollingAnimation`).
  case scrollAnimationEnded
  /// The refresh control began refreshing; its height joins the top inset. (An adapter whose
  /// container adds the control's height to its adjusted inset on its own reports
  /// ``systemInsetChanged(share:isRefreshing:refreshRoom:)`` instead.)
  case refreshBegan(height: Double)
  /// The refresh control ended refreshing.
  case refreshEnded
  /// The search field began editing: the collapse freezes with the search panel at full height.
  case searchActivated
  /// Search was cancelled: the collapse is restored.
  case searchCancelled
  /// The status bar was tapped: scroll to the top with the bar's own animation.
  case scrollToTopRequested
  /// A display-link tick: the time in seconds on any monotonic clock. Drives scroll-to-top and
  /// sets the controller's clock, which stamps title cross-fades (``TitleFadeCommand/startTime``)
  /// and serves ``NavBarController/titleAlphas(at:)``. An adapter that plays fades from the
  /// command's `from`, `to` and `duration` (with `UIView.animate`) does not need the clock; one
  /// that samples ``NavBarController/titleAlphas(at:)`` sends a frame before each batch of
  /// events. (The simulator sends frames only while ``NavBarController/needsFrames``, as a
  /// display link that runs only then would.)
  case frame(time: Double)
}

extension ScrollEvent {
  /// Whether the event reports the container's geometry: a scroll tick, an inset change, a new
  /// viewport or content size.
  @inlinable var reportsGeometry: Bool {
    switch self {
    case .offsetChanged, .insetChanged, .systemInsetChanged, .viewportChanged, .contentSizeChanged: return true
    default: return false
    }
  }

  /// The name of the event, as a recording's JSON and the simulator's log write it:
  /// `"willEndDragging"` for ``willEndDragging(velocity:targetOffset:)``.
  public var name: String {
    switch self {
    case .attach: return "attach"
    case .detach: return "detach"
    case .visibilityChanged: return "visibilityChanged"
    case .offsetChanged: return "offsetChanged"
    case .insetChanged: return "insetChanged"
    case .systemInsetChanged: return "systemInsetChanged"
    case .contentSizeChanged: return "contentSizeChanged"
    case .viewportChanged: return "viewportChanged"
    case .touchBegan: return "touchBegan"
    case .touchEnded: return "touchEnded"
    case .dragBegan: return "dragBegan"
    case .willEndDragging: return "willEndDragging"
    case .didEndDragging: return "didEndDragging"
    case .didEndDecelerating: return "didEndDecelerating"
    case .scrollAnimationEnded: return "scrollAnimationEnded"
    case .refreshBegan: return "refreshBegan"
    case .refreshEnded: return "refreshEnded"
    case .searchActivated: return "searchActivated"
    case .searchCancelled: return "searchCancelled"
    case .scrollToTopRequested: return "scrollToTopRequested"
    case .frame: return "frame"
    }
  }
}
