#!/usr/bin/env bash
# Real-terminal smoke test: drives the built binary in tmux, as a person would.
# Usage: .ci/smoke.sh [path-to-triage]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-.build/debug/triage}")
work=$(mktemp -d)
session="triage-smoke-$$"
# A short path keeps typed commands from wrapping and scrolling the shell's screen.
short="$work/triage"
ln -s "$bin" "$short"
export SWIFT_BACKTRACE=interactive=no

# The SIGSEGV step's crash report runs Swift's `swift-backtrace` helper, which can outlive the
# crashed process; cleanup stops the helpers this run started, and only those.
backtracers_before=" $(pgrep -x swift-backtrace | tr '\n' ' ' || true) "
stop_new_backtracers() {
  local pid
  for pid in $(pgrep -x swift-backtrace); do
    case "$backtracers_before" in *" $pid "*) ;; *) kill "$pid" 2>/dev/null || true ;; esac
  done
}
cleanup() {
  tmux kill-session -t "$session" 2>/dev/null || true
  tmux kill-session -t "$session-keep" 2>/dev/null || true
  stop_new_backtracers
  rm -rf "$work"
}
trap cleanup EXIT
# Each step kills its session and starts the next: were that the server's only session, the
# server would exit meanwhile, and a new-session racing its exit fails ("server exited
# unexpectedly"). A session of our own keeps the server up for the whole run.
tmux new-session -d -s "$session-keep" "sleep 3600"

fail() {
  echo "smoke: FAIL: $*" >&2
  echo "--- pane ---" >&2
  tmux capture-pane -p -t "$session" >&2 2>/dev/null || true
  exit 1
}
# -J joins lines the terminal wrapped, so a long command never splits a pattern.
pane() { tmux capture-pane -p -J -t "$session"; }
# The shell's screen with its scrollback, for markers printed before a long session.
shell_history() { tmux capture-pane -p -J -S -200 -t "$session"; }
# Polls the pane until it shows the pattern (the only way to observe a tty from outside).
wait_for() {
  local pattern=$1 what=$2
  for _ in $(seq 1 200); do
    pane | grep -qE -- "$pattern" && return 0
    sleep 0.05
  done
  fail "timed out waiting for $what (/$pattern/)"
}
wait_count() {
  local pattern=$1 count=$2 what=$3
  for _ in $(seq 1 200); do
    [ "$(pane | grep -cE -- "$pattern")" -ge "$count" ] && return 0
    sleep 0.05
  done
  fail "timed out waiting for $what (/$pattern/ ×$count)"
}
wait_gone() {
  local pattern=$1 what=$2
  for _ in $(seq 1 200); do
    pane | grep -qE -- "$pattern" || return 0
    sleep 0.05
  done
  fail "timed out waiting for $what to go (/$pattern/)"
}
wait_file() {
  for _ in $(seq 1 200); do [ -s "$1" ] && return 0; sleep 0.05; done
  fail "timed out waiting for $1"
}
# One job per run: records the tty modes around triage and its exit status.
cat >"$work/run" <<RUNNER
#!/usr/bin/env bash
name=\$1; shift
stty -g > "$work/stty-before-\$name"
"$short" "\$@"
echo "code=\$?" > "$work/code-\$name"
stty -g > "$work/stty-after-\$name"
RUNNER
chmod +x "$work/run"
run_in_shell() { tmux send-keys -t "$session" -l "$1"; tmux send-keys -t "$session" Enter; }
triage_pid() { pgrep -f "^($short|$bin)( |\$)" | head -1; }

echo "smoke: binary $bin"

# 1. Not a terminal: exit status 2 and one line on stderr.
set +e
"$bin" >"$work/out" 2>"$work/err" </dev/null
code=$?
set -e
[ "$code" = 2 ] || fail "triage > file exited $code, expected 2"
[ "$(wc -l <"$work/err")" = 1 ] || fail "expected one line on stderr, got: $(cat "$work/err")"
echo "smoke: not-a-tty exits 2: $(cat "$work/err")"

# An interactive shell in tmux, so job control (Ctrl-Z) works as for a person.
tmux new-session -d -s "$session" -x 80 -y 24 "env -i HOME=$HOME PATH=$PATH LANG=C.UTF-8 TERM=tmux-256color SWIFT_BACKTRACE=interactive=no PS1='$ ' bash --norc --noprofile -i"
wait_for '^\$' "the shell prompt"

# 2. Unknown TERM: clear message, non-zero exit, terminal untouched.
run_in_shell "TERM=no-such-terminal $short; echo \"code=\$?\" > $work/term-code"
wait_file "$work/term-code"
[ "$(cat "$work/term-code")" = "code=1" ] || fail "unknown TERM: $(cat "$work/term-code")"
wait_for "unknown terminal type 'no-such-terminal'" "the unknown-TERM message"
echo "smoke: unknown TERM exits 1 with a message"

