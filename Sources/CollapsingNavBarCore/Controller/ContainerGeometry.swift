/// The vertical geometry of a scroll container, as UIKit reports it.
public struct ContainerGeometry: Hashable, Sendable {
  /// `contentOffset.y`.
  public var contentOffsetY: Double
  /// `contentInset.top`.
  public var contentInsetTop: Double
  /// `contentInset.bottom` (plus any bottom safe area the container adds).
  public var contentInsetBottom: Double
  /// `verticalScrollIndicatorInsets.top`.
  public var scrollIndicatorInsetTop: Double
  /// The system's share of ``contentInsetTop`` when that is an adjusted inset.
  ///
  /// It is `adjustedContentInset.top − contentInset.top` (the safe area, a refreshing refresh
  /// control), 0 when the container adds nothing; the bar gives the container's own inset back
  /// on detach with it.
  public var systemInsetTop: Double = 0
  /// Whether a finger is on the content (`isTracking`) when the bar attaches: the attach then
  /// moves no content (the finger holds it), and the bar settles when the finger lifts.
  public var isTracking = false
  /// Whether the content decelerates or bounces (`isDecelerating`) when the bar attaches: the
  /// bar then waits for its end, as after a fling.
  public var isDecelerating = false
  /// The refresh control's part of ``systemInsetTop`` while it refreshes; where the control
  /// writes its room into `contentInset.top` (``refreshWritesContentInset``), that room, which
  /// ``contentInsetTop`` then holds.
  ///
  /// 0 when it does not refresh or the container cannot tell. Known, an attach to a container
  /// already refreshing knows the share at rest (or the room in the container's own inset, which
  /// the control takes off when it ends) and makes room for the refresh.
  public var refreshShareTop: Double = 0
  /// Whether a refresh control that begins refreshing writes its room into `contentInset.top`
  /// itself, since the room cannot join the adjusted inset (UIKit under
  /// `contentInsetAdjustmentBehavior = .never`).
  ///
  /// Only then does a rise of the top inset while the control refreshes count as its room; in
  /// any other container it is someone else's addition.
  public var refreshWritesContentInset = false
  /// Whether the container can hold the empty spacer ``InsetStrategy/collapsedWithSpacer`` puts
  /// first in its content (``ScrollContainer/supportsLeadingSpacer``).
  public var holdsLeadingSpacer = false
  /// `contentSize.height`.
  public var contentHeight: Double
  /// `bounds.height`: the height of the viewport.
  public var viewportHeight: Double

  /// Creates a geometry.
  ///
  /// - Parameters:
  ///   - contentOffsetY: `contentOffset.y`.
  ///   - contentInsetTop: `contentInset.top`.
  ///   - contentInsetBottom: `contentInset.bottom`.
  ///   - scrollIndicatorInsetTop: `verticalScrollIndicatorInsets.top`.
  ///   - contentHeight: `contentSize.height`.
  ///   - viewportHeight: `bounds.height`.
  public init(
    contentOffsetY: Double = 0, contentInsetTop: Double = 0, contentInsetBottom: Double = 0,
    scrollIndicatorInsetTop: Double = 0, contentHeight: Double, viewportHeight: Double
  ) {
    self.contentOffsetY = contentOffsetY
    self.contentInsetTop = contentInsetTop
    self.contentInsetBottom = contentInsetBottom
    self.scrollIndicatorInsetTop = scrollIndicatorInsetTop
    self.contentHeight = contentHeight
    self.viewportHeight = viewportHeight
  }

  /// The smallest resting offset: the content's top at the top inset.
  public var minimumOffset: Double { -contentInsetTop }
  /// The largest resting offset: the content's end at the bottom of the viewport (never less
  /// than ``minimumOffset``).
  public var maximumOffset: Double { max(minimumOffset, endOffset) }
  /// The offset that puts the content's end at the bottom of the viewport, whatever the top
  /// inset (less than ``minimumOffset`` for content too short to fill the viewport).
  var endOffset: Double { contentHeight + contentInsetBottom - viewportHeight }

  /// The largest magnitude of an offset, inset, size or velocity the controller accepts, in
  /// points (or points per millisecond): far beyond any real scroll view, small enough that no
  /// sum of such values overflows.
  public static let maximumMagnitude = 1e9

  /// Whether a value is finite and within ``maximumMagnitude``.
  ///
  /// - Parameter value: An offset, inset, size or velocity.
  /// - Returns: Whether the controller accepts it.
  public static func accepts(_ value: Double) -> Bool { value.isFinite && abs(value) <= maximumMagnitude }

  /// Whether every value is finite and within ``maximumMagnitude``, and the sizes are not
  /// negative.
  public var isValid: Bool {
    Self.accepts(contentOffsetY) && Self.accepts(contentInsetTop) && Self.accepts(contentInsetBottom)
      && Self.accepts(scrollIndicatorInsetTop) && Self.accepts(contentHeight) && Self.accepts(viewportHeight)
      && Self.accepts(systemInsetTop)
      && contentHeight >= 0 && viewportHeight >= 0
  }
}
