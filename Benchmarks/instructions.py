#!/usr/bin/env python3
"""Counts the instructions Triage spends on its first frame and on a step, under callgrind.

Instructions don't move with the machine's load the way times do, so these counts compare one
build with another (and CI with the committed budget) without noise.

    instructions.py measure BINARY               prints {"first_frame": N, "step": N} as JSON
    instructions.py check BINARY BUDGET.json     fails when either count is over budget by > 5%
    instructions.py peer NAME READY -- CMD...    the same counts for another program, stepped
                                                 with Down once READY is on its screen
    instructions.py suite BENCHMARKS             the in-process suite's hot paths (its
                                                 --instructions mode), instructions per call

The binary runs in a pseudo-terminal of 120x40 on the demo's busy repository, in a home of its
own (no config but the list alone, no kept data), with the theme fixed so that it never asks the
terminal, and with Swift's hashing made deterministic. "first_frame" is start to quit with no
key but q. Each key is sent only after the screen has drawn the last one's answer and gone quiet
for longer than any of the app's own rest timers, so each step does the same work in every run.

"step" is counted between two marks inside one run, so that neither the start nor the end is in
it: a start varies by up to a million instructions from run to run (threads that finish before
or after the first frame), which would be 7% of a step over 20 steps. A mark is a SIGWINCH of the
unchanged size, which makes curses' resizeterm run and callgrind dump its counts there. The part
between the marks holds the steps, the marks' own work and one full repaint (a resize forgets
what is on the screen); the same part with twice the steps, less it, is the steps alone. A peer
that doesn't call resizeterm (tui-rs) is counted the plain way: its stepped run less its start.
"""

import contextlib
import fcntl
import json
import os
import re
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

COLUMNS, ROWS = 120, 40
STEPS = 20
# The marked runs step MARKED_STEPS and twice that; their difference is MARKED_STEPS steps.
MARKED_STEPS = 10
# The function a mark makes the program enter, where callgrind dumps its counts.
MARK_FUNCTION = "resizeterm"
# Runs of each kind, whose median is taken.
RUNS = 3
# Marked runs of each kind: the part between the marks varies by about 0.1% from run to run
# (the start's variation is outside it), so one of each is enough, and keeps CI's budget step
# under a minute.
MARKED_RUNS = 1
READY = b"#160"
# Longer than the app's rest timers (the rows' facts settle after 250 ms of the app's clock),
# with room for callgrind's slowdown of the work they do. Work that comes later than this
# still falls between the marks, so a step's count doesn't depend on it.
QUIET_SECONDS = 0.75
START_TIMEOUT = 120
TOLERANCE = 0.05
ESCAPES = re.compile(rb"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z]|[=>78MDEc])")