# 3. A full session: first frame, navigation, resize, suspend, quit.
# Run directly (not via the runner) so the job is triage itself, as when a person types it.
run_in_shell "stty -g > $work/stty-before-main; clear; echo SHELL-MARKER"
wait_for '^SHELL-MARKER' "the marker"
run_in_shell "$short --demo --demo-latency 300"
wait_for 'Loading…' "the first frame (placeholders and spinner)"
wait_for ' 1 Inbox ' "the sections home (its tab bar, the inbox first)"
# Search from the home: the results, an issue, and back to the results with the query intact.
tmux send-keys -t "$session" 2
wait_for '⌕ is:issue is:open assignee:@me' "the second section's query"
tmux send-keys -t "$session" /
wait_for 'is:open label:bug no:assignee author:@me' "the query line's hint"
tmux send-keys -t "$session" -l 'repo:demo/busy label:bug no:assignee'
tmux send-keys -t "$session" Enter
wait_for '› Search' "the search screen"
wait_for ' results' "the search's total"
tmux send-keys -t "$session" Enter
wait_for '── Comments' "an issue from the results"
tmux send-keys -t "$session" Escape
wait_gone '── Comments' "the issue screen"
wait_for '⌕ is:issue repo:demo/busy label:bug no:assignee' "the results with their query intact"
tmux send-keys -t "$session" Escape
wait_gone '› Search' "the search screen"
echo "smoke: sections home, search, open, back with the query intact"
tmux send-keys -t "$session" 7
wait_for 'demo/busy  Busy' "the repositories"
# The demo serves five repositories a page, so the list pages on until the screen is full; the
# header's position loses its "+" when the last page is in.
wait_for ' 1/8 ' "every repository page (the header's 1/8)"
pid=$(triage_pid)
[ -n "$pid" ] || fail "no triage process"

# Idle CPU over 3 s with nothing animating.
read -r t0 < <(awk '{print $14+$15}' "/proc/$pid/stat")
sleep 3
read -r t1 < <(awk '{print $14+$15}' "/proc/$pid/stat")
hz=$(getconf CLK_TCK)
idle_pct=$(awk -v d=$((t1 - t0)) -v hz="$hz" 'BEGIN { printf "%.2f", 100 * d / (3 * hz) }')
echo "smoke: idle CPU over 3 s: ${idle_pct}% ($((t1 - t0)) ticks at ${hz} Hz)"
awk -v p="$idle_pct" 'BEGIN { exit !(p < 1.0) }' || fail "idle CPU ${idle_pct}% is not under 1%"

tmux send-keys -t "$session" Enter
wait_for '#160' "the issues of demo/busy"
tmux send-keys -t "$session" j Enter
wait_for '› #158' "the issue screen"
wait_for 'Steps to reproduce' "the issue's body"
wait_for '── Comments' "the comments"
tmux send-keys -t "$session" Escape
wait_gone '› #158' "the issue screen"
wait_for '#160' "the list again"

# An error reaches the user as an alert; Dismiss leaves the error pane. #148 is deleted (404).
tmux send-keys -t "$session" g j j j j j j j Enter
wait_for '\[ Back \]  \[ Dismiss \]' "the not-found alert of #148"
tmux send-keys -t "$session" d
wait_gone '\[ Dismiss \]' "the alert"
wait_for "It doesn't exist, or you don't have access to it." "the error pane"
tmux send-keys -t "$session" Escape
wait_for '#160' "the list again"

tmux resize-window -t "$session" -x 40 -y 12
wait_for '^ ↑↓ move  Enter open  c comment  \? help *$' "the 40×12 layout"
tmux resize-window -t "$session" -x 80 -y 24
wait_for 'Long titles should be truncated by' "the 80×24 layout"

# Suspend three times: the stop signal goes to whichever thread the kernel picks, so a race
# there shows up as a missed suspend.
for round in 1 2 3; do
  tmux send-keys -t "$session" C-z
  wait_count 'Stopped' "$round" "the shell's job-stopped notice (round $round)"
  pane | grep -q 'Triage ›' && fail "suspended, but the screen still shows the app"
  run_in_shell "fg"
  wait_for 'Triage › Repositories › demo/busy' "the redraw after resume (round $round)"
done
echo "smoke: navigation, resize, suspend and resume work"

# Back twice to Repositories, then sign out and in again with the demo token.
tmux send-keys -t "$session" Escape
wait_gone '› demo/busy' "the issues screen"
tmux send-keys -t "$session" :
wait_for 'Go to' "the go-to prompt"
tmux send-keys -t "$session" -l signout
tmux send-keys -t "$session" Enter
wait_for 'Sign out?' "the sign-out confirmation"
tmux send-keys -t "$session" Enter
wait_for 'Host   github.com' "the sign-in screen"
tmux send-keys -t "$session" -l demo
tmux send-keys -t "$session" Enter
wait_for ' 1 Inbox ' "the sections home after signing in"
tmux send-keys -t "$session" 7
wait_for 'demo/busy  Busy' "the repositories after signing in"
echo "smoke: sign-out, sign-in with the demo token"

