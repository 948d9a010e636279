/// When the bar's blur view shows and hides as the background swaps between solid and blur.
///
/// The blur shows at once (the solid background fades out over it). Hiding it at once would cut
/// it out from under a solid background still fading in, so a hide waits for a running animation
/// to end, and is dropped if the layout shows the blur again by then.
///
/// ```swift
/// BlurVisibility.action(showsBlur: false, runningAnimationDuration: 0.25)  // .hideAfter(0.25)
/// BlurVisibility.action(showsBlur: false, runningAnimationDuration: 0)     // .hide
/// ```
public enum BlurVisibility: Hashable, Sendable {
  /// Show the blur view now.
  case show
  /// Hide it now.
  case hide
  /// Hide it after this many seconds, if the layout still hides it then
  /// (``delayedHideApplies(showsBlurNow:)``).
  case hideAfter(Double)

  /// What to do with the blur view for a new background layout.
  ///
  /// - Parameters:
  ///   - showsBlur: Whether the layout shows the blur.
  ///   - runningAnimationDuration: The duration of the animation the change runs in (UIKit's
  ///     `UIView.inheritedAnimationDuration`), 0 outside one.
  /// - Returns: The action.
  public static func action(showsBlur: Bool, runningAnimationDuration: Double) -> BlurVisibility {
    if showsBlur { return .show }
    guard runningAnimationDuration.isFinite, runningAnimationDuration > 0 else { return .hide }
    return .hideAfter(runningAnimationDuration)
  }

  /// Whether a delayed hide still applies when its time comes.
  ///
  /// - Parameter showsBlurNow: Whether the layout shows the blur now.
  /// - Returns: `true` unless the blur came back in the meantime.
  public static func delayedHideApplies(showsBlurNow: Bool) -> Bool { !showsBlurNow }
}
