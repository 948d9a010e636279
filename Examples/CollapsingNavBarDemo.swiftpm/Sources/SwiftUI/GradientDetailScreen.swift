import CollapsingNavBarSwiftUI
import SwiftUI

/// A detail screen whose navigation bar is transparent over the hero image and turns opaque,
/// with a dark title and dark status-bar content, as the article scrolls up under it.
@available(iOS 14.0, *)
struct GradientDetailScreen: View {
  private let heroHeight = 320.0
  @State private var isFavourite = false

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        LinearGradient(
          gradient: Gradient(colors: [
            Color(red: 0.05, green: 0.2, blue: 0.35), Color(red: 0.9, green: 0.55, blue: 0.3),
          ]),
          startPoint: .top, endPoint: .bottom
        )
        .frame(height: CGFloat(heroHeight))
        .overlay(
          Text("Lisbon").font(.system(size: 40, weight: .heavy)).foregroundColor(.white).padding(),
          alignment: .bottomLeading)
        ForEach(0..<12) { index in
          Text("Paragraph \(index + 1). Trams climb the hills of Alfama while the river light changes colour.")
            .padding(.horizontal, 16)
        }
      }
    }
    .ignoresSafeArea(edges: .top)
    .gradientNavigationBar(title: Text("Lisbon"), heroHeight: heroHeight) { appearance in
      Button(action: { isFavourite.toggle() }) {
        Image(systemName: isFavourite ? "heart.fill" : "heart")
      }
      .accessibilityLabel(Text(isFavourite ? "Remove from favourites" : "Add to favourites"))
    }
    .navigationBarTitleDisplayMode(.inline)
  }
}

#Preview {
  NavigationStack { GradientDetailScreen() }
}
