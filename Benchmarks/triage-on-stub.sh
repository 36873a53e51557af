# Sourced by Benchmarks/large-answers.sh and Benchmarks/memory-bounds.sh: a GitHub stub on
# 127.0.0.1 (large_answer_stub.py), and a triage binary pointed at it on a tmux pty at 120x40,
# in a home of its own. The script that sources it sets `bin` (the binary), `here` (this
# folder), `session_prefix` (tmux sessions are named PREFIX-PORT) and, if it needs any,
# `triage_environment` (more VAR=value words for triage's environment, as the shell reads them);
# it removes `scratch` (the home, a temporary directory made here) at the end.

scratch=$(mktemp -d)
port=$((20000 + RANDOM % 20000)) # the stub's port is the next one

start_stub() { # kind: what the stub answers (large_answer_stub.py's kinds); its log is stub.log
  port=$((port + 1))
  python3 "$here/large_answer_stub.py" "$port" "$1" 2>"$scratch/stub.log" &
  stub=$!
  for _ in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$port/user" && break; sleep 0.2; done
}

launch_triage() { # triage started on octo/app in tmux session `session`, not waited for
  session=$session_prefix-$port
  tmux new-session -d -s "$session" -x 120 -y 40 \
    "env -i HOME=$scratch TERM=xterm-256color LANG=C.UTF-8 GH_ENTERPRISE_TOKEN=stub XDG_CONFIG_HOME=$scratch/config XDG_CACHE_HOME=$scratch/cache ${triage_environment:-} $bin --api-url http://127.0.0.1:$port octo/app; sleep 30"
}

triage_pid() { # the process of the triage just launched, when it has started
  pgrep -n -f "^$bin --api-url http://127.0.0.1:$port"
}

start_triage() { # launched, `pid` set, and waited for until the list shows issue 1 (30 s at most)
  launch_triage
  sleep 0.5
  pid=$(triage_pid)
  for _ in $(seq 1 150); do tmux capture-pane -p -t "$session" | grep -q "Issue 1\|#1 " && break; sleep 0.2; done
}

quit_and_time() { # sends q and prints the milliseconds until the process `pid` has ended
  local start end
  start=$(date +%s%N)
  tmux send-keys -t "$session" q
  while kill -0 "$pid" 2>/dev/null; do sleep 0.002; done
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}

stop() { # the tmux session and the stub ended
  tmux kill-session -t "$session" 2>/dev/null
  kill "$stub" 2>/dev/null
  wait "$stub" 2>/dev/null
}
