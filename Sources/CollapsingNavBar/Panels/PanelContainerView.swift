#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  /// One panel of the bar: a view that clips to its visible height and holds the panel's content
  /// at full height, moved by the layout's `contentOffsetY` so a collapsing panel slides away.
  @MainActor
  final class PanelContainerView: UIView {
    /// The panel's content, laid out at the panel's full height.
    let content: UIView

    /// Creates a container.
    ///
    /// - Parameter content: The panel's content.
    init(content: UIView) {
      self.content = content
      super.init(frame: .zero)
      clipsToBounds = true
      addSubview(content)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Places the container and its content for a panel's layout.
    ///
    /// - Parameters:
    ///   - panel: The panel's layout from the core.
    ///   - width: The bar's width.
    func place(_ panel: PanelLayout, width: CGFloat) {
      frame = CGRect(x: 0, y: CGFloat(panel.y), width: width, height: CGFloat(panel.height))
      content.frame = CGRect(x: 0, y: CGFloat(panel.contentOffsetY), width: width, height: CGFloat(panel.fullHeight))
      // Touches follow the geometry (the core's rule, as for the bar's `point(inside:with:)`);
      // VoiceOver reads only what shows.
      isUserInteractionEnabled = panel.takesTouches
      accessibilityElementsHidden = !panel.isShown
    }
  }
#endif
