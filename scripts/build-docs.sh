#!/usr/bin/env bash
# Builds the DocC documentation of CollapsingNavBarCore on any platform: emits the module's
# public symbol graph with SwiftPM, then converts the catalog with warnings (broken links) as
# errors. Output: .build/docs (a static documentation archive).
set -euo pipefail
cd "$(dirname "$0")/.."

graphs=.build/docs-symbol-graphs
rm -rf "$graphs" .build/docs
mkdir -p "$graphs"
# Emit every module's public symbol graph, then keep only this module's and its extensions'.
swift package dump-symbol-graph --minimum-access-level public >/dev/null
cp .build/*/symbolgraph/CollapsingNavBarCore*.symbols.json "$graphs"/

docc convert Sources/CollapsingNavBarCore/CollapsingNavBarCore.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name CollapsingNavBarCore \
  --fallback-bundle-identifier org.collapsingnavbar.core \
  --output-dir .build/docs \
  --warnings-as-errors
echo "docs: .build/docs"