tmux send-keys -t "$session" q
wait_gone 'Triage ›' "the app's screen"
run_in_shell "echo code=\$? > $work/code-main; stty -g > $work/stty-after-main"
wait_file "$work/stty-after-main"
[ "$(cat "$work/code-main")" = "code=0" ] || fail "q: $(cat "$work/code-main")"
cmp -s "$work/stty-before-main" "$work/stty-after-main" || fail "stty -g changed after q"
for _ in $(seq 1 200); do shell_history | grep -q '^SHELL-MARKER' && break; sleep 0.05; done
shell_history | grep -q '^SHELL-MARKER' || fail "the shell's screen is not back after q"
pane | grep -q 'Triage ›' && fail "the app's screen is still visible after q"
echo "smoke: q exits 0 and restores the terminal"

# 4. Signals: the handlers restore the terminal, then re-raise, so the status is the signal's.
#    SIGSEGV stands in for a crash: it goes through Swift's backtracer after our restore.
for sig in TERM HUP SEGV; do
  run_in_shell "clear; echo SHELL-MARKER-$sig; $work/run $sig --demo --demo-latency 0 --section 7"
  wait_for 'demo/busy  Busy' "the rows before SIG$sig"
  kill "-$sig" "$(triage_pid)"
  wait_file "$work/stty-after-$sig"
  expected=$((128 + $(kill -l "$sig")))
  [ "$(cat "$work/code-$sig")" = "code=$expected" ] ||
    fail "SIG$sig: $(cat "$work/code-$sig"), expected code=$expected"
  cmp -s "$work/stty-before-$sig" "$work/stty-after-$sig" || fail "stty -g changed after SIG$sig"
  if [ "$sig" = SEGV ]; then
    wait_for "Segmentation fault" "the shell reporting the crash after the terminal was restored"
  else
    wait_for "SHELL-MARKER-$sig" "the shell's screen after SIG$sig"
  fi
  pane | grep -q 'Triage ›' && fail "the app's screen is still visible after SIG$sig"
  echo "smoke: SIG$sig restores the terminal and exits $expected"
done

# 5. Ctrl-C quits like q.
run_in_shell "clear; $work/run ctrlc --demo --demo-latency 0 --section 7"
wait_for 'demo/busy  Busy' "the third run's rows"
tmux send-keys -t "$session" C-c
wait_file "$work/stty-after-ctrlc"
[ "$(cat "$work/code-ctrlc")" = "code=0" ] || fail "Ctrl-C: $(cat "$work/code-ctrlc")"
cmp -s "$work/stty-before-ctrlc" "$work/stty-after-ctrlc" || fail "stty -g changed after Ctrl-C"
echo "smoke: Ctrl-C exits 0 and restores the terminal"

# 6. The tty goes away while SIGHUP is ignored (nohup): input ends and triage exits, no spin.
tmux kill-session -t "$session"
tmux new-session -d -s "$session" -x 80 -y 24 "env -i HOME=$HOME PATH=$PATH LANG=C.UTF-8 TERM=tmux-256color SWIFT_BACKTRACE=interactive=no bash --norc --noprofile -c 'trap \"\" HUP; $short --demo --demo-latency 0 --section 7'"
wait_for 'demo/busy  Busy' "the rows before the hang-up"
pid=$(triage_pid)
tmux kill-session -t "$session"
for _ in $(seq 1 200); do [ -d "/proc/$pid" ] || break; sleep 0.05; done
if [ -d "/proc/$pid" ]; then
  cpu=$(ps -o pcpu= -p "$pid" || true)
  kill -9 "$pid" 2>/dev/null || true
  fail "triage still running 10 s after its tty hung up (CPU ${cpu}%)"
fi
echo "smoke: a hung-up tty with SIGHUP ignored ends the program"

# 7. The GitHub backend against a stub API on 127.0.0.1 (.ci/stub_github.py): sign in with the
#    fixture token, list repositories, page, open an issue and its comments, go back, quit. The
#    token must be saved 0600, never logged, and a hostile title must stay inert.
python3 .ci/stub_github.py "$work/stub-port" &
stub=$!
trap 'kill $stub 2>/dev/null || true; cleanup' EXIT
wait_file "$work/stub-port"
port=$(cat "$work/stub-port")
mkdir -p "$work/home"
# The stub answers the repository endpoints only: a home of Repositories alone, from the config
# file (the default sections would search).
for dir in "$work/config/triage" "$work/home8/.config/triage"; do
  mkdir -p "$dir"
  printf 'sections:\n  - title: Repositories\n    kind: repositories\n' > "$dir/config.yml"
