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
  @available(iOS 15.0, *)
  @MainActor
  struct TopSpaceReservation: ViewModifier {
    /// The space in points.
    var height: Double

    func body(content: Content) -> some View {
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
