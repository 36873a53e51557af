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
scratch=$(mktemp -d)
port=$((20000 + RANDOM % 20000))

start_stub() { # kind
  port=$((port + 1))
  python3 "$here/large_answer_stub.py" "$port" "$1" 2>"$scratch/stub.log" &
  stub=$!
  for _ in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$port/user" && break; sleep 0.2; done
}

start_triage() {
  session=large-answers-$port
  tmux new-session -d -s "$session" -x 120 -y 40 \
    "env -i HOME=$scratch TERM=xterm-256color LANG=C.UTF-8 GH_ENTERPRISE_TOKEN=stub XDG_CONFIG_HOME=$scratch/config XDG_CACHE_HOME=$scratch/cache $bin --api-url http://127.0.0.1:$port octo/app; sleep 30"
  sleep 0.5
  pid=$(pgrep -n -f "^$bin --api-url http://127.0.0.1:$port")
  for _ in $(seq 1 100); do tmux capture-pane -p -t "$session" | grep -q "Issue 1\|#1 " && break; sleep 0.2; done
}

quit_and_time() {
  local start end
  start=$(date +%s%N)
  tmux send-keys -t "$session" q
  while kill -0 "$pid" 2>/dev/null; do sleep 0.002; done
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}

stop() {
  tmux kill-session -t "$session" 2>/dev/null
  kill "$stub"
  wait "$stub" 2>/dev/null
}

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
