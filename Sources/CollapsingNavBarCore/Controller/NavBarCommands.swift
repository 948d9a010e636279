/// How the adapter should move the content offset.
public enum OffsetAnimation: Hashable, Sendable {
  /// Set it at once.
  case none
  /// Animate it like `setContentOffset(_:animated: true)`; the container reports the end with
  /// ``ScrollEvent/scrollAnimationEnded``.
  case animated
  /// Animate it from where the content is over `duration` seconds along `curve`: the bar's own
  /// settle (``SettleAnimation``), which the container plays (it stops any motion first) and
  /// ends with ``ScrollEvent/scrollAnimationEnded``.
  case timed(duration: Double, curve: TimingCurve)

  /// The offset animation that plays a settle.
  ///
  /// - Parameter settle: The settle.
  /// - Returns: ``timed(duration:curve:)`` with the settle's duration and curve.
  public static func settle(_ settle: SettleAnimation) -> OffsetAnimation {
    .timed(duration: settle.duration, curve: settle.curve)
  }
}

/// A content-offset write the adapter must make.
public struct ContentOffsetCommand: Hashable, Sendable {
  /// The new `contentOffset.y`.
  public var y: Double
  /// How to get there.
  public var animation: OffsetAnimation

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - y: The new `contentOffset.y`.
  ///   - animation: How to get there.
  public init(y: Double, animation: OffsetAnimation) {
    self.y = y
    self.animation = animation
  }
}

/// What is left for the adapter to do once, after the writes of an event or a pass: lay the
/// bar out, play a title fade, hand a fling its target, run or end a scroll-to-top.
///
/// ``NavBarCommands`` carries one event's, ``CommandPass`` one pass's; later effects
/// ``merge(_:)`` into earlier ones the same way for both.
public struct NavBarEffects: Hashable, Sendable {
  /// Replace `targetContentOffset.pointee.y` in `scrollViewWillEndDragging`.
  public var targetContentOffset: Double?
  /// Whether ``NavBarController/layout`` changed and the bar must lay out again.
  public var layoutChanged = false
  /// When set, animate the bar to the new layout over this many seconds.
  public var layoutAnimationDuration: Double?
  /// A title cross-fade started: animate the titles' alphas as it says.
  public var titleFade: TitleFadeCommand?
  /// A scroll-to-top started: the controller plays it through ``ScrollEvent/frame(time:)``
  /// ticks (one offset write per frame) while ``NavBarController/needsFrames`` is true.
  public var scrollToTop: ScrollToTopPlan?
  /// The bar's own scroll-to-top reached the top: tell the screen, as UIKit's
  /// `scrollViewDidScrollToTop(_:)` would.
  public var scrollToTopFinished = false

  /// No effects.
  public init() {}

  /// Takes in effects that came later: their values replace these, their flags join them.
  ///
  /// - Parameter later: The later effects.
  @inlinable public mutating func merge(_ later: NavBarEffects) {
    if let target = later.targetContentOffset { targetContentOffset = target }
    layoutChanged = layoutChanged || later.layoutChanged
    if let duration = later.layoutAnimationDuration { layoutAnimationDuration = duration }
    if let fade = later.titleFade { titleFade = fade }
    if let plan = later.scrollToTop { scrollToTop = plan }
    scrollToTopFinished = scrollToTopFinished || later.scrollToTopFinished
  }
}

/// What the controller asks of the adapter after an event: writes to the container, and
/// ``effects`` for afterwards.
///
/// Every field is optional; `CommandApplier` carries the writes that are set to a
/// ``ScrollContainer`` in the order they are declared. Insets are adjusted insets (the edge the
/// content rests against); the applier writes the container's own inset net of the system's
/// share.
public struct NavBarCommands: Hashable, Sendable {
  /// Make `adjustedContentInset.top` this: write `contentInset.top` net of the system's share.
  public var contentInsetTop: Double?
  /// Write `verticalScrollIndicatorInsets.top`.
  public var scrollIndicatorInsetTop: Double?
  /// Stop any motion of the content where it is before the offset writes (the bar's own
  /// scroll-to-top starts).
  public var stopsContentMotion: Bool
  /// Move the content.
  public var contentOffset: ContentOffsetCommand?
  /// Give the container an empty spacer of this height first in its content (0: none).
  ///
  /// For ``InsetStrategy/collapsedWithSpacer``, before the other writes. The offsets and insets
  /// of these commands count the content without it; with no offset to write, the content stays
  /// where it is on screen.
  public var leadingSpacerHeight: Double?
  /// Whether these commands give the container back as the bar found it, its spacer taken away
  /// first: ``contentInsetTop`` is then the container's own inset, written as it is, and the
  /// offset's `y` the content's distance from its top edge once that inset is written.
  ///
  /// The spacer's removal can change the system's share of the adjusted inset (UIKit adds the
  /// safe area only to content that scrolls, and the spacer may have been what made it scroll):
  /// only the container knows the share after it.
  public var givesBackContainer = false
  /// What is left to do once the writes are made.
  public var effects: NavBarEffects

  /// No commands.
  public init() {
    contentInsetTop = nil
    scrollIndicatorInsetTop = nil
    stopsContentMotion = false
    contentOffset = nil
    leadingSpacerHeight = nil
    givesBackContainer = false
    effects = NavBarEffects()
  }

  /// Whether there is nothing to do.
  public var isEmpty: Bool { self == NavBarCommands() }
}
