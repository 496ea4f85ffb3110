#!/usr/bin/env bash
# Runs the SwiftPM command plugin on Examples/ and checks that its output lists the examples'
# findings (exit 1 from the plugin: they hold mistakes on purpose), then the build-tool plugin
# on a throwaway package. Run after `swift build` (the second part builds maskls once more, in
# the throwaway package: about 2 minutes on 2 cores).
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

# The build-tool plugin, applied to a target of a throwaway package: a warning is shown and the
# build passes; an error fails the build.
pkg="$(mktemp -d)"
trap 'rm -f "$out"; rm -rf "$pkg"' EXIT
mkdir -p "$pkg/Sources/App"
cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "PluginCheck",
  dependencies: [.package(name: "maskls", path: "$PWD")],
  targets: [.executableTarget(name: "App", plugins: [.plugin(name: "MasklsBuildToolPlugin", package: "maskls")])]
)
SWIFT
cat > "$pkg/Sources/App/main.swift" <<'SWIFT'
final class Field { var BBB_pattern = ""; var BBB_regular = "" }
let nameField = Field()
nameField.BBB_regular = "[A-z]+"
SWIFT
swift build --package-path "$pkg" >"$out" 2>&1 || { echo "check-plugins: a warning failed the build:" >&2; cat "$out" >&2; exit 1; }
grep -q "Sources/App/main.swift:3:27: warning: .*\[regex-suspicious-class\]" "$out" || {
  echo "check-plugins: the build-tool plugin did not report the warning:" >&2; cat "$out" >&2; exit 1
}
echo 'nameField.BBB_pattern = "00000"' >> "$pkg/Sources/App/main.swift"
if swift build --package-path "$pkg" >"$out" 2>&1; then
  echo "check-plugins: an error did not fail the build:" >&2; cat "$out" >&2; exit 1
fi
grep -q "Sources/App/main.swift:4:26: error: .*\[mask-no-slots\]" "$out" || {
  echo "check-plugins: the build-tool plugin did not report the error:" >&2; cat "$out" >&2; exit 1
}
echo "check-plugins: the build-tool plugin reports a warning and fails the build on an error"
