#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import SwiftUI

  @available(iOS 14.0, *)
  @MainActor
  extension View {
    /// Places the UIKit ``CollapsingNavBar`` over this `ScrollView` or `List` and attaches it to
    /// the backing `UIScrollView`, found the same way as ``onScrollObservation(perform:)`` does
    /// before iOS 18 (a zero-size probe, once in a window).
    ///
    /// The bar then owns the container's top inset, collapses with it, snaps, and scrolls to the top
    /// on a status-bar tap.
    ///
    /// The container is extended under the top safe area, where the bar draws; hide the system
    /// navigation bar of the screen (`.navigationBarHidden(true)`).
    ///
    /// ```swift
    /// List(mail) { MailRow(mail: $0) }
    ///   .collapsingNavigationBar(
    ///     configuration: .systemWithSearch, title: "Inbox", searchText: $query,
    ///     trailingItems: [CollapsingBarItem(systemImage: "square.and.pencil", accessibilityLabel: "Compose") { compose() }])
    /// ```
    ///
    /// - Parameters:
    ///   - configuration: The bar's panels and behaviour (`.system`, `.systemWithSearch`, `.compact`).
    ///   - title: The title, large in the large-title panel and compact in the top row.
    ///   - searchText: The search field's text, both ways; `nil` leaves the field to itself.
    ///   - leadingItems: The top row's leading items, from the edge inward.
    ///   - trailingItems: The top row's trailing items, from the edge inward.
    /// - Returns: The container under the bar.
    public func collapsingNavigationBar(
      configuration: BarConfiguration = .system,
      title: String,
      searchText: Binding<String>? = nil,
      leadingItems: [CollapsingBarItem] = [],
      trailingItems: [CollapsingBarItem] = []
    ) -> some View {
      modifier(
        CollapsingNavigationBarModifier(
          configuration: configuration, title: title, searchText: searchText, leadingItems: leadingItems,
          trailingItems: trailingItems))
    }
  }

  /// The implementation of ``SwiftUI/View/collapsingNavigationBar(configuration:title:searchText:leadingItems:trailingItems:)``.
  @available(iOS 14.0, *)
  @MainActor
  struct CollapsingNavigationBarModifier: ViewModifier {
    var configuration: BarConfiguration
    var title: String
    var searchText: Binding<String>?
    var leadingItems: [CollapsingBarItem]
    var trailingItems: [CollapsingBarItem]

    @StateObject private var link = CollapsingNavBarLink()

    func body(content: Content) -> some View {
      content
        .background(
          ScrollProbe(
            placement: .beside, onEvent: { _ in }, onAttach: { [link] in link.setScrollView($0) }
          )
          .frame(width: 0, height: 0)
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
          .accessibilityHidden(true)
        )
        .ignoresSafeArea(edges: .top)
        .overlay(
          CollapsingNavBarHost(
            configuration: configuration, title: title, searchText: searchText, leadingItems: leadingItems,
            trailingItems: trailingItems, link: link
          )
          .ignoresSafeArea(edges: .top)
        )
    }
  }
#endif
