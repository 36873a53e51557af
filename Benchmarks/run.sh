#!/usr/bin/env bash
# Builds release, runs the in-process benchmark suite, then measures the real binary and its
# peers (plain C ncursesw, tui-rs, Bubble Tea, urwid) side by side in one run in a
# pseudo-terminal (../shared/bench/tui_bench.py), and prints markdown tables: the in-process
# medians, and Triage beside the peers with the ratios against tui-rs and C and whether each goal
# is met. tui-rs and Bubble Tea are built offline from Debian's packages by
# ../shared/bench/peers/build-peers.sh (apt-get, so root or sudo); PEERS=DIR reuses a build.
# Usage: Benchmarks/run.sh   (set TRIAGE_SHARED_DIR if ../shared is elsewhere; RUNS=5 by default;
# SUITE=no leaves out what needs the in-process suite, whose release build is the longest part)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
shared=${TRIAGE_SHARED_DIR:-$root/../shared}
runs=${RUNS:-5}
with_suite=${SUITE:-yes}
# The peers and the pseudo-terminal harness are not part of the clone: say what is needed.
for needed in bench/tui_bench.py bench/peers/ncurses_list.c bench/peers/urwid_list.py \
  bench/peers/build-peers.sh; do
  if [ ! -f "$shared/$needed" ]; then
    echo "Benchmarks/run.sh needs $shared/$needed (the shared benchmark harness and peers)." >&2
    echo "Put the shared directory beside the clone, or set TRIAGE_SHARED_DIR to it." >&2
    echo "The in-process suite alone runs without it: (cd Benchmarks && swift run -c release)." >&2
    exit 2
  fi
done
# Each run waits (at most 5 s) for the host to be quiet, so a stray job doesn't skew one program.
quiet=(--wait-quiet 5)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "building (release, static Swift runtime, as shipped)…" >&2
# The measured binary is the one scripts/install.sh builds and installs (docs/decisions).
bin="$(scripts/install.sh --build-only)"
# SwiftPM doesn't see a file added to the root package through the `triage` symlink and would
# build from its old plan; dropping the plan makes it plan again (the built objects are kept).
suite=
if [ "$with_suite" != no ]; then
  rm -f Benchmarks/.build/release.yaml
  (cd Benchmarks && swift build -c release >&2)
  suite="$(cd Benchmarks && swift build -c release --show-bin-path)/TriageBenchmarks"
fi
python3 -c "import pyte" 2>/dev/null || pip install --quiet pyte >&2
python3 -c "import urwid" 2>/dev/null || pip install --quiet urwid >&2 || true
# A peer that can't be built (no compiler, no apt) is reported in the table, not fatal.
gcc -O2 -o "$work/ncurses_list" "$shared/bench/peers/ncurses_list.c" -lncursesw \
  2>"$work/c.why" || echo "not built (gcc: see the run's stderr)" >"$work/c.why"
peers=${PEERS:-}
if [ -z "$peers" ] || [ ! -x "$peers/tui_list" ] || [ ! -x "$peers/bubbletea_list" ]; then
  echo "building the tui-rs and Bubble Tea peers (offline, Debian's packages)…" >&2
  mkdir -p "$work/peers"
  OUT="$work/peers" bash "$shared/bench/peers/build-peers.sh" >/dev/null 2>"$work/peers.err" ||
    tail -5 "$work/peers.err" >&2
  peers="$work/peers"
fi

if [ -n "$suite" ]; then
  echo "## In process (release build; median and p90 of 21 batches)"
  echo
  "$suite" "$root/Tests/Fixtures/octokit/paginate-issues.json"
  "$suite" --rss
  echo
