#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  /// Draws the gradient bar over a scrolling detail screen: a background whose alpha, a title and
  /// items whose colours, and a status-bar style that all follow the core's ``BarAppearance``
  /// for the observed collapse distance.
  @available(iOS 14.0, *)
  @MainActor
  struct GradientNavigationBarModifier<Trailing: View>: ViewModifier {
    /// Where the threshold comes from.
    enum Threshold {
      /// A fixed collapse distance.
      case fixed(Double)
      /// The hero image's height minus the measured bar height (status bar and navigation bar).
      case heroHeight(Double)
    }

    var title: Text?
    var threshold: Threshold
    var style: GradientBarStyle
    var onChange: ((BarAppearance, StatusBarStyle) -> Void)?
    var trailing: (BarAppearance) -> Trailing

    @State private var distance = 0.0
    @State private var statusBarStyle: StatusBarStyle?
    @State private var tracker: StatusBarStyleTracker?

    func body(content: Content) -> some View {
      GeometryReader { proxy in
        bar(over: content, threshold: resolved(threshold, barHeight: Double(proxy.safeAreaInsets.top)))
      }
    }

    /// The threshold in points; the bar height is the top safe area, which in a navigation
    /// container includes the navigation bar.
    func resolved(_ threshold: Threshold, barHeight: Double) -> Double {
      switch threshold {
      case .fixed(let value): return value
      case .heroHeight(let height): return BarAppearance.threshold(heroHeight: height, barHeight: barHeight)
      }
    }

    func bar(over content: Content, threshold: Double) -> some View {
      let appearance = BarAppearance.gradient(offset: distance, threshold: threshold, style: style)
      return
        content
        .onScrollObservation { event in
          guard let c = event.collapseDistance else { return }
          distance = c
          let next = BarAppearance.gradient(offset: c, threshold: threshold, style: style)
          var current = tracker ?? StatusBarStyleTracker(style: style)
          let barStyle = current.update(progress: next.progress)
          tracker = current
          if barStyle != statusBarStyle { statusBarStyle = barStyle }
          onChange?(next, barStyle)
        }
        .overlay(GradientBarBackground(color: Color(appearance.backgroundColor)), alignment: .top)
        .toolbar {
          ToolbarItem(placement: .principal) {
            title?.font(.headline).foregroundColor(Color(appearance.titleColor))
          }
          ToolbarItem(placement: .navigationBarTrailing) {
            trailing(appearance).foregroundColor(Color(appearance.tintColor))
          }
        }
        .modifier(SystemBarStyling(statusBarStyle: statusBarStyle ?? StatusBarStyleTracker(style: style).style))
    }
  }

  /// The bar's background: as tall as the top safe area (status bar plus the navigation bar, when
  /// the screen is in a navigation container), drawn over the content, never hit.
  @available(iOS 14.0, *)
  @MainActor
  struct GradientBarBackground: View {
    var color: Color

    var body: some View {
      GeometryReader { proxy in
        color
          .frame(height: proxy.safeAreaInsets.top)
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
          .ignoresSafeArea(edges: .top)
      }
      .ignoresSafeArea(edges: .top)
      .allowsHitTesting(false)
      .accessibilityHidden(true)
    }
  }

  /// Hides the system bar's own background and hands it the status-bar style (iOS 16 and later).
  ///
  /// Before iOS 16 SwiftUI has no per-screen way to set either: configure the navigation bar with
  /// a transparent `UINavigationBarAppearance` and set the hosting controller's
  /// `preferredStatusBarStyle`, or read the style from the modifier's `onChange`.
  @available(iOS 14.0, *)
  @MainActor
  struct SystemBarStyling: ViewModifier {
    var statusBarStyle: StatusBarStyle

    func body(content: Content) -> some View {
      if #available(iOS 16.0, *) {
        content
          .toolbarBackground(.hidden, for: .navigationBar)
          .toolbarColorScheme(statusBarStyle.barColorScheme, for: .navigationBar)
      } else {
        content
      }
    }
  }
#endif
