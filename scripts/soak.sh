#!/usr/bin/env bash
# Soak test (not run in CI): drives the release binary on the demo backend in a private tmux
# server for N minutes with seeded random keys, resizes (down to 1×1) and offline toggles,
# samples the RSS every few seconds, and fails on a crash, an unexpected exit, a quit that
# does not exit 0, or RSS growth beyond a bound over the level reached after a warm-up.
#
# Usage: scripts/soak.sh [--minutes N] [--binary PATH] [--seed S] [--max-growth-mb M]
#   --minutes N        how long to run (default 10; env SOAK_MINUTES)
#   --binary PATH      binary to run; skips the build (env SOAK_BINARY; default: builds
#                      `swift build -c release --product triage` and runs that)
#   --seed S           seed of the random actions, 0-32767 (env SOAK_SEED; default: random);
#                      the same seed replays the same actions (timing still varies)
#   --max-growth-mb M  allowed growth over the warm-up peak, in MB (default 20; env SOAK_MAX_GROWTH_MB)
# Watch a run with the `tmux -S ... attach` line it prints. Exits 0 on PASS, 1 on FAIL.
set -euo pipefail
cd "$(dirname "$0")/.."

minutes=${SOAK_MINUTES:-10} bin=${SOAK_BINARY:-} seed=${SOAK_SEED:-$((($$ + $(date +%s)) % 32768))}
max_growth_mb=${SOAK_MAX_GROWTH_MB:-20} interval=5
while [ $# -gt 0 ]; do
  case $1 in
    --minutes) minutes=$2; shift 2 ;;
    --binary) bin=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --max-growth-mb) max_growth_mb=$2; shift 2 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "soak: unknown argument: $1 (see --help)" >&2; exit 64 ;;
  esac
done
for n in "$minutes" "$seed" "$max_growth_mb"; do
  [[ $n =~ ^[0-9]+$ ]] || { echo "soak: not a whole number: $n" >&2; exit 64; }
done
if [ -z "$bin" ]; then
  swift build -c release --product triage
  bin="$(swift build -c release --show-bin-path)/triage"
fi
command -v tmux >/dev/null || { echo "soak: tmux is needed (apt-get install tmux)" >&2; exit 1; }
bin=$(realpath "$bin")
[ -x "$bin" ] || { echo "soak: not an executable: $bin" >&2; exit 64; }