def spawn(argv, env):
    primary, secondary = os.openpty()
    fcntl.ioctl(secondary, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
    process = subprocess.Popen(
        argv, stdin=secondary, stdout=secondary, stderr=secondary, env=env,
        start_new_session=True, close_fds=True,
        preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
    os.close(secondary)
    return process, primary


@contextlib.contextmanager
def running(argv, env):
    """The program in a pseudo-terminal, as (process, primary); killed if still running at the
    end, and the terminal closed."""
    process, primary = spawn(argv, env)
    try:
        yield process, primary
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        os.close(primary)


def read_until_drawn(primary, ready, timeout):
    """Reads until the text `ready` is on the screen; returns what was read."""
    return read_until(primary, lambda text: visible(ready) in visible(text), timeout)


def read_until(primary, done, timeout):
    """Reads the program's output until done(text so far) or timeout; returns what was read."""
    output = b""
    deadline = time.monotonic() + timeout
    while not done(output):
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("the program didn't draw what was awaited")
        ready, _, _ = select.select([primary], [], [], left)
        if ready:
            try:
                chunk = os.read(primary, 65536)
            except OSError:
                break
            if not chunk:
                break
            output += chunk
    return output


def drain_until_quiet(primary, quiet, timeout):
    """Reads until no output has come for `quiet` seconds; returns what was read."""
    output = b""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([primary], [], [], quiet)
        if not ready:
            return output
        try:
            chunk = os.read(primary, 65536)
        except OSError:
            return output
        if not chunk:
            return output
        output += chunk
    raise TimeoutError("the program never went quiet")


def visible(output):
    """The text drawn, without escapes or spaces: a renderer may move over a blank cell
    rather than write it, so spaces can't be told apart from a cursor move."""
    return re.sub(rb"\s", b"", ESCAPES.sub(b"", output))


def triage_command(binary, home):
    """Triage on the demo's busy repository, in a home of its own with the list alone."""
    for folder in ("home", "config/triage", "cache"):
        os.makedirs(os.path.join(home, folder), exist_ok=True)
    with open(os.path.join(home, "config/triage/config.yml"), "w") as config:
        config.write("preview:\n  enabled: false\n")
    env = {
        "HOME": os.path.join(home, "home"), "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "XDG_CACHE_HOME": os.path.join(home, "cache"), "TRIAGE_THEME": "dark",
    }
    argv = [binary, "--demo", "--demo-latency", "0", "--log-file",
            os.path.join(home, "triage.log"), "demo/busy"]
    return argv, env, READY, b"j"


def run_once(argv, extra_env, ready, key, steps, work, name, marked=False):
    """The instructions of one run under callgrind: start, `steps` presses of key, q. Marked,
    the steps stand between two marks, and the result is the part between them."""
    # A folder of the run's own: a mark is found as a dump that wasn't there before.
    folder = tempfile.mkdtemp(prefix=f"{name}-{steps}{'-marked' if marked else ''}-", dir=work)
    out = os.path.join(folder, "callgrind.out")
    env = {
        "PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8",
        "SWIFT_DETERMINISTIC_HASHING": "1", "SWIFT_BACKTRACE": "enable=no", **extra_env,
    }
    callgrind = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                 "--dump-line=no", "--compress-strings=no"]
    if marked:
        callgrind.append(f"--dump-before={MARK_FUNCTION}")
    parts = []
    with running(callgrind + argv, env) as (process, primary):
        seen = read_until_drawn(primary, ready, START_TIMEOUT)
        seen += drain_until_quiet(primary, QUIET_SECONDS, START_TIMEOUT)
        if marked:
            parts.append(mark(process, primary, out))
        for _ in range(steps):
            os.write(primary, arrow(key, seen))
            seen += read_until(primary, lambda text: len(text) > 0, START_TIMEOUT)
            seen += drain_until_quiet(primary, QUIET_SECONDS, START_TIMEOUT)
        if marked:
            parts.append(mark(process, primary, out))
        os.write(primary, b"q")
        try:
            read_until(primary, lambda text: False, START_TIMEOUT)
        except TimeoutError:
            raise RuntimeError("q didn't end the program") from None
        status = process.wait(timeout=START_TIMEOUT)
    if status != 0:
        raise RuntimeError(f"{name} exited with status {status}")
    if marked:
        # The second mark's dump holds what ran since the first.
        return total_instructions(parts[1])
    return total_instructions(out)


def mark(process, primary, out):
    """Sends the program a mark and waits for callgrind's dump of it; returns the dump's path,
    once the program is quiet again."""
    before = dumps(out)
    os.kill(process.pid, signal.SIGWINCH)
    deadline = time.monotonic() + START_TIMEOUT
    while True:
        new = [path for path in dumps(out) if path not in before]
        if new:
            break
        if time.monotonic() > deadline or process.poll() is not None:
            raise RuntimeError(f"a mark made no dump: does the program call {MARK_FUNCTION}?")
        # Polling a file callgrind writes: it says nothing on the terminal when it dumps.
        select.select([], [], [], 0.05)
    drain_until_quiet(primary, QUIET_SECONDS, START_TIMEOUT)
    if len(new) != 1:
        raise RuntimeError(f"a mark made {len(new)} dumps, not one")
    return new[0]


def dumps(out):
    """The dumps callgrind has written beside out so far (out.1, out.2, ...)."""
    folder, base = os.path.split(out)
    return {os.path.join(folder, name) for name in os.listdir(folder)
            if name.startswith(base + ".") and name[len(base) + 1:].isdigit()}


APPLICATION_CURSOR = re.compile(rb"\x1b\[\?1([hl])")


def arrow(key, output):
    """Down as the program asked for it: the application form once it set DECCKM."""
    if key != b"down":
        return key
    modes = APPLICATION_CURSOR.findall(output)
    return b"\x1bOB" if modes and modes[-1] == b"h" else b"\x1b[B"


def total_instructions(path):
    """The `summary:` (or `totals:`) line of a callgrind output file: Ir, the instructions."""
    with open(path) as file:
        for line in file:
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1])
    raise RuntimeError(f"{path} has no summary line")


