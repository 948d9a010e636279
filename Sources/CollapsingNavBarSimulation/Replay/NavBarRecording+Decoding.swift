import CollapsingNavBarCore

extension NavBarRecording {
  /// The longest recording `navbar-sim` plays, in seconds (ten minutes, as a scenario).
  public static let longestReplay = Scenario.maximumDuration + 10

  /// Reads a recording from its JSON (<doc:RecordingFormat>).
  ///
  /// A document that is not a recording, a version this package does not read, a value that is
  /// missing, of the wrong type or not finite, times out of order, or a recording longer than
  /// ``longestReplay`` is refused, naming the JSON path and the reason.
  ///
  /// - Parameter json: The JSON text.
  /// - Throws: A ``ScenarioError`` naming the path and the problem.
  public init(json: String) throws(ScenarioError) {
    let root = try JSONObject(try JSONReader.parse(json, limits: JSONReader.recordingLimits), path: "")
    guard try root.string("format") == Self.formatName else {
      throw ScenarioError(path: "format", problem: "not a recording (expected \"\(Self.formatName)\")")
    }
    guard let version = try root.number("version") else {
      throw ScenarioError(path: "version", problem: "missing: the schema version of the recording")
    }
    guard version == version.rounded(), version >= 0, version < 1e6 else {
      throw ScenarioError(path: "version", problem: "expected a whole number, found \(version)")
    }
    if Int(version) > Self.schemaVersion {
      throw ScenarioError(
        path: "version",
        problem:
          "unknown version \(Int(version)): this build reads versions \(Self.oldestReadableVersion) to \(Self.schemaVersion) (update the package)"
      )
    }
    if Int(version) < Self.oldestReadableVersion {
      throw ScenarioError(
        path: "version",
        problem:
          "version \(Int(version)) is older than the oldest this build reads (\(Self.oldestReadableVersion)); record again with a newer package"
      )
    }
    try root.allow([
      "format", "version", "redacted", "droppedEarlierEntries", "nonFiniteEventsLeftOut", "start", "entries",
    ])
    guard let startValue = root.value("start") else {
      throw ScenarioError(path: "start", problem: "missing: the controller when the recording starts")
    }
    let start = try RecordingDecoder.baseline(startValue, path: "start")
    guard let list = try root.array("entries") else {
      throw ScenarioError(path: "entries", problem: "missing: the recorded entries")
    }
    var entries: [Entry] = []
    entries.reserveCapacity(list.count)
    var last: [Double]?
    var previousTime = start.time
    for (index, value) in list.enumerated() {
      let path = "entries[\(index)]"
      let entry = try RecordingDecoder.entry(value, path: path, last: &last)
      guard entry.time >= previousTime else {
        throw ScenarioError(
          path: path + ".t",
          problem:
            "time \(entry.time) is earlier than the \(index == 0 ? "start's" : "entry before's") (\(previousTime)): times must not go back"
        )
      }
      if entry.time - start.time > Self.longestReplay {
        throw ScenarioError(
          path: path + ".t",
          problem:
            "the recording runs longer than \(Int(Self.longestReplay)) s after its start (at \(entry.time - start.time) s)"
        )
      }
      previousTime = entry.time
      entries.append(entry)
    }
    self.init(
      start: start, entries: entries, isRedacted: try root.bool("redacted") ?? true,
      droppedEarlierEntries: try root.bool("droppedEarlierEntries") ?? false,
      nonFiniteEventsLeftOut: Int(try root.number("nonFiniteEventsLeftOut") ?? 0))
  }
}

/// Reads the parts of a recording.
enum RecordingDecoder {
  static func number(_ object: JSONObject, _ key: String) throws(ScenarioError) -> Double {
    guard let value = object.value(key) else {
      throw ScenarioError(path: object.child(key), problem: "missing")
    }
    guard case .number(let number) = value else {
      throw ScenarioError(
        path: object.child(key),
        problem: value == .null ? "not a finite number (null)" : "expected a number, found \(value.kindDescription)")
    }
    return number
  }

  static func flag(_ object: JSONObject, _ key: String) throws(ScenarioError) -> Bool {
    guard let flag = try object.bool(key) else { throw ScenarioError(path: object.child(key), problem: "missing") }
    return flag
  }

