#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  /// Draws the header at the height the core gives for the observed collapse distance, and hands
  /// its content the ``StickyHeaderState``: the one view that observes the per-frame distance.
  @available(iOS 14.0, *)
  @MainActor
  struct StickyHeaderOverlay<Header: View>: View {
    /// Where the header is drawn.
    enum Placement {
      /// Over the scroll view, at the top of the screen.
      case overlay
      /// Inside the scroll content, pinned to the top of the screen: its offset is the collapse
      /// distance, so drags on it scroll the content like drags anywhere else.
      case pinnedInContent
    }

    @ObservedObject var model: StickyHeaderModel
    var placement: Placement
    var geometry: StickyHeaderGeometry
    /// The container's width inside its safe area.
    var width: Double
    /// The side safe-area insets the header runs under (full bleed, like a `List`'s rows): over
    /// the scroll view, or pinned in content that the scroll view lays out inside them, past
    /// whose edges the header reaches.
    var safeAreaLeading: Double = 0
    var safeAreaTrailing: Double = 0
    var header: (StickyHeaderState) -> Header

    @ViewBuilder var body: some View {
      let state = StickyHeaderState.fullBleed(
        geometry: geometry, collapseDistance: model.collapseDistance, safeAreaWidth: width,
        safeAreaLeading: safeAreaLeading, safeAreaTrailing: safeAreaTrailing)
      let sized = header(state).frame(
        width: CGFloat(state.width), height: CGFloat(state.height), alignment: .topLeading)
      switch placement {
      case .overlay:
        sized.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
          .ignoresSafeArea(edges: [.top, .horizontal])
      case .pinnedInContent:
        // (Laid out at the content's width, so the content keeps its place; drawn wider, over the
        // side insets.)
        sized.clipped()
          .frame(width: CGFloat(width))
          .offset(x: CGFloat(state.centredBleedOffset), y: CGFloat(state.collapseDistance))
      }
    }
  }
#endif
