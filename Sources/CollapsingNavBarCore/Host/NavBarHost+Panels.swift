extension NavBarHost {
  /// Adds a closable or pinned panel with its content, or replaces the panel the content
  /// already shows in.
  ///
  /// Checked against ``configuration``, the panels with every change still waiting applied, so
  /// calls made from inside a callback of the bar's own write build on each other. Accepted, the
  /// registry changes at once (``onContentAdded``) and the controller right after the running
  /// pass (``onPanelsApplied``).
  ///
  /// - Parameters:
  ///   - content: The panel's content.
  ///   - kind: `.closable` or `.pinned`.
  ///   - height: The panel's height in points.
  ///   - id: The panel's identifier; `nil` for the content's panel, else a free one (`closable-1`, …).
  ///   - scalesWithContentSize: Whether the height grows with Dynamic Type.
  /// - Returns: The panel's identifier.
  /// - Throws: A ``BarConfigurationError``, and nothing changes:
  ///   ``BarConfigurationError/panelContentInUse(index:id:)`` for content another panel shows,
  ///   ``BarConfigurationError/duplicatePanelID(index:id:)`` for an identifier another content
  ///   uses, ``BarConfigurationError/reservedPanelID(index:id:)``,
  ///   ``BarConfigurationError/invalidHeight(index:id:value:)``,
  ///   ``BarConfigurationError/repeatedKind(index:kind:)`` for a kind that is not closable or
  ///   pinned, and the configuration's own limits.
  @discardableResult
  public func addPanel(
    _ content: Content, kind: PanelKind, height: Double, id: String? = nil, scalesWithContentSize: Bool = false
  ) throws(BarConfigurationError) -> String {
    guard !isReleased else { throw .released }
    let current = configuration
    guard kind.allowsMany else { throw .repeatedKind(index: current.panels.count, kind: kind) }
    let shownIn = contents.first { $0.value === content }?.key
    let panelID = id ?? shownIn ?? current.unusedPanelID(prefix: kind.rawValue)
    if let shownIn, shownIn != panelID {
      throw .panelContentInUse(index: current.panels.firstIndex { $0.id == shownIn } ?? 0, id: shownIn)
    }
    // A closable or pinned panel the configuration declares without content takes this one.
    let declared = contents[panelID] == nil && current.panel(id: panelID)?.kind.allowsMany == true
    let isNewContent = shownIn != panelID
    let updated = try current.addingPanel(
      Panel(kind: kind, id: panelID, height: height, scalesWithContentSize: scalesWithContentSize),
      replacing: !isNewContent || declared)
    try change(to: updated) {
      guard isNewContent else { return }
      contents[panelID] = content
      onContentAdded?(content)
    }
    return panelID
  }

  /// Removes a panel; its content, if any, is given back (``onContentRemoved``).
  ///
  /// - Parameter id: The panel's identifier.
  /// - Returns: Whether a panel went; `false` for an identifier no panel has, and for the bar's
  ///   last panel (a bar needs one).
  @discardableResult
  public func removePanel(id: String) -> Bool {
    var updated = configuration
    guard !isReleased, updated.removePanel(id: id) != nil, (try? change(to: updated, booking: dropContents)) != nil
    else { return false }
    return true
  }

  /// Replaces the configuration: the contents of panels it no longer has are given back.
  ///
  /// - Parameter configuration: The new configuration.
  /// - Throws: A ``BarConfigurationError`` naming the field at fault; nothing changes then.
  public func setConfiguration(_ configuration: BarConfiguration) throws(BarConfigurationError) {
    guard !isReleased else { throw .released }
    try change(to: configuration, booking: dropContents)
  }

  /// The content of a panel, if it has one.
  ///
  /// - Parameter id: The panel's identifier.
  /// - Returns: Its content.
  public func content(ofPanel id: String) -> Content? {
    contents[id]
  }

  /// The identifier of the panel a content shows in.
  ///
  /// - Parameter content: The content.
  /// - Returns: The panel's identifier, or `nil`.
  public func panelID(of content: Content) -> String? {
    contents.first { $0.value === content }?.key
  }

  /// Makes a checked change of panels: the registry at once, the controller now or right after
  /// the running pass, by name (a recording replays it).
  ///
  /// The registry is booked before the controller hears of the change: its pass writes to the
  /// container, whose callbacks may make the next change, which builds on this one.
  ///
  /// - Parameters:
  ///   - updated: The panels after the change.
  ///   - booking: The change of contents that goes with it, made with the registry's.
  private func change(to updated: BarConfiguration, booking: () -> Void) throws(BarConfigurationError) {
    // (Refused here, nothing changed; the driver tries it again when its turn comes.)
    var trial = controller
    _ = try trial.apply(.setConfiguration(updated))
    configuration = updated
    booking()
    panelChanges += 1
    let change = panelChanges
    try? driver.perform(.setConfiguration(updated))
    driver.whenIdle { [weak self] in self?.panelsReachedController(change) }
  }

  /// The waiting changes reached the controller: the registry follows it should one have been
  /// refused at its turn, and the shell shows the panels.
  ///
  /// - Parameter change: The change's number: only the last one's turn does it.
  private func panelsReachedController(_ change: Int) {
    guard change == panelChanges else { return }
    let applied = controller.metrics.configuration
    if applied != configuration {
      configuration = applied
      dropContents()
    }
    onPanelsApplied?()
  }

  /// Gives back the contents of panels the registry no longer has.
  private func dropContents() {
    for (id, content) in contents where configuration.panel(id: id)?.kind.allowsMany != true {
      contents[id] = nil
      onContentRemoved?(content)
    }
  }
}