  static func baseline(_ value: JSONValue, path: String) throws(ScenarioError) -> NavBarRecording.Baseline {
    let object = try JSONObject(value, path: path)
    try object.allow([
      "time", "configuration", "environment", "reduceMotion", "visible", "attached", "observesOnly", "hasHistory",
      "exact",
    ])
    var attached: ContainerGeometry?
    if let value = object.value("attached"), value != .null {
      attached = ContainerGeometry(fields: try geometryFields(value, path: object.child("attached"), last: nil))
    }
    guard let configuration = object.value("configuration") else {
      throw ScenarioError(path: object.child("configuration"), problem: "missing")
    }
    guard let environment = object.value("environment") else {
      throw ScenarioError(path: object.child("environment"), problem: "missing")
    }
    let time = try number(object, "time")
    return NavBarRecording.Baseline(
      time: time, configuration: try self.configuration(configuration, path: object.child("configuration")),
      environment: try self.environment(environment, path: object.child("environment")),
      reduceMotion: try object.bool("reduceMotion") ?? false, isVisible: try object.bool("visible") ?? true,
      attached: attached, observesOnly: try object.bool("observesOnly") ?? false,
      hasHistory: try object.bool("hasHistory") ?? false, isExact: try object.bool("exact") ?? true)
  }

  static func environment(_ value: JSONValue, path: String) throws(ScenarioError) -> BarEnvironment {
    let object = try JSONObject(value, path: path)
    try object.allow([
      "safeAreaTop", "width", "scale", "largeTitleScale", "verticallyCompact", "contentSizeScale", "rightToLeft",
      "look", "automaticEdgeEffectStyle",
    ])
    var environment = BarEnvironment(
      safeAreaTop: try number(object, "safeAreaTop"), width: try number(object, "width"),
      scale: try number(object, "scale"), largeTitleScale: try number(object, "largeTitleScale"),
      isVerticallyCompact: try flag(object, "verticallyCompact"),
      contentSizeScale: object.value("contentSizeScale") != nil ? try number(object, "contentSizeScale") : 1,
      layoutDirection: try object.bool("rightToLeft") == true ? .rightToLeft : .leftToRight)
    if let look = try object.choice("look", BarLook.allCases.map(\.rawValue)) {
      environment.systemLook = BarLook(rawValue: look)!
    }
    if let style = try object.choice("automaticEdgeEffectStyle", BarEdgeEffectStyle.allCases.map(\.rawValue)) {
      environment.automaticEdgeEffectStyle = BarEdgeEffectStyle(rawValue: style)!
    }
    return environment
  }

