#if canImport(SwiftUI) && canImport(UIKit)
  import CollapsingNavBar
  import CollapsingNavBarCore
  import SwiftUI
  import UIKit

  /// Moves a fling's target so that the ``CollapsingNavBar`` over a SwiftUI container comes to
  /// rest on a whole state, on iOS 17 and later, where the bar cannot move `targetContentOffset`
  /// itself (it owns no delegate).
  ///
  /// SwiftUI does not document the origin of `ScrollTarget.rect`, so the behavior never maps it
  /// to an offset: it shifts SwiftUI's target by the controller's own release adjustment
  /// (``NavBarController/releaseTargetShift(velocity:decelerationRate:)``), measured on the
  /// observed `UIScrollView` with the pan's release velocity. Apple documents scroll target
  /// behaviors for scroll views; where SwiftUI does not ask it (a `List`), or where the shift
  /// lands off a whole state, the bar settles after the deceleration. A call with no drag being
  /// released (SwiftUI also asks when the container is resized) leaves the target as it is.
  @available(iOS 17.0, *)
  struct CollapsingBarTargetBehavior: ScrollTargetBehavior {
    /// Joins the bar and the observed scroll view.
    var link: CollapsingNavBarLink

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      let link = self.link
      // (SwiftUI asks on the main thread; an ask from another is dropped.)
      let shift = onMainThread(.dropped) { link.releaseTargetShift() } ?? nil
      if let shift { target.rect.origin.y += CGFloat(shift) }
    }
  }

  /// Installs ``CollapsingBarTargetBehavior`` on iOS 17 and later, and nothing before.
  @available(iOS 15.0, *)
  @MainActor
  struct CollapsingBarTargetBehaviorModifier: ViewModifier {
    var link: CollapsingNavBarLink

    func body(content: Content) -> some View {
      if #available(iOS 17.0, *) {
        content.scrollTargetBehavior(CollapsingBarTargetBehavior(link: link))
      } else {
        content
      }
    }
  }
#endif
