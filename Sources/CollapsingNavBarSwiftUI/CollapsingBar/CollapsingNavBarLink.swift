#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import UIKit

  /// Joins the UIKit bar (made by the host view) and the SwiftUI container's scroll view (found
  /// by the probe): the bar follows the scroll view, observing only, while both are there.
  ///
  /// It publishes one thing, rarely: the space the container must reserve above its content
  /// (the bar's expanded height below the safe area), once the bar has one; until then the
  /// modifier reserves what the core works out from the configuration and the traits
  /// (``BarMetrics/initialReservedContentTopInset(configuration:scale:largeTitleScale:isVerticallyCompact:)``),
  /// the same value, so the first frame already has the space.
  @available(iOS 14.0, *)
  @MainActor
  final class CollapsingNavBarLink: ObservableObject {
    /// The space to reserve above the container's content, in points; `nil` until the bar is
    /// laid out.
    @Published private(set) var reservedTopInset: Double?

    private(set) weak var bar: CollapsingNavBar?
    private var follower: ObservedScrollFollower?
    private weak var scrollView: UIScrollView?

    /// Sets the bar (once the host made it).
    func setBar(_ bar: CollapsingNavBar) {
      guard bar !== self.bar else { return }
      follower?.stop()
      self.bar = bar
      follower = ObservedScrollFollower(bar: bar)
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

    /// Publishes the reserved space if the bar's expanded height changed; call it outside view
    /// updates.
    func refreshReservedInset() {
      guard let bar, bar.window != nil, bar.bounds.width > 0 else { return }
      let inset = bar.reservedContentTopInset
      if inset != reservedTopInset { reservedTopInset = inset }
    }
  }
#endif
