import CollapsingNavBarCore

/// A model of a `UIScrollView`'s vertical axis: offset, insets, content size and bounds; a
/// finger that drags the content 1:1 inside the valid range and against a rubber band past
/// either edge; UIKit's deceleration after a release, the bounce back from an edge, animated
/// offset changes and a refresh control.
///
/// Insets come in two kinds, as in UIKit. `contentInset` is the container's own; the adjusted
/// inset adds the system's share: the safe area on the edges ``insetAdjustment`` adjusts
/// (``InsetAdjustmentBehavior``) and a refreshing ``SimulatedRefreshControl``'s height on top
/// (under `.never` the control writes its height into `contentInset` instead).
/// The content rests between `−adjustedContentInset.top` and the end, and the rubber band
/// starts past those edges. A container made without an ``insetAdjustment`` has no system
/// share at all (the plain model: adjusted and own insets are equal, the refresh control's
/// height is left to whoever writes the inset).
///
/// The container only moves; it knows nothing of the bar. It is a value: the simulator keeps each
/// one inside a `LiveScrollView`, the reference the bar and the app's screen meet, which calls
/// back from inside every change as a `UIScrollView` does (`scrollViewDidScroll`, KVO).
public struct SimulatedScrollView: Hashable, Sendable {
  /// `contentOffset.y`.
  public internal(set) var contentOffsetY: Double
  /// `contentInset.top`.
  public internal(set) var contentInsetTop: Double
  /// `contentInset.bottom`.
  public internal(set) var contentInsetBottom: Double
  /// `verticalScrollIndicatorInsets.top`.
  public internal(set) var scrollIndicatorInsetTop: Double
  /// `contentSize.height`.
  public internal(set) var contentHeight: Double
  /// `bounds.height`.
  public internal(set) var viewportHeight: Double
  /// The deceleration rate per millisecond (0.998 normal, 0.99 fast).
  public let decelerationRate: Double
  /// Whether the container has a refresh control.
  public let hasRefreshControl: Bool
  /// The refresh control (its state matters only if ``hasRefreshControl``).
  public internal(set) var refreshControl = SimulatedRefreshControl()
  /// `contentInsetAdjustmentBehavior`, or `nil` for the plain model without a system share.
  public let insetAdjustment: InsetAdjustmentBehavior?
  /// `safeAreaInsets.top`.
  public internal(set) var safeAreaTop: Double
  /// `safeAreaInsets.bottom`.
  public internal(set) var safeAreaBottom: Double
  /// What the model assumes of UIKit where no evidence decides, and the faults it injects.
  public internal(set) var uikit = UIKitAssumptions.standard
  /// `alwaysBounceVertical`: the vertical axis counts as scrollable even if the content fits, and
  /// a finger can drag (and pull to refresh) content shorter than the viewport.
  public internal(set) var alwaysBounceVertical = false
  /// Whether the content can start with an empty spacer of the bar's (a `UITableView`'s
  /// `tableHeaderView`): ``InsetStrategy/collapsedWithSpacer``.
  public internal(set) var holdsLeadingSpacer = false
  /// The height of that spacer, part of ``contentHeight``: the app's rows and its section
  /// header start below it.
  public internal(set) var leadingSpacerHeight = 0.0
  /// Whether the scroll view's view controller is inside a navigation or tab controller (where
  /// `.automatic` adjusts the vertical edges whether or not the content scrolls).
  public internal(set) var isInNavigationController = true
  /// Whether the scroll view is its view controller's view: only then does `.automatic` adjust the
  /// vertical edges inside a navigation or tab controller whatever the content (Apple's
  /// documentation of `.automatic`); a subview plays `.scrollableAxes`.
  public internal(set) var isContentViewOfViewController = true
  /// Whether a finger drags the content (`isDragging`).
  public internal(set) var isDragging = false
  /// Whether a finger is on the content (`isTracking`), dragging it or resting on it.
  ///
  /// Documented: UIKit's `isTracking` is true once the user has touched the content, before any
  /// drag may have started (`isDragging` may need some time or distance to become true).
  public internal(set) var isTracking = false
  /// Half a pixel in points: the distance below which a motion counts as arrived.
  let threshold: Double
  /// What moves the content while no finger is on it.
  var motion: ContainerMotion?
  /// A deceleration, bounce or linear slide that runs on beneath an animated offset change played
  /// over it (``UIKitAssumptions/AnimatedOffsetWhileDecelerating/playsOver``), or `nil`.
  var motionBeneath: MotionBeneath?

