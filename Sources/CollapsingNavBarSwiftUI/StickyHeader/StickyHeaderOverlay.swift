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
    var width: Double
    var header: (StickyHeaderState) -> Header

    @ViewBuilder var body: some View {
      let state = StickyHeaderState(geometry: geometry, collapseDistance: model.collapseDistance, width: width)
      let sized = header(state).frame(width: CGFloat(width), height: CGFloat(state.height), alignment: .topLeading)
      switch placement {
      case .overlay:
        sized.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top).ignoresSafeArea(edges: .top)
      case .pinnedInContent:
        sized.clipped().offset(y: CGFloat(state.collapseDistance))
      }
    }
  }
#endif
