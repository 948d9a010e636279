"""Checks the navbar-sim player page in headless Chromium; see browser-test.sh."""

import os
import re
import shutil
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.keys import Keys

SHOTS = os.path.join(".build", "browser")
failures = []


def check(condition, what):
    print(("  ok    " if condition else "  FAIL  ") + what)
    if not condition:
        failures.append(what)


def browser(width, height):
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", f"--window-size={width},{height}"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # The browser and driver from the system's packages: no download, no network.
    options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or ""
    service = Service(executable_path=shutil.which("chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    # The window size includes no browser chrome in headless mode; make the viewport exact.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 700})
    return driver


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def open_page(driver, path, fragment=""):
    driver.get("file://" + os.path.abspath(path) + fragment)
    driver.execute_script("return document.readyState")
    time.sleep(0.2)


def frame_shown(driver):
    """The frame number the clock shows and the slider's position."""
    return driver.execute_script(
        "return [Number(/frame (\\d+)/.exec(document.getElementById('clock').textContent)[1]),"
        " Number(document.getElementById('slider').value)]")


def set_slider(driver, position):
    driver.execute_script(
        "const s = document.getElementById('slider'); s.value = arguments[0];"
        "s.dispatchEvent(new Event('input', {bubbles: true}));", position)


LARGE_TITLE_VISIBLE = """
const title = document.querySelector('.phone .large-title');
if (!title) return null;
const opacity = Number(title.getAttribute('opacity') || 1);
let clip = title.parentElement.parentElement.getAttribute('clip-path');
let height = 1;
if (clip) {
  const id = /url\\(#(.*)\\)/.exec(clip)[1];
  const rect = document.getElementById(id).querySelector('rect');
  height = Number(rect.getAttribute('height'));
}
const box = title.getBoundingClientRect();
return {opacity: opacity, clipHeight: height, visible: opacity > 0.01 && height > 0.5 && box.height > 0};
"""


def first_collapsed_position(driver):
    """The first position at which the trace shows a fully collapsed bar (progress 1) at rest."""
    return driver.execute_script(
        "const run = runs[0]; const p = run.column['progress'], r = run.column['rest'];"
        "return run.table.findIndex(row => Number(row[p]) >= 1 && Number(row[r]) === 1);")


def test_single(path):
    print(f"browser-test: {path} at 1280x900")
    driver = browser(1280, 900)
    try:
        open_page(driver, path)
        check(console_errors(driver) == [], "no console errors on load")
        check(frame_shown(driver) == [0, 0], "opens at frame 0")
        check(driver.execute_script(LARGE_TITLE_VISIBLE)["visible"], "the large title shows at frame 0")
        driver.save_screenshot(os.path.join(SHOTS, "desktop-1280x900.png"))

        collapsed = first_collapsed_position(driver)
        check(collapsed > 0, f"the trace has a collapsed frame at rest (position {collapsed})")
        set_slider(driver, collapsed)
        state = driver.execute_script(LARGE_TITLE_VISIBLE)
        check(not state["visible"], f"at a collapsed frame the large title is hidden in the drawing ({state})")
        check(frame_shown(driver) == [collapsed, collapsed], "the clock follows the slider")

        playhead = driver.execute_script(
            "const l = document.getElementById('playhead'); return [Number(l.getAttribute('x1')), xOf(current)];")
        check(abs(playhead[0] - playhead[1]) < 0.2, f"the chart's playhead is at the slider's frame ({playhead})")
        set_slider(driver, 0)
        at_start = driver.execute_script("return Number(document.getElementById('playhead').getAttribute('x1'))")
        check(at_start < playhead[0] - 10, f"the playhead moves with the slider ({at_start} < {playhead[0]})")
        check(driver.execute_script("return document.querySelectorAll('#chart path.series').length") >= 2,
              "the chart draws its series")
        check(driver.execute_script("return document.querySelectorAll('#chart .mark').length") >= 3,
              "the chart marks the releases and rests")
        set_slider(driver, collapsed)
        driver.save_screenshot(os.path.join(SHOTS, "desktop-collapsed.png"))

        # One key press, one frame: the slider focused (its own step must not add a second frame).
        slider = driver.find_element("id", "slider")
        set_slider(driver, 100)
        slider.click()
        set_slider(driver, 100)
        slider.send_keys(Keys.ARROW_RIGHT)
        check(frame_shown(driver) == [101, 101], f"→ on the slider moves one frame ({frame_shown(driver)})")
        slider.send_keys(Keys.ARROW_LEFT)
        check(frame_shown(driver) == [100, 100], "← moves one frame back")
        slider.send_keys(Keys.SHIFT, Keys.ARROW_RIGHT)
        check(frame_shown(driver) == [110, 110], "⇧→ moves ten frames")
        driver.find_element("tag name", "body").send_keys(Keys.ARROW_RIGHT)
        check(frame_shown(driver)[0] == 111, "→ with the page focused moves one frame")
        time.sleep(0.3)
        check(driver.execute_script("return location.hash") == "#frame=111", "the URL follows the slider")

        # Clicking the chart seeks.
        box = driver.execute_script("const r = chart.getBoundingClientRect(); return [r.width, r.height];")
        webdriver.ActionChains(driver).move_to_element_with_offset(chart_element(driver), int(box[0] * 0.25), 0).click().perform()
        seek = frame_shown(driver)[0]
        check(seek > 111 + 100 or seek < 111 - 100, f"a click on the chart seeks (to {seek})")

        # Stable layout: the slider, the events box and the readouts keep their places whatever the
        # frame shows, and while playing.
        layout = ("return ['slider', 'events', 'readout', 'chart-box', 'play'].map(id => {"
                  " const r = document.getElementById(id).getBoundingClientRect();"
                  " return [id, Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)].join(' '); })")
        layouts = set()
        for position in (0, 7, 333, collapsed, 1500, 2000):
            set_slider(driver, position)
            layouts.add(tuple(driver.execute_script(layout)))
        driver.find_element("id", "play").click()
        time.sleep(0.3)
        layouts.add(tuple(driver.execute_script(layout)))
        driver.find_element("id", "play").click()
        check(len(layouts) == 1, f"slider, events, readouts and chart keep their boxes while scrubbing and playing ({layouts})")
        check(console_errors(driver) == [], "no console errors after scrubbing, keys, seeking and playing")

        open_page(driver, path, "#frame=385")
        check(frame_shown(driver) == [385, 385], f"#frame=385 opens frame 385 ({frame_shown(driver)})")
        check(console_errors(driver) == [], "no console errors when opened at a frame")
        # The README's picture of the player: mid-drag, the chart read at the same moment.
        webdriver.ActionChains(driver).move_to_element_with_offset(
            chart_element(driver), int(driver.execute_script("return xOf(385) - chart.clientWidth / 2")), 0).perform()
        driver.save_screenshot(os.path.join(SHOTS, "player.png"))
        compare_with_readme_image(driver, os.path.join(SHOTS, "player.png"))

        test_tools(driver, path)
    finally:
        driver.quit()

    print(f"browser-test: {path} at 390x844")
    driver = browser(390, 844)
    try:
        open_page(driver, path, "#frame=300")
        check(console_errors(driver) == [], "no console errors on a phone")
        overflow = driver.execute_script(
            "return [document.documentElement.scrollWidth, document.documentElement.clientWidth,"
            " Math.max(...[...document.querySelectorAll('body *')].map(e => e.getBoundingClientRect().right))]")
        check(overflow[0] <= overflow[1] and overflow[2] <= overflow[1] + 0.5,
              f"no horizontal overflow at 390 px (scroll width {overflow[0]}, widest right edge {overflow[2]:.1f})")
        covered = driver.execute_script(
            "const b = document.getElementById('play').getBoundingClientRect();"
            "const e = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);"
            "return [b.bottom <= innerHeight, !!e && !!e.closest('#play')];")
        check(covered == [True, True], f"the controls stay on top at the bottom of a phone ({covered})")
        driver.execute_script("window.scrollTo(0, 900)")
        covered = driver.execute_script(
            "const b = document.getElementById('play').getBoundingClientRect();"
            "const e = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);"
            "return [b.bottom <= innerHeight, !!e && !!e.closest('#play')];")
        check(covered == [True, True], f"the controls stay on top after scrolling, over the chart ({covered})")
        driver.execute_script("window.scrollTo(0, 0)")
        phone = driver.execute_script("return document.querySelector('.phone svg').getBoundingClientRect().width")
        check(phone >= 330, f"the phone drawing scales to the width ({phone:.0f} px)")
        driver.save_screenshot(os.path.join(SHOTS, "phone-390x844.png"))
        driver.execute_script("window.scrollTo(0, document.getElementById('keys').getBoundingClientRect().top + scrollY - 8)")
        driver.save_screenshot(os.path.join(SHOTS, "phone-390x844-chart.png"))
        # Down in the readouts the drawing's top (the bar) stays in view above the numbers, and the
        # rows keep their descriptions, the chart its legend.
        driver.execute_script("window.scrollTo(0, document.getElementById('readout').getBoundingClientRect().top + scrollY)")
        kept = driver.execute_script(
            "const e = document.elementFromPoint(195, 60), s = document.getElementById('stage').getBoundingClientRect();"
            "const small = document.querySelector('#readout th small');"
            "return [!!e && !!e.closest('.phone'), Math.round(s.top), getComputedStyle(small).display !== 'none',"
            " getComputedStyle(document.getElementById('legend')).display !== 'none'];")
        check(kept == [True, 0, True, True],
              f"on a phone the drawing's top stays above the readouts, which keep their descriptions, and the legend shows ({kept})")
        driver.save_screenshot(os.path.join(SHOTS, "phone-390x844-readouts.png"))
        driver.execute_script("window.scrollTo(0, 0)")
        key(driver, "i")
        shown = driver.execute_script("return document.querySelector('.phone g.inspect').getAttribute('display')")
        check(shown == "inline", "the inspect overlay shows on a phone")
        driver.save_screenshot(os.path.join(SHOTS, "phone-390x844-inspect.png"))
    finally:
        driver.quit()


README_IMAGE = os.path.join("docs", "images", "player.png")

PIXELS_THAT_DIFFER = """
const load = source => new Promise(done => { const image = new Image(); image.onload = () => done(image); image.src = source; });
const callback = arguments[arguments.length - 1];
Promise.all([load(arguments[0]), load(arguments[1])]).then(([a, b]) => {
  if (a.width !== b.width || a.height !== b.height) { callback(1); return; }
  const pixels = image => { const c = document.createElement('canvas'); c.width = image.width; c.height = image.height;
    const g = c.getContext('2d'); g.drawImage(image, 0, 0); return g.getImageData(0, 0, c.width, c.height).data; };
  const x = pixels(a), y = pixels(b);
  let differ = 0;
  for (let i = 0; i < x.length; i += 4) {
    if (Math.abs(x[i] - y[i]) > 40 || Math.abs(x[i + 1] - y[i + 1]) > 40 || Math.abs(x[i + 2] - y[i + 2]) > 40) differ++;
  }
  callback(differ / (x.length / 4));
});
"""


def compare_with_readme_image(driver, shot):
    """The README's picture of the player is this screenshot, give or take font rendering: more
    than 2% of the pixels differing fails. UPDATE_README_IMAGE=1 copies the screenshot there."""
    import base64
    if os.environ.get("UPDATE_README_IMAGE") == "1":
        shutil.copyfile(shot, README_IMAGE)
        print(f"  note  copied {shot} to {README_IMAGE}")
    with open(shot, "rb") as a, open(README_IMAGE, "rb") as b:
        sources = ["data:image/png;base64," + base64.b64encode(f.read()).decode() for f in (a, b)]
    differ = driver.execute_async_script(PIXELS_THAT_DIFFER, *sources)
    check(differ <= 0.02, f"{README_IMAGE} shows the player as it is ({differ:.1%} of the pixels differ;"
          " UPDATE_README_IMAGE=1 scripts/browser-test.sh replaces it)")


def key(driver, *keys):
    driver.find_element("tag name", "body").send_keys(*keys)


LABEL_BOXES = """
return [...document.querySelectorAll('.phone g.inspect .label')].filter(l => l.getBoundingClientRect().width > 0).map(l => {
  const r = l.querySelector('rect').getBoundingClientRect(), t = l.querySelector('text').getBoundingClientRect();
  return {text: l.textContent, x: r.left, y: r.top, w: r.width, h: r.height, textHeight: t.height};
});
"""


def label_overlaps(driver):
    """The pairs of the inspect overlay's labels whose boxes overlap on screen."""
    boxes = driver.execute_script(LABEL_BOXES)
    found = []
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            if a["x"] < b["x"] + b["w"] - 0.5 and b["x"] < a["x"] + a["w"] - 0.5 and \
                    a["y"] < b["y"] + b["h"] - 0.5 and b["y"] < a["y"] + a["h"] - 0.5:
                found.append((a["text"], b["text"]))
    return found


def test_tools(driver, path):
    """The inspect overlay, the readouts, the zoom, the markers, the lanes, the sticky chart, the
    hash while playing, the speed menu, the frame field; timing of a frame and of the chart."""
    open_page(driver, path, "#frame=0")

    # Inspect: a key and a button; each panel's outline with its name and height, the inset
    # line, the content's top, the whole states.
    key(driver, "i")
    overlay = driver.execute_script(
        "const g = document.querySelector('.phone g.inspect');"
        "return {shown: g.getAttribute('display'), panels: [...g.querySelectorAll('g.panel[data-panel]')].map(p => p.dataset.panel),"
        " text: g.textContent, ids: panelIds, button: inspectButton.getAttribute('aria-pressed')};")
    check(overlay["shown"] == "inline" and overlay["button"] == "true", f"i shows the inspect overlay ({overlay['shown']})")
    check(overlay["panels"] == overlay["ids"] and len(overlay["ids"]) >= 5,
          f"the overlay outlines every panel in bar order ({overlay['panels']})")
    check("filters · 44 pt" in overlay["text"] and "largeTitle · 52 pt" in overlay["text"],
          "each outline names its panel and height")
    # (The default strategy: the table's own inset is the collapsed bar's, the bar's spacer above
    # the rows.)
    check("contentInset.top 131" in overlay["text"] and "content top 279" in overlay["text"]
          and "spacer 148 pt" in overlay["text"],
          f"the overlay draws the contentInset.top line, the spacer and the content's top ({overlay['text'][-120:]})")
    check(overlay["text"].count("whole state") == 4 and "whole state 52 · bar 227" in overlay["text"],
          "the overlay draws the four whole states, as collapse and as bar height")
    overlaps = label_overlaps(driver)
    check(overlaps == [], f"no two labels of the overlay overlap ({overlaps})")
    check("placeholder" not in overlay["text"], "a title the scenario gives is no placeholder")
    driver.find_element("css selector", ".phone g.inspect [data-panel='filters'] rect").click()
    picked = driver.execute_script(
        "return [...document.querySelectorAll('#readout tr.picked')].map(tr => tr.dataset.column)")
    check(picked == ["h.filters", "slide.filters"], f"clicking a panel highlights its readout rows ({picked})")
    visible = driver.execute_script(
        "const side = document.getElementById('side').getBoundingClientRect(), pane = document.getElementById('pane').getBoundingClientRect();"
        "return [...document.querySelectorAll('#readout tr.picked')].map(tr => { const r = tr.getBoundingClientRect();"
        " return r.top >= pane.bottom - 1 && r.bottom <= side.bottom + 1; });")
    check(visible == [True, True], f"both rows of the picked panel are in view, under the chart ({visible})")
    driver.save_screenshot(os.path.join(SHOTS, "desktop-inspect.png"))
    set_slider(driver, 385)
    moved = driver.execute_script("return document.querySelector('.phone g.inspect').textContent")
    check("content top 163" in moved, "the overlay follows the frame")
    driver.find_element("id", "inspect").click()
    check(driver.execute_script("return document.querySelector('.phone g.inspect').getAttribute('display')") == "none",
          "the button hides the overlay again")

    # Panels in the readouts in bar order, not alphabetical.
    order = driver.execute_script(
        "return [...document.querySelectorAll('#readout details[data-title=Panels] tr')].map(tr => tr.dataset.column)"
        ".filter(c => c.startsWith('h.')).map(c => c.slice(2))")
    header = driver.execute_script("return runs[0].header.filter(c => c.startsWith('h.')).map(c => c.slice(2))")
    check(order == header and order[0] == "top", f"the readouts list the panels in bar order ({order})")

    # Changed values are marked; the groups fold; the key figures stand out.
    set_slider(driver, 385)
    changed = driver.execute_script(
        "return [...document.querySelectorAll('#readout td.changed')].map(td => td.parentElement.dataset.column)")
    check("contentOffsetY" in changed and "contentHeight" not in changed,
          f"mid-drag the offset is marked changed, the content height not ({changed[:6]})")
    set_slider(driver, 0)
    check(driver.execute_script("return document.querySelectorAll('#readout td.changed').length") == 0,
          "frame 0 marks nothing changed")
    groups = driver.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('#readout details')].map(d => [d.dataset.title, d.open]))")
    check(groups.get("Scroll") is True and groups.get("Checks") is False and groups.get("Alphas") is False,
          f"the readouts sit in groups that fold, the secondary ones folded ({groups})")

    # The hover names the frame and the phase.
    webdriver.ActionChains(driver).move_to_element_with_offset(
        chart_element(driver), int(driver.execute_script("return xOf(385) - chart.clientWidth / 2")), 0).perform()
    text = driver.find_element("id", "hover").text
    hovered = re.match(r"frame (\d+) · t = [0-9.]+ s · (\w+)", text)
    check(hovered is not None and abs(int(hovered.group(1)) - 385) <= 4 and hovered.group(2) == "dragging",
          f"the hover text names the frame and the phase ({text[:50]})")

    # The alphas band: one lane each, distinct colours, lanes that do not overlap.
    lanes = driver.execute_script(
        "return [...document.querySelectorAll('#chart path.lane')].map(p => { const b = p.getBBox();"
        " return [p.dataset.column, p.getAttribute('stroke'), b.y, b.y + b.height]; })")
    strokes = {lane[1] for lane in lanes}
    overlaps = [(a[0], b[0]) for a, b in zip(lanes, lanes[1:]) if b[2] < a[3] - 0.01]
    check(len(lanes) == 7 and len(strokes) == 7 and not overlaps,
          f"the alphas band has 7 lanes in 7 colours that do not overlap ({len(lanes)}, {len(strokes)}, {overlaps})")

    # Zoom: the wheel zooms around the pointer, a drag on the overview zooms to the stretch,
    # a double-click shows it all again. The first drag (0.35 s) must be readable.
    full = driver.execute_script("return xOf(72) - xOf(30)")
    driver.execute_script(
        "const r = chart.getBoundingClientRect();"
        "chart.dispatchEvent(new WheelEvent('wheel', {deltaY: -500, clientX: r.left + xOf(50), clientY: r.top + 100, bubbles: true, cancelable: true}));")
    wheel = driver.execute_script("return [view[0], view[1], xOf(72) - xOf(30)]")
    check(wheel[2] > full * 2 and wheel[0] <= 50 <= wheel[1], f"the wheel zooms around the pointer ({full:.0f} px → {wheel})")
    driver.execute_script("chart.dispatchEvent(new MouseEvent('dblclick', {bubbles: true}))")
    check(driver.execute_script("return view[0] === 0 && view[1] === COUNT - 1"), "a double-click resets the zoom")
    box = driver.execute_script("const r = overview.getBoundingClientRect(); return [r.left, r.top, r.width, r.height, overviewX(24), overviewX(110)]")
    actions = webdriver.ActionChains(driver)
    actions.move_to_element_with_offset(driver.find_element("id", "overview"), int(box[4] - box[2] / 2), 0)
    actions.click_and_hold().move_by_offset(int(box[5] - box[4]), 0).release().perform()
    drag = driver.execute_script("return [view[0], view[1], xOf(72) - xOf(30)]")
    check(drag[2] >= 200, f"a drag on the overview zooms: the first 0.35 s drag spans {drag[2]:.0f} px (was {full:.0f})")
    driver.save_screenshot(os.path.join(SHOTS, "desktop-zoomed.png"))
    driver.execute_script("overview.dispatchEvent(new MouseEvent('dblclick', {bubbles: true}))")
    check(driver.execute_script("return view[0] === 0 && view[1] === COUNT - 1"), "a double-click on the overview resets it")

    # Markers: ] and [ jump to the next and previous release, rest, refresh, tap.
    set_slider(driver, 0)
    marks = driver.execute_script("return markers")
    key(driver, "]")
    first = frame_shown(driver)[0]
    key(driver, "]")
    second = frame_shown(driver)[0]
    key(driver, "[")
    back = frame_shown(driver)[0]
    check([first, second, back] == [marks[0], marks[1], marks[0]] and first > 0,
          f"] and [ jump between markers ({[first, second, back]}, markers {marks[:3]})")
    driver.find_element("id", "next-mark").click()
    check(frame_shown(driver)[0] == marks[1], "the marker button jumps too")

    # The chart stays in view while the readouts scroll.
    driver.execute_script("document.getElementById('side').scrollTop = 2000")
    time.sleep(0.1)
    sticky = driver.execute_script(
        "const side = document.getElementById('side').getBoundingClientRect(), c = chart.getBoundingClientRect();"
        "return [document.getElementById('side').scrollTop, c.top - side.top, c.bottom <= innerHeight]")
    check(sticky[0] > 100 and 0 <= sticky[1] < 120 and sticky[2],
          f"the chart stays in view while the readouts scroll ({sticky})")
    room = driver.execute_script(
        "return Math.round(document.getElementById('side').getBoundingClientRect().bottom - document.getElementById('pane').getBoundingClientRect().bottom)")
    check(room >= 330, f"the sticky chart leaves room for the readouts at 1280x900 ({room} px)")
    # The clock beside the frame field shows its whole text at the session's longest phase.
    clipped = driver.execute_script(
        "const clock = document.getElementById('clock'), found = [];"
        "for (let p = 0; p < COUNT; p += 7) { show(p); if (clock.scrollWidth > clock.clientWidth + 1) { found.push(clock.textContent); break; } }"
        "show(0); return found;")
    check(clipped == [], f"the clock's text is never clipped ({clipped})")
    driver.execute_script("document.getElementById('side').scrollTop = 0")

    # #frame=N while playing seeks, and playing goes on from there.
    driver.find_element("id", "play").click()
    time.sleep(0.1)
    driver.execute_script("location.hash = '#frame=1500'")
    time.sleep(0.25)
    shown = frame_shown(driver)[0]
    still = driver.execute_script("return playing")
    driver.find_element("id", "play").click()
    check(1500 <= shown < 1600 and still, f"#frame=1500 while playing seeks there and plays on ({shown}, playing {still})")

    # Space after a click on a button plays; it does not press the button again.
    set_slider(driver, 300)
    driver.find_element("id", "next").click()
    clicked = frame_shown(driver)[0]
    driver.switch_to.active_element.send_keys(" ")
    time.sleep(0.15)
    playing_now = driver.execute_script("return playing")
    driver.execute_script("setPlaying(false)")
    check(clicked == 301 and playing_now, f"Space after clicking a button plays, not the button ({clicked}, playing {playing_now})")

    # After the speed menu, ← and → step frames again.
    from selenium.webdriver.support.ui import Select
    set_slider(driver, 200)
    menu = driver.find_element("id", "speed")
    menu.click()
    Select(menu).select_by_value("0.5")
    menu.send_keys(Keys.ARROW_RIGHT)
    after_menu = frame_shown(driver)[0]
    key(driver, Keys.ARROW_RIGHT)
    check(after_menu == 201 and frame_shown(driver)[0] == 202 and menu.get_attribute("value") == "0.5",
          f"after the speed menu → steps frames and keeps the speed ({after_menu}, {frame_shown(driver)[0]}, {menu.get_attribute('value')})")

    # The frame field.
    field = driver.find_element("id", "goto")
    field.clear()
    field.send_keys("777", Keys.ENTER)
    check(frame_shown(driver)[0] == 777, f"the frame field goes to frame 777 ({frame_shown(driver)[0]})")
    check(driver.execute_script("return document.getElementById('goto').value") == "777", "the field shows the frame")

    # Timing: a frame shown, the chart drawn (milliseconds, median of runs).
    timing = driver.execute_script(
        "const t = []; for (let i = 0; i < 200; i++) { const a = performance.now(); show((i * 37) % COUNT); t.push(performance.now() - a); }"
        "const c = []; for (let i = 0; i < 10; i++) { const a = performance.now(); drawChart(); c.push(performance.now() - a); }"
        "t.sort((x, y) => x - y); c.sort((x, y) => x - y); return [t[100], t[195], c[5], document.documentElement.outerHTML.length];")
    print(f"  info  a frame shown in {timing[0]:.2f} ms (95th {timing[1]:.2f} ms); the chart drawn in {timing[2]:.1f} ms;"
          f" page {os.path.getsize(path) / 1e6:.2f} MB")
    check(timing[0] < 16, f"a frame shows within a 60 Hz frame, median ({timing[0]:.2f} ms)")
    check(console_errors(driver) == [], "no console errors after inspecting, zooming, jumping and playing")


