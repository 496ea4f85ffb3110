#!/usr/bin/env bash
# Runs the SwiftPM command plugin on Examples/ and checks that its output lists the examples'
# findings (exit 1 from the plugin: they hold mistakes on purpose). Run after `swift build`.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
status=0
swift package plugin maskls-lint --format xcode Examples >"$out" 2>&1 || status=$?
if [ "$status" = 0 ]; then
  echo "check-plugins: the plugin passed on Examples/, which hold errors" >&2; cat "$out" >&2; exit 1
fi
for rule in mask-no-slots regex-syntax conflict-duplicate; do
  grep -q "Examples/.*: error: .*\[$rule\]\|Examples/.*: warning: .*\[$rule\]" "$out" || {
    echo "check-plugins: no [$rule] finding in the plugin's output:" >&2; cat "$out" >&2; exit 1
  }
done
grep -q "maskls found errors" "$out" || { echo "check-plugins: the plugin did not say why it failed" >&2; cat "$out" >&2; exit 1; }
echo "check-plugins: swift package maskls-lint Examples lists $(grep -c 'Examples/.*: \(error\|warning\|note\):' "$out") findings and notes"
