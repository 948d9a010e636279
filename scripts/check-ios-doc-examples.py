#!/usr/bin/env python3
"""Type-checks every Swift example of the UIKit, SwiftUI and Texture documentation against the
iOS SDK, as a reader would paste it: a file of its own importing UIKit, SwiftUI and the package's
modules. The examples are the `swift` blocks of README.md, docs/*.md and the doc comments of
Sources/CollapsingNavBar, CollapsingNavBarSwiftUI and CollapsingNavBarTexture (the engine's and
the simulator's are checked by `swift test`, DocumentationSwiftExamplesTests).

Needs the iOS type-check harness (../shared/ios-typecheck, TC_HOME set) and the library modules
it emits: run check-extras.sh first and pass its work folder (EXTRAS_WORK) as the argument.

Usage: TC_HOME=… scripts/check-ios-doc-examples.py EXTRAS_WORK
Last line: ios doc examples: N checked, M fail
"""
import glob
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(root)
home = os.environ.get("TC_HOME")
if not home or len(sys.argv) < 2:
    sys.exit("usage: TC_HOME=… scripts/check-ios-doc-examples.py EXTRAS_WORK (check-extras.sh's work folder)")
modules = os.path.join(sys.argv[1], "mods")

examples = []


def markdown(path):
    current, start, indent = None, 0, 0
    for number, line in enumerate(open(path).read().split("\n"), 1):
        stripped = line.strip()
        if current is None and stripped == "```swift":
            current, start, indent = [], number + 1, len(line) - len(line.lstrip())
        elif current is not None and stripped == "```":
            examples.append((f"{path}:{start}", "\n".join(l[indent:] for l in current)))
            current = None
        elif current is not None:
            current.append(line)


def comments(path):
    current, start = None, 0
    for number, line in enumerate(open(path).read().split("\n"), 1):
        stripped = line.strip()
        if not stripped.startswith("///"):
            current = None
            continue
        body = stripped[3:]
        body = body[1:] if body.startswith(" ") else body
        if current is None and body == "```swift":
            current, start = [], number + 1
        elif current is not None and body == "```":
            examples.append((f"{path}:{start}", "\n".join(current)))
            current = None
        elif current is not None:
            current.append(body)


for path in ["README.md"] + sorted(glob.glob("docs/*.md")):
    markdown(path)
for module in ("CollapsingNavBar", "CollapsingNavBarSwiftUI", "CollapsingNavBarTexture"):
    for path in sorted(glob.glob(f"Sources/{module}/**/*.swift", recursive=True)):
        comments(path)
    for path in sorted(glob.glob(f"Sources/{module}/*.docc/*.md")):
        markdown(path)

IMPORTS = "import UIKit\nimport SwiftUI\nimport CollapsingNavBarCore\nimport CollapsingNavBar\nimport CollapsingNavBarSwiftUI\n"
work = tempfile.mkdtemp(prefix="ios-doc-examples-")


def check(example):
    place, code = example
    name = re.sub(r"[^A-Za-z0-9]", "_", place)
    path = os.path.join(work, name + ".swift")
    # An example that declares an app (@main) or only declarations is a library file.
    library = "@main" in code or not re.search(r"^(let|var|try|if|for|bar\.|[a-z]\w*\()", code, re.M)
    with open(path, "w") as f:
        f.write(IMPORTS + code + "\n")
    env = dict(os.environ, TC_TARGET="arm64-apple-ios17.0", TC_IOS18_STUBS="1")
    args = [os.path.join(home, "tc"), "-swift-version", "6", "-I", modules] + (["-parse-as-library"] if library else []) + [path]
    result = subprocess.run(args, capture_output=True, text=True, env=env)
    errors = [l for l in (result.stdout + result.stderr).split("\n") if ": error:" in l]
    return place, errors


with ThreadPoolExecutor(2) as pool:
    results = list(pool.map(check, examples))
failing = [(place, errors) for place, errors in results if errors]
for place, errors in failing:
    print(place)
    for error in errors[:3]:
        print("   ", error.split("error:", 1)[1].strip()[:160])
print(f"ios doc examples: {len(examples)} checked, {len(failing)} fail")
sys.exit(1 if failing else 0)
