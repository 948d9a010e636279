import CollapsingNavBarSwiftUI
import SwiftUI

/// A mailbox list under the UIKit collapsing bar: large title, search field bound to SwiftUI
/// state, a compose button; the bar collapses with the list and snaps to whole states.
@available(iOS 14.0, *)
struct CollapsingListScreen: View {
  struct Mail: Identifiable {
    let id: Int
    var sender: String { ["Ada", "Grace", "Alan", "Edsger", "Barbara"][id % 5] }
    var subject: String { "Re: draft \(id + 1)" }
  }

  @State private var query = ""
  @State private var composing = false
  private let mail = (0..<80).map(Mail.init)

  private var filtered: [Mail] {
    query.isEmpty ? mail : mail.filter { $0.sender.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    List(filtered) { item in
      VStack(alignment: .leading, spacing: 2) {
        Text(item.sender).font(.headline)
        Text(item.subject).font(.subheadline).foregroundColor(.secondary)
      }
      .padding(.vertical, 4)
    }
    .listStyle(PlainListStyle())
    .collapsingNavigationBar(
      configuration: .systemWithSearch,
      title: "Inbox",
      searchText: $query,
      trailingItems: [
        CollapsingBarItem(systemImage: "square.and.pencil", accessibilityLabel: "Compose") { composing = true }
      ]
    )
    .navigationBarHidden(true)
    .sheet(isPresented: $composing) {
      Text("New message").padding()
    }
  }
}

#Preview {
  CollapsingListScreen()
}
