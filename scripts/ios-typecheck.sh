#!/usr/bin/env bash
# scripts/ios-typecheck.sh [--extras]: the iOS type-check of the package (../shared/ios-typecheck's
# check.sh, and check-extras.sh with --extras) with the declarations of iOS APIs newer than the
# harness's SDK that the package uses (scripts/ios-typecheck/*.swift, each `@available` as Apple
# documents it) visible in every file, so a use outside `if #available` is an error.
# Needs TC_HOME (the harness rebuild.sh built); TC_VIEW_MAINACTOR=1 passes through.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
harness=${TC_SCRIPTS:-$root/../shared/ios-typecheck}
H=${TC_HOME:?set TC_HOME to the harness folder rebuild.sh built}
[ -x "$H/tc" ] || { echo "no harness at $H"; exit 2; }
shadow=$(mktemp -d)
trap 'rm -rf "$shadow"' EXIT
# A harness folder like TC_HOME whose tc imports the declarations into every file it checks.
for entry in "$H"/*; do ln -s "$entry" "$shadow/$(basename "$entry")"; done
rm "$shadow/tc"
mkdir "$shadow/newer"
TC_EMIT_MODULE="$shadow/newer/CNBNewerAPIs.swiftmodule" "$H/tc" -swift-version 6 -parse-as-library \
  -module-name CNBNewerAPIs "$root"/scripts/ios-typecheck/*.swift >"$shadow/newer.log" 2>&1 \
  || { echo "the newer declarations do not build: $(grep -m1 error: "$shadow/newer.log")"; exit 1; }
cat >"$shadow/tc" <<WRAP
#!/usr/bin/env bash
exec "$H/tc" -I "$shadow/newer" -Xfrontend -import-module -Xfrontend CNBNewerAPIs "\$@"
WRAP
chmod +x "$shadow/tc"
TC_HOME="$shadow" bash "$harness/check.sh" "$root" || exit 1
if [ "${1:-}" = --extras ]; then TC_HOME="$shadow" bash "$harness/check-extras.sh" "$root" || exit 1; fi
