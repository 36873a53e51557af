#!/usr/bin/env bash
# Regenerates scripts/startup.order: the functions the release binary runs from start to its
# first frames, in the order valgrind first sees them, then the data start-up reads or writes.
# scripts/install.sh hands the file to lld (--symbol-ordering-file), which puts the listed
# functions together at the front of the code and the listed data at the front of its section
# (constants, mangled type names, zeroed globals), so start-up touches few pages of either
# (docs/decisions, "Start-up code is laid out together", "Start-up data is laid out together").
# A stale file costs memory, never correctness: names that are gone are skipped, new ones stay
# where they were.
# Needs valgrind and python3; takes about two minutes.
# Usage: scripts/startup-order.sh [BINARY]  (default: build it)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || {
  echo "startup-order.sh: needs valgrind" >&2
  exit 1
}
bin=${1:-$(scripts/install.sh --build-only)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind can't read the toolchain's DWARF 5; the symbol table is all it needs.
strip --strip-debug -o "$work/triage" "$bin"

# drive STEPS END VALGRIND-ARGS...: runs the demo under valgrind on a pty, waits for its first
# frame, presses Down STEPS times, then quits with `q` (END=quit) or is killed (END=kill, which
# leaves the quitting code out of a trace). Writes where the binary was loaded to $work/base.
drive() {
  python3 - "$work" "$@" <<'EOF'
import fcntl, os, pty, select, struct, sys, termios, time
work, steps, end, tool = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
argv = ["valgrind", *tool, f"{work}/triage", "--demo", "--demo-latency", "0",
        "--log-file", f"{work}/triage.log", "demo/busy"]
pid, fd = pty.fork()
if pid == 0:
    os.environ.update(TERM="xterm-256color", LANG="C.UTF-8")
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    os.execvp(argv[0], argv)
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
start, seen = time.time(), b""
def pump(quiet, until=None, limit=300):
    """Reads until `until` has been seen, or the program has been quiet for `quiet` s (bounded
    by `limit` s from the start)."""
    global seen
    last = time.time()
    while time.time() - start < limit:
        if select.select([fd], [], [], 0.05)[0]:
            try:
                data = os.read(fd, 65536)
            except OSError:
                return
            seen += data
            last = time.time()
            if until and until in seen:
                return
        elif not until and seen and time.time() - last > quiet:
            return
pump(3.0, until=b"#160")
if b"#160" not in seen:
    os.kill(pid, 9)
    sys.exit("startup-order.sh: the demo's first frame never appeared")
# valgrind runs the program in its own process: its first mapping of the binary is the base.
for line in open(f"/proc/{pid}/maps"):
    if line.rstrip().endswith(f"{work}/triage"):
        open(f"{work}/base", "w").write(line.split("-")[0])
        break
# Down as a terminal in application cursor mode sends it (curses turns that mode on). The bar
# reaches the bottom row after 36 steps, so the later steps scroll the list.
for _ in range(steps):
    os.write(fd, b"\x1bOB")
    pump(0.5)
if end == "kill":
    os.kill(pid, 9)
else:
    os.write(fd, b"q")
    pump(2.0)
os.waitpid(pid, 0)
EOF
}

drive 60 quit --tool=callgrind --demangle=no --compress-strings=no \
  "--callgrind-out-file=$work/callgrind.out"
# Every load and store, to find the data start-up touches. Fewer steps: the trace grows by
# about 30 MB a step.
drive 10 kill --tool=lackey --trace-mem=yes "--log-file=$work/lackey.out"
# The sections whose layout decides what start-up keeps resident: constants and the Swift
# metadata's descriptors (`.rodata`), the mangled type names the runtime reads to build metadata,
# and the zeroed globals (`.bss`), whose pages are resident once one variable in them is written.
readelf -SW "$work/triage" |
  awk '$2 == ".rodata" || $2 == "swift5_typeref" || $2 == ".bss" { print $4, $6 }' \
  >"$work/sections"

# lld moves every section that defines a listed name, local symbols included, and a Swift object
# is one section: a name many objects define for themselves (`objectdestroyTm`, outlined
# copies, value witnesses) would drag each of those whole objects to the front. Such names are
# left out; only names defined once in the binary are listed.
nm --defined-only --numeric-sort "$work/triage" >"$work/symbols"
python3 - "$work" >scripts/startup.order <<'EOF'
import bisect, re, sys
work = sys.argv[1]
binary = f"{work}/triage"
# Names may hold spaces (`symbolic _____ 9TriageApp5ThemeV`).
symbols, seen, ambiguous = [], set(), set()
for line in open(f"{work}/symbols"):
    fields = line.rstrip("\n").split(" ", 2)
    if len(fields) == 3:
        symbols.append((int(fields[0], 16), fields[2]))
        (ambiguous if fields[2] in seen else seen).add(fields[2])
functions, current = {}, None
with open(f"{work}/callgrind.out", errors="replace") as handle:
    for line in handle:
        if line.startswith("ob="):
            current = line[3:].strip()
        elif line.startswith("fn=") and current == binary:
            name = re.sub(r"'\d+$", "", line[3:].strip())
            if not name.startswith("0x") and name not in ambiguous:
                functions.setdefault(name, None)
# Each load or store in those sections names the symbol at or before its address: the input
# section holding that symbol is the one read (or its neighbour, when the read one has none).
ranges = []
for line in open(f"{work}/sections"):
    start, size = (int(field, 16) for field in line.split())
    ranges.append((start, start + size))
def inside(address):
    return any(start <= address < end for start, end in ranges)
placed = [(address, name) for address, name in symbols if inside(address)]
addresses = [address for address, _ in placed]
base = int(open(f"{work}/base").read(), 16)
data = {}
access = re.compile(rb"^ [LSM] ([0-9a-f]+),")
with open(f"{work}/lackey.out", "rb") as handle:
    for line in handle:
        match = access.match(line)
        if not match:
            continue
        address = int(match.group(1), 16) - base
        if not inside(address):
            continue
        index = bisect.bisect_right(addresses, address) - 1
        if index >= 0:
            name = placed[index][1]
            if name not in ambiguous and name not in functions:
                data.setdefault(name, None)
print("\n".join([*functions, *data]))
print(f"scripts/startup.order: {len(functions)} functions, {len(data)} data", file=sys.stderr)
EOF
# SwiftPM doesn't know the file is an input of the link: drop the binary so the next build
# links it again with the new order.
[ $# -gt 0 ] || rm -f "$bin"
