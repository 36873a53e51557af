#!/usr/bin/env bash
# Fails when scripts/startup.order has gone stale for BINARY: fewer than 97% of its names are
# defined in the binary. The linker skips a name it doesn't find without a word, so code that
# moved (a mangled name carries its module) or was renamed is laid out wherever it falls, and
# start-up touches more pages: the split into feature targets left 1,208 of 4,960 functions
# unmatched (7% of the file's names) and cost 2 MB of resident code. The fix is
# scripts/startup-order.sh, which takes about four minutes.
# Usage: scripts/check-startup-order.sh BINARY   (the release build, with its symbols)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ne 1 ] || [ ! -f "$1" ]; then
  echo "usage: scripts/check-startup-order.sh BINARY" >&2
  exit 64
fi
threshold=97
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Names may hold spaces (`symbolic _____ 9TriageApp5ThemeV`): everything after the type letter.
nm --defined-only "$1" | sed -E 's/^[0-9a-f]* *[A-Za-z] //' | LC_ALL=C sort -u >"$work/defined"
LC_ALL=C sort -u scripts/startup.order >"$work/listed"
listed=$(wc -l <"$work/listed")
found=$(LC_ALL=C comm -12 "$work/listed" "$work/defined" | wc -l)
if [ "$listed" -eq 0 ] || [ $((found * 100)) -lt $((listed * threshold)) ]; then
  echo "check-startup-order: $found of $listed names in scripts/startup.order are in $1," \
    "under $threshold%: regenerate it with scripts/startup-order.sh" >&2
  exit 1
fi
echo "check-startup-order: $found of $listed names in scripts/startup.order are in the binary"
