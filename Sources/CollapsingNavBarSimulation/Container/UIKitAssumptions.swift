import CollapsingNavBarCore

/// What the simulated scroll view assumes of UIKit where no public evidence decides, and the
/// faults it can inject where evidence says UIKit misbehaves: each is a parameter of a scenario
/// (its `uikit` key), the default is the model's long-standing choice, and the fuzzer varies
/// them all, so the bar is held to be right under each.
///
/// The DocC article "The simulator's model of UIKit" lists every behaviour the simulator models,
/// its evidence and the test that pins it on a device.
public struct UIKitAssumptions: Hashable, Sendable {
  /// How the slide back to the top after a refresh ended reaches observers.
  public enum RefreshReturn: String, Hashable, Sendable, CaseIterable {
    /// Frame by frame: every frame of the slide is an offset change with its callbacks.
    case slides
    /// As one jump to the top on the next frame: a `UIView` animation sets the model value once
    /// and animates only the presentation, so KVO may hear the end value alone.
    case jumps
  }

  /// The timing curve of `setContentOffset(_:animated: true)`.
  ///
  /// Apple's documentation of `setContentOffset(_:animated:)`: `true` "to animate the transition
  /// at a constant velocity to the new offset" (UIScrollView.h: "animate at constant velocity to
  /// new offset"), so linear is the model's choice (Chameleon's reimplementation of UIKit also
  /// plays it linear, over 0.33 s); an ease in and out is fuzzed too.
  public enum OffsetCurve: String, Hashable, Sendable, CaseIterable {
    /// Ease in and out.
    case easeInOut
    /// Linear: a constant velocity (the model's choice, as documented).
    case linear

    /// The timing curve.
    public var timingCurve: TimingCurve {
      switch self {
      case .easeInOut: return .easeInOut
      case .linear: return .linear
      }
    }
  }

  /// The order in which a change of the offset calls back.
  public enum CallbackOrder: String, Hashable, Sendable, CaseIterable {
    /// The delegate's `scrollViewDidScroll(_:)`, then the KVO of `bounds` and `contentOffset`.
    case delegateFirst
    /// The KVO of `bounds` and `contentOffset`, then `scrollViewDidScroll(_:)`.
    case observersFirst
  }

  /// What a write of `contentInset` does to content that moves on its own.
  ///
  /// It reaches a deceleration, a bounce, a linear slide, UIKit's animated move or the slide back
  /// after a refresh, and the motion a release starts when the write comes from its callbacks
  /// (stuttered there under either fault: UIKit starts it after they return). The bar's own
  /// settle, one write per display frame, is not disturbed.
  ///
  /// Evidence that a write can disturb scrolling: SSPullToRefresh pull request 23 (a stutter),
  /// Square's Blueprint commit 141eabf4 (a write, even of the same value, can stop scrolling),
  /// material-components-ios (from iOS 13 a write triggers a collection view's layout).
  public enum InsetWriteFault: String, Hashable, Sendable, CaseIterable {
    /// Nothing: the motion runs on (the model's choice).
    case none
    /// The write stops the motion where it is, with no callback.
    case stopsMotion
    /// The write stutters the motion: the content holds still for one frame.
    case perturbsMotion
  }

  /// What `setContentOffset(_:animated: true)` does while the content decelerates, bounces or
  /// slides on its own.
  ///
  /// Evidence: the deceleration is not stopped. rdar 16724593 (openradar mirror) reports that
  /// only `setContentOffset(_:animated: false)` stops a running deceleration, and neither the
  /// plain `contentOffset` setter nor `setContentOffset(_:animated: true)` does. Whether the
  /// animation then plays at all is unknown: both cases keep the deceleration.
  public enum AnimatedOffsetWhileDecelerating: String, Hashable, Sendable, CaseIterable {
    /// The deceleration runs on to its rest and the animated move never shows (the model's
    /// choice).
    case dropped
    /// The animation plays over the deceleration, which runs on beneath it: the content shows
    /// the animation until it ends (`scrollViewDidEndScrollingAnimation`), then the deceleration
    /// takes it on from where it has got to by then.
    case playsOver
  }

