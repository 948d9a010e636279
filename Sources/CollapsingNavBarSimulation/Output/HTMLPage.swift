/// `index.html`: one self-contained page (inline SVG, CSS and JavaScript, no network) that plays
/// a trace: the drawing of the frame under a timeline slider, play/pause, step buttons and a
/// readout of every number of the frame with the events and commands that happened in it.
///
/// The page holds the first frame's SVG and, for every frame-dependent attribute, the frames at
/// which its value changes; moving the slider sets attributes instead of redrawing.
public enum HTMLPage {
  /// The most frames the page holds; longer traces are sampled evenly.
  public static let maximumFrames = 12_000

  /// Renders the page.
  ///
  /// - Parameters:
  ///   - scene: The drawing of the trace.
  ///   - csv: The trace as CSV (the readout's numbers); ``TraceCSV/render(_:)`` if `nil`.
  /// - Returns: The HTML text.
  public static func render(_ scene: FrameScene, csv: String? = nil) -> String {
    let trace = scene.trace
    let step = max(1, (trace.frameCount + maximumFrames - 1) / maximumFrames)
    let frames = Array(stride(from: 0, to: trace.frameCount, by: step))

    // The first frame's markup and the change lists of its bindings.
    var first = SVGWriter(prefix: "")
    scene.draw(frame: frames.first ?? 0, into: &first, standalone: true)
    let bindings = first.bindings
    var changes = bindings.map { ["0", javaScriptString($0.value)] }
    var last = bindings.map(\.value)
    for (position, frame) in frames.enumerated().dropFirst() {
      var writer = SVGWriter(prefix: "")
      scene.draw(frame: frame, into: &writer, standalone: true)
      for (index, binding) in writer.bindings.enumerated() where index < last.count && binding.value != last[index] {
        last[index] = binding.value
        changes[index].append(String(position))
        changes[index].append(javaScriptString(binding.value))
      }
    }

    let table = csv ?? TraceCSV.render(trace)
    var rows: [Substring] = []
    let lines = table.split(separator: "\n", omittingEmptySubsequences: true)
    if let header = lines.first { rows.append(header) }
    for frame in frames where frame + 1 < lines.count { rows.append(lines[frame + 1]) }

    var events: [String] = []
    for (position, frame) in frames.enumerated() {
      let upper = min(frame + step, trace.frameCount)
      var texts: [String] = []
      for covered in frame..<upper {
        for entry in trace.log(frame: covered) { texts.append(javaScriptString(entry.description)) }
      }
      if !texts.isEmpty { events.append("\(position):[\(texts.joined(separator: ","))]") }
    }

    let name = SVGWriter.escape(trace.scenario.name)
    let duration = FixedDecimal.format(Double(max(trace.frameCount - 1, 0)) * Simulator.timeStep, decimals: 2)
    var html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>navbar-sim · \(name)</title>
      <style>
      \(style)
      </style>
      </head>
      <body>
      <header><h1>\(name)</h1><p>\(trace.frameCount) frames · \(duration) s simulated at 120 Hz\(step > 1 ? " · every \(step)th frame shown" : "")</p></header>
      <main>
      <div id="stage">
      """
    html += first.text
    html += """

      </div>
      <aside>
      <div id="events"></div>
      <table id="readout"></table>
      </aside>
      </main>
      <footer>
      <button id="play" title="Play / pause (space)">▶︎ Play</button>
      <button id="back" title="Previous frame (←)">◀︎</button>
      <button id="next" title="Next frame (→)">▶︎</button>
      <input id="slider" type="range" min="0" max="\(max(frames.count - 1, 0))" value="0" step="1">
      <span id="clock"></span>
      <select id="speed"><option value="0.1">0.1×</option><option value="0.25">0.25×</option><option value="0.5">0.5×</option><option value="1" selected>1×</option><option value="2">2×</option></select>
      </footer>
      <script type="text/csv" id="csv">

      """
    html += rows.joined(separator: "\n")
    html += "\n</script>\n<script>\n"
    html +=
      "const BINDINGS=["
      + bindings.map { "[\(javaScriptString($0.element)),\(javaScriptString($0.attribute))]" }.joined(separator: ",")
      + "];\n"
    html += "const CHANGES=[" + changes.map { "[" + $0.joined(separator: ",") + "]" }.joined(separator: ",\n") + "];\n"
    html += "const EVENTS={" + events.joined(separator: ",\n") + "};\n"
    html += "const STEP=\(step);\n"
    html += script
    html += "</script>\n</body>\n</html>\n"
    return html
  }

  /// A string literal for JavaScript, safe inside a `<script>` element (JSON's own escapes).
  static func javaScriptString(_ text: String) -> String { JSONText.string(text) }

  static let style = """
    :root { color-scheme: light; font-family: -apple-system, "Helvetica Neue", Arial, sans-serif; }
    body { margin: 0; background: #e9e9ee; color: #1c1c1e; display: flex; flex-direction: column; height: 100vh; }
    header { padding: 8px 16px; }
    header h1 { font-size: 18px; margin: 0; }
    header p { margin: 2px 0 0; color: #6e6e73; font-size: 13px; }
    main { flex: 1; display: flex; gap: 16px; padding: 0 16px; min-height: 0; }
    #stage { flex: 0 0 auto; height: 100%; display: flex; align-items: flex-start; }
    #stage svg { height: 100%; max-height: 100%; width: auto; background: #fff; box-shadow: 0 2px 12px rgba(0,0,0,.15); border-radius: 12px; }
    aside { flex: 1; overflow: auto; font-size: 12px; font-variant-numeric: tabular-nums; }
    #events { background: #fff; border-radius: 8px; padding: 6px 8px; margin-bottom: 8px; min-height: 2.6em; white-space: pre-wrap; font-family: ui-monospace, Menlo, monospace; }
    table { border-collapse: collapse; background: #fff; border-radius: 8px; }
    td { padding: 1px 8px; border-bottom: 1px solid #f0f0f3; }
    td:first-child { color: #6e6e73; }
    td:last-child { text-align: right; font-family: ui-monospace, Menlo, monospace; }
    footer { display: flex; align-items: center; gap: 8px; padding: 8px 16px; background: #f7f7f9; border-top: 1px solid #d1d1d6; }
    #slider { flex: 1; }
    #clock { font-family: ui-monospace, Menlo, monospace; font-size: 12px; min-width: 15em; }
    """

  static let script = """
    const lines = document.getElementById("csv").textContent.split("\\n").filter(l => l.length > 0);
    const header = lines[0].split(",");
    const count = lines.length - 1;
    const elements = BINDINGS.map(b => document.getElementById(b[0]));
    const slider = document.getElementById("slider");
    const readout = document.getElementById("readout");
    const events = document.getElementById("events");
    const clock = document.getElementById("clock");
    const play = document.getElementById("play");
    const speed = document.getElementById("speed");
    readout.innerHTML = header.map((name, i) => `<tr><td>${name}</td><td id="v${i}"></td></tr>`).join("");
    const cells = header.map((_, i) => document.getElementById("v" + i));
    function valueAt(list, frame) {
      let low = 0, high = list.length / 2 - 1, found = 0;
      while (low <= high) {
        const middle = (low + high) >> 1;
        if (list[2 * middle] <= frame) { found = middle; low = middle + 1; } else { high = middle - 1; }
      }
      return list[2 * found + 1];
    }
    let current = 0;
    function show(frame) {
      current = Math.max(0, Math.min(count - 1, frame));
      for (let i = 0; i < elements.length; i++) {
        if (elements[i]) elements[i].setAttribute(BINDINGS[i][1], valueAt(CHANGES[i], current));
      }
      const values = lines[current + 1].split(",");
      for (let i = 0; i < cells.length; i++) cells[i].textContent = values[i];
      events.textContent = (EVENTS[current] || ["—"]).join("\\n");
      slider.value = current;
      clock.textContent = `frame ${values[0]} · t = ${values[1]} s · ${values[2]}`;
    }
    let playing = false, last = 0, position = 0;
    function tick(now) {
      if (!playing) return;
      position += (now - last) / 1000 * 120 / STEP * Number(speed.value);
      last = now;
      if (position >= count - 1) { position = count - 1; setPlaying(false); }
      show(Math.floor(position));
      if (playing) requestAnimationFrame(tick);
    }
    function setPlaying(on) {
      playing = on;
      play.textContent = on ? "❚❚ Pause" : "▶︎ Play";
      if (on) {
        if (current >= count - 1) current = 0;
        position = current; last = performance.now(); requestAnimationFrame(tick);
      }
    }
    play.addEventListener("click", () => setPlaying(!playing));
    document.getElementById("back").addEventListener("click", () => { setPlaying(false); show(current - 1); });
    document.getElementById("next").addEventListener("click", () => { setPlaying(false); show(current + 1); });
    slider.addEventListener("input", () => { setPlaying(false); show(Number(slider.value)); });
    document.addEventListener("keydown", e => {
      if (e.key === " ") { e.preventDefault(); setPlaying(!playing); }
      else if (e.key === "ArrowLeft") { setPlaying(false); show(current - 1); }
      else if (e.key === "ArrowRight") { setPlaying(false); show(current + 1); }
    });
    show(0);

    """
}