  /// A motion that runs on beneath another, and the offset it has got to.
  struct MotionBeneath: Hashable, Sendable {
    /// The motion.
    var motion: ContainerMotion
    /// Where it has taken the content, unseen.
    var offset: Double
  }
  /// Whether the motion holds still for its next frame (an inset write stuttered it).
  var stutters = false
  /// Whether the release's callbacks run (`scrollViewDidEndDragging`): UIKit starts the motion
  /// after they return, so an inset write in them disturbs it (a stutter) but cannot stop it.
  var isInReleaseCallbacks = false
  /// Whether an interruption of UIKit's animated move owes `scrollViewDidEndScrollingAnimation`
  /// (``UIKitAssumptions/interruptedAnimationEnds``): the live scroll view sends it once the
  /// change that interrupted has called back.
  var owesAnimationEnd = false
  /// Whether the finger resting on the content stopped a deceleration or a bounce when it touched
  /// (its lift then reports the end of a drag: ``UIKitAssumptions/TouchLift``).
  var touchStoppedDeceleration = false
  /// Where the pan has taken the finger since it began, as an offset before the rubber band
  /// (``UIKitAssumptions/DragAnchor``).
  var dragRaw = 0.0
  /// The bar's own settle asked for while a finger still tracked, or `nil`.
  ///
  /// (From inside `scrollViewWillEndDragging`, or a callback of it.) Its display link's first
  /// frame decides: it plays from there if the finger has lifted by then (its first write stops
  /// whatever UIKit set off at the release), and stops without an end if the finger is still
  /// down.
  var pendingOwnSettle: PendingSettle?

  /// A settle of the bar's own, waiting for its display link's first frame.
  struct PendingSettle: Hashable, Sendable {
    /// The offset to arrive at.
    var offset: Double
    /// Seconds.
    var duration: Double
    /// The timing curve.
    var curve: TimingCurve
  }

  /// How far past the top the content must be pulled for the refresh control to fire.
  public static let refreshTriggerDistance = SimulatedRefreshControl.triggerDistance
  /// The refresh control's height while refreshing.
  public static let refreshControlHeight = SimulatedRefreshControl.height

  /// Creates a container at rest, its content at the top or scrolled by `initialScroll`.
  ///
  /// - Parameters:
  ///   - contentHeight: `contentSize.height`.
  ///   - viewportHeight: `bounds.height`.
  ///   - contentInsetTop: The container's own top inset, before any bar.
  ///   - contentInsetBottom: `contentInset.bottom`.
  ///   - decelerationRate: The deceleration rate per millisecond.
  ///   - hasRefreshControl: Whether a refresh control is installed.
  ///   - scale: The display scale (motions end within half a pixel).
  ///   - initialScroll: How far the content is scrolled from its top, in points.
  ///   - insetAdjustment: `contentInsetAdjustmentBehavior`, or `nil` for the plain model.
  ///   - safeAreaTop: `safeAreaInsets.top`.
  ///   - safeAreaBottom: `safeAreaInsets.bottom`.
  public init(
    contentHeight: Double, viewportHeight: Double, contentInsetTop: Double = 0, contentInsetBottom: Double = 0,
    decelerationRate: Double = 0.998, hasRefreshControl: Bool = true, scale: Double = 3, initialScroll: Double = 0,
    insetAdjustment: InsetAdjustmentBehavior? = nil, safeAreaTop: Double = 0, safeAreaBottom: Double = 0
  ) {
    self.contentHeight = contentHeight
    self.viewportHeight = viewportHeight
    self.contentInsetTop = contentInsetTop
    self.contentInsetBottom = contentInsetBottom
    self.scrollIndicatorInsetTop = contentInsetTop
    self.contentOffsetY = 0
    self.decelerationRate = decelerationRate
    self.hasRefreshControl = hasRefreshControl
    self.threshold = 0.5 / scale
    self.insetAdjustment = insetAdjustment
    self.safeAreaTop = safeAreaTop
    self.safeAreaBottom = safeAreaBottom
    self.contentOffsetY = initialScroll - adjustedContentInsetTop
  }

