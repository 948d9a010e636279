import CollapsingNavBarCore

extension Scenario {
  /// The scenario as JSON that ``init(json:)`` reads back to an equal scenario: every field is
  /// written (nothing is left to a default, except a device's `verticallyCompact`, written only
  /// when true), numbers in their shortest exact form, one step a line.
  ///
  /// A `top` or `largeTitle` panel without a title reads back without one (the scenario's name
  /// stands in for it again, marked as a placeholder).
  public var json: String {
    var lines = ["{"]
    lines.append("  \"name\": \(JSONText.string(name)),")
    lines.append("  \"device\": \(Self.object(device.members)),")
    lines.append("  \"bar\": {")
    lines.append("    \"panels\": [")
    lines.append(bar.panels.map { "      " + Self.object($0.members) }.joined(separator: ",\n"))
    lines.append("    ],")
    lines.append(bar.optionMembers.map { "    \"\($0.key)\": \($0.value)" }.joined(separator: ",\n"))
    lines.append("  },")
    lines.append("  \"containers\": [")
    lines.append(containers.map { "    " + Self.object($0.members) }.joined(separator: ",\n"))
    lines.append("  ],")
    // Written only when the scenario differs from the model's choices.
    if uikit != .standard { lines.append("  \"uikit\": \(Self.object(uikit.members)),") }
    if !waivers.isEmpty {
      let members = waivers.sorted { $0.key.rawValue < $1.key.rawValue }.map {
        ($0.key.rawValue, JSONText.string($0.value))
      }
      lines.append("  \"waive\": \(Self.object(members)),")
    }
    if !screen.isEmpty {
      lines.append("  \"screen\": [")
      lines.append(screen.map { "    " + Self.object($0.members) }.joined(separator: ",\n"))
      lines.append("  ],")
    }
    if script.isEmpty {
      lines.append("  \"script\": []")
    } else {
      lines.append("  \"script\": [")
      lines.append(script.map { "    " + $0.json }.joined(separator: ",\n"))
      lines.append("  ]")
    }
    lines.append("}")
    return lines.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
  }

