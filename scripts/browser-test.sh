#!/usr/bin/env bash
# Opens the page navbar-sim writes in headless Chromium and checks what a person would: no
# console errors, the drawing and the chart's playhead follow the slider, one arrow key press is
# one frame, #frame=N opens frame N (and seeks while playing), no horizontal overflow at 390x844,
# the inspect overlay, changed values, folding groups, the zoom and the brush, the marker keys,
# the alpha lanes, the sticky chart, the speed menu and the frame field; compare mode shows two
# phones, the list of differences, the "differs" band and the Δ column; the header follows a
# rotation; the screen's calls show in the events; a ten-minute recording replayed paints first in
# under 2 s and scrubs without stutter; the frames that break a rule are banded on the chart, the
# overview and under the slider, counted as the CLI counts them, named with the rule and its
# numbers at the frame and reached with f and ⇧F, and a waived rule is shown with its reason; the
# events can be searched and filtered by kind over the whole session, and a refused call says why;
# the drawing turns with a rotation; the inspector's labels never overlap and read in landscape,
# and it draws the adjusted inset under UIKit's inset model. Screenshots go to .build/browser/.
#
# Usage: scripts/browser-test.sh [PAGE.html [COMPARE.html]]
# Without arguments it writes both pages with navbar-sim first. Installs Chromium (Debian
# packages) and selenium (PyPI) when they are missing; needs root for apt-get.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  echo "browser-test: installing chromium and chromium-driver"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq </dev/null
  apt-get install -y -qq --no-install-recommends chromium chromium-driver </dev/null >/dev/null
fi
if ! python3 -c "import selenium" 2>/dev/null; then
  echo "browser-test: installing selenium"
  python3 -m pip install --quiet --disable-pip-version-check --no-input selenium </dev/null
fi

# The pages: the given ones, or written now (the default scenario; it compared with the same
# script without snapping).
page=${1:-}
compare=${2:-}
out=.build/browser/pages
if [ -z "$page" ]; then
  swift run -q navbar-sim -q --out "$out/single"
  page=$out/single/index.html
fi
if [ -z "$compare" ]; then
  swift run -q navbar-sim -q --out "$out/compare" --compare docs/examples/no-snapping.json
  compare=$out/compare/index.html
fi
# A rotation (the header follows it) and the app screen's calls in the events.
swift run -q navbar-sim -q --out "$out/landscape" docs/examples/landscape.json
swift run -q navbar-sim -q --out "$out/refresh" docs/examples/refresh.json
# Check failures on the page: a sectioned list that breaks pinnedHeaderUnderBar, as the example
# waives it and with the waiver taken out (the CLI's own report of it beside the page).
swift run -q navbar-sim -q --out "$out/waived" docs/examples/sectioned.json
python3 -c 'import json, sys; s = json.load(open(sys.argv[1])); del s["waive"]; json.dump(s, open(sys.argv[2], "w"))' \
  docs/examples/sectioned.json "$out/sectioned-fails.json"
swift run -q navbar-sim --out "$out/fails" --check "$out/sectioned-fails.json" >"$out/fails.txt" 2>&1 || true
# UIKit's inset model (the inspector draws the adjusted inset).
swift run -q navbar-sim -q --out "$out/observe" docs/examples/observe-only.json
# A call the bar refuses (a panel under the search field's id), for the event search.
echo '{"name": "A taken id", "screen": [{"on": "didEndDragging", "do": "addPanel", "id": "search", "height": 40, "times": 1}],
  "script": [{"drag": {"by": 50, "duration": 0.2}}, {"release": {"velocity": 0}}, {"wait": 0.5}]}' >"$out/refused.json"
swift run -q navbar-sim -q --out "$out/refused" "$out/refused.json"
# A session of one frame: every tool must cope.
mkdir -p "$out"
echo '{"name": "One frame", "script": []}' >"$out/one-frame.json"
swift run -q navbar-sim -q --out "$out/one-frame" "$out/one-frame.json"
# A ten-minute recording (72,000 frames, made by the simulator) replayed: first paint and scrubbing.
# (Release: ten minutes of frames take a debug build a minute.)
python3 scripts/long-session.py "$out/long-session.json"
swift run -c release -q navbar-sim -q --out "$out/long-session" --record "$out/long-session.recording.json" \
  "$out/long-session.json"
swift run -c release -q navbar-sim -q --out "$out/long-replay" --replay "$out/long-session.recording.json"
exec python3 scripts/browser_test.py "$page" "$compare" "$out/landscape/index.html" "$out/refresh/index.html" \
  "$out/one-frame/index.html" "$out/long-replay/index.html" "$out/fails/index.html" "$out/waived/index.html" \
  "$out/fails.txt" "$out/refused/index.html" "$out/observe/index.html"