  static func configuration(_ value: JSONValue, path: String) throws(ScenarioError) -> BarConfiguration {
    let object = try JSONObject(value, path: path)
    try object.allow([
      "panels", "collapseOrder", "mode", "quickReturnReveal", "insetStrategy", "snapPolicy", "titleCrossFadeThreshold",
      "titleFadeDuration", "backgroundTransitionDistance", "searchFieldHeight", "look", "scrollEdgeEffect",
    ])
    guard let list = try object.array("panels") else {
      throw ScenarioError(path: object.child("panels"), problem: "missing")
    }
    var panels: [Panel] = []
    for (index, value) in list.enumerated() {
      let panel = try JSONObject(value, path: object.child("panels") + "[\(index)]")
      try panel.allow(["kind", "id", "height", "scalesWithContentSize"])
      guard let kind = try panel.choice("kind", PanelKind.allCases.map(\.rawValue)).flatMap(PanelKind.init(rawValue:))
      else { throw ScenarioError(path: panel.child("kind"), problem: "missing") }
      panels.append(
        Panel(
          kind: kind, id: try panel.string("id"), height: try number(panel, "height"),
          scalesWithContentSize: try panel.bool("scalesWithContentSize") ?? false))
    }
    var order: [String]?
    if let value = object.value("collapseOrder"), value != .null {
      guard case .array(let ids) = value else {
        throw ScenarioError(path: object.child("collapseOrder"), problem: "expected an array or null")
      }
      order = []
      for (index, id) in ids.enumerated() {
        guard case .string(let text) = id else {
          throw ScenarioError(path: object.child("collapseOrder") + "[\(index)]", problem: "expected a string")
        }
        order?.append(text)
      }
    }
    var mode = BarMode.collapsesWithContent
    if let value = object.value("mode") {
      if case .string("collapsesWithContent") = value {
        mode = .collapsesWithContent
      } else if case .object = value {
        let quick = try JSONObject(value, path: object.child("mode"))
        try quick.allow(["quickReturn"])
        mode = .quickReturn(revealDistance: try number(quick, "quickReturn"))
      } else {
        throw ScenarioError(
          path: object.child("mode"), problem: "expected \"collapsesWithContent\" or {\"quickReturn\": distance}")
      }
    }
    var configuration = BarConfiguration(panels: panels, collapseOrder: order, mode: mode)
    if let reveal = try object.choice("quickReturnReveal", QuickReturnReveal.allCases.map(\.rawValue)) {
      configuration.quickReturnReveal = QuickReturnReveal(rawValue: reveal)!
    }
    if let strategy = try object.choice("insetStrategy", InsetStrategy.allCases.map(\.rawValue)) {
      configuration.insetStrategy = InsetStrategy(rawValue: strategy)!
    }
    if let look = try object.choice("look", BarLookPreference.allCases.map(\.rawValue)) {
      configuration.look = BarLookPreference(rawValue: look)!
    }
    if let value = object.value("scrollEdgeEffect") {
      let effect = try JSONObject(value, path: object.child("scrollEdgeEffect"))
      try effect.allow(["style", "hidden"])
      let style = try effect.choice("style", BarEdgeEffectStyle.allCases.map(\.rawValue)).flatMap(
        BarEdgeEffectStyle.init(rawValue:))
      configuration.scrollEdgeEffect = BarEdgeEffect(
        style: style ?? .automatic, isHidden: try effect.bool("hidden") ?? false)
    }
    if let value = object.value("snapPolicy") {
      let snap = try JSONObject(value, path: object.child("snapPolicy"))
      try snap.allow(["enabled", "velocityThreshold", "settleDuration", "decelerationRate"])
      configuration.snapPolicy = SnapPolicy(
        isEnabled: try flag(snap, "enabled"), velocityThreshold: try number(snap, "velocityThreshold"),
        settleDuration: try number(snap, "settleDuration"),
        decelerationRate: DecelerationRate(rate: try number(snap, "decelerationRate")))
    }
    if object.value("titleCrossFadeThreshold") != nil {
      configuration.titleCrossFadeThreshold = try number(object, "titleCrossFadeThreshold")
    }
    if object.value("titleFadeDuration") != nil {
      configuration.titleFadeDuration = try number(object, "titleFadeDuration")
    }
    if object.value("backgroundTransitionDistance") != nil {
      configuration.backgroundTransitionDistance = try number(object, "backgroundTransitionDistance")
    }
    if object.value("searchFieldHeight") != nil {
      configuration.searchFieldHeight = try number(object, "searchFieldHeight")
    }
    do {
      try configuration.validate()
    } catch {
      throw ScenarioError(path: path, problem: error.description)
    }
    return configuration
  }

  /// Geometry fields: those in the object over the ones before (all of them when there is none).
  static func geometryFields(_ value: JSONValue, path: String, last: [Double]?) throws(ScenarioError) -> [Double] {
    let object = try JSONObject(value, path: path)
    try object.allow(ContainerGeometry.recordedFieldNames)
    var fields = last ?? []
    for (index, name) in ContainerGeometry.recordedFieldNames.enumerated() {
      if object.value(name) == nil {
        // (A recording made before the refresh control's own-inset field or the spacer's existed:
        // no write, no spacer.)
        if last == nil && (name == "refreshWritesInset" || name == "holdsSpacer") {
          fields.append(0)
          continue
        }
        guard last != nil else {
          throw ScenarioError(
            path: object.child(name), problem: "missing: the first geometry of a recording gives every field")
        }
        continue
      }
      let number = try number(object, name)
      if last == nil { fields.append(number) } else { fields[index] = number }
    }
    return fields
  }

  static func entry(_ value: JSONValue, path: String, last: inout [Double]?) throws(ScenarioError)
    -> NavBarRecording.Entry
  {
    let object = try JSONObject(value, path: path)
    try object.allow(["t", "e", "v", "g", "c"])
    let time = try number(object, "t")
    guard let name = try object.choice("e", NavBarRecorder.kindNames) else {
      throw ScenarioError(path: object.child("e"), problem: "missing: the event or change")
    }
    let input = try self.input(name, object.value("v"), path: object.child("v"))
    var geometry: ContainerGeometry?
    if let value = object.value("g") {
      if value != .null {
        let fields = try geometryFields(value, path: object.child("g"), last: last)
        last = fields
        geometry = ContainerGeometry(fields: fields)
      }
    } else if let last {
      geometry = ContainerGeometry(fields: last)
    } else {
      throw ScenarioError(
        path: object.child("g"), problem: "missing: the first geometry of a recording gives every field")
    }
    var answer = NavBarRecording.Answer()
    if let value = object.value("c") { answer = try self.answer(value, path: object.child("c")) }
    return NavBarRecording.Entry(time: time, input: input, geometry: geometry, answer: answer)
  }

