#if canImport(UIKit)
  import UIKit

  /// A closable or pinned panel's content as the bar hands it to its host: the app's view, and
  /// the scroll views in it whose `scrollsToTop` the bar turned off while the view is a panel's.
  @MainActor
  final class PanelContent {
    /// The app's view.
    let view: UIView
    /// The scroll views in ``view`` the bar turned off (``ScrollsToTopSwitch``): empty until the
    /// host accepts the panel.
    var scrollsToTop = ScrollsToTopSwitch()

    /// The content of a view.
    ///
    /// - Parameter view: The app's view.
    init(view: UIView) {
      self.view = view
    }
  }
#endif
