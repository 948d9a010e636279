/// An ``ObservedMotion`` together with the content offset it last saw, so that an adapter hands
/// over plain readings: whether the offset moved between two display frames is decided here.
///
/// ```swift
/// var watch = ObservedMotionWatch()
/// watch.follow(.coasting(ownTarget: 0, insetRoom: nil), offset: 40)
/// print(watch.frame(isDecelerating: false, offset: 20) as Any)  // nil: it moved
/// ```
public struct ObservedMotionWatch: Hashable, Sendable {
  /// What the adapter waits for.
  public private(set) var motion = ObservedMotion.none
  /// The offset at the previous frame (or where the current wait began).
  private var lastOffset = 0.0

  /// Creates a watch that waits for nothing.
  public init() {}

  /// Whether the adapter needs display frames.
  public var needsFrames: Bool { motion.needsFrames }

  /// Waits for what the controller's phase says the content does (``ObservedMotion/follow(_:)``);
  /// a new wait counts movement from `offset`.
  ///
  /// - Parameters:
  ///   - phase: The controller's phase after a pass.
  ///   - offset: `contentOffset.y` now.
  public mutating func follow(_ phase: NavBarPhase, offset: Double) {
    let waited = motion
    motion.follow(phase)
    if motion != waited { lastOffset = offset }
  }

  /// Takes one display frame.
  ///
  /// - Parameters:
  ///   - isDecelerating: `UIScrollView.isDecelerating` now.
  ///   - offset: `contentOffset.y` now.
  /// - Returns: The event that ends the motion on this frame, else `nil`
  ///   (``ObservedMotion/frame(isDecelerating:offsetMoved:)``).
  public mutating func frame(isDecelerating: Bool, offset: Double) -> ScrollEvent? {
    let moved = offset != lastOffset
    lastOffset = offset
    return motion.frame(isDecelerating: isDecelerating, offsetMoved: moved)
  }

  /// Stops waiting.
  public mutating func stop() {
    motion = .none
  }
}
