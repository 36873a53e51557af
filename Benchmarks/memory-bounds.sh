#!/usr/bin/env bash
# Peak memory, and the time from q to exit, of a triage binary on the four cases of memory
# bounded across pages and the store (decision 325), given by a GitHub stub on 127.0.0.1
# (Benchmarks/large_answer_stub.py), on a tmux pty at 120x40.
#   Benchmarks/memory-bounds.sh BINARY [CASE...]   CASE: files patchlines diff10m store
# files: a pull request's 30 pages of ~10 MiB of patches, every page fetched by moving
# through the Files part; patchlines: one patch of a million one-character lines, laid out;
# diff10m: D on a 10 MiB diff of control characters (the pager sleeps); store: a kept list
# whose row was grown to 900 MB, read at start. For each, the peak RSS (VmHWM) after the work,
# and the time from q to exit with q sent while the work is under way.
set -u
bin=$(realpath "$1")
shift
cases=("$@")
[ $# -eq 0 ] && cases=(files patchlines diff10m store)
here=$(cd "$(dirname "$0")" && pwd)

session_prefix=${SESSION_PREFIX:-memory-bounds}
. "$here/triage-on-stub.sh"
# The pager sleeps, so D's peak is measured while the diff is with it.
triage_environment="PAGER='sleep 4' XDG_STATE_HOME=$scratch/state"

open_pull() { # p lists the pull requests (the search API), Enter opens #1's page
  tmux send-keys -t "$session" p
  for _ in $(seq 1 100); do grep -q "^/search/issues" "$scratch/stub.log" && break; sleep 0.1; done
  sleep 1
  tmux send-keys -t "$session" Enter
  for _ in $(seq 1 150); do grep -q "^/repos/octo/app/pulls/1/reviews" "$scratch/stub.log" && break; sleep 0.1; done
  sleep 1
}

work() { # case: the work whose peak is measured
  case "$1" in
  files)
    tmux send-keys -t "$session" 2
    for _ in $(seq 1 60); do
      tmux send-keys -t "$session" G
      sleep 0.5
      grep -q "page=30" "$scratch/stub.log" && break
    done
    sleep 3 ;;
  patchlines)
    tmux send-keys -t "$session" 2
    sleep 3
    tmux send-keys -t "$session" G
    sleep 3 ;;
  diff10m)
    tmux send-keys -t "$session" D
    sleep 6 ;;
  esac
}

grow_store() { # the kept list's row made 900 MB
  sqlite3 "$(ls "$scratch"/cache/triage/store-*.sqlite | head -1)" \
    "UPDATE listRow SET payload = zeroblob(900000000);" 2>&1
}

for case in "${cases[@]}"; do
  rm -rf "$scratch/cache" "$scratch/state"
  kind=$case
  [ "$case" = store ] && kind=small
  start_stub "$kind"
  start_triage
  if [ "$case" = store ]; then
    quit_and_time >/dev/null
    stop
    grow_store
    start_stub small
    start_triage
    sleep 2
  else
    open_pull
    work "$case"
  fi
  hwm=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
  quit_and_time >/dev/null
  stop

  # The same again, with q sent while the work is under way.
  rm -rf "$scratch/state"
  if [ "$case" = store ]; then
    # Grown again (a build that drops it has), then q while the start reads it.
    grow_store >/dev/null
    start_stub small
    launch_triage
    for _ in $(seq 1 500); do pid=$(triage_pid) && break; sleep 0.002; done
    sleep 0.1
  else
    rm -rf "$scratch/cache"
    start_stub "$kind"
    start_triage
    open_pull
    case "$case" in
    files | patchlines) tmux send-keys -t "$session" 2; sleep 0.3 ;;
    diff10m) : >"$scratch/stub.log"; tmux send-keys -t "$session" D; sleep 0.3 ;;
    esac
  fi
  ms=$(quit_and_time)
  stop
  echo "$case: peak RSS $((hwm / 1024)) MiB; q during the work: exit in $ms ms"
done
rm -rf "$scratch"
