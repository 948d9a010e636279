import CollapsingNavBar
import SwiftUI
import UIKit

/// The demo: a tab bar with an inbox (large title, search, filter chips, a segmented control,
/// pull to refresh), a table with sticky section headers, and the SwiftUI screens (sticky
/// profile header, gradient detail, list under the collapsing bar); a message opens a detail
/// screen under a gradient bar.
///
/// The app starts the UIKit way (an application delegate and a window scene delegate), so the
/// tab bar controller is the window's root and each screen decides its status bar: under a
/// SwiftUI `App`, the hosting controller at the root owns the status bar and never asks a UIKit
/// screen inside it, so the gradient screen's switch from light to dark content would never show.
@main
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
  /// The window when the app runs without scenes (no scene manifest in its Info.plist).
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    if Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") == nil {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = DemoTabs.make()
      window.makeKeyAndVisible()
      self.window = window
    }
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = DemoSceneDelegate.self
    return configuration
  }
}

/// Puts the demo's tab bar controller in each window scene.
final class DemoSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = DemoTabs.make()
    window.makeKeyAndVisible()
    self.window = window
  }
}

/// The demo's tabs.
enum DemoTabs {
  /// The tab bar controller: two UIKit stacks in navigation controllers that hide the system bar
  /// and keep the swipe back, and the SwiftUI screens.
  @MainActor static func make() -> UITabBarController {
    let inbox = CollapsingNavBarNavigationController(rootViewController: InboxViewController())
    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
    let sections = CollapsingNavBarNavigationController(rootViewController: SectionsViewController())
    sections.tabBarItem = UITabBarItem(title: "Contacts", image: UIImage(systemName: "person.2"), tag: 1)
    let swiftUI = UIHostingController(rootView: SwiftUIScreens())
    swiftUI.tabBarItem = UITabBarItem(title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 2)
    let tabs = UITabBarController()
    tabs.viewControllers = [inbox, sections, swiftUI]
    return tabs
  }
}

/// The SwiftUI screens, one tap away each.
struct SwiftUIScreens: View {
  var body: some View {
    NavigationView {
      List {
        NavigationLink("Profile with a sticky header", destination: ProfileScreen())
        NavigationLink("Detail under the gradient bar", destination: GradientDetailScreen())
        NavigationLink("List under the collapsing bar", destination: CollapsingListScreen())
        if #available(iOS 17.0, *) {
          NavigationLink("Aligned cards under the collapsing bar", destination: AlignedCardsScreen())
        }
      }
      .navigationBarTitle("SwiftUI")
    }
    .navigationViewStyle(StackNavigationViewStyle())
  }
}