  /// When, under `.never`, the refresh control's own write of `contentInset.top` reaches
  /// observers: before or after its refreshing state changes.
  ///
  /// Evidence that it writes (react-native issue 36641 and pull request 36695 under `.never`;
  /// rdar 35866834 in general), none of the order: a `UIRefreshControl` may set
  /// `isRefreshing` and then write, or write first.
  public enum RefreshInsetOrder: String, Hashable, Sendable, CaseIterable {
    /// The state changes, then the write calls back (the model's choice): the callbacks see the
    /// new `isRefreshing`.
    case stateFirst
    /// The write calls back first: the callbacks of `beginRefreshing()`'s write see a control not
    /// refreshing yet, those of `endRefreshing()`'s one still refreshing.
    case insetFirst
  }

  /// What a write of `contentOffset` to where the content already is reports: the bar's stop of
  /// moving content is one (`setContentOffset(contentOffset, animated: false)`).
  ///
  /// Evidence that the KVO fires: material-components-ios pull request 4694 met recursion from
  /// same-value writes ("even if they did check, the KVO events would still fire"), as
  /// Foundation's automatic KVO notifies every call of a setter. Whether
  /// `scrollViewDidScroll(_:)` comes too is unknown.
  public enum SameOffsetWrite: String, Hashable, Sendable, CaseIterable {
    /// Nothing reaches anyone (the model's choice before the evidence above; a fault mode now).
    case silent
    /// The KVO of `contentOffset` fires with the same value (the model's choice).
    case notifiesObservers
    /// The KVO fires, and the delegate's `scrollViewDidScroll(_:)` is called too.
    case notifiesObserversAndDelegate
  }

  /// Whether a write of the offset the content already has stops UIKit's own motion of it (a
  /// deceleration, a bounce, a slide, an animated move), as the UIKit bar's stop assumes.
  ///
  /// Unknown: `setContentOffset(_:animated: false)` stops a deceleration (rdar 16724593), but
  /// force-stop helpers in public code move the offset by a point and back first, as if a write
  /// of the same value might be ignored. (The bar's own settle, played on its display link, stops
  /// either way: the bar stops its player first.)
  public enum SameOffsetWriteStop: String, Hashable, Sendable, CaseIterable {
    /// The motion stops where it is (the model's choice).
    case stops
    /// The write changes nothing: UIKit's motion runs on (a fault mode).
    case ignored
  }

  /// Where a finger's next move takes the content from (the pan under an inset or offset write).
  ///
  /// Unknown: the model re-anchors, so the content never jumps under the finger; reports of a
  /// stutter when `contentInset` is written while scrolling (SSPullToRefresh pull request 23) say
  /// UIKit may not.
  public enum DragAnchor: String, Hashable, Sendable, CaseIterable {
    /// From the offset the content has: a write under the finger stays, a new inset moves nothing
    /// (the model's choice).
    case current
    /// From where the pan began, plus its translation since: a write of the offset during the drag
    /// is undone by the finger's next move, and a new inset moves content held past an edge.
    case gestureStart
  }

  /// What may cut UIKit's own `setContentOffset(_:animated: true)` short.
  public enum AnimationInterruption: String, Hashable, Sendable, CaseIterable, Comparable {
    /// `setContentOffset(_:animated: false)`.
    case plainWrite
    /// A new `setContentOffset(_:animated: true)`.
    case animatedWrite
    /// A finger that touches the content.
    case touch

    public static func < (lhs: Self, rhs: Self) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// How a fling whose target the delegate moved lands on it.
  public enum RedirectedLanding: String, Hashable, Sendable, CaseIterable {
    /// An exponential that ends on the target (the model's choice); below
    /// ``UIKitAssumptions/linearTailVelocity`` a linear slide ends it (rdar 18746849).
    case exponential
    /// At any release speed: UIKit's deceleration most of the way, then a linear slide (rdar
    /// 18746849 saw such slides on fast flings too).
    case linearTail
  }

  /// Which content UIKit shifts when the safe area's share of the adjusted top inset changes.
  public enum SafeAreaShiftWhileMoving: String, Hashable, Sendable, CaseIterable {
    /// Content at rest or under a finger (the model's choice; evidenced at rest only).
    case restAndFinger
    /// Moving content too: a deceleration, bounce, slide or animated move runs on, shifted.
    case always
  }

