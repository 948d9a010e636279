/// A container as the controller sees it when an empty spacer leads its content
/// (``InsetStrategy/collapsedWithSpacer``): without the spacer.
///
/// The spacer of height `s` sits first in the container's content, and the container's own top
/// inset is `s` less than the controller's. Seen through this view the content starts where
/// the spacer ends and the inset is the controller's: every offset and the content height are
/// `s` less than the container's, the top insets `s` more. What a point of content shows on
/// screen (`y − contentOffset.y`) is the same in both, so the controller drives the content
/// exactly as under ``InsetStrategy/expanded``, while UIKit's pin line
/// (`contentOffset.y + adjustedContentInset.top`) is the bar's bottom edge.
///
/// Writes go the other way. The controller decides the spacer
/// (``NavBarController/leadingSpacerHeight``) and asks for it in its commands, with the inset
/// (and the offset) it wants counted without it; `CommandApplier` gives the spacer first.
@usableFromInline struct SpacedContainer<Base: ScrollContainer>: ScrollContainer {
  /// The container.
  @usableFromInline var base: Base

  @inlinable init(base: Base) { self.base = base }

  /// The spacer's height now.
  @inlinable var spacer: Double { base.leadingSpacerHeight }

  @inlinable var contentOffsetY: Double { base.contentOffsetY - spacer }
  @inlinable var contentInsetTop: Double { base.contentInsetTop + spacer }
  @inlinable var contentInsetBottom: Double { base.contentInsetBottom }
  @inlinable var adjustedContentInsetTop: Double { base.adjustedContentInsetTop + spacer }
  @inlinable var adjustedContentInsetBottom: Double { base.adjustedContentInsetBottom }
  @inlinable var scrollIndicatorInsetTop: Double { base.scrollIndicatorInsetTop }
  @inlinable var scrollIndicatorInsetShareTop: Double { base.scrollIndicatorInsetShareTop }
  @inlinable var contentHeight: Double { base.contentHeight - spacer }
  @inlinable var viewportHeight: Double { base.viewportHeight }
  @inlinable var safeAreaTop: Double { base.safeAreaTop }
  @inlinable var safeAreaBottom: Double { base.safeAreaBottom }
  @inlinable var isTracking: Bool { base.isTracking }
  @inlinable var isDecelerating: Bool { base.isDecelerating }
  @inlinable var isRefreshing: Bool { base.isRefreshing }
  @inlinable var observesOnly: Bool { base.observesOnly }
  @inlinable var isAvailable: Bool { base.isAvailable }
  @inlinable var refreshShareTop: Double { base.refreshShareTop }
  @inlinable var refreshWritesContentInset: Bool { base.refreshWritesContentInset }
  /// Whether the container can hold a spacer: the controller sees none, but knows that.
  @inlinable var supportsLeadingSpacer: Bool { base.supportsLeadingSpacer }
  @inlinable var leadingSpacerHeight: Double { 0 }

  @inlinable mutating func setContentInsetTop(_ top: Double) { base.setContentInsetTop(top - spacer) }
  @inlinable mutating func setScrollIndicatorInsetTop(_ top: Double) { base.setScrollIndicatorInsetTop(top) }
  @inlinable mutating func setContentOffsetY(_ y: Double, animation: OffsetAnimation) {
    base.setContentOffsetY(y + spacer, animation: animation)
  }
  @inlinable mutating func stopMotion() { base.stopMotion() }
  /// Passes the event on in the container's own numbers.
  @inlinable mutating func willDeliver(_ event: ScrollEvent) { base.willDeliver(shown(event)) }
  /// Gives the container the spacer.
  ///
  /// The controller's ``NavBarCommands/leadingSpacerHeight``: what the controller sees moves with
  /// it until the applier writes the inset and the offset.
  @inlinable mutating func setLeadingSpacerHeight(_ height: Double) {
    guard base.supportsLeadingSpacer || height == 0 else { return }
    base.setLeadingSpacerHeight(height)
  }

  /// An event a host reported in the container's numbers, in the controller's.
  ///
  /// - Parameter event: The event as the container reported it.
  /// - Returns: The event without the spacer.
  @inlinable func seen(_ event: ScrollEvent) -> ScrollEvent {
    let s = spacer
    guard s != 0 else { return event }
    switch event {
    case .offsetChanged(let y): return .offsetChanged(y - s)
    case .insetChanged(let top, let bottom): return .insetChanged(top: top + s, bottom: bottom)
    case .contentSizeChanged(let height): return .contentSizeChanged(height: height - s)
    case .willEndDragging(let velocity, let target):
      return .willEndDragging(velocity: velocity, targetOffset: target - s)
    default: return event
    }
  }

  /// An event in the controller's numbers, in the container's: ``seen(_:)`` undone.
  ///
  /// - Parameter event: The event as the controller hears it.
  /// - Returns: The event with the spacer.
  @inlinable func shown(_ event: ScrollEvent) -> ScrollEvent {
    let s = spacer
    guard s != 0 else { return event }
    switch event {
    case .offsetChanged(let y): return .offsetChanged(y + s)
    case .insetChanged(let top, let bottom): return .insetChanged(top: top - s, bottom: bottom)
    case .contentSizeChanged(let height): return .contentSizeChanged(height: height + s)
    case .willEndDragging(let velocity, let target):
      return .willEndDragging(velocity: velocity, targetOffset: target + s)
    default: return event
    }
  }

  /// What a pass did, in the container's numbers: a fling's adjusted target counts the spacer.
  ///
  /// - Parameter pass: The pass, in the controller's numbers.
  /// - Returns: The pass for the host.
  @inlinable func shown(_ pass: CommandPass) -> CommandPass {
    let s = spacer
    guard s != 0, let target = pass.effects.targetContentOffset else { return pass }
    var pass = pass
    pass.effects.targetContentOffset = target + s
    return pass
  }
}
