#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  /// An empty first row that pins the container's section headers right under the bar.
  ///
  /// Put it first in the `List` or `ScrollView` under
  /// ``SwiftUI/View/collapsingNavigationBar(configuration:title:searchText:leadingItems:trailingItems:proxy:)``.
  /// The container then reserves only the *collapsed* bar above its content, and the spacer is as
  /// tall as the rest of the expanded bar: the rows still start under the expanded bar, and the
  /// container, which pins its section headers at the top of the space it reserves, pins them at
  /// the bar's bottom edge while the bar collapses and under the collapsed bar after
  /// (``ReservedTopSpace``). Without it, pinned headers stop at the expanded bar's edge, and rows
  /// scroll visibly above them while the bar is collapsed.
  ///
  /// ```swift
  /// List {
  ///   CollapsingNavBarSpacer()
  ///   Section("Today") { ForEach(today) { Text($0.subject) } }
  ///   Section("Yesterday") { ForEach(yesterday) { Text($0.subject) } }
  /// }
  /// .listStyle(.plain)
  /// .collapsingNavigationBar(configuration: .systemWithSearch, title: "Inbox")
  /// ```
  ///
  /// In a `ScrollView`, put it first in the `LazyVStack(pinnedViews: .sectionHeaders)`. The
  /// spacer has no content, takes no touches and is hidden from VoiceOver. Its height follows the
  /// bar (a rotation to a compact height, Dynamic Type) when SwiftUI lays the row out again. A
  /// `List` gives every row its minimum height (`defaultMinListRowHeight`): for a bar whose
  /// collapsible range is shorter, set `.environment(\.defaultMinListRowHeight, 0)` on the list.
  /// Under quick return the bar moves on its own, so no pin line follows it: the spacer has no
  /// height and the container reserves the expanded bar. Outside the modifier it has no height
  /// either, and reports a runtime warning.
  @available(iOS 15.0, *)
  @MainActor
  public struct CollapsingNavBarSpacer: View {
    @Environment(\.collapsingNavBarSpacer) private var context

    /// A spacer for the bar over this container.
    public init() {}

    public var body: some View {
      if let context {
        CollapsingNavBarSpacerRow(link: context.link, initialHeight: context.initialHeight)
      } else {
        Color.clear.frame(height: 0)
          .onAppear {
            RuntimeWarning.report(
              "CollapsingNavBarSpacer is outside .collapsingNavigationBar: it has no height, and section headers pin at the top of the container's own space."
            )
          }
      }
    }
  }

  /// The spacer's row: empty, as tall as the bar asks, and once it appeared the container
  /// reserves the collapsed bar.
  @available(iOS 15.0, *)
  @MainActor
  struct CollapsingNavBarSpacerRow: View {
    @ObservedObject var link: CollapsingNavBarLink
    /// The height before the bar is laid out.
    var initialHeight: Double

    var body: some View {
      let height = link.spacedSpace?.leadingSpacer ?? initialHeight
      Color.clear
        .frame(height: CGFloat(height))
        .listRowInsets(EdgeInsets())
        .listRowSeparator(.hidden)
        .listRowBackground(Color.clear)
        .allowsHitTesting(false)
        .accessibilityHidden(true)
        .onAppear { [link] in link.spacerAppeared(height: height) }
    }
  }

  /// What a ``CollapsingNavBarSpacer`` finds of the bar over its container.
  @available(iOS 15.0, *)
  struct CollapsingNavBarSpacerContext: Equatable {
    /// The bar's link.
    var link: CollapsingNavBarLink
    /// The spacer's height before the bar is laid out.
    var initialHeight: Double

    nonisolated static func == (a: Self, b: Self) -> Bool { a.link === b.link && a.initialHeight == b.initialHeight }
  }

  @available(iOS 15.0, *)
  struct CollapsingNavBarSpacerKey: EnvironmentKey {
    static var defaultValue: CollapsingNavBarSpacerContext? { nil }
  }

  @available(iOS 15.0, *)
  extension EnvironmentValues {
    /// The bar over this container, for a ``CollapsingNavBarSpacer`` in it; `nil` outside
    /// `.collapsingNavigationBar`.
    var collapsingNavBarSpacer: CollapsingNavBarSpacerContext? {
      get { self[CollapsingNavBarSpacerKey.self] }
      set { self[CollapsingNavBarSpacerKey.self] = newValue }
    }
  }
#endif
