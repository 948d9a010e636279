import SwiftUI
import UIKit

/// The demo: a tab bar with an inbox (large title, search, filter chips, a segmented control,
/// pull to refresh), a table with sticky section headers, and the SwiftUI screens (sticky
/// profile header, gradient detail, list under the collapsing bar); a message opens a detail
/// screen under a gradient bar.
@available(iOS 14.0, *)
@main
struct DemoApp: App {
  var body: some Scene {
    WindowGroup {
      RootView().ignoresSafeArea()
    }
  }
}

/// Hosts the UIKit screens.
@available(iOS 14.0, *)
struct RootView: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UITabBarController {
    let inbox = UINavigationController(rootViewController: InboxViewController())
    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
    let sections = UINavigationController(rootViewController: SectionsViewController())
    sections.tabBarItem = UITabBarItem(title: "Contacts", image: UIImage(systemName: "person.2"), tag: 1)
    for navigation in [inbox, sections] { navigation.setNavigationBarHidden(true, animated: false) }
    let swiftUI = UIHostingController(rootView: SwiftUIScreens())
    swiftUI.tabBarItem = UITabBarItem(title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 2)
    let tabs = UITabBarController()
    tabs.viewControllers = [inbox, sections, swiftUI]
    return tabs
  }

  func updateUIViewController(_ controller: UITabBarController, context: Context) {}
}

/// The SwiftUI screens, one tap away each.
@available(iOS 14.0, *)
struct SwiftUIScreens: View {
  var body: some View {
    NavigationView {
      List {
        NavigationLink("Profile with a sticky header", destination: ProfileScreen())
        NavigationLink("Detail under the gradient bar", destination: GradientDetailScreen())
        NavigationLink("List under the collapsing bar", destination: CollapsingListScreen())
      }
      .navigationBarTitle("SwiftUI")
    }
    .navigationViewStyle(StackNavigationViewStyle())
  }
}