def test_landscape(path):
    print(f"browser-test: {path} (a rotation) at 1280x900")
    driver = browser(1280, 900)
    try:
        open_page(driver, path)
        before = driver.find_element("id", "screen").text
        resize = driver.execute_script("return runs[0].moments.find(m => m[1] === 'resize')[0]")
        set_slider(driver, resize + 5)
        after = driver.find_element("id", "screen").text
        check(before == "390×844 pt" and after == "844×390 pt", f"the header follows a rotation ({before} → {after})")
        # The drawing turns with the screen: the phone is as wide as it is tall in landscape, a
        # portrait phone in portrait (not drawn small in a landscape frame).
        landscape = driver.execute_script("const r = document.querySelector('.phone > svg').getBoundingClientRect(); return r.width / r.height")
        set_slider(driver, 0)
        portrait = driver.execute_script("const r = document.querySelector('.phone > svg').getBoundingClientRect(); return r.width / r.height")
        filled = driver.execute_script(
            "return document.querySelector('.phone > svg').getBoundingClientRect().height / document.getElementById('stage').getBoundingClientRect().height")
        check(abs(landscape - 844 / 390) < 0.03 and abs(portrait - 390 / 639) < 0.03 and filled > 0.9,
              f"the drawing takes each frame's screen ({portrait:.3f} portrait filling {filled:.0%} of the stage's height,"
              f" {landscape:.3f} landscape)")
        # Inspect in landscape: labels that read (the drawing is small) and do not overlap.
        set_slider(driver, resize + 5)
        key(driver, "i")
        boxes = driver.execute_script(LABEL_BOXES)
        smallest = min((b["textHeight"] for b in boxes), default=0)
        check(len(boxes) >= 8 and smallest >= 10, f"the overlay's labels read in landscape ({len(boxes)} labels, text {smallest:.1f} px high)")
        check(any(b["text"] == "placeholder title: the scenario's name" for b in boxes),
              "the inspector says the title is the scenario's name standing in (the scenario gives none)")
        overlaps = label_overlaps(driver)
        check(overlaps == [], f"no two labels overlap in landscape ({overlaps})")
        check(console_errors(driver) == [], "no console errors on the rotation page")
        driver.save_screenshot(os.path.join(SHOTS, "landscape.png"))
    finally:
        driver.quit()


