import SwiftUI
import UIKit

/// The demo: a tab bar with an inbox (large title, search, filter chips, a segmented control,
/// pull to refresh) and a table with sticky section headers; a message opens a detail screen
/// under a gradient bar.
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
    let tabs = UITabBarController()
    tabs.viewControllers = [inbox, sections]
    return tabs
  }

  func updateUIViewController(_ controller: UITabBarController, context: Context) {}
}
