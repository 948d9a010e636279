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
/// Every field is optional; apply the ones that are set, in the order they are declared.
public struct NavBarCommands: Hashable, Sendable {
  /// Write `contentInset.top`.
  public var contentInsetTop: Double?
  /// Write `verticalScrollIndicatorInsets.top`.
  public var scrollIndicatorInsetTop: Double?
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

  /// No commands.
  public init() {
    contentInsetTop = nil
    scrollIndicatorInsetTop = nil
    contentOffset = nil
    targetContentOffset = nil
    layoutChanged = false
    layoutAnimationDuration = nil
    titleFade = nil
    scrollToTop = nil
  }

  /// Whether there is nothing to do.
  public var isEmpty: Bool { self == NavBarCommands() }
}