fi
echo "## End to end (120×40, 100 Down steps, $runs runs after a warm-up; medians)"
echo
# One function per program so each is measured with the same harness flags.
# A program that isn't there gets a reason in NAME.why, which ratios.py prints under the table.
# Its file's pages are dropped from the page cache first, so it is read back the way an
# installed program is: the same just-linked binary kept 3 MB more resident (25.0 against
# 22.0 MB) while its pages were still those the linker wrote (docs/decisions).
measure() {
  local name=$1 ready=$2
  shift 2
  local program=$1
  [ "$program" = python3 ] && program=$(command -v python3 || true)
  if [ ! -x "$program" ]; then
    [ -s "$work/$name.why" ] || echo "not built" >"$work/$name.why"
    return 0
  fi
  python3 -c 'import os, sys
fd = os.open(sys.argv[1], os.O_RDONLY)
os.fdatasync(fd)
os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)' "$(readlink -f "$program")" || true
  python3 "$shared/bench/tui_bench.py" --size 120x40 --ready "$ready" --steps 100 \
    --runs "$runs" --warmup 1 "${quiet[@]}" ${measure_env[@]+"${measure_env[@]}"} -- "$@" \
    >"$work/$name.jsonl" 2>"$work/$name.err" ||
    echo "failed: $(tail -1 "$work/$name.err")" >"$work/$name.why"
}
# Triage runs in a home of its own, so no config or kept data of the person running this counts.
# The peers draw a list and nothing else; at 120 columns Triage would also show the preview pane
# beside it, so the table measures the list alone (`preview.enabled: false`) and the pane is
# measured apart, below.
triage_with() {
  local home="$work/$1-home"
  mkdir -p "$home/home" "$home/config/triage" "$home/cache"
  printf '%s' "$2" >"$home/config/triage/config.yml"
  measure_env=(--env "HOME=$home/home" --env "XDG_CONFIG_HOME=$home/config"
    --env "XDG_CACHE_HOME=$home/cache")
  measure "$1" '#160' "$bin" --demo --demo-latency 0 --log-file "$work/$1.log" demo/busy
  measure_env=()
}
measure_env=()
triage_with triage $'preview:\n  enabled: false\n'
measure c 'Down: next' "$work/ncurses_list"
measure tui-rs 'Down: next' "$peers/tui_list"
measure bubbletea 'Down: next' "$peers/bubbletea_list"
measure urwid 'Down: next' python3 "$shared/bench/peers/urwid_list.py"
python3 Benchmarks/ratios.py "Triage=$work/triage.jsonl" "C=$work/c.jsonl" \
  "tui-rs=$work/tui-rs.jsonl" "Bubble Tea=$work/bubbletea.jsonl" "urwid=$work/urwid.jsonl"

