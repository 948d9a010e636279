#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  /// Draws the header at the top of the screen at the height the core gives for the observed
  /// collapse distance, and hands its content the ``StickyHeaderState``: the one view that
  /// observes the per-frame distance.
  @available(iOS 14.0, *)
  @MainActor
  struct StickyHeaderOverlay<Header: View>: View {
    @ObservedObject var model: StickyHeaderModel
    var geometry: StickyHeaderGeometry
    var width: Double
    var header: (StickyHeaderState) -> Header

    var body: some View {
      let state = StickyHeaderState(geometry: geometry, collapseDistance: model.collapseDistance, width: width)
      return header(state)
        .frame(width: CGFloat(width), height: CGFloat(state.height), alignment: .topLeading)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .ignoresSafeArea(edges: .top)
    }
  }

  /// The header inside the scroll content, pinned to the top of the screen.
  ///
  /// Its offset is the collapse distance, so drags on it scroll the content like drags anywhere
  /// else. The one view that observes the per-frame distance.
  @available(iOS 14.0, *)
  @MainActor
  struct StickyHeaderPinned<Header: View>: View {
    @ObservedObject var model: StickyHeaderModel
    var geometry: StickyHeaderGeometry
    var width: Double
    var header: (StickyHeaderState) -> Header

    var body: some View {
      let state = StickyHeaderState(geometry: geometry, collapseDistance: model.collapseDistance, width: width)
      return header(state)
        .frame(width: CGFloat(width), height: CGFloat(state.height), alignment: .topLeading)
        .clipped()
        .offset(y: CGFloat(state.collapseDistance))
    }
  }
#endif
