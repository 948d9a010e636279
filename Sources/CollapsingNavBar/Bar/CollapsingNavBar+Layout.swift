#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  extension CollapsingNavBar {
    // MARK: Environment

    /// The screen as the core sees it: safe-area top, width, display scale, Dynamic Type and a
    /// compact height (a landscape iPhone, where the core drops the large title as the system
    /// bar does), read from the view.
    var currentEnvironment: BarEnvironment? {
      guard bounds.width > 0 else { return nil }
      let scale = BarEnvironment.displayScale(
        traitScale: Double(traitCollection.displayScale), screenScale: window.map { Double($0.screen.scale) })
      let titleHeight =
        configuration.panel(id: PanelKind.largeTitle.rawValue)?.height ?? Panel.defaultLargeTitleHeight
      var environment = BarEnvironment(
        // (The safe area holds the bar's own share, when its screen has it: the rest is the
        // system's and the app's.)
        safeAreaTop: host.systemSafeTop(
          measured: Double(safeAreaInsets.top),
          currentTop: Double(hostingViewController?.additionalSafeAreaInsets.top ?? 0)),
        width: Double(bounds.width),
        scale: scale,
        largeTitleScale: Double(LargeTitleView.scale(forHeight: CGFloat(titleHeight), compatibleWith: traitCollection)),
        isVerticallyCompact: traitCollection.verticalSizeClass == .compact,
        // Panels that ask for it grow with the body text style.
        contentSizeScale: Double(
          UIFontMetrics(forTextStyle: .body).scaledValue(for: 100, compatibleWith: traitCollection) / 100),
        // (The bar's views mirror themselves: natural alignment, the standalone navigation bar and
        // search bar; the core carries the direction for what it places.)
        layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
      // The look of the system's own bars here: glass on iOS 26 and later (``BarLookSystem``).
      let system = BarLookSystem.current
      environment.systemLook = system.look
      environment.automaticEdgeEffectStyle = system.automaticEdgeEffectStyle
      return environment
    }

    /// Tells the core about a new environment, if it changed.
    func updateEnvironment() {
      host.setReduceMotion(UIAccessibility.isReduceMotionEnabled)
      // (Compared with the host's, which holds one still waiting for a pass of the bar's own.)
      guard let environment = currentEnvironment, environment != host.environment else { return }
      // An environment the core refuses (a value out of range) leaves the bar as it was.
      try? host.setEnvironment(environment)
    }

    public override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      // An app that assigned the screen's `additionalSafeAreaInsets` wiped the bar's share: it
      // goes back before the bar reads its environment.
      updateSafeAreaContribution()
      updateEnvironment()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      updateEnvironment()
      if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
        updateStatusBarStyle()
      }
    }

    public override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil {
        updateVisibility()
        displayLink.stop()
      } else {
        updateEnvironment()
        updateVisibility()
        updateDisplayLink()
        // Pushed: the navigation stack (and so the back button) is known now.
        if hostingViewController != nil { showNavigationItem() }
        switchOffPanelScrollsToTop()
      }
    }

    /// The accessibility settings the bar draws with, read from UIKit.
    var barAccessibility: BarAccessibility {
      BarAccessibility(
        reducesTransparency: UIAccessibility.isReduceTransparencyEnabled,
        increasesContrast: UIAccessibility.isDarkerSystemColorsEnabled)
    }

    /// Reduce Transparency or Increase Contrast changed: the background and separator are drawn
    /// again.
    @objc func accessibilityAppearanceChanged() {
      setNeedsLayout()
    }

    @objc func reduceMotionChanged() {
      updateEnvironment()
    }

    // MARK: Size

    public override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(controller.layout.height))
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: size.width, height: CGFloat(controller.layout.height))
    }

    /// Makes the bar's own height the layout's height: by frame when the bar is laid out by
    /// frames (``install(in:)``), through the intrinsic size under Auto Layout.
    private func updateOwnHeight() {
      let height = CGFloat(controller.layout.height)
      if translatesAutoresizingMaskIntoConstraints {
        if frame.height != height { frame.size.height = height }
      } else {
        invalidateIntrinsicContentSize()
      }
    }

    // MARK: Layout

    public override func layoutSubviews() {
      super.layoutSubviews()
      updateEnvironment()
      // A rotation or a Split View resize lays the bar out; the scroll view's `bounds` KVO may
      // not report its new height (`bounds` is not documented as KVO-compliant, and a change of
      // `frame` reportedly notifies no `bounds` observer): read it here too.
      if let scrollView = attachment?.scrollView { containerBoundsChanged(scrollView) }
      layoutPanels()
      updateSafeAreaContribution()
      // (Items set where no key notifies: `setRightBarButtonItems(_:animated:)`.)
      if let screen = hostingViewController { showItems(of: screen) }
    }

    /// Shows the core's current layout, animated when the core gives a duration: the bar's own
    /// height now, the panels in the next layout pass (``layoutSubviews()`` places them once per
    /// pass, however many events changed the layout).
    ///
    /// - Parameter animationDuration: The duration from ``NavBarEffects/layoutAnimationDuration``.
    func showLayout(animationDuration: Double?) {
      if let duration = animationDuration, duration > 0, window != nil {
        UIView.animate(
          withDuration: duration, delay: 0,
          options: [.beginFromCurrentState, .allowUserInteraction, .curveEaseInOut],
          animations: {
            self.updateOwnHeight()
            self.setNeedsLayout()
            self.layoutIfNeeded()
          })
      } else {
        updateOwnHeight()
        setNeedsLayout()
      }
      reportProgress()
    }

    /// Places every panel, the background, the separator and the titles from the core's layout.
    func layoutPanels() {
      let layout = controller.layout
      let width = bounds.width
      let height = CGFloat(layout.height)
      let background = CGRect(x: 0, y: 0, width: width, height: height)
      solidBackgroundView.frame = background
      blurView.frame = background
      // The solid background fades over the blur; the blur view keeps alpha 1 and is only
      // hidden while nothing of it shows (after the fade out, if one is running).
      // Reduce Transparency and Increase Contrast, as the core applies them.
      let accessibility = barAccessibility
      let backgroundLayout = accessibility.background(layout.background)
      solidBackgroundView.alpha = CGFloat(backgroundLayout.solidAlpha)
      showBlur(backgroundLayout.showsBlur)

      // The row's items and the search field as the system draws them under the bar's look.
      let look = controller.metrics.look
      topRow.look = look
      searchPanel.look = look
      let margins = UIEdgeInsets(top: 0, left: layoutMargins.left, bottom: 0, right: layoutMargins.right)
      largeTitleView.horizontalInsets = margins
      searchPanel.horizontalInsets = margins

      separatorView.isHidden = true
      for panel in layout.panels {
        if panel.kind == .separator {
          separatorView.isHidden = false
          separatorView.frame = CGRect(x: 0, y: CGFloat(panel.y), width: width, height: CGFloat(panel.height))
          separatorView.alpha = CGFloat(accessibility.separatorAlpha(panel.alpha))
          continue
        }
        guard let container = panelViews[panel.id] else { continue }
        container.place(panel, width: width)
        switch panel.kind {
        case .search:
          searchPanel.field = layout.searchField
        case .top, .largeTitle:
          break  // Their alphas are the title cross-fade's.
        default:
          container.content.alpha = CGFloat(panel.alpha)
        }
      }
      scrollToTopCatcher.place(width: width)
      layoutRefreshIndicator()
      showScrollEdgeEffect()
      updateStatusBarStyle()
    }

    /// Shows or hides the blur view without touching its alpha; hiding waits for a running
    /// animation (the solid background fading in over it) to end.
    func showBlur(_ shows: Bool) {
      blurView.alpha = 1
      switch BlurVisibility.action(showsBlur: shows, runningAnimationDuration: UIView.inheritedAnimationDuration) {
      case .show:
        blurView.isHidden = false
      case .hide:
        blurView.isHidden = true
      case .hideAfter(let delay):
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
          guard let self,
            BlurVisibility.delayedHideApplies(
              showsBlurNow: self.barAccessibility.background(self.controller.layout.background).showsBlur)
          else { return }
          self.blurView.isHidden = true
        }
      }
    }

    /// Tells the hosting view controller and ``onStatusBarStyleChange`` when
    /// ``preferredStatusBarStyle`` changed.
    func updateStatusBarStyle() {
      guard host.statusBarStyleChange(solidBackground: solidBackgroundRGBA, behind: colorBehindBackground) else {
        return
      }
      hostingViewController?.setNeedsStatusBarAppearanceUpdate()
      onStatusBarStyleChange?(preferredStatusBarStyle)
    }

    // MARK: Titles

    /// Plays a title cross-fade the core started: the alphas go linearly from where they are to
    /// the target over the fade's duration.
    ///
    /// - Parameter fade: The core's fade command.
    func playTitleFade(_ fade: TitleFadeCommand) {
      guard fade.duration > 0, window != nil else {
        showTitleAlphas(fade.to)
        return
      }
      showTitleAlphas(fade.from)
      UIView.animate(
        withDuration: fade.duration, delay: 0,
        options: [.beginFromCurrentState, .allowUserInteraction, .curveLinear],
        animations: { self.showTitleAlphas(fade.to) })
    }

    func showTitleAlphas(_ alphas: TitleAlphas) {
      topRow.titleLabel.alpha = CGFloat(alphas.compact)
      largeTitleView.label.alpha = CGFloat(alphas.large)
      // VoiceOver reads the title that shows (the core's choice: exactly one).
      topRow.titleLabel.isAccessibilityElement = alphas.spokenTitle == .compact
      largeTitleView.label.isAccessibilityElement = alphas.spokenTitle == .large
    }

    // MARK: Observers

    private func reportProgress() {
      guard let progress = host.progressChange() else { return }
      onProgressChange?(CGFloat(progress))
      delegate?.collapsingNavBar(self, didChangeProgress: CGFloat(progress))
    }
  }
#endif
