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

// https://developer.apple.com/documentation/uikit/uiscrolledgeeffect
// "Properties of the effect on a particular edge of the scroll view." iOS 26.0+.
@available(iOS 26.0, *)
@MainActor open class UIScrollEdgeEffect: NSObject {
  // https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/style-swift.class
  @MainActor open class Style: NSObject {
    // "automatic": the system's choice.
    open class var automatic: UIScrollEdgeEffect.Style { fatalError("type-check only") }
    // "soft".
    open class var soft: UIScrollEdgeEffect.Style { fatalError("type-check only") }
    // "A scroll edge effect with a hard cutoff and dividing line."
    open class var hard: UIScrollEdgeEffect.Style { fatalError("type-check only") }
  }

  // "The style of this edge effect."
  open var style: UIScrollEdgeEffect.Style {
    get { fatalError("type-check only") }
    set {}
  }
  // "Whether this edge effect is hidden. Default: false"
  open var isHidden: Bool {
    get { fatalError("type-check only") }
    set {}
  }
}

extension UIScrollView {
  // https://developer.apple.com/documentation/uikit/uiscrollview/topedgeeffect
  // "The effect for the top edge of the scroll view." iOS 26.0+.
  @available(iOS 26.0, *)
  public var topEdgeEffect: UIScrollEdgeEffect { fatalError("type-check only") }
}

// https://developer.apple.com/documentation/uikit/uiscrolledgeelementcontainerinteraction
// "Add this interaction to a container view of views that overlay the edge of a scroll view.
// Any descendants of this view that should affect the shape of the edge effect, such as labels,
// images, glass views, and controls, will automatically do so." iOS 26.0+.
@available(iOS 26.0, *)
@MainActor open class UIScrollEdgeElementContainerInteraction: NSObject, UIInteraction {
  public override init() { fatalError("type-check only") }
  // "The scroll view to affect"
  open weak var scrollView: UIScrollView?
  // "The edge of the scroll view to affect"
  open var edge: UIRectEdge {
    get { fatalError("type-check only") }
    set {}
  }
  open var view: UIView? { fatalError("type-check only") }
  open func willMove(to view: UIView?) {}
  open func didMove(to view: UIView?) {}
}
