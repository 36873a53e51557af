#!/usr/bin/env bash
# Leak check (not run in CI): runs the debug binary under valgrind's memcheck on the demo backend
# in a private tmux server, drives a scripted session (repositories, issues, paging, an issue and
# its comments, offline and an alert, a 404 alert and Back, help, a resize, quit), then reads
# valgrind's log. Fails when a definitely-lost block, or an invalid read, write or free, has a
# frame in project code (our modules), not only in the Swift runtime, ncurses or libc.
#
# Usage: scripts/leakcheck.sh [--binary PATH] [--timeout S] [--keep] [--log FILE]
#   --binary PATH  binary to run; skips the build (env LEAKCHECK_BINARY; default: builds
#                  `swift build --product triage` (debug) and runs that)
#   --timeout S    seconds to wait for each screen (env LEAKCHECK_TIMEOUT; default 60); the first
#                  frame gets 3×, the exit (valgrind's leak scan) 5×
#   --keep         keep the work directory (valgrind.log, triage.log, ...) even on PASS; it is
#                  always kept on FAIL or ERROR
#   --log FILE     no session: only analyse a valgrind.log kept from an earlier run (add the
#                  --binary that run used to get file:line for a stripped copy's frames)
# Project code: a frame whose (demangled) function belongs to TriageApp, TerminalUI,
# CursesBackend, IssueData, IssueDomain, GitHubAPI, ErrorHandling, FileLogging, SecretRedaction,
# Localization, SystemSupport, ScreenState or triage, or whose source file is under
# Sources/<one of those>/. Names are demangled with swift-demangle when found.
# Needs valgrind, tmux, cc and binutils (objcopy, nm, addr2line); see below for the two
# workarounds valgrind 3.19 needs. Possibly-lost blocks (runtime caches) are counted, not checked.
# Exits 0 on PASS, 1 on FAIL (a leak or an invalid access in project code), 2 when the check
# could not be completed (a screen never came, triage exited non-zero or crashed, no summary).
set -euo pipefail

bin=${LEAKCHECK_BINARY:-} timeout=${LEAKCHECK_TIMEOUT:-60} keep=0 log=
while [ $# -gt 0 ]; do
  case $1 in
    --binary) bin=$2; shift 2 ;;
    --timeout) timeout=$2; shift 2 ;;
    --keep) keep=1; shift ;;
    --log) log=$(realpath "$2"); shift 2 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "leakcheck: unknown argument: $1 (see --help)" >&2; exit 64 ;;
  esac
done
[[ $timeout =~ ^[0-9]+$ ]] || { echo "leakcheck: not a whole number: $timeout" >&2; exit 64; }
if [ -n "$log" ]; then
  [ -f "$log" ] || { echo "leakcheck: no such log: $log" >&2; exit 64; }
else
  for tool in valgrind tmux cc objcopy; do
    command -v "$tool" >/dev/null || { echo "leakcheck: $tool is not installed" >&2; exit 2; }
  done
  if [ -z "$bin" ]; then
    (cd "$(dirname "$0")/.." && swift build --product triage)
    bin="$(cd "$(dirname "$0")/.." && swift build --show-bin-path)/triage"
  fi
fi
if [ -n "$bin" ]; then
  bin=$(realpath "$bin")
  [ -x "$bin" ] || { echo "leakcheck: not an executable: $bin" >&2; exit 64; }
fi

# swift-demangle turns $s9TriageApp... into TriageApp....; without it the mangled module
# prefixes are matched instead.
demangler=
if command -v swift-demangle >/dev/null; then
  demangler=$(command -v swift-demangle)
elif command -v swift >/dev/null && [ -x "$(dirname "$(realpath "$(command -v swift)")")/swift-demangle" ]; then
  demangler="$(dirname "$(realpath "$(command -v swift)")")/swift-demangle"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/triage-leak.XXXXXX") name="triage-leak-$$"
