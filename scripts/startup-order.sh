#!/usr/bin/env bash
# Regenerates scripts/startup.order, the functions the release binary runs from start to its
# first frames, in the order valgrind first sees them. scripts/install.sh hands the file to lld
# (--symbol-ordering-file) so those functions sit together and start-up touches few code pages
# (DECISIONS.md, "Start-up code is laid out together"). A stale file costs memory, never
# correctness: names that are gone are skipped, new functions stay where they were.
# Needs valgrind and python3. Usage: scripts/startup-order.sh [BINARY]  (default: build it)
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
python3 - "$work" <<'EOF'
import fcntl, os, pty, select, struct, sys, termios, time
work = sys.argv[1]
argv = ["valgrind", "--tool=callgrind", "--demangle=no", "--compress-strings=no",
        f"--callgrind-out-file={work}/callgrind.out", f"{work}/triage", "--demo",
        "--demo-latency", "0", "--log-file", f"{work}/triage.log", "demo/busy"]
pid, fd = pty.fork()
if pid == 0:
    os.environ.update(TERM="xterm-256color", LANG="C.UTF-8")
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    os.execvp(argv[0], argv)
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
start, seen = time.time(), b""
def pump(quiet, limit=120):
    """Reads until the program has been quiet for `quiet` s (bounded by `limit`)."""
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
        elif seen and time.time() - last > quiet:
            return
pump(3.0)
# Down as a terminal in application cursor mode sends it (curses turns that mode on). The bar
# reaches the bottom row after 36 steps, so the later steps scroll the list.
for _ in range(60):
    os.write(fd, b"\x1bOB")
    pump(0.5)
os.write(fd, b"q")
pump(2.0)
os.waitpid(pid, 0)
if b"#160" not in seen:
    sys.exit("startup-order.sh: the demo's first frame never appeared")
EOF
# lld moves every section that defines a listed name, local symbols included, and a Swift object
# is one section: a name many objects define for themselves (`objectdestroyTm`, outlined
# copies, value witnesses) would drag each of those whole objects to the front. Such names are
# left out; only names defined once in the binary are listed.
nm --defined-only "$work/triage" | awk '$2 ~ /^[tTwW]$/ { print $3 }' | sort | uniq -d >"$work/ambiguous"
python3 - "$work/callgrind.out" "$work/triage" "$work/ambiguous" >scripts/startup.order <<'EOF'
import re, sys
path, binary = sys.argv[1], sys.argv[2]
ambiguous = set(open(sys.argv[3]).read().split())
names, current = {}, None
with open(path, errors="replace") as handle:
    for line in handle:
        if line.startswith("ob="):
            current = line[3:].strip()
        elif line.startswith("fn=") and current == binary:
            name = re.sub(r"'\d+$", "", line[3:].strip())
            if not name.startswith("0x") and name not in ambiguous:
                names.setdefault(name, None)
print("\n".join(names))
EOF
echo "scripts/startup.order: $(wc -l <scripts/startup.order) functions" >&2
# SwiftPM doesn't know the file is an input of the link: drop the binary so the next build
# links it again with the new order.
[ $# -gt 0 ] || rm -f "$bin"