work=$(mktemp -d) name="triage-soak-$$"
tm() { tmux -S "$work/tmux.sock" "$@"; } # a private server: nothing else's sessions are touched
cleanup() { tm kill-session -t "$name" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
pane() { tm capture-pane -p -t "$name" 2>/dev/null || true; }
mb() { printf '%d.%d' $(($1 / 1024)) $(($1 % 1024 * 10 / 1024)); }
fail() {
  echo "soak: FAIL (seed $seed): $*"
  [ -f "$work/status" ] && echo "exit status: $(cat "$work/status")"
  echo "--- stderr (first 40 lines) ---"; head -n 40 "$work/stderr" 2>/dev/null || true
  echo "--- log (last 40 lines) ---"; tail -n 40 "$work/triage.log" 2>/dev/null || true
  echo "--- pane ---"; pane
  exit 1
}

# triage's stderr goes to a file, so a Swift backtrace lands there; the pane stays after it exits.
cat >"$work/run" <<EOF
#!/bin/sh
"$bin" --demo --demo-latency 50 --log-file "$work/triage.log" 2>"$work/stderr"
echo \$? >"$work/status"
exec sleep 100000
EOF
chmod +x "$work/run"
tm new-session -d -s "$name" -x 80 -y 24 \
  "env LANG=C.UTF-8 TERM=tmux-256color SWIFT_BACKTRACE=interactive=no $work/run"
echo "soak: $bin, ${minutes} min, seed $seed, max growth ${max_growth_mb} MB"
echo "soak: watch with: tmux -S $work/tmux.sock attach -t $name"
shell=$(tm display -p -t "$name" '#{pane_pid}') pid=
for _ in $(seq 1 100); do
  pid=$(pgrep -P "$shell" -x "$(basename "$bin" | cut -c1-15)" || true)
  [ -n "$pid" ] && break
  sleep 0.05
done
[ -n "$pid" ] || fail "triage did not start"
sleep 1 # the first frame

RANDOM=$seed
keys=(Down Down Down Up Up j k NPage PPage Home End Enter Enter Enter Escape r s p Tab '?' O f e b d)
repos=(demo/busy demo/flaky demo/missing demo/limited demo/empty demo/garbled demo/slow demo/disabled demo/nope)
tiny=(1x1 5x3 2x1 1x40 200x1 19x4 20x5 10x2)
garbage_chars='abcdefghijklmnprstuvwxyzABCDEFGHIJKLMNOPRSTUVWYZ0123456789 !"#$%&()*+,-.<=>?@[]^_`{|}~/'
act() {
  local roll=$((RANDOM % 100)) text='' i
  if [ $roll -lt 3 ]; then # resize: a random size, or one of the tiny ones
    if [ $((RANDOM % 3)) = 0 ]; then local wh=${tiny[RANDOM % ${#tiny[@]}]}
    else local wh="$((RANDOM % 200 + 1))x$((RANDOM % 60 + 1))"; fi
    tm resize-window -t "$name" -x "${wh%x*}" -y "${wh#*x}"; resizes=$((resizes + 1))
  elif [ $roll -lt 5 ]; then # a burst of printable garbage (never q Q X o: quit, sign out, browser)
    for ((i = RANDOM % 20 + 1; i > 0; i--)); do text+=${garbage_chars:RANDOM % ${#garbage_chars}:1}; done
    tm send-keys -t "$name" -l -- "$text"
  elif [ $roll -lt 7 ]; then # a bracketed paste of anything printable: never taken for commands
    local pasted="${garbage_chars}qQXo;"
    for ((i = RANDOM % 200 + 1; i > 0; i--)); do text+=${pasted:RANDOM % ${#pasted}:1}; done
    tm set-buffer -- "$text"; tm paste-buffer -p -t "$name"
  elif [ $roll -lt 9 ]; then # go to a repository; typed only into the prompt ("o" opens a browser)
    local repo=${repos[RANDOM % ${#repos[@]}]}
    tm send-keys -t "$name" :; sleep 0.05
    if pane | grep -q 'Go to'; then tm send-keys -t "$name" -l -- "$repo"; tm send-keys -t "$name" Enter; fi
  else
    tm send-keys -t "$name" "${keys[RANDOM % ${#keys[@]}]}"
  fi
  actions=$((actions + 1))
}

start=$SECONDS end=$((SECONDS + minutes * 60)) next=$SECONDS
warmup=$((minutes >= 4 ? 60 : minutes * 15)) # the warm-up peak is the baseline
actions=0 resizes=0 signins=0 samples=0 first=0 base=0 peak=0 rss=0
printf '  %6s  %8s\n' time 'RSS MB'
while :; do
  if [ $SECONDS -ge $next ]; then
    [ -f "$work/status" ] && fail "triage exited during the soak after ${actions} actions"
    rss=$(awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status" 2>/dev/null) || fail "triage (pid $pid) is gone"
    [ -n "$rss" ] || fail "triage (pid $pid) is gone"
    t=$((SECONDS - start)) samples=$((samples + 1))
    [ $samples = 1 ] && first=$rss
    [ "$rss" -gt "$peak" ] && peak=$rss
    printf '  %5ss  %8s\n' "$t" "$(mb "$rss")"
    if [ $t -le $warmup ]; then base=$peak
    elif [ "$rss" -gt $((base + max_growth_mb * 1024)) ]; then
      fail "RSS $(mb "$rss") MB at ${t}s is more than ${max_growth_mb} MB over the warm-up peak $(mb "$base") MB"
    fi
    if pane | grep -q 'Sign in with a GitHub'; then # a 401 fault signed us out: sign in again
      tm send-keys -t "$name" Escape C-u; tm send-keys -t "$name" -l demo; tm send-keys -t "$name" Enter
      signins=$((signins + 1))
    fi
    next=$((next + interval))
  fi
  [ $SECONDS -ge $end ] && break
  [ -f "$work/status" ] && fail "triage exited during the soak after ${actions} actions"
  act
  sleep 0.05
done

# Quit: back to a sane size, close overlays and prompts, then q (Ctrl-C on sign-in, where q types).
tm resize-window -t "$name" -x 80 -y 24
for _ in $(seq 1 10); do
  [ -f "$work/status" ] && break
  tm send-keys -t "$name" Escape; sleep 0.2; tm send-keys -t "$name" Escape; sleep 0.5
  if pane | grep -q 'Sign in with a GitHub'; then tm send-keys -t "$name" C-c; else tm send-keys -t "$name" q; fi
  for _ in $(seq 1 20); do [ -f "$work/status" ] && break; sleep 0.1; done
done
[ -f "$work/status" ] || fail "triage did not quit on q (10 tries)"
status=$(cat "$work/status")
[ "$status" = 0 ] || fail "triage exited $status on quit"
if grep -qE 'Fatal error|Program crashed|Backtrac' "$work/stderr" "$work/triage.log"; then
  fail "a crash report in stderr or the log"
fi
[ -s "$work/stderr" ] && { echo "soak: note: stderr was not empty:"; head -n 20 "$work/stderr"; }
echo "soak: ${actions} actions, ${resizes} resizes, ${signins} sign-ins again, ${samples} samples"
echo "soak: RSS start $(mb "$first") MB, after warm-up (${warmup}s peak) $(mb "$base") MB," \
  "peak $(mb "$peak") MB, final $(mb "$rss") MB"
echo "soak: PASS (seed $seed): ${minutes} min, growth $(mb $((peak > base ? peak - base : 0))) MB" \
  "over the warm-up peak (bound ${max_growth_mb} MB), quit with status 0"
