/// How much the bar adds to its screen's safe area (`additionalSafeAreaInsets.top` of the view
/// controller it is installed in), so that views pinned to `safeAreaLayoutGuide.top` (an empty
/// state, a banner, a map's controls) sit below the bar, as they do under `UINavigationBar`.
///
/// - ``collapsedHeight`` (the default): the bar at its collapsed height. The safe area changes
///   only when that height does (a new configuration, environment or rotation), never on a
///   scroll tick; a view pinned to the safe area sits below the collapsed bar, under the part of
///   an expanded bar that collapses.
/// - ``currentHeight``: the bar's height of the moment, as the system bar with a large title
///   does. Every scroll tick that moves the bar changes the safe area: a layout pass of the whole
///   screen, and a new adjusted inset of a scroll view that adjusts for the safe area, which the
///   bar answers with an inset write of its own. The simulator counts these changes
///   (``changes(heights:collapsedHeight:systemSafeTop:pixel:)``).
/// - ``none``: the safe area is left alone.
///
/// ```swift
/// SafeAreaContribution.collapsedHeight.additionalTop(barHeight: 200, collapsedHeight: 91, systemSafeTop: 47)  // 44
/// SafeAreaContribution.currentHeight.additionalTop(barHeight: 200, collapsedHeight: 91, systemSafeTop: 47)    // 153
/// ```
public enum SafeAreaContribution: String, Hashable, Sendable, CaseIterable {
  /// The bar's collapsed height.
  case collapsedHeight
  /// The bar's height of the moment.
  case currentHeight
  /// Nothing.
  case none

  /// The top inset the bar adds to the safe area the system gives its screen.
  ///
  /// - Parameters:
  ///   - barHeight: The bar's height as laid out now, from the top of the screen.
  ///   - collapsedHeight: The bar's collapsed height, from the top of the screen.
  ///   - systemSafeTop: The safe-area top the system gives (the status bar), without the bar's.
  /// - Returns: The additional top inset, never negative, 0 for bad input.
  public func additionalTop(barHeight: Double, collapsedHeight: Double, systemSafeTop: Double) -> Double {
    let height: Double
    switch self {
    case .collapsedHeight: height = collapsedHeight
    case .currentHeight: height = barHeight
    case .none: return 0
    }
    let added = height - systemSafeTop
    return added.isFinite ? max(0, added) : 0
  }

  /// The safe-area top the system gives, from one measured with the bar's own addition in it.
  ///
  /// - Parameters:
  ///   - measured: The safe-area top measured now (`safeAreaInsets.top`).
  ///   - added: What the bar added last.
  /// - Returns: The system's part, never negative.
  public static func systemSafeTop(measured: Double, added: Double) -> Double {
    let top = measured - added
    return top.isFinite ? max(0, top) : 0
  }

  /// Whether a new addition is worth a write: it moved by half a pixel or more.
  ///
  /// - Parameters:
  ///   - current: What the bar added last.
  ///   - wanted: What it wants to add now.
  ///   - pixel: One pixel in points.
  /// - Returns: `true` to write.
  public static func needsWrite(current: Double, wanted: Double, pixel: Double) -> Bool {
    abs(wanted - current) >= pixel / 2
  }

  /// How many times a run of bar heights changes the safe area.
  ///
  /// - Parameters:
  ///   - heights: The bar's height per frame.
  ///   - collapsedHeight: The collapsed height per frame.
  ///   - systemSafeTop: The system's safe-area top per frame.
  ///   - pixel: One pixel in points.
  /// - Returns: The number of frames whose addition differs from the frame before.
  public func changes(heights: [Double], collapsedHeight: [Double], systemSafeTop: [Double], pixel: Double) -> Int {
    var count = 0
    var last: Double?
    for index in heights.indices where index < collapsedHeight.count && index < systemSafeTop.count {
      let added = additionalTop(
        barHeight: heights[index], collapsedHeight: collapsedHeight[index], systemSafeTop: systemSafeTop[index])
      if let last, Self.needsWrite(current: last, wanted: added, pixel: pixel) { count += 1 }
      last = added
    }
    return count
  }
}
