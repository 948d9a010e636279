/// The bar's account of the container's top inset: what it found at attach (to give back), what
/// it wrote last (so the echo of its own write is recognised), what others added on top, and
/// the refresh control's share.
///
/// All insets are adjusted insets (`adjustedContentInset.top`): the edge the content rests
/// against. The applier converts them to the container's own inset at the moment of writing.
struct InsetLedger: Hashable, Sendable {
  /// The top inset when the bar attached, given back on detach.
  var originalInsetTop: Double = 0
  /// The top indicator inset when the bar attached, given back on detach.
  var originalIndicatorTop: Double = 0
  /// The top inset the bar wrote last, or `nil` before its first write.
  var writtenInsetTop: Double?
  /// The top indicator inset the bar wrote last, or `nil` before its first write.
  var writtenIndicatorTop: Double?
  /// Top inset added by someone else and kept on top of the bar's own.
  var additionalTopInset: Double = 0
  /// The room the bar holds in its inset for the refresh control, and how it learned of it.
  var heldRefresh = HeldRefreshRoom.none

  /// The refresh control's height while refreshing, else 0.
  var refreshHeight: Double { heldRefresh.height }
  /// Whether ``refreshHeight`` is a room the bar was told of (``ScrollEvent/refreshBegan(height:)``)
  /// rather than one it measured in the system's share or found written into the container's
  /// inset: only the bar's own inset holds it, and the container cannot tell it.
  var refreshRoomIsTold: Bool {
    if case .told = heldRefresh { return true }
    return false
  }
  /// A told refresh room (``refreshRoomIsTold``) carried over a detach while the refresh went on,
  /// else 0: the first report of the next container's insets gives it back if that container
  /// still refreshes, and drops it otherwise.
  var carriedRefreshHeight: Double = 0
  /// The system's share of the adjusted top inset while not refreshing (the safe area the
  /// container adds): a refresh control's height is measured against it.
  var restingSystemShare: Double?
  /// The system's share of the adjusted top inset as last reported.
  var knownSystemShare: Double?
  /// The system's share of the adjusted top inset when the bar attached: the container's own
  /// inset then was ``originalInsetTop`` minus this.
  var originalSystemShare: Double = 0
  /// Whether the container's refresh control refreshes, as last reported.
  var containerIsRefreshing = false
  /// The room a refresh control that writes it into the container's own inset held there when
  /// the bar attached (part of ``originalInsetTop``), else 0: the control takes it off when it
  /// ends, so the inset given back leaves it out once that refresh is over.
  var originalRefreshRoom: Double = 0
  /// Whether the container's refresh control writes its room into the container's own inset
  /// (``ContainerGeometry/refreshWritesContentInset``).
  var refreshWritesContentInset = false
  /// Whether the container can hold the spacer of ``InsetStrategy/collapsedWithSpacer``
  /// (``ContainerGeometry/holdsLeadingSpacer``).
  var containerHoldsSpacer = false
  /// The spacer the bar gave the container (``NavBarCommands/leadingSpacerHeight``), 0 for none.
  var writtenSpacer = 0.0
  /// The spacer the bar wants the container to hold (``NavBarController/leadingSpacerHeight``),
  /// decided when the bar attaches and when its metrics change (not on every scroll tick).
  var wantedSpacer = 0.0
  /// Whether the inset keeps UIKit's pin line at the bar's bottom edge where the spacer alone
  /// does not (``NavBarController/insetKeepingPinLine(_:spacer:)``), decided with
  /// ``wantedSpacer``.
  var keepsPinLine = false
  /// How much of a running refresh's room the inset gives up, the part that scrolled past the
  /// spacer's end where the content last rested (``NavBarController/measureRoomScrolledAway(travels:)``).
  var roomScrolledAway = 0.0
  /// Whether ``roomScrolledAway`` was measured for other metrics: measured again in the event
  /// that changed them, moving content or not.
  var roomNeedsMeasure = false
  /// Where a bar whose height is not the content's asks UIKit's pin line to be, where the
  /// content's top has gone under it (its bottom edge, and inset another component added below
  /// it), else `nil` (``NavBarController/measurePinLine(travels:onItsOwn:)``).
  var barPinLine: Double?
  /// A rise of the container's own inset booked as someone else's while its refresh control was
  /// not refreshing, in a container whose control writes its room there; else `nil`.
  ///
  /// It is the control's own write if a report before the next frame says it refreshes now
  /// (UIKit may call back for the write before the control's state changes). The controller
  /// wants that frame (``NavBarController/needsFrames``).
  var unclaimedRise: UnclaimedRise?
  /// The room the container's refresh control holds in the container's own inset while it
  /// refreshes, else 0 (not told).
  ///
  /// As its last report while refreshing told it
  /// (``ScrollEvent/systemInsetChanged(share:isRefreshing:refreshRoom:)``). A rise of the inset
  /// is the control's write of its room only if it is that room.
  var refreshRoom: Double = 0
  /// Whether the refresh control took its room off before its state changed.
  ///
  /// Set when a report of the top inset, while the control still says it refreshes, is the bar's
  /// own value less exactly the room of that refresh, in a container whose control writes its
  /// room into the container's own inset: UIKit called back for the control's write as it ends
  /// before its state changed. An inset given back before that change leaves the room out.
  ///
  /// The control's state changes within the call that ends it, so the next frame ends the wait:
  /// a drop the state did not confirm by then was someone else's (``NavBarController/needsFrames``).
  var refreshRoomTakenOff = false