  // MARK: - Geometry

  /// Whether the refresh control is refreshing.
  public internal(set) var isRefreshing: Bool {
    get { refreshControl.isRefreshing }
    set { refreshControl.isRefreshing = newValue }
  }

  /// Whether the vertical axis is scrollable for ``InsetAdjustmentBehavior/scrollableAxes``:
  /// the content is taller than the viewport, or ``alwaysBounceVertical`` is on.
  public var scrollsVertically: Bool { contentHeight > viewportHeight || alwaysBounceVertical }

  /// Whether the safe area is part of the adjusted inset now.
  var adjustsForSafeArea: Bool {
    insetAdjustment?.adjustsVerticalEdges(
      scrollsVertically: scrollsVertically,
      inNavigationController: isInNavigationController && isContentViewOfViewController) ?? false
  }

  /// Whether a finger can start a drag.
  ///
  /// It can when the content with its adjusted insets is taller than the viewport, or
  /// ``alwaysBounceVertical`` is on (UIScrollView.h: "even if content is smaller than bounds,
  /// allow drag vertically"). Without one, no pan begins, no delegate callback
  /// comes and no pull reaches the refresh control.
  public var canStartDrag: Bool {
    alwaysBounceVertical || contentHeight + adjustedContentInsetTop + adjustedContentInsetBottom > viewportHeight
  }

  /// The system's share of the adjusted top inset: the safe area (if adjusted) and a refreshing
  /// control's height (iOS 13 and later: Square's Blueprint b2588658, material-components-ios
  /// 8bd70a377; unless the behaviour is `.never`); 0 in the plain model.
  public var systemInsetTop: Double {
    guard insetAdjustment != nil else { return 0 }
    return (adjustsForSafeArea ? safeAreaTop : 0) + refreshShareTop
  }

  /// A refreshing control's share of the adjusted top inset: its height, except under `.never`
  /// (where UIKit writes it into `contentInset.top` instead, ``refreshWritesContentInset``) and in
  /// the plain model.
  public var refreshShareTop: Double {
    guard hasRefreshControl, let insetAdjustment, insetAdjustment != .never else { return 0 }
    return refreshControl.isRefreshing ? uikit.refreshControlHeight : 0
  }

  /// Whether the refresh control writes its height into `contentInset.top` itself when it begins
  /// and ends refreshing.
  ///
  /// It does under `.never`, which UIKit documents as never adjusting the content
  /// inset (`UIScrollView.ContentInsetAdjustmentBehavior.never`), so the control's room cannot be
  /// part of the adjusted inset. Evidence for `.never`: react-native issue 36641 (a scroll view
  /// with a refresh control and `automaticallyAdjustContentInsets` off, React Native's `.never`,
  /// cut off after a refresh when its `contentInset` changed meanwhile) and pull request 36695
  /// (the control's height belongs in the top inset while refreshing). rdar://35866834 ("Prevent
  /// UIRefreshControl from modifying developer-land `contentInsets`", 2017) reports the write in
  /// general, not under `.never` in particular. The model's
  /// assumption, to be confirmed on a device: the control's state changes first, then its write
  /// (a `contentInset` write, with its KVO).
  public var refreshWritesContentInset: Bool { hasRefreshControl && insetAdjustment == .never }

  /// The system's share of the adjusted bottom inset: the safe area if adjusted.
  public var systemInsetBottom: Double { adjustsForSafeArea ? safeAreaBottom : 0 }

  /// `adjustedContentInset.top`: `contentInset.top` plus the system's share.
  public var adjustedContentInsetTop: Double { contentInsetTop + systemInsetTop }
  /// `adjustedContentInset.bottom`: `contentInset.bottom` plus the system's share.
  public var adjustedContentInsetBottom: Double { contentInsetBottom + systemInsetBottom }

  /// The smallest resting offset: `−adjustedContentInset.top`.
  public var minimumOffset: Double { -adjustedContentInsetTop }
  /// The largest resting offset (never less than ``minimumOffset``).
  public var maximumOffset: Double { max(minimumOffset, contentHeight + adjustedContentInsetBottom - viewportHeight) }

  /// What the container is doing.
  public var phase: ContainerPhase {
    if isDragging { return .dragging }
    // (A bounce that springs on under a resting finger is UIKit's motion, not the finger's.)
    if isTracking && !isSpringingUnderRestingFinger { return .touching }
    return motion?.phase ?? .idle
  }

