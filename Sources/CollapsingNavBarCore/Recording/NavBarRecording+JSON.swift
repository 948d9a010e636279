import Foundation

extension NavBarRecording {
  /// The value of the `format` key that names a recording file.
  public static let formatName = "CollapsingNavBar recording"

  /// The recording as JSON (schema ``schemaVersion``, <doc:RecordingFormat>): one entry per line,
  /// so a file reads and diffs line by line.
  ///
  /// - Returns: UTF-8 JSON text.
  public func jsonData() -> Data { Data(json.utf8) }

  /// The recording as JSON text (``jsonData()``).
  public var json: String {
    var out = "{\n"
    out += "\"format\": \(JSONText.string(Self.formatName)),\n"
    out += "\"version\": \(Self.schemaVersion),\n"
    out += "\"redacted\": \(isRedacted),\n"
    out += "\"droppedEarlierEntries\": \(droppedEarlierEntries),\n"
    out += "\"nonFiniteEventsLeftOut\": \(nonFiniteEventsLeftOut),\n"
    out += "\"start\": \(start.json),\n"
    out += "\"entries\": ["
    var last: ContainerGeometry?
    for (index, entry) in entries.enumerated() {
      out += index == 0 ? "\n" : ",\n"
      out += entry.json(after: last)
      if let geometry = entry.geometry { last = geometry }
    }
    out += entries.isEmpty ? "]\n}\n" : "\n]\n}\n"
    return out
  }
}

extension NavBarRecording.Entry {
  /// One entry as a JSON object: `t` its time, `e` the event or change, `v` its values, `g` the
  /// geometry fields that changed since the entry before (all of them the first time; `null`
  /// without a container), `c` the answer (left out when empty).
  func json(after last: ContainerGeometry?) -> String {
    var out = "{\"t\":\(JSONText.number(time)),\"e\":\"\(inputName)\""
    let values = self.values
    if !values.isEmpty { out += ",\"v\":" + values }
    if let geometry {
      let fields = geometry.fields
      let before = last?.fields
      var changed: [String] = []
      for (index, name) in ContainerGeometry.recordedFieldNames.enumerated()
      where before == nil || before![index] != fields[index] {
        changed.append("\"\(name)\":\(JSONText.number(fields[index]))")
      }
      if !changed.isEmpty { out += ",\"g\":{" + changed.joined(separator: ",") + "}" }
    } else {
      out += ",\"g\":null"
    }
    if !answer.isEmpty { out += ",\"c\":" + answer.json }
    return out + "}"
  }

  /// The name of the event or change (`offsetChanged`, `expand`), as the JSON's `e` gives it.
  public var inputName: String {
    switch input {
    case .event(let event): return NavBarRecorder.kindNames[NavBarRecorder.numbers(of: event).0]
    case .change(let change): return change.name
    }
  }

  /// The values of the event or change, as JSON (an array, or an object for a configuration or an
  /// environment); empty when it has none.
  var values: String {
    switch input {
    case .event(.attach(let geometry, let observesOnly)):
      return "[\(geometry.json),\(observesOnly)]"
    case .event(let event):
      let numbers = NavBarRecorder.numbers(of: event).1
      if numbers.isEmpty { return "" }
      switch event {
      case .visibilityChanged(let flag), .didEndDragging(let flag): return "[\(flag)]"
      case .systemInsetChanged(let share, let refreshing, let room):
        // (The room only when there is one: recordings without it read as before.)
        return "[\(JSONText.number(share)),\(refreshing)\(room != 0 ? "," + JSONText.number(room) : "")]"
      default: return "[" + numbers.map(JSONText.number).joined(separator: ",") + "]"
      }
    case .change(.expand(let animated)), .change(.collapse(let animated)): return "[\(animated)]"
    case .change(.setReduceMotion(let on)): return "[\(on)]"
    case .change(.setConfiguration(let configuration)): return configuration.json
    case .change(.setEnvironment(let environment)): return environment.json
    }
  }
}

extension NavBarRecording.Answer {
  /// The names of the answer's keys in a recording, in order.
  public static let keyNames = [
    "inset", "indicator", "stop", "offset", "motion", "duration", "target", "layout", "layoutDuration", "fade",
    "fadeDuration", "scrollToTop", "scrollToTopDuration", "scrollToTopDone", "spacer", "givesBack",
  ]

  /// The answer as a JSON object with only the keys that are set.
  var json: String {
    var parts: [String] = []
    if let value = contentInsetTop { parts.append("\"inset\":\(JSONText.number(value))") }
    if let value = scrollIndicatorInsetTop { parts.append("\"indicator\":\(JSONText.number(value))") }
    if stopsContentMotion { parts.append("\"stop\":true") }
    if let value = contentOffsetY { parts.append("\"offset\":\(JSONText.number(value))") }
    if let motion = offsetMotion, motion != .none { parts.append("\"motion\":\"\(motion.rawValue)\"") }
    if let value = offsetDuration { parts.append("\"duration\":\(JSONText.number(value))") }
    if let value = targetContentOffset { parts.append("\"target\":\(JSONText.number(value))") }
    if layoutChanged { parts.append("\"layout\":true") }
    if let value = layoutAnimationDuration { parts.append("\"layoutDuration\":\(JSONText.number(value))") }
    if let fade = titleFade { parts.append("\"fade\":\"\(fade.rawValue)\"") }
    if let value = titleFadeDuration { parts.append("\"fadeDuration\":\(JSONText.number(value))") }
    if let value = scrollToTopEnd { parts.append("\"scrollToTop\":\(JSONText.number(value))") }
    if let value = scrollToTopDuration { parts.append("\"scrollToTopDuration\":\(JSONText.number(value))") }
    if scrollToTopFinished { parts.append("\"scrollToTopDone\":true") }
    if let value = leadingSpacerHeight { parts.append("\"spacer\":\(JSONText.number(value))") }
    if givesBackContainer { parts.append("\"givesBack\":true") }
    return "{" + parts.joined(separator: ",") + "}"
  }
}

