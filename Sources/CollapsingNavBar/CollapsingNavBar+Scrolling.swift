#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  extension CollapsingNavBar {
    // MARK: Attaching

    /// Attaches the bar to a scroll container (`UIScrollView`, `UITableView`,
    /// `UICollectionView`): from now on the bar owns `contentInset.top`, hears the drags through
    /// a proxy in front of the delegate, and collapses with the content.
    ///
    /// The bar sets `contentInsetAdjustmentBehavior = .never` (adding the bottom safe area back
    /// itself), `automaticallyAdjustsScrollIndicatorInsets = false` and `scrollsToTop = false`
    /// (it plays its own scroll to the top); ``detach()`` restores all of them, the insets and
    /// the delegate. Setting the delegate after attaching is fine: the bar notices and wraps it.
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
      detach()
      // Where the content is, measured from its top, before UIKit's automatic inset goes away.
      let offsetBefore = scrollView.contentOffset.y
      let adjustedTopBefore = scrollView.adjustedContentInset.top
      let rawTop = scrollView.contentInset.top

      let attachment = ScrollAttachment(scrollView: scrollView, slot: delegateSlot, handler: self)
      self.attachment = attachment
      attachment.takeOver()
      hookRefreshControl()

      var geometry = attachment.geometry
      geometry.contentOffsetY = Double(offsetBefore + adjustedTopBefore - rawTop)
      geometry.contentInsetTop = Double(rawTop)
      apply(controller.handle(.attach(geometry)))
      // Switching the adjustment behaviour may have moved the content: put it where the core
      // says it is.
      let expected = CGFloat(controller.geometry.contentOffsetY)
      if abs(scrollView.contentOffset.y - expected) >= 0.5 / max(1, traitCollection.displayScale) {
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: expected), animated: false)
      }
      observe(scrollView, attachment)
      attachment.watchDrags()
      if let refreshControl = scrollView.refreshControl, refreshControl.isRefreshing {
        apply(controller.handle(.refreshBegan(height: Double(refreshControl.frame.height))))
      }
      superview?.bringSubviewToFront(self)
      setNeedsLayout()
    }

    /// Detaches the bar from its container and restores exactly what it changed.
    ///
    /// The insets, the adjustment behaviour, `scrollsToTop` and the screen's delegate are put
    /// back; the content stays where it is on screen.
    public func detach() {
      guard let attachment else { return }
      self.attachment = nil
      displayLink.stop()
      let commands = controller.handle(.detach)
      unhookRefreshControl(attachment)
      guard let scrollView = attachment.scrollView else {
        attachment.giveBack()
        return
      }
      let rawTop = commands.contentInsetTop.map { CGFloat($0) } ?? scrollView.contentInset.top
      let offset = CGFloat(commands.contentOffset?.y ?? controller.geometry.contentOffsetY)
      attachment.giveBack()
      var inset = scrollView.contentInset
      inset.top = rawTop
      scrollView.contentInset = inset
      if let top = commands.scrollIndicatorInsetTop { attachment.writeIndicatorTopInset(top) }
      // The core keeps the content's distance from its top against the restored inset; UIKit's
      // automatic inset is back, so measure against the adjusted one.
      let restored = offset + rawTop - scrollView.adjustedContentInset.top
      if abs(scrollView.contentOffset.y - restored) >= 0.01 {
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: restored), animated: false)
      }
      layoutRefreshIndicator()
    }

    // MARK: Observing

    private func observe(_ scrollView: UIScrollView, _ attachment: ScrollAttachment) {
      attachment.observations = [
        scrollView.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, _ in
          MainActor.assumeIsolated { self?.containerScrolled(scrollView) }
        },
        scrollView.observe(\.contentInset, options: [.new]) { [weak self] scrollView, _ in
          MainActor.assumeIsolated { self?.containerInsetChanged(scrollView) }
        },
        scrollView.observe(\.contentSize, options: [.new]) { [weak self] scrollView, _ in
          MainActor.assumeIsolated { self?.containerContentSizeChanged(scrollView) }
        },
        scrollView.observe(\.bounds, options: [.new]) { [weak self] scrollView, _ in
          MainActor.assumeIsolated { self?.containerBoundsChanged(scrollView) }
        },
      ]
    }

    private func isCurrent(_ scrollView: UIScrollView) -> Bool {
      attachment?.scrollView === scrollView
    }

    func containerScrolled(_ scrollView: UIScrollView) {
      guard isCurrent(scrollView) else { return }
      apply(controller.handle(.offsetChanged(Double(scrollView.contentOffset.y))))
      scheduleRefreshCheck()
      layoutRefreshIndicator()
    }

    func containerInsetChanged(_ scrollView: UIScrollView) {
      guard isCurrent(scrollView), let attachment else { return }
      apply(
        controller.handle(
          .insetChanged(
            top: attachment.effectiveTopInset, bottom: Double(scrollView.adjustedContentInset.bottom))))
      scheduleRefreshCheck()
    }

    func containerContentSizeChanged(_ scrollView: UIScrollView) {
      guard isCurrent(scrollView) else { return }
      apply(controller.handle(.contentSizeChanged(height: Double(scrollView.contentSize.height))))
    }

    func containerBoundsChanged(_ scrollView: UIScrollView) {
      // The bounds change on every scroll (their origin is the offset); only a new height counts.
      guard isCurrent(scrollView), let attachment, scrollView.bounds.height != attachment.reportedViewportHeight else {
        return
      }
      attachment.reportedViewportHeight = scrollView.bounds.height
      attachment.syncBottomInsets()
      apply(controller.handle(.viewportChanged(height: Double(scrollView.bounds.height))))
    }

    // MARK: Applying the core's commands

    /// Applies the core's commands in their declared order.
    ///
    /// - Parameter commands: What the core asked for.
    /// - Returns: The adjusted target offset of a fling, if the core moved it.
    @discardableResult
    func apply(_ commands: NavBarCommands) -> Double? {
      if let attachment, let scrollView = attachment.scrollView {
        if let top = commands.contentInsetTop { attachment.writeTopInset(top) }
        if let top = commands.scrollIndicatorInsetTop { attachment.writeIndicatorTopInset(top) }
        if let offset = commands.contentOffset {
          let point = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offset.y))
          // Also stops a deceleration in flight; the animated form ends with
          // scrollViewDidEndScrollingAnimation, which the proxy reports.
          scrollView.setContentOffset(point, animated: offset.animation == .animated)
        }
      }
      if commands.layoutChanged || commands.layoutAnimationDuration != nil {
        applyLayout(animationDuration: commands.layoutAnimationDuration)
      }
      if let fade = commands.titleFade { playTitleFade(fade) }
      updateDisplayLink()
      return commands.targetContentOffset
    }

    // MARK: Scroll to top

    func statusBarTapped() {
      attachment?.adoptReplacedDelegate()
      guard let attachment, let scrollView = attachment.scrollView,
        attachment.proxy.screenAllowsScrollToTop(scrollView)
      else { return }
      apply(controller.handle(.scrollToTopRequested))
    }

    func updateDisplayLink() {
      if controller.needsFrames {
        displayLink.start()
      } else {
        displayLink.stop()
      }
    }

    func displayLinkTicked(_ time: CFTimeInterval) {
      let wasPlaying = controller.needsFrames
      apply(controller.handle(.frame(time: time)))
      if wasPlaying && !controller.needsFrames, let attachment, let scrollView = attachment.scrollView {
        // The bar's own scroll to the top is over: tell the screen as UIKit would.
        (attachment.proxy.target as? any UIScrollViewDelegate)?.scrollViewDidScrollToTop?(scrollView)
      }
    }

    // MARK: Refresh control

    /// Ends the refresh control's refreshing and gives its room back at once.
    public func endRefreshing() {
      attachment?.scrollView?.refreshControl?.endRefreshing()
      if controller.refreshHeight > 0 { apply(controller.handle(.refreshEnded)) }
      layoutRefreshIndicator()
    }

    func hookRefreshControl() {
      guard let attachment, let refreshControl = attachment.scrollView?.refreshControl,
        attachment.refreshControl !== refreshControl
      else { return }
      unhookRefreshControl(attachment)
      attachment.refreshControl = refreshControl
      attachment.refreshControlAlpha = refreshControl.alpha
      // UIKit draws the control under the bar, where it cannot be seen; the bar shows its own
      // activity indicator in the gap the refresh opens.
      refreshControl.alpha = 0
      refreshControl.addTarget(self, action: #selector(refreshControlChanged(_:)), for: .valueChanged)
    }

    func unhookRefreshControl(_ attachment: ScrollAttachment) {
      guard let refreshControl = attachment.refreshControl else { return }
      refreshControl.removeTarget(self, action: #selector(refreshControlChanged(_:)), for: .valueChanged)
      refreshControl.alpha = attachment.refreshControlAlpha
      attachment.refreshControl = nil
    }

    @objc func refreshControlChanged(_ refreshControl: UIRefreshControl) {
      guard refreshControl.isRefreshing, controller.refreshHeight == 0 else { return }
      apply(controller.handle(.refreshBegan(height: Double(refreshControl.frame.height))))
      layoutRefreshIndicator()
      scheduleRefreshCheck(force: true)
    }

    /// On a change the refresh control may have caused, checks it on the next run-loop turn:
    /// the end of refreshing (and a programmatic `beginRefreshing()`) is noticed without
    /// swizzling, and UIKit's own share of the top inset is taken into account.
    func scheduleRefreshCheck(force: Bool = false) {
      guard let attachment, !attachment.isRefreshCheckScheduled else { return }
      if attachment.scrollView?.refreshControl !== attachment.refreshControl { hookRefreshControl() }
      let isRefreshing = attachment.refreshControl?.isRefreshing ?? false
      let needsCheck =
        force || isRefreshing != (controller.refreshHeight > 0)
        || abs(attachment.systemTopInset - attachment.knownSystemTopInset) >= 0.01
      guard needsCheck else { return }
      attachment.isRefreshCheckScheduled = true
      DispatchQueue.main.async { [weak self, weak attachment] in
        guard let self, let attachment, attachment === self.attachment else { return }
        attachment.isRefreshCheckScheduled = false
        self.checkRefreshControl()
      }
    }

    private func checkRefreshControl() {
      guard let attachment else { return }
      let refreshControl = attachment.refreshControl
      if let refreshControl, refreshControl.isRefreshing, controller.refreshHeight == 0 {
        apply(controller.handle(.refreshBegan(height: Double(refreshControl.frame.height))))
      } else if controller.refreshHeight > 0, refreshControl?.isRefreshing != true {
        apply(controller.handle(.refreshEnded))
      }
      attachment.syncSystemTopInset(keeping: controller.geometry.contentInsetTop)
      layoutRefreshIndicator()
    }

    /// Shows the bar's activity indicator in the gap between the bar and the content while
    /// refreshing, clipped so it never draws over the bar.
    func layoutRefreshIndicator() {
      let height = CGFloat(controller.refreshHeight)
      guard height > 0, let scrollView = attachment?.scrollView else {
        refreshIndicator.stopAnimating()
        refreshIndicatorClip.isHidden = true
        return
      }
      let barBottom = CGFloat(controller.layout.height)
      let contentTop = scrollView.convert(CGPoint.zero, to: self).y
      let gap = max(0, contentTop - barBottom)
      refreshIndicatorClip.frame = CGRect(x: 0, y: barBottom, width: bounds.width, height: gap)
      refreshIndicator.center = CGPoint(x: bounds.width / 2, y: contentTop - height / 2 - barBottom)
      refreshIndicatorClip.isHidden = gap <= 0
      if !refreshIndicator.isAnimating { refreshIndicator.startAnimating() }
    }
  }

  extension CollapsingNavBar: ScrollDelegateProxyHandler {
    func scrollViewProxy(_ proxy: ScrollDelegateProxy, didReceive event: ScrollEvent, from scrollView: UIScrollView)
      -> Double?
    {
      guard proxy === attachment?.proxy else { return nil }
      return apply(controller.handle(event))
    }
  }
#endif
