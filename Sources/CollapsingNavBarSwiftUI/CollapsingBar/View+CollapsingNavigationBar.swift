#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import SwiftUI
  import UIKit

  @available(iOS 15.0, *)
  @MainActor
  extension View {
    /// Places the UIKit ``CollapsingNavBar`` over this `ScrollView` or `List` and lets it follow
    /// the container's scroll.
    ///
    /// The container stays SwiftUI's: the bar observes the backing `UIScrollView` (found like
    /// ``onScrollObservation(perform:)`` finds it) and never replaces its delegate, writes its
    /// insets or changes its inset adjustment. The bar's expanded height is reserved above the
    /// content the SwiftUI way (`contentMargins` on iOS 17 and later, `safeAreaInset(edge: .top)`
    /// before), so the first rows start under the bar and scroll under it. With a
    /// ``CollapsingNavBarSpacer`` first in the content, only the collapsed bar is reserved and the
    /// spacer is as tall as the rest: the rows still start under the expanded bar, and the
    /// container pins its section headers right under the bar as it collapses. The bar collapses with
    /// the content and settles to a whole state when the finger lifts or a fling ends (an
    /// animated offset change); on iOS 17 and later a `ScrollTargetBehavior` also moves a
    /// `ScrollView`'s fling target to a whole state. A status-bar tap scrolls the container to
    /// its top as usual.
    ///
    /// The space is there from the first frame (a tab's first selection, launch, a state
    /// restored without animation): it is worked out from the configuration, the display scale,
    /// the Dynamic Type size and the vertical size class before the bar exists.
    ///
    /// In a `NavigationStack` or `NavigationView` it hides the system bar itself, as
    /// ``SwiftUI/View/hidesSystemNavigationBarKeepingSwipeBack()`` does (the swipe back keeps
    /// working), and sets the screen's `navigationTitle` to the title, so the next screen's back
    /// button and back menu carry it. VoiceOver reaches the bar before the rows. Give a pushed
    /// screen the system's back affordance with ``CollapsingBarItem/back(action:)`` (e.g.
    /// `dismiss()` from `@Environment(\.dismiss)`).
    ///
    /// ```swift
    /// struct Mail: Identifiable { let id: Int; let subject: String }
    ///
    /// @available(iOS 15.0, *)  // (not needed in an app that requires iOS 15)
    /// struct Inbox: View {
    ///   let mail: [Mail]
    ///   @State private var query = ""
    ///   func compose() {}
    ///   var body: some View {
    ///     List(mail) { Text($0.subject) }
    ///       .collapsingNavigationBar(
    ///         configuration: .systemWithSearch, title: "Inbox", searchText: $query,
    ///         trailingItems: [CollapsingBarItem(systemImage: "square.and.pencil", accessibilityLabel: "Compose") { compose() }])
    ///   }
    /// }
    /// ```
    ///
    /// An invalid configuration is reported once as a runtime warning in the log (no stop, in
    /// debug builds either, as SwiftUI reports its own misuse); the `.system` bar shows instead
    /// (and a later invalid change keeps the current configuration).
    ///
    /// - Parameters:
    ///   - configuration: The bar's panels and behaviour (`.system`, `.systemWithSearch`,
    ///     `.compact`); its inset strategy does not apply here (the modifier reserves the space,
    ///     with a ``CollapsingNavBarSpacer`` or without).
    ///   - title: The title, large in the large-title panel and compact in the top row.
    ///   - searchText: The search field's text, both ways; `nil` leaves the field to itself.
    ///   - leadingItems: The top row's leading items, from the edge inward.
    ///   - trailingItems: The top row's trailing items, from the edge inward.
    ///   - proxy: Takes expand and collapse, and publishes the bar's progress apart
    ///     (``CollapsingNavBarProxy``); `nil` for none.
    /// - Returns: The container under the bar.
    @_disfavoredOverload
    public func collapsingNavigationBar<Title: StringProtocol>(
      configuration: BarConfiguration = .system,
      title: Title,
      searchText: Binding<String>? = nil,
      leadingItems: [CollapsingBarItem] = [],
      trailingItems: [CollapsingBarItem] = [],
      proxy: CollapsingNavBarProxy? = nil
    ) -> some View {
      modifier(
        CollapsingNavigationBarModifier(
          configuration: configuration, title: BarTitle(verbatim: String(title)), searchText: searchText,
          leadingItems: leadingItems, trailingItems: trailingItems, proxy: proxy))
    }

    /// Places the UIKit ``CollapsingNavBar`` over this `ScrollView` or `List`, with a title
    /// looked up in the app's `Localizable` strings, as `Text("…")` looks up a literal.
    ///
    /// A string literal chooses this one, as it chooses `Text(_: LocalizedStringKey)`; a `String`
    /// variable chooses the verbatim one, as it chooses `Text(_: some StringProtocol)`. The key
    /// is looked up in the app's main bundle in the locale of the view's environment
    /// (`\.locale`, as `Text` does) when SwiftUI updates the bar. A module with strings of its own
    /// (a Swift package's feature module) passes a `LocalizedStringResource` with its bundle
    /// instead. Everything else is as with a verbatim title.
    ///
    /// - Parameters:
    ///   - configuration: The bar's panels and behaviour.
    ///   - title: The title's localization key (and value when no table has it).
    ///   - searchText: The search field's text, both ways; `nil` leaves the field to itself.
    ///   - leadingItems: The top row's leading items, from the edge inward.
    ///   - trailingItems: The top row's trailing items, from the edge inward.
    ///   - proxy: Takes expand and collapse, and publishes the bar's progress apart
    ///     (``CollapsingNavBarProxy``); `nil` for none.
    /// - Returns: The container under the bar.
    public func collapsingNavigationBar(
      configuration: BarConfiguration = .system,
      title: String.LocalizationValue,
      searchText: Binding<String>? = nil,
      leadingItems: [CollapsingBarItem] = [],
      trailingItems: [CollapsingBarItem] = [],
      proxy: CollapsingNavBarProxy? = nil
    ) -> some View {
      modifier(
        CollapsingNavigationBarModifier(
          configuration: configuration, title: BarTitle(key: title), searchText: searchText,
          leadingItems: leadingItems, trailingItems: trailingItems, proxy: proxy))
    }

    /// Places the UIKit ``CollapsingNavBar`` over this `ScrollView` or `List`, with a title from a
    /// `LocalizedStringResource`: its table and bundle (a Swift package's module:
    /// `LocalizedStringResource("Inbox", bundle: .atURL(Bundle.module.bundleURL))`), in the locale
    /// of the view's environment unless the resource sets one.
    ///
    /// Everything else is as with a verbatim title.
    ///
    /// - Parameters:
    ///   - configuration: The bar's panels and behaviour.
    ///   - title: The title's resource.
    ///   - searchText: The search field's text, both ways; `nil` leaves the field to itself.
    ///   - leadingItems: The top row's leading items, from the edge inward.
    ///   - trailingItems: The top row's trailing items, from the edge inward.
    ///   - proxy: Takes expand and collapse, and publishes the bar's progress apart
    ///     (``CollapsingNavBarProxy``); `nil` for none.
    /// - Returns: The container under the bar.
    @available(iOS 16.0, *)
    @_disfavoredOverload
    public func collapsingNavigationBar(
      configuration: BarConfiguration = .system,
      title: LocalizedStringResource,
      searchText: Binding<String>? = nil,
      leadingItems: [CollapsingBarItem] = [],
      trailingItems: [CollapsingBarItem] = [],
      proxy: CollapsingNavBarProxy? = nil
    ) -> some View {
      modifier(
        CollapsingNavigationBarModifier(
          configuration: configuration, title: BarTitle(resource: title), searchText: searchText,
          leadingItems: leadingItems, trailingItems: trailingItems, proxy: proxy))
    }
  }

  /// A title as the app wrote it, resolved in the locale of the view's environment when SwiftUI
  /// updates the bar (package-wide for the iOS tests).
  @available(iOS 15.0, *)
  package struct BarTitle {
    /// The title in a locale.
    package let resolve: (Locale) -> String

    /// A title used as given.
    package init(verbatim: String) { resolve = { _ in verbatim } }

    /// A key looked up in the main bundle's `Localizable` table.
    package init(key: String.LocalizationValue) { resolve = { String(localized: key, locale: $0) } }

    /// A resource with its own table and bundle; its own locale, if it sets one, wins.
    @available(iOS 16.0, *)
    package init(resource: LocalizedStringResource) {
      resolve = { locale in
        var resource = resource
        if resource.locale == .current { resource.locale = locale }
        return String(localized: resource)
      }
    }
  }

  /// The implementation of ``SwiftUI/View/collapsingNavigationBar(configuration:title:searchText:leadingItems:trailingItems:proxy:)``.
  @available(iOS 15.0, *)
  @MainActor
  struct CollapsingNavigationBarModifier: ViewModifier {
    var configuration: BarConfiguration
    var title: BarTitle
    var searchText: Binding<String>?
    var leadingItems: [CollapsingBarItem]
    var trailingItems: [CollapsingBarItem]
    var proxy: CollapsingNavBarProxy?

    @StateObject private var link = CollapsingNavBarLink()
    @Environment(\.displayScale) private var displayScale
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.locale) private var locale

    func body(content: Content) -> some View {
      let resolvedTitle = title.resolve(locale)
      let space = link.spacedSpace ?? initialSpacedSpace
      return
        content
        // (A `CollapsingNavBarSpacer` in the content finds the bar, and its height before the bar
        // is laid out, here.)
        .environment(
          \.collapsingNavBarSpacer, CollapsingNavBarSpacerContext(link: link, initialHeight: space.leadingSpacer)
        )
        .modifier(CollapsingBarTargetBehaviorModifier(link: link))
        .background(
          // A finder only: the bar observes the scroll view itself (one KVO, one pan target).
          ScrollProbe(placement: .beside, onEvent: nil, onAttach: { [link] in link.setScrollView($0) })
        )
        // The collapsed bar with a spacer leading the content, so that the container pins its
        // section headers at the bar's bottom edge; else the expanded bar. (Under the glass look
        // a custom bar the system knows of, whose space the scroll edge effect extends under.)
        .modifier(
          TopSpaceReservation(
            height: space.reserved(holdsSpacer: link.holdsSpacer).inset,
            isGlassBar: GlassEdgeEffect(configuration: configuration).requested != nil)
        )
        // (iOS 26 and later, the glass look: the scroll views' top edge effect as the bar asks.)
        .modifier(GlassEdgeEffect(configuration: configuration))
        .overlay(
          CollapsingNavBarHost(
            configuration: configuration, title: resolvedTitle, searchText: searchText,
            leadingItems: leadingItems, trailingItems: trailingItems, link: link, proxy: proxy
          )
          .ignoresSafeArea(edges: .top)
          // (VoiceOver reaches the bar before the rows, as it reaches the system bar.)
          .accessibilitySortPriority(1),
          alignment: .top
        )
        // The screen's title, as the system bar's: the next screen's back button and back menu
        // carry it.
        .navigationTitle(resolvedTitle)
        // One bar: the system's is hidden, and the swipe back kept.
        .modifier(SystemNavigationBarHider())
    }

    /// The space the bar will reserve with a spacer, and the spacer's height, before it exists:
    /// the core's value for the configuration and this environment's traits.
    private var initialSpacedSpace: ReservedTopSpace {
      let titleHeight = configuration.panel(id: PanelKind.largeTitle.rawValue)?.height ?? 52
      let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(sizeCategory))
      let scaled = UIFontMetrics(forTextStyle: .largeTitle).scaledValue(
        for: CGFloat(titleHeight), compatibleWith: traits)
      return BarMetrics.initialReservedTopSpace(
        configuration: configuration, scale: Double(displayScale),
        largeTitleScale: titleHeight > 0 ? Double(scaled) / titleHeight : 1,
        isVerticallyCompact: verticalSizeClass == .compact,
        // (As the UIKit bar reads it: panels that ask for it grow with the body text style.)
        contentSizeScale: Double(
          UIFontMetrics(forTextStyle: .body).scaledValue(for: 100, compatibleWith: traits) / 100),
        holdingSpacer: true)
    }
  }
#endif
