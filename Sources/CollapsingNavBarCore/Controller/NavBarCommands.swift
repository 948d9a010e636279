/// How the adapter should move the content offset.
public enum OffsetAnimation: Hashable, Sendable {
  /// Set it at once.
  case none
  /// Animate it like `setContentOffset(_:animated: true)`; the container reports the end with
  /// ``ScrollEvent/scrollAnimationEnded``.
  case animated
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

/// What the controller asks of the adapter after an event.
///
/// Every field is optional; ``CommandApplier`` carries the ones that are set to a
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
  /// Replace `targetContentOffset.pointee.y` in `scrollViewWillEndDragging`.
  public var targetContentOffset: Double?
  /// Whether ``NavBarController/layout`` changed and the bar must lay out again.
  public var layoutChanged: Bool
  /// When set, animate the bar to the new layout over this many seconds.
  public var layoutAnimationDuration: Double?
  /// A title cross-fade started: animate the titles' alphas as it says.
  public var titleFade: TitleFadeCommand?
  /// A scroll-to-top started: the controller plays it through ``ScrollEvent/frame(time:)``
  /// ticks (one offset write per frame) while ``NavBarController/needsFrames`` is true.
  public var scrollToTop: ScrollToTopPlan?
  /// The bar's own scroll-to-top reached the top: tell the screen, as UIKit's
  /// `scrollViewDidScrollToTop(_:)` would.
  public var scrollToTopFinished: Bool

  /// No commands.
  public init() {
    contentInsetTop = nil
    scrollIndicatorInsetTop = nil
    stopsContentMotion = false
    contentOffset = nil
    targetContentOffset = nil
    layoutChanged = false
    layoutAnimationDuration = nil
    titleFade = nil
    scrollToTop = nil
    scrollToTopFinished = false
  }

  /// Whether there is nothing to do.
  public var isEmpty: Bool { self == NavBarCommands() }
}
