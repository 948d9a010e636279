#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import UIKit

  /// Joins the UIKit bar (made by the host view) and the SwiftUI container's scroll view (found
  /// by the probe): the bar follows the scroll view, observing only, while both are there.
  ///
  /// It publishes one thing, rarely: the space the container must reserve above its content
  /// (the bar's expanded height below the safe area).
  @available(iOS 14.0, *)
  @MainActor
  final class CollapsingNavBarLink: ObservableObject {
    /// The space to reserve above the container's content, in points.
    @Published private(set) var reservedTopInset: Double = 0

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
    /// of the followed scroll view is being released; `nil` otherwise.
    func releaseTargetShift() -> Double? { follower?.releaseTargetShift() }

    /// Publishes the reserved space if the bar's expanded height changed; call it outside view
    /// updates.
    func refreshReservedInset() {
      guard let bar else { return }
      let inset = bar.reservedContentTopInset
      if inset != reservedTopInset { reservedTopInset = inset }
    }
  }
#endif
