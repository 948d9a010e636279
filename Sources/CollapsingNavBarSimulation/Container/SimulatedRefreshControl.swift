/// A model of `UIRefreshControl` on iOS 13 and later, as far as the scroll view's insets and
/// offset see it.
///
/// - A pull past ``triggerDistance`` starts refreshing and sends `.valueChanged`.
/// - While refreshing, the control's height is part of the scroll view's
///   `adjustedContentInset.top` (the system's share), not of `contentInset`: writing
///   `contentInset` neither sees nor changes it, and its arrival and departure fire no
///   `contentInset` KVO (only `scrollViewDidChangeAdjustedContentInset`).
/// - It has no frame here: the bar never reads the control's frame (it measures the control's
///   room from the adjusted inset, which a frame stretched by a deep pull does not change).
/// - A programmatic `beginRefreshing()` adds the share but does not move the content: this is
///   not documented; it is widely reported (apps and libraries scroll by the control's height
///   themselves to reveal the spinner), so the content at its top stays where it was and the
///   spinner stays hidden above it.
/// - `endRefreshing()` takes the share back at once; content that rested at the top inside
///   UIKit's animation block slides back to the new top over ``returnDuration`` with an ease
///   in and out, and no delegate callback marks the end of that slide.
///
/// The constants here are the model's choices; a scenario may choose others
/// (``UIKitAssumptions/refreshTriggerDistance``, ``UIKitAssumptions/refreshControlHeight``,
/// ``UIKitAssumptions/refreshReturnDuration``, ``UIKitAssumptions/refreshReturnCurve``), which
/// the simulated scroll view plays.
public struct SimulatedRefreshControl: Hashable, Sendable {
  /// How far past the top the content must be pulled for the control to fire, by default.
  public static let triggerDistance = 60.0
  /// The control's height while refreshing, by default: its share of the adjusted top inset.
  public static let height = 60.0
  /// How long the content takes to slide back when refreshing ends at the top, in seconds, by
  /// default.
  public static let returnDuration = 0.3

  /// Whether the control is refreshing.
  public internal(set) var isRefreshing = false

  /// Creates a control that is not refreshing.
  public init() {}

  /// The control's share of the adjusted top inset at the default ``height``: that height while
  /// refreshing, else 0.
  public var insetShare: Double { isRefreshing ? Self.height : 0 }
}
