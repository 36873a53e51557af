#!/usr/bin/env bash
# Fails when a file in Sources imports corelibs Foundation (or a module of it only corelibs
# has) outside the allow-list below: our modules use FoundationEssentials and the standard
# library, so that the binary can lose Foundation and ICU once its dependencies do
# (docs/decisions/0430-our-modules-import-foundation-essentials-only.md).
#
# Usage: scripts/check-foundation.sh [PACKAGE_DIR]   (default: the repository)
#
# Every import form counts: plain, @testable, @preconcurrency, @_exported, inside `#if`, and
# `import struct Foundation.X`. FoundationInternationalization brings ICU, so it is allowed
# only where the list says so too.
set -euo pipefail
package_dir=${1:-"$(dirname "$0")/.."}
cd "$package_dir"

python3 - <<'PYTHON'
import os, re, sys

# File: why it still needs the module. Keep it short; each entry is a reason the binary keeps
# corelibs Foundation.
ALLOWED = {
}

FORBIDDEN = {"Foundation", "FoundationNetworking", "FoundationXML", "FoundationInternationalization"}
IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+"
    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)")

violations = []
seen = set()
scanned = 0
for directory, _, files in os.walk("Sources"):
    for name in sorted(files):
        if not name.endswith(".swift"):
            continue
        path = os.path.join(directory, name)
        scanned += 1
        with open(path, encoding="utf-8") as source:
            for number, line in enumerate(source, 1):
                match = IMPORT.match(line)
                if not match or match.group(1) not in FORBIDDEN:
                    continue
                if path in ALLOWED:
                    seen.add(path)
                    continue
                violations.append(
                    f"{path}:{number}: imports {match.group(1)}; use FoundationEssentials or the "
                    f"standard library, or name the file and why in scripts/check-foundation.sh's ALLOWED")
for path in sorted(set(ALLOWED) - seen):
    violations.append(f"{path}: in ALLOWED but imports no corelibs module; take it off the list")

for violation in violations:
    print(violation)
if violations:
    print(f"check-foundation: {len(violations)} violation(s)", file=sys.stderr)
    sys.exit(1)
print(f"check-foundation: {scanned} files, none imports corelibs Foundation outside the list")
PYTHON