done
tmux kill-session -t "$session" 2>/dev/null || true
tmux new-session -d -s "$session" -x 80 -y 24 "env -i HOME=$work/home PATH=$PATH LANG=C.UTF-8 TERM=tmux-256color SWIFT_BACKTRACE=interactive=no XDG_CONFIG_HOME=$work/config XDG_CACHE_HOME=$work/cache bash --norc --noprofile -c '$short --api-url http://127.0.0.1:$port --log-file $work/gh.log --log-level debug; echo code=\$? > $work/code-gh; sleep 60'"
wait_for 'Host' "the sign-in screen (no token yet)"
tmux send-keys -t "$session" -l fixture-token-0123456789
tmux send-keys -t "$session" Enter
wait_for 'stub/repo' "the repositories from the stub"
pane | grep -q '\[demo\]' && fail "the GitHub backend says demo"
tmux send-keys -t "$session" Enter
wait_for '#40' "the first page of issues"
pane | grep -q '␛]0;pwned␇' || fail "the hostile title is not shown inert"
case "$(tmux display-message -p -t "$session" '#{pane_title}')" in *pwned*) fail "a title retitled the window" ;; esac
tmux send-keys -t "$session" G
wait_for '#10 Stub' "the second page, from the Link header"
tmux send-keys -t "$session" G
wait_for ' #1 Stub' "the last issue"
tmux send-keys -t "$session" g Enter
wait_for 'Body of stub issue 40' "the issue"
wait_for 'A stub comment' "its comments"
wait_for 'octocat added the bug label' "its timeline's event"
tmux send-keys -t "$session" t
wait_gone 'added the bug label' "the event, hidden by t"
tmux send-keys -t "$session" Escape Escape
wait_for 'Served by the smoke' "Repositories again"
tmux send-keys -t "$session" q
wait_file "$work/code-gh"
[ "$(cat "$work/code-gh")" = "code=0" ] || fail "GitHub session: $(cat "$work/code-gh")"
token_file="$work/config/triage/hosts/127.0.0.1.token"
[ -f "$token_file" ] || fail "the token was not saved at $token_file"
[ "$(stat -c %a "$token_file")" = 600 ] || fail "the saved token is mode $(stat -c %a "$token_file")"
grep -q fixture-token "$work/gh.log" && fail "the token reached the log"
echo "smoke: GitHub backend on a stub API: sign-in, repositories, paging, an issue; token saved 0600, never logged"

# 8. gh's token and the checkout's repository: no variable set and nothing saved, a fake `gh` on
#    PATH prints the fixture token, and triage started in a clone of stub/repo opens its issues.
mkdir -p "$work/fakegh" "$work/clone/.git" "$work/clone/src" "$work/home8"
printf '#!/bin/sh\n[ "$*" = "auth token --hostname github.com" ] && echo fixture-token-0123456789\n' \
  > "$work/fakegh/gh"
chmod 755 "$work/fakegh/gh"
printf '[remote "origin"]\n\turl = git@github.com:stub/repo.git\n' > "$work/clone/.git/config"
tmux kill-session -t "$session" 2>/dev/null || true
tmux new-session -d -s "$session" -x 80 -y 24 "cd $work/clone/src && env -i HOME=$work/home8 XDG_CONFIG_HOME=$work/config PATH=$work/fakegh:$PATH LANG=C.UTF-8 TERM=tmux-256color SWIFT_BACKTRACE=interactive=no bash --norc --noprofile -c '$short --host github.com --api-url http://127.0.0.1:$port --log-file $work/gh8.log --log-level debug; echo code=\$? > $work/code-gh8; sleep 60'"
wait_for '#40 Stub' "stub/repo's issues, opened from the checkout with gh's token"
pane | grep -q 'stub/repo' || fail "the breadcrumb does not name stub/repo"
tmux send-keys -t "$session" q
wait_file "$work/code-gh8"
[ "$(cat "$work/code-gh8")" = "code=0" ] || fail "gh token session: $(cat "$work/code-gh8")"
grep -q 'token from gh auth token' "$work/gh8.log" || fail "the log does not say the token came from gh"
grep -q fixture-token "$work/gh8.log" && fail "the token reached the log"
kill "$stub" 2>/dev/null || true
echo "smoke: gh auth token signs in, and the checkout's repository opens"

# 9. No token and a gh that hangs: the demo within gh's 3 s limit, saying why until a key.
mkdir -p "$work/hanggh" "$work/home9"
printf '#!/bin/sh\nsleep 100\n' > "$work/hanggh/gh"
chmod 755 "$work/hanggh/gh"
tmux kill-session -t "$session" 2>/dev/null || true
tmux new-session -d -s "$session" -x 100 -y 24 "cd $work && env -i HOME=$work/home9 PATH=$work/hanggh:$PATH LANG=C.UTF-8 TERM=tmux-256color SWIFT_BACKTRACE=interactive=no bash --norc --noprofile -c '$short --log-file $work/gh9.log; echo code=\$? > $work/code-gh9; sleep 60'"
wait_for 'no token found' "the demo's reason in the footer"
pane | grep -q '\[demo\]' || fail "the header does not say [demo]"
tmux send-keys -t "$session" j
wait_gone 'no token found' "the reason, after the first key"
tmux send-keys -t "$session" q
wait_file "$work/code-gh9"
grep -q 'did not answer within 3 s; killed it' "$work/gh9.log" || fail "the log does not say gh hung"
echo "smoke: without a token, the demo says why; a hanging gh is killed"

