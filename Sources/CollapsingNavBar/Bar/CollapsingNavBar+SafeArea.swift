#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  extension CollapsingNavBar {
    // MARK: Safe area

    /// Adds to the hosting view controller's `additionalSafeAreaInsets.top` what
    /// ``safeAreaContribution`` asks for (the core's
    /// ``SafeAreaContribution/additionalTop(barHeight:collapsedHeight:systemSafeTop:)``), on top of
    /// what the app set there itself, when it moved by half a pixel or more.
    func updateSafeAreaContribution() {
      guard let host = hostingViewController, superview === host.view else { return }
      let wanted = safeAreaContribution.additionalTop(
        barHeight: controller.layout.height, collapsedHeight: controller.metrics.collapsedHeight,
        systemSafeTop: controller.metrics.environment.safeAreaTop)
      guard
        SafeAreaContribution.needsWrite(
          current: Double(addedSafeAreaTop), wanted: wanted, pixel: 1 / controller.metrics.environment.scale)
      else { return }
      let change = CGFloat(wanted) - addedSafeAreaTop
      // Booked first: the bar's own safe area may change from inside the write, and its
      // environment subtracts what it added.
      addedSafeAreaTop = CGFloat(wanted)
      host.additionalSafeAreaInsets.top += change
    }

    /// Takes the bar's addition back out of the hosting view controller's safe area.
    func removeSafeAreaContribution() {
      guard addedSafeAreaTop != 0, let host = hostingViewController else { return }
      let added = addedSafeAreaTop
      addedSafeAreaTop = 0
      host.additionalSafeAreaInsets.top -= added
    }

    public override func willMove(toSuperview newSuperview: UIView?) {
      if newSuperview == nil || newSuperview !== hostingViewController?.view { removeSafeAreaContribution() }
      super.willMove(toSuperview: newSuperview)
    }
  }
#endif