  /// The room the bar holds in its inset for a refreshing control.
  enum HeldRefreshRoom: Hashable, Sendable {
    /// None: the control does not refresh (or its room is not known to be the control's).
    case none
    /// Measured in the system's share, or found written into the container's own inset, which
    /// tells it again after a re-attach.
    case measured(Double)
    /// Told (``ScrollEvent/refreshBegan(height:)``, or carried over a re-attach): only the bar's
    /// own inset holds it, and the container cannot tell it.
    case told(Double)

    /// A room of a height (none for 0).
    ///
    /// - Parameters:
    ///   - height: The control's height.
    ///   - told: Whether the bar was told of it.
    init(height: Double, told: Bool) {
      if height == 0 {
        self = .none
      } else {
        self = told ? .told(height) : .measured(height)
      }
    }

    /// The room's height (0 for none).
    var height: Double {
      switch self {
      case .none: return 0
      case .measured(let height), .told(let height): return height
      }
    }
  }

  /// A rise of the container's own inset that the refresh control's state may still claim.
  struct UnclaimedRise: Hashable, Sendable {
    /// How far the inset rose.
    var height: Double
    /// Whether the rise was booked out of the window: with no frame to end the wait there, it is
    /// the control's only if the control's room, as the next report of its state tells it, is
    /// that rise (``refreshRoom``); with no room told, it stays someone else's.
    var isOffWindow: Bool
  }

  /// An empty account (no container).
  init() {}

  /// Starts an account for a container.
  ///
  /// - Parameter geometry: The container's geometry at attach.
  init(attachingTo geometry: ContainerGeometry) {
    originalInsetTop = geometry.contentInsetTop
    originalIndicatorTop = geometry.scrollIndicatorInsetTop
    originalSystemShare = geometry.systemInsetTop
    knownSystemShare = geometry.systemInsetTop
    refreshWritesContentInset = geometry.refreshWritesContentInset
    containerHoldsSpacer = geometry.holdsLeadingSpacer
    if geometry.refreshWritesContentInset && geometry.refreshShareTop > 0 {
      // Refreshing already, the control's room written into the container's own inset.
      originalRefreshRoom = geometry.refreshShareTop
      containerIsRefreshing = true
    } else if geometry.refreshShareTop > 0 && geometry.refreshShareTop <= geometry.systemInsetTop {
      // Refreshing already, with a share the container can tell: the rest is the share at rest.
      restingSystemShare = geometry.systemInsetTop - geometry.refreshShareTop
    }
  }