  /// How far the content is pulled down past its top, in points (0 when it is not).
  public var pullDistance: Double { max(0, minimumOffset - contentOffsetY) }

  /// The offset a finger shows at `raw`: 1:1 inside the valid range, rubber-banded past it.
  func displayedOffset(raw: Double) -> Double {
    let low = minimumOffset
    let high = maximumOffset
    let c = uikit.rubberBandCoefficient
    if raw < low { return low - ScrollPhysics.rubberBand(low - raw, dimension: viewportHeight, coefficient: c) }
    if raw > high { return high + ScrollPhysics.rubberBand(raw - high, dimension: viewportHeight, coefficient: c) }
    return raw
  }

  /// The finger position that shows `offset`: the inverse of ``displayedOffset(raw:)``.
  func rawOffset(displayed offset: Double) -> Double {
    let low = minimumOffset
    let high = maximumOffset
    let c = uikit.rubberBandCoefficient
    if offset < low {
      return low - ScrollPhysics.inverseRubberBand(low - offset, dimension: viewportHeight, coefficient: c)
    }
    if offset > high {
      return high + ScrollPhysics.inverseRubberBand(offset - high, dimension: viewportHeight, coefficient: c)
    }
    return offset
  }

  // MARK: - Finger

  /// Puts a finger on the content: any motion stops where it is (no end callback, as in UIKit).
  mutating func beginDragging() {
    isDragging = true
    isTracking = true
    // (Its release reports the drag's end.)
    touchStoppedDeceleration = false
    // (The finger touched first: ``UIKitAssumptions/AnimationInterruption/touch``.)
    noteInterruption(.touch)
    dropMotion()
    pendingOwnSettle = nil
    dragRaw = rawOffset(displayed: contentOffsetY)
  }

  /// What a finger that touches the content stopped.
  enum TouchStop: Hashable, Sendable {
    /// A deceleration or a bounce: UIKit reports `scrollViewDidEndDecelerating`.
    case deceleration
    /// An animated offset change (UIKit's, the bar's own settle, the refresh control's slide
    /// back): no end callback.
    case animation
  }

  /// Puts a finger on the content without panning (`isTracking` true, `isDragging` false): any
  /// motion stops where it is, and the content stays there while the finger rests.
  ///
  /// A fling's deceleration (and a bounce) stopped this way, UIKit's "emergency brake", reports
  /// `scrollViewDidEndDecelerating` at once on iOS 13 and later while the finger is still down
  /// (widely reported, not documented: answers to "How to detect when a UIScrollView has
  /// finished scrolling", Stack Overflow question 993280, note that iOS 9 and 10 did not and
  /// that iOS 13 does). That a touch also stops an animated offset change, without
  /// `scrollViewDidEndScrollingAnimation`, is the model's assumption (neither documented nor
  /// widely reported); the bar's own settle player stops itself under a finger either way.
  ///
  /// - Returns: What the finger stopped, if anything.
  mutating func touchDown() -> TouchStop? {
    isTracking = true
    // (A bounce may spring on under the finger: ``UIKitAssumptions/TouchOnBounce/springsOn``.)
    if isSpringingUnderRestingFinger { return nil }
    noteInterruption(.touch)
    defer { dropMotion() }
    switch motion {
    case .decelerating, .slidingLinearly, .bouncing:
      touchStoppedDeceleration = true
      return .deceleration
    case .animating, .refreshReturn: return .animation
    case nil: return nil
    }
  }

  /// Lifts a resting finger: UIKit sends no drag callbacks; content held past an edge springs
  /// back to it (a bounce, which ends with `scrollViewDidEndDecelerating`).
  mutating func touchUp() {
    isTracking = false
    guard !isDragging, motion == nil else { return }
    if let edge = edgeToReturnTo() { motion = bouncing(to: edge, velocity: 0) }
  }

  /// Whether a bounce springs on under a finger that rests on the content
  /// (``UIKitAssumptions/TouchOnBounce/springsOn``).
  var isSpringingUnderRestingFinger: Bool {
    guard uikit.touchOnBounce == .springsOn, !isDragging, case .bouncing = motion else { return false }
    return true
  }