extension NavBarRecording.Baseline {
  var json: String {
    var out = "{\n  \"time\": \(JSONText.number(time)),\n"
    out += "  \"configuration\": \(configuration.json),\n"
    out += "  \"environment\": \(environment.json),\n"
    out += "  \"reduceMotion\": \(reduceMotion),\n"
    out += "  \"visible\": \(isVisible),\n"
    out += "  \"attached\": \(attached.map(\.json) ?? "null"),\n"
    out += "  \"observesOnly\": \(observesOnly),\n"
    out += "  \"hasHistory\": \(hasHistory),\n"
    out += "  \"exact\": \(isExact)\n}"
    return out
  }
}

extension ContainerGeometry {
  /// All fields, as a JSON object keyed by ``recordedFieldNames``.
  var json: String {
    let parts = zip(Self.recordedFieldNames, fields).map { "\"\($0)\":\(JSONText.number($1))" }
    return "{" + parts.joined(separator: ",") + "}"
  }
}

extension BarEnvironment {
  /// The environment as JSON.
  ///
  /// The keys after `verticallyCompact` only where they differ from the default: a recording of
  /// the default environment reads as one written before those keys.
  var json: String {
    var text =
      "{\"safeAreaTop\":\(JSONText.number(safeAreaTop)),\"width\":\(JSONText.number(width)),"
      + "\"scale\":\(JSONText.number(scale)),\"largeTitleScale\":\(JSONText.number(largeTitleScale)),"
      + "\"verticallyCompact\":\(isVerticallyCompact)"
    if contentSizeScale != 1 { text += ",\"contentSizeScale\":\(JSONText.number(contentSizeScale))" }
    if layoutDirection.isMirrored { text += ",\"rightToLeft\":true" }
    if systemLook != .classic { text += ",\"look\":\"\(systemLook.rawValue)\"" }
    if automaticEdgeEffectStyle != .soft {
      text += ",\"automaticEdgeEffectStyle\":\"\(automaticEdgeEffectStyle.rawValue)\""
    }
    return text + "}"
  }
}

extension BarConfiguration {
  var json: String {
    let panels = self.panels.map {
      "{\"kind\":\"\($0.kind.rawValue)\",\"id\":\(JSONText.string($0.id)),\"height\":\(JSONText.number($0.height))"
        + ($0.scalesWithContentSize ? ",\"scalesWithContentSize\":true}" : "}")
    }
    // (The look and the edge effect only where they differ from the default.)
    var look = ""
    if self.look != .automatic { look += ",\"look\":\"\(self.look.rawValue)\"" }
    if scrollEdgeEffect != BarEdgeEffect() {
      look +=
        ",\"scrollEdgeEffect\":{\"style\":\"\(scrollEdgeEffect.style.rawValue)\",\"hidden\":\(scrollEdgeEffect.isHidden)}"
    }
    let mode: String
    switch self.mode {
    case .collapsesWithContent: mode = "\"collapsesWithContent\""
    case .quickReturn(let distance): mode = "{\"quickReturn\":\(JSONText.number(distance))}"
    }
    let order = collapseOrder.map { "[" + $0.map(JSONText.string).joined(separator: ",") + "]" } ?? "null"
    return "{\"panels\":[" + panels.joined(separator: ",") + "],\"collapseOrder\":\(order),\"mode\":\(mode),"
      + "\"quickReturnReveal\":\"\(quickReturnReveal.rawValue)\",\"insetStrategy\":\"\(insetStrategy.rawValue)\","
      + "\"snapPolicy\":{\"enabled\":\(snapPolicy.isEnabled),"
      + "\"velocityThreshold\":\(JSONText.number(snapPolicy.velocityThreshold)),"
      + "\"settleDuration\":\(JSONText.number(snapPolicy.settleDuration)),"
      + "\"decelerationRate\":\(JSONText.number(snapPolicy.decelerationRate.rate))},"
      + "\"titleCrossFadeThreshold\":\(JSONText.number(titleCrossFadeThreshold)),"
      + "\"titleFadeDuration\":\(JSONText.number(titleFadeDuration)),"
      + "\"backgroundTransitionDistance\":\(JSONText.number(backgroundTransitionDistance)),"
      + "\"searchFieldHeight\":\(JSONText.number(searchFieldHeight))\(look)}"
  }
}

/// JSON literals: strings with the escapes RFC 8259 requires, numbers in their shortest form
/// that reads back to the same `Double` (recordings here, scenarios and the player's page in the
/// simulator).
package enum JSONText {
  /// A number as JSON: whole numbers without a fraction, others in their shortest exact form.
  ///
  /// `0.1` and `1e-05` read back to the same `Double`. Non-finite numbers, which JSON cannot
  /// hold, are written as `null`.
  package static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// A string in double quotes with `"`, `\` and control characters escaped.
  ///
  /// `<`, U+2028 and U+2029 are escaped too, so the literal is also a JavaScript string that is
  /// safe inside an HTML `<script>` element.
  package static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "<": result += "\\u003c"
      case "\u{2028}": result += "\\u2028"
      case "\u{2029}": result += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
