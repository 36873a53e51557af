#!/usr/bin/env bash
# Generates the manual page triage.1 from the command line's own definitions, with
# swift-argument-parser's manual generator (its generate-manual plugin), and writes it to
# OUTPUT (default .build/man/triage.1). Never edit triage.1 by hand: change the options' help
# or CommandText.manual, and run this again.
#   scripts/man.sh [OUTPUT]
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/man/triage.1}
# The debug build the tests use: the page says what the options are, the same in any build.
find .build/plugins -path '*GenerateManual*' -name triage.1 -delete 2>/dev/null || true
swift package --disable-sandbox generate-manual --configuration debug >&2
page=$(find .build/plugins -path '*GenerateManual*' -name triage.1 -print | head -n 1)
[ -n "$page" ] || { echo "man.sh: the generator wrote no triage.1" >&2; exit 1; }
mkdir -p "$(dirname "$output")"
cp "$page" "$output"
echo "$output"
