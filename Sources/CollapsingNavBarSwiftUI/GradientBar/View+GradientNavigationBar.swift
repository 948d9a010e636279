#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBarCore
  import SwiftUI

  @available(iOS 14.0, *)
  @MainActor
  extension View {
    /// Turns the navigation bar of a detail screen from transparent over a hero image to opaque
    /// as the content scrolls: apply it to the screen's `ScrollView` or `List`.
    ///
    /// The background's alpha, the title and item colours come from
    /// ``BarAppearance/gradient(offset:threshold:style:)`` for the observed collapse distance, and
    /// the status-bar style from a ``StatusBarStyleTracker`` (with hysteresis). Only the bar's
    /// background, title and items redraw as the content scrolls.
    ///
    /// The status bar, per version: on iOS 16 and later the system bar's background is kept
    /// visible but clear (the modifier draws the gradient), because `toolbarColorScheme(_:for:)`
    /// reaches the status bar only while that background is visible; light content over the hero,
    /// dark once opaque. Before iOS 16 SwiftUI has no per-screen way to do either: give the bar a
    /// transparent `UINavigationBarAppearance` and pass the style that `onChange` reports to your
    /// hosting controller's `preferredStatusBarStyle`. Without a title the system title stays.
    ///
    /// ```swift
    /// struct City: View {
    ///   var body: some View {
    ///     ScrollView {
    ///       Image("lisbon").resizable().frame(height: 300)  // the hero
    ///       Text("Lisbon is the capital of Portugal.")
    ///     }
    ///     .ignoresSafeArea(edges: .top)
    ///     .gradientNavigationBar(title: Text("Lisbon"), threshold: 220) { _ in
    ///       Image(systemName: "heart")
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title, shown in the bar's title colour; `nil` for none.
    ///   - threshold: The collapse distance in points at which the bar is opaque, e.g.
    ///     ``BarAppearance/threshold(heroHeight:barHeight:)``.
    ///   - style: The colours and status-bar styles at both ends.
    ///   - onChange: Called when the appearance or the status-bar style changes (not on every
    ///     scroll step: past the threshold nothing changes).
    ///   - trailing: Trailing bar items, given the appearance; tinted with its tint colour.
    /// - Returns: The screen with the gradient bar.
    public func gradientNavigationBar<Trailing: View>(
      title: Text? = nil,
      threshold: Double,
      style: GradientBarStyle = .overHeroImage,
      onChange: ((BarAppearance, StatusBarStyle) -> Void)? = nil,
      @ViewBuilder trailing: @escaping (BarAppearance) -> Trailing
    ) -> some View {
      modifier(
        GradientNavigationBarModifier(
          title: title, threshold: .fixed(threshold), style: style, onChange: onChange, trailing: trailing))
    }

    /// Turns the navigation bar of a detail screen from transparent to opaque as a hero image of
    /// this height scrolls up under it: the threshold is
    /// ``BarAppearance/threshold(heroHeight:barHeight:)`` with the bar's measured height (the top
    /// safe area: status bar plus navigation bar).
    ///
    /// See ``gradientNavigationBar(title:threshold:style:onChange:trailing:)``.
    ///
    /// - Parameters:
    ///   - title: The title, shown in the bar's title colour; `nil` for none.
    ///   - heroHeight: The hero image's height in points, from the top of the screen.
    ///   - style: The colours and status-bar styles at both ends.
    ///   - onChange: Called when the appearance or the status-bar style changes (not on every
    ///     scroll step: past the threshold nothing changes).
    ///   - trailing: Trailing bar items, given the appearance; tinted with its tint colour.
    /// - Returns: The screen with the gradient bar.
    public func gradientNavigationBar<Trailing: View>(
      title: Text? = nil,
      heroHeight: Double,
      style: GradientBarStyle = .overHeroImage,
      onChange: ((BarAppearance, StatusBarStyle) -> Void)? = nil,
      @ViewBuilder trailing: @escaping (BarAppearance) -> Trailing
    ) -> some View {
      modifier(
        GradientNavigationBarModifier(
          title: title, threshold: .heroHeight(heroHeight), style: style, onChange: onChange, trailing: trailing))
    }

    /// Turns the navigation bar of a detail screen from transparent to opaque as the content
    /// scrolls, without trailing items.
    ///
    /// See ``gradientNavigationBar(title:threshold:style:onChange:trailing:)``.
    ///
    /// - Parameters:
    ///   - title: The title, shown in the bar's title colour; `nil` for none.
    ///   - threshold: The collapse distance in points at which the bar is opaque.
    ///   - style: The colours and status-bar styles at both ends.
    ///   - onChange: Called when the appearance or the status-bar style changes (not on every
    ///     scroll step: past the threshold nothing changes).
    /// - Returns: The screen with the gradient bar.
    public func gradientNavigationBar(
      title: Text? = nil,
      threshold: Double,
      style: GradientBarStyle = .overHeroImage,
      onChange: ((BarAppearance, StatusBarStyle) -> Void)? = nil
    ) -> some View {
      gradientNavigationBar(title: title, threshold: threshold, style: style, onChange: onChange) { _ in EmptyView() }
    }

    /// Turns the navigation bar from transparent to opaque as a hero image of this height scrolls
    /// up under it, without trailing items.
    ///
    /// See ``gradientNavigationBar(title:heroHeight:style:onChange:trailing:)``.
    ///
    /// - Parameters:
    ///   - title: The title, shown in the bar's title colour; `nil` for none.
    ///   - heroHeight: The hero image's height in points, from the top of the screen.
    ///   - style: The colours and status-bar styles at both ends.
    ///   - onChange: Called when the appearance or the status-bar style changes (not on every
    ///     scroll step: past the threshold nothing changes).
    /// - Returns: The screen with the gradient bar.
    public func gradientNavigationBar(
      title: Text? = nil,
      heroHeight: Double,
      style: GradientBarStyle = .overHeroImage,
      onChange: ((BarAppearance, StatusBarStyle) -> Void)? = nil
    ) -> some View {
      gradientNavigationBar(title: title, heroHeight: heroHeight, style: style, onChange: onChange) { _ in EmptyView() }
    }
  }
#endif
