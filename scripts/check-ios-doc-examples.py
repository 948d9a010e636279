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

# The Texture module, as check.sh emits it (no package name, as its podspec builds it).
texture = os.path.join(modules, "CollapsingNavBarTexture.swiftmodule")
if not os.path.exists(texture):
    sources = sorted(glob.glob("Sources/CollapsingNavBarTexture/**/*.swift", recursive=True))
    subprocess.run([os.path.join(home, "tc"), "-parse-as-library", "-module-name", "CollapsingNavBarTexture", "-I", modules]
                   + sources, env=dict(os.environ, TC_EMIT_MODULE=texture), capture_output=True)

IMPORTS = "import UIKit\nimport SwiftUI\nimport CollapsingNavBarCore\nimport CollapsingNavBar\nimport CollapsingNavBarSwiftUI\n"
work = tempfile.mkdtemp(prefix="ios-doc-examples-")


def check(example):
    place, code = example
    # A package manifest's lines are SwiftPM's, not the app's: not checked here.
    if "PackageDescription" in code or code.lstrip().startswith(".package("):
        return place, None
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
skipped = [place for place, errors in results if errors is None]
failing = [(place, errors) for place, errors in results if errors]
for place, errors in failing:
    print(place)
    for error in errors[:3]:
        print("   ", error.split("error:", 1)[1].strip()[:160])
for place in skipped:
    print(f"{place}: a package manifest, not checked")
print(f"ios doc examples: {len(examples) - len(skipped)} checked, {len(failing)} fail, {len(skipped)} manifests left out")
sys.exit(1 if failing else 0)