  /// The order of `scrollViewDidChangeAdjustedContentInset(_:)` against the callbacks of an offset
  /// the same change moved (a new safe area with its shift, a refresh control's share).
  public enum AdjustedInsetCallbackOrder: String, Hashable, Sendable, CaseIterable {
    /// The offset's callbacks first (the model's choice).
    case afterOffset
    /// `scrollViewDidChangeAdjustedContentInset(_:)` first.
    case beforeOffset
  }

  /// For a change of the offset, the order of the KVO of `bounds` and of `contentOffset`.
  public enum KVOOrder: String, Hashable, Sendable, CaseIterable {
    /// `bounds` first: `contentOffset` is the origin of `bounds`, and automatic KVO notifies
    /// after the setter it wraps returns (the model's choice).
    case boundsFirst
    /// `contentOffset` first.
    case contentOffsetFirst
  }

  /// For a write of `contentInset` that moves the adjusted inset, the order of the delegate's
  /// `scrollViewDidChangeAdjustedContentInset(_:)` and the KVO of `contentInset`.
  public enum InsetWriteCallbackOrder: String, Hashable, Sendable, CaseIterable {
    /// The delegate, called from inside the setter, then the KVO that automatic notification
    /// sends once the setter returns (the model's choice).
    case delegateFirst
    /// The KVO first.
    case observersFirst
  }

  /// What `setContentOffset(_:animated: true)` to the offset the content already has does.
  public enum AnimatedMoveToCurrentOffset: String, Hashable, Sendable, CaseIterable {
    /// Nothing animates and nothing calls back (the model's choice).
    case nothing
    /// An animation of no distance runs its duration and ends with
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    case reportsEnd
  }

  /// What a release does whose target the delegate set to where the content already is (within
  /// half a pixel).
  public enum ReleaseOntoCurrentOffset: String, Hashable, Sendable, CaseIterable {
    /// It ends at once: `scrollViewDidEndDragging(_:willDecelerate:)` gets `false` and nothing
    /// follows (the model's choice).
    case endsAtOnce
    /// It announces a deceleration (`willDecelerate` true) of no distance, which ends with
    /// `scrollViewDidEndDecelerating(_:)` at the next frame.
    case decelerates
  }

  /// Where a bounce (the spring back past an edge) comes to rest when an inset moves the edge on
  /// the way.
  public enum BounceRest: String, Hashable, Sendable, CaseIterable {
    /// At the edge as it is when the spring arrives (the model's choice).
    case edgeOnArrival
    /// At the edge as it was when the spring started: the content may rest past the new edge,
    /// as after an inset written to content at rest, until something moves it.
    case edgeAtStart
  }

  /// What a finger that touches content springing back from an edge does to the spring.
  public enum TouchOnBounce: String, Hashable, Sendable, CaseIterable {
    /// It catches it: the content stays past the edge while the finger rests (iOS 13 and later
    /// report `scrollViewDidEndDecelerating(_:)` at the touch) and springs back when it lifts
    /// (the model's choice).
    case holds
    /// The spring runs on under the resting finger and ends with
    /// `scrollViewDidEndDecelerating(_:)` while the finger is still down.
    case springsOn
  }

  /// What `setContentOffset(_:animated: true)` does while a finger is on the content.
  public enum AnimatedMoveUnderFinger: String, Hashable, Sendable, CaseIterable {
    /// Nothing: the finger keeps the content (the model's choice).
    case ignored
    /// The content goes to the offset at once, with no end callback, as a plain write does.
    case movesAtOnce
  }

  /// Where the slide back after `endRefreshing()` ends when a callback of the change moves the top.
  public enum RefreshReturnTarget: String, Hashable, Sendable, CaseIterable {
    /// At the top as it is once the callbacks have run, wherever it moves on the way (the model's
    /// choice: UIKit lays the slide out after them).
    case topAfterCallbacks
    /// At the top as it was when the control gave its room back: a write in the callbacks leaves
    /// the content resting off the new top.
    case topAtEndRefreshing
  }

