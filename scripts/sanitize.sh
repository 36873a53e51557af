#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and ThreadSanitizer.
# Too slow for every CI run (each is a cold build of everything, async-http-client included,
# about 6-10 minutes on 2 cores), so CI runs it only when asked: SANITIZE=1 .ci/run.
#
# Usage: scripts/sanitize.sh [address|thread]...   (default: both)
# Each sanitizer builds into its own scratch path (.build-asan, .build-tsan), so the normal
# debug build is untouched and later runs are incremental.
set -euo pipefail
cd "$(dirname "$0")/.."

kinds=("$@")
[ ${#kinds[@]} -eq 0 ] && kinds=(address thread)

export SNAPSHOT_TESTING_RECORD=never
# Fail on the first report, with a readable stack; leaks are checked by scripts/leakcheck.sh.
# The signal tests send SIGSEGV, SIGBUS and SIGFPE to the real binary and expect it to restore
# the terminal and die by them, so ASan must not take those signals over.
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=0:handle_segv=0:handle_sigbus=0:handle_sigfpe=0:${ASAN_OPTIONS:-}"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:handle_segv=0:handle_sigbus=0:handle_sigfpe=0:${TSAN_OPTIONS:-}"

status=0
for kind in "${kinds[@]}"; do
  case "$kind" in
    address) scratch=.build-asan ;;
    thread) scratch=.build-tsan ;;
    *) echo "sanitize: unknown sanitizer '$kind' (address or thread)" >&2; exit 64 ;;
  esac
  echo "sanitize: building and testing with --sanitize=$kind in $scratch" >&2
  log=$(mktemp)
  if swift test --sanitize="$kind" --scratch-path "$scratch" 2>&1 | tee "$log" | tail -5; then
    if grep -qE "ERROR: (AddressSanitizer|ThreadSanitizer)|WARNING: ThreadSanitizer" "$log"; then
      echo "sanitize: $kind: FAIL (sanitizer report above in the log: $log)" >&2
      status=1
    else
      echo "sanitize: $kind: PASS ($(grep -oE 'Test run with [0-9]+ tests' "$log" | tail -1))" >&2
      rm -f "$log"
    fi
  else
    echo "sanitize: $kind: FAIL (tests failed; log: $log)" >&2
    status=1
  fi
done
exit $status
