import CollapsingNavBarCore

extension Scenario {
  /// Loads a scenario from JSON and validates it.
  ///
  /// Unknown keys and steps are errors (with a suggestion for a likely typo); everything omitted
  /// takes its default. See the README for the format.
  ///
  /// - Parameter json: The JSON text.
  /// - Throws: A ``ScenarioError`` naming the JSON path of the first problem, and its line and
  ///   column in `json`.
  public init(json: String) throws(ScenarioError) {
    do {
      self = try Scenario(decoding: json)
    } catch {
      throw error.located(in: json)
    }
  }

  private init(decoding json: String) throws(ScenarioError) {
    let root = try JSONReader.parse(json)
    let object = try JSONObject(root, path: "")
    try object.allow(["name", "device", "bar", "containers", "script", "screen", "uikit", "waive"])
    let name = try object.string("name") ?? "scenario"
    let device =
      try object.value("device").map { value throws(ScenarioError) in try Self.device(value, path: "device") }
      ?? Device()
    let bar =
      try object.value("bar").map { value throws(ScenarioError) in try Self.bar(value, path: "bar", name: name) }
      ?? DefaultBar.scenarioBar(title: name, titleIsPlaceholder: true)
    var containers = [Container()]
    if let list = try object.array("containers") {
      containers = try list.enumerated().map { (index, value) throws(ScenarioError) in
        try Self.container(value, path: "containers[\(index)]")
      }
    }
    var script: [Step] = []
    if let list = try object.array("script") {
      guard list.count <= Self.maximumStepCount else {
        throw ScenarioError(
          path: "script", problem: "\(list.count) steps is more than the limit of \(Self.maximumStepCount)")
      }
      var screen = device
      for (index, value) in list.enumerated() {
        let step = try Self.step(value, path: "script[\(index)]", screen: screen)
        if case .resize(let width, let height, let safeAreaTop) = step {
          screen.width = width
          screen.height = height
          screen.safeAreaTop = safeAreaTop
        }
        script.append(step)
      }
    }
    var screenReactions: [Reaction] = []
    if let list = try object.array("screen") {
      guard list.count <= Reaction.maximumCount else {
        throw ScenarioError(
          path: "screen", problem: "\(list.count) reactions is more than the limit of \(Reaction.maximumCount)")
      }
      screenReactions = try list.enumerated().map { (index, value) throws(ScenarioError) in
        try Reaction(json: value, path: "screen[\(index)]")
      }
    }
    let uikit =
      try object.value("uikit").map { value throws(ScenarioError) in
        try UIKitAssumptions(json: value, path: "uikit")
      } ?? .standard
    self.init(
      name: name, device: device, bar: bar, containers: containers, script: script, screen: screenReactions,
      uikit: uikit)
    if let value = object.value("waive") { waivers = try Self.waivers(value, path: "waive") }
    try validate()
  }

  /// The `waive` object: rule names to reasons.
  private static func waivers(_ value: JSONValue, path: String) throws(ScenarioError) -> [Invariant: String] {
    let object = try JSONObject(value, path: path)
    var waivers: [Invariant: String] = [:]
    for member in object.members {
      waivers[try Invariant(waiving: member.key, path: object.child(member.key))] =
        try Invariant.reason(object.string(member.key) ?? "", path: object.child(member.key))
    }
    return waivers
  }

  // MARK: - Sections

  private static func device(_ value: JSONValue, path: String) throws(ScenarioError) -> Device {
    let object = try JSONObject(value, path: path)
    try object.allow([
      "width", "height", "safeAreaTop", "scale", "largeTitleScale", "verticallyCompact", "contentSizeScale",
      "rightToLeft", "os", "designRequiresCompatibility",
    ])
    let defaults = Device()
    var os: Int?
    if let version = try object.number("os") {
      guard version == version.rounded(), version >= 13, version <= 99 else {
        throw ScenarioError(
          path: object.child("os"), problem: "\(Check.text(version)) is not an iOS major version from 13 to 99")
      }
      os = Int(version)
    }
    return Device(
      width: try object.number("width") ?? defaults.width,
      height: try object.number("height") ?? defaults.height,
      safeAreaTop: try object.number("safeAreaTop") ?? defaults.safeAreaTop,
      scale: try object.number("scale") ?? defaults.scale,
      largeTitleScale: try object.number("largeTitleScale") ?? defaults.largeTitleScale,
      verticallyCompact: try object.bool("verticallyCompact") ?? defaults.verticallyCompact,
      contentSizeScale: try object.number("contentSizeScale") ?? defaults.contentSizeScale,
      rightToLeft: try object.bool("rightToLeft") ?? false, os: os,
      designRequiresCompatibility: try object.bool("designRequiresCompatibility") ?? false)
  }