# 10. Writes on the demo (#17): a comment through a scripted $EDITOR (the composer shows what
#     the editor wrote; Enter sends it), close with a reason (x 1), reopen (X), add a label (L,
#     filter, Space, Enter), then a refresh shows the demo's state: the comment, the label and
#     the issue open again. The demo keeps writes in memory, so the check is on screen.
mkdir -p "$work/home10"
printf '#!/bin/sh\nprintf "Commented from a scripted editor\\n" > "$1"\n' > "$work/editor.sh"
chmod 755 "$work/editor.sh"
tmux kill-session -t "$session" 2>/dev/null || true
tmux new-session -d -s "$session" -x 80 -y 24 "cd $work && env -i HOME=$work/home10 PATH=$PATH LANG=C.UTF-8 TERM=tmux-256color SWIFT_BACKTRACE=interactive=no EDITOR=$work/editor.sh XDG_STATE_HOME=$work/state10 bash --norc --noprofile -c '$short --demo --demo-latency 0 demo/busy --log-file $work/writes.log; echo code=\$? > $work/code-writes; sleep 60'"
wait_for '#160 Crash' "demo/busy's issues"
tmux send-keys -t "$session" Enter
wait_for 'Comments' "issue #160"
wait_for ' c comment' "the comment key in the footer"
tmux send-keys -t "$session" c
wait_for 'Commented from a scripted editor' "the editor's text in the composer"
tmux send-keys -t "$session" Enter
wait_for 'Saved: comment on #160' "the comment saved"
tmux send-keys -t "$session" x
wait_for 'Not planned' "the close reasons"
tmux send-keys -t "$session" 1
wait_for ' X reopen' "the closed issue's reopen key"
tmux send-keys -t "$session" X
wait_for ' x close' "the reopened issue's close key"
tmux send-keys -t "$session" L
wait_for 'Labels · #160' "the labels picker"
tmux send-keys -t "$session" -l docs
wait_for 'Filter: docs' "the picker's filter"
tmux send-keys -t "$session" Space Enter
wait_gone 'Labels · #160' "the picker, applied"
tmux send-keys -t "$session" r
wait_for '^ bug docs' "the label added, after a refresh"
pane | grep -q '#160 · open issue' || fail "the issue is not open again after X"
# G again as each page of comments arrives, until the last one (with ours) is in view.
for _ in $(seq 1 40); do
  pane | grep -q 'Commented from a scripted editor' && break
  tmux send-keys -t "$session" G
  sleep 0.1
done
wait_for 'Commented from a scripted editor' "the comment, after a refresh"
tmux send-keys -t "$session" q
wait_file "$work/code-writes"
[ "$(cat "$work/code-writes")" = "code=0" ] || fail "writes session: $(cat "$work/code-writes")"
[ -z "$(ls -A "$work/state10/triage/drafts" 2>/dev/null)" ] || fail "a sent comment left a draft"
echo "smoke: comment through \$EDITOR, close, reopen, add a label; the demo shows them after a refresh"

# 14. The inbox on the demo: open a thread's issue (which marks it read), mark one done (it
#     leaves the inbox), unsubscribe from one, then quit.
tmux kill-session -t "$session" 2>/dev/null || true
tmux new-session -d -s "$session" -x 100 -y 30 "cd $work && env -i HOME=$work/home14 PATH=$PATH LANG=C.UTF-8 TERM=tmux-256color SWIFT_BACKTRACE=interactive=no XDG_STATE_HOME=$work/state14 bash --norc --noprofile -c '$short --demo --demo-latency 0 --log-file $work/inbox.log; echo code=\$? > $work/code-inbox; sleep 60'"
wait_for ' 1 Inbox ' "the inbox, the first section"
wait_for 'Crash when opening settings' "the inbox's newest thread"
wait_for '1/18 ' "every thread of the demo's inbox"
tmux send-keys -t "$session" Enter
wait_for '› demo/busy#160' "the thread's issue, named with its repository"
wait_for 'Marked read' "the thread marked read as it was opened"
tmux send-keys -t "$session" Escape
wait_gone '› demo/busy#160' "the issue screen"
tmux send-keys -t "$session" j
tmux send-keys -t "$session" d
wait_for 'Marked done' "the second thread marked done"
wait_gone 'Wrap long titles by display' "the done thread"
wait_for '2/17 ' "one thread fewer, the selection in place"
tmux send-keys -t "$session" u
wait_for 'Unsubscribed' "the unsubscribe"
tmux send-keys -t "$session" q
wait_file "$work/code-inbox"
[ "$(cat "$work/code-inbox")" = "code=0" ] || fail "inbox session: $(cat "$work/code-inbox")"
echo "smoke: the inbox: open a thread, mark one done, unsubscribe from one, quit"

