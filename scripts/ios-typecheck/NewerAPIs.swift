// Declarations of iOS APIs newer than the type-check harness's SDK (iOS 17.4), written from
// Apple's documentation, for type-checking only: `scripts/ios-typecheck.sh` makes them visible to
// every iOS module of the package. Never compiled into the package (SwiftPM builds `Sources/`
// only). Each carries the availability Apple documents, so a use outside `if #available` is an
// error, as with the real SDK. Bodies are never run.
import UIKit

extension UINavigationController {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
  /// "The gesture recognizer that handles interactively popping the top view controller off the
  /// navigation stack when a person pans horizontally in the view." iOS 26.0+.
  @available(iOS 26.0, *)
  public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { fatalError("type-check only") }
}