  private static func bar(_ value: JSONValue, path: String, name: String) throws(ScenarioError) -> Bar {
    let object = try JSONObject(value, path: path)
    try object.allow([
      "panels", "mode", "revealDistance", "quickReturnReveal", "insetStrategy", "snapping", "collapseOrder",
      "titleCrossFadeThreshold", "look", "scrollEdgeEffect",
    ])
    var panels = DefaultBar.scenarioBar(title: name, titleIsPlaceholder: true).panels
    if let list = try object.array("panels") {
      panels = try list.enumerated().map { (index, value) throws(ScenarioError) in
        try Self.panel(value, path: "\(path).panels[\(index)]", name: name)
      }
    }
    var mode = BarMode.collapsesWithContent
    let revealDistance = try object.number("revealDistance")
    let reveal = try object.choice("quickReturnReveal", QuickReturnReveal.allCases.map(\.rawValue))
      .flatMap(QuickReturnReveal.init)
    switch try object.choice("mode", ["collapsesWithContent", "quickReturn"]) {
    case "quickReturn": mode = .quickReturn(revealDistance: revealDistance ?? 0)
    default:
      if revealDistance != nil {
        throw ScenarioError(path: "\(path).revealDistance", problem: "applies only to mode \"quickReturn\"")
      }
      if reveal != nil {
        throw ScenarioError(path: "\(path).quickReturnReveal", problem: "applies only to mode \"quickReturn\"")
      }
    }
    let strategy =
      try object.choice("insetStrategy", InsetStrategy.allCases.map(\.rawValue)).flatMap(InsetStrategy.init)
      ?? Bar(panels: []).insetStrategy
    var order: [String]?
    if let list = try object.array("collapseOrder") {
      order = try list.enumerated().map { (index, value) throws(ScenarioError) in
        guard case .string(let id) = value else {
          throw ScenarioError(
            path: "\(path).collapseOrder[\(index)]",
            problem: "expected a panel id (a string), found \(value.kindDescription)")
        }
        return id
      }
    }
    var effect = BarEdgeEffect()
    if let value = object.value("scrollEdgeEffect") {
      let edge = try JSONObject(value, path: object.child("scrollEdgeEffect"))
      try edge.allow(["style", "hidden"])
      effect.style =
        try edge.choice("style", BarEdgeEffectStyle.allCases.map(\.rawValue)).flatMap(BarEdgeEffectStyle.init)
        ?? .automatic
      effect.isHidden = try edge.bool("hidden") ?? false
    }
    return Bar(
      panels: panels, mode: mode, quickReturnReveal: reveal ?? .compactBar, insetStrategy: strategy,
      snapping: try object.bool("snapping") ?? true,
      collapseOrder: order, titleCrossFadeThreshold: try object.number("titleCrossFadeThreshold") ?? 0.5,
      look: try object.choice("look", BarLookPreference.allCases.map(\.rawValue)).flatMap(BarLookPreference.init)
        ?? .automatic,
      scrollEdgeEffect: effect)
  }