  /// The inset the bar owns at its expanded height: `B` in `c = contentOffset.y + B`.
  ///
  /// - Parameter expandedHeight: The bar's expanded height.
  /// - Returns: The basis.
  func basis(expandedHeight: Double) -> Double { expandedHeight + refreshHeight + additionalTopInset }

  /// The top inset the bar wants.
  ///
  /// - Parameters:
  ///   - metrics: The bar's metrics.
  ///   - layoutHeight: The height of the bar as laid out now.
  ///   - insetRoom: While the content travels to a target (``InsetStrategy/followsBar``), the
  ///     collapse at that target, for which the inset keeps room.
  ///   - roomToTop: Whether the ``InsetStrategy/followsBar`` inset keeps room up to the expanded
  ///     bar (the content moves within the collapsible range).
  /// - Returns: The inset.
  func ownedInsetTop(metrics: BarMetrics, layoutHeight: Double, insetRoom: Double?, roomToTop: Bool = false)
    -> Double
  {
    switch metrics.configuration.insetStrategy {
    case .expanded, .collapsedWithSpacer:
      // (With a spacer the container's own inset is this minus the spacer: the driver's
      // `SpacedContainer` translates.)
      return basis(expandedHeight: metrics.expandedHeight)
    case .followsBar:
      var height = roomToTop ? metrics.expandedHeight : min(layoutHeight, metrics.expandedHeight)
      if let held = insetRoom {
        height = max(height, metrics.expandedHeight - max(0, min(held, metrics.collapsibleRange)))
      }
      return metrics.rounded(height) + refreshHeight + additionalTopInset
    }
  }

  /// What a reported top inset means.
  enum InsetChange: Hashable, Sendable {
    /// The echo of the bar's own write.
    case echo
    /// A refresh control adjusting the inset on its own: the bar's value goes back.
    case refreshAdjustment
    /// A refresh control that began refreshing wrote its room into the container's own inset
    /// (UIKit under `contentInsetAdjustmentBehavior = .never`, where the room cannot join the
    /// adjusted inset): this much is the refresh control's height.
    case refreshRoomWritten(Double)
    /// Someone else added this much (negative: took back some of what was added before): it
    /// stays on top of the bar's own.
    case addition(Double)
    /// Someone else wrote an inset below the bar's own share: the bar's value goes back.
    case refused
  }

  /// How far the echo of the bar's own write may be from what it wrote: floating-point
  /// rounding of the applier's conversion to the container's own inset, no more.
  static let echoTolerance = 1e-6