  static func input(_ name: String, _ value: JSONValue?, path: String) throws(ScenarioError) -> NavBarRecording.Input {
    switch name {
    case "setConfiguration":
      guard let value else { throw ScenarioError(path: path, problem: "missing: the configuration") }
      return .change(.setConfiguration(try configuration(value, path: path)))
    case "setEnvironment":
      guard let value else { throw ScenarioError(path: path, problem: "missing: the environment") }
      return .change(.setEnvironment(try environment(value, path: path)))
    case "attach":
      guard case .array(let list) = value ?? .null, list.count == 2, case .bool(let observesOnly) = list[1] else {
        throw ScenarioError(path: path, problem: "expected [geometry, observesOnly]")
      }
      let fields = try geometryFields(list[0], path: path + "[0]", last: nil)
      return .event(.attach(ContainerGeometry(fields: fields), observesOnly: observesOnly))
    default: break
    }
    let kind = NavBarRecorder.kindNames.firstIndex(of: name)!
    let count = NavBarRecorder.argumentCount(kind: kind)
    var numbers: [Double] = []
    if count > 0 {
      guard case .array(let list) = value ?? .null else {
        throw ScenarioError(path: path, problem: "expected an array of \(count) values for \(name)")
      }
      // (A report of the system's share without a refresh room, as recordings before the room
      // have it, reads as one with no room.)
      let optional = kind == 5 ? 1 : 0
      guard list.count == count || list.count == count - optional else {
        let expected = optional > 0 ? "\(count - optional) or \(count)" : "\(count)"
        throw ScenarioError(path: path, problem: "expected \(expected) values for \(name), found \(list.count)")
      }
      for (index, item) in list.enumerated() {
        switch item {
        case .number(let number): numbers.append(number)
        case .bool(let flag): numbers.append(flag ? 1 : 0)
        default:
          throw ScenarioError(
            path: path + "[\(index)]",
            problem: item == .null ? "not a finite number (null)" : "expected a number, found \(item.kindDescription)")
        }
      }
    } else if let value, value != .array([]) {
      throw ScenarioError(path: path, problem: "\(name) takes no values")
    }
    if kind == 5 && numbers.count == 2 { numbers.append(0) }
    var index = 0
    let next = { () -> Double in
      defer { index += 1 }
      return numbers[index]
    }
    switch kind {
    case 21: return .change(.expand(animated: next() != 0))
    case 22: return .change(.collapse(animated: next() != 0))
    case 25: return .change(.setReduceMotion(next() != 0))
    default: return .event(NavBarRecorder.event(kind: kind, next))
    }
  }

  static func answer(_ value: JSONValue, path: String) throws(ScenarioError) -> NavBarRecording.Answer {
    let object = try JSONObject(value, path: path)
    try object.allow(NavBarRecording.Answer.keyNames)
    func optional(_ key: String) throws(ScenarioError) -> Double? {
      object.value(key) == nil ? nil : try number(object, key)
    }
    var answer = NavBarRecording.Answer()
    answer.contentInsetTop = try optional("inset")
    answer.scrollIndicatorInsetTop = try optional("indicator")
    answer.stopsContentMotion = try object.bool("stop") ?? false
    answer.contentOffsetY = try optional("offset")
    if answer.contentOffsetY != nil {
      let motion = try object.choice("motion", ["none", "animated", "timed"]) ?? "none"
      answer.offsetMotion = NavBarRecording.Answer.Motion(rawValue: motion)
    }
    answer.offsetDuration = try optional("duration")
    answer.targetContentOffset = try optional("target")
    answer.layoutChanged = try object.bool("layout") ?? false
    answer.layoutAnimationDuration = try optional("layoutDuration")
    answer.titleFade = try object.choice("fade", TitleState.allCases.map(\.rawValue)).flatMap(
      TitleState.init(rawValue:))
    answer.titleFadeDuration = try optional("fadeDuration")
    answer.scrollToTopEnd = try optional("scrollToTop")
    answer.scrollToTopDuration = try optional("scrollToTopDuration")
    answer.scrollToTopFinished = try object.bool("scrollToTopDone") ?? false
    answer.leadingSpacerHeight = try optional("spacer")
    answer.givesBackContainer = try object.bool("givesBack") ?? false
    return answer
  }
}
