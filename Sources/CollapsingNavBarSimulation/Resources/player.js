"use strict";
const $ = id => document.getElementById(id);
const esc = text => String(text).replace(/[&<>"']/g, c => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
const slider = $("slider"), clock = $("clock"), play = $("play"), speed = $("speed"), gotoField = $("goto");
const events = $("events"), chart = $("chart"), hover = $("hover"), overview = $("overview"), inspectButton = $("inspect");
const NS = "http://www.w3.org/2000/svg";
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
const clampPosition = p => Math.max(0, Math.min(COUNT - 1, Math.round(p)));

// The checks: the positions whose frame breaks a rule ([position, rule, what was wrong]) and the
// ones that break a rule the scenario waives, in stretches for the bands.
runs.forEach(run => {
  run.failAt = new Map(run.fails.map(f => [f[0], f]));
  run.waivedAt = new Map(run.waived.map(w => [w[0], w[1]]));
});
function stretches(positions) {
  const list = [];
  positions.forEach(p => {
    const last = list[list.length - 1];
    if (last && p === last[1] + 1) last[1] = p; else list.push([p, p]);
  });
  return list;
}
runs.forEach(run => {
  run.failStretches = stretches(run.fails.map(f => f[0]));
  run.waivedStretches = stretches(run.waived.map(w => w[0]));
});
// (f and ⇧F go from one failing stretch to the next: the arrows step through one.)
const failPositions = [...new Set(runs.flatMap(run => run.failStretches.map(s => s[0])))].sort((a, b) => a - b);
const checked = runs.some(run => run.fails.length || run.waived.length || run.waivers.length);

// Pinned key numbers.
$("keys").innerHTML = PINNED.map((item, k) =>
  `<div class="key" title="${esc(item[3])}"><span class="k">${esc(item[1])}${item[2] ? " (" + esc(item[2]) + ")" : ""}</span><span class="v" id="key${k}"></span></div>`).join("");
const keyCells = PINNED.map((_, k) => $("key" + k));

// Grouped readouts; columns no group lists go under "More", panel columns under "Panels", in the
// order the panels sit in the bar (the trace's column order), top first.
const listed = new Set();
GROUPS.forEach(g => g.items.forEach(item => listed.add(item[0])));
const allNames = [];
runs.forEach(run => run.header.forEach(name => { if (!allNames.includes(name)) allNames.push(name); }));
const panelIds = allNames.filter(n => n.startsWith("h.")).map(n => n.slice(2));
const panels = panelIds.flatMap(id => [["h." + id, id + " height", "pt", "visible height of the panel"],
  ["slide." + id, id + " slide", "pt", "its content moved up inside it"]]).filter(item => allNames.includes(item[0]));
const more = allNames.filter(n => !listed.has(n) && !n.startsWith("h.") && !n.startsWith("slide."))
  .map(n => [n, n, "", ""]);
const OPEN = new Set(["Scroll", "Bar", "Panels"]);
const groups = GROUPS.map(g => ({ title: g.title, items: g.items.filter(item => allNames.includes(item[0])) }))
  .concat([{ title: "Panels", items: panels }, { title: "More", items: more }])
  .filter(g => g.items.length > 0);
$("readout").innerHTML = groups.map((g, gi) => {
  const head = comparing ? `<tr><th></th>${runs.map(run => `<td>${esc(run.label)}</td>`).join("")}<td class="d">Δ</td><td class="u"></td></tr>` : "";
  return `<details class="group" data-title="${esc(g.title)}"${OPEN.has(g.title) ? " open" : ""}><summary>${esc(g.title)} <small>${g.items.length}</small></summary><table>${head}` + g.items.map((item, ii) =>
    `<tr data-column="${esc(item[0])}" title="${esc(item[0] + (item[3] ? ": " + item[3] : ""))}"><th>${esc(item[1])}<small>${esc(item[3])}</small></th>` +
    runs.map((_, r) => `<td id="c${gi}-${ii}-${r}"></td>`).join("") + (comparing ? `<td class="d" id="d${gi}-${ii}"></td>` : "") +
    `<td class="u">${esc(item[2])}</td></tr>`).join("") + `</table></details>`;
}).join("");
const rows = [];
groups.forEach((g, gi) => g.items.forEach((item, ii) => rows.push({
  name: item[0], tr: $(`c${gi}-${ii}-0`).parentElement,
  cells: runs.map((_, r) => $(`c${gi}-${ii}-${r}`)), delta: comparing ? $(`d${gi}-${ii}`) : null,
})));
const NOT_COMPARED = new Set(["frame", "t"]);
function differ(x, y) {
  const a = parseFloat(x), b = parseFloat(y);
  if (isFinite(a) && isFinite(b)) return Math.abs(a - b) > 0.0005;
  return x !== y;
}

// The chart: three bands over the visible stretch of the session (all of it, or what the wheel
// or the brush zoomed to), a playhead, markers, hover and seek.
const LANES = [["progress", "#ff9500", "progress"], ["alpha.largeTitle", "#af52de", "large title"],
  ["alpha.compactTitle", "#00a0a8", "compact title"], ["alpha.background", "#a2845e", "background"],
  ["alpha.blur", "#48484a", "blur"], ["alpha.separator", "#32ade6", "separator"], ["alpha.search", "#ff2d55", "search icon"]]
  .filter(s => runs.some(run => run.column[s[0]] !== undefined));
const BANDS = [
  { title: "collapse distance c (pt)", weight: 1, series: [["collapseDistance", "#007aff", "c"]] },
  { title: "bar height (pt), whole states dashed", weight: 1, series: [["barHeight", "#34c759", "bar height"]], states: true },
  { title: "progress and alphas (0…1), a lane each", weight: 1.35, lanes: LANES },
];
const MARKS = { release: "#ff3b30", rest: "#34c759", tap: "#007aff", refreshBegan: "#af52de", refreshEnded: "#af52de",
  tabSwitch: "#5ac8fa", searchActivated: "#ff9500", searchCancelled: "#ff9500", resize: "#8e8e93", programmatic: "#ffcc00" };
const margin = { left: 60, right: 10, top: (comparing ? 28 : 16) + (checked ? 10 : 0), bottom: 22, gap: 14 };
// Positions where what shows differs (any compared column but the counters of the bar's own
// work, which the rows mark apart), for the "differs" band.
const differs = new Uint8Array(COUNT);
if (comparing) {
  const names = runs[0].header.filter(n => !NOT_COMPARED.has(n) && !COUNTERS.has(n) && runs[1].column[n] !== undefined);
  for (let p = 0; p < COUNT; p++) {
    if (p >= runs[0].table.length || p >= runs[1].table.length) { differs[p] = 1; continue; }
    for (const name of names) { if (differ(cell(runs[0], p, name), cell(runs[1], p, name))) { differs[p] = 1; break; } }
  }
}
let view = [0, Math.max(COUNT - 1, 1)];
let geometry = null;
function span() { return Math.max(1e-9, view[1] - view[0]); }
function xOf(p) { return geometry.left + (p - view[0]) / span() * geometry.width; }
function positionAt(x) { return clampPosition(view[0] + (x - geometry.left) / Math.max(1, geometry.width) * span()); }
function setView(from, to) {
  const full = Math.max(COUNT - 1, 1), least = Math.min(full, 24);
  let length = Math.max(least, Math.min(full, to - from));
  from = Math.max(0, Math.min(full - length, from));
  view = [from, from + length];
  drawChart();
}
function zoomed() { return view[0] > 0 || view[1] < Math.max(COUNT - 1, 1); }
function path(values, y) {
  const w = Math.max(1, Math.round(geometry.width));
  const from = Math.max(0, Math.floor(view[0]) - 1), to = Math.min(values.length - 1, Math.ceil(view[1]) + 1);
  const n = to - from + 1;
  let d = "";
  if (n <= 2 * w) {
    for (let p = from; p <= to; p++) if (isFinite(values[p])) d += (d ? "L" : "M") + xOf(p).toFixed(1) + " " + y(values[p]).toFixed(1);
    return d;
  }
  for (let px = 0; px < w; px++) {
    const a = from + Math.floor(px * n / w), b = Math.max(a + 1, from + Math.floor((px + 1) * n / w));
    let low = Infinity, high = -Infinity;
    for (let p = a; p < b; p++) { const v = values[p]; if (isFinite(v)) { if (v < low) low = v; if (v > high) high = v; } }
    if (low > high) continue;
    const x = (geometry.left + px).toFixed(1);
    d += (d ? "L" : "M") + x + " " + y(low).toFixed(1) + "L" + x + " " + y(high).toFixed(1);
  }
  return d;
}
function timeTicks(width, from, to, y) {
  const seconds = (to - from) * STEP / 120;
  const tick = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120].find(t => seconds / t <= Math.max(2, width / 80)) || 300;
  let svg = "";
  for (let t = Math.ceil(from * STEP / 120 / tick) * tick; t <= to * STEP / 120 + 1e-9; t += tick) {
    svg += `<text x="${y(t * 120 / STEP).toFixed(1)}" y="${0}" text-anchor="middle">${+t.toFixed(2)} s</text>`;
  }
  return svg;
}
function drawChart() {
  const W = chart.clientWidth, H = chart.clientHeight;
  if (W < 60 || H < 60) return;
  const weights = BANDS.reduce((sum, b) => sum + b.weight, 0);
  const usable = H - margin.top - margin.bottom - margin.gap * (BANDS.length - 1);
  geometry = { left: margin.left, width: W - margin.left - margin.right, top: margin.top, height: H - margin.top - margin.bottom };
  let svg = `<defs><clipPath id="plot"><rect x="${margin.left}" y="0" width="${geometry.width}" height="${H}"/></clipPath></defs>`;
  let top = margin.top;
  BANDS.forEach(band => {
    const bandHeight = usable * band.weight / weights;
    svg += `<rect x="${margin.left}" y="${top}" width="${geometry.width}" height="${bandHeight}" fill="#fafafc" stroke="#e5e5ea"/>`;
    svg += `<g clip-path="url(#plot)">`;
    if (band.lanes) {
      const laneHeight = bandHeight / band.lanes.length;
      let labels = "";
      band.lanes.forEach((s, l) => {
        const laneTop = top + l * laneHeight;
        const y = v => laneTop + laneHeight - 1.5 - Math.max(0, Math.min(1, v)) * (laneHeight - 3.5);
        if (l > 0) svg += `<line x1="${margin.left}" x2="${margin.left + geometry.width}" y1="${laneTop.toFixed(1)}" y2="${laneTop.toFixed(1)}" stroke="#ececf0"/>`;
        runs.forEach((run, r) => {
          const v = numbers(run, s[0]);
          if (v) svg += `<path class="series lane" data-column="${s[0]}" data-run="${r}" d="${path(v, y)}" fill="none" stroke="${s[1]}" stroke-width="1.4"${r ? ' stroke-dasharray="4 3"' : ""}/>`;
        });
        labels += `<text class="lane-label" x="${margin.left - 4}" y="${(laneTop + laneHeight / 2 + 3).toFixed(1)}" text-anchor="end" style="fill:${s[1]}">${esc(s[2].split(" ")[0])}</text>`;
      });
      svg += `</g><g>` + labels;
    } else {
      // The range of the values in view (all of them, or the zoomed stretch's).
      let low = Infinity, high = -Infinity;
      const from = Math.max(0, Math.floor(view[0])), to = Math.ceil(view[1]);
      runs.forEach(run => {
        band.series.forEach(s => {
          const v = numbers(run, s[0]);
          if (v) for (let p = from; p <= Math.min(to, v.length - 1); p++) { const x = v[p]; if (isFinite(x)) { low = Math.min(low, x); high = Math.max(high, x); } }
        });
        if (band.states) run.states.forEach(st => st[1].forEach(h => { low = Math.min(low, h); high = Math.max(high, h); }));
      });
      if (!isFinite(low)) { low = 0; high = 1; }
      if (high - low < 1e-9) { low -= 1; high += 1; }
      const [top1, bottom1] = [high, low];
      const pad = (high - low) * 0.06;
      low -= pad; high += pad;
      const y = v => top + bandHeight - (v - low) / (high - low) * bandHeight;
      if (low < 0 && high > 0) svg += `<line x1="${margin.left}" x2="${margin.left + geometry.width}" y1="${y(0)}" y2="${y(0)}" stroke="#c7c7cc"/>`;
      if (band.states) runs.forEach((run, r) => run.states.forEach((st, i) => {
        const from = xOf(st[0]), to = i + 1 < run.states.length ? xOf(run.states[i + 1][0]) : margin.left + geometry.width;
        st[1].forEach(h => { svg += `<line class="state" x1="${from}" x2="${to}" y1="${y(h).toFixed(1)}" y2="${y(h).toFixed(1)}" stroke="#8e8e93" stroke-dasharray="${r ? "2 4" : "4 3"}"/>`; });
      }));
      runs.forEach((run, r) => band.series.forEach(s => {
        const v = numbers(run, s[0]);
        if (v) svg += `<path class="series" data-column="${s[0]}" data-run="${r}" d="${path(v, y)}" fill="none" stroke="${s[1]}" stroke-width="1.5"${r ? ' stroke-dasharray="5 3"' : ""}/>`;
      }));
      svg += `</g><g>`;
      svg += `<text x="${margin.left - 4}" y="${(y(top1) + 4).toFixed(1)}" text-anchor="end">${+top1.toFixed(0)}</text>`;
      svg += `<text x="${margin.left - 4}" y="${(y(bottom1) + 3).toFixed(1)}" text-anchor="end">${+bottom1.toFixed(0)}</text>`;
    }
    svg += `</g>`;
    svg += `<text class="band-title" x="${margin.left + 4}" y="${top + 11}" stroke="#fafafc" stroke-width="3" paint-order="stroke">${band.title}</text>`;
    top += bandHeight + margin.gap;
  });
  if (comparing) {
    // The "differs" band: where any number of the two traces differs.
    let d = "";
    for (let p = Math.max(0, Math.floor(view[0])); p <= Math.min(COUNT - 1, Math.ceil(view[1])); p++) {
      if (!differs[p]) continue;
      let q = p; while (q + 1 < COUNT && differs[q + 1] && q + 1 <= view[1]) q++;
      const x0 = Math.max(margin.left, xOf(p - 0.5)), x1 = Math.min(margin.left + geometry.width, xOf(q + 0.5));
      d += `M${x0.toFixed(1)} ${margin.top - 9}H${Math.max(x1, x0 + 1).toFixed(1)}V${margin.top - 3}H${x0.toFixed(1)}Z`;
      p = q;
    }
    svg += `<path id="differs" d="${d}" fill="#ff3b30" fill-opacity="0.55"/><text x="${margin.left - 4}" y="${margin.top - 3}" text-anchor="end">differs</text>`;
  }
  if (checked) {
    // The failing frames: a red band across the plot (over the lines, faint) and a strip on top
    // (a run each when comparing), amber where only a waived rule breaks; a mark where each
    // failing stretch starts.
    let shade = "", strip = "", marks = "";
    runs.forEach((run, r) => {
      const y0 = 2 + r * 4, h = comparing ? 3.5 : 7;
      [[run.waivedStretches, "#ff9500", "waived"], [run.failStretches, "#ff3b30", "fails"]].forEach(([list, colour, kind]) => list.forEach(([a, b]) => {
        if (b < view[0] - 0.5 || a > view[1] + 0.5) return;
        const x0 = Math.max(margin.left, xOf(a - 0.5)), x1 = Math.max(x0 + 1.5, Math.min(margin.left + geometry.width, xOf(b + 0.5)));
        shade += `<rect class="${kind}-band" x="${x0.toFixed(1)}" y="${margin.top}" width="${(x1 - x0).toFixed(1)}" height="${(H - margin.bottom - margin.top).toFixed(1)}" fill="${colour}" fill-opacity="${kind === "fails" ? 0.13 : 0.1}"/>`;
        strip += `<rect class="${kind}-strip" x="${x0.toFixed(1)}" y="${y0}" width="${(x1 - x0).toFixed(1)}" height="${h}" fill="${colour}"/>`;
        if (kind === "fails" && a >= view[0] - 0.5) {
          const f = run.failAt.get(a), x = xOf(a).toFixed(1);
          marks += `<g class="fail-mark"><title>${esc(label(run))}frame ${cell(run, a, "frame")} breaks ${esc(f[1])}${f[2] ? ": " + esc(f[2]) : ""}${b > a ? ` (and ${b - a} positions after it)` : ""}</title>` +
            `<path d="M${x} ${margin.top + 1}l-4 -6h8z" fill="#d70015"/></g>`;
        }
      }));
    });
    svg += shade + strip + marks + `<text x="${margin.left - 4}" y="9" text-anchor="end">checks</text>`;
  }
  runs.forEach((run, r) => run.moments.forEach(m => {
    if (m[0] < view[0] - 0.5 || m[0] > view[1] + 0.5) return;
    const x = xOf(m[0]).toFixed(1);
    svg += `<g class="mark" data-kind="${m[1]}"><title>${esc(label(run))}${MOMENTS[m[1]]} · frame ${cell(run, m[0], "frame")} · t = ${cell(run, m[0], "t")} s</title>` +
      `<line x1="${x}" x2="${x}" y1="${margin.top}" y2="${H - margin.bottom}" stroke="${MARKS[m[1]] || "#000"}" stroke-opacity="0.35"${r ? ' stroke-dasharray="3 3"' : ""}/>` +
      `<circle cx="${x}" cy="${(comparing ? 5 + (checked ? 10 : 0) : margin.top - 8) + 4 * r}" r="3.5" fill="${MARKS[m[1]] || "#000"}"/></g>`;
  }));
  svg += `<g transform="translate(0 ${H - 8})">${timeTicks(geometry.width, view[0], view[1], xOf)}</g>`;
  svg += `<line id="hoverline" x1="0" x2="0" y1="${margin.top}" y2="${H - margin.bottom}" stroke="#8e8e93" visibility="hidden"/>`;
  svg += `<line id="playhead" x1="0" x2="0" y1="${margin.top - 12}" y2="${H - margin.bottom}" stroke="#1c1c1e" stroke-width="1.5"/>`;
  chart.setAttribute("viewBox", `0 0 ${W} ${H}`);
  chart.innerHTML = svg;
  drawOverview();
  movePlayhead();
}
// The overview under the chart: the whole session, its markers, the zoomed stretch; a drag
// there zooms the chart to the stretch dragged over.
function overviewX(p) { return margin.left + p / Math.max(COUNT - 1, 1) * Math.max(1, overview.clientWidth - margin.left - margin.right); }
function overviewPosition(x) { return clampPosition((x - margin.left) / Math.max(1, overview.clientWidth - margin.left - margin.right) * Math.max(COUNT - 1, 1)); }
function drawOverview() {
  const W = overview.clientWidth, H = overview.clientHeight;
  if (W < 60) return;
  let svg = `<rect x="${margin.left}" y="0.5" width="${W - margin.left - margin.right}" height="${H - 1}" fill="#fafafc" stroke="#e5e5ea"/>`;
  const v = numbers(runs[0], "barHeight");
  if (v) {
    let low = Infinity, high = -Infinity;
    v.forEach(x => { if (isFinite(x)) { low = Math.min(low, x); high = Math.max(high, x); } });
    const saved = view; view = [0, Math.max(COUNT - 1, 1)];
    const savedGeometry = geometry; geometry = { left: margin.left, width: W - margin.left - margin.right };
    svg += `<path d="${path(v, x => H - 3 - (x - low) / Math.max(1e-9, high - low) * (H - 6))}" fill="none" stroke="#34c759" stroke-opacity="0.6"/>`;
    view = saved; geometry = savedGeometry;
  }
  runs.forEach(run => [[run.waivedStretches, "#ff9500"], [run.failStretches, "#ff3b30"]].forEach(([list, colour]) => list.forEach(([a, b]) => {
    const x0 = overviewX(a - 0.5), x1 = Math.max(x0 + 1.5, overviewX(b + 0.5));
    svg += `<rect class="overview-fail" x="${Math.max(margin.left, x0).toFixed(1)}" y="1" width="${(x1 - Math.max(margin.left, x0)).toFixed(1)}" height="${H - 2}" fill="${colour}" fill-opacity="0.45"/>`;
  })));
  runs[0].moments.forEach(m => { svg += `<line x1="${overviewX(m[0]).toFixed(1)}" x2="${overviewX(m[0]).toFixed(1)}" y1="1" y2="${H - 1}" stroke="${MARKS[m[1]] || "#000"}" stroke-opacity="0.5"/>`; });
  if (zoomed()) svg += `<rect id="window" x="${overviewX(view[0]).toFixed(1)}" y="1" width="${Math.max(2, overviewX(view[1]) - overviewX(view[0])).toFixed(1)}" height="${H - 2}" fill="#007aff" fill-opacity="0.15" stroke="#007aff"/>`;
  svg += `<line id="overview-head" x1="0" x2="0" y1="0" y2="${H}" stroke="#1c1c1e" stroke-width="1.5"/>`;
  svg += `<rect id="brush" x="0" y="1" width="0" height="${H - 2}" fill="#007aff" fill-opacity="0.25" visibility="hidden"/>`;
  svg += `<text x="${margin.left - 4}" y="${H / 2 + 3}" text-anchor="end">${zoomed() ? "zoomed" : "all"}</text>`;
  overview.setAttribute("viewBox", `0 0 ${W} ${H}`);
  overview.innerHTML = svg;
}
function movePlayhead() {
  const line = $("playhead");
  if (!line || !geometry) return;
  const x = xOf(current).toFixed(1);
  line.setAttribute("x1", x);
  line.setAttribute("x2", x);
  line.setAttribute("visibility", current >= view[0] - 0.5 && current <= view[1] + 0.5 ? "visible" : "hidden");
  const head = $("overview-head");
  if (head) { const ox = overviewX(current).toFixed(1); head.setAttribute("x1", ox); head.setAttribute("x2", ox); }
}
// Keeps the frame in the zoomed stretch: pans the stretch when the frame leaves it.
function reveal(p) {
  if (!zoomed() || (p >= view[0] && p <= view[1])) return;
  const length = span();
  setView(p - length / 2, p + length / 2);
}
const legend = BANDS.flatMap(b => b.series || b.lanes).filter(s => runs.some(run => run.column[s[0]] !== undefined))
  .map(s => `<span><i style="background:${s[1]}"></i>${s[2]}</span>`);
const kinds = new Set();
runs.forEach(run => run.moments.forEach(m => kinds.add(m[1])));
kinds.forEach(k => legend.push(`<span><i class="m" style="background:${MARKS[k] || "#000"}"></i>${MOMENTS[k]}</span>`));
if (runs.some(run => run.fails.length)) legend.push(`<span><i style="background:#ff3b30;height:8px;opacity:.6"></i>breaks a rule (f, ⇧F)</span>`);
if (runs.some(run => run.waived.length)) legend.push(`<span><i style="background:#ff9500;height:8px;opacity:.6"></i>breaks a waived rule</span>`);
if (comparing) legend.push(`<span><i style="background:#3c3c43"></i>${esc(runs[0].label)} solid</span><span><i class="dash"></i>${esc(runs[1].label)} dashed</span><span><i style="background:#ff3b30;opacity:.55;height:6px"></i>differs</span>`);
$("legend").innerHTML = legend.join("");
function hoverAt(x) {
  const p = positionAt(x), line = $("hoverline");
  if (line) { const hx = xOf(p).toFixed(1); line.setAttribute("x1", hx); line.setAttribute("x2", hx); line.setAttribute("visibility", "visible"); }
  hover.textContent = `frame ${cell(runs[0], p, "frame")} · t = ${cell(runs[0], p, "t")} s · ` + runs.map(run =>
    `${label(run)}${cell(run, p, "phase")} · c ${cell(run, p, "collapseDistance")} · bar ${cell(run, p, "barHeight")} · progress ${cell(run, p, "progress")}`).join("  |  ");
}
let seeking = false;
chart.addEventListener("pointerdown", e => {
  seeking = true; chart.setPointerCapture(e.pointerId); setPlaying(false);
  show(positionAt(e.offsetX)); hoverAt(e.offsetX);
});
chart.addEventListener("pointermove", e => { hoverAt(e.offsetX); if (seeking) show(positionAt(e.offsetX)); });
chart.addEventListener("pointerup", () => { seeking = false; remember(); });
chart.addEventListener("pointerleave", () => { const line = $("hoverline"); if (line) line.setAttribute("visibility", "hidden"); });
chart.addEventListener("wheel", e => {
  // Vertical wheel zooms around the pointer; horizontal wheel (or ⇧ with the wheel) pans.
  e.preventDefault();
  const horizontal = Math.abs(e.deltaX) > Math.abs(e.deltaY) || e.shiftKey;
  const delta = horizontal ? (e.deltaX || e.deltaY) : e.deltaY;
  if (horizontal) { const move = delta / Math.max(1, geometry.width) * span(); setView(view[0] + move, view[1] + move); return; }
  const anchor = view[0] + (e.offsetX - geometry.left) / Math.max(1, geometry.width) * span();
  const factor = Math.exp(Math.max(-3, Math.min(3, delta * 0.002)));
  setView(anchor - (anchor - view[0]) * factor, anchor + (view[1] - anchor) * factor);
}, { passive: false });
chart.addEventListener("dblclick", () => setView(0, COUNT - 1));
let brushFrom = null;
overview.addEventListener("pointerdown", e => { brushFrom = overviewPosition(e.offsetX); overview.setPointerCapture(e.pointerId); });
overview.addEventListener("pointermove", e => {
  if (brushFrom === null) return;
  const brush = $("brush"), to = overviewPosition(e.offsetX);
  const a = overviewX(Math.min(brushFrom, to)), b = overviewX(Math.max(brushFrom, to));
  brush.setAttribute("x", a.toFixed(1)); brush.setAttribute("width", (b - a).toFixed(1)); brush.setAttribute("visibility", "visible");
});
overview.addEventListener("pointerup", e => {
  if (brushFrom === null) return;
  const to = overviewPosition(e.offsetX), from = brushFrom;
  brushFrom = null;
  if (Math.abs(to - from) >= 2) { setView(Math.min(from, to), Math.max(from, to)); }
  else if (zoomed()) { const length = span(); setView(to - length / 2, to + length / 2); }
  else drawOverview();
});
overview.addEventListener("dblclick", () => setView(0, COUNT - 1));

// The markers, for the keys that jump to the next or previous one.
const markers = [...new Set(runs.flatMap(run => run.moments.map(m => m[0])))].sort((a, b) => a - b);
function jumpToMarker(direction) {
  const target = direction > 0 ? markers.find(p => p > current) : [...markers].reverse().find(p => p < current);
  if (target === undefined) return;
  setPlaying(false); show(target); remember();
}

function jumpToFailure(direction) {
  const target = direction > 0 ? failPositions.find(p => p > current) : [...failPositions].reverse().find(p => p < current);
  if (target === undefined) return;
  setPlaying(false); show(target); remember();
}
// Under the slider: where frames break a rule (red) or only a waived one (amber).
(function drawStrip() {
  const strip = $("fail-strip"), last = Math.max(COUNT - 1, 1);
  let html = "";
  runs.forEach(run => [[run.waivedStretches, "w"], [run.failStretches, ""]].forEach(([list, kind]) => {
    // (Stretches closer than a fifth of a percent merge: a strip is a few hundred pixels.)
    let merged = [];
    list.forEach(([a, b]) => { const prev = merged[merged.length - 1]; if (prev && (a - prev[1]) / last < 0.002) prev[1] = b; else merged.push([a, b]); });
    merged.forEach(([a, b]) => { html += `<i class="${kind}" style="left:${(a / last * 100).toFixed(3)}%;width:${((b - a) / last * 100).toFixed(3)}%"></i>`; });
  }));
  strip.innerHTML = html;
})();
// The checks line: how many frames break a rule, the waivers, and what the frame shown breaks.
const checksBox = $("checks");
function summaryOfChecks() {
  const parts = [];
  runs.forEach(run => {
    const who = label(run);
    if (run.failFrames) parts.push(`<span class="count">✕ ${esc(who)}${run.failFrames} ${run.failFrames === 1 ? "frame breaks" : "frames break"} a rule</span>`);
    run.waivers.forEach(w => parts.push(`<span class="waiver" title="${esc(w[1])}">${esc(who)}waived ${esc(w[0])}: ${w[2] ? `broken on ${w[2]} ${w[2] === 1 ? "frame" : "frames"}` : "never broken here"} · ${esc(w[1])}</span>`));
  });
  if (failPositions.length) parts.push(`<button id="prev-fail" title="Previous failing stretch (⇧F)">◀︎ ✕</button><button id="next-fail" title="Next failing stretch (f)">✕ ▶︎</button>`);
  if (!runs.some(run => run.failFrames)) parts.unshift(`<span class="ok">✓ every frame keeps every rule${runs.some(run => run.waivers.length) ? " but the waived" : ""}</span>`);
  return parts.join("");
}
const checksSummary = summaryOfChecks();
checksBox.classList.toggle("fails", runs.some(run => run.failFrames > 0));
checksBox.classList.toggle("waives", !runs.some(run => run.failFrames > 0) && runs.some(run => run.waivers.length > 0));
checksBox.addEventListener("click", e => {
  if (e.target.closest("#next-fail")) jumpToFailure(1);
  else if (e.target.closest("#prev-fail")) jumpToFailure(-1);
});
function showChecks() {
  let here = "";
  runs.forEach(run => {
    const q = rowIndex(run, current), f = run.failAt.get(q), w = run.waivedAt.get(q);
    if (f) here += `<span class="here broken" title="${esc(f[2])}">${esc(label(run))}frame ${esc(cell(run, q, "frame"))} breaks ${esc(f[1])}${f[2] ? ": " + esc(f[2]) : ""}</span>`;
    else if (w) here += `<span class="here waived">${esc(label(run))}frame ${esc(cell(run, q, "frame"))} breaks waived ${esc(w)}</span>`;
  });
  if (!here && checked) here = `<span class="here">this frame keeps every rule</span>`;
  checksBox.innerHTML = checksSummary + here;
}

// The inspect overlay on each drawing: every panel's outline with its name and height, the
// contentInset.top line, the content's top and the bar's whole states.
let inspecting = false;
const PANEL_COLOURS = ["#007aff", "#ff9500", "#af52de", "#34c759", "#ff2d55", "#00a0a8", "#a2845e", "#5856d6"];
runs.forEach((run, r) => {
  const svg = document.querySelector(`.phone[data-run="${r}"] > svg`);
  const g = document.createElementNS(NS, "g");
  g.setAttribute("class", "inspect");
  g.setAttribute("display", "none");
  if (svg) svg.appendChild(g);
  run.overlay = g;
  g.addEventListener("click", e => { const panel = e.target.closest("[data-panel]"); if (panel) pickPanel(panel.dataset.panel); });
});
function fmt(v) { return +Number(v).toFixed(1); }
// The overlay's labels: chips laid out so that none overlaps another (each moves off its line as
// little as it can, a dashed leader back to the line when it moved), sized to read at about
// 11 px on screen whatever the drawing's scale (a landscape phone is drawn small).
function labelSize(run) {
  const svg = run.overlay.ownerSVGElement, box = svg ? svg.getBoundingClientRect() : null;
  const viewBox = svg && svg.viewBox && svg.viewBox.baseVal ? svg.viewBox.baseVal.width : 0;
  const scale = box && box.width > 0 && viewBox ? box.width / viewBox : 1;
  return Math.max(7, Math.min(24, 11 / scale));
}
function layoutLabels(labels, width, height, size) {
  const placed = [], lineHeight = size * 1.4;
  let svg = "";
  labels.forEach(l => {
    const w = Math.min(width - 4, l.text.length * size * 0.56 + size * 0.8);
    const x = l.side === "right" ? width - 2 - w : l.side === "centre" ? (width - w) / 2 : 2;
    const wanted = l.side === "centre" ? l.y - lineHeight / 2 : l.below ? l.y + 1 : l.y - lineHeight - 1;
    let top = null;
    for (let k = 0; k <= 120 && top === null; k++) {
      for (const sign of k ? [1, -1] : [1]) {
        const y = Math.max(0, Math.min(height - lineHeight, wanted + sign * k * lineHeight / 4));
        if (!placed.some(b => x < b.x + b.w + 2 && b.x < x + w + 2 && y < b.y + b.h + 1 && b.y < y + lineHeight + 1)) { top = y; break; }
      }
    }
    if (top === null) top = Math.max(0, Math.min(height - lineHeight, wanted));
    placed.push({ x, y: top, w, h: lineHeight });
    const moved = l.side !== "centre" && (l.y < top - 1 || l.y > top + lineHeight + 1);
    const leaderX = x + Math.min(w / 2, size * 2);
    svg += `<g class="label"${l.panel ? ` data-panel="${esc(l.panel)}" cursor="pointer"` : ""}>` +
      (moved ? `<line x1="${leaderX}" x2="${leaderX}" y1="${l.y}" y2="${l.y < top ? top : top + lineHeight}" stroke="${l.colour}" stroke-width="${size / 11}" stroke-dasharray="${size / 5} ${size / 5}"/>` : "") +
      `<rect x="${x}" y="${top}" width="${w}" height="${lineHeight}" rx="${size / 3}" fill="#fff" fill-opacity="0.9" stroke="${l.colour}" stroke-width="${size / 14}"/>` +
      `<text x="${x + w / 2}" y="${top + lineHeight * 0.72}" text-anchor="middle" font-size="${size}" font-weight="${l.bold ? 600 : 400}" fill="${l.colour}">${esc(l.text)}</text></g>`;
  });
  return svg;
}
function drawOverlay() {
  runs.forEach(run => {
    const g = run.overlay;
    g.setAttribute("display", inspecting ? "inline" : "none");
    if (!inspecting) return;
    const q = rowIndex(run, current), num = name => Number(cell(run, q, name));
    const width = num("width"), height = num("viewportHeight"), safe = num("safeAreaTop");
    const size = labelSize(run);
    let y = safe, svg = "";
    const labels = [];
    let states = [];
    run.states.forEach(st => { if (st[0] <= q) states = st[1]; });
    panelIds.forEach((id, i) => {
      const h = num("h." + id);
      if (!isFinite(h)) return;
      const colour = PANEL_COLOURS[i % PANEL_COLOURS.length];
      svg += `<g class="panel" data-panel="${esc(id)}" cursor="pointer"><title>${esc(id)}: ${fmt(h)} pt (click: its readout)</title>` +
        `<rect x="1" y="${y}" width="${Math.max(0, width - 2)}" height="${Math.max(0, h)}" fill="${colour}" fill-opacity="${picked === id ? 0.28 : 0.1}" stroke="${colour}" stroke-width="${picked === id ? 2.5 : 1}"/></g>`;
      if (h >= 1) labels.push({ text: `${id} · ${fmt(h)} pt`, colour, side: "centre", y: y + Math.min(h / 2, size), bold: true, panel: id });
      y += Math.max(0, h);
    });
    // (The whole states as the CLI prints them, collapse distances, and the bar's height there.)
    const expanded = num("expandedHeight");
    states.forEach(h => {
      svg += `<line x1="0" x2="${width}" y1="${h}" y2="${h}" stroke="#8e8e93" stroke-width="1" stroke-dasharray="2 3"/>`;
      labels.push({ text: `whole state ${fmt(expanded - h)} · bar ${fmt(h)}`, colour: "#6e6e73", side: "right", y: h });
    });
    // What UIKit lays the content against: the adjusted inset, the bar's contentInset.top plus the
    // system's share (the safe area, a refresh control's room); where they differ, both lines.
    const inset = num("contentInsetTop"), adjusted = num("adjustedInsetTop");
    const system = adjusted - inset;
    if (isFinite(adjusted) && Math.abs(system) > 0.01) {
      svg += `<line class="inset" x1="0" x2="${width}" y1="${inset}" y2="${inset}" stroke="#ff3b30" stroke-width="1" stroke-dasharray="4 3"/>`;
      svg += `<line class="adjusted" x1="0" x2="${width}" y1="${adjusted}" y2="${adjusted}" stroke="#ff3b30" stroke-width="1.5"/>`;
      labels.push({ text: `adjusted inset ${fmt(adjusted)} = contentInset.top ${fmt(inset)} + system ${fmt(system)}`, colour: "#d70015", side: "left", y: adjusted });
    } else {
      svg += `<line class="inset" x1="0" x2="${width}" y1="${inset}" y2="${inset}" stroke="#ff3b30" stroke-width="1.5"/>`;
      labels.push({ text: `contentInset.top ${fmt(inset)}`, colour: "#d70015", side: "left", y: inset });
    }
    // What the drawing makes up is said: a title the scenario did not give.
    const svgRoot = run.overlay.ownerSVGElement;
    if (svgRoot && svgRoot.querySelector("[data-placeholder]")) {
      labels.push({ text: "placeholder title: the scenario's name", colour: "#8e8e93", side: "left", y: safe + 2, below: true });
    }
    // The app's rows start below the bar's spacer (the table's header view), when it holds one.
    const spacer = num("leadingSpacer") || 0;
    const top = spacer - num("contentOffsetY");
    if (spacer > 0.01) {
      const start = top - spacer;
      svg += `<rect x="0" y="${start}" width="${width}" height="${spacer}" fill="#007aff" fill-opacity="0.06" pointer-events="none"/>`;
      labels.push({ text: `spacer ${fmt(spacer)} pt (the table's header view)`, colour: "#007aff", side: "right", y: start, below: true });
    }
    svg += `<line x1="0" x2="${width}" y1="${top}" y2="${top}" stroke="#007aff" stroke-width="1.2" stroke-dasharray="5 3"/>`;
    labels.push({ text: `content top ${fmt(top)}`, colour: "#007aff", side: "left", y: top, below: true });
    g.innerHTML = svg + layoutLabels(labels, width, isFinite(height) && height > 0 ? height : 844, size);
  });
}
let picked = null;
function pickPanel(id) {
  picked = id;
  document.querySelectorAll("#readout tr.picked").forEach(tr => tr.classList.remove("picked"));
  const group = document.querySelector('#readout details[data-title="Panels"]');
  if (group) group.open = true;
  let first = null;
  rows.forEach(row => { if (row.name === "h." + id || row.name === "slide." + id) { row.tr.classList.add("picked"); first = first || row.tr; } });
  // (Both rows in view, the height and the slide, not the first at the bottom edge.)
  if (first) first.scrollIntoView({ block: "center" });
  drawOverlay();
}
function setInspecting(on) {
  inspecting = on;
  inspectButton.setAttribute("aria-pressed", String(on));
  document.body.classList.toggle("inspecting", on);
  drawOverlay();
}
inspectButton.addEventListener("click", () => setInspecting(!inspecting));

// The differences of two traces, listed; a click seeks to the frame.
if (DIFF && $("diffs")) {
  const items = [];
  if (DIFF.first) items.push(`<button class="diff differs" data-position="${DIFF.first[0]}">${esc(DIFF.first[1])}</button>`);
  else items.push(`<span class="diff">no difference: every frame is the same</span>`);
  DIFF.rests.forEach(rest => items.push(`<button class="diff${rest[4] ? " differs" : ""}" data-position="${rest[1]}" title="the cause at position ${rest[0]}">` +
    `<b>${esc(rest[2])}</b>${rest[4] ? ` · DIFFERS: <span class="what">${esc(rest[5])}</span>` : ""}<br>${esc(rest[3])}</button>`));
  const count = DIFF.rests.filter(rest => rest[4]).length;
  $("diffs").innerHTML = `<h3>Differences · ${count} of ${DIFF.rests.length} rests differ</h3>` + items.join("");
  $("diffs").addEventListener("click", e => {
    const button = e.target.closest("button[data-position]");
    if (button) { setPlaying(false); show(Number(button.dataset.position)); remember(); }
  });
}

// The events: the frame's, or, with a search or a kind chosen, every match of the session, each
// with its frame (a click seeks there; the frame shown is outlined).
const eventFilter = $("event-filter"), eventKind = $("event-kind"), eventCount = $("event-count");
const EVENT_KINDS = { event: ["event"], command: ["command"], call: ["call"], screen: ["screen", "refused"], refused: ["refused"], step: ["step"] };
const MATCH_LIMIT = 500;
function filtering() { return eventFilter.value.trim() !== "" || eventKind.value !== "all"; }
function eventMatches(kind, text) {
  const kinds = EVENT_KINDS[eventKind.value];
  if (kinds && !kinds.includes(kind)) return false;
  const query = eventFilter.value.trim().toLowerCase();
  if (!query) return true;
  const words = (kind === "screen" || kind === "refused" ? "app screen " : "") + (kind === "refused" ? "refused " : "") + text;
  return words.toLowerCase().includes(query);
}
function eventLine(kind, text, at) {
  return `<div class="ev ${kind}${at ? " hit" : ""}"${at ? ` data-position="${at[0]}"` : ""}>${at ? `<button class="at" tabindex="-1">${esc(at[1])}</button>` : ""}` +
    `${kind === "screen" || kind === "refused" ? `<span class="tag">app screen</span> ` : ""}${esc(text)}${kind === "refused" ? ` <span class="tag bad">refused</span>` : ""}</div>`;
}
function listMatches() {
  let html = "", total = 0, frames = 0;
  runs.forEach(run => {
    if (comparing) html += `<div class="ev run">${esc(run.label)}</div>`;
    Object.keys(run.events).map(Number).sort((a, b) => a - b).forEach(p => {
      const hits = run.events[p].filter(([kind, text]) => eventMatches(kind, text));
      if (!hits.length) return;
      frames += 1;
      hits.forEach(([kind, text]) => {
        total += 1;
        if (total <= MATCH_LIMIT) html += eventLine(kind, text, [p, "frame " + cell(run, p, "frame")]);
      });
    });
  });
  events.innerHTML = html || `<div class="ev none">no event matches</div>`;
  eventCount.textContent = `${total} ${total === 1 ? "match" : "matches"} in ${frames} ${frames === 1 ? "frame" : "frames"}${total > MATCH_LIMIT ? ` (the first ${MATCH_LIMIT} listed)` : ""}`;
  markMatches();
}
function markMatches() {
  events.querySelectorAll(".hit.here").forEach(line => line.classList.remove("here"));
  const here = events.querySelectorAll(`.hit[data-position="${current}"]`);
  here.forEach(line => line.classList.add("here"));
  if (here.length && !playing) here[0].scrollIntoView({ block: "nearest" });
}
function showEvents() {
  if (filtering()) { markMatches(); return; }
  eventCount.textContent = "";
  events.innerHTML = runs.map(run => {
    const list = run.events[rowIndex(run, current)] || [];
    const lines = list.length ? list.map(([kind, text]) => eventLine(kind, text, null)).join("") : `<div class="ev none">—</div>`;
    return (comparing ? `<div class="ev run">${esc(run.label)}</div>` : "") + lines;
  }).join("");
}
let filterTimer = 0;
eventFilter.addEventListener("input", () => {
  clearTimeout(filterTimer);
  filterTimer = setTimeout(() => { if (filtering()) listMatches(); else showEvents(); }, 120);
});
eventFilter.addEventListener("keydown", e => { if (e.key === "Enter") { const first = events.querySelector(".hit"); if (first) first.querySelector(".at").click(); } });
eventKind.addEventListener("change", () => { if (filtering()) listMatches(); else showEvents(); eventKind.blur(); });
events.addEventListener("click", e => {
  const line = e.target.closest(".hit[data-position]");
  if (line) { setPlaying(false); show(Number(line.dataset.position)); remember(); }
});

// The clock beside the frame field is as wide as its longest text in this session, so that it
// never clips ("7.07 s deceleratin") and never moves the slider while playing.
(function sizeClock() {
  let longest = 0;
  runs.forEach(run => {
    const phases = new Set(run.table.map(row => row[run.column.phase]));
    const frames = String(cell(run, run.table.length - 1, "frame")).length, seconds = Number(cell(run, run.table.length - 1, "t")).toFixed(2).length;
    phases.forEach(phase => { longest = Math.max(longest, "frame  · s ".length + frames + seconds + String(phase).length); });
  });
  $("clock").style.width = (longest + 1) + "ch";
})();

// The frame under the slider.
let current = 0;
// The drawing's proportions follow the frame's screen (a rotation turns the phone): the style
// sizes the phones by the first one's.
let aspect = "";
function followAspect() {
  const svg = document.querySelector('.phone[data-run="0"] > svg');
  const box = svg && svg.viewBox ? svg.viewBox.baseVal : null;
  if (!box || !(box.width > 0 && box.height > 0)) return false;
  const next = (box.width / box.height).toFixed(4);
  if (next === aspect) return false;
  aspect = next;
  document.body.style.setProperty("--aspect", next);
  return true;
}
function show(p) {
  current = clampPosition(p | 0);
  runs.forEach(run => {
    const q = rowIndex(run, current);
    for (let i = 0; i < run.elements.length; i++) {
      if (run.elements[i]) run.elements[i].setAttribute(run.bindings[i][1], valueAt(run.changes[i], q));
    }
  });
  followAspect();
  const previous = Math.max(0, current - 1);
  PINNED.forEach((item, k) => {
    keyCells[k].innerHTML = runs.map(run =>
      esc(`${comparing ? run.label + " " : ""}${cell(run, current, item[0])}`)).join(comparing ? "<br>" : "");
    keyCells[k].classList.toggle("changed", current > 0 && runs.some(run => cell(run, current, item[0]) !== cell(run, previous, item[0])));
  });
  rows.forEach(row => {
    const values = runs.map(run => cell(run, current, row.name));
    row.cells.forEach((td, r) => {
      td.textContent = values[r];
      td.classList.toggle("changed", current > 0 && current < runs[r].table.length && values[r] !== cell(runs[r], previous, row.name));
    });
    if (row.delta) {
      const a = parseFloat(values[0]), b = parseFloat(values[1]);
      const different = !NOT_COMPARED.has(row.name) && differ(values[0], values[1]);
      row.delta.textContent = NOT_COMPARED.has(row.name) ? "" : isFinite(a) && isFinite(b) ? (different ? (b - a > 0 ? "+" : "") + +(b - a).toFixed(3) : "0") : (different ? "≠" : "=");
      row.tr.classList.toggle("differs", different && !COUNTERS.has(row.name));
      row.tr.classList.toggle("counter-differs", different && COUNTERS.has(row.name));
    }
  });
  showEvents();
  slider.value = current;
  const run = runs[0];
  const seconds = Number(cell(run, current, "t"));
  clock.innerHTML = `<span>frame ${esc(cell(run, current, "frame"))} · ${isFinite(seconds) ? seconds.toFixed(2) : "?"} s</span> <span>${esc(cell(run, current, "phase"))}</span>`;
  if (document.activeElement !== gotoField) gotoField.value = cell(run, current, "frame");
  const screen = $("screen");
  if (screen) screen.textContent = `${fmt(cell(run, current, "width"))}×${fmt(cell(run, current, "viewportHeight"))} pt`;
  showChecks();
  if (!seeking) reveal(current);
  movePlayhead();
  if (inspecting) drawOverlay();
}
let pending = 0;
function remember() {
  clearTimeout(pending);
  pending = setTimeout(() => { if (!playing) history.replaceState(null, "", "#frame=" + current * STEP); }, 120);
}
function fromHash() {
  const match = /^#frame=(\d+)$/.exec(location.hash);
  if (!match) return;
  const p = clampPosition(Number(match[1]) / STEP);
  // While playing, the new frame is where the playing goes on from.
  if (playing) position = p;
  show(p);
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
$("prev-mark").addEventListener("click", () => jumpToMarker(-1));
$("next-mark").addEventListener("click", () => jumpToMarker(1));
slider.addEventListener("input", () => { setPlaying(false); show(Number(slider.value)); remember(); });
// After a choice in the speed menu the keys step frames again, not speeds.
speed.addEventListener("change", () => speed.blur());
function goToField() {
  const frame = Number(gotoField.value);
  if (gotoField.value !== "" && isFinite(frame)) { setPlaying(false); show(Math.round(frame / STEP)); remember(); }
}
gotoField.addEventListener("change", goToField);
gotoField.addEventListener("keydown", e => { if (e.key === "Enter") { goToField(); gotoField.blur(); } });
// A button clicked with the mouse lets go of the focus, so that Space then plays instead of
// pressing it again (a click from the keyboard, detail 0, keeps it).
document.addEventListener("click", e => {
  const button = e.target instanceof Element ? e.target.closest("button") : null;
  if (button && e.detail > 0) button.blur();
});
document.addEventListener("keydown", e => {
  const target = e.target, tag = target && target.tagName;
  if (e.altKey || e.ctrlKey || e.metaKey || tag === "TEXTAREA" || (tag === "INPUT" && target.type !== "range")) return;
  const moves = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 };
  if (tag === "SELECT") {
    // ↑ and ↓ choose a speed; ← and → still step frames.
    if (e.key === "ArrowLeft" || e.key === "ArrowRight") { e.preventDefault(); step(moves[e.key] * (e.shiftKey ? 10 : 1)); }
    return;
  }
  if (e.key === " ") {
    // (A button reached with the keyboard takes its own Space; a clicked one let go of the focus.)
    if (tag === "BUTTON") return;
    e.preventDefault(); setPlaying(!playing); return;
  }
  if (e.key in moves) {
    e.preventDefault();  // the slider's own step would move a second frame
    step(moves[e.key] * (e.shiftKey ? 10 : 1));
  } else if (e.key === "Home" || e.key === "End") {
    e.preventDefault(); step(e.key === "Home" ? -current : COUNT);
  } else if (e.key === "]" || e.key === "[") {
    e.preventDefault(); jumpToMarker(e.key === "]" ? 1 : -1);
  } else if (e.key === "f" || e.key === "F") {
    e.preventDefault(); jumpToFailure(e.shiftKey ? -1 : 1);
  } else if (e.key === "i" || e.key === "I") {
    setInspecting(!inspecting);
  } else if (e.key === "+" || e.key === "=" || e.key === "-") {
    const length = span() * (e.key === "-" ? 2 : 0.5);
    setView(current - length / 2, current + length / 2);
  } else if (e.key === "0") {
    setView(0, COUNT - 1);
  }
});
window.addEventListener("hashchange", fromHash);
let resizing = 0;
window.addEventListener("resize", () => { cancelAnimationFrame(resizing); resizing = requestAnimationFrame(() => { drawChart(); drawOverlay(); }); });
drawChart();
show(0);
fromHash();
drawChart();