  private static func panel(_ value: JSONValue, path: String, name: String) throws(ScenarioError) -> PanelSpec {
    let object = try JSONObject(value, path: path)
    try object.allow(["kind", "id", "height", "title", "scalesWithContentSize", "backButton", "items"])
    guard let kindName = try object.choice("kind", PanelKind.allCases.map(\.rawValue)),
      let kind = PanelKind(rawValue: kindName)
    else {
      throw ScenarioError(
        path: "\(path).kind",
        problem: "missing: every panel needs a kind (\(PanelKind.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    let id = try object.string("id")
    if kind.allowsMany {
      guard let id, !id.isEmpty else {
        throw ScenarioError(path: "\(path).id", problem: "a \(kind.rawValue) panel needs a non-empty id")
      }
    } else if id != nil {
      throw ScenarioError(
        path: "\(path).id", problem: "only closable and pinned panels take an id (this one is '\(kind.rawValue)')")
    }
    var title = try object.string("title")
    let placeholder = title == nil && (kind == .top || kind == .largeTitle)
    if placeholder { title = name }
    // The top row's items: what the drawing shows, nothing when the scenario says nothing.
    var backButton: String?
    var items: [String] = []
    if object.value("backButton") != nil || object.value("items") != nil {
      guard kind == .top else {
        let key = object.value("backButton") != nil ? "backButton" : "items"
        throw ScenarioError(path: "\(path).\(key)", problem: "only the top panel has a back button and items")
      }
      if let value = object.value("backButton") {
        switch value {
        case .bool(let shown): backButton = shown ? "" : nil
        case .string(let label): backButton = label
        default:
          throw ScenarioError(
            path: "\(path).backButton",
            problem: "expected true, false or the button's label, found \(value.kindDescription)")
        }
      }
      if let list = try object.array("items") {
        items = try list.enumerated().map { (index, value) throws(ScenarioError) in
          guard case .string(let item) = value else {
            throw ScenarioError(
              path: "\(path).items[\(index)]",
              problem: "expected an item's title (a string), found \(value.kindDescription)")
          }
          return item
        }
      }
    }
    var spec = PanelSpec(
      kind: kind, id: id, height: try object.number("height"), title: title,
      scalesWithContentSize: try object.bool("scalesWithContentSize") ?? false, backButton: backButton, items: items)
    spec.titleIsPlaceholder = placeholder
    return spec
  }

  private static func container(_ value: JSONValue, path: String) throws(ScenarioError) -> Container {
    let object = try JSONObject(value, path: path)
    try object.allow([
      "contentHeight", "contentInsetTop", "contentInsetBottom", "deceleration", "refreshControl", "initialScroll",
      "insetAdjustment", "safeArea", "observesOnly", "sectionHeader", "kind", "alwaysBounceVertical",
      "inNavigationController", "otherScrollsToTop", "contentViewOfViewController", "ownerSpacer",
    ])
    let defaults = Container()
    let otherScrollsToTop = try object.number("otherScrollsToTop") ?? 0
    guard otherScrollsToTop == otherScrollsToTop.rounded(),
      (0...Double(maximumOtherScrollsToTop)).contains(otherScrollsToTop)
    else {
      throw ScenarioError(
        path: object.child("otherScrollsToTop"),
        problem: "\(Check.text(otherScrollsToTop)) must be a whole number from 0 to \(maximumOtherScrollsToTop)")
    }
    let adjustment = try object.choice("insetAdjustment", InsetAdjustmentBehavior.allCases.map(\.rawValue))
      .flatMap(InsetAdjustmentBehavior.init)
    var safeArea: (top: Double?, bottom: Double?) = (nil, nil)
    if let value = object.value("safeArea") {
      safeArea = try Self.edges(value, path: object.child("safeArea"), requireOne: false)
    }
    return Container(
      contentHeight: try object.number("contentHeight") ?? defaults.contentHeight,
      contentInsetTop: try object.number("contentInsetTop") ?? 0,
      contentInsetBottom: try object.number("contentInsetBottom") ?? 0,
      fastDeceleration: try object.choice("deceleration", ["normal", "fast"]) == "fast",
      refreshControl: try object.bool("refreshControl") ?? true,
      initialScroll: try object.number("initialScroll") ?? 0, insetAdjustment: adjustment,
      safeAreaTop: safeArea.top ?? 0, safeAreaBottom: safeArea.bottom ?? 0,
      observesOnly: try object.bool("observesOnly") ?? false,
      sectionHeaderHeight: try object.number("sectionHeader") ?? 0,
      kind: try object.choice("kind", ContainerKind.allCases.map(\.rawValue)).flatMap(ContainerKind.init) ?? .table,
      alwaysBounceVertical: try object.bool("alwaysBounceVertical"),
      inNavigationController: try object.bool("inNavigationController") ?? true,
      otherScrollsToTop: Int(otherScrollsToTop),
      contentViewOfViewController: try object.bool("contentViewOfViewController") ?? true,
      ownerSpacer: try object.bool("ownerSpacer") ?? false)
  }

  /// A `{"top": …, "bottom": …}` object; either key may be left out.
  private static func edges(
    _ value: JSONValue, path: String, requireOne: Bool
  ) throws(ScenarioError) -> (top: Double?, bottom: Double?) {
    let object = try JSONObject(value, path: path)
    try object.allow(["top", "bottom"])
    let top = try object.number("top")
    let bottom = try object.number("bottom")
    if requireOne && top == nil && bottom == nil {
      throw ScenarioError(path: path, problem: "name at least one edge: \"top\", \"bottom\" or both")
    }
    return (top, bottom)
  }

  private static func step(_ value: JSONValue, path: String, screen: Device) throws(ScenarioError) -> Step {
    guard case .object(let members) = value else {
      throw ScenarioError(
        path: path, problem: "expected a step object such as {\"wait\": 1}, found \(value.kindDescription)")
    }
    guard members.count == 1, let member = members.first else {
      throw ScenarioError(
        path: path,
        problem: members.isEmpty
          ? "empty step: name one of \(Step.names.joined(separator: ", "))"
          : "a step has exactly one key, found \(members.count): \(members.map(\.key).joined(separator: ", "))")
    }
    let name = member.key
    let inner = "\(path).\(name)"
    switch name {
    case "drag":
      let object = try JSONObject(member.value, path: inner)
      try object.allow(["by", "duration"])
      guard let by = try object.number("by") else {
        throw ScenarioError(path: "\(inner).by", problem: "missing: how far to drag in points")
      }
      return .drag(by: by, duration: try object.number("duration") ?? 0.3)
    case "release":
      let object = try JSONObject(member.value, path: inner)
      try object.allow(["velocity"])
      return .release(velocity: try object.number("velocity") ?? 0)
    case "wait":
      guard case .number(let seconds) = member.value else {
        throw ScenarioError(path: inner, problem: "expected a number of seconds, found \(member.value.kindDescription)")
      }
      return .wait(seconds)
    case "tapStatusBar", "endRefreshing", "beginRefreshing", "leaveWindow", "enterWindow":
      let object = try JSONObject(member.value, path: inner)
      try object.allow([])
      switch name {
      case "tapStatusBar": return .tapStatusBar
      case "endRefreshing": return .endRefreshing
      case "leaveWindow": return .leaveWindow
      case "enterWindow": return .enterWindow
      default: return .beginRefreshing
      }
    case "setContentInset":
      let edges = try Self.edges(member.value, path: inner, requireOne: true)
      return .setContentInset(top: edges.top, bottom: edges.bottom)
    case "safeArea":
      let edges = try Self.edges(member.value, path: inner, requireOne: true)
      return .safeArea(top: edges.top, bottom: edges.bottom)
    case "pullToRefresh":
      let object = try JSONObject(member.value, path: inner)
      try object.allow(["duration"])
      return .pullToRefresh(duration: try object.number("duration") ?? 0.5)
    case "touch":
      let object = try JSONObject(member.value, path: inner)
      try object.allow(["duration"])
      guard let duration = try object.number("duration") else {
        throw ScenarioError(path: "\(inner).duration", problem: "missing: how long the finger rests, in seconds")
      }
      return .touch(duration: duration)
    case "search":
      guard case .string(let action) = member.value else {
        throw ScenarioError(
          path: inner, problem: "expected \"activate\" or \"cancel\", found \(member.value.kindDescription)")
      }
      guard let parsed = SearchAction(rawValue: action) else {
        throw ScenarioError(path: inner, problem: "expected \"activate\" or \"cancel\", found \"\(action)\"")
      }
      return .search(parsed)
    case "switchContainer":
      guard case .number(let number) = member.value else {
        throw ScenarioError(path: inner, problem: "expected a container index, found \(member.value.kindDescription)")
      }
      guard number == number.rounded(), abs(number) < 1e9 else {
        throw ScenarioError(path: inner, problem: "expected a whole number, found \(Check.text(number))")
      }
      return .switchContainer(Int(number))
    case "resize":
      let object = try JSONObject(member.value, path: inner)
      try object.allow(["width", "height", "safeAreaTop"])
      return .resize(
        width: try object.number("width") ?? screen.width, height: try object.number("height") ?? screen.height,
        safeAreaTop: try object.number("safeAreaTop") ?? screen.safeAreaTop)
    case "expand", "collapse":
      let object = try JSONObject(member.value, path: inner)
      try object.allow(["animated"])
      let animated = try object.bool("animated") ?? true
      return name == "expand" ? .expand(animated: animated) : .collapse(animated: animated)
    default:
      throw ScenarioError(path: path, problem: "unknown step '\(name)'\(Suggestion.hint(for: name, among: Step.names))")
    }
  }
}

/// An object being decoded: typed access to its members with errors that name their path.
struct JSONObject {
  let path: String
  let members: [JSONValue.Member]

  init(_ value: JSONValue, path: String) throws(ScenarioError) {
    guard case .object(let members) = value else {
      throw ScenarioError(path: path, problem: "expected an object, found \(value.kindDescription)")
    }
    self.path = path
    self.members = members
  }

  /// Refuses keys outside `keys`, naming the likely intended one.
  func allow(_ keys: [String]) throws(ScenarioError) {
    for member in members where !keys.contains(member.key) {
      let expected = keys.isEmpty ? "this step takes no options" : "expected one of: \(keys.joined(separator: ", "))"
      throw ScenarioError(
        path: child(member.key), problem: "unknown key (\(expected))\(Suggestion.hint(for: member.key, among: keys))")
    }
  }

  func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  func value(_ key: String) -> JSONValue? {
    members.first { $0.key == key }?.value
  }

  func number(_ key: String) throws(ScenarioError) -> Double? {
    guard let value = value(key) else { return nil }
    guard case .number(let number) = value else {
      throw ScenarioError(path: child(key), problem: "expected a number, found \(value.kindDescription)")
    }
    return number
  }

  func string(_ key: String) throws(ScenarioError) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value else {
      throw ScenarioError(path: child(key), problem: "expected a string, found \(value.kindDescription)")
    }
    return text
  }

  func bool(_ key: String) throws(ScenarioError) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let flag) = value else {
      throw ScenarioError(path: child(key), problem: "expected true or false, found \(value.kindDescription)")
    }
    return flag
  }

  func array(_ key: String) throws(ScenarioError) -> [JSONValue]? {
    guard let value = value(key) else { return nil }
    guard case .array(let elements) = value else {
      throw ScenarioError(path: child(key), problem: "expected an array, found \(value.kindDescription)")
    }
    return elements
  }

  /// A string that must be one of `choices`.
  func choice(_ key: String, _ choices: [String]) throws(ScenarioError) -> String? {
    guard let text = try string(key) else { return nil }
    guard choices.contains(text) else {
      let list = choices.map { "\"\($0)\"" }.joined(separator: ", ")
      throw ScenarioError(
        path: child(key),
        problem: "unknown value \"\(text)\" (expected one of: \(list))\(Suggestion.hint(for: text, among: choices))")
    }
    return text
  }
}

/// "Did you mean …?" for typos: the closest name within a small edit distance.
package enum Suggestion {
  /// A hint such as `; did you mean 'duration'?`, or an empty string.
  package static func hint(for word: String, among names: [String]) -> String {
    guard let best = closest(to: word, among: names) else { return "" }
    return "; did you mean '\(best)'?"
  }

  static func closest(to word: String, among names: [String]) -> String? {
    let lowered = Array(word.lowercased())
    var best: (name: String, distance: Int)?
    for name in names {
      let distance = editDistance(lowered, Array(name.lowercased()))
      if distance <= max(2, name.count / 3), distance < (best?.distance ?? .max) { best = (name, distance) }
    }
    if let best { return best.name }
    // A word cut short ("follow" for "followsBar"): the one name it begins, if only one does.
    guard lowered.count >= 3 else { return nil }
    let begun = names.filter { $0.lowercased().hasPrefix(word.lowercased()) }
    return begun.count == 1 ? begun[0] : nil
  }

  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