  static func object(_ members: [(key: String, value: String)]) -> String {
    "{" + members.map { "\(JSONText.string($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
  }
}

extension Scenario.Device {
  var members: [(key: String, value: String)] {
    var members = [
      ("width", JSONText.number(width)), ("height", JSONText.number(height)),
      ("safeAreaTop", JSONText.number(safeAreaTop)), ("scale", JSONText.number(scale)),
      ("largeTitleScale", JSONText.number(largeTitleScale)),
    ]
    // Written only when set, so scenarios of a regular height encode as before.
    if verticallyCompact { members.append(("verticallyCompact", "true")) }
    if contentSizeScale != 1 { members.append(("contentSizeScale", JSONText.number(contentSizeScale))) }
    if rightToLeft { members.append(("rightToLeft", "true")) }
    if let os { members.append(("os", "\(os)")) }
    if designRequiresCompatibility { members.append(("designRequiresCompatibility", "true")) }
    return members
  }
}

extension Scenario.PanelSpec {
  var members: [(key: String, value: String)] {
    var members: [(key: String, value: String)] = [("kind", JSONText.string(kind.rawValue))]
    if kind.allowsMany { members.append(("id", JSONText.string(id))) }
    members.append(("height", JSONText.number(height)))
    if let title, !titleIsPlaceholder { members.append(("title", JSONText.string(title))) }
    if let backButton { members.append(("backButton", backButton.isEmpty ? "true" : JSONText.string(backButton))) }
    if !items.isEmpty { members.append(("items", "[" + items.map(JSONText.string).joined(separator: ", ") + "]")) }
    if scalesWithContentSize { members.append(("scalesWithContentSize", "true")) }
    return members
  }
}

extension Scenario.Bar {
  var optionMembers: [(key: String, value: String)] {
    var members: [(key: String, value: String)] = []
    switch mode {
    case .collapsesWithContent:
      members.append(("mode", JSONText.string("collapsesWithContent")))
    case .quickReturn(let revealDistance):
      members.append(("mode", JSONText.string("quickReturn")))
      members.append(("revealDistance", JSONText.number(revealDistance)))
      if quickReturnReveal != .compactBar {
        members.append(("quickReturnReveal", JSONText.string(quickReturnReveal.rawValue)))
      }
    }
    members.append(("insetStrategy", JSONText.string(insetStrategy.rawValue)))
    members.append(("snapping", snapping ? "true" : "false"))
    if let collapseOrder {
      members.append(("collapseOrder", "[" + collapseOrder.map(JSONText.string).joined(separator: ", ") + "]"))
    }
    members.append(("titleCrossFadeThreshold", JSONText.number(titleCrossFadeThreshold)))
    // (Written only when not the default, so scenarios of the classic look encode as before.)
    if look != .automatic { members.append(("look", JSONText.string(look.rawValue))) }
    if scrollEdgeEffect != BarEdgeEffect() {
      var effect = [("style", JSONText.string(scrollEdgeEffect.style.rawValue))]
      if scrollEdgeEffect.isHidden { effect.append(("hidden", "true")) }
      members.append(("scrollEdgeEffect", Scenario.object(effect)))
    }
    return members
  }
}

extension Scenario.Container {
  /// Every field; `insetAdjustment` only when set (its absence is the plain model),
  /// `safeArea` only when not zero, `observesOnly` and `ownerSpacer` only when true and
  /// `sectionHeader` only when not zero.
  var members: [(key: String, value: String)] {
    var members: [(key: String, value: String)] = [
      ("contentHeight", JSONText.number(contentHeight)), ("contentInsetTop", JSONText.number(contentInsetTop)),
      ("contentInsetBottom", JSONText.number(contentInsetBottom)),
      ("deceleration", JSONText.string(fastDeceleration ? "fast" : "normal")),
      ("refreshControl", refreshControl ? "true" : "false"), ("initialScroll", JSONText.number(initialScroll)),
    ]
    if let insetAdjustment { members.append(("insetAdjustment", JSONText.string(insetAdjustment.rawValue))) }
    if safeAreaTop != 0 || safeAreaBottom != 0 {
      members.append(
        (
          "safeArea",
          Scenario.object([("top", JSONText.number(safeAreaTop)), ("bottom", JSONText.number(safeAreaBottom))])
        )
      )
    }
    if observesOnly { members.append(("observesOnly", "true")) }
    if sectionHeaderHeight != 0 { members.append(("sectionHeader", JSONText.number(sectionHeaderHeight))) }
    if ownerSpacer { members.append(("ownerSpacer", "true")) }
    // Written only when not the defaults (a table inside a navigation controller).
    if kind != .table { members.append(("kind", JSONText.string(kind.rawValue))) }
    if let alwaysBounceVertical { members.append(("alwaysBounceVertical", alwaysBounceVertical ? "true" : "false")) }
    if !inNavigationController { members.append(("inNavigationController", "false")) }
    if otherScrollsToTop != 0 { members.append(("otherScrollsToTop", String(otherScrollsToTop))) }
    if !contentViewOfViewController { members.append(("contentViewOfViewController", "false")) }
    return members
  }
}

extension Scenario.Step {
  /// The step as a JSON object, such as `{"drag": {"by": 180, "duration": 0.3}}`.
  public var json: String {
    let value: String
    switch self {
    case .drag(let by, let duration):
      value = Scenario.object([("by", JSONText.number(by)), ("duration", JSONText.number(duration))])
    case .release(let velocity): value = Scenario.object([("velocity", JSONText.number(velocity))])
    case .wait(let seconds): value = JSONText.number(seconds)
    case .tapStatusBar, .endRefreshing, .beginRefreshing, .leaveWindow, .enterWindow: value = "{}"
    case .setContentInset(let top, let bottom), .safeArea(let top, let bottom):
      var members: [(key: String, value: String)] = []
      if let top { members.append(("top", JSONText.number(top))) }
      if let bottom { members.append(("bottom", JSONText.number(bottom))) }
      value = Scenario.object(members)
    case .pullToRefresh(let duration), .touch(let duration):
      value = Scenario.object([("duration", JSONText.number(duration))])
    case .search(let action): value = JSONText.string(action.rawValue)
    case .switchContainer(let index): value = String(index)
    case .resize(let width, let height, let safeAreaTop):
      value = Scenario.object([
        ("width", JSONText.number(width)), ("height", JSONText.number(height)),
        ("safeAreaTop", JSONText.number(safeAreaTop)),
      ])
    case .expand(let animated), .collapse(let animated):
      value = Scenario.object([("animated", animated ? "true" : "false")])
    }
    return "{\(JSONText.string(name)): \(value)}"
  }
}
