extension SimulatedScrollView {
  // MARK: - Writes by others

  /// Another component writes `contentInset` (a keyboard handler, a SwiftUI host): the given
  /// edges change, the offset stays where it is (as `UIScrollView` keeps `contentOffset`).
  ///
  /// - Parameters:
  ///   - top: The new `contentInset.top`, or `nil` to keep it.
  ///   - bottom: The new `contentInset.bottom`, or `nil` to keep it.
  mutating func writeContentInset(top: Double?, bottom: Double?) {
    if let top { contentInsetTop = top }
    if let bottom { contentInsetBottom = bottom }
    insetWasWritten()
  }

  /// A write of `contentInset` disturbs content moving on its own.
  ///
  /// What it does is the scenario's fault mode (``UIKitAssumptions/InsetWriteFault``): nothing,
  /// a stop where it is with no end callback, or a stutter of one frame. It reaches a
  /// deceleration, a bounce, a linear slide, UIKit's animated move and the slide back after a
  /// refresh. A write from the release's callbacks comes before UIKit starts the motion they
  /// announce: it disturbs that motion (a write in `scrollViewDidEndDragging` was seen to swing
  /// the offset) with a stutter under either fault, as there is nothing running yet to stop. The
  /// bar's own settle, a write per display frame, is not UIKit's to disturb.
  mutating func insetWasWritten() {
    switch motion {
    case .decelerating, .slidingLinearly, .bouncing, .refreshReturn: break
    case .animating(_, _, _, _, _, let ownSettle): if ownSettle { return }
    case nil: return
    }
    switch uikit.insetWriteFault {
    case .none: break
    case .stopsMotion where !isInReleaseCallbacks: dropMotion()
    case .stopsMotion, .perturbsMotion: stutters = true
    }
  }

  /// The safe area changes (a tab bar hidden on push, a rotation, a split-view resize): the
  /// system's share of the adjusted inset follows and `contentInset` stays; content at rest or
  /// under a finger keeps its place below the top edge (``keepingPlaceBelowTheTopEdge(_:)``).
  ///
  /// - Parameters:
  ///   - top: The new `safeAreaInsets.top`, or `nil` to keep it.
  ///   - bottom: The new `safeAreaInsets.bottom`, or `nil` to keep it.
  mutating func changeSafeArea(top: Double?, bottom: Double?) {
    keepingPlaceBelowTheTopEdge { view in
      if let top { view.safeAreaTop = top }
      if let bottom { view.safeAreaBottom = bottom }
    }
  }

  /// The safe area's part of the adjusted top inset now.
  var safeAreaShareTop: Double { adjustsForSafeArea ? safeAreaTop : 0 }

  /// Makes a change of the safe area (or of the viewport, which decides whether `.scrollableAxes`
  /// adjusts) and shifts the offset by the change of the safe area's share of the adjusted top
  /// inset, as UIKit does, so the content keeps its place below the top edge (airbnb's
  /// MagazineLayout pull request 136: "we get this behavior for free at the top edge";
  /// material-components-ios pull request 4860, a rotation that left a wrong offset).
  ///
  /// Whether UIKit shifts content that moves on its own is not known
  /// (``UIKitAssumptions/safeAreaShiftWhileMoving``): by default the motion's next frame lands
  /// where it would have; under `always` the motion is shifted with the content (the bar's own
  /// settle is not: its next write puts the content where its plan says).
  ///
  /// - Parameter body: The change.
  mutating func keepingPlaceBelowTheTopEdge(_ body: (inout SimulatedScrollView) -> Void) {
    let before = safeAreaShareTop
    body(&self)
    let change = safeAreaShareTop - before
    guard change != 0 else { return }
    if let running = motion {
      guard uikit.safeAreaShiftWhileMoving == .always else { return }
      if !isPlayingOwnSettle { motion = running.shifted(by: -change) }
      motionBeneath = motionBeneath.map {
        MotionBeneath(motion: $0.motion.shifted(by: -change), offset: $0.offset - change)
      }
    }
    contentOffsetY -= change
    // (UIKit's own move: a pan under the finger goes on from there whatever anchors it.)
    dragRaw -= change
  }

  // MARK: - Refresh control

  /// Whether the pull is deep enough for the refresh control to fire now.
  var refreshFiresNow: Bool {
    hasRefreshControl && !isRefreshing && pullDistance >= uikit.refreshTriggerDistance
  }

  /// A pull deep enough to fire the refresh control: it starts refreshing (under `.never`, adds
  /// its height to `contentInset.top`).
  ///
  /// - Returns: Whether the control fired.
  mutating func triggerRefreshIfPulled() -> Bool {
    guard refreshFiresNow else { return false }
    isRefreshing = true
    if refreshWritesContentInset { contentInsetTop += uikit.refreshControlHeight }
    return true
  }

  /// `refreshControl.beginRefreshing()` called by the app: the control refreshes and takes its
  /// share of the adjusted inset (under `.never`, adds its height to `contentInset.top`); the
  /// content does not move (see ``SimulatedRefreshControl``).
  ///
  /// - Returns: Whether the control started refreshing (it has none, or it already refreshes).
  mutating func beginRefreshing() -> Bool {
    guard hasRefreshControl, !isRefreshing else { return false }
    isRefreshing = true
    if refreshWritesContentInset { contentInsetTop += uikit.refreshControlHeight }
    return true
  }

  /// `refreshControl.endRefreshing()`: the control stops and gives its share back (under
  /// `.never`, takes its height off `contentInset.top`); content
  /// resting at the top slides back to the top with UIKit's animation (to the top as it is once
  /// the callbacks of the change have run: a bar that writes its inset back there keeps the
  /// content where it is).
  ///
  /// - Returns: Whether the control was refreshing.
  mutating func endRefreshing() -> Bool {
    guard isRefreshing else { return false }
    let wasAtTop = !isDragging && motion == nil && abs(contentOffsetY - minimumOffset) <= threshold
    let before = adjustedContentInsetTop
    isRefreshing = false
    if refreshWritesContentInset { contentInsetTop -= uikit.refreshControlHeight }
    let returned = before - adjustedContentInsetTop
    if wasAtTop && returned > threshold {
      // (Where it ends: ``UIKitAssumptions/refreshReturnTarget``.)
      let fixedTop = uikit.refreshReturnTarget == .topAtEndRefreshing ? minimumOffset : nil
      motion = .refreshReturn(from: contentOffsetY, to: fixedTop, elapsed: 0)
    }
    return true
  }
}
