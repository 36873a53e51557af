#!/usr/bin/env bash
# Checks the generated manual page: `man -l` renders it, and it names every option the command
# line has (read from the binary's own definitions, --experimental-dump-help), the files, the
# environment and the exit codes. Needs man-db (Debian: man-db, groff-base).
#   scripts/test-man.sh [TRIAGE_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-"$(swift build --show-bin-path)/triage"}
page=$(scripts/man.sh "$(mktemp -d)/triage.1")
rendered=$(MANWIDTH=200 man -l "$page" 2>/dev/null | col -b)
[ -n "$rendered" ] || { echo "test-man: man -l rendered nothing" >&2; exit 1; }
fail=0
options=$("$binary" --experimental-dump-help | python3 -c '
import json, sys
tool = json.load(sys.stdin)
for argument in tool["command"].get("arguments", []):
    for name in argument.get("names", []):
        if name["kind"] == "long":
            print("--" + name["name"])
')
[ -n "$options" ] || { echo "test-man: no options in the dump" >&2; exit 1; }
for word in $options NAME SYNOPSIS DESCRIPTION config.yml TRIAGE_CONFIG .triage.yml \
  triage.log XDG_CACHE_HOME "Exit codes"; do
  if ! grep -qF -- "$word" <<<"$rendered"; then
    echo "test-man: the page lacks $word" >&2
    fail=1
  fi
done
if ((fail)); then exit 1; fi
echo "test-man: triage.1 renders with every option ($(wc -w <<<"$options") of them)"
