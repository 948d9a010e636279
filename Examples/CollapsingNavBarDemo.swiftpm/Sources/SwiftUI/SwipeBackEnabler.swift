import SwiftUI
import UIKit

/// Keeps the edge swipe back working on a pushed screen that hides the system navigation bar
/// (UIKit switches the gesture off with the bar): the navigation controller's pop gesture gets a
/// delegate that allows it whenever there is a screen to go back to.
struct SwipeBackEnabler: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> Controller { Controller() }

  func updateUIViewController(_ controller: Controller, context: Context) {}

  /// An invisible child that reaches the navigation controller once it is in one.
  final class Controller: UIViewController, UIGestureRecognizerDelegate {
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      navigationController?.interactivePopGestureRecognizer?.delegate = self
      navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      (navigationController?.viewControllers.count ?? 0) > 1
    }
  }
}

extension View {
  /// Hides the system navigation bar of a pushed screen that draws its own, keeping the edge
  /// swipe back.
  func hidesSystemBarKeepingSwipeBack() -> some View {
    navigationBarHidden(true)
      .background(SwipeBackEnabler().frame(width: 0, height: 0).accessibilityHidden(true))
  }
}