# count_peers KIND: Benchmarks/KIND.py's counts for the C and tui-rs peers, into
# $work/NAME.KIND as JSON ({} for a peer that isn't built or whose count failed).
count_peers() {
  local kind=$1 peer name program
  for peer in "C=$work/ncurses_list" "tui-rs=$peers/tui_list"; do
    name=${peer%%=*} program=${peer#*=}
    if [ -x "$program" ]; then
      python3 "Benchmarks/$kind.py" peer "$name" 'Down: next' -- "$program" \
        >"$work/$name.$kind" || echo '{}' >"$work/$name.$kind"
    else
      echo '{}' >"$work/$name.$kind"
    fi
  done
}

echo
echo "## Instructions (callgrind, 120×40; first frame is start to quit, a step is one Down)"
echo
# Counted, not timed, so the load of the machine doesn't move them (decision 381): the same
# harness CI's instruction budget uses, for Triage and for the C and tui-rs peers. Bubble Tea's
# Go runtime doesn't run under valgrind.
if command -v valgrind >/dev/null 2>&1; then
  # Valgrind's reader gives up on the release build's DWARF ("possibly corrupted debuginfo") and
  # exits 1, so each program is counted from a copy without debug sections, as scripts/install.sh
  # installs it; the code counted is the same.
  strip --strip-debug -o "$work/triage" "$bin"
  [ -z "$suite" ] || strip --strip-debug -o "$work/TriageBenchmarks" "$suite"
  python3 Benchmarks/instructions.py measure "$work/triage" >"$work/triage.instructions" ||
    echo '{}' >"$work/triage.instructions"
  count_peers instructions
  python3 - "$work/triage.instructions" "$work/C.instructions" "$work/tui-rs.instructions" <<'TABLE'
import json, sys
triage, c, tui = (json.load(open(path)) for path in sys.argv[1:4])
goals = {"first_frame": 2.0, "step": 0.5}
print("| count | Triage | C | tui-rs | Triage / tui-rs | Triage / C | goal | met |")
print("|---|---|---|---|---|---|---|---|")
for name, label in (("first_frame", "first frame"), ("step", "per Down step")):
    def cell(counts):
        return f"{counts[name] / 1e6:.2f} M" if name in counts else "-"
    def ratio(other):
        if name in triage and other.get(name):
            return triage[name] / other[name]
        return None
    against_tui, against_c = ratio(tui), ratio(c)
    shown = lambda r: f"{r:.2f}×" if r is not None else "-"
    met = "-" if against_tui is None else ("yes" if against_tui <= goals[name] else "no")
    print(f"| {label} | {cell(triage)} | {cell(c)} | {cell(tui)} | {shown(against_tui)} | "
          f"{shown(against_c)} | ≤ {goals[name]}× tui-rs | {met} |")
TABLE
  if [ -n "$suite" ]; then
    echo
    echo "In process, each hot path counted alone (the suite's \`--instructions\`):"
    echo
    python3 Benchmarks/instructions.py suite "$work/TriageBenchmarks" ||
      echo "(the suite's counts failed)"
  fi
else
  echo "(valgrind is not installed: scripts/setup.sh --tests installs it)"
fi

echo
echo "## System calls per Down step (strace -f -c, every thread, 120×40)"
echo
# A step's wake-ups, counted: a run of 20 steps less a run of none, with the same wait between
# keys for every program (what runs on a timer between keys is counted too).
if command -v strace >/dev/null 2>&1; then
  python3 Benchmarks/syscalls.py triage "$bin" >"$work/triage.syscalls" ||
    echo '{}' >"$work/triage.syscalls"
  count_peers syscalls
  python3 - "$work/triage.syscalls" "$work/C.syscalls" "$work/tui-rs.syscalls" <<'TABLE'
import json, sys
rows = [(name, json.load(open(path))) for name, path in zip(("Triage", "C", "tui-rs"), sys.argv[1:4])]
print("| program | calls per step | of which | Triage / it |")
print("|---|---|---|---|")
triage = rows[0][1].get("step")
for name, counts in rows:
    step = counts.get("step")
    calls = ", ".join(f"{call} {count:g}" for call, count in
                      sorted(counts.get("calls", {}).items(), key=lambda item: -item[1]))
    ratio = f"{triage / step:.2f}×" if triage is not None and step else "-"
    print(f"| {name} | {step if step is not None else '-'} | {calls or '-'} | "
          f"{ratio if name != 'Triage' else ''} |")
TABLE
else
  echo "(strace is not installed: apt-get install strace)"
fi

echo
echo "## The preview pane's cost, end to end (120×40, 100 Down steps, $runs runs; medians)"
echo
# The default look at 120 columns: the list and, beside it, the selected issue's page, made
# again after the selection rests.
triage_with triage-preview ''
python3 Benchmarks/ratios.py "list alone=$work/triage.jsonl" \
  "with the preview=$work/triage-preview.jsonl"

if [ -n "$suite" ]; then
  echo
  echo "## A kept list's first frame, end to end (120×40, $runs runs after a warm-up; medians)"
  echo
  # The binary from spawn to its first frame with rows: opened on a kept 10,000-issue list (the
  # suite keeps it in a cache directory of its own and answers it with a 304 on 127.0.0.1),
  # against the demo with no store. TRIAGE_THEME fixes the theme, so neither asks the terminal.
  kept_home="$work/kept"
  mkdir -p "$kept_home/home" "$kept_home/config" "$kept_home/cache" "$kept_home/demo-cache"
  mkfifo "$kept_home/hold"
  sleep 100000 >"$kept_home/hold" &
  holder=$!
  "$suite" --serve-kept "$kept_home/cache" <"$kept_home/hold" >"$kept_home/url" &
  server=$!
  for _ in $(seq 600); do [ -s "$kept_home/url" ] && break; sleep 0.1; done
  first_frame() {
    python3 "$shared/bench/tui_bench.py" --size 120x40 --ready "$1" --steps 0 --runs "$runs" \
      --warmup 1 --summary-only "${quiet[@]}" --env "HOME=$kept_home/home" \
      --env "XDG_CONFIG_HOME=$kept_home/config" --env TRIAGE_THEME=dark "${@:2}" |
      python3 -c 'import json, sys; print(json.load(sys.stdin)["median"]["time_to_first_frame_ms"])'
  }
  kept_ms=$(first_frame 'Support GitHub Enterprise' --env "XDG_CACHE_HOME=$kept_home/cache" \
    --env GH_ENTERPRISE_TOKEN=bench-token -- "$bin" --api-url "$(cat "$kept_home/url")" \
    --log-file "$work/kept.log" octo/app || echo failed)
  demo_ms=$(first_frame '#160' --env "XDG_CACHE_HOME=$kept_home/demo-cache" -- "$bin" --demo \
    --demo-latency 0 --log-file "$work/demo.log" demo/busy || echo failed)
  kill "$holder" "$server" 2>/dev/null || true
  echo "| first frame with rows | kept 10,000 issues | demo, no store | ratio | goal |"
  echo "|---|---|---|---|---|"
  python3 -c 'import sys
k, d = sys.argv[1], sys.argv[2]
try:
    r = float(k) / float(d)
    verdict = "met" if r <= 1.5 else "not met"
    print(f"| from spawn (ms) | {k} | {d} | {r:.2f}× | ≤ 1.5× ({verdict}) |")
except ValueError:
    print(f"| from spawn (ms) | {k} | {d} | — | ≤ 1.5× |")' "$kept_ms" "$demo_ms"
fi