tm() { tmux -L "$name" "$@"; } # a private server: nothing else's sessions are touched
cleanup() {
  local pane_pid kids pid
  pane_pid=$(tm display -p -t "$name" '#{pane_pid}' 2>/dev/null || true)
  kids=$(if [ -n "$pane_pid" ]; then pgrep -P "$pane_pid" || true; fi)
  tm kill-session -t "$name" 2>/dev/null || true
  # After a hang-up valgrind still runs its leak scan; give it 5 s, then end it (ours alone).
  for pid in $kids; do
    for _ in $(seq 1 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  [ "${stripped:-0}" = 1 ] && [ -z "$log" ] && rm -f "$run_bin" # the 60 MB copy; logs name it only
  if [ "$keep" = 1 ]; then echo "leakcheck: kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
pane() { tm capture-pane -p -t "$name" 2>/dev/null || true; }
start=$SECONDS
say() { printf 'leakcheck: [%4ds] %s\n' $((SECONDS - start)) "$*"; }
error() {
  keep=1
  echo "leakcheck: ERROR: $*"
  [ -f "$work/status" ] && echo "exit status: $(cat "$work/status")"
  echo "--- pane ---"; pane
  echo "--- stderr (last 20 lines) ---"; tail -n 20 "$work/stderr" 2>/dev/null || true
  echo "--- triage.log (last 20 lines) ---"; tail -n 20 "$work/triage.log" 2>/dev/null || true
  echo "--- valgrind.log (last 30 lines) ---"; tail -n 30 "$work/valgrind.log" 2>/dev/null || true
  exit 2
}

# Polls the pane (the only way to observe a tty from outside) until it shows, or stops
# showing, an extended regex. The app exiting early ends the wait at once.
wait_screen() { # present|absent pattern what [timeout]
  local mode=$1 pattern=$2 what=$3 deadline=$((SECONDS + ${4:-$timeout})) screen
  while [ $SECONDS -lt $deadline ]; do
    screen=$(pane) # not piped into grep -q: a SIGPIPE would read as "absent" under pipefail
    if grep -qE -- "$pattern" <<<"$screen"; then [ "$mode" = present ] && return 0
    else [ "$mode" = absent ] && return 0; fi
    [ -f "$work/status" ] && error "triage exited while waiting for $what"
    sleep 0.5
  done
  error "timed out after ${4:-$timeout}s waiting for $what (/$pattern/ $mode)"
}
wait_for() { wait_screen present "$@"; }
wait_gone() { wait_screen absent "$@"; }
keys() { tm send-keys -t "$name" "$@"; }

if [ -n "$log" ]; then # --log: the report only
  cp "$log" "$work/valgrind.log"
  run_bin=$(sed -nE 's/^==[0-9]+== Command: ([^ ]+).*/\1/p' "$log" | head -n 1) stripped=0
  [ -n "$bin" ] && [ "$run_bin" != "$bin" ] && stripped=1
  say "analysing $log"
else # the session (not indented: its here-documents end at the start of a line)

# Two workarounds for valgrind 3.19 (Debian 12), neither of which hides anything in our code:
# - Its rt_sigsuspend wrapper deletes its own signal from the caller's mask in place. Swift's
#   async main ends in dispatchMain(), whose main thread parks in libdispatch's
#   _dispatch_sigsuspend() on a `static const sigset_t` in .rodata, so valgrind itself dies
#   with SIGSEGV ("the 'impossible' happened") before the first frame. A preloaded
#   sigsuspend() passes the kernel a writable copy of the same mask instead.
# - Its DWARF reader gives up ("Possibly corrupted debuginfo file") on the DWARF 5 units that
#   clang emits for the C/C++ dependencies (BoringSSL, NIO's C shims); the Swift units are
#   DWARF 4. When it can't read the binary, it runs a copy without debug info (objcopy
#   --strip-debug): the symbol table stays, so frames keep their function names, and the
#   project frames are given file:line afterwards with addr2line on the original binary.
cat >"$work/sigsuspend.c" <<'SHIM'
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>
int sigsuspend(const sigset_t *mask) {
  sigset_t copy = *mask;
  return (int)syscall(SYS_rt_sigsuspend, &copy, (size_t)(_NSIG / 8));
}
SHIM
cc -shared -fPIC -O2 -o "$work/sigsuspend.so" "$work/sigsuspend.c" ||
  { echo "leakcheck: could not compile the sigsuspend shim (is a C compiler installed?)" >&2; exit 2; }
run_bin=$bin stripped=0
LD_PRELOAD="$work/sigsuspend.so" valgrind --tool=none --log-file="$work/probe.log" "$bin" --version \
  >/dev/null 2>&1 || true
if grep -q 'debuginfo reader' "$work/probe.log"; then
  run_bin="$work/$(basename "$bin")" stripped=1
  objcopy --strip-debug "$bin" "$run_bin" ||
    { echo "leakcheck: objcopy --strip-debug failed on $bin" >&2; exit 2; }
fi

# triage's stderr goes to a file; valgrind's report to its own log. The pane stays after exit.
sq() { printf "'%s'" "$(printf %s "$1" | sed "s/'/'\\\\''/g")"; }
cat >"$work/run" <<EOF
#!/bin/sh
LD_PRELOAD="$work/sigsuspend.so" valgrind --leak-check=full --show-leak-kinds=definite \\
  --errors-for-leak-kinds=definite --num-callers=40 --fullpath-after= \\
  --log-file="$work/valgrind.log" \\
  $(sq "$run_bin") --demo --demo-latency 50 --log-file "$work/triage.log" 2>"$work/stderr"
echo \$? >"$work/status"
exec sleep 100000
EOF
chmod +x "$work/run"
mkdir -p "$work/home"
# A clean environment: the demo touches no token store or cache, and the backtracer (which
# would spawn swift-backtrace under valgrind) is off.
tm new-session -d -s "$name" -x 80 -y 24 \
  "env -i HOME=$work/home PATH=$PATH LANG=C.UTF-8 TERM=tmux-256color \
XDG_CONFIG_HOME=$work/config XDG_CACHE_HOME=$work/cache XDG_STATE_HOME=$work/state \
SWIFT_BACKTRACE=enable=no,interactive=no $work/run"
tm set-option -t "$name" window-size manual
say "$bin under valgrind $(valgrind --version | sed 's/^valgrind-//'), work dir $work"
[ "$stripped" = 0 ] || say "valgrind can't read its DWARF: running a copy without debug info"
say "watch with: tmux -L $name attach -t $name"

# 1. Repositories, then the issues of demo/busy, paging to the bottom twice.
wait_for 'demo/busy  Busy' "the repositories" $((timeout * 3))
say "repositories"
keys Enter
wait_for '#160 ' "the issues of demo/busy"
say "issues of demo/busy"
keys End
wait_for '#113 ' "the bottom of the first page"
wait_gone 'Loading more…' "the second page"
keys End
wait_for '^ +#[0-9]{1,2} ' "the rows of the second page"
wait_gone 'Loading more…' "the next page"
say "paged"

# 2. An issue and its comments, paged to the end, then back.
keys Enter
wait_for '› #[0-9]+ ' "the issue screen"
wait_for '── Comments' "the comments"
keys End
wait_gone 'Loading comments…' "the rest of the comments"
say "issue and comments"
keys Escape
wait_gone '› #[0-9]+ ' "the issue screen"
wait_for '› demo/busy' "the list again"

# 3. Offline: a refresh fails with an alert; Dismiss, back online.
keys O
wait_for 'Demo: offline' "offline"
keys r
wait_for '\[ Dismiss \]' "the offline alert"
say "offline alert"
keys d
wait_gone '\[ Dismiss \]' "the alert"
keys O
wait_for 'Demo: back online' "online again"

# 4. Repositories, go to demo/missing: a 404 alert, Back.
keys Escape
wait_gone '› demo/busy' "the issues screen"
keys /
wait_for 'owner/name · Enter open' "the go-to prompt"
keys -l demo/missing
keys Enter
wait_for '\[ Back \]  \[ Dismiss \]' "the not-found alert of demo/missing"
say "404 alert"
keys b
wait_gone 'demo/missing' "the demo/missing screen"
wait_for 'Triage › Repositories' "the repositories again"

# 5. Help, then a resize (narrow, too small, back to 80×24).
keys '?'
wait_for 'Keys: Repositories' "the help"
keys Escape
wait_gone 'Keys: Repositories' "the help to close"
say "help"
tm resize-window -t "$name" -x 50 -y 15
wait_for '^ ↑↓ move  Enter open  / go to  r refresh  \? help *$' "the 50×15 layout"
tm resize-window -t "$name" -x 19 -y 4
wait_for 'Terminal too small' "the too-small screen"
tm resize-window -t "$name" -x 80 -y 24
wait_for 'Busy 🐝 160 issues and pull requests: paging' "the 80×24 layout"
say "resized"

# 6. Quit; valgrind's leak scan runs before the status is written.
keys q
deadline=$((SECONDS + timeout * 5))
until [ -f "$work/status" ]; do
  [ $SECONDS -lt $deadline ] || error "triage did not exit within $((timeout * 5))s of q"
  sleep 0.5
done
status=$(cat "$work/status")
say "exited with status $status"
grep -q 'Process terminating with default action' "$work/valgrind.log" &&
  error "triage was killed by a signal under valgrind"
[ "$status" = 0 ] || error "triage exited $status on q"
if [ -s "$work/stderr" ]; then echo "leakcheck: note: stderr was not empty:"; head -n 20 "$work/stderr"; fi
fi # the session

# 7. The report. Strip the ==PID== prefixes, demangle, then cut it into records: a definite
#    leak or an error, each a header line and stacks up to a blank line.
sed -E 's/^==[0-9]+== ?//' "$work/valgrind.log" >"$work/valgrind.txt"
if [ -n "$demangler" ]; then
  (cd "$work" && "$demangler" <valgrind.txt >valgrind.demangled.txt)
else
  cp "$work/valgrind.txt" "$work/valgrind.demangled.txt"
fi
grep -q 'HEAP SUMMARY:' "$work/valgrind.txt" || error "no HEAP SUMMARY in valgrind.log"

figure() { # kind: "definitely lost" → "BYTES BLOCKS" from the LEAK SUMMARY
  local line
  line=$(grep -E "^ +$1: " "$work/valgrind.txt" | tail -n 1 | tr -d ,)
  if [ -z "$line" ]; then echo "0 0"; return; fi
  echo "$line" | sed -E 's/.*: ([0-9]+) bytes in ([0-9]+) blocks.*/\1 \2/'
}
read -r def_bytes def_blocks < <(figure 'definitely lost')
read -r ind_bytes ind_blocks < <(figure 'indirectly lost')
read -r pos_bytes pos_blocks < <(figure 'possibly lost')
read -r rea_bytes rea_blocks < <(figure 'still reachable')
read -r sup_bytes sup_blocks < <(figure 'suppressed')
if ! grep -q 'LEAK SUMMARY:' "$work/valgrind.txt"; then
  grep -q 'All heap blocks were freed' "$work/valgrind.txt" || error "no LEAK SUMMARY in valgrind.log"
fi
error_summary=$(grep -E '^ERROR SUMMARY:' "$work/valgrind.txt" | tail -n 1)

# The stripped copy's frames have no file:line: addr2line finds them in the original binary.
# valgrind maps a PIE at its own base, found from frames whose symbol nm knows.
: >"$work/lines.txt"
if [ "$stripped" = 1 ] && command -v addr2line >/dev/null && command -v nm >/dev/null; then
  awk -v obj="(in $run_bin)" '
    match($0, /^ +(at|by) 0x[0-9A-Fa-f]+: /) && substr($0, length($0) - length(obj) + 1) == obj {
      addr = $2; sub(/:$/, "", addr)
      name = substr($0, RSTART + RLENGTH); name = substr(name, 1, length(name) - length(obj) - 1)
      print addr, name
    }' "$work/valgrind.txt" | sort -u >"$work/frames.txt"
  if [ -s "$work/frames.txt" ]; then
    nm --defined-only "$bin" 2>/dev/null | awk 'NF == 3 { print $3, $1 }' >"$work/symbols.txt" || true
    awk 'NR == FNR { at[$1] = $2; next } ($2 in at) { print $1, at[$2] }' \
      "$work/symbols.txt" "$work/frames.txt" >"$work/known.txt"
    base=$(while read -r addr sym; do printf '%d\n' $(((addr - 0x$sym) & ~0xfff)); done \
      <"$work/known.txt" | sort | uniq -c | sort -rn | awk 'NR == 1 { print $2 }')
    if [ -n "$base" ]; then
      cut -d' ' -f1 "$work/frames.txt" >"$work/addrs.txt"
      while read -r addr; do printf '0x%x\n' $((addr - base - 1)); done <"$work/addrs.txt" |
        addr2line -e "$bin" 2>/dev/null | paste -d' ' "$work/addrs.txt" - >"$work/lines.txt" || true
    fi
  fi
fi

awk -v report="$work/records.txt" -v counts="$work/counts.txt" -v linesfile="$work/lines.txt" '
  function is_project(fn, loc) {
    return fn ~ /(^|[^A-Za-z0-9_.])(TriageApp|TerminalUI|CursesBackend|IssueData|IssueDomain|GitHubAPI|ErrorHandling|FileLogging|SecretRedaction|Localization|SystemSupport|ScreenState|triage)\./ ||
      fn ~ /\$s(9TriageApp|10TerminalUI|13CursesBackend|9IssueData|11IssueDomain|9GitHubAPI|13ErrorHandling|11FileLogging|15SecretRedaction|12Localization|13SystemSupport|11ScreenState|6triage)/ ||
      loc ~ /(^|\/)Sources\/(TriageApp|TerminalUI|CursesBackend|IssueData|IssueDomain|GitHubAPI|ErrorHandling|FileLogging|SecretRedaction|Localization|SystemSupport|ScreenState|triage)\//
  }
  # Compiler-generated metadata plumbing: a project type, but runtime work.
  function is_plumbing(fn) {
    return fn ~ /^(type metadata (accessor|completion function|instantiation)|__swift_instantiate|lazy protocol witness table|associated (type|conformance))/
  }
  function short(s) { return length(s) > 240 ? substr(s, 1, 237) "..." : s }
  function where(path) { # a source path, from the package root or the checkout
    if (path == "" || path ~ /^\?\?/) return ""
    if (index(path, "<compiler-generated>")) return "compiler-generated"
    if (index(path, "/.build/checkouts/")) path = substr(path, index(path, "/.build/checkouts/") + 8)
    else if (index(path, "/Sources/")) path = substr(path, index(path, "/Sources/") + 1)
    return path
  }
  function flush(   i, failing, shown) {
    if (kind == "") return
    if (project && first == "") { first = plumbing; first_at = plumbing_at }
    failing = project && (kind == "definite leak" || kind == "invalid access")
    if (failing) tag = "FAILS, project code"
    else if (project) tag = (kind == "other error" ? "reported, not a failure; project frames below the top" : "project frames")
    else tag = "runtime/toolchain only"
    printf "[%s | %s] %s\n", kind, tag, header > report
    printf "  top frame: %s\n", top > report
    if (project) printf "  first project frame (#%d of the stack): %s\n", first_at, first > report
    shown = 0
    for (i = 1; i <= n; i++) {
      if (lines[i] ~ /^ +(at|by) /) { if (!failing && ++shown > 6) continue }
      print "  " short(lines[i]) > report
    }
    if (!failing && shown > 6) printf "  ... (%d more frames)\n", shown - 6 > report
    print "" > report
    if (kind == "definite leak") {
      leaks++; if (project) { pleaks++; pbytes += bytes; pblocks += blocks }
    } else if (kind == "invalid access") { inv++; if (project) pinv++ }
    else { other++; if (project) pother++ }
    kind = ""
  }
  BEGIN {
    leaks = pleaks = pbytes = pblocks = inv = pinv = other = pother = 0
    while ((getline l < linesfile) > 0) { split(l, f, " "); src[f[1]] = where(f[2]) }
  }
  {
    line = $0
    if (kind != "" && line ~ /^ *$/) { flush(); next }
    if (kind == "") {
      if (line ~ /are definitely lost in loss record/) {
        kind = "definite leak"
        s = line; gsub(/,/, "", s); split(s, w, " "); bytes = w[1] + 0
        sub(/ blocks are definitely.*/, "", s); sub(/.* /, "", s); blocks = s + 0
      } else if (line ~ /^(Invalid (read|write) of size|Invalid free|Mismatched free|Invalid (mem)?(align|delete))/) {
        kind = "invalid access"
      } else if (line ~ /^(Conditional jump|Use of uninitialised|Syscall param|Source and destination overlap|Argument .* of function|Process terminating|Jump to the invalid address|Stack overflow)/) {
        kind = "other error"
      } else next
      header = line; n = 0; project = 0; in_first = 1; first = ""; plumbing = ""; top = ""; frame = 0
      next
    }
    if (match(line, /^ +(at|by) 0x[0-9A-Fa-f]+: /)) {
      addr = substr(line, RSTART, RLENGTH); sub(/^ +(at|by) /, "", addr); sub(/: $/, "", addr)
      rest = substr(line, RSTART + RLENGTH); fn = rest; loc = ""
      if (match(rest, / \((in [^()]*|[^() ]*:[0-9]+)\)$/)) {
        fn = substr(rest, 1, RSTART - 1); loc = substr(rest, RSTART + 2, RLENGTH - 3)
      }
      if ((addr in src) && src[addr] != "") { loc = src[addr]; line = line "  [" loc "]"; rest = fn " (" loc ")" }
      lines[++n] = line
      if (in_first) {
        frame++
        if (frame == 1) top = short(rest)
        if (is_project(fn, loc)) {
          if (!is_plumbing(fn) && first == "") { first_at = frame; first = short(rest) }
          else if (plumbing == "") { plumbing_at = frame; plumbing = short(rest) }
          if (!project) project = 1
        }
      }
      next
    }
    lines[++n] = line
    if (line ~ /^ (Address|Block was alloc|Uninitialised value was created)/) in_first = 0
  }
  END {
    flush()
    printf "%d %d %d %d %d %d %d %d\n", leaks, pleaks, pbytes, pblocks, inv, pinv, other, pother > counts
  }
' "$work/valgrind.demangled.txt"
read -r leaks pleaks pbytes pblocks inv pinv other pother <"$work/counts.txt"

echo "leakcheck: definitely lost: $def_bytes bytes in $def_blocks blocks ($leaks records, $pleaks with project frames)"
echo "leakcheck: indirectly lost: $ind_bytes bytes in $ind_blocks blocks"
echo "leakcheck: possibly lost: $pos_bytes bytes in $pos_blocks blocks (not checked)"
echo "leakcheck: still reachable: $rea_bytes bytes in $rea_blocks blocks; suppressed: $sup_bytes bytes in $sup_blocks blocks"
echo "leakcheck: ${error_summary:-no ERROR SUMMARY} (definite leaks count as errors)"
echo "leakcheck: invalid reads/writes/frees: $inv ($pinv with project frames);" \
  "other errors (uninitialised values, ...): $other ($pother with project frames, reported only)"
if [ -s "$work/records.txt" ]; then
  echo "--- records: definite leaks and errors ---"
  cat "$work/records.txt"
fi
say "done"

if [ "$pleaks" -gt 0 ] || [ "$pinv" -gt 0 ]; then
  keep=1
  echo "leakcheck: FAIL definitely lost: $def_bytes bytes in $def_blocks blocks" \
    "($pbytes bytes in $pblocks blocks from project code); $pinv invalid accesses in project code"
  exit 1
fi
echo "leakcheck: PASS definitely lost: $def_bytes bytes in $def_blocks blocks (0 from project code)"