  /// Moves the finger: the content follows 1:1 inside the valid range and against the rubber band
  /// past an edge.
  ///
  /// By default the finger is re-anchored to the current offset first, so insets and offsets
  /// written under the finger never make the content jump; under
  /// ``UIKitAssumptions/DragAnchor/gestureStart`` the content goes where the pan's translation
  /// since it began puts it.
  ///
  /// - Parameter delta: The finger's travel as a change of content offset (positive toward the end).
  mutating func dragFinger(by delta: Double) {
    let from = uikit.dragAnchor == .current ? rawOffset(displayed: contentOffsetY) : dragRaw
    dragRaw = from + delta
    contentOffsetY = displayedOffset(raw: dragRaw)
  }

  /// The target UIKit proposes in `scrollViewWillEndDragging`: where the fling would come to rest,
  /// clamped to the valid range.
  ///
  /// - Parameter velocity: The release velocity in points per millisecond.
  /// - Returns: The proposed `targetContentOffset.y`.
  public func proposedTarget(velocity: Double) -> Double {
    let rest = ScrollPhysics.Deceleration(start: contentOffsetY, velocity: velocity, rate: decelerationRate).destination
    return min(max(rest, minimumOffset), maximumOffset)
  }

  /// Lifts the finger and starts what follows: a bounce if the content is past an edge, a
  /// deceleration toward the delegate's target if it moved it, else UIKit's own deceleration.
  ///
  /// - Parameters:
  ///   - velocity: The release velocity in points per millisecond.
  ///   - adjustedTarget: The target the delegate set, or `nil` if it kept UIKit's.
  /// - Returns: Whether the content will move on (`willDecelerate`).
  mutating func release(velocity: Double, adjustedTarget: Double?) -> Bool {
    isDragging = false
    isTracking = false
    let y = contentOffsetY
    if y < minimumOffset - threshold || y > maximumOffset + threshold {
      let target: ContainerMotion.BounceTarget
      // (UIKit may spring to the edge whatever the delegate set: ``UIKitAssumptions/releasePastEdgeTarget``.)
      if let adjusted = adjustedTarget, uikit.releasePastEdgeTarget == .honoured {
        target = .offset(adjusted)
      } else {
        target = y < minimumOffset ? .top : .bottom
      }
      motion = bouncing(to: target, velocity: velocity * 1000)
    } else if let target = adjustedTarget {
      guard abs(target - y) > threshold else {
        contentOffsetY = target
        motion = nil
        guard uikit.releaseOntoCurrentOffset == .decelerates else { return false }
        // (A deceleration of no distance: it ends at the next frame.)
        motion = .decelerating(
          ScrollPhysics.Deceleration(start: target, velocity: 0, rate: decelerationRate), elapsed: 0, natural: false)
        return true
      }
      // A slow release redirected short of where its own deceleration goes decelerates most of
      // the way, then slides linearly (rdar 18746849).
      // (``UIKitAssumptions/RedirectedLanding/linearTail``: so at any speed.)
      if abs(velocity) < UIKitAssumptions.linearTailVelocity || uikit.redirectedLanding == .linearTail,
        let slide = LinearTailDeceleration(
          start: y, target: target, velocity: velocity, rate: decelerationRate, tailSpeed: uikit.linearTailSpeed)
      {
        motion = .slidingLinearly(slide, elapsed: 0)
        return true
      }
      let landing = ScrollPhysics.Deceleration.landing(from: y, at: target, velocity: velocity, rate: decelerationRate)
      motion = .decelerating(landing, elapsed: 0, natural: false)
    } else {
      let deceleration = ScrollPhysics.Deceleration(start: y, velocity: velocity, rate: decelerationRate)
      guard abs(deceleration.distance) > threshold else {
        motion = nil
        return false
      }
      motion = .decelerating(deceleration, elapsed: 0, natural: true)
    }
    return true
  }

  // MARK: - Writes

  /// Sets the offset at once (`setContentOffset(_:animated: false)`), which stops a running
  /// deceleration, bounce or animation without an end callback.
  mutating func setOffset(_ y: Double) {
    contentOffsetY = y
    pendingOwnSettle = nil
    if !isDragging {
      noteInterruption(.plainWrite)
      dropMotion()
    }
  }