# 15. A pull request on the demo: open the sixth row of "Review requested" (demo/busy#133),
#     read its diff (Files), approve it (v 1, Enter), merge it (m, a method, Confirm), then a
#     refresh shows the demo's state: merged, with our approval.
tmux kill-session -t "$session" 2>/dev/null || true
tmux new-session -d -s "$session" -x 100 -y 30 "cd $work && env -i HOME=$work/home15 PATH=$PATH LANG=C.UTF-8 TERM=tmux-256color SWIFT_BACKTRACE=interactive=no XDG_STATE_HOME=$work/state15 bash --norc --noprofile -c '$short --demo --demo-latency 0 --section 5 --log-file $work/pulls.log; echo code=\$? > $work/code-pulls; sleep 60'"
wait_for 'busy#133' "the pull requests whose review is asked for"
tmux send-keys -t "$session" j j j j j
wait_for ' 6/13 ' "the sixth row selected"
tmux send-keys -t "$session" Enter
wait_for 'feature/change-133 → main' "pull request #133's header"
tmux send-keys -t "$session" 2
wait_for 'modified Sources/App/Settings.swift' "the first file of the diff"
wait_for '^   11 \+  var profile: Profile\?' "an added line, numbered"
# Why did it fail: the Checks part, once the demo's checks have run (20 s on its clock), Enter
# on the failing Actions check opens its run, Enter on the job its log, on its first error;
# `e` goes to the next.
tmux send-keys -t "$session" 3
wait_for ' test ' "the checks"
for _ in $(seq 1 10); do
  pane | grep -qE '✗ test +failed' && break
  sleep 3
  tmux send-keys -t "$session" r
done
wait_for '✗ test +failed' "the failing check, once the demo's checks ran"
tmux send-keys -t "$session" Enter
wait_for '› run 133' "the workflow run"
wait_for '✗ 4\. Run tests +failed' "the failed step"
tmux send-keys -t "$session" Enter
wait_for 'line [0-9]+ of [0-9]+ · 3 errors' "the job's log"
first=$(pane | grep -oE 'line [0-9]+ of' | head -1)
pane | grep -qE '^✗ Tests/BusyTests' || fail "the log didn't open on an error"
tmux send-keys -t "$session" e
for _ in $(seq 1 100); do
  [ "$(pane | grep -oE 'line [0-9]+ of' | head -1)" != "$first" ] && break
  sleep 0.05
done
[ "$(pane | grep -oE 'line [0-9]+ of' | head -1)" != "$first" ] || fail "e didn't go to the next error"
tmux send-keys -t "$session" Escape
wait_gone '· 3 errors' "the log"
# Re-run the failed jobs: confirmed, sent, the run on view looks again and is watched until
# it finishes (the demo's re-run takes 20 s on its clock and passes).
tmux send-keys -t "$session" f
wait_for 'Re-run the failed jobs of CI #1133\?' "the re-run's confirmation"
tmux send-keys -t "$session" Enter
wait_for 'GitHub accepted: the failed jobs of CI #1133 run again' "GitHub's answer"
wait_for '#1133, attempt 2' "the second attempt, looked at again"
for _ in $(seq 1 12); do
  pane | grep -qE 'The run has finished: passed' && break
  sleep 5
done
wait_for 'The run has finished: passed' "the watched run settling"
pane | grep -qE '✓ test +passed' || fail "the re-run test job didn't pass"
tmux send-keys -t "$session" Escape
wait_for '1 Conversation' "the pull request again"
echo "smoke: a failing check's run and log, its errors stepped through, re-run and watched to the end"
tmux send-keys -t "$session" v
wait_for 'Review · #133' "the review choice"
tmux send-keys -t "$session" 1
wait_for 'Approve · demo/busy#133' "the review's composer"
tmux send-keys -t "$session" Enter
wait_for 'Approved #133' "the approval saved"
wait_for 'octocat✓' "our approval in the header"
tmux send-keys -t "$session" m
wait_for 'Create a merge commit' "the repository's merge methods"
tmux send-keys -t "$session" 1
wait_for 'Merge #133\?' "the merge's confirmation"
pane | grep -qE 'at head commit [0-9a-f]{7}\.' || fail "the confirmation doesn't name the head commit"
tmux send-keys -t "$session" Enter
wait_for 'Merged #133' "the merge saved"
tmux send-keys -t "$session" r
wait_for '✓ Merged feature/change-133' "the pull request merged, after a refresh"
pane | grep -q 'octocat✓' || fail "the approval is gone after a refresh"
tmux send-keys -t "$session" q
wait_file "$work/code-pulls"
[ "$(cat "$work/code-pulls")" = "code=0" ] || fail "pull request session: $(cat "$work/code-pulls")"
echo "smoke: a pull request: its diff, an approval and a merge; the demo shows them after a refresh"

# 16. Your own keys on the demo: config.yml remaps move-down to n, and binds W on lists to a
#     script that records its arguments; n moves to the second row, W runs the script on it
#     with the screen handed over, and the footer says it finished. The recorded argv is the
#     selected row's repository, number and title, each one argument.
mkdir -p "$work/home16" "$work/config16/triage"
printf '#!/bin/sh\nfor a in "$@"; do printf "%%s\\n" "$a"; done > "%s"\n' "$work/argv16" > "$work/record.sh"
chmod 755 "$work/record.sh"
cat > "$work/config16/triage/config.yml" <<YAML
keys:
  lists:
    move-down: [n, down]
commands:
  - key: W
    context: lists
    title: record
    run: [$work/record.sh, "{{repo}}", "{{number}}", "{{title}}"]
