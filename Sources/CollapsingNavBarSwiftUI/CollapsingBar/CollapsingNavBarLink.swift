#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import UIKit

  /// Joins the UIKit bar (made by the host view) and the scroll view (found by the probe): the bar
  /// attaches when both are there and detaches when either goes away.
  @available(iOS 14.0, *)
  @MainActor
  final class CollapsingNavBarLink: ObservableObject {
    private(set) weak var bar: CollapsingNavBar?
    private(set) weak var scrollView: UIScrollView?

    /// Sets or clears the bar.
    func setBar(_ bar: CollapsingNavBar?) {
      guard bar !== self.bar else { return }
      self.bar?.detach()
      self.bar = bar
      connect()
    }

    /// Sets or clears the scroll view.
    func setScrollView(_ scrollView: UIScrollView?) {
      guard scrollView !== self.scrollView else { return }
      if scrollView == nil { bar?.detach() }
      self.scrollView = scrollView
      connect()
    }

    private func connect() {
      guard let bar, let scrollView, bar.scrollView !== scrollView else { return }
      bar.attach(to: scrollView)
    }
  }
#endif