def test_screen_calls(path):
    print(f"browser-test: {path} (the app screen's calls) at 1280x900")
    driver = browser(1280, 900)
    try:
        open_page(driver, path)
        position = driver.execute_script(
            "return Number(Object.keys(runs[0].events).find(p => runs[0].events[p].some(e => e[0] === 'screen')))")
        set_slider(driver, position)
        line = driver.execute_script("const l = document.querySelector('#events .ev.screen'); return l ? l.textContent : ''")
        check(line.startswith("app screen in didEndDragging: expand"), f"the frame's events show the screen's call ({line})")
        check(console_errors(driver) == [], "no console errors on the refresh page")
        driver.save_screenshot(os.path.join(SHOTS, "screen-calls.png"))
    finally:
        driver.quit()


def test_one_frame(path):
    print(f"browser-test: {path} (one frame) at 1280x900")
    driver = browser(1280, 900)
    try:
        open_page(driver, path)
        for keys in ("]", "[", "+", "-", "0", "i", Keys.ARROW_RIGHT, Keys.END):
            key(driver, keys)
        driver.execute_script(
            "chart.dispatchEvent(new WheelEvent('wheel', {deltaY: -500, clientX: 700, clientY: 300, bubbles: true, cancelable: true}));"
            "chart.dispatchEvent(new MouseEvent('dblclick', {bubbles: true}));")
        check(frame_shown(driver) == [0, 0], "a one-frame session stays at frame 0")
        check("1 frame ·" in driver.find_element("tag name", "header").text, "its header says 1 frame")
        check(console_errors(driver) == [], "no console errors with one frame, its keys, zoom and overlay")
    finally:
        driver.quit()


