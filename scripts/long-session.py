"""Writes a ten-minute scenario (72,000 frames at 120 Hz) of a person reading an inbox: drags,
flings and slow releases, rests, pulls to refresh, status-bar taps and a rotation now and then.
The browser test records it (navbar-sim --record) and replays the recording (--replay)."""

import json
import sys

steps = []
time = 0.0
cycle = 0
while time < 590:
    cycle += 1
    steps += [{"drag": {"by": 180, "duration": 0.4}}, {"release": {"velocity": 1.6}}, {"wait": 2.5}]
    steps += [{"drag": {"by": 90, "duration": 0.3}}, {"release": {"velocity": 0.1}}, {"wait": 1.2}]
    steps += [{"drag": {"by": -240, "duration": 0.4}}, {"release": {"velocity": -2.0}}, {"wait": 2.5}]
    time += 0.4 + 2.5 + 0.3 + 1.2 + 0.4 + 2.5 + 3 / 120
    if cycle % 4 == 0:
        steps += [{"tapStatusBar": {}}, {"wait": 1.5}, {"pullToRefresh": {"duration": 0.6}}, {"wait": 1.0},
                  {"endRefreshing": {}}, {"wait": 1.0}]
        time += 1.5 + 0.6 + 1.0 + 1.0 + 2 / 120 + 1 / 120 + 1 / 120
    if cycle % 9 == 0:
        steps += [{"resize": {"width": 844, "height": 390, "safeAreaTop": 0}}, {"wait": 1.0},
                  {"resize": {"width": 390, "height": 844, "safeAreaTop": 47}}, {"wait": 1.0}]
        time += 2.0 + 2 / 120
# The last stretch: a rest up to 599.5 s, then a fling that comes to rest after it (the recording
# then spans at least 600 s: 72,000 frames).
steps += [{"wait": round(599.5 - time, 3)}, {"drag": {"by": 120, "duration": 0.2}}, {"release": {"velocity": 1.2}}]
scenario = {
    "name": "Ten minutes of an inbox",
    "containers": [{"contentHeight": 20000, "insetAdjustment": "automatic", "safeArea": {"top": 47, "bottom": 34}}],
    "script": steps,
}
json.dump(scenario, open(sys.argv[1], "w"), indent=0)
