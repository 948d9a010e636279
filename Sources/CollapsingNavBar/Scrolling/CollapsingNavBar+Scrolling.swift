#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  extension CollapsingNavBar {
    // MARK: Attaching

    /// Attaches the bar to a scroll container (`UIScrollView`, `UITableView`,
    /// `UICollectionView`): from now on the bar owns the top of `contentInset`, hears the drags
    /// through a proxy in front of the delegate, and collapses with the content.
    ///
    /// The bar keeps the container's `contentInsetAdjustmentBehavior` and
    /// `automaticallyAdjustsScrollIndicatorInsets`: it writes only the top insets, net of what
    /// UIKit adds on its own (the safe area, a refreshing refresh control), so the bottom and side
    /// insets stay UIKit's. It sets `scrollsToTop = false` (it plays its own scroll to the top);
    /// ``detach()`` restores the insets, `scrollsToTop` and the delegate, and so does the bar going
    /// away. Setting the delegate after attaching is fine: the bar notices and wraps it.
    ///
    /// One bar per container: attaching a bar to a container another bar is attached to detaches
    /// that bar first, so the new one finds the container as the app left it.
    ///
    /// While the container or the bar is out of a window (a screen pushed over this one, a tab
    /// switched away, the list swapped for another), the bar stays attached but nothing animates:
    /// it comes to rest at once at a whole state, and the status-bar tap goes to the scroll views
    /// on screen. It picks up again when both are back.
    ///
    /// - Parameter scrollView: The container, usually full screen under the bar.
    public func attach(to scrollView: UIScrollView) {
      attach(to: scrollView, delegateSlot: .delegate(of: scrollView))
    }

    /// Attaches the bar to a scroll container whose delegate lives somewhere else (a Texture
    /// node keeps it in `node.delegate`).
    ///
    /// - Parameters:
    ///   - scrollView: The container's scroll view (for Texture, `node.view`).
    ///   - delegateSlot: Where the screen's delegate lives.
    public func attach(to scrollView: UIScrollView, delegateSlot: ScrollDelegateSlot) {
      // From inside a callback of the bar's own write (the screen's `scrollViewDidScroll`), the
      // attach waits for the write to end.
      host.whenIdle { [weak self] in self?.attachNow(to: scrollView, delegateSlot: delegateSlot) }
    }

    private func attachNow(to scrollView: UIScrollView, delegateSlot: ScrollDelegateSlot) {
      host.detachNow()
      if let owner = ScrollAttachment.owner(of: scrollView) as? CollapsingNavBar, owner !== self {
        // Another bar holds the container: it gives back what it changed before this one looks.
        owner.host.detachNow()
      }
      let attachment = ScrollAttachment(scrollView: scrollView, slot: delegateSlot, handler: self)
      self.attachment = attachment
      attachment.takeOver { [weak self] in self?.updateVisibility() }
      hookRefreshControl()
      // How the bar lets go: it holds what it gives back, never the bar, which may be going away.
      host.attachNow(ScrollViewContainer(scrollView: scrollView, settlePlayer: settlePlayer, attachment: attachment)) {
        [weak self, displayLink, settlePlayer] detach in
        displayLink.stop()
        settlePlayer.stop()
        guard attachment.ownsContainer(bar: self) else {
          // A bar released on another thread, whose container another bar took meanwhile: that
          // bar owns the insets, the delegate and the refresh control now.
          attachment.unhookRefreshControl(restoringAlpha: false)
          attachment.letGo()
          return
        }
        // (A container that is gone is let go of without a write.)
        detach()
        attachment.unhookRefreshControl()
        attachment.giveBack()
        guard let self, self.attachment === attachment else { return }
        self.attachment = nil
        self.updateVisibility()
        self.setNeedsLayout()
      }
      observe(scrollView, attachment)
      attachment.watchDrags()
      updateVisibility()
      superview?.bringSubviewToFront(self)
      setNeedsLayout()
    }

    // MARK: On screen

    /// Whether the bar and its container are on screen: the bar in a window, and an attached
    /// container in one too (an observed one is watched by its probe, which lets go of a scroll
    /// view that leaves the window).
    var isContainerOnScreen: Bool {
      guard window != nil else { return false }
      guard let attachment else { return true }
      return attachment.scrollView?.window != nil
    }

    /// Tells the core when the bar or its container joined or left a window, and lets the
    /// status-bar tap go to the scroll views on screen while the attached container is away.
    func updateVisibility() {
      let onScreen = isContainerOnScreen
      if attachment != nil { scrollToTopCatcher.isArmed = onScreen }
      guard onScreen != controller.isVisible else { return }
      _ = send(.visibilityChanged(isVisible: onScreen))
    }

    /// Detaches the bar from its container and restores exactly what it changed.
    ///
    /// The top insets, `scrollsToTop` and the screen's delegate are put back; the content stays
    /// where it is on screen.
    public func detach() {
      // From inside a callback of the bar's own write, the detach waits for the write to end.
      host.detach()
    }

    // MARK: Observing

    private func observe(_ scrollView: UIScrollView, _ attachment: ScrollAttachment) {
      attachment.observations = [
        scrollView.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, _ in
          onMainThread { self?.containerScrolled(scrollView) }
        },
        scrollView.observe(\.contentInset, options: [.new]) { [weak self] scrollView, _ in
          onMainThread { self?.containerInsetsChanged(scrollView) }
        },
        scrollView.observe(\.contentSize, options: [.new]) { [weak self] scrollView, _ in
          onMainThread {
            _ = self?.send(.contentSizeChanged(height: Double(scrollView.contentSize.height)))
          }
        },
        scrollView.observe(\.bounds, options: [.new]) { [weak self] scrollView, _ in
          onMainThread { self?.containerBoundsChanged(scrollView) }
        },
      ]
    }

    func containerScrolled(_ scrollView: UIScrollView) {
      guard attachment?.scrollView === scrollView else { return }
      send(.offsetChanged(Double(scrollView.contentOffset.y)))
    }

    /// The bounds changed (KVO): on every scroll tick, and a new viewport only when the core says
    /// their height is news.
    func containerBoundsChanged(_ scrollView: UIScrollView) {
      guard let event = controller.viewportEvent(height: Double(scrollView.bounds.height)) else { return }
      send(event)
    }

    /// `contentInset` changed (KVO), UIKit's own share of the adjusted inset changed
    /// (`scrollViewDidChangeAdjustedContentInset`), or the refresh control's state.
    func containerInsetsChanged(_ scrollView: UIScrollView) {
      guard attachment?.scrollView === scrollView else { return }
      if let control = scrollView.refreshControl, control !== attachment?.refreshControl { hookRefreshControl() }
      driver.insetsChanged()
    }

    // MARK: The one path to the container

    /// Feeds an event to the core, which applies its commands to the container through the
    /// driver (during a pass of the bar's own writes, after it).
    ///
    /// - Parameter event: What happened.
    /// - Returns: The adjusted target offset of a fling, if the core moved it.
    @discardableResult
    func send(_ event: ScrollEvent) -> Double? {
      // A finger on the content (or a detach) stops the bar's own settle where it is.
      switch event {
      case .dragBegan, .detach: settlePlayer.stop()
      default: break
      }
      return driver.send(event)?.effects.targetContentOffset
    }

    /// What the bar does once after each pass of its driver: shows it, tells the screen that
    /// the bar's own scroll to the top ended, and lets the follower watch the content.
    ///
    /// - Parameter pass: What the pass did.
    func passApplied(_ pass: CommandPass) {
      show(pass)
      if pass.effects.scrollToTopFinished, let attachment, let scrollView = attachment.scrollView {
        // The bar's own scroll to the top is over: tell the screen as UIKit would.
        (attachment.proxy.target as? any UIScrollViewDelegate)?.scrollViewDidScrollToTop?(scrollView)
      }
      if attachment == nil, let follower, follower.observed != nil {
        follower.passApplied(phase: controller.phase)
      }
    }

    /// Shows what a pass changed: the layout (once, in the next layout pass), a title fade, the
    /// display link.
    func show(_ pass: CommandPass) {
      if pass.needsLayout {
        showLayout(animationDuration: pass.effects.layoutAnimationDuration)
      } else if RefreshIndicatorPlacement.followsContent(of: controller) {
        setNeedsLayout()  // The refresh indicator follows the content.
      }
      if let fade = pass.effects.titleFade { playTitleFade(fade) }
      updateDisplayLink()
    }

    // MARK: Scroll to top

    /// Turns off `scrollsToTop` on scroll views added to a panel since it was added, which would
    /// otherwise keep a status-bar tap from scrolling anything (UIKit scrolls only when exactly one
    /// visible scroll view has it on).
    func switchOffPanelScrollsToTop() {
      for content in host.contents.values { content.scrollsToTop.turnOffAdded(in: content.view) }
    }

    func statusBarTapped() {
      attachment?.adoptReplacedDelegate()
      guard let attachment, let scrollView = attachment.scrollView,
        attachment.proxy.screenAllowsScrollToTop(scrollView)
      else { return }
      send(.scrollToTopRequested)
    }

    /// Runs the display link while the core wants frames: its own scroll-to-top, a settle that
    /// waits, or a finger resting on the content (a tick notices the lift, which no delegate
    /// callback reports).
    func updateDisplayLink() {
      if host.wantsFrames(isInWindow: window != nil) {
        displayLink.start()
      } else {
        displayLink.stop()
      }
    }

    func displayLinkTicked(_ time: CFTimeInterval) {
      send(.frame(time: time))
    }

    // MARK: Refresh control

    /// Ends the refresh control's refreshing and gives its room back at once.
    ///
    /// Called from inside a scroll-view callback while the bar writes to its container, it takes
    /// effect (the refresh control's end included) right after the write.
    public func endRefreshing() {
      host.whenIdle { [weak self] in
        guard let self, let scrollView = self.attachment?.scrollView else { return }
        (self.attachment?.refreshControl ?? scrollView.refreshControl)?.endRefreshing()
        self.containerInsetsChanged(scrollView)
      }
    }

    /// Hooks the container's refresh control.
    ///
    /// That is its `refreshControl`, or one the app added with `addSubview` (as apps did before
    /// iOS 10). Looked for when the bar attaches, when a drag
    /// begins (before a pull can fire it) and when `refreshControl` changes; never on scroll ticks.
    func hookRefreshControl() {
      guard let attachment, let scrollView = attachment.scrollView,
        let refreshControl = scrollView.refreshControl
          ?? scrollView.subviews.lazy.compactMap({ $0 as? UIRefreshControl }).first,
        attachment.refreshControl !== refreshControl
      else { return }
      // UIKit draws the control under the bar, where it cannot be seen; the bar shows its own
      // activity indicator in the gap the refresh opens.
      attachment.hook(refreshControl) { [weak self] in self?.refreshControlChanged() }
    }

    func refreshControlChanged() {
      guard let scrollView = attachment?.scrollView else { return }
      containerInsetsChanged(scrollView)
    }

    /// Shows the bar's own refresh indicator where the core places it: fading in with the
    /// pull's progress in the part of the bar a pull stretches, spinning in the gap above the
    /// content while refreshing (begun by a pull or by the app), clipped so it never draws over
    /// the bar's panels.
    func layoutRefreshIndicator() {
      guard let scrollView = attachment?.scrollView else {
        refreshIndicator.stopAnimating()
        refreshIndicatorClip.isHidden = true
        return
      }
      let placement = RefreshIndicatorPlacement(
        controller: controller, contentTop: Double(scrollView.convert(CGPoint.zero, to: self).y))
      refreshIndicatorClip.isHidden = !placement.isVisible
      guard placement.isVisible else {
        refreshIndicator.stopAnimating()
        return
      }
      refreshIndicatorClip.frame = CGRect(
        x: 0, y: CGFloat(placement.clipY), width: bounds.width, height: CGFloat(placement.clipHeight))
      refreshIndicator.center = CGPoint(x: bounds.width / 2, y: CGFloat(placement.centerYInClip))
      refreshIndicator.alpha = CGFloat(placement.alpha)
      if placement.isRefreshing {
        if !refreshIndicator.isAnimating { refreshIndicator.startAnimating() }
      } else if refreshIndicator.isAnimating {
        refreshIndicator.stopAnimating()
      }
    }
  }

  extension CollapsingNavBar: ScrollDelegateProxyHandler {
    func scrollViewProxy(_ proxy: ScrollDelegateProxy, didReceive event: ScrollEvent, from scrollView: UIScrollView)
      -> Double?
    {
      guard proxy === attachment?.proxy else { return nil }
      if case .dragBegan = event {
        hookRefreshControl()
        switchOffPanelScrollsToTop()
      }
      return send(event)
    }

    func scrollViewProxy(_ proxy: ScrollDelegateProxy, adjustedContentInsetDidChangeIn scrollView: UIScrollView) {
      guard proxy === attachment?.proxy else { return }
      containerInsetsChanged(scrollView)
    }
  }
#endif