YAML
tmux kill-session -t "$session" 2>/dev/null || true
tmux new-session -d -s "$session" -x 100 -y 30 "cd $work && env -i HOME=$work/home16 PATH=$PATH LANG=C.UTF-8 TERM=tmux-256color SWIFT_BACKTRACE=interactive=no XDG_CONFIG_HOME=$work/config16 XDG_STATE_HOME=$work/state16 bash --norc --noprofile -c '$short --demo --demo-latency 0 demo/busy --log-file $work/commands.log; echo code=\$? > $work/code-commands; sleep 60'"
wait_for '#160 Crash' "demo/busy's issues"
wait_for ' 1/' "the first row selected"
tmux send-keys -t "$session" n
wait_for ' 2/' "n, remapped to move down, on the second row"
tmux send-keys -t "$session" W
wait_for 'record: done' "the command's end in the footer"
wait_file "$work/argv16"
# A command that ends within a second leaves what it printed until a key (decision 341).
wait_for 'press a key to return' "the command's output held"
tmux send-keys -t "$session" Space
wait_gone 'press a key to return' "the held output"
[ "$(sed -n 1p "$work/argv16")" = "demo/busy" ] || fail "the command's repository: $(cat "$work/argv16")"
number=$(sed -n 2p "$work/argv16")
case "$number" in '' | *[!0-9]* | 160) fail "the command's number is not the second row's: $number" ;; esac
title=$(sed -n 3p "$work/argv16")
[ -n "$title" ] && pane | grep -qF "#$number $title" || fail "the command's title is not row #$number's: $title"
tmux send-keys -t "$session" q
wait_file "$work/code-commands"
[ "$(cat "$work/code-commands")" = "code=0" ] || fail "commands session: $(cat "$work/code-commands")"
echo "smoke: a remapped key and a custom command on the selected row, with its argv checked"

# 17. A new issue on the demo: N offers demo/busy's templates, "Bug report" fills the title's
#     prefix and the bug label, Enter files it and its page opens; e renames it, + reacts to it
#     (4, 🎉). Then back on the list, a refresh shows the demo's state: the new issue first, with
#     its new title; reopened, its page shows the label and the reaction. Nothing is left as a
#     draft.
tmux kill-session -t "$session" 2>/dev/null || true
tmux new-session -d -s "$session" -x 100 -y 30 "cd $work && env -i HOME=$work/home17 PATH=$PATH LANG=C.UTF-8 TERM=tmux-256color SWIFT_BACKTRACE=interactive=no XDG_STATE_HOME=$work/state17 bash --norc --noprofile -c '$short --demo --demo-latency 0 demo/busy --log-file $work/new-issue.log; echo code=\$? > $work/code-new-issue; sleep 60'"
wait_for '#160 Crash' "demo/busy's issues"
tmux send-keys -t "$session" N
wait_for 'Choose a template' "the template choice"
pane | grep -q 'Question · an issue form: opens in the browser' || fail "the issue form isn't listed as opening in the browser"
tmux send-keys -t "$session" Enter
wait_for 'Title: \[Bug\]' "the form filled from Bug report"
wait_for 'Labels: bug' "the template's label"
tmux send-keys -t "$session" -l "Smoke crash"
tmux send-keys -t "$session" Enter Enter
wait_for 'Filed #161' "the issue filed"
wait_for '#161 · open issue · opened just now by octocat' "the new issue's page"
tmux send-keys -t "$session" e
wait_for 'Edit demo/busy#161' "the issue editor"
tmux send-keys -t "$session" C-u
tmux send-keys -t "$session" -l "Smoke renamed"
tmux send-keys -t "$session" Enter Enter
wait_for 'Saved: edit of #161' "the title saved"
tmux send-keys -t "$session" +
wait_for 'React · #161' "the reaction choice"
tmux send-keys -t "$session" 4
wait_for 'Saved: reaction on #161' "the reaction saved"
tmux send-keys -t "$session" Escape
wait_gone '#161 · open issue' "the issue page"
tmux send-keys -t "$session" r
tmux send-keys -t "$session" Home
wait_for '^  #161 Smoke renamed .* bug' "the new issue first in the list, renamed, after a refresh"
tmux send-keys -t "$session" Enter
wait_for '#161 · open issue' "the new issue reopened"
wait_for '^ Smoke renamed' "its new title"
wait_for '🎉 1' "our reaction"
pane | grep -q '^ bug' || fail "the template's label is gone"
tmux send-keys -t "$session" q
wait_file "$work/code-new-issue"
[ "$(cat "$work/code-new-issue")" = "code=0" ] || fail "new issue session: $(cat "$work/code-new-issue")"
[ -z "$(ls -A "$work/state17/triage/drafts" 2>/dev/null)" ] || fail "a filed issue left a draft"
echo "smoke: a new issue from a template, renamed and reacted to; the demo shows them after a refresh"

