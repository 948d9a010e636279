import CollapsingNavBarSwiftUI
import SwiftUI

/// A mailbox list under the UIKit collapsing bar.
///
/// Large title, search field bound to SwiftUI state, a back button and a compose button; the bar
/// collapses with the list and settles to whole states, and expands again when the compose sheet
/// is dismissed (through its proxy). A `CollapsingNavBarSpacer` leads the list, so each day's
/// section header pins right under the bar as it collapses. The system bar is hidden; the back
/// button and the edge swipe lead back.
@available(iOS 15.0, *)
struct CollapsingListScreen: View {
  struct Mail: Identifiable {
    let id: Int
    var sender: String { ["Ada", "Grace", "Alan", "Edsger", "Barbara"][id % 5] }
    var subject: String { "Re: draft \(id + 1)" }
    var day: String { ["Today", "Yesterday", "Monday", "Last week"][min(id / 20, 3)] }
  }

  @Environment(\.dismiss) private var dismiss
  @State private var query = ""
  @State private var composing = false
  @StateObject private var bar = CollapsingNavBarProxy()
  private let mail = (0..<80).map(Mail.init)

  private var filtered: [Mail] {
    query.isEmpty ? mail : mail.filter { $0.sender.localizedCaseInsensitiveContains(query) }
  }

  @MainActor private func expandBar() { bar.expand() }

  private var days: [String] {
    filtered.map(\.day).reduce(into: [String]()) { days, day in if days.last != day { days.append(day) } }
  }

  var body: some View {
    List {
      // (First: the list then pins the section headers under the bar, not under its expanded edge.)
      CollapsingNavBarSpacer()
      ForEach(days, id: \.self) { day in
        Section(header: Text(day)) {
          ForEach(filtered.filter { $0.day == day }) { item in
            VStack(alignment: .leading, spacing: 2) {
              Text(item.sender).font(.headline)
              Text(item.subject).font(.subheadline).foregroundColor(.secondary)
            }
            .padding(.vertical, 4)
          }
        }
      }
    }
    .listStyle(PlainListStyle())
    .collapsingNavigationBar(
      configuration: .systemWithSearch,
      title: "Inbox",
      searchText: $query,
      leadingItems: [
        .back { dismiss() }
      ],
      trailingItems: [
        CollapsingBarItem(systemImage: "square.and.pencil", accessibilityLabel: "Compose") { composing = true }
      ],
      proxy: bar
    )
    .sheet(isPresented: $composing, onDismiss: expandBar) {
      Text("New message").padding()
    }
  }
}

#Preview {
  if #available(iOS 16.0, *) {
    NavigationStack { CollapsingListScreen() }
  }
}
