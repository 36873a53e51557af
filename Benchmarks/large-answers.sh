#!/usr/bin/env bash
# Peak memory, and the time from q to exit, of a triage binary given one large answer by a
# GitHub stub on 127.0.0.1 (Benchmarks/large_answer_stub.py), on a tmux pty at 120x40
# (decisions 185 and 186).
#   Benchmarks/large-answers.sh BINARY [KIND...]   KIND: body10m table rows small (default: all)
# For each kind: the peak RSS (VmHWM) once the answer is on screen, and the time from q to exit
# when q is sent just after the issue's request reached the stub.
set -u
bin=$(realpath "$1")
shift
kinds=("$@")
[ $# -eq 0 ] && kinds=(body10m table rows small)
here=$(cd "$(dirname "$0")" && pwd)

session_prefix=large-answers
. "$here/triage-on-stub.sh"

for kind in "${kinds[@]}"; do
  start_stub "$kind"
  start_triage
  if [ "$kind" != rows ]; then
    tmux send-keys -t "$session" Enter
    for _ in $(seq 1 300); do tmux capture-pane -p -t "$session" | grep -q "opened" && break; sleep 0.2; done
    sleep 1
    tmux send-keys -t "$session" G
    sleep 2
  fi
  hwm=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
  quit_and_time >/dev/null
  stop
  if [ "$kind" = rows ]; then
    echo "$kind: peak RSS $((hwm / 1024)) MiB"
    continue
  fi
  start_stub "$kind"
  start_triage
  : >"$scratch/stub.log"
  tmux send-keys -t "$session" Enter
  for _ in $(seq 1 400); do grep -q "^/repos/octo/app/issues/1$" "$scratch/stub.log" && break; sleep 0.005; done
  sleep 0.05
  ms=$(quit_and_time)
  stop
  echo "$kind: peak RSS $((hwm / 1024)) MiB; q 50 ms after the issue was asked for: exit in $ms ms"
done
rm -rf "$scratch"
