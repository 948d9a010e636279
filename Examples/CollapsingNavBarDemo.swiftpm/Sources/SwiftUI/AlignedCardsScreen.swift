import CollapsingNavBarSwiftUI
import SwiftUI

/// Cards that each come to rest aligned with the top, under the collapsing bar (iOS 17+).
///
/// The app's own scroll target behaviour (`.viewAligned`) goes through the bar's, so the two
/// compose: the cards align, and the bar never rests half collapsed. The small badge observes
/// the bar's progress through its proxy; the screen holding the proxy renders nothing per frame.
@available(iOS 17.0, *)
struct AlignedCardsScreen: View {
  @Environment(\.dismiss) private var dismiss
  @StateObject private var bar = CollapsingNavBarProxy()

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 12) {
        ForEach(0..<40, id: \.self) { index in
          RoundedRectangle(cornerRadius: 16)
            .fill(Color(hue: Double(index % 10) / 10, saturation: 0.4, brightness: 0.9))
            .frame(height: 220)
            .overlay(Text("Card \(index + 1)").font(.title2.bold()))
        }
      }
      .scrollTargetLayout()
      .padding(.horizontal)
    }
    .scrollTargetBehavior(.collapsingNavBar(.viewAligned))
    .collapsingNavigationBar(title: "Cards", leadingItems: [.back { dismiss() }], proxy: bar)
    .hidesSystemNavigationBarKeepingSwipeBack()
    .overlay(alignment: .bottomTrailing) { ProgressBadge(progress: bar.progress).padding() }
  }
}

/// The bar's progress as a percentage: the one view that renders again as the bar moves.
@available(iOS 17.0, *)
private struct ProgressBadge: View {
  @ObservedObject var progress: CollapsingNavBarProgress

  var body: some View {
    Text("\(Int((progress.value * 100).rounded())) %")
      .font(.caption.monospacedDigit())
      .padding(8)
      .background(.thinMaterial, in: Capsule())
  }
}
