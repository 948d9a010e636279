extension NavBarHost {
  // MARK: - What the app hears

  /// The bar's progress if it changed since the last report, booked as reported; `nil` when the
  /// app heard it already (or the host was released).
  ///
  /// Call it after each pass that changed the layout: the first call reports the progress the
  /// bar starts with.
  ///
  /// ```swift
  /// func hear<C: ScrollContainer, V: AnyObject>(_ host: NavBarHost<C, V>, _ onProgressChange: @escaping (Double) -> Void) {
  ///   host.onPass = { pass in
  ///     if let progress = host.progressChange() { onProgressChange(progress) }
  ///   }
  /// }
  /// ```
  public func progressChange() -> Double? {
    guard !isReleased else { return nil }
    let progress = controller.layout.progress
    guard progress != reportedProgress else { return nil }
    reportedProgress = progress
    return progress
  }

  /// The status-bar style the bar prefers over its solid background now
  /// (``StatusBarStyle/forCollapsingBar(solidBackground:solidAlpha:over:)`` at the layout's
  /// alpha).
  ///
  /// - Parameters:
  ///   - solidBackground: The solid background colour, `nil` if the bar has none.
  ///   - behind: What shows through a translucent background (white, black in Dark Mode).
  /// - Returns: The style, `nil` for the system's default.
  public func preferredStatusBarStyle(solidBackground: RGBAColor?, behind: RGBAColor) -> StatusBarStyle? {
    StatusBarStyle.forCollapsingBar(
      solidBackground: solidBackground, solidAlpha: controller.layout.background.solidAlpha, over: behind)
  }

  /// Whether to tell the screen that the status-bar style the bar prefers changed
  /// (``StatusBarStyleReport``); the style is booked as told.
  ///
  /// - Parameters:
  ///   - solidBackground: The solid background colour, `nil` if the bar has none.
  ///   - behind: What shows through a translucent background.
  /// - Returns: Whether the style is news; never after ``release()``.
  public func statusBarStyleChange(solidBackground: RGBAColor?, behind: RGBAColor) -> Bool {
    guard !isReleased else { return false }
    return statusBarStyleReport.update(preferredStatusBarStyle(solidBackground: solidBackground, behind: behind))
  }

  // MARK: - The back button

  /// Follows the navigation stack of the screen the bar is installed in (``screen``).
  ///
  /// - Parameters:
  ///   - stack: The navigation controller's `viewControllers`, root first (empty outside one).
  ///   - ancestors: The screen's ancestors, nearest first, when it is a child of a screen in
  ///     the stack (a pager's page): the bar then stands for the nearest of them in the stack
  ///     (``BackHistory/stackScreen``).
  /// - Returns: Whether the screens behind the back button, or the screen of the stack the bar
  ///   stands for, changed (observe their titles anew).
  public func followBackStack(_ stack: [ObjectIdentifier], ancestors: [ObjectIdentifier] = []) -> Bool {
    let history = screen.map { BackHistory(stack: stack, screen: $0, ancestors: ancestors) } ?? BackHistory()
    guard history != backHistory else { return false }
    backHistory = history
    return true
  }

  /// Where a pick from the back button's menu goes (``BackHistory/destination(topItemIndex:stack:)``).
  ///
  /// - Parameters:
  ///   - topItemIndex: The index of the row's top item after its navigation bar popped.
  ///   - stack: The navigation controller's `viewControllers` now.
  /// - Returns: The screen to pop to, `nil` for none (or after ``release()``).
  public func backDestination(topItemIndex: Int?, stack: [ObjectIdentifier]) -> ObjectIdentifier? {
    guard !isReleased else { return nil }
    return backHistory.destination(topItemIndex: topItemIndex, stack: stack)
  }

  // MARK: - Frames

  /// Whether the bar's frame clock (a display link) runs.
  ///
  /// It runs while the controller wants frames (``NavBarController/needsFrames``) and the bar is
  /// in a window; a released host wants none.
  ///
  /// - Parameter isInWindow: Whether the bar is in a window.
  public func wantsFrames(isInWindow: Bool) -> Bool {
    !isReleased && isInWindow && controller.needsFrames
  }
}
