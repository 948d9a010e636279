import CollapsingNavBarCore

/// `index.html`: one self-contained page (inline SVG, CSS and JavaScript, no network) that plays
/// a trace, or two side by side.
///
/// It shows the drawing of the frame under a timeline slider, play/pause,
/// step buttons, a frame field, an inspect overlay on the drawing (each panel's outline, name
/// and height, the inset line, the content's top, the whole states), a chart of the session
/// synced to the slider that zooms (collapse distance, bar height with its whole states, one
/// lane per alpha, with the releases, rests, taps and refreshes marked and reachable by key),
/// the key numbers, every number of the frame grouped and explained with the changed ones
/// marked, and its events. Comparing two traces, the page lists their differences (the first
/// differing frame, each rest), bands the chart where they differ and adds a Δ column.
///
/// The page holds each trace's first SVG frame and, for every frame-dependent attribute, the
/// frames at which its value changes; moving the slider sets attributes instead of redrawing.
/// The chart is drawn by the page's own script from the embedded CSV, whose columns it reads by
/// name.
public enum HTMLPage {
  /// The most frames the page holds; longer traces are sampled evenly.
  public static let maximumFrames = 12_000

  /// One trace the page plays.
  public struct Run: Sendable {
    /// The drawing of the trace.
    public var scene: FrameScene
    /// A short label (`A`, `B`), or empty for a page of one trace.
    public var label: String
    /// The trace as CSV (the readout's numbers); ``TraceCSV/render(_:)`` if `nil`.
    public var csv: String?

    /// Creates a run.
    ///
    /// - Parameters:
    ///   - scene: The drawing of the trace.
    ///   - label: A short label (`A`, `B`), or empty for a page of one trace.
    ///   - csv: The trace as CSV; ``TraceCSV/render(_:)`` if `nil`.
    public init(scene: FrameScene, label: String = "", csv: String? = nil) {
      self.scene = scene
      self.label = label
      self.csv = csv
    }
  }

  /// Renders the page of one trace.
  ///
  /// - Parameters:
  ///   - scene: The drawing of the trace.
  ///   - csv: The trace as CSV (the readout's numbers); ``TraceCSV/render(_:)`` if `nil`.
  /// - Returns: The HTML text.
  public static func render(_ scene: FrameScene, csv: String? = nil) -> String {
    render([Run(scene: scene, csv: csv)])
  }

