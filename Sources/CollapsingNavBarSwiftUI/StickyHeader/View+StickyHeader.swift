#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  @available(iOS 15.0, *)
  extension View {
    /// Puts a sticky header over a `List` or `ScrollView`: it shrinks from its maximum to its
    /// minimum height as the content scrolls, stretches when the content is pulled down, and snaps
    /// open or closed when the finger lifts.
    ///
    /// The header's maximum is a fraction of the container's height with the keyboard left out
    /// (``StickyHeaderGeometry/viewportHeight(layoutHeight:keyboardFreeHeight:)``): focusing a
    /// text field does not resize it; a window resize (iPad) does.
    ///
    /// The container's content starts under the expanded header (the space is reserved the
    /// SwiftUI way, `contentMargins` on iOS 17 and later and `safeAreaInset(edge: .top)` before, so
    /// `List` styles and lazy containers keep working) and scrolls under it. The header's content receives a ``StickyHeaderState``. The header lets touches
    /// through to the container by default, so a drag that starts on it scrolls; pass
    /// `interactiveHeader: true` when it has buttons (drags that start on it then do not scroll).
    /// ``StickyHeaderScrollView`` has neither trade-off: its header is part of the content.
    ///
    /// ```swift
    /// struct Message: Identifiable { let id: Int; let text: String }
    ///
    /// struct Conversation: View {
    ///   let messages: [Message]
    ///   var body: some View {
    ///     List(messages) { Text($0.text) }
    ///       .stickyHeader { state in
    ///         Text("Ada Lovelace").scaleEffect(1 - 0.3 * state.progress)
    ///       }
    ///   }
    /// }
    /// ```
    ///
    /// Observation, on every version: the backing `UIScrollView` (a `UICollectionView` or
    /// `UITableView` for a `List`), observed only and chosen as
    /// ``SwiftUI/View/onScrollObservation(perform:)`` chooses it (the container the modifier is
    /// applied to, or the first vertical scroll view inside it). Snapping, per
    /// container (``StickyHeaderSnapPath``): a `ScrollView` from iOS 17 through a
    /// `ScrollTargetBehavior`; a `List` on every version, and a `ScrollView` before iOS 17, through
    /// the package's settle, an offset animated from the release velocity.
    ///
    /// - Parameters:
    ///   - configuration: The header's expanded fraction of the height inside the safe area and
    ///     its collapsed height.
    ///   - snaps: Whether the header snaps open or closed when the finger lifts.
    ///   - interactiveHeader: Whether the header takes touches (for buttons in it).
    ///   - header: The header's content for a state; its frame's origin is the top-leading corner
    ///     of the screen: it runs under the side safe areas (a landscape iPhone) as the rows do,
    ///     and the state's presets keep the avatar and the title clear of them.
    /// - Returns: The container under its sticky header.
    @MainActor
    public func stickyHeader<Header: View>(
      configuration: StickyHeaderConfiguration = .standard,
      snaps: Bool = true,
      interactiveHeader: Bool = false,
      @ViewBuilder header: @escaping (StickyHeaderState) -> Header
    ) -> some View {
      modifier(
        StickyHeaderModifier(
          configuration: configuration, snaps: snaps, interactiveHeader: interactiveHeader, header: header))
    }
  }

  /// The implementation of ``SwiftUI/View/stickyHeader(configuration:snaps:interactiveHeader:header:)``.
  @available(iOS 15.0, *)
  @MainActor
  struct StickyHeaderModifier<Header: View>: ViewModifier {
    var configuration: StickyHeaderConfiguration
    var snaps: Bool
    var interactiveHeader: Bool
    var header: (StickyHeaderState) -> Header

    /// Made once and held, not observed: only the header overlay redraws on a scroll step.
    @StateObject private var held = HeldObject(StickyHeaderModel())
    private var model: StickyHeaderModel { held.value }
    /// The container's height with the keyboard left out, once measured.
    @State private var keyboardFreeHeight: Double?
    /// The Dynamic Type size: the collapsed height and the title preset follow it.
    @Environment(\.sizeCategory) private var sizeCategory

    func body(content: Content) -> some View {
      GeometryReader { proxy in
        let geometry = StickyHeaderGeometry(
          configuration: configuration,
          safeAreaHeight: StickyHeaderGeometry.viewportHeight(
            layoutHeight: Double(proxy.size.height), keyboardFreeHeight: keyboardFreeHeight),
          safeAreaTop: Double(proxy.safeAreaInsets.top),
          contentSizeScale: StickyHeaderGeometry.titleScale(for: sizeCategory))
        content
          .modifier(
            ScrollObservationModifier(
              snapGeometry: snaps ? geometry : nil, onEvent: { [model] event in model.receive(event) })
          )
          .modifier(StickyHeaderTargetBehaviorModifier(geometry: geometry, isEnabled: snaps, model: model))
          .modifier(TopSpaceReservation(height: geometry.contentTopInset))
          .overlay(
            StickyHeaderOverlay(
              model: model, placement: .overlay, geometry: geometry, width: Double(proxy.size.width),
              safeAreaLeading: Double(proxy.safeAreaInsets.leading),
              safeAreaTrailing: Double(proxy.safeAreaInsets.trailing), header: header
            )
            .allowsHitTesting(interactiveHeader),
            alignment: .top)
      }
      .readingKeyboardFreeHeight(into: $keyboardFreeHeight)
    }
  }
#endif
