#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  @available(iOS 15.0, *)
  extension View {
    /// Puts a sticky header over a `List` or `ScrollView`: it shrinks from its maximum to its
    /// minimum height as the content scrolls, stretches when the content is pulled down, and snaps
    /// open or closed when the finger lifts.
    ///
    /// The container's content starts under the expanded header (the space is added with
    /// `safeAreaInset(edge: .top)`, so `List` styles and lazy containers keep working) and scrolls
    /// under it. The header's content receives a ``StickyHeaderState``.
    ///
    /// ```swift
    /// List(messages) { MessageRow(message: $0) }
    ///   .stickyHeader { state in
    ///     ProfileHeader(progress: state.progress)
    ///   }
    /// ```
    ///
    /// Observation: `onScrollGeometryChange` on iOS 18, the backing `UIScrollView` (a
    /// `UICollectionView` or `UITableView` for a `List`) before. Snapping: a `ScrollTargetBehavior`
    /// on iOS 17 and later, an animated offset change before.
    ///
    /// - Parameters:
    ///   - configuration: The header's expanded fraction of the viewport and collapsed height.
    ///   - snaps: Whether the header snaps open or closed when the finger lifts.
    ///   - header: The header's content for a state; its frame's origin is the top of the screen.
    /// - Returns: The container under its sticky header.
    @MainActor
    public func stickyHeader<Header: View>(
      configuration: StickyHeaderConfiguration = .standard,
      snaps: Bool = true,
      @ViewBuilder header: @escaping (StickyHeaderState) -> Header
    ) -> some View {
      modifier(StickyHeaderModifier(configuration: configuration, snaps: snaps, header: header))
    }
  }

  /// The implementation of ``SwiftUI/View/stickyHeader(configuration:snaps:header:)``.
  @available(iOS 15.0, *)
  @MainActor
  struct StickyHeaderModifier<Header: View>: ViewModifier {
    var configuration: StickyHeaderConfiguration
    var snaps: Bool
    var header: (StickyHeaderState) -> Header

    @StateObject private var model = StickyHeaderModel()

    func body(content: Content) -> some View {
      GeometryReader { proxy in
        let geometry = StickyHeaderGeometry(
          configuration: configuration, safeAreaHeight: Double(proxy.size.height),
          safeAreaTop: Double(proxy.safeAreaInsets.top), safeAreaBottom: Double(proxy.safeAreaInsets.bottom))
        content
          .safeAreaInset(edge: .top, spacing: 0) {
            Color.clear.frame(height: CGFloat(geometry.contentTopInset)).allowsHitTesting(false)
          }
          .modifier(
            ScrollObservationModifier(
              snapTarget: StickyHeaderSnapping.releaseTarget(geometry: geometry, enabled: snaps),
              onEvent: { [model] event in model.receive(event) })
          )
          .modifier(StickyHeaderSnapping(geometry: geometry, isEnabled: snaps))
          .overlay(
            StickyHeaderOverlay(model: model, geometry: geometry, width: Double(proxy.size.width), header: header),
            alignment: .top)
      }
    }
  }
#endif