  /// Renders the page of one trace or of several side by side on one timeline.
  ///
  /// - Parameter runs: The traces (one, or two to compare).
  /// - Returns: The HTML text.
  public static func render(_ runs: [Run]) -> String {
    let longest = runs.map(\.scene.trace.frameCount).max() ?? 0
    let step = max(1, (longest + maximumFrames - 1) / maximumFrames)
    let positions = max(1, (longest + step - 1) / step)
    let comparing = runs.count > 1

    var stage = ""
    var data: [String] = []
    var tables: [String] = []
    for (index, run) in runs.enumerated() {
      let prepared = prepare(run, index: index, step: step)
      let caption =
        comparing
        ? "<figcaption><b>\(SVGWriter.escape(run.label))</b> \(SVGWriter.escape(run.scene.trace.scenario.name))</figcaption>\n"
        : ""
      stage += "<figure class=\"phone\" data-run=\"\(index)\">\n\(caption)\(prepared.svg)</figure>\n"
      data.append(prepared.data)
      tables.append("<script type=\"text/csv\" id=\"csv\(index)\">\n\(prepared.csv)\n</script>\n")
    }

    let first = runs.first?.scene.trace
    // The drawing's width over its height, for the style to size the phones without letterboxing.
    let aspect = runs.first.map { FixedDecimal.format($0.scene.width / max($0.scene.height, 1), decimals: 4) } ?? "0.6"
    let names = runs.map { SVGWriter.escape($0.scene.trace.scenario.name) }
    let title =
      comparing
      ? runs.indices.map { "\(SVGWriter.escape(runs[$0].label)) \(names[$0])" }.joined(separator: " vs ")
      : (names.first ?? "")
    let frameCounts = runs.map { String($0.scene.trace.frameCount) }.joined(separator: " and ")
    let duration = FixedDecimal.format(Double(max(longest - 1, 0)) * Simulator.timeStep, decimals: 2)
    // The system and the look, where a scenario runs on iOS 26 or later (a page of an earlier
    // system is drawn as it always was).
    let systems =
      runs.allSatisfy({ ($0.scene.trace.scenario.device.os ?? 0) < BarLookSystem.glassMajorVersion })
      ? ""
      : " · "
        + runs.map { run in
          let trace = run.scene.trace
          let os = trace.scenario.device.os.map { "iOS \($0)" } ?? "before iOS 26"
          let text = "\(os), \(trace.metrics(frame: 0).look.rawValue) look"
          return SVGWriter.escape(comparing ? "\(run.label) \(text)" : text)
        }.joined(separator: " vs ")
    var html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>navbar-sim · \(title)</title>
      <style>
      \(style)
      </style>
      </head>
      <body class="\(comparing ? "compare" : "single")" style="--aspect: \(aspect)">
      <header><h1>\(title)</h1><p>\(frameCounts) \(longest == 1 && !comparing ? "frame" : "frames") · \(duration) s simulated at 120 Hz\(step > 1 ? " · every \(step)th frame shown" : "")\(first.map { " · <span id=\"screen\">\($0.scenario.device.width.formatted0)×\($0.scenario.device.height.formatted0) pt</span>" } ?? "")\(systems)</p></header>
      <main>
      <section id="stage">

      """
    html += stage
    html += """
      </section>
      <section id="side">
      <div id="pane">
      <div id="checks" role="status"></div>
      <div id="keys"></div>
      <div id="chart-box"><svg id="chart" role="img" aria-label="chart of the session"></svg></div>
      <svg id="overview" role="img" aria-label="the whole session: drag to zoom the chart to a stretch, double-click to see it all"></svg>
      <div id="hover">hover the chart to read it; click or drag to seek; wheel or drag below it to zoom, double-click to reset</div>
      <div id="legend"></div>
      </div>
      \(comparing ? "<div id=\"diffs\"></div>\n" : "")<div id="event-tools"><input id="event-filter" type="search" placeholder="find in every frame: contentInset, app screen, refused…" aria-label="find events in the whole session"><select id="event-kind" aria-label="kind of event"><option value="all">all kinds</option><option value="event">UIKit events</option><option value="command">the bar's writes</option><option value="call">calls into the bar</option><option value="screen">app screen's calls</option><option value="refused">refused calls</option><option value="step">script steps</option></select><span id="event-count"></span></div>
      <div id="events"></div>
      <div id="readout"></div>
      </section>
      </main>
      <footer id="controls">
      <button id="play" title="Play / pause (space)">▶︎<span> Play</span></button>
      <button id="back" title="Previous frame (←, ⇧← 10 frames)">◀︎</button>
      <button id="next" title="Next frame (→, ⇧→ 10 frames)">▶︎</button>
      <button id="prev-mark" title="Previous marker: release, rest, refresh, tap ([)">⇤</button>
      <button id="next-mark" title="Next marker: release, rest, refresh, tap (])">⇥</button>
      <span id="track"><input id="slider" type="range" min="0" max="\(positions - 1)" value="0" step="1" aria-label="frame"><span id="fail-strip" aria-hidden="true"></span></span>
      <input id="goto" type="number" min="0" max="\(max(longest - 1, 0))" step="\(step)" value="0" aria-label="go to frame" title="Go to frame (Enter)">
      <span id="clock"></span>
      <select id="speed" aria-label="speed"><option value="0.1">0.1×</option><option value="0.25">0.25×</option><option value="0.5">0.5×</option><option value="1" selected>1×</option><option value="2">2×</option></select>
      <button id="inspect" aria-pressed="false" title="Inspect the drawing: panels, inset, content top, whole states (i)"><b>i</b><span> Inspect</span></button>
      </footer>

      """
    html += tables.joined()
    html += "<script>\n"
    html += "const RUNS=[\n" + data.joined(separator: ",\n") + "];\n"
    html += "const GROUPS=[" + ReadoutGroup.all.map(\.javaScript).joined(separator: ",\n") + "];\n"
    html += "const PINNED=[" + ReadoutGroup.pinned.map(ReadoutGroup.javaScript).joined(separator: ",") + "];\n"
    html +=
      "const MOMENTS={"
      + TraceMoment.Kind.allCases.map { "\($0.rawValue):\(javaScriptString($0.label))" }.joined(separator: ",") + "};\n"
    html += "const STEP=\(step);\nconst COUNT=\(positions);\n"
    // (Counters of the bar's own work are compared apart from what shows: TraceColumn.isCounter.)
    let counters = TraceColumn.allCases.filter(\.isCounter).map { javaScriptString($0.name) }
    html += "const COUNTERS=new Set([\(counters.joined(separator: ","))]);\n"
    html += "const DIFF=\(comparing && runs.count == 2 ? differences(runs[0], runs[1], step: step) : "null");\n"
    html += script
    html += "</script>\n</body>\n</html>\n"
    return html
  }

  /// The parts of the page one trace contributes: its first SVG frame, its data for the script and
  /// its CSV rows.
  private static func prepare(_ run: Run, index: Int, step: Int) -> (svg: String, data: String, csv: String) {
    let scene = run.scene
    let trace = scene.trace
    let frames = Array(stride(from: 0, to: trace.frameCount, by: step))
    let prefix = "r\(index)-"

    // The first frame's markup and the change lists of its bindings.
    var first = SVGWriter(prefix: prefix)
    scene.draw(frame: frames.first ?? 0, into: &first, standalone: true)
    let bindings = first.bindings
    var changes = bindings.map { ["0", javaScriptString($0.value)] }
    var last = bindings.map(\.value)
    for (position, frame) in frames.enumerated().dropFirst() {
      var writer = SVGWriter(prefix: prefix)
      scene.draw(frame: frame, into: &writer, standalone: true)
      for (index, binding) in writer.bindings.enumerated() where index < last.count && binding.value != last[index] {
        last[index] = binding.value
        changes[index].append(String(position))
        changes[index].append(javaScriptString(binding.value))
      }
    }

    let table = run.csv ?? TraceCSV.render(trace)
    var rows: [Substring] = []
    let lines = table.split(separator: "\n", omittingEmptySubsequences: true)
    if let header = lines.first { rows.append(header) }
    for frame in frames where frame + 1 < lines.count { rows.append(lines[frame + 1]) }

    var events: [String] = []
    for (position, frame) in frames.enumerated() {
      let upper = min(frame + step, trace.frameCount)
      var texts: [String] = []
      for covered in frame..<upper {
        for entry in trace.log(frame: covered) {
          let (category, text) = eventLine(entry)
          texts.append("[\"\(category)\",\(javaScriptString(text))]")
        }
      }
      if !texts.isEmpty { events.append("\(position):[\(texts.joined(separator: ","))]") }
    }

    let moments = TraceMoment.moments(of: trace).map { "[\($0.frame / step),\"\($0.kind.rawValue)\"]" }
    let states = trace.metricsEpochs.map { epoch in
      let heights = epoch.metrics.wholeStates.map {
        FixedDecimal.trimmed(epoch.metrics.expandedHeight - $0, decimals: 3)
      }
      return "[\(epoch.frame / step),[\(heights.joined(separator: ","))]]"
    }

    var data = "{label:\(javaScriptString(run.label)),name:\(javaScriptString(trace.scenario.name)),"
    data +=
      "bindings:["
      + bindings.map { "[\(javaScriptString($0.element)),\(javaScriptString($0.attribute))]" }.joined(separator: ",")
      + "],\n"
    data += "changes:[" + changes.map { "[" + $0.joined(separator: ",") + "]" }.joined(separator: ",\n") + "],\n"
    data += "events:{" + events.joined(separator: ",\n") + "},\n"
    data += "moments:[" + moments.joined(separator: ",") + "],\n"
    data += "states:[" + states.joined(separator: ",") + "],\n"
    data += PageChecks(trace: trace).javaScript(step: step) + "}"
    return (first.text, data, rows.joined(separator: "\n"))
  }

  /// A log entry as the page lists it: its category (`event`, `call`, `command`, `step`,
  /// `screen`, `refused`), which the page styles, and its text.
  static func eventLine(_ entry: SimulationLogEntry) -> (String, String) {
    switch entry.kind {
    case .screen(let action, let callback):
      // "in scrollViewDidScroll: expand": the page tags the line "app screen".
      return ("screen", "in \(callback.rawValue): \(action.name)")
    case .refused(let action, let callback, let reason):
      return ("refused", "in \(callback.rawValue): \(action.name) · \(reason)")
    case .overrun: return ("refused", entry.description)
    case .step: return ("step", entry.description)
    case .change: return ("call", entry.description)
    case .event, .detach: return ("event", entry.description)
    case .command: return ("command", entry.description)
    }
  }

  /// The differences of two traces for the page, as a JavaScript object: the first differing
  /// frame and each rest of ``TraceComparison``, with the positions to seek to.
  static func differences(_ a: Run, _ b: Run, step: Int) -> String {
    let comparison = TraceComparison(a.scene.trace, b.scene.trace, labels: (a.label, b.label))
    func n(_ value: Double, _ decimals: Int) -> String { FixedDecimal.format(value, decimals: decimals) }
    func position(_ time: Double) -> Int { Int((time / Simulator.timeStep).rounded()) / step }
    var first = "null"
    if let difference = comparison.firstDifference {
      let names = difference.columns.prefix(4).map(\.name)
      let more = difference.columns.count > 4 ? " and \(difference.columns.count - 4) more" : ""
      let what =
        names.isEmpty
        ? "\(a.label) has \(comparison.frameCounts.0) frames, \(b.label) \(comparison.frameCounts.1)"
        : names.joined(separator: ", ") + more
      first =
        "[\(difference.frame / step),\(javaScriptString("first difference: frame \(difference.frame) (\(n(difference.time, 3)) s): \(what)"))]"
    }
    let rests = comparison.rests.enumerated().map { index, rest in
      func side(_ label: String, _ sample: TraceComparison.Sample?) -> String {
        guard let sample else { return "\(label): no rest" }
        return
          "\(label): \(n(sample.time, 2)) s after \(n(sample.settle, 2)) s, offset \(n(sample.offset, 1)), bar \(n(sample.barHeight, 1)) pt, progress \(n(sample.progress, 2))"
      }
      let text = "\(index + 1). after a \(rest.cause) at \(n(rest.causeTime, 2)) s"
      let at = rest.first.map { position($0.time) } ?? rest.second.map { position($0.time) } ?? position(rest.causeTime)
      // What differs, A's value against B's (the card's headline when the rests differ).
      let differing = rest.differingValues.map { value in
        let decimals = value.name == "progress" || value.name == "settle" ? 2 : 1
        let unit = value.name == "settle" ? " s" : value.name == "bar height" ? " pt" : ""
        return "\(value.name) \(n(value.first, decimals))\(unit) vs \(n(value.second, decimals))\(unit)"
      }
      let what =
        rest.first == nil || rest.second == nil
        ? "\(rest.first == nil ? a.label : b.label) has no rest here" : differing.joined(separator: ", ")
      return
        "[\(position(rest.causeTime)),\(at),\(javaScriptString(text)),\(javaScriptString(side(a.label, rest.first) + " · " + side(b.label, rest.second))),\(rest.differs),\(javaScriptString(rest.differs ? what : ""))]"
    }
    return "{first:\(first),rests:[\(rests.joined(separator: ","))]}"
  }

  /// A string literal for JavaScript, safe inside a `<script>` element (JSON's own escapes).
  static func javaScriptString(_ text: String) -> String { JSONText.string(text) }
}

extension Double {
  /// The number with no decimals (`390`).
  fileprivate var formatted0: String { FixedDecimal.trimmed(self, decimals: 0) }
}
