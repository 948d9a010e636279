#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// Reserves space above a scroll container's content the SwiftUI way.
  ///
  /// The content rests under a header or bar and scrolls under it, and so do the scroll
  /// indicators, on every version: `contentMargins` with the `.automatic` placement on iOS 17 and
  /// later (Apple: a scroll view uses it "to automatically inset both its content and scroll
  /// indicators"; `.scrollContent` would leave the indicators under the bar),
  /// `safeAreaInset(edge: .top)` on iOS 15 and 16, which insets both too. Nothing is written to
  /// the backing `UIScrollView`.
  ///
  /// Under the glass look (iOS 26 and later) the space is a custom bar the system knows of,
  /// `safeAreaBar(edge: .top)`, Apple's route for custom bars: the scroll views' top edge effect
  /// extends under it, as under the system's bar.
  @available(iOS 15.0, *)
  @MainActor
  struct TopSpaceReservation: ViewModifier {
    /// The space in points.
    var height: Double
    /// Whether the space is a bar's under the glass look (``BarEdgeEffect/requested(by:systemLook:)``
    /// asks for an edge effect): `safeAreaBar` on iOS 26 and later.
    var isGlassBar = false

    func body(content: Content) -> some View {
      #if compiler(>=6.2)
        if #available(iOS 26.0, *), isGlassBar {
          content.safeAreaBar(edge: .top, spacing: 0) {
            Color.clear.frame(height: CGFloat(height)).allowsHitTesting(false)
          }
        } else {
          reserved(content)
        }
      #else
        reserved(content)
      #endif
    }

    /// The space as content margins (iOS 17 and later) or a safe-area inset.
    @ViewBuilder private func reserved(_ content: Content) -> some View {
      if #available(iOS 17.0, *) {
        content.contentMargins(.top, CGFloat(height), for: .automatic)
      } else {
        content.safeAreaInset(edge: .top, spacing: 0) {
          Color.clear.frame(height: CGFloat(height)).allowsHitTesting(false)
        }
      }
    }
  }
#endif