  /// When `scrollViewDidChangeAdjustedContentInset(_:)` comes for a change that moves the adjusted
  /// inset (a write of `contentInset`, a refresh control's room, a new safe area).
  public enum AdjustedInsetCallbackTiming: String, Hashable, Sendable, CaseIterable {
    /// From inside the change, before the setter returns (the model's choice).
    case insideTheChange
    /// At the next layout pass, once per pass, at the end of the run loop's turn.
    case atLayout
  }

  /// When a write of a view controller's `additionalSafeAreaInsets` reaches the view's
  /// `safeAreaInsetsDidChange()` (the bar's, where it is installed).
  public enum SafeAreaCallbackTiming: String, Hashable, Sendable, CaseIterable {
    /// From inside the write (the model's choice).
    case insideTheWrite
    /// At the next layout pass, at the end of the run loop's turn.
    case atLayout
  }

  /// What happens to UIKit's motion of a scroll view that leaves the window (a screen switched
  /// away or pushed over, a tab switch).
  public enum OffWindowMotion: String, Hashable, Sendable, CaseIterable {
    /// A deceleration, bounce, animated move or slide back after a refresh stops within the
    /// valid range, with no end callback (the model's choice).
    case stopsWithinRange
    /// It runs on out of the window, with its callbacks and its end.
    case runsOn
  }

  /// What a finger's lift sends after a touch without a pan stopped a deceleration or a bounce.
  public enum TouchLift: String, Hashable, Sendable, CaseIterable {
    /// `scrollViewDidEndDragging(_:willDecelerate:)`, `willDecelerate` true where a bounce
    /// follows (the model's choice, after an iOS log: flowkey/UIKit-cross-platform pull request
    /// 307).
    case endsDragging
    /// Nothing.
    case silent
  }

  /// What a release past an edge does with a target the delegate set.
  public enum ReleasePastEdgeTarget: String, Hashable, Sendable, CaseIterable {
    /// The spring goes there, kept inside the range (the model's choice).
    case honoured
    /// The spring goes to the edge whatever the delegate set.
    case ignored
  }

  /// The release speed in points per millisecond below which a deceleration whose target the
  /// delegate moved "decelerates most of the way, then slides linearly" (rdar 18746849, about
  /// 0.27 pt/ms): evidence, not a parameter.
  public static let linearTailVelocity = 0.27

