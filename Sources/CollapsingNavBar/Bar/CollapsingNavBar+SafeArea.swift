#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  extension CollapsingNavBar {
    // MARK: Safe area

    /// Brings the hosting view controller's `additionalSafeAreaInsets.top` to the app's part
    /// plus what ``safeAreaContribution`` asks for (``NavBarHost/reconcileSafeArea(currentTop:of:)``):
    /// when the share moved by half a pixel or more, and when someone else overwrote it.
    func updateSafeAreaContribution() {
      guard let screen = hostingViewController,
        let top = host.reconcileSafeArea(
          currentTop: Double(screen.additionalSafeAreaInsets.top), of: ObjectIdentifier(screen))
      else { return }
      // (The host booked it first: the bar's own safe area may change from inside the write.)
      screen.additionalSafeAreaInsets.top = CGFloat(top)
    }

    public override func willMove(toSuperview newSuperview: UIView?) {
      if let screen = hostingViewController, newSuperview !== screen.view,
        let top = host.uninstall(currentTop: Double(screen.additionalSafeAreaInsets.top))
      {
        screen.additionalSafeAreaInsets.top = CGFloat(top)
      }
      super.willMove(toSuperview: newSuperview)
    }
  }
#endif
