#!/usr/bin/env bash
# By hand, not in CI: fetches the official SARIF 2.1.0 JSON schema (OASIS; not kept in this
# repository) and validates `maskls lint Examples --format sarif` against it. The tests
# validate against Tests/Schemas/sarif-2.1.0-subset.schema.json, and against the official
# schema as well when MASKLS_SARIF_SCHEMA names it:
#   scripts/fetch-sarif-schema.sh /tmp/sarif && MASKLS_SARIF_SCHEMA=/tmp/sarif/sarif-schema-2.1.0.json swift test --filter OutputFormatTests
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:-/tmp/sarif}"
mkdir -p "$dir"
schema="$dir/sarif-schema-2.1.0.json"
[ -s "$schema" ] || curl -fsSL -o "$schema" \
  https://raw.githubusercontent.com/oasis-tcs/sarif-spec/main/sarif-2.1/schema/sarif-schema-2.1.0.json
report="$dir/examples.sarif"
swift run -q maskls lint Examples --format sarif --output-file "$report" || [ $? -eq 1 ]
python3 scripts/validate-json.py "$schema" "$report"
echo "valid: $report against $schema"