  /// Notes that `interruption` cuts UIKit's running animated move short, if one runs and the
  /// scenario says UIKit then reports its end.
  mutating func noteInterruption(_ interruption: UIKitAssumptions.AnimationInterruption) {
    if motion?.isUIKitAnimation == true && uikit.interruptedAnimationEnds.contains(interruption) {
      owesAnimationEnd = true
    }
  }

  /// Animates the offset like `setContentOffset(_:animated: true)`, or over a chosen duration
  /// with a chosen curve, from where the content is now; a running animation stops, and so does a
  /// deceleration, bounce or linear slide under the bar's own settle (UIKit's animated move
  /// leaves them running: ``animateOffsetLikeUIKit(to:)``).
  ///
  /// - Parameters:
  ///   - y: The offset to arrive at.
  ///   - duration: Seconds; UIKit's by default.
  ///   - curve: The timing curve; UIKit's by default.
  ///   - ownSettle: Whether the bar plays it on its display link (not UIKit).
  ///   - inPlace: Whether UIKit animates even to where the content already is
  ///     (``UIKitAssumptions/AnimatedMoveToCurrentOffset/reportsEnd``).
  /// - Returns: Whether an animation started (nothing animates to where it already is, unless
  ///   `inPlace`).
  mutating func animateOffset(
    to y: Double, duration: Double = ScrollPhysics.animatedOffsetDuration,
    curve: TimingCurve = ScrollPhysics.animatedOffsetTimingCurve, ownSettle: Bool = false, inPlace: Bool = false
  ) -> Bool {
    // Under a finger nothing animates: the bar's own settle player decides at its first frame
    // (it stops there, with no end, while the scroll view still tracks).
    guard !isTracking else {
      if ownSettle { pendingOwnSettle = PendingSettle(offset: y, duration: duration, curve: curve) }
      return false
    }
    pendingOwnSettle = nil
    motionBeneath = nil
    if !ownSettle { noteInterruption(.animatedWrite) }
    guard duration > 0 else {
      setOffset(y)
      return false
    }
    // (The bar's own settle plays and reports its end even to where the content already is, as
    // its display-link player does; UIKit animates nothing there.)
    guard abs(y - contentOffsetY) > threshold / 10 || ownSettle || inPlace else {
      contentOffsetY = y
      return false
    }
    motion = .animating(
      from: contentOffsetY, to: y, elapsed: 0, duration: duration, curve: curve, ownSettle: ownSettle)
    return true
  }

  /// `setContentOffset(_:animated: true)`: UIKit's duration and curve; a running deceleration,
  /// bounce or linear slide is not stopped (rdar 16724593), and the move is dropped or plays over
  /// it (``UIKitAssumptions/animatedOffsetWhileDecelerating``).
  ///
  /// - Parameter y: The offset to arrive at.
  mutating func animateOffsetLikeUIKit(to y: Double) {
    let duration = uikit.animatedOffsetDuration
    let curve = uikit.animatedOffsetCurve.timingCurve
    if isTracking && uikit.animatedMoveUnderFinger == .movesAtOnce {
      // (``UIKitAssumptions/AnimatedMoveUnderFinger/movesAtOnce``: as a plain write under the finger.)
      setOffset(y)
      return
    }
    guard !isTracking, let running = motionBeneath?.motion ?? motion, running.phase != .animating else {
      _ = animateOffset(
        to: y, duration: duration, curve: curve, inPlace: uikit.animatedMoveToCurrentOffset == .reportsEnd)
      return
    }
    switch uikit.animatedOffsetWhileDecelerating {
    case .dropped:
      return
    case .playsOver:
      let from = contentOffsetY
      guard abs(y - from) > threshold / 10 else { return }
      motionBeneath = motionBeneath ?? MotionBeneath(motion: running, offset: from)
      motion = .animating(from: from, to: y, elapsed: 0, duration: duration, curve: curve, ownSettle: false)
    }
  }

  /// The UIKit bar's stop: it stops its own settle player, then writes the offset the content
  /// has, which may leave UIKit's own motion running (``UIKitAssumptions/sameOffsetWriteStop``).
  mutating func stopMotionByWritingTheOffset() {
    if uikit.sameOffsetWriteStop == .ignored && !isPlayingOwnSettle {
      pendingOwnSettle = nil
      return
    }
    noteInterruption(.plainWrite)
    stopMotion()
  }

