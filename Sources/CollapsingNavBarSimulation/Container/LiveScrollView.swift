import CollapsingNavBarCore

/// A simulated scroll view as the bar and the app meet it: a reference around the
/// ``SimulatedScrollView`` model whose changes call back synchronously, before the change
/// returns, as a `UIScrollView` does.
///
/// The order, for a change of the offset: the delegate's `scrollViewDidScroll(_:)`, then the KVO
/// of `bounds`, then the KVO of `contentOffset` (``UIKitAssumptions/callbackOrder`` and
/// ``UIKitAssumptions/kvoOrder`` may swap them). UIKit documents `contentOffset` as the origin of
/// `bounds` (UIScrollView.h) and calls `scrollViewDidScroll(_:)` from inside the write; automatic
/// KVO notifies observers after the setter it wraps returns (Apple's Key-Value Observing
/// Programming Guide, "Automatic Change Notification"), so the inner `bounds` notification comes
/// before the outer `contentOffset` one. For a write of `contentInset`: the delegate's
/// `scrollViewDidChangeAdjustedContentInset(_:)` when the adjusted inset moved (called from
/// inside the write, iOS 11 and later), then the KVO of `contentInset`, which fires on every
/// write, even of the same value. A change of the system's share alone (safe area, refresh
/// control) calls the delegate only. A new `bounds` height and a new `contentSize` reach their
/// KVO. An offset write of the value the content already has reports as
/// ``UIKitAssumptions/sameOffsetWrite`` says (its KVO fires, by default).
///
/// Whether UIKit calls `scrollViewDidScroll(_:)` before or after the KVO of the offset is not
/// documented: ``UIKitAssumptions/callbackOrder`` chooses (delegate first by default).
final class LiveScrollView {
  /// What a key-value observer of the scroll view hears.
  enum Key: Hashable, Sendable {
    case contentOffset, bounds, contentInset, contentSize, delegate
  }

  /// The model: geometry, finger and motion.
  private(set) var model: SimulatedScrollView
  /// The delegate (the bar's proxy, which forwards to the screen's delegate).
  weak var delegate: (any LiveScrollViewDelegate)?
  /// The key-value observer (the bar).
  weak var observer: (any LiveScrollViewObserver)?
  /// Whether `scrollViewDidChangeAdjustedContentInset(_:)` waits for the next layout pass
  /// (``UIKitAssumptions/AdjustedInsetCallbackTiming/atLayout``).
  private(set) var owesAdjustedInsetCallback = false

  /// A live scroll view around a model.
  ///
  /// - Parameter model: The model.
  init(_ model: SimulatedScrollView) {
    self.model = model
  }

  /// Sets a new delegate, as the app does with `scrollView.delegate = …`: the KVO of `delegate`
  /// tells the observer.
  ///
  /// - Parameter delegate: The new delegate.
  func setDelegate(_ delegate: (any LiveScrollViewDelegate)?) {
    self.delegate = delegate
    observer?.scrollView(self, changed: .delegate)
  }

