import CollapsingNavBarCore

/// What moves a simulated container when no finger is on it.
enum ContainerMotion: Hashable, Sendable {
  /// Where a bounce comes to rest.
  enum BounceTarget: Hashable, Sendable {
    /// The top of the valid range (`−adjustedContentInset.top`), wherever it is by then.
    case top
    /// The end of the valid range, wherever it is by then.
    case bottom
    /// A fixed offset (a target the delegate chose while the content was past an edge), kept
    /// inside the valid range as it is by then.
    case offset(Double)
    /// An offset fixed when the spring started, wherever the edges are by then
    /// (``UIKitAssumptions/BounceRest/edgeAtStart``).
    case fixed(Double)
  }

  /// A deceleration after a fling. `natural` ones run into the edges and bounce; ones that land
  /// on a target the delegate chose end exactly there.
  case decelerating(ScrollPhysics.Deceleration, elapsed: Double, natural: Bool)
  /// A slow release whose target the delegate moved: UIKit's deceleration, then a linear slide
  /// to the target (rdar 18746849); it ends exactly there.
  case slidingLinearly(LinearTailDeceleration, elapsed: Double)
  /// The spring back to an edge (or a chosen target) after the content went past it.
  case bouncing(BounceTarget, velocity: Double)
  /// An animated offset change: UIKit's (`setContentOffset(_:animated: true)`) or, `ownSettle`,
  /// one the bar plays itself with its own duration and curve, one write per tick of its display
  /// link (which stops while the bar is out of its window).
  case animating(from: Double, to: Double, elapsed: Double, duration: Double, curve: TimingCurve, ownSettle: Bool)
  /// The slide back to the top when a refresh ends at the top (UIKit's animation inside
  /// `endRefreshing()`; no delegate callback marks its end). It ends at the top as it is, or at
  /// `to` where UIKit fixed it when the control gave its room back
  /// (``UIKitAssumptions/RefreshReturnTarget/topAtEndRefreshing``).
  case refreshReturn(from: Double, to: Double?, elapsed: Double)

  /// The same motion moved by `distance` points: where it goes and where it is on its way (UIKit
  /// shifting moving content for a new safe area, ``UIKitAssumptions/SafeAreaShiftWhileMoving``).
  func shifted(by distance: Double) -> ContainerMotion {
    switch self {
    case .decelerating(let deceleration, let elapsed, let natural):
      let moved = ScrollPhysics.Deceleration(
        start: deceleration.start + distance, velocity: deceleration.velocity, rate: deceleration.rate,
        target: deceleration.target.map { $0 + distance })
      return .decelerating(moved, elapsed: elapsed, natural: natural)
    case .slidingLinearly(var slide, let elapsed):
      slide.start += distance
      slide.target += distance
      return .slidingLinearly(slide, elapsed: elapsed)
    case .bouncing(.offset(let y), let velocity):
      return .bouncing(.offset(y + distance), velocity: velocity)
    case .bouncing(.fixed(let y), let velocity):
      return .bouncing(.fixed(y + distance), velocity: velocity)
    case .bouncing:
      return self
    case .animating(let from, let to, let elapsed, let duration, let curve, let ownSettle):
      return .animating(
        from: from + distance, to: to + distance, elapsed: elapsed, duration: duration, curve: curve,
        ownSettle: ownSettle)
    case .refreshReturn(let from, let to, let elapsed):
      return .refreshReturn(from: from + distance, to: to.map { $0 + distance }, elapsed: elapsed)
    }
  }

  /// Whether this is UIKit's own `setContentOffset(_:animated: true)` (not the bar's settle).
  var isUIKitAnimation: Bool {
    if case .animating(_, _, _, _, _, false) = self { return true }
    return false
  }

  /// The phase the container reports while this motion runs.
  var phase: ContainerPhase {
    switch self {
    case .decelerating, .slidingLinearly: return .decelerating
    case .bouncing: return .bouncing
    case .animating, .refreshReturn: return .animating
    }
  }
}

/// What a simulated container is doing, as reported in traces.
public enum ContainerPhase: Int, Hashable, Sendable, CaseIterable {
  /// Nothing moves.
  case idle = 0
  /// A finger is on the content.
  case dragging = 1
  /// The content decelerates after a fling.
  case decelerating = 2
  /// The content springs back to an edge.
  case bouncing = 3
  /// An animated offset change runs.
  case animating = 4
  /// The bar plays its own scroll-to-top (driven by frame ticks).
  case scrollToTop = 5
  /// A finger rests on the content without panning (`isTracking`, not `isDragging`).
  case touching = 6

  /// The phase's name in traces.
  public var name: String {
    switch self {
    case .idle: return "idle"
    case .dragging: return "dragging"
    case .decelerating: return "decelerating"
    case .bouncing: return "bouncing"
    case .animating: return "animating"
    case .scrollToTop: return "scrollToTop"
    case .touching: return "touching"
    }
  }
}