  /// The speed of that linear slide in points per millisecond (unknown: the radar does not say).
  public var linearTailSpeed: Double
  /// How the slide back after a refresh reaches observers.
  public var refreshReturn: RefreshReturn
  /// The duration of `setContentOffset(_:animated: true)` in seconds (0.3 in the model, 0.33 in
  /// Chameleon).
  public var animatedOffsetDuration: Double
  /// The curve of `setContentOffset(_:animated: true)`.
  public var animatedOffsetCurve: OffsetCurve
  /// The damping ratio of the bounce back from an edge.
  public var bounceDampingRatio: Double
  /// The response of the bounce back from an edge, in seconds.
  public var bounceResponse: Double
  /// What `setContentOffset(_:animated: true)` does to a running deceleration (which it never
  /// stops: rdar 16724593).
  public var animatedOffsetWhileDecelerating: AnimatedOffsetWhileDecelerating
  /// The order of `scrollViewDidScroll(_:)` and KVO for a change of the offset.
  public var callbackOrder: CallbackOrder
  /// What a write of `contentInset` does to content that moves on its own (a fault mode).
  public var insetWriteFault: InsetWriteFault
  /// Whether changes of `bounds.height` reach no observer (a fault mode: `bounds` is not
  /// documented as KVO-compliant, and a change of `frame` reportedly notifies no `bounds`
  /// observer); the layout callback still runs.
  public var dropsViewportEvents: Bool
  /// Under `.never`, whether the refresh control's write of `contentInset.top` calls back before
  /// or after its state changes.
  public var refreshInsetOrder: RefreshInsetOrder
  /// What a write of the offset the content already has reports.
  public var sameOffsetWrite: SameOffsetWrite
  /// Whether a write of the offset the content already has stops UIKit's motion of it.
  public var sameOffsetWriteStop: SameOffsetWriteStop
  /// Where a finger's next move takes the content from.
  public var dragAnchor: DragAnchor
  /// Which interruptions of UIKit's animated move send `scrollViewDidEndScrollingAnimation(_:)`
  /// (none in the model; nimbus pull request 623 saw `setContentOffset(_:animated: false)` send
  /// it).
  public var interruptedAnimationEnds: Set<AnimationInterruption>
  /// How a fling whose target the delegate moved lands on it.
  public var redirectedLanding: RedirectedLanding
  /// Which content UIKit shifts for a change of the safe area's share.
  public var safeAreaShiftWhileMoving: SafeAreaShiftWhileMoving
  /// The order of `scrollViewDidChangeAdjustedContentInset(_:)` against an offset's callbacks.
  public var adjustedInsetCallbackOrder: AdjustedInsetCallbackOrder
  /// The order of the KVO of `bounds` and `contentOffset`.
  public var kvoOrder: KVOOrder
  /// What an animated move to the current offset does.
  public var animatedMoveToCurrentOffset: AnimatedMoveToCurrentOffset
  /// The order of `scrollViewDidChangeAdjustedContentInset(_:)` and the KVO of `contentInset` for
  /// a write of `contentInset`.
  public var insetWriteCallbackOrder: InsetWriteCallbackOrder
  /// How long the slide back to the top after a refresh ended takes, in seconds (unknown: 0.3 in
  /// the model, the length of a default `UIView` animation).
  public var refreshReturnDuration: Double
  /// The curve of that slide (unknown: ease in and out in the model, a default `UIView`
  /// animation's).
  public var refreshReturnCurve: OffsetCurve
  /// A refreshing control's room at the top, in points (unknown: 60 in the model); its frame
  /// grows with a deeper pull.
  public var refreshControlHeight: Double
  /// How far past the top the content must be pulled for the refresh control to fire, in points
  /// (unknown: 60 in the model); never less than ``refreshControlHeight`` (the model's control
  /// fires once its room is pulled into view).
  public var refreshTriggerDistance: Double
  /// The rubber band's coefficient (`(1 − 1/(x·c/d + 1))·d`; 0.55 in the model and in the
  /// libraries that reimplement UIKit's, unknown in UIKit).
  public var rubberBandCoefficient: Double
  /// What a release onto a target at the current offset does.
  public var releaseOntoCurrentOffset: ReleaseOntoCurrentOffset
  /// Where a bounce rests when an inset moves its edge on the way.
  public var bounceRest: BounceRest
  /// What a resting finger does to a bounce.
  public var touchOnBounce: TouchOnBounce
  /// What an animated move does under a finger.
  public var animatedMoveUnderFinger: AnimatedMoveUnderFinger
  /// Where the slide back after a refresh ends when its callbacks move the top.
  public var refreshReturnTarget: RefreshReturnTarget
  /// When `scrollViewDidChangeAdjustedContentInset(_:)` comes.
  public var adjustedInsetCallbackTiming: AdjustedInsetCallbackTiming
  /// When a write of `additionalSafeAreaInsets` reaches `safeAreaInsetsDidChange()`.
  public var safeAreaCallbackTiming: SafeAreaCallbackTiming
  /// What happens to UIKit's motion of a scroll view that leaves the window.
  public var offWindowMotion: OffWindowMotion
  /// What a lift sends after a touch that stopped a deceleration or a bounce.
  public var touchLift: TouchLift
  /// What a release past an edge does with a target the delegate set.
  public var releasePastEdgeTarget: ReleasePastEdgeTarget