def counts(argv, env, ready, key, name, marked=False):
    """{"first_frame", "step"} for one program: the first frame from runs with no step; the step
    from marked runs (see the top) or, unmarked, from runs with STEPS less the first frame."""
    if shutil.which("valgrind") is None:
        sys.exit("instructions.py needs valgrind (Debian's package: scripts/setup.sh --tests)")
    # The median of RUNS runs of each: a start now and then differs by about a million
    # instructions (work on another thread that ends before or after q); the median leaves
    # such a run out.
    def median(steps, marked):
        return statistics.median_low(
            run_once(argv, env, ready, key, steps, work, name, marked)
            for _ in range(MARKED_RUNS if marked else RUNS))

    with tempfile.TemporaryDirectory(prefix="triage-instructions-") as work:
        start = median(0, False)
        if marked:
            step = (median(2 * MARKED_STEPS, True) - median(MARKED_STEPS, True)) // MARKED_STEPS
        else:
            step = (median(STEPS, False) - start) // STEPS
    return {"first_frame": start, "step": max(0, step)}


def measure(binary):
    with tempfile.TemporaryDirectory(prefix="triage-home-") as home:
        argv, env, ready, key = triage_command(binary, home)
        return counts(argv, env, ready, key, "triage", marked=True)


def check(binary, budget_path):
    with open(budget_path) as file:
        budget = json.load(file)
    measured = measure(binary)
    failed = False
    print("| count | measured | budget | ratio | allowed |")
    print("|---|---|---|---|---|")
    for name in ("first_frame", "step"):
        limit = budget[name]
        ratio = measured[name] / limit
        verdict = "ok" if ratio <= 1 + TOLERANCE else "OVER"
        failed = failed or verdict == "OVER"
        print(f"| {name} | {measured[name]:,} | {limit:,} | {ratio:.3f} | "
              f"≤ {1 + TOLERANCE:.2f} ({verdict}) |")
    if failed:
        print(f"\nOver the instruction budget in {budget_path}. A change that must grow the "
              "counts updates the file, with the reason in its commit.", file=sys.stderr)
        return 1
    for name in ("first_frame", "step"):
        if measured[name] < budget[name] * (1 - 2 * TOLERANCE):
            print(f"{name} is well under budget: lower it in {budget_path} to keep the gain.")
    return 0


def suite(binary):
    """Runs the in-process suite's hot paths under callgrind, counting only what each path
    counts for itself (its client requests), and prints instructions per call as a table."""
    if shutil.which("valgrind") is None:
        sys.exit("instructions.py needs valgrind (Debian's package: scripts/setup.sh --tests)")
    with tempfile.TemporaryDirectory(prefix="triage-suite-instructions-") as work:
        out = os.path.join(work, "callgrind.out")
        env = {**os.environ, "SWIFT_DETERMINISTIC_HASHING": "1", "SWIFT_BACKTRACE": "enable=no"}
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}",
             "--dump-line=no", "--compress-strings=no", binary, "--instructions"],
            env=env, check=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        rows = []
        for name in sorted(os.listdir(work), key=part_number):
            trigger, total = None, None
            with open(os.path.join(work, name)) as file:
                for line in file:
                    if line.startswith(REQUEST):
                        trigger = line[len(REQUEST):].strip()
                    elif line.startswith(("summary:", "totals:")):
                        total = int(line.split()[1])
            # The final part (the program's end) has no request of its own.
            if trigger and "#" in trigger and total is not None:
                path, calls = trigger.rsplit("#", 1)
                rows.append((path, total // max(1, int(calls))))
    print("| hot path | instructions per call |")
    print("|---|---|")
    for path, count in rows:
        print(f"| {path} | {count:,} |")
    return 0 if rows else 1


# How callgrind describes a part dumped by a client request, before the request's name.
REQUEST = "desc: Trigger: Client Request: "


def part_number(name):
    """callgrind.out.N in the order written; the last dump (no number) at the end."""
    tail = name.rsplit(".", 1)[-1]
    return int(tail) if tail.isdigit() else 1 << 30


def main(argv):
    if len(argv) == 3 and argv[1] == "measure":
        print(json.dumps(measure(argv[2])))
        return 0
    if len(argv) == 3 and argv[1] == "suite":
        return suite(argv[2])
    if len(argv) == 4 and argv[1] == "check":
        return check(argv[2], argv[3])
    # A peer: peer NAME READY -- CMD..., stepped with Down.
    if len(argv) >= 6 and argv[1] == "peer" and argv[4] == "--":
        result = counts(argv[5:], {}, argv[3].encode(), b"down", argv[2])
        print(json.dumps({"name": argv[2], **result}))
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
