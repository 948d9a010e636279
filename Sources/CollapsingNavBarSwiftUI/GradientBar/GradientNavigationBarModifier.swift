#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  /// Draws the gradient bar over a scrolling detail screen: a background whose alpha, a title and
  /// items whose colours, and a status-bar style that all follow the core's ``BarAppearance``
  /// for the observed collapse distance.
  ///
  /// The per-frame appearance lives in a ``GradientBarModel`` that this modifier makes once and
  /// holds without observing; the background, title and items observe it. The status-bar style
  /// is state here, and changes only when the ``StatusBarStyleTracker`` flips. `onChange` hears
  /// only changes (``GradientBarState/update(distance:threshold:style:)``).
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

    @StateObject private var held: HeldObject<GradientBarModel>
    @State private var statusBarStyle: StatusBarStyle
    private var model: GradientBarModel { held.value }

    init(
      title: Text?, threshold: Threshold, style: GradientBarStyle, onChange: ((BarAppearance, StatusBarStyle) -> Void)?,
      trailing: @escaping (BarAppearance) -> Trailing
    ) {
      self.title = title
      self.threshold = threshold
      self.style = style
      self.onChange = onChange
      self.trailing = trailing
      // The model is made once, when SwiftUI first needs it; the status-bar style's first value
      // comes from the core's value type, which costs no object.
      _held = StateObject(wrappedValue: HeldObject(GradientBarModel(style: style)))
      _statusBarStyle = State(initialValue: GradientBarState(style: style).statusBarStyle)
    }

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
      let model = self.model
      let style = self.style
      let onChange = self.onChange
      return
        content
        .onScrollObservation { event in
          // Never inside a view update (see onScrollObservation), so state may change here.
          guard let c = event.collapseDistance else { return }
          guard model.update(distance: c, threshold: threshold, style: style) else { return }
          if model.statusBarStyle != statusBarStyle { statusBarStyle = model.statusBarStyle }
          onChange?(model.appearance, model.statusBarStyle)
        }
        .overlay(GradientBarBackground(model: model), alignment: .top)
        .modifier(GradientBarToolbar(model: model, title: title, trailing: trailing))
        .modifier(SystemBarStyling(statusBarStyle: statusBarStyle))
    }
  }

  /// The bar's background: as tall as the top safe area (status bar plus the navigation bar, when
  /// the screen is in a navigation container), drawn over the content, never hit.
  @available(iOS 14.0, *)
  @MainActor
  struct GradientBarBackground: View {
    @ObservedObject var model: GradientBarModel

    var body: some View {
      GeometryReader { proxy in
        Color(model.appearance.backgroundColor)
          .frame(height: proxy.safeAreaInsets.top)
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
          .ignoresSafeArea(edges: .top)
      }
      .ignoresSafeArea(edges: .top)
      .allowsHitTesting(false)
      .accessibilityHidden(true)
    }
  }

  /// The title and trailing items in the system bar.
  ///
  /// A `.principal` item is added only with a title, so without one the system title stays.
  @available(iOS 14.0, *)
  @MainActor
  struct GradientBarToolbar<Trailing: View>: ViewModifier {
    var model: GradientBarModel
    var title: Text?
    var trailing: (BarAppearance) -> Trailing

    func body(content: Content) -> some View {
      if let title {
        content.toolbar {
          ToolbarItem(placement: .principal) { GradientBarTitle(model: model, title: title) }
          ToolbarItem(placement: .navigationBarTrailing) { GradientBarItems(model: model, trailing: trailing) }
        }
      } else {
        content.toolbar {
          ToolbarItem(placement: .navigationBarTrailing) { GradientBarItems(model: model, trailing: trailing) }
        }
      }
    }
  }

  /// The title in the title colour of the current appearance.
  @available(iOS 14.0, *)
  @MainActor
  struct GradientBarTitle: View {
    @ObservedObject var model: GradientBarModel
    var title: Text

    var body: some View {
      title.font(.headline).foregroundColor(Color(model.appearance.titleColor))
    }
  }

  /// The trailing items, given the current appearance and tinted with its tint colour.
  @available(iOS 14.0, *)
  @MainActor
  struct GradientBarItems<Trailing: View>: View {
    @ObservedObject var model: GradientBarModel
    var trailing: (BarAppearance) -> Trailing

    var body: some View {
      trailing(model.appearance).foregroundColor(Color(model.appearance.tintColor))
    }
  }

  /// Hands the status-bar style to the system bar.
  ///
  /// - iOS 16 and later: `toolbarColorScheme(_:for:)` reaches the status bar only while the bar's
  ///   background is visible, so the background is kept visible but clear (the gradient is drawn
  ///   by ``GradientBarBackground``) and the colour scheme follows the style at every offset.
  /// - iOS 14 and 15: SwiftUI has no per-screen way to set the status-bar style; the modifier's
  ///   `onChange` reports it for the hosting controller's `preferredStatusBarStyle`, and the bar
  ///   needs a transparent `UINavigationBarAppearance`.
  @available(iOS 14.0, *)
  @MainActor
  struct SystemBarStyling: ViewModifier {
    var statusBarStyle: StatusBarStyle

    func body(content: Content) -> some View {
      if #available(iOS 16.0, *) {
        content
          .toolbarBackground(Color.clear, for: .navigationBar)
          .toolbarBackground(.visible, for: .navigationBar)
          .toolbarColorScheme(statusBarStyle.barColorScheme, for: .navigationBar)
      } else {
        content
      }
    }
  }
#endif
