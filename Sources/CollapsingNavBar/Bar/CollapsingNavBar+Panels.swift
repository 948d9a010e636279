#if canImport(UIKit)
  import CollapsingNavBarCore
  import UIKit

  extension CollapsingNavBar {
    /// Adds a panel that slides away with the content, under the search panel (or the large
    /// title) and above any pinned panel.
    ///
    /// - Parameters:
    ///   - view: The panel's content, laid out at the panel's full width and height. Every scroll
    ///     view in it, however deep (a row of chips), gets `scrollsToTop = false` so the status-bar
    ///     tap keeps working (UIKit scrolls to the top only when exactly one visible scroll view
    ///     has it); ``removePanel(id:)`` puts it back.
    ///   - height: The panel's height in points: finite, 0 or more, at most
    ///     ``BarConfiguration/maximumPanelHeight``.
    ///   - id: The panel's identifier; a free one (`closable-1`, …) by default. The built-in
    ///     panels' identifiers (`"top"`, `"spacer"`, `"largeTitle"`, `"search"`, `"separator"`)
    ///     are reserved.
    ///   - scalesWithContentSize: Whether the panel's height grows with Dynamic Type (the body text
    ///     style's scale), instead of staying fixed and clipping its content.
    /// - Returns: The panel's identifier.
    /// - Throws: A ``BarConfigurationError`` when the panel is refused, and then nothing changes:
    ///   ``BarConfigurationError/duplicatePanelID(index:id:)`` for an identifier another panel
    ///   uses, ``BarConfigurationError/reservedPanelID(index:id:)`` for a built-in one,
    ///   ``BarConfigurationError/invalidHeight(index:id:value:)`` for a negative, huge or
    ///   non-finite height, ``BarConfigurationError/panelContentInUse(index:id:)`` for a view that
    ///   is another panel's content.
    ///
    /// Adding a view that is already a closable or pinned panel's content again, without an
    /// identifier or with that panel's, replaces that panel: its kind and height are the new ones,
    /// its identifier is returned, and nothing else changes. Set-up code that runs more than once
    /// (`viewWillAppear(_:)`) may therefore add the same panel every time. A closable or pinned
    /// panel that a configuration declares (``setConfiguration(_:)``) but no view shows yet takes
    /// the view added with its identifier in the same way.
    @discardableResult
    public func addClosablePanel(
      _ view: UIView, height: CGFloat, id: String? = nil, scalesWithContentSize: Bool = false
    ) throws(BarConfigurationError) -> String {
      try addPanel(view, kind: .closable, height: height, id: id, scalesWithContentSize: scalesWithContentSize)
    }

    /// Adds a panel that always stays (a segmented control, tabs), under the closable panels.
    ///
    /// - Parameters:
    ///   - view: The panel's content, laid out at the panel's full width and height.
    ///   - height: The panel's height in points, as for ``addClosablePanel(_:height:id:scalesWithContentSize:)``.
    ///   - id: The panel's identifier; a free one (`pinned-1`, …) by default; the built-in
    ///     panels' identifiers are reserved.
    ///   - scalesWithContentSize: Whether the panel's height grows with Dynamic Type.
    /// - Returns: The panel's identifier.
    /// - Throws: A ``BarConfigurationError`` when the panel is refused, and then nothing changes,
    ///   as for ``addClosablePanel(_:height:id:scalesWithContentSize:)``; adding the same view again replaces its panel
    ///   in the same way.
    @discardableResult
    public func addPinnedPanel(
      _ view: UIView, height: CGFloat, id: String? = nil, scalesWithContentSize: Bool = false
    ) throws(BarConfigurationError) -> String {
      try addPanel(view, kind: .pinned, height: height, id: id, scalesWithContentSize: scalesWithContentSize)
    }

    /// Removes a closable or pinned panel.
    ///
    /// The view leaves the bar at once and the `scrollsToTop` the bar turned off in its scroll
    /// views is put back; the panel goes right after the bar's write when called from inside a
    /// scroll-view callback. An identifier no panel has is ignored, and so is the removal of the
    /// bar's last panel (a bar needs one).
    ///
    /// - Parameter id: The identifier returned when it was added.
    public func removePanel(id: String) {
      host.removePanel(id: id)
    }

    /// Checks a panel before anything changes, then adds it (or replaces the panel the view is
    /// already the content of): the host decides against the panels with every change still
    /// waiting applied, so calls made from inside a scroll-view callback build on each other.
    private func addPanel(
      _ view: UIView, kind: PanelKind, height: CGFloat, id: String?, scalesWithContentSize: Bool
    ) throws(BarConfigurationError) -> String {
      let content = host.contents.values.first { $0.view === view } ?? PanelContent(view: view)
      return try host.addPanel(
        content, kind: kind, height: Double(height), id: id, scalesWithContentSize: scalesWithContentSize)
    }

    /// Replaces the configuration, keeping the collapse state where the panels allow it.
    ///
    /// - Parameter configuration: The new configuration.
    /// - Throws: A ``BarConfigurationError`` naming the field at fault; nothing changes then.
    ///
    /// Called from inside a scroll-view callback while the bar is writing to its container, the
    /// configuration is checked at once against the panels with the changes still waiting (a bad
    /// one throws) and takes effect right after the bar's write. The views of closable and pinned
    /// panels it no longer has are taken out of the bar (their scroll views get `scrollsToTop`
    /// back); a panel it declares takes the view added with its identifier
    /// (``addClosablePanel(_:height:id:scalesWithContentSize:)``).
    public func setConfiguration(_ configuration: BarConfiguration) throws(BarConfigurationError) {
      try host.setConfiguration(configuration)
    }

    /// Makes one container per panel of the configuration, reusing existing ones.
    func rebuildPanelViews() {
      var containers: [String: PanelContainerView] = [:]
      // (Called when a change of panels reached the controller, and once when the bar is made.)
      for panel in configuration.panels where panel.kind != .separator {
        let content = contentView(for: panel)
        // (A view removed and added again in one callback left its container: a new one holds it.)
        if let existing = panelViews[panel.id], existing.content === content, content.superview === existing {
          containers[panel.id] = existing
        } else {
          panelViews[panel.id]?.removeFromSuperview()
          containers[panel.id] = PanelContainerView(content: content)
        }
      }
      for (id, view) in panelViews where containers[id] == nil { view.removeFromSuperview() }
      panelViews = containers
      // Stack the containers in panel order above the background, below the separator.
      var below: UIView = refreshIndicatorClip
      for panel in configuration.panels {
        guard let container = panelViews[panel.id] else { continue }
        insertSubview(container, aboveSubview: below)
        below = container
      }
      setNeedsLayout()
    }

    private func contentView(for panel: Panel) -> UIView {
      switch panel.kind {
      case .top: return topRow
      case .largeTitle: return largeTitleView
      case .search: return searchPanel
      case .closable, .pinned: return host.content(ofPanel: panel.id)?.view ?? placeholderView(for: panel.id)
      case .spacer, .separator: return placeholderView(for: panel.id)
      }
    }

    private func placeholderView(for id: String) -> UIView {
      if let existing = panelViews[id]?.content, host.content(ofPanel: id) == nil,
        existing !== topRow, existing !== largeTitleView, existing !== searchPanel
      {
        return existing
      }
      let view = UIView()
      view.isUserInteractionEnabled = false
      return view
    }
  }
#endif