# 18. Keys as tmux sends them under a TERM that lists others: inside tmux with
#     TERM=xterm-256color, End arrives as ESC [ 4 ~, which that entry doesn't list. In the issue
#     editor it moves to the end of the title (the typing after it stays in the field, and
#     nothing runs as commands); Esc closes the editor, and e offers the typed text back.
tmux kill-session -t "$session" 2>/dev/null || true
tmux new-session -d -s "$session" -x 100 -y 30 "cd $work && env -i HOME=$work/home18 PATH=$PATH LANG=C.UTF-8 TERM=xterm-256color SWIFT_BACKTRACE=interactive=no XDG_STATE_HOME=$work/state18 bash --norc --noprofile -c '$short --demo --demo-latency 0 demo/busy --log-file $work/end-key.log; echo code=\$? > $work/code-end-key; sleep 60'"
wait_for '#160 Crash' "demo/busy's issues"
tmux send-keys -t "$session" Enter
wait_for '#160 · open issue' "the issue's page"
tmux send-keys -t "$session" e
wait_for 'Edit demo/busy#160' "the issue editor"
tmux send-keys -t "$session" C-u
tmux send-keys -t "$session" -l "Smoke draft"
tmux send-keys -t "$session" Home End
tmux send-keys -t "$session" -l " kept"
wait_for 'Smoke draft kept' "the typing after End in the title"
pane | grep -q 'Edit demo/busy#160' || fail "End closed the issue editor"
tmux send-keys -t "$session" Escape
wait_gone 'Edit demo/busy#160' "the issue editor"
tmux send-keys -t "$session" e
wait_for 'Edit demo/busy#160' "the issue editor again"
wait_for 'Smoke draft kept' "the typed title offered back"
tmux send-keys -t "$session" Escape
wait_gone 'Edit demo/busy#160' "the issue editor"
tmux send-keys -t "$session" q
wait_file "$work/code-end-key"
[ "$(cat "$work/code-end-key")" = "code=0" ] || fail "End key session: $(cat "$work/code-end-key")"
echo "smoke: End as tmux sends it under TERM=xterm-256color stays in the editor; e offers the text back"

# 19. Review in the terminal (demo/busy#133): the line cursor down to lines 12–13, a range
#     (Space), a suggestion on it (S) sent into the pending review, a thread resolved (} x),
#     the review submitted as an approval (v 1 Enter); a refresh shows the demo's state: the
#     suggestion no longer pending, the thread resolved, our approval, no pending comment.
tmux kill-session -t "$session" 2>/dev/null || true
tmux new-session -d -s "$session" -x 120 -y 40 "cd $work && env -i HOME=$work/home19 PATH=$PATH LANG=C.UTF-8 TERM=xterm-256color SWIFT_BACKTRACE=interactive=no XDG_STATE_HOME=$work/state19 bash --norc --noprofile -c '$short --demo --demo-latency 0 demo/busy --log-file $work/review.log; echo code=\$? > $work/code-review; sleep 60'"
wait_for '#160 Crash' "demo/busy's issues"
tmux send-keys -t "$session" ':'
wait_for 'Go to' "the go-to prompt"
tmux send-keys -t "$session" -l 'demo/busy#133'
tmux send-keys -t "$session" Enter
wait_for 'feature/change-133 → main' "pull request #133's header"
wait_for '· 1 pending comment' "the account's pending review in the header"
tmux send-keys -t "$session" 2
wait_for '^   11 \+  var profile: Profile\?' "the diff"
tmux send-keys -t "$session" j j j j
tmux send-keys -t "$session" Space
tmux send-keys -t "$session" j
tmux send-keys -t "$session" S
wait_for 'Sources/App/Settings.swift lines 12–13 · into your pending review' "the suggestion's composer"
wait_for '^ ```suggestion' "the suggestion block"
tmux send-keys -t "$session" Enter
wait_for 'Added to your pending review of #133' "the suggestion saved"
wait_for '▸ octocat · lines 12–13 · suggestion · pending' "the suggestion under its lines, pending"
wait_for '· 2 pending comments' "two pending comments in the header"
tmux send-keys -t "$session" g
tmux send-keys -t "$session" '}'
tmux send-keys -t "$session" x
wait_for 'Thread resolved' "the thread resolved"
wait_for '▸ monalisa · 2 comments · resolved: Should this' "the thread shown resolved"
tmux send-keys -t "$session" v
wait_for 'Discard your pending review' "the review choice with the pending review"
tmux send-keys -t "$session" 1
wait_for 'Approve · demo/busy#133' "the review's composer"
tmux send-keys -t "$session" Enter
wait_for 'Approved #133' "the pending review submitted as an approval"
tmux send-keys -t "$session" r
wait_for 'octocat✓' "our approval in the header, after a refresh"
wait_for '▸ octocat · lines 12–13 · suggestion *$' "the suggestion submitted, no longer pending"
pane | grep -q 'pending comment' && fail "a pending comment is left after the review"
pane | grep -q '▸ monalisa · 2 comments · resolved: Should this' || fail "the thread isn't resolved after a refresh"
tmux send-keys -t "$session" q
wait_file "$work/code-review"
[ "$(cat "$work/code-review")" = "code=0" ] || fail "review session: $(cat "$work/code-review")"
echo "smoke: a range suggested on into the pending review, a thread resolved, the review approved; the demo shows them after a refresh"

echo "smoke: 19 passed, 0 failed"
