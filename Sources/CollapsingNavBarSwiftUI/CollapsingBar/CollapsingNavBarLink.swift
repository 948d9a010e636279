#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import UIKit

  /// Joins the UIKit bar (made by the host view) and the SwiftUI container's scroll view (found
  /// by the probe): the bar follows the scroll view, observing only, while both are there.
  ///
  /// It publishes two things, rarely: whether a ``CollapsingNavBarSpacer`` leads the content, and
  /// the space the container reserves above its content with the spacer's height
  /// (``ReservedTopSpace``: the collapsed bar below the safe area, and a spacer of the rest;
  /// without a spacer the container reserves both), once the bar has them; until then the
  /// modifier reserves what the core works out from the configuration and the traits
  /// (``BarMetrics/initialReservedTopSpace(configuration:scale:largeTitleScale:isVerticallyCompact:contentSizeScale:holdingSpacer:)``),
  /// the same value, so the first frame already has the space.
  @available(iOS 14.0, *)
  @MainActor
  final class CollapsingNavBarLink: ObservableObject {
    /// The space to reserve above the container's content with a spacer, and the spacer's height.
    ///
    /// The bar's ``BarMetrics/reservedTopSpace(holdingSpacer:)``; `nil` until the bar is laid
    /// out. Without a spacer the container reserves both.
    @Published private(set) var spacedSpace: ReservedTopSpace?
    /// Whether a ``CollapsingNavBarSpacer`` leads the container's content (it appeared once).
    @Published private(set) var holdsSpacer = false
    /// The spacer's height as the container reports it to the bar, which then sees the content
    /// without it.
    let ownerSpacer = OwnerSpacer()

    private(set) weak var bar: CollapsingNavBar?
    private var follower: ObservedScrollFollower?
    private weak var scrollView: UIScrollView?

    /// Sets the bar (once the host made it).
    func setBar(_ bar: CollapsingNavBar) {
      guard bar !== self.bar else { return }
      follower?.stop()
      self.bar = bar
      follower = ObservedScrollFollower(bar: bar, ownerSpacer: ownerSpacer)
      follower?.follow(scrollView)
    }

    /// Sets or clears the scroll view.
    ///
    /// Clearing can happen inside a view update (the probe left its window, SwiftUI dismantled
    /// it), so the reserved space is published on the next run-loop turn.
    func setScrollView(_ scrollView: UIScrollView?) {
      self.scrollView = scrollView
      follower?.follow(scrollView)
      DispatchQueue.main.async { [weak self] in self?.refreshReservedInset() }
    }

    /// How far a fling's target must move so that the bar rests on a whole state, while a drag
    /// of the observed scroll view is being released; `nil` otherwise.
    ///
    /// - Parameter appMove: How far the app's own scroll target behaviour moved the target.
    func releaseTargetShift(appMove: Double = 0) -> Double? { follower?.releaseTargetShift(appMove: appMove) }

    /// Publishes the reserved space if the bar's heights changed; call it outside view updates.
    func refreshReservedInset() {
      guard let bar, bar.window != nil, bar.bounds.width > 0 else { return }
      let space = bar.reservedTopSpace(holdingSpacer: true)
      ownerSpacer.height = space.reserved(holdsSpacer: holdsSpacer).leadingSpacer
      if space != spacedSpace { spacedSpace = space }
    }

    /// A ``CollapsingNavBarSpacer`` appeared in the content.
    ///
    /// From now on the container reserves the collapsed bar, and the spacer the rest. Call it
    /// outside view updates.
    ///
    /// - Parameter height: The height the spacer has now (the one worked out before the bar was
    ///   laid out, until then).
    func spacerAppeared(height: Double) {
      guard !holdsSpacer else { return }
      holdsSpacer = true
      ownerSpacer.height = spacedSpace?.leadingSpacer ?? height
    }
  }
#endif
