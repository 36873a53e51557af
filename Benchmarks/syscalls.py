#!/usr/bin/env python3
"""Counts the system calls a step costs, under strace, for Triage and a peer.

    syscalls.py triage BINARY                  prints {"step": N, "calls": {name: N}} as JSON
    syscalls.py peer NAME READY -- CMD...      the same for another program, stepped with Down

Each program runs in the pseudo-terminal of instructions.py (120x40, the demo's busy
repository with the list alone for Triage), under `strace -f -c`, which counts every thread's
calls. A run of STEPS keys less a run of none is divided by STEPS, so the start and the end
cancel out. Each key is sent once the screen has drawn the last one's answer and gone quiet for
QUIET_SECONDS: the same wait for every program, because what runs between keys on a timer
(libdispatch's pool monitor, once a second) is counted too.
"""

import json
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import instructions  # noqa: E402  (the pseudo-terminal harness, shared)

STEPS = 20
RUNS = 3
QUIET_SECONDS = 0.3
TIMEOUT = 60


def run_once(argv, extra_env, ready, key, steps, work):
    """The calls of one run under strace: start, `steps` presses of key, q."""
    handle, out = tempfile.mkstemp(prefix=f"strace-{steps}-", dir=work)
    os.close(handle)
    env = {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8",
           "SWIFT_BACKTRACE": "enable=no", **extra_env}
    with instructions.running(["strace", "-f", "-c", "-o", out] + argv, env) as (
        process, primary,
    ):
        seen = instructions.read_until_drawn(primary, ready, TIMEOUT)
        seen += instructions.drain_until_quiet(primary, QUIET_SECONDS, TIMEOUT)
        for _ in range(steps):
            os.write(primary, instructions.arrow(key, seen))
            seen += instructions.read_until(primary, lambda text: len(text) > 0, TIMEOUT)
            seen += instructions.drain_until_quiet(primary, QUIET_SECONDS, TIMEOUT)
        os.write(primary, b"q")
        try:
            instructions.read_until(primary, lambda text: False, TIMEOUT)
        except TimeoutError:
            raise RuntimeError("q didn't end the program") from None
        process.wait(timeout=TIMEOUT)
    return summary(out)


def summary(path):
    """{name: calls} from strace -c's table (the calls column, errors included)."""
    calls = {}
    with open(path) as file:
        for line in file:
            fields = line.split()
            # "% time seconds usecs/call calls [errors] syscall"
            if len(fields) >= 5 and fields[0][0].isdigit() and fields[-1] != "total":
                calls[fields[-1]] = int(fields[3])
    return calls


def per_step(argv, env, ready, key):
    if shutil.which("strace") is None:
        sys.exit("syscalls.py needs strace (Debian's package)")
    with tempfile.TemporaryDirectory(prefix="triage-syscalls-") as work:
        def median_run(steps):
            runs = [run_once(argv, env, ready, key, steps, work) for _ in range(RUNS)]
            return runs[sorted(range(RUNS), key=lambda i: sum(runs[i].values()))[RUNS // 2]]
        start, stepped = median_run(0), median_run(STEPS)
    names = sorted(set(start) | set(stepped))
    calls = {name: round((stepped.get(name, 0) - start.get(name, 0)) / STEPS, 2)
             for name in names}
    calls = {name: count for name, count in calls.items() if count > 0}
    return {"step": round(sum(calls.values()), 2), "calls": calls}


def main(argv):
    if len(argv) == 3 and argv[1] == "triage":
        with tempfile.TemporaryDirectory(prefix="triage-home-") as home:
            command, env, ready, key = instructions.triage_command(argv[2], home)
            print(json.dumps(per_step(command, env, ready, key)))
        return 0
    if len(argv) >= 6 and argv[1] == "peer" and argv[4] == "--":
        result = per_step(argv[5:], {}, argv[3].encode(), b"down")
        print(json.dumps({"name": argv[2], **result}))
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