  /// The model's choices: the defaults of every scenario.
  ///
  /// - Parameters:
  ///   - linearTailSpeed: The speed of the linear slide, in points per millisecond.
  ///   - refreshReturn: How the slide back after a refresh reaches observers.
  ///   - animatedOffsetDuration: The duration of an animated offset change, in seconds.
  ///   - animatedOffsetCurve: Its curve.
  ///   - bounceDampingRatio: The bounce spring's damping ratio.
  ///   - bounceResponse: The bounce spring's response, in seconds.
  ///   - animatedOffsetWhileDecelerating: What an animated offset change does to a running
  ///     deceleration.
  ///   - callbackOrder: The order of the delegate and KVO.
  ///   - insetWriteFault: What an inset write does to moving content.
  ///   - dropsViewportEvents: Whether viewport changes reach no observer.
  ///   - refreshInsetOrder: Under `.never`, when the refresh control's inset write calls back.
  ///   - sameOffsetWrite: What a write of the offset the content already has reports.
  ///   - sameOffsetWriteStop: Whether such a write stops UIKit's motion of the content.
  ///   - dragAnchor: Where a finger's next move takes the content from.
  ///   - interruptedAnimationEnds: Which interruptions of an animated move report its end.
  ///   - redirectedLanding: How a redirected fling lands.
  ///   - safeAreaShiftWhileMoving: Which content a change of the safe area's share shifts.
  ///   - adjustedInsetCallbackOrder: The order of the adjusted inset's callback against the
  ///     offset's.
  ///   - kvoOrder: The order of the KVO of `bounds` and `contentOffset`.
  ///   - animatedMoveToCurrentOffset: What an animated move to the current offset does.
  ///   - insetWriteCallbackOrder: The order of the adjusted inset's delegate callback and the KVO
  ///     of `contentInset` for an inset write.
  ///   - refreshReturnDuration: How long the slide back after a refresh takes, in seconds.
  ///   - refreshReturnCurve: The curve of that slide.
  ///   - refreshControlHeight: A refreshing control's room at the top, in points.
  ///   - refreshTriggerDistance: The pull that fires the refresh control, in points.
  ///   - rubberBandCoefficient: The rubber band's coefficient.
  ///   - releaseOntoCurrentOffset: What a release onto a target at the current offset does.
  ///   - bounceRest: Where a bounce rests when an inset moves its edge on the way.
  ///   - touchOnBounce: What a resting finger does to a bounce.
  ///   - animatedMoveUnderFinger: What an animated move does under a finger.
  ///   - refreshReturnTarget: Where the slide back after a refresh ends when its callbacks move
  ///     the top.
  ///   - adjustedInsetCallbackTiming: When `scrollViewDidChangeAdjustedContentInset(_:)` comes.
  ///   - safeAreaCallbackTiming: When a write of `additionalSafeAreaInsets` reaches
  ///     `safeAreaInsetsDidChange()`.
  ///   - offWindowMotion: What happens to UIKit's motion of a scroll view that leaves the window.
  ///   - touchLift: What a lift sends after a touch that stopped a deceleration or a bounce.
  ///   - releasePastEdgeTarget: What a release past an edge does with a target the delegate set.
  public init(
    linearTailSpeed: Double = 0.05, refreshReturn: RefreshReturn = .slides, animatedOffsetDuration: Double = 0.3,
    animatedOffsetCurve: OffsetCurve = .linear, bounceDampingRatio: Double = Spring.bounceBack.dampingRatio,
    bounceResponse: Double = Spring.bounceBack.response,
    animatedOffsetWhileDecelerating: AnimatedOffsetWhileDecelerating = .dropped,
    callbackOrder: CallbackOrder = .delegateFirst,
    insetWriteFault: InsetWriteFault = .none, dropsViewportEvents: Bool = false,
    refreshInsetOrder: RefreshInsetOrder = .stateFirst, sameOffsetWrite: SameOffsetWrite = .notifiesObservers,
    sameOffsetWriteStop: SameOffsetWriteStop = .stops, dragAnchor: DragAnchor = .current,
    interruptedAnimationEnds: Set<AnimationInterruption> = [], redirectedLanding: RedirectedLanding = .exponential,
    safeAreaShiftWhileMoving: SafeAreaShiftWhileMoving = .restAndFinger,
    adjustedInsetCallbackOrder: AdjustedInsetCallbackOrder = .afterOffset, kvoOrder: KVOOrder = .boundsFirst,
    animatedMoveToCurrentOffset: AnimatedMoveToCurrentOffset = .nothing,
    insetWriteCallbackOrder: InsetWriteCallbackOrder = .delegateFirst,
    refreshReturnDuration: Double = SimulatedRefreshControl.returnDuration,
    refreshReturnCurve: OffsetCurve = .easeInOut,
    refreshControlHeight: Double = SimulatedRefreshControl.height,
    refreshTriggerDistance: Double = SimulatedRefreshControl.triggerDistance,
    rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
    releaseOntoCurrentOffset: ReleaseOntoCurrentOffset = .endsAtOnce, bounceRest: BounceRest = .edgeOnArrival,
    touchOnBounce: TouchOnBounce = .holds, animatedMoveUnderFinger: AnimatedMoveUnderFinger = .ignored,
    refreshReturnTarget: RefreshReturnTarget = .topAfterCallbacks,
    adjustedInsetCallbackTiming: AdjustedInsetCallbackTiming = .insideTheChange,
    safeAreaCallbackTiming: SafeAreaCallbackTiming = .insideTheWrite,
    offWindowMotion: OffWindowMotion = .stopsWithinRange, touchLift: TouchLift = .endsDragging,
    releasePastEdgeTarget: ReleasePastEdgeTarget = .honoured
  ) {
    self.linearTailSpeed = linearTailSpeed
    self.refreshReturn = refreshReturn
    self.animatedOffsetDuration = animatedOffsetDuration
    self.animatedOffsetCurve = animatedOffsetCurve
    self.bounceDampingRatio = bounceDampingRatio
    self.bounceResponse = bounceResponse
    self.animatedOffsetWhileDecelerating = animatedOffsetWhileDecelerating
    self.callbackOrder = callbackOrder
    self.insetWriteFault = insetWriteFault
    self.dropsViewportEvents = dropsViewportEvents
    self.refreshInsetOrder = refreshInsetOrder
    self.sameOffsetWrite = sameOffsetWrite
    self.sameOffsetWriteStop = sameOffsetWriteStop
    self.dragAnchor = dragAnchor
    self.interruptedAnimationEnds = interruptedAnimationEnds
    self.redirectedLanding = redirectedLanding
    self.safeAreaShiftWhileMoving = safeAreaShiftWhileMoving
    self.adjustedInsetCallbackOrder = adjustedInsetCallbackOrder
    self.kvoOrder = kvoOrder
    self.animatedMoveToCurrentOffset = animatedMoveToCurrentOffset
    self.insetWriteCallbackOrder = insetWriteCallbackOrder
    self.refreshReturnDuration = refreshReturnDuration
    self.refreshReturnCurve = refreshReturnCurve
    self.refreshControlHeight = refreshControlHeight
    self.refreshTriggerDistance = refreshTriggerDistance
    self.rubberBandCoefficient = rubberBandCoefficient
    self.releaseOntoCurrentOffset = releaseOntoCurrentOffset
    self.bounceRest = bounceRest
    self.touchOnBounce = touchOnBounce
    self.animatedMoveUnderFinger = animatedMoveUnderFinger
    self.refreshReturnTarget = refreshReturnTarget
    self.adjustedInsetCallbackTiming = adjustedInsetCallbackTiming
    self.safeAreaCallbackTiming = safeAreaCallbackTiming
    self.offWindowMotion = offWindowMotion
    self.touchLift = touchLift
    self.releasePastEdgeTarget = releasePastEdgeTarget
  }

  /// The model's choices.
  public static let standard = UIKitAssumptions()

  /// The spring of the bounce back from an edge.
  public var bounceSpring: Spring { Spring(dampingRatio: bounceDampingRatio, response: bounceResponse) }

  /// The ranges the numeric parameters may take.
  public static let linearTailSpeedRange = 0.001...1.0
  /// The durations an animated offset change may take, in seconds.
  public static let animatedOffsetDurationRange = 0.01...2.0
  /// The bounce's damping ratios.
  public static let bounceDampingRatioRange = 0.3...3.0
  /// The bounce's responses, in seconds.
  public static let bounceResponseRange = 0.05...2.0
  /// The slide back's durations after a refresh, in seconds.
  public static let refreshReturnDurationRange = 0.05...1.0
  /// A refreshing control's rooms, in points.
  public static let refreshControlHeightRange = 20.0...150.0
  /// The refresh control's trigger distances, in points.
  public static let refreshTriggerDistanceRange = 20.0...200.0
  /// The rubber band's coefficients.
  public static let rubberBandCoefficientRange = 0.2...1.0
}