  /// Recognises a reported top inset and books it.
  ///
  /// - Parameters:
  ///   - top: The reported (adjusted) top inset.
  ///   - current: The inset the controller's geometry holds.
  ///   - pixel: One pixel in points.
  ///   - isVisible: Whether the container is on screen (a rise booked off it waits for no frame).
  /// - Returns: What it was.
  mutating func recognise(_ top: Double, current: Double, pixel: Double, isVisible: Bool = true) -> InsetChange {
    let written = writtenInsetTop ?? current
    // The applier writes exactly what the bar asked for: anything else, however small, is
    // someone else's.
    if abs(top - written) <= Self.echoTolerance { return .echo }
    // (The control's room booked from its share or its own write is on the pixel grid or exact.
    // Its end's write is not undone by the bar's value going back below: the control will not
    // take the room off again when its state changes.)
    if refreshWritesContentInset && containerIsRefreshing && refreshHeight > 0 && !refreshRoomIsTold
      && abs(written - top - refreshHeight) < pixel / 2
    {
      refreshRoomTakenOff = true
    }
    // Not the bar's value: unless adopted below, the bar's next write goes out however close
    // the two are.
    writtenInsetTop = nil
    if refreshHeight > 0 { return .refreshAdjustment }
    if refreshWritesContentInset && containerIsRefreshing && restingSystemShare != nil
      && top - written > Self.echoTolerance && (refreshRoom <= 0 || abs(top - written - refreshRoom) < pixel / 2)
    {
      // Refreshing with no room booked, in a container whose control writes its room into the
      // container's own inset: this is that room. (Not for a refresh that ran before the bar
      // attached: its share at rest is unknown, and the bar makes no room of its own then. In
      // any other container the rise is the app's, however it lines up with a refresh.)
      writtenInsetTop = top
      return .refreshRoomWritten(top - written)
    }
    // Someone else may take back what others added, never the bar's own share: below that the
    // bar's value goes back.
    let kept = max(0, additionalTopInset + top - written)
    let change = kept - additionalTopInset
    additionalTopInset = kept
    unclaimedRise =
      refreshWritesContentInset && !containerIsRefreshing && restingSystemShare != nil && change > 0
      ? UnclaimedRise(height: change, isOffWindow: !isVisible) : nil
    guard change != 0 else { return .refused }
    writtenInsetTop = top
    return .addition(change)
  }

  /// The inset writes the bar needs for what it wants now; books them as written.
  ///
  /// Both values are on the pixel grid, so any difference of half a pixel or more is a whole
  /// pixel; comparing against a whole pixel would miss one-pixel steps to rounding error.
  ///
  /// - Parameters:
  ///   - insetTop: The top inset the bar wants.
  ///   - indicatorTop: The top indicator inset the bar wants.
  ///   - current: The inset the controller's geometry holds.
  ///   - pixel: One pixel in points.
  /// - Returns: The writes to make (`nil` for none).
  mutating func writes(insetTop: Double, indicatorTop: Double, current: Double, pixel: Double) -> (
    insetTop: Double?, indicatorTop: Double?
  ) {
    var result: (insetTop: Double?, indicatorTop: Double?) = (nil, nil)
    if writtenInsetTop == nil || abs(insetTop - (writtenInsetTop ?? current)) >= pixel / 2 {
      writtenInsetTop = insetTop
      result.insetTop = insetTop
    }
    if writtenIndicatorTop == nil || abs(indicatorTop - (writtenIndicatorTop ?? 0)) >= pixel / 2 {
      writtenIndicatorTop = indicatorTop
      result.indicatorTop = indicatorTop
    }
    return result
  }

  /// What a change of the system's share of the adjusted top inset means for the bar.
  enum SystemShareChange: Hashable, Sendable {
    /// The refresh control began refreshing with this height.
    case refreshBegan(height: Double)
    /// The container still refreshes after a re-attach, with the told room carried over the
    /// detach (``carriedRefreshHeight``).
    case refreshResumed(height: Double)
    /// The refresh control began refreshing, and this much of the container's own inset, booked
    /// as someone else's when UIKit called back for the control's write before its state
    /// changed, is its room now (booked already: the basis does not change).
    case refreshRoomClaimed(height: Double)
    /// The refresh control ended refreshing.
    case refreshEnded
    /// The share moved (a new safe area, a refresh control's end animation): the bar's inset is
    /// written again against it, so the adjusted inset stays what the bar wants.
    case shareMoved
  }

