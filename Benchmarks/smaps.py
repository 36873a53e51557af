#!/usr/bin/env python3
"""Where Triage's resident pages come from, once its first frame is drawn.

    smaps.py BINARY      prints a markdown table of resident kB by origin, from /proc/PID/smaps

Triage runs as instructions.py runs it (120x40, the demo's busy repository with the list alone,
in a home of its own). Once the first frame is drawn and the screen has gone quiet, its
mappings are summed by where their pages come from: the executable's code, its read-only data
and its writable data, the shared libraries, the heap and other anonymous memory, thread
stacks, and the rest. Peak RSS (VmHWM) is printed beside them.
"""

import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import instructions  # noqa: E402  (the pseudo-terminal harness, shared)

TIMEOUT = 60
# A mapping's first line in smaps: its address range, then permissions, offset, device, inode.
MAPPING = re.compile(r"^[0-9a-f]+-[0-9a-f]+ ")


def origin(header, binary):
    """The row a mapping's resident pages count under."""
    fields = header.split()
    permissions = fields[1]
    path = fields[5] if len(fields) > 5 else ""
    if path and os.path.realpath(path) == binary:
        if "x" in permissions:
            return "executable: code"
        return "executable: writable data" if "w" in permissions else "executable: read-only data"
    if path.startswith("/") and not path.startswith("/dev/"):
        return "shared libraries and other files"
    if path == "[heap]":
        return "heap"
    if path == "[stack]":
        return "main thread's stack"
    return "anonymous (malloc arenas, thread stacks)"


def measure(binary):
    binary = os.path.realpath(binary)
    # Read back as an installed program is, not from the pages the linker or strip just wrote
    # (run.sh does the same before each program).
    handle = os.open(binary, os.O_RDONLY)
    os.fdatasync(handle)
    os.posix_fadvise(handle, 0, 0, os.POSIX_FADV_DONTNEED)
    os.close(handle)
    with tempfile.TemporaryDirectory(prefix="triage-home-") as home:
        argv, extra, ready, _ = instructions.triage_command(binary, home)
        env = {"PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8",
               "SWIFT_BACKTRACE": "enable=no", **extra}
        with instructions.running(argv, env) as (process, primary):
            instructions.read_until_drawn(primary, ready, TIMEOUT)
            instructions.drain_until_quiet(primary, 0.5, TIMEOUT)
            rows, current = {}, None
            with open(f"/proc/{process.pid}/smaps") as smaps:
                for line in smaps:
                    if MAPPING.match(line):
                        current = origin(line, binary)
                    elif line.startswith("Rss:") and current:
                        rows[current] = rows.get(current, 0) + int(line.split()[1])
            with open(f"/proc/{process.pid}/status") as status:
                peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM"))
            os.write(primary, b"q")
            process.wait(timeout=TIMEOUT)
    print("| resident pages from | kB |")
    print("|---|---|")
    for name, kilobytes in sorted(rows.items(), key=lambda item: -item[1]):
        print(f"| {name} | {kilobytes:,} |")
    print(f"| **resident now** | **{sum(rows.values()):,}** |")
    print(f"| peak (VmHWM) | {peak:,} |")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(measure(sys.argv[1]))
