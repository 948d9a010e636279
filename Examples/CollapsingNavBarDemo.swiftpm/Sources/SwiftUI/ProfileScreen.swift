import CollapsingNavBarSwiftUI
import SwiftUI

/// A profile with a sticky header: the avatar shrinks to half size and moves to the leading
/// edge, the name scales to 90%, the header stretches when pulled and snaps open or closed.
@available(iOS 14.0, *)
struct ProfileScreen: View {
  struct Post: Identifiable {
    let id: Int
    var title: String { "Post \(id + 1)" }
    var body: String { "Notes on the analytical engine, part \(id + 1)." }
  }

  private let posts = (0..<60).map(Post.init)

  var body: some View {
    StickyHeaderScrollView { state in
      ZStack(alignment: .topLeading) {
        LinearGradient(
          gradient: Gradient(colors: [
            Color(red: 0.29, green: 0.22, blue: 0.65), Color(red: 0.55, green: 0.3, blue: 0.8),
          ]),
          startPoint: .top, endPoint: .bottom)
        Circle()
          .fill(Color.white.opacity(0.9))
          .overlay(Text("AL").font(.system(size: 30, weight: .bold)).foregroundColor(.purple))
          .stickyHeaderElement(state.avatar(size: 80))
        Text("Ada Lovelace")
          .font(.system(size: 28, weight: .bold))
          .foregroundColor(.white)
          .lineLimit(1)
          .stickyHeaderElement(state.title(height: 34))
      }
    } content: {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(posts) { post in
          VStack(alignment: .leading, spacing: 4) {
            Text(post.title).font(.headline)
            Text(post.body).font(.subheadline).foregroundColor(.secondary)
          }
          .padding(.horizontal, 16)
          .padding(.vertical, 12)
          Divider().padding(.leading, 16)
        }
      }
    }
  }
}

#Preview {
  ProfileScreen()
}
