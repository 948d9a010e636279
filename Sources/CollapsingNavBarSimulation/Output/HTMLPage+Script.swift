extension HTMLPage {
  /// The page's script: reads each trace's CSV by column name, moves the drawings, the readouts
  /// and the chart's playhead with the slider, draws the chart, plays, and answers the keys
  /// (←/→ one frame, ⇧ ten, Home/End, space) and `#frame=N`.
  static let script = #"""
    "use strict";
    const $ = id => document.getElementById(id);
    const esc = text => String(text).replace(/[&<>"']/g, c => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
    const slider = $("slider"), clock = $("clock"), play = $("play"), speed = $("speed");
    const events = $("events"), chart = $("chart"), hover = $("hover");
    const runs = RUNS.map((run, r) => {
      const lines = $("csv" + r).textContent.split("\n").filter(l => l.length > 0);
      const header = lines[0].split(",");
      const column = {};
      header.forEach((name, i) => { column[name] = i; });
      const table = lines.slice(1).map(l => l.split(","));
      const elements = run.bindings.map(b => document.getElementById(b[0]));
      return Object.assign(run, { header, column, table, elements, numbers: {} });
    });
    const comparing = runs.length > 1;
    function rowIndex(run, p) { return Math.max(0, Math.min(p, run.table.length - 1)); }
    function cell(run, p, name) {
      const i = run.column[name];
      return i === undefined ? "" : run.table[rowIndex(run, p)][i];
    }
    function numbers(run, name) {
      if (!(name in run.numbers)) {
        const i = run.column[name];
        run.numbers[name] = i === undefined ? null : Float64Array.from(run.table, row => parseFloat(row[i]));
      }
      return run.numbers[name];
    }
    function valueAt(list, p) {
      let low = 0, high = list.length / 2 - 1, found = 0;
      while (low <= high) {
        const middle = (low + high) >> 1;
        if (list[2 * middle] <= p) { found = middle; low = middle + 1; } else { high = middle - 1; }
      }
      return list[2 * found + 1];
    }
    const label = run => comparing ? run.label + " " : "";

    // Pinned key numbers.
    $("keys").innerHTML = PINNED.map((item, k) =>
      `<div class="key" title="${esc(item[3])}"><span class="k">${esc(item[1])}${item[2] ? " (" + esc(item[2]) + ")" : ""}</span><span class="v" id="key${k}"></span></div>`).join("");
    const keyCells = PINNED.map((_, k) => $("key" + k));

    // Grouped readouts; columns no group lists go under "More", panel columns under "Panels".
    const listed = new Set();
    GROUPS.forEach(g => g.items.forEach(item => listed.add(item[0])));
    const allNames = [];
    runs.forEach(run => run.header.forEach(name => { if (!allNames.includes(name)) allNames.push(name); }));
    const panels = allNames.filter(n => n.startsWith("h.") || n.startsWith("slide."))
      .sort((a, b) => a.replace(/^(h|slide)\./, "").localeCompare(b.replace(/^(h|slide)\./, "")) || a.localeCompare(b))
      .map(n => n.startsWith("h.")
        ? [n, n.slice(2) + " height", "pt", "visible height of the panel"]
        : [n, n.slice(6) + " slide", "pt", "its content moved up inside it"]);
    const more = allNames.filter(n => !listed.has(n) && !n.startsWith("h.") && !n.startsWith("slide."))
      .map(n => [n, n, "", ""]);
    const groups = GROUPS.map(g => ({ title: g.title, items: g.items.filter(item => allNames.includes(item[0])) }))
      .concat([{ title: "Panels", items: panels }, { title: "More", items: more }])
      .filter(g => g.items.length > 0);
    const readoutCells = [];
    $("readout").innerHTML = groups.map((g, gi) => {
      const head = comparing ? `<tr><th></th>${runs.map(run => `<td>${esc(run.label)}</td>`).join("")}<td class="u"></td></tr>` : "";
      return `<section class="group"><h3>${esc(g.title)}</h3><table>${head}` + g.items.map((item, ii) =>
        `<tr title="${esc(item[0] + (item[3] ? ": " + item[3] : ""))}"><th>${esc(item[1])}<small>${esc(item[3])}</small></th>` +
        runs.map((_, r) => `<td id="c${gi}-${ii}-${r}"></td>`).join("") + `<td class="u">${esc(item[2])}</td></tr>`).join("") +
        `</table></section>`;
    }).join("");
    groups.forEach((g, gi) => g.items.forEach((item, ii) => runs.forEach((run, r) =>
      readoutCells.push([$(`c${gi}-${ii}-${r}`), run, item[0]]))));

    // The chart: three bands over time, a playhead, markers, hover and seek.
    const BANDS = [
      { title: "collapse distance c (pt)", series: [["collapseDistance", "#007aff", "c"]] },
      { title: "bar height (pt), whole states dashed", series: [["barHeight", "#34c759", "bar height"]], states: true },
      { title: "progress and alphas (0…1)", range: [0, 1], series: [["progress", "#ff9500", "progress"],
        ["alpha.largeTitle", "#af52de", "large title"], ["alpha.compactTitle", "#5856d6", "compact title"],
        ["alpha.blur", "#8e8e93", "blur"], ["alpha.search", "#ff2d55", "search icon"]] },
    ];
    const MARKS = { release: "#ff3b30", rest: "#34c759", tap: "#007aff", refreshBegan: "#af52de", refreshEnded: "#af52de",
      tabSwitch: "#5ac8fa", searchActivated: "#ff9500", searchCancelled: "#ff9500", resize: "#8e8e93", programmatic: "#ffcc00" };
    const margin = { left: 48, right: 10, top: 16, bottom: 22, gap: 16 };
    let geometry = null;
    function xOf(p) { return geometry.left + (COUNT > 1 ? p / (COUNT - 1) : 0) * geometry.width; }
    function positionAt(x) {
      const f = (x - geometry.left) / Math.max(1, geometry.width);
      return Math.max(0, Math.min(COUNT - 1, Math.round(f * (COUNT - 1))));
    }
    function path(values, y) {
      const n = values.length, w = Math.max(1, Math.round(geometry.width));
      let d = "";
      if (n <= 2 * w) {
        for (let p = 0; p < n; p++) if (isFinite(values[p])) d += (d ? "L" : "M") + xOf(p).toFixed(1) + " " + y(values[p]).toFixed(1);
        return d;
      }
      for (let px = 0; px < w; px++) {
        const from = Math.floor(px * n / w), to = Math.max(from + 1, Math.floor((px + 1) * n / w));
        let low = Infinity, high = -Infinity;
        for (let p = from; p < to; p++) { const v = values[p]; if (isFinite(v)) { if (v < low) low = v; if (v > high) high = v; } }
        if (low > high) continue;
        const x = (geometry.left + px).toFixed(1);
        d += (d ? "L" : "M") + x + " " + y(low).toFixed(1) + "L" + x + " " + y(high).toFixed(1);
      }
      return d;
    }
    function drawChart() {
      const W = chart.clientWidth, H = chart.clientHeight;
      if (W < 60 || H < 60) return;
      const bandHeight = (H - margin.top - margin.bottom - margin.gap * (BANDS.length - 1)) / BANDS.length;
      geometry = { left: margin.left, width: W - margin.left - margin.right, top: margin.top, height: H - margin.top - margin.bottom };
      let svg = "";
      BANDS.forEach((band, b) => {
        const top = margin.top + b * (bandHeight + margin.gap);
        let low = Infinity, high = -Infinity;
        if (band.range) { [low, high] = band.range; }
        else runs.forEach(run => {
          band.series.forEach(s => { const v = numbers(run, s[0]); if (v) v.forEach(x => { if (isFinite(x)) { low = Math.min(low, x); high = Math.max(high, x); } }); });
          if (band.states) run.states.forEach(st => st[1].forEach(h => { low = Math.min(low, h); high = Math.max(high, h); }));
        });
        if (!isFinite(low)) { low = 0; high = 1; }
        if (high - low < 1e-9) { low -= 1; high += 1; }
        const [top1, bottom1] = [high, low];
        const pad = (high - low) * (band.range ? 0.04 : 0.06);
        low -= pad; high += pad;
        const y = v => top + bandHeight - (v - low) / (high - low) * bandHeight;
        svg += `<rect x="${margin.left}" y="${top}" width="${geometry.width}" height="${bandHeight}" fill="#fafafc" stroke="#e5e5ea"/>`;
        svg += `<text x="${margin.left - 4}" y="${(y(top1) + 4).toFixed(1)}" text-anchor="end">${+top1.toFixed(0)}</text>`;
        svg += `<text x="${margin.left - 4}" y="${(y(bottom1) + 3).toFixed(1)}" text-anchor="end">${+bottom1.toFixed(0)}</text>`;
        if (!band.range && low < 0 && high > 0) svg += `<line x1="${margin.left}" x2="${margin.left + geometry.width}" y1="${y(0)}" y2="${y(0)}" stroke="#c7c7cc"/>`;
        if (band.states) runs.forEach((run, r) => run.states.forEach((st, i) => {
          const from = xOf(st[0]), to = i + 1 < run.states.length ? xOf(run.states[i + 1][0]) : margin.left + geometry.width;
          st[1].forEach(h => { svg += `<line class="state" x1="${from}" x2="${to}" y1="${y(h).toFixed(1)}" y2="${y(h).toFixed(1)}" stroke="#8e8e93" stroke-dasharray="${r ? "2 4" : "4 3"}"/>`; });
        }));
        runs.forEach((run, r) => band.series.forEach(s => {
          const v = numbers(run, s[0]);
          if (v) svg += `<path class="series" data-column="${s[0]}" data-run="${r}" d="${path(v, y)}" fill="none" stroke="${s[1]}" stroke-width="1.5"${r ? ' stroke-dasharray="5 3"' : ""}/>`;
        }));
        svg += `<text class="band-title" x="${margin.left + 4}" y="${top + 11}" stroke="#fafafc" stroke-width="3" paint-order="stroke">${band.title}</text>`;
      });
      runs.forEach((run, r) => run.moments.forEach(m => {
        const x = xOf(m[0]).toFixed(1);
        svg += `<g class="mark" data-kind="${m[1]}"><title>${esc(label(run))}${MOMENTS[m[1]]} · t = ${cell(run, m[0], "t")} s</title>` +
          `<line x1="${x}" x2="${x}" y1="${margin.top - 2}" y2="${H - margin.bottom}" stroke="${MARKS[m[1]] || "#000"}" stroke-opacity="0.35"${r ? ' stroke-dasharray="3 3"' : ""}/>` +
          `<circle cx="${x}" cy="${margin.top - 8 + 4 * r}" r="3.5" fill="${MARKS[m[1]] || "#000"}"/></g>`;
      }));
      const seconds = (COUNT - 1) * STEP / 120;
      const tick = [0.5, 1, 2, 5, 10, 20, 30, 60, 120].find(t => seconds / t <= 10) || 300;
      for (let t = 0; t <= seconds + 1e-9; t += tick) {
        const x = xOf(t * 120 / STEP);
        svg += `<text x="${x.toFixed(1)}" y="${H - 8}" text-anchor="middle">${+t.toFixed(1)} s</text>`;
      }
      svg += `<line id="hoverline" x1="0" x2="0" y1="${margin.top}" y2="${H - margin.bottom}" stroke="#8e8e93" visibility="hidden"/>`;
      svg += `<line id="playhead" x1="0" x2="0" y1="${margin.top - 12}" y2="${H - margin.bottom}" stroke="#1c1c1e" stroke-width="1.5"/>`;
      chart.setAttribute("viewBox", `0 0 ${W} ${H}`);
      chart.innerHTML = svg;
      movePlayhead();
    }
    function movePlayhead() {
      const line = $("playhead");
      if (!line || !geometry) return;
      const x = xOf(current).toFixed(1);
      line.setAttribute("x1", x);
      line.setAttribute("x2", x);
    }
    const legend = BANDS.flatMap(b => b.series).filter(s => runs.some(run => run.column[s[0]] !== undefined))
      .map(s => `<span><i style="background:${s[1]}"></i>${s[2]}</span>`);
    const kinds = new Set();
    runs.forEach(run => run.moments.forEach(m => kinds.add(m[1])));
    kinds.forEach(k => legend.push(`<span><i class="m" style="background:${MARKS[k] || "#000"}"></i>${MOMENTS[k]}</span>`));
    if (comparing) legend.push(`<span><i style="background:#3c3c43"></i>${esc(runs[0].label)} solid</span><span><i class="dash"></i>${esc(runs[1].label)} dashed</span>`);
    $("legend").innerHTML = legend.join("");
    function hoverAt(x) {
      const p = positionAt(x), line = $("hoverline");
      if (line) { const hx = xOf(p).toFixed(1); line.setAttribute("x1", hx); line.setAttribute("x2", hx); line.setAttribute("visibility", "visible"); }
      hover.textContent = `t = ${cell(runs[0], p, "t")} s · ` + runs.map(run =>
        `${label(run)}c ${cell(run, p, "collapseDistance")} · bar ${cell(run, p, "barHeight")} · progress ${cell(run, p, "progress")}`).join("  |  ");
    }
    let seeking = false;
    chart.addEventListener("pointerdown", e => {
      seeking = true; chart.setPointerCapture(e.pointerId); setPlaying(false);
      show(positionAt(e.offsetX)); hoverAt(e.offsetX);
    });
    chart.addEventListener("pointermove", e => { hoverAt(e.offsetX); if (seeking) show(positionAt(e.offsetX)); });
    chart.addEventListener("pointerup", () => { seeking = false; remember(); });
    chart.addEventListener("pointerleave", () => { const line = $("hoverline"); if (line) line.setAttribute("visibility", "hidden"); });

    // The frame under the slider.
    let current = 0;
    function show(p) {
      current = Math.max(0, Math.min(COUNT - 1, p | 0));
      runs.forEach(run => {
        const q = rowIndex(run, current);
        for (let i = 0; i < run.elements.length; i++) {
          if (run.elements[i]) run.elements[i].setAttribute(run.bindings[i][1], valueAt(run.changes[i], q));
        }
      });
      PINNED.forEach((item, k) => {
        keyCells[k].innerHTML = runs.map(run =>
          esc(`${comparing ? run.label + " " : ""}${cell(run, current, item[0])}`)).join(comparing ? "<br>" : "");
      });
      readoutCells.forEach(([td, run, name]) => { td.textContent = cell(run, current, name); });
      events.textContent = runs.map(run => {
        const list = run.events[rowIndex(run, current)] || ["—"];
        return comparing ? run.label + ": " + list.join("\n   ") : list.join("\n");
      }).join("\n");
      slider.value = current;
      const run = runs[0];
      const seconds = Number(cell(run, current, "t"));
      clock.innerHTML = `<span>frame ${esc(cell(run, current, "frame"))} · ${isFinite(seconds) ? seconds.toFixed(2) : "?"} s</span> <span>${esc(cell(run, current, "phase"))}</span>`;
      movePlayhead();
    }
    let pending = 0;
    function remember() {
      clearTimeout(pending);
      pending = setTimeout(() => { if (!playing) history.replaceState(null, "", "#frame=" + current * STEP); }, 120);
    }
    function fromHash() {
      const match = /^#frame=(\d+)$/.exec(location.hash);
      if (match) show(Math.round(Number(match[1]) / STEP));
    }

    // Playing.
    let playing = false, last = 0, position = 0;
    function tick(now) {
      if (!playing) return;
      position += (now - last) / 1000 * 120 / STEP * Number(speed.value);
      last = now;
      if (position >= COUNT - 1) { position = COUNT - 1; setPlaying(false); }
      show(Math.floor(position));
      if (playing) requestAnimationFrame(tick);
    }
    function setPlaying(on) {
      if (playing === on) return;
      playing = on;
      play.innerHTML = on ? "❚❚<span> Pause</span>" : "▶︎<span> Play</span>";
      if (on) {
        if (current >= COUNT - 1) current = 0;
        position = current; last = performance.now(); requestAnimationFrame(tick);
      } else {
        remember();
      }
    }
    function step(delta) { setPlaying(false); show(current + delta); remember(); }
    play.addEventListener("click", () => setPlaying(!playing));
    $("back").addEventListener("click", e => step(e.shiftKey ? -10 : -1));
    $("next").addEventListener("click", e => step(e.shiftKey ? 10 : 1));
    slider.addEventListener("input", () => { setPlaying(false); show(Number(slider.value)); remember(); });
    document.addEventListener("keydown", e => {
      const target = e.target, tag = target && target.tagName;
      if (tag === "SELECT" || tag === "TEXTAREA" || (tag === "INPUT" && target.type !== "range") || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === " ") {
        if (tag === "BUTTON") return;
        e.preventDefault(); setPlaying(!playing); return;
      }
      const moves = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 };
      if (e.key in moves) {
        e.preventDefault();  // the slider's own step would move a second frame
        step(moves[e.key] * (e.shiftKey ? 10 : 1));
      } else if (e.key === "Home" || e.key === "End") {
        e.preventDefault(); step(e.key === "Home" ? -current : COUNT);
      }
    });
    window.addEventListener("hashchange", fromHash);
    let resizing = 0;
    window.addEventListener("resize", () => { cancelAnimationFrame(resizing); resizing = requestAnimationFrame(drawChart); });
    drawChart();
    show(0);
    fromHash();
    drawChart();

    """#
}
