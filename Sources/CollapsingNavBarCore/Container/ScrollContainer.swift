/// A scroll view as the engine sees it: the values it reads and the writes it makes.
///
/// The UIKit adapter's wrapper around a `UIScrollView`, the simulator's scroll view and the
/// tests' container all conform, and `CommandApplier` is the one path from ``NavBarCommands``
/// to any of them, on a device, in the simulator and in the tests. A conformance makes plain property
/// reads and writes and nothing else: every number it would compare belongs to the core.
///
/// The names follow `UIScrollView`. Insets come in two kinds, as in UIKit:
/// `contentInset` is the container's own inset (the one the bar writes), and
/// `adjustedContentInset` adds the system's share to it (the safe area, as the container's
/// `contentInsetAdjustmentBehavior` says, and a refreshing refresh control's height). The
/// content rests between `−adjustedContentInsetTop` and the end of the content.
public protocol ScrollContainer {
  /// `contentOffset.y`.
  var contentOffsetY: Double { get }
  /// `contentInset.top`: the container's own top inset.
  var contentInsetTop: Double { get }
  /// `contentInset.bottom`.
  var contentInsetBottom: Double { get }
  /// `adjustedContentInset.top`: ``contentInsetTop`` plus the system's share.
  var adjustedContentInsetTop: Double { get }
  /// `adjustedContentInset.bottom`: ``contentInsetBottom`` plus the system's share.
  var adjustedContentInsetBottom: Double { get }
  /// `verticalScrollIndicatorInsets.top`: the container's own top indicator inset.
  var scrollIndicatorInsetTop: Double { get }
  /// What the system adds to ``scrollIndicatorInsetTop`` on its own (the safe area's top when
  /// `automaticallyAdjustsScrollIndicatorInsets` is on); 0 unless a conformance says otherwise.
  var scrollIndicatorInsetShareTop: Double { get }
  /// `contentSize.height`.
  var contentHeight: Double { get }
  /// `bounds.height`: the height of the viewport.
  var viewportHeight: Double { get }
  /// `safeAreaInsets.top`.
  var safeAreaTop: Double { get }
  /// `safeAreaInsets.bottom`.
  var safeAreaBottom: Double { get }
  /// `isTracking`: a finger is on the content.
  var isTracking: Bool { get }
  /// `isDecelerating`: the content moves on after a fling.
  var isDecelerating: Bool { get }
  /// `refreshControl?.isRefreshing`.
  var isRefreshing: Bool { get }
  /// Whether the container is someone else's and the bar only observes it (a SwiftUI container):
  /// the bar then never writes its insets, and `CommandApplier` reports its inset changes
  /// itself, since its owner's writes reach no observer. `false` unless a conformance says so.
  var observesOnly: Bool { get }
  /// Whether the container is still there: `false` once the scroll view a conformance stands
  /// for is gone (a weak reference that emptied), and ``NavBarDriver`` then reads and writes
  /// nothing. `true` unless a conformance says otherwise.
  var isAvailable: Bool { get }
  /// The refresh control's part of the system's share of the adjusted top inset while it
  /// refreshes (``ContainerGeometry/refreshShareTop``); 0 unless a conformance says otherwise.
  var refreshShareTop: Double { get }
  /// Whether a refresh control that begins refreshing writes its room into `contentInset.top`
  /// (``ContainerGeometry/refreshWritesContentInset``): UIKit's under
  /// `contentInsetAdjustmentBehavior = .never`. `false` unless a conformance says otherwise.
  var refreshWritesContentInset: Bool { get }
  /// Whether the container can put an empty view of a given height first in its content, before
  /// every row and section header (a `UITableView`'s `tableHeaderView`): what
  /// ``InsetStrategy/collapsedWithSpacer`` needs. `false` unless a conformance says otherwise.
  var supportsLeadingSpacer: Bool { get }
  /// The height of that empty view now, part of ``contentHeight``; 0 when there is none.
  var leadingSpacerHeight: Double { get }

  /// Writes `contentInset.top`, leaving the other edges as they are.
  ///
  /// - Parameter top: The new top inset.
  mutating func setContentInsetTop(_ top: Double)
  /// Writes `verticalScrollIndicatorInsets.top`, leaving the other edges as they are.
  ///
  /// - Parameter top: The new top indicator inset.
  mutating func setScrollIndicatorInsetTop(_ top: Double)
  /// Moves the content: at once (`setContentOffset(_:animated: false)`, which also stops a
  /// deceleration), animated like `setContentOffset(_:animated: true)`, or along the bar's own
  /// settle (``OffsetAnimation/timed(duration:curve:)``), which the conformance plays from where
  /// the content is, stopping any motion first, and ends with ``ScrollEvent/scrollAnimationEnded``.
  ///
  /// - Parameters:
  ///   - y: The new `contentOffset.y`.
  ///   - animation: How to get there.
  mutating func setContentOffsetY(_ y: Double, animation: OffsetAnimation)
  /// Stops any motion of the content where it is (a deceleration, a bounce, an animation).
  mutating func stopMotion()
  /// Puts an empty view of `height` points first in the content (0: none), moving everything
  /// after it by the change; the offset and the insets stay as they are. Only called when
  /// ``supportsLeadingSpacer`` is `true`.
  ///
  /// - Parameter height: The spacer's height.
  mutating func setLeadingSpacerHeight(_ height: Double)
  /// Hears each event `CommandApplier` feeds the controller on its own (the echoes of its
  /// writes, the events of `CommandApplier.insetsChanged(_:container:)`, a touch it noticed),
  /// before it is handled: for a log or a count. Does nothing unless a conformance implements it.
  ///
  /// - Parameter event: The event.
  mutating func willDeliver(_ event: ScrollEvent)
}

extension ScrollContainer {
  /// Does nothing.
  ///
  /// - Parameter event: The event.
  public mutating func willDeliver(_ event: ScrollEvent) {}

  /// No share: the indicator inset is the container's own.
  public var scrollIndicatorInsetShareTop: Double { 0 }

  /// The bar owns the container's top insets.
  public var observesOnly: Bool { false }

  /// The container is there.
  public var isAvailable: Bool { true }

  /// Unknown.
  public var refreshShareTop: Double { 0 }

  /// No refresh control writes the container's own inset.
  public var refreshWritesContentInset: Bool { false }

  /// No spacer.
  public var supportsLeadingSpacer: Bool { false }

  /// No spacer.
  public var leadingSpacerHeight: Double { 0 }

  /// Does nothing: the container has no spacer.
  ///
  /// - Parameter height: The spacer's height.
  public mutating func setLeadingSpacerHeight(_ height: Double) {}

  /// The container's geometry as the controller counts it: the insets are the adjusted ones
  /// (the top inset is the edge the content rests against).
  public var geometry: ContainerGeometry {
    var geometry = ContainerGeometry(
      contentOffsetY: contentOffsetY, contentInsetTop: adjustedContentInsetTop,
      contentInsetBottom: adjustedContentInsetBottom,
      scrollIndicatorInsetTop: scrollIndicatorInsetTop + scrollIndicatorInsetShareTop,
      contentHeight: contentHeight, viewportHeight: viewportHeight)
    geometry.systemInsetTop = adjustedContentInsetTop - contentInsetTop
    geometry.isTracking = isTracking
    geometry.isDecelerating = isDecelerating
    geometry.refreshShareTop = isRefreshing ? refreshShareTop : 0
    geometry.refreshWritesContentInset = refreshWritesContentInset
    geometry.holdsLeadingSpacer = supportsLeadingSpacer
    return geometry
  }
}
