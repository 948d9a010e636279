import CollapsingNavBarSwiftUI
import SwiftUI

/// A profile with a sticky header.
///
/// The avatar shrinks to half size and moves to the leading edge, the name scales to 90%, the
/// header stretches when pulled and snaps open or closed. The header replaces the system bar; its
/// back button and the edge swipe lead back.
@available(iOS 15.0, *)
struct ProfileScreen: View {
  @Environment(\.dismiss) private var dismiss
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
          .stickyHeaderElement(state.avatar(size: 80, leadingInset: 52))
        Text("Ada Lovelace")
          .font(.system(size: 28, weight: .bold))
          .foregroundColor(.white)
          .lineLimit(1)
          .stickyHeaderElement(state.title(height: 34))
        Button(action: { dismiss() }) {
          Image(systemName: "chevron.backward").font(.system(size: 20, weight: .semibold)).foregroundColor(.white)
            .frame(width: 44, height: CGFloat(state.geometry.minimumHeight - state.geometry.safeAreaTop))
        }
        .accessibilityLabel(Text("Back"))
        .padding(.top, CGFloat(state.geometry.safeAreaTop))
        .padding(.leading, 4)
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
    .hidesSystemNavigationBarKeepingSwipeBack()
  }
}

#Preview {
  if #available(iOS 16.0, *) {
    NavigationStack { ProfileScreen() }
  }
}