  /// Changes the model, then calls back for what changed, in UIKit's order.
  ///
  /// - Parameters:
  ///   - insetWrite: Whether the change writes `contentInset` (its KVO fires even for the
  ///     same value).
  ///   - offsetWrite: Whether the change writes `contentOffset` at once (a write of the same
  ///     value reports as ``UIKitAssumptions/sameOffsetWrite`` says).
  ///   - body: The change.
  /// - Returns: What the change returned.
  @discardableResult
  func change<Result>(
    insetWrite: Bool = false, offsetWrite: Bool = false, _ body: (inout SimulatedScrollView) -> Result
  ) -> Result {
    let offset = model.contentOffsetY
    let viewport = model.viewportHeight
    let contentHeight = model.contentHeight
    let adjustedTop = model.adjustedContentInsetTop
    let adjustedBottom = model.adjustedContentInsetBottom
    let wasRefreshing = model.isRefreshing
    let result = body(&model)
    // A refresh control's own inset write may call back before its state changes
    // (``UIKitAssumptions/refreshInsetOrder``): the callbacks see the state from before.
    let refreshing = model.isRefreshing
    let stateAfterCallbacks =
      insetWrite && refreshing != wasRefreshing && model.uikit.refreshInsetOrder == .insetFirst
    if stateAfterCallbacks { model.isRefreshing = wasRefreshing }
    defer { if stateAfterCallbacks { model.isRefreshing = refreshing } }
    let offsetMoved = model.contentOffsetY != offset
    // A write of the offset the content already has: the KVO may fire, and the delegate hear it.
    let sameWrite = offsetWrite && !offsetMoved
    let observersHear = offsetMoved || (sameWrite && model.uikit.sameOffsetWrite != .silent)
    let delegateHears = offsetMoved || (sameWrite && model.uikit.sameOffsetWrite == .notifiesObserversAndDelegate)
    let delegateFirst = model.uikit.callbackOrder == .delegateFirst
    let insetMoved =
      model.adjustedContentInsetTop != adjustedTop || model.adjustedContentInsetBottom != adjustedBottom
    // (The system's share and the offset it shifted may call back in the other order:
    // ``UIKitAssumptions/adjustedInsetCallbackOrder``.)
    let insetCallbackFirst =
      insetMoved && !insetWrite && offsetMoved && model.uikit.adjustedInsetCallbackOrder == .beforeOffset
    if insetCallbackFirst { adjustedInsetChanged() }
    if delegateHears && delegateFirst { delegate?.scrollViewDidScroll(self) }
    // (A new height alone may reach no observer: ``UIKitAssumptions/dropsViewportEvents``.)
    let resized = model.viewportHeight != viewport && !model.uikit.dropsViewportEvents
    let boundsFirst = model.uikit.kvoOrder == .boundsFirst
    if observersHear && !boundsFirst { observer?.scrollView(self, changed: .contentOffset) }
    if offsetMoved || resized { observer?.scrollView(self, changed: .bounds) }
    if observersHear && boundsFirst { observer?.scrollView(self, changed: .contentOffset) }
    if delegateHears && !delegateFirst { delegate?.scrollViewDidScroll(self) }
    if model.contentHeight != contentHeight { observer?.scrollView(self, changed: .contentSize) }
    // (For a write of `contentInset`, its KVO may come first:
    // ``UIKitAssumptions/insetWriteCallbackOrder``.)
    let kvoFirst = insetWrite && model.uikit.insetWriteCallbackOrder == .observersFirst
    if kvoFirst { observer?.scrollView(self, changed: .contentInset) }
    if insetMoved && !insetCallbackFirst { adjustedInsetChanged() }
    if insetWrite && !kvoFirst { observer?.scrollView(self, changed: .contentInset) }
    // An animated move the change cut short may report its end
    // (``UIKitAssumptions/interruptedAnimationEnds``).
    if model.owesAnimationEnd {
      model.owesAnimationEnd = false
      delegate?.scrollViewDidEndScrollingAnimation(self)
    }
    return result
  }

  /// The adjusted inset moved: its delegate callback, now or at the next layout pass
  /// (``UIKitAssumptions/adjustedInsetCallbackTiming``).
  private func adjustedInsetChanged() {
    guard model.uikit.adjustedInsetCallbackTiming == .insideTheChange else {
      owesAdjustedInsetCallback = true
      return
    }
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  /// A layout pass: a `scrollViewDidChangeAdjustedContentInset(_:)` that waited for it comes now,
  /// once for every change since the last pass.
  func layoutPass() {
    guard owesAdjustedInsetCallback else { return }
    owesAdjustedInsetCallback = false
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }
}

/// Hears a ``LiveScrollView``'s key-value changes, as a KVO observer of a `UIScrollView` does.
protocol LiveScrollViewObserver: AnyObject {
  /// A key changed, from inside the change.
  func scrollView(_ scrollView: LiveScrollView, changed key: LiveScrollView.Key)
}

/// A ``LiveScrollView``'s delegate, as `UIScrollViewDelegate` is a `UIScrollView`'s.
protocol LiveScrollViewDelegate: AnyObject {
  /// `scrollViewDidScroll(_:)`, from inside the change of the offset.
  func scrollViewDidScroll(_ scrollView: LiveScrollView)
  /// `scrollViewDidChangeAdjustedContentInset(_:)`, from inside the change.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: LiveScrollView)
  /// `scrollViewWillBeginDragging(_:)`.
  func scrollViewWillBeginDragging(_ scrollView: LiveScrollView)
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
  ///
  /// - Returns: The target offset the delegate wrote, or `nil` if it left UIKit's.
  func scrollViewWillEndDragging(_ scrollView: LiveScrollView, velocity: Double, target: Double) -> Double?
  /// `scrollViewDidEndDragging(_:willDecelerate:)`.
  func scrollViewDidEndDragging(_ scrollView: LiveScrollView, willDecelerate: Bool)
  /// `scrollViewDidEndDecelerating(_:)`.
  func scrollViewDidEndDecelerating(_ scrollView: LiveScrollView)
  /// `scrollViewDidEndScrollingAnimation(_:)`.
  func scrollViewDidEndScrollingAnimation(_ scrollView: LiveScrollView)
}
