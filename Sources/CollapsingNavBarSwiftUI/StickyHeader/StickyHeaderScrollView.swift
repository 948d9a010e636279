#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  /// A vertical scroll view under a header that shrinks from its maximum to its minimum height as
  /// the content scrolls, stretches when the content is pulled down, and snaps open or closed when
  /// the finger lifts.
  ///
  /// The header's content receives a ``StickyHeaderState``: its `progress` (0 expanded … 1
  /// collapsed), height, stretch and the interpolated attributes of the avatar and title presets
  /// (place an element with ``SwiftUI/View/stickyHeaderElement(_:)``). The header is part of the
  /// scroll content, pinned to the top of the screen, so a drag that starts on it scrolls like
  /// one anywhere else, and its buttons still work. Put a `LazyVStack` in the content for long
  /// lists. For a `List`, use ``SwiftUI/View/stickyHeader(configuration:snaps:interactiveHeader:header:)``.
  ///
  /// ```swift
  /// struct Post: Identifiable { let id: Int; let title: String }
  ///
  /// struct Profile: View {
  ///   let posts: [Post]
  ///   var body: some View {
  ///     StickyHeaderScrollView { state in
  ///       ZStack(alignment: .topLeading) {
  ///         Color.purple
  ///         Image("avatar").resizable().clipShape(Circle()).stickyHeaderElement(state.avatar())
  ///         Text("Ada Lovelace").font(.title.bold()).stickyHeaderElement(state.title())
  ///       }
  ///     } content: {
  ///       VStack { ForEach(posts) { Text($0.title) } }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The header's maximum is a fraction of the height with the keyboard left out: focusing a
  /// text field does not resize it; a window resize (iPad) does. Hide the system navigation bar
  /// with ``SwiftUI/View/hidesSystemNavigationBarKeepingSwipeBack()`` (the header replaces it). Observation uses
  /// `onScrollGeometryChange` on iOS 18 and the backing `UIScrollView`, observed only, before;
  /// snapping uses a `ScrollTargetBehavior` on iOS 17 and later and the package's settle (an
  /// offset animated from the release velocity) before.
  @available(iOS 14.0, *)
  @MainActor
  public struct StickyHeaderScrollView<Header: View, Content: View>: View {
    var configuration: StickyHeaderConfiguration
    var snaps: Bool
    var header: (StickyHeaderState) -> Header
    var content: Content

    /// Made once and held, not observed: only the pinned header redraws on a scroll step.
    @StateObject private var held = HeldObject(StickyHeaderModel())
    private var model: StickyHeaderModel { held.value }
    /// The height inside the safe area with the keyboard left out, once measured.
    @State private var keyboardFreeHeight: Double?
    /// The Dynamic Type size: the collapsed height and the title preset follow it.
    @Environment(\.sizeCategory) private var sizeCategory

    /// Creates a sticky-header scroll view.
    ///
    /// - Parameters:
    ///   - configuration: The header's expanded fraction of the height inside the safe area and
    ///     its collapsed height.
    ///   - snaps: Whether the header snaps open or closed when the finger lifts.
    ///   - header: The header's content for a state; it is given the full header frame, whose
    ///     origin is the top of the screen (the safe area is inside it).
    ///   - content: The scrolling content.
    public init(
      configuration: StickyHeaderConfiguration = .standard,
      snaps: Bool = true,
      @ViewBuilder header: @escaping (StickyHeaderState) -> Header,
      @ViewBuilder content: () -> Content
    ) {
      self.configuration = configuration
      self.snaps = snaps
      self.header = header
      self.content = content()
    }

    public var body: some View {
      GeometryReader { proxy in
        let geometry = StickyHeaderGeometry(
          configuration: configuration,
          safeAreaHeight: StickyHeaderGeometry.viewportHeight(
            layoutHeight: Double(proxy.size.height), keyboardFreeHeight: keyboardFreeHeight),
          safeAreaTop: Double(proxy.safeAreaInsets.top),
          contentSizeScale: StickyHeaderGeometry.titleScale(for: sizeCategory))
        ScrollView(.vertical) {
          ZStack(alignment: .top) {
            VStack(spacing: 0) {
              Color.clear
                .frame(height: CGFloat(geometry.maximumHeight))
                .background(probe(geometry: geometry), alignment: .topLeading)
              content
            }
            // In landscape the header runs under the side safe areas (the notch), as a `List`'s
            // rows do, with its avatar and title kept clear of them; the content stays inside.
            StickyHeaderOverlay(
              model: model, placement: .pinnedInContent, geometry: geometry, width: Double(proxy.size.width),
              safeAreaLeading: Double(proxy.safeAreaInsets.leading),
              safeAreaTrailing: Double(proxy.safeAreaInsets.trailing), header: header
            )
            .zIndex(1)
          }
        }
        .modifier(SideBleedIfAvailable())
        .modifier(GeometryObservationIfAvailable(model: model))
        .modifier(StickyHeaderTargetBehaviorModifier(geometry: geometry, isEnabled: snaps, model: model))
        .ignoresSafeArea(edges: .top)
      }
      .readingKeyboardFreeHeight(into: $keyboardFreeHeight)
    }

    /// Before iOS 18: a probe at the top of the content finds the scroll view, its nearest
    /// scrolling ancestor.
    @ViewBuilder private func probe(geometry: StickyHeaderGeometry) -> some View {
      if #available(iOS 18.0, *) {
        EmptyView()
      } else {
        ScrollProbe(
          placement: .insideContent, snapGeometry: snaps ? geometry : nil,
          onEvent: { [model] event in model.receive(event) }
        )
        .frame(width: 0, height: 0)
      }
    }
  }

  /// iOS 17 and later: the scroll view draws its content past its bounds, so the pinned header
  /// reaches under the side safe areas (before, it stops at them: the scroll view clips).
  @available(iOS 14.0, *)
  @MainActor
  struct SideBleedIfAvailable: ViewModifier {
    func body(content: Content) -> some View {
      if #available(iOS 17.0, *) {
        content.scrollClipDisabled()
      } else {
        content
      }
    }
  }

  /// iOS 18 and later: SwiftUI's scroll geometry feeds the model.
  @available(iOS 14.0, *)
  @MainActor
  struct GeometryObservationIfAvailable: ViewModifier {
    var model: StickyHeaderModel

    func body(content: Content) -> some View {
      if #available(iOS 18.0, *) {
        content.modifier(ScrollGeometryObservation(onEvent: { [model] event in model.receive(event) }))
      } else {
        content
      }
    }
  }
#endif
