#!/usr/bin/env bash
# Builds the DocC documentation of CollapsingNavBarCore on any platform: emits the module's
# symbol graph with SwiftPM, then runs `docc convert` with warnings (broken links) as errors.
# Output: .build/docs (static HTML archive).
set -euo pipefail
cd "$(dirname "$0")/.."

graphs=.build/symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
swift build --target CollapsingNavBarCore \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
# Keep only this module's graph (and its extensions), not those of the standard library.
find "$graphs" -name '*.symbols.json' ! -name 'CollapsingNavBarCore*' -delete

docc convert Sources/CollapsingNavBarCore/CollapsingNavBarCore.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name CollapsingNavBarCore \
  --fallback-bundle-identifier org.collapsingnavbar.core \
  --output-dir .build/docs \
  --warnings-as-errors
echo "docs: .build/docs"