  /// Stops any motion where it is.
  public mutating func stopMotion() {
    dropMotion()
    pendingOwnSettle = nil
  }

  /// Ends the motion and any that runs on beneath it.
  mutating func dropMotion() {
    motion = nil
    motionBeneath = nil
  }

  /// The display link's first frame of a settle asked for under a finger: it plays from here if
  /// the finger has lifted, and is dropped if not.
  mutating func startPendingOwnSettle() {
    guard let pending = pendingOwnSettle else { return }
    pendingOwnSettle = nil
    guard !isTracking else { return }
    _ = animateOffset(to: pending.offset, duration: pending.duration, curve: pending.curve, ownSettle: true)
  }

  /// Whether the bar's own settle moves the content (played on the bar's display link).
  var isPlayingOwnSettle: Bool {
    if case .animating(_, _, _, _, _, true) = motion { return true }
    return pendingOwnSettle != nil
  }

  /// Whether the slide back after a refresh ended moves the content: UIKit's animation inside
  /// `endRefreshing()`.
  var isSlidingBackAfterRefresh: Bool {
    if case .refreshReturn = motion { return true }
    return false
  }

  /// Stops any motion and brings content that is past an edge back to it at once, as a scroll
  /// view does when it leaves the window.
  mutating func stopMotionWithinRange() {
    dropMotion()
    guard !isDragging else { return }
    contentOffsetY = min(max(contentOffsetY, minimumOffset), maximumOffset)
  }

  // MARK: - Time

  /// What ended during a step.
  enum StepEnd: Hashable, Sendable {
    /// A deceleration or bounce came to rest (`scrollViewDidEndDecelerating`).
    case deceleration
    /// An animated offset change arrived (`scrollViewDidEndScrollingAnimation`).
    case animation
  }

  /// Advances the motion by `dt` seconds.
  ///
  /// - Parameter dt: The time step in seconds.
  /// - Returns: What ended in this step, if anything.
  mutating func step(_ dt: Double) -> StepEnd? {
    guard !isTracking || isSpringingUnderRestingFinger, motion != nil else { return nil }
    if stutters {
      stutters = false
      return nil
    }
    guard let beneath = motionBeneath else { return stepMotion(dt) }
    // A deceleration runs on beneath UIKit's animated move: both advance, the animation shows;
    // from the frame after it arrived, the deceleration moves the content on from where it has
    // got to (a bounce springs from where the animation left it).
    var under = self
    under.motionBeneath = nil
    under.motion = beneath.motion
    under.contentOffsetY = beneath.offset
    let underEnd = under.stepMotion(dt)
    motionBeneath = under.motion.map { MotionBeneath(motion: $0, offset: under.contentOffsetY) }
    let end = stepMotion(dt)
    guard motion == nil, let running = motionBeneath else { return underEnd ?? end }
    motion = running.motion
    motionBeneath = nil
    return end ?? underEnd
  }