def chart_element(driver):
    return driver.find_element("id", "chart")


def test_compare(path):
    print(f"browser-test: {path} (compare) at 1280x900 and 390x844")
    for width, height, name in ((1280, 900, "compare-1280x900.png"), (390, 844, "compare-390x844.png")):
        driver = browser(width, height)
        try:
            open_page(driver, path, "#frame=400")
            check(console_errors(driver) == [], f"no console errors in compare mode at {width} px")
            phones = driver.execute_script(
                "return [...document.querySelectorAll('.phone svg')].map(s => s.getBoundingClientRect())"
                ".filter(r => r.width > 100 && r.height > 100).length")
            check(phones == 2, f"compare mode shows two phones at {width} px ({phones})")
            runs = driver.execute_script(
                "return new Set([...document.querySelectorAll('#chart path.series')].map(p => p.dataset.run)).size")
            check(runs == 2, "the chart draws both traces")
            overflow = driver.execute_script(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
            check(overflow <= 0, f"no horizontal overflow in compare mode at {width} px")
            if width > 700:
                test_differences(driver)
                open_page(driver, path, "#frame=400")
            driver.save_screenshot(os.path.join(SHOTS, name))
        finally:
            driver.quit()


def test_differences(driver):
    """The differences of two traces on the page: a list that seeks, a band, a Δ column."""
    items = driver.execute_script(
        "return [...document.querySelectorAll('#diffs button')].map(b => [b.textContent, b.classList.contains('differs'), Number(b.dataset.position)])")
    check(len(items) == 7 and items[0][0].startswith("first difference: frame 73"),
          f"the page lists the first difference and each rest ({len(items)}: {items[:1]})")
    check(sum(1 for item in items[1:] if item[1]) == 3, "it marks the 3 rests that differ")
    # A card says what differs, with both values (the bar's height is the same at the second rest).
    second = items[2][0]
    check("DIFFERS: offset 732.2 vs 750.2" in second and "bar height" not in second.split("DIFFERS:")[1].split("A:")[0]
          and "A: 7.60 s after 4.23 s, offset 732.2, bar 131.0 pt" in second,
          f"a card that differs names the values that differ, A's against B's ({second!r})")
    driver.find_elements("css selector", "#diffs button")[0].click()
    check(frame_shown(driver)[0] == 73, f"clicking the first difference seeks to frame 73 ({frame_shown(driver)[0]})")
    driver.find_elements("css selector", "#diffs button")[1].click()
    check(frame_shown(driver)[0] == items[1][2], "clicking a rest seeks to it")
    band = driver.execute_script("const d = document.getElementById('differs'); return d ? d.getAttribute('d').length : 0")
    check(band > 10, "the chart has a band where the traces differ")
    differs = driver.execute_script(
        "return [...document.querySelectorAll('#readout tr.differs')].map(tr => [tr.dataset.column, tr.querySelector('td.d').textContent])")
    check(any(column == "contentOffsetY" for column, _ in differs) and all(delta not in ("", "0") for _, delta in differs),
          f"the Δ column shows and highlights the rows that differ ({differs[:4]})")
    # The counters of the bar's own work are shown apart: never a red row, never the band.
    counter_rows = driver.execute_script(
        "return [...document.querySelectorAll('#readout tr.differs')].map(tr => tr.dataset.column).filter(c => COUNTERS.has(c))")
    check(counter_rows == [], f"no counter row is marked as what shows ({counter_rows})")
    only_counters = driver.execute_script("""
      const seen = runs[0].header.filter(n => !NOT_COMPARED.has(n) && !COUNTERS.has(n));
      const counted = runs[0].header.filter(n => COUNTERS.has(n));
      const found = [];
      for (let p = 0; p < Math.min(runs[0].table.length, runs[1].table.length); p++) {
        const counterDiffers = counted.some(n => differ(cell(runs[0], p, n), cell(runs[1], p, n)));
        const seenDiffers = seen.some(n => differ(cell(runs[0], p, n), cell(runs[1], p, n)));
        if (counterDiffers && !seenDiffers) found.push([p, differs[p]]);
      }
      return found;""")
    check(all(lit == 0 for _, lit in only_counters),
          f"the band stays dark where only counters differ ({len(only_counters)} such positions)")
    set_slider(driver, 0)
    check(driver.execute_script("return document.querySelectorAll('#readout tr.differs').length") == 0,
          "at frame 0 no row differs")
    set_slider(driver, 73)
    driver.save_screenshot(os.path.join(SHOTS, "compare-differences.png"))
    set_slider(driver, 110)
    driver.execute_script("document.querySelector('#readout tr.differs').scrollIntoView({block: 'center'})")
    driver.save_screenshot(os.path.join(SHOTS, "compare-delta.png"))
    driver.execute_script("document.getElementById('side').scrollTop = 0")


SCRUB = """
const slider = document.getElementById('slider');
const max = Number(slider.max);
const times = [];
for (let i = 0; i < 240; i++) {
  const t0 = performance.now();
  slider.value = Math.round((i * 7919) % 240 / 239 * max);
  slider.dispatchEvent(new Event('input', {bubbles: true}));
  document.body.getBoundingClientRect();
  document.getElementById('clock').offsetHeight;
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
return [times[120], times[Math.floor(240 * 0.95)], times[239]];
"""


def scrub_timings(driver):
    """Slider moves across the whole session, as a dragged thumb sends them, each timed from the
    input event to the end of the layout it causes: median, p95 and worst, in ms."""
    return driver.execute_script(SCRUB)


def test_long_replay(path, reference):
    """A ten-minute recording replayed (72,000 frames): the page paints first in under 2 s and
    scrubs without stutter: scrubbing costs no more than on the default session's page (20 s),
    measured in the same run (the machine's load falls on both), and no slider move takes a
    visible hitch."""
    print(f"browser-test: {path} (a ten-minute recording replayed) at 1280x900")
    driver = browser(1280, 900)
    try:
        open_page(driver, reference)
        short = scrub_timings(driver)
        started = time.time()
        driver.get("file://" + os.path.abspath(path))
        driver.execute_script("return document.readyState")
        loaded = time.time() - started
        paint = driver.execute_script(
            "const p = performance.getEntriesByType('paint').find(e => e.name === 'first-contentful-paint');"
            "return p ? p.startTime : null;")
        positions = driver.execute_script("return Number(document.getElementById('slider').max) + 1")
        check(paint is not None and paint < 2000,
              f"first paint in under 2 s: first-contentful-paint at {paint and round(paint)} ms (loaded in {loaded:.2f} s)")
        check(frame_shown(driver)[0] == 0, "opens at frame 0")
        median, p95, worst = scrub_timings(driver)
        print(f"        scrubbing 240 moves: median {median:.1f} ms, p95 {p95:.1f} ms, worst {worst:.1f} ms"
              f" (the default session's page: {short[0]:.1f} / {short[1]:.1f} / {short[2]:.1f} ms)")
        # (A loaded machine slows both pages alike: the length of the session must not show.)
        check(median <= 2 * short[0] + 5 and p95 <= 2 * short[1] + 5,
              f"scrubbing costs no more than on the short page (median {median:.1f} against {short[0]:.1f} ms,"
              f" p95 {p95:.1f} against {short[1]:.1f} ms)")
        check(worst < max(150, 2 * short[2]), f"scrubbing: no move takes a visible hitch (worst {worst:.1f} ms)")
        set_slider(driver, positions - 1)
        last = frame_shown(driver)[0]
        check(last >= 72000, f"the last slider position shows the session's end (frame {last}, {positions} positions)")
        check(console_errors(driver) == [], "no console errors after scrubbing the long session")
        driver.save_screenshot(os.path.join(SHOTS, "long-replay.png"))
    finally:
        driver.quit()

def test_checks(fails_path, waived_path, cli_path, single_path):
    """The frames that break a rule: banded, counted as the CLI counts them, named at the frame,
    reached stretch by stretch with f and ⇧F; a waived rule shown with its reason; a clean session says so."""
    print(f"browser-test: {fails_path} and {waived_path} (check failures, a waiver) at 1280x900")
    cli = open(cli_path).read()
    count = re.search(r"checks\s+FAILED on (\d+) frames", cli)
    first = re.search(r"check failed: frame (\d+) .*breaks (\w+)", cli)
    check(count is not None and first is not None, f"the CLI reports the failures ({cli.strip()[-160:]})")
    if count is None or first is None:
        return
    count, first, rule = int(count.group(1)), int(first.group(1)), first.group(2)
    driver = browser(1280, 900)
    try:
        open_page(driver, fails_path)
        box = driver.find_element("id", "checks")
        check("fails" in box.get_attribute("class") and f"{count} frames break a rule" in box.text,
              f"the checks line counts the {count} failing frames the CLI counts ({box.text!r})")
        marks = driver.execute_script(
            "return [document.querySelectorAll('#chart .fails-band').length, document.querySelectorAll('#chart .fails-strip').length,"
            " document.querySelectorAll('#chart .fail-mark').length, document.querySelectorAll('#overview .overview-fail').length,"
            " document.querySelectorAll('#fail-strip i').length]")
        check(all(m >= 1 for m in marks), f"the failing frames are banded and marked on the chart, the overview and the slider ({marks})")
        check("keeps every rule" in driver.find_element("css selector", "#checks .here").text, "frame 0 keeps every rule, and says so")
        key(driver, "f")
        shown = frame_shown(driver)[0]
        here = driver.find_element("css selector", "#checks .here").text
        check(shown == first, f"f jumps to the first failing frame, {first} ({shown})")
        check(f"frame {first} breaks {rule}:" in here and " pt apart" in here,
              f"the frame's checks name the rule and by how much it breaks ({here!r})")
        key(driver, "f")
        second = frame_shown(driver)[0]
        failing = driver.execute_script("return runs[0].failAt.has(current) && !runs[0].failAt.has(current - 1)")
        between = driver.execute_script("return Array.from({length: current - arguments[0] - 1}, (_, i) => arguments[0] + 1 + i)"
                                        ".some(p => !runs[0].failAt.has(p))", first)
        key(driver, Keys.SHIFT, "F")
        back = frame_shown(driver)[0]
        check(second > first and failing and between and back == first,
              f"f again goes to where the next failing stretch starts, ⇧F back ({first} → {second} → {back})")
        driver.find_element("id", "next-fail").click()
        check(frame_shown(driver)[0] == second, "the next-failure button jumps too")
        check(console_errors(driver) == [], "no console errors on the failing page")
        driver.save_screenshot(os.path.join(SHOTS, "check-failures.png"))

        open_page(driver, waived_path)
        box = driver.find_element("id", "checks")
        check("waives" in box.get_attribute("class") and f"waived {rule}: broken on {count} frames" in box.text
              and "floats while the bar moves" in box.text,
              f"a waived rule shows with how often it broke and why ({box.text!r})")
        marks = driver.execute_script(
            "return [document.querySelectorAll('#chart .fails-strip').length, document.querySelectorAll('#chart .waived-strip').length]")
        check(marks[0] == 0 and marks[1] >= 1, f"waived breaks are banded apart, no failure band ({marks})")
        key(driver, "f")
        check(frame_shown(driver)[0] == 0, "f finds no failure to jump to when the rule is waived")
        set_slider(driver, first)
        here = driver.find_element("css selector", "#checks .here").text
        check(f"frame {first} breaks waived {rule}" in here, f"a frame that breaks the waived rule says so ({here!r})")
        check(console_errors(driver) == [], "no console errors on the waived page")
        driver.save_screenshot(os.path.join(SHOTS, "check-waived.png"))

        open_page(driver, single_path)
        text = driver.find_element("id", "checks").text
        marks = driver.execute_script("return document.querySelectorAll('#chart .fails-strip, #fail-strip i').length")
        check(text.startswith("✓ every frame keeps every rule") and marks == 0,
              f"a session that keeps every rule says so and bands nothing ({text!r}, {marks})")
    finally:
        driver.quit()


def test_event_search(refresh_path, refused_path):
    """Every frame's events searched and filtered by kind; a match seeks; a refused call says why."""
    print(f"browser-test: {refresh_path} and {refused_path} (finding events) at 1280x900")
    driver = browser(1280, 900)
    try:
        open_page(driver, refresh_path)
        expected = driver.execute_script(
            "let n = 0, frames = 0; Object.values(runs[0].events).forEach(list => {"
            " const k = list.filter(e => e[1].includes('contentInset.top')).length; n += k; if (k) frames += 1; });"
            " return [n, frames];")
        field = driver.find_element("id", "event-filter")
        field.send_keys("contentInset.top")
        time.sleep(0.4)
        count = driver.find_element("id", "event-count").text
        lines = driver.execute_script("return [...document.querySelectorAll('#events .hit')].map(l => l.textContent)")
        check(expected[0] > 1 and count == f"{expected[0]} matches in {expected[1]} frames" and len(lines) == expected[0]
              and all("contentInset.top" in line for line in lines),
              f"a search lists every inset write of the session ({count!r}, {len(lines)} lines, expected {expected})")
        second = driver.find_elements("css selector", "#events .hit .at")[1]
        target = int(second.text.split()[1])
        second.click()
        check(frame_shown(driver)[0] == target, f"clicking a match seeks to its frame ({target}, {frame_shown(driver)[0]})")
        check(driver.execute_script("return document.querySelectorAll('#events .hit.here').length") >= 1,
              "the match at the frame shown is outlined")
        key(driver, Keys.ARROW_RIGHT)
        check(frame_shown(driver)[0] == target + 1, "the arrow keys still step frames after a click on a match")
        field.clear()
        field.send_keys(" ")
        field.send_keys(Keys.BACKSPACE)
        driver.execute_script("const s = document.getElementById('event-kind'); s.value = 'screen'; s.dispatchEvent(new Event('change'));")
        time.sleep(0.3)
        lines = driver.execute_script("return [...document.querySelectorAll('#events .hit')].map(l => l.textContent)")
        check(len(lines) >= 1 and all("app screen" in line for line in lines),
              f"the kind menu lists every app-screen call ({lines[:2]})")
        driver.execute_script("const s = document.getElementById('event-kind'); s.value = 'all'; s.dispatchEvent(new Event('change'));")
        check(driver.execute_script("return document.querySelectorAll('#events .hit').length") == 0
              and driver.find_element("id", "event-count").text == "", "all kinds and no search: the frame's events again")
        check(console_errors(driver) == [], "no console errors while finding events")
        driver.save_screenshot(os.path.join(SHOTS, "event-search.png"))

        open_page(driver, refused_path)
        driver.find_element("id", "event-filter").send_keys("refused")
        time.sleep(0.4)
        lines = driver.execute_script("return [...document.querySelectorAll('#events .hit')].map(l => l.textContent)")
        check(len(lines) == 1 and "addPanel · duplicatePanelID: panels[" in lines[0]
              and "id 'search' is used by another panel" in lines[0],
              f"a refused call says why, with the error's name ({lines})")
    finally:
        driver.quit()


def test_adjusted_inset(path):
    """Under UIKit's inset model the inspector draws the adjusted inset the content rests against,
    and the parts that make it up."""
    print(f"browser-test: {path} (UIKit's inset model) at 1280x900")
    driver = browser(1280, 900)
    try:
        open_page(driver, path)
        key(driver, "i")
        found = driver.execute_script(
            "const l = [...document.querySelectorAll('.phone g.inspect .label')].map(l => l.textContent).find(t => t.startsWith('adjusted inset'));"
            "const line = document.querySelector('.phone g.inspect line.adjusted');"
            "return [l || '', line ? Number(line.getAttribute('y1')) : null, Number(cell(runs[0], current, 'adjustedInsetTop')),"
            " Number(cell(runs[0], current, 'contentInsetTop')), -Number(cell(runs[0], current, 'contentOffsetY'))];")
        text, y, adjusted, inset, top = found
        check(text == f"adjusted inset {adjusted:g} = contentInset.top {inset:g} + system {adjusted - inset:g}" and adjusted != inset,
              f"the overlay names the adjusted inset and its parts ({text!r})")
        check(y == adjusted == top, f"the adjusted inset's line is where the content rests ({y}, content top {top})")
        check(label_overlaps(driver) == [], "no two labels overlap")
        check(console_errors(driver) == [], "no console errors on the inset model's page")
        driver.save_screenshot(os.path.join(SHOTS, "adjusted-inset.png"))
    finally:
        driver.quit()


def main():
    os.makedirs(SHOTS, exist_ok=True)
    test_single(sys.argv[1])
    if len(sys.argv) > 2:
        test_compare(sys.argv[2])
    if len(sys.argv) > 3:
        test_landscape(sys.argv[3])
    if len(sys.argv) > 4:
        test_screen_calls(sys.argv[4])
    if len(sys.argv) > 5:
        test_one_frame(sys.argv[5])
    if len(sys.argv) > 6:
        test_long_replay(sys.argv[6], sys.argv[1])
    if len(sys.argv) > 9:
        test_checks(sys.argv[7], sys.argv[8], sys.argv[9], sys.argv[1])
    if len(sys.argv) > 10:
        test_event_search(sys.argv[4], sys.argv[10])
    if len(sys.argv) > 11:
        test_adjusted_inset(sys.argv[11])
    if failures:
        print(f"browser-test: {len(failures)} checks FAILED; screenshots in {SHOTS}/")
        sys.exit(1)
    print(f"browser-test: all checks passed; screenshots in {SHOTS}/")


if __name__ == "__main__":
    main()
