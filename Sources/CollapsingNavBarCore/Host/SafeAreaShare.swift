/// The bar's share of its screen's `additionalSafeAreaInsets.top`, kept as an absolute value and
/// put back whenever someone else overwrites the insets.
///
/// The screen's additional top is one number that two parties write: the app (a banner, a mini
/// player that also sets a bottom) and the bar (``SafeAreaContribution``). Adding and subtracting
/// deltas breaks as soon as the app assigns the whole `UIEdgeInsets`: the bar's part is wiped and
/// its next subtraction writes a negative inset. Instead the share remembers what the bar wrote
/// last, and each ``reconcile(current:wanted:pixel:)`` reads the value the screen has *now*:
///
/// - unchanged since the bar's write: the app's part is the rest, as before;
/// - changed by someone else to a value that still holds the bar's share (a `top += 10`): the
///   app's part is what is left above the share;
/// - changed to less than the share (an assignment of the whole insets that did not know about
///   the bar): the whole value is the app's, and the bar's share is written again on top of it.
///
/// An assignment of a top *larger* than the bar's share cannot be told from a relative change;
/// it is read as one (write the additional top relative to what is there, `top += x`, or set
/// ``SafeAreaContribution/none`` and manage the whole value).
///
/// ```swift
/// var share = SafeAreaShare()
/// share.reconcile(current: 0, wanted: 44, pixel: 1.0 / 3)    // 44: write it
/// share.reconcile(current: 0, wanted: 44, pixel: 1.0 / 3)    // 44 again: the app assigned 0
/// share.leave(current: 44)                                    // 0: what the app had
/// ```
public struct SafeAreaShare: Hashable, Sendable {
  /// What the bar has in the screen's additional top, as of its last write or reconcile.
  public private(set) var share: Double = 0
  /// The screen's additional top right after the bar's last write; `nil` before any.
  package private(set) var lastWritten: Double?
  /// The app's part of ``lastWritten``, kept as it was worked out (a difference taken again
  /// from the sum would differ in its last bits).
  private var app = 0.0

  /// No share yet.
  public init() {}

  /// The app's part of an additional top the screen has now.
  ///
  /// - Parameter current: The screen's `additionalSafeAreaInsets.top` now.
  /// - Returns: The app's part, never negative, 0 for a value that is not finite.
  public func appPart(of current: Double) -> Double {
    guard current.isFinite else { return 0 }
    guard let lastWritten else { return max(0, current) }
    if current == lastWritten { return app }
    if current >= share { return max(0, current - share) }
    // The bar's share was overwritten: all of it is the app's.
    return max(0, current)
  }

  /// The bar's share actually present in an additional top the screen has now.
  ///
  /// - Parameter current: The screen's `additionalSafeAreaInsets.top` now.
  /// - Returns: `current` less the app's part: what to take out of a measured safe area to find
  ///   the system's.
  public func present(in current: Double) -> Double {
    guard current.isFinite else { return 0 }
    return max(0, current - appPart(of: current))
  }

  /// Brings the screen's additional top to the app's part plus the share the bar wants.
  ///
  /// - Parameters:
  ///   - current: The screen's `additionalSafeAreaInsets.top` now.
  ///   - wanted: The share the bar wants (``SafeAreaContribution/additionalTop(barHeight:collapsedHeight:systemSafeTop:)``).
  ///   - pixel: One pixel in points: a share that moved by less than half a pixel is not written.
  /// - Returns: The additional top to write, or `nil` when the screen's value is right.
  public mutating func reconcile(current: Double, wanted: Double, pixel: Double) -> Double? {
    let current = current.isFinite ? current : 0
    let wanted = wanted.isFinite ? max(0, wanted) : 0
    let app = appPart(of: current)
    // (Still there: unchanged since the bar's write, or changed relative to it; see ``appPart(of:)``.)
    let intact = lastWritten == nil ? share == 0 : current == lastWritten || current >= share
    if intact && !SafeAreaContribution.needsWrite(current: share, wanted: wanted, pixel: pixel) {
      // (Right as it is; what is there now is the basis of the next comparison.)
      lastWritten = current
      self.app = app
      return nil
    }
    share = wanted
    self.app = app
    lastWritten = app + wanted
    return app + wanted == current ? nil : app + wanted
  }

  /// Takes the share out: the screen the bar leaves keeps the app's part only.
  ///
  /// - Parameter current: The screen's `additionalSafeAreaInsets.top` now.
  /// - Returns: The additional top to write, or `nil` when the bar has nothing there.
  public mutating func leave(current: Double) -> Double? {
    defer { self = SafeAreaShare() }
    guard lastWritten != nil else { return nil }
    let app = appPart(of: current)
    return app == current ? nil : app
  }
}
