"""Checks the navbar-sim player page in headless Chromium; see browser-test.sh."""

import os
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
        phone = driver.execute_script("return document.querySelector('.phone svg').getBoundingClientRect().width")
        check(phone >= 330, f"the phone drawing scales to the width ({phone:.0f} px)")
        driver.save_screenshot(os.path.join(SHOTS, "phone-390x844.png"))
        driver.execute_script("window.scrollTo(0, document.getElementById('keys').getBoundingClientRect().top + scrollY - 8)")
        driver.save_screenshot(os.path.join(SHOTS, "phone-390x844-chart.png"))
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
            driver.save_screenshot(os.path.join(SHOTS, name))
        finally:
            driver.quit()


def main():
    os.makedirs(SHOTS, exist_ok=True)
    test_single(sys.argv[1])
    if len(sys.argv) > 2:
        test_compare(sys.argv[2])
    if failures:
        print(f"browser-test: {len(failures)} checks FAILED; screenshots in {SHOTS}/")
        sys.exit(1)
    print(f"browser-test: all checks passed; screenshots in {SHOTS}/")


if __name__ == "__main__":
    main()