  /// Books the system's share of the adjusted top inset and the refresh control's state: while
  /// refreshing, the share beyond the share at rest is the control's height.
  ///
  /// - Parameters:
  ///   - share: `adjustedContentInset.top − contentInset.top` now.
  ///   - isRefreshing: Whether the refresh control refreshes.
  ///   - room: The room a refreshing control holds in the container's own inset, 0 if none or
  ///     not told (``refreshRoom``).
  ///   - pixel: One pixel in points.
  /// - Returns: What changed, or `nil`.
  mutating func systemShareChanged(to share: Double, isRefreshing: Bool, room: Double = 0, pixel: Double)
    -> SystemShareChange?
  {
    if isRefreshing && room > 0 { refreshRoom = room }
    // Any move counts: the bar keeps the adjusted inset exactly where it wants it.
    let moved = knownSystemShare.map { abs(share - $0) > Self.echoTolerance } ?? false
    knownSystemShare = share
    containerIsRefreshing = isRefreshing
    // (A carried room is decided by the first report after the attach.)
    let carried = carriedRefreshHeight
    carriedRefreshHeight = 0
    let rise = unclaimedRise?.height ?? 0
    let riseIsOffWindow = unclaimedRise?.isOffWindow ?? false
    if isRefreshing { unclaimedRise = nil }
    // The next write goes out even if the wanted inset did not change.
    if moved { writtenInsetTop = nil }
    if !isRefreshing {
      refreshRoomTakenOff = false
      restingSystemShare = share
      if refreshHeight > 0 { return .refreshEnded }
    } else if refreshHeight == 0 {
      // (Refreshing since before the bar attached: the share at rest is unknown, so the whole
      // share stays the system's and the bar makes no room of its own, unless it was told of
      // the room before it let go of the container.)
      if let resting = restingSystemShare, share - resting >= pixel / 2 {
        return .refreshBegan(height: share - resting)
      }
      // (Where the control's room is told, the rise is the control's only if it is that room,
      // out of the window too; where it is not, a rise out of the window stays someone else's.)
      let isTheRoom = refreshRoom > 0 ? abs(rise - refreshRoom) < pixel / 2 : !riseIsOffWindow
      if refreshWritesContentInset && isTheRoom && rise >= pixel / 2 && rise <= additionalTopInset + Self.echoTolerance
      {
        // The refresh control's write of its room called back before its state changed: the
        // rise booked as someone else's is the control's.
        additionalTopInset = max(0, additionalTopInset - rise)
        heldRefresh = .measured(rise)
        return .refreshRoomClaimed(height: rise)
      }
      if carried >= pixel / 2 { return .refreshResumed(height: carried) }
    }
    return moved ? .shareMoved : nil
  }

  /// Holds room for the refresh control.
  ///
  /// - Parameters:
  ///   - height: The control's height (rounded to the pixel grid).
  ///   - told: Whether the bar was told of it rather than measuring it.
  mutating func holdRefreshRoom(_ height: Double, told: Bool) {
    heldRefresh = HeldRefreshRoom(height: height, told: told)
  }

  /// A display frame ends the waits that only a frame ends: a rise of the inset the refresh
  /// control's state did not claim by then stays someone else's, and a drop of the room its state
  /// did not confirm was someone else's write.
  mutating func frameArrived() {
    unclaimedRise = nil
    refreshRoomTakenOff = false
  }

  /// The top inset to give back on detach, in adjusted terms: the container's own inset as it
  /// was at attach, plus the system's share as it is now (a new safe area, a refresh control
  /// still refreshing), so the applier writes the original own inset back.
  var restoredInsetTop: Double { restoredOwnInsetTop + (knownSystemShare ?? originalSystemShare) }

  /// The container's own top inset to give back on detach, written as it is
  /// (``NavBarCommands/givesBackContainer``).
  var restoredOwnInsetTop: Double {
    // A refresh control that writes its room into the container's own inset takes it off when it
    // ends: the inset given back holds the room of a refresh still going on, and not that of one
    // that ended. (A room the bar was told of was never in that inset.)
    // (Nor the room of one whose control took it off already, its state not changed yet.)
    let room =
      refreshWritesContentInset && containerIsRefreshing && !refreshRoomIsTold && !refreshRoomTakenOff
      ? refreshHeight : 0
    let roomMove = room > 0 && originalRefreshRoom > 0 ? 0 : room - originalRefreshRoom
    return originalInsetTop - originalSystemShare + roomMove
  }
}