  /// Advances ``motion`` alone by `dt` seconds.
  private mutating func stepMotion(_ dt: Double) -> StepEnd? {
    guard let current = motion else { return nil }
    switch current {
    case .decelerating(let deceleration, let elapsed, let natural):
      let now = elapsed + dt
      let end = deceleration.duration(threshold: threshold)
      if natural, let edge = crossedEdge(deceleration, at: min(now, end)) {
        let crossing = deceleration.time(reaching: edge.offset).map { min(max($0, elapsed), now) } ?? elapsed
        let displacement = deceleration.offset(at: crossing) - edge.offset
        let advanced = ScrollPhysics.bounce(
          displacement: displacement, velocity: deceleration.speed(at: crossing), time: now - crossing,
          spring: uikit.bounceSpring)
        contentOffsetY = edge.offset + advanced.displacement
        motion = bouncing(to: edge.target, velocity: advanced.velocity)
        return nil
      }
      if now >= end {
        contentOffsetY = deceleration.destination
        motion = nil
        if let edge = edgeToReturnTo() {
          // A target past an edge (the insets changed on the way): spring back to the edge.
          motion = bouncing(to: edge, velocity: 0)
          return nil
        }
        return .deceleration
      }
      contentOffsetY = deceleration.offset(at: now)
      motion = .decelerating(deceleration, elapsed: now, natural: natural)
      return nil
    case .slidingLinearly(let slide, let elapsed):
      let now = elapsed + dt
      if now >= slide.duration - 1e-9 {
        contentOffsetY = slide.target
        motion = nil
        if let edge = edgeToReturnTo() {
          motion = bouncing(to: edge, velocity: 0)
          return nil
        }
        return .deceleration
      }
      contentOffsetY = slide.offset(at: now)
      motion = .slidingLinearly(slide, elapsed: now)
      return nil
    case .bouncing(let target, let velocity):
      let rest = bounceRest(target)
      let spring = uikit.bounceSpring
      let advanced = ScrollPhysics.bounce(
        displacement: contentOffsetY - rest, velocity: velocity, time: dt, spring: spring)
      if ScrollPhysics.bounceIsAtRest(
        displacement: advanced.displacement, velocity: advanced.velocity, threshold: threshold, spring: spring)
      {
        contentOffsetY = rest
        motion = nil
        return .deceleration
      }
      contentOffsetY = rest + advanced.displacement
      motion = .bouncing(target, velocity: advanced.velocity)
      return nil
    case .animating(let from, let to, let elapsed, let duration, let curve, let ownSettle):
      let now = elapsed + dt
      if now >= duration - 1e-9 {
        contentOffsetY = to
        motion = nil
        if let edge = edgeToReturnTo() {
          motion = bouncing(to: edge, velocity: 0)
          return .animation
        }
        return .animation
      }
      contentOffsetY = from + (to - from) * curve.value(at: now / duration)
      motion = .animating(
        from: from, to: to, elapsed: now, duration: duration, curve: curve, ownSettle: ownSettle)
      return nil
    case .refreshReturn(let from, let to, let elapsed):
      // UIKit lays the slide out after the callbacks the change of the inset caused, so it ends
      // at the top as it is then: another write in those callbacks moves where it goes (unless
      // UIKit fixed where it goes before them: ``UIKitAssumptions/refreshReturnTarget``).
      let top = to ?? minimumOffset
      let now = elapsed + dt
      let duration = uikit.refreshReturnDuration
      // (Observers may hear the slide as one jump: ``UIKitAssumptions/RefreshReturn``.)
      if now >= duration - 1e-9 || abs(top - from) <= threshold || uikit.refreshReturn == .jumps {
        contentOffsetY = top
        motion = nil
        return nil
      }
      contentOffsetY =
        from + (top - from) * uikit.refreshReturnCurve.timingCurve.value(at: min(max(now / duration, 0), 1))
      motion = .refreshReturn(from: from, to: to, elapsed: now)
      return nil
    }
  }

  /// The edge a natural deceleration has run past at a time, if any.
  private func crossedEdge(
    _ deceleration: ScrollPhysics.Deceleration, at time: Double
  ) -> (offset: Double, target: ContainerMotion.BounceTarget)? {
    let y = deceleration.offset(at: time)
    if deceleration.velocity < 0 && y < minimumOffset { return (minimumOffset, .top) }
    if deceleration.velocity > 0 && y > maximumOffset { return (maximumOffset, .bottom) }
    return nil
  }

  /// Where a bounce toward `target` rests now: content never rests past an edge, so a chosen
  /// offset is kept inside the range as it is now.
  private func bounceRest(_ target: ContainerMotion.BounceTarget) -> Double {
    switch target {
    case .top: return minimumOffset
    case .bottom: return maximumOffset
    case .offset(let y): return min(max(y, minimumOffset), maximumOffset)
    case .fixed(let y): return y
    }
  }

  /// A bounce toward `target`: toward the edge as it will be on arrival, or, under
  /// ``UIKitAssumptions/BounceRest/edgeAtStart``, toward where it is now.
  private func bouncing(to target: ContainerMotion.BounceTarget, velocity: Double) -> ContainerMotion {
    guard uikit.bounceRest == .edgeAtStart else { return .bouncing(target, velocity: velocity) }
    return .bouncing(.fixed(bounceRest(target)), velocity: velocity)
  }

  /// The edge content that came to a stop past it springs back to, if it is past one.
  private func edgeToReturnTo() -> ContainerMotion.BounceTarget? {
    if contentOffsetY < minimumOffset - threshold { return .top }
    if contentOffsetY > maximumOffset + threshold { return .bottom }
    return nil
  }
}
