#!/usr/bin/env bash
# Checks every import of every target against Package.swift and the layering table below.
#
# Usage: scripts/check-imports.sh [PACKAGE_DIR]   (default: the repository)
#
# For each target, reads its declared dependencies from `swift package dump-package`, then scans
# the import lines (plain, @testable, @_exported, @preconcurrency, and those inside `#if`) of
# every .swift file in its directory. It fails, with one line per violation (file:line, module,
# why), on an import that is not declared, and, for targets in Sources, on one the layering
# table does not allow. Test targets may import anything they declare.
set -euo pipefail
package_dir=${1:-"$(dirname "$0")/.."}
cd "$package_dir"
manifest=$(mktemp)
trap 'rm -f "$manifest"' EXIT
swift package dump-package >"$manifest"

python3 - "$manifest" <<'PYTHON'
import json, os, re, sys

# Modules every target may import: the system's and the test frameworks'.
SYSTEM = {
    "Foundation", "FoundationEssentials", "Glibc", "Musl", "Darwin", "Dispatch",
    "Synchronization", "os", "_Concurrency", "XCTest", "Testing", "Swift",
}

# What each library target in Sources may import: one layer may use only those below it.
# None: anything it declares (the executable composes everything; test support serves tests).
LAYERS = {
    # platform
    "SystemSupport": set(),
    # core
    "ScreenState": set(),
    "Localization": set(),
    "SecretRedaction": {"Logging"},
    "ErrorHandling": {"SystemSupport", "Localization", "SecretRedaction", "Logging"},
    # infrastructure
    "FileLogging": {"SystemSupport", "SecretRedaction", "Logging"},
    "TerminalUI": {"ScreenState", "ErrorHandling", "Localization", "SystemSupport"},
    "CursesBackend": {"TerminalUI", "CNcurses", "SystemSupport", "Localization"},
    "GitHubAPI": {
        "SystemSupport", "AsyncHTTPClient", "NIOCore", "NIOHTTP1", "NIOPosix",
        "NIOFoundationCompat", "Logging",
    },
    # domain and data
    "IssueDomain": {"ScreenState", "SystemSupport", "Logging"},
    # the local store: SQLite through GRDB, beneath the repositories that use it
    "IssueStore": {"IssueDomain", "SystemSupport", "GRDB", "Logging"},
    "IssueData": {
        "IssueDomain", "IssueStore", "GitHubAPI", "ScreenState", "SystemSupport", "Logging",
        "Yams",
    },
    # application: the core every feature shares, with no feature in it
    "AppCore": {
        "ScreenState", "ErrorHandling", "IssueDomain", "Localization", "TerminalUI",
        "SystemSupport", "Logging",
    },
    "MarkdownView": {"AppCore", "IssueDomain", "TerminalUI", "SystemSupport", "CCmarkGFM"},
    "SharedWrites": {
        "AppCore", "ScreenState", "ErrorHandling", "IssueDomain", "Localization", "TerminalUI",
        "SystemSupport",
    },
    "ListSupport": {
        "AppCore", "ScreenState", "ErrorHandling", "IssueDomain", "Localization", "TerminalUI",
    },
    "IssueFeature": {
        "AppCore", "Destinations", "MarkdownView", "SharedWrites", "ListSupport", "ScreenState",
        "ErrorHandling", "IssueDomain", "Localization", "TerminalUI",
    },
    "Destinations": {"AppCore", "ScreenState", "IssueDomain"},
    "ActionsFeature": {
        "AppCore", "Destinations", "ListSupport", "ScreenState", "ErrorHandling", "IssueDomain",
        "Localization", "TerminalUI", "SystemSupport",
    },
    "ReviewFeature": {
        "AppCore", "SharedWrites", "ComposerFeature", "ErrorHandling", "IssueDomain",
        "Localization", "TerminalUI",
    },
    "PullRequestFeature": {
        "AppCore", "Destinations", "SharedWrites", "ListSupport", "IssueFeature", "ComposerFeature",
        "ReviewFeature",
        "ActionsFeature", "MarkdownView", "ScreenState",
        "ErrorHandling", "IssueDomain", "Localization", "TerminalUI", "SystemSupport",
    },
    "IssueListFeature": {
        "AppCore", "Destinations", "SharedWrites", "ListSupport", "IssueFeature", "ScreenState",
        "ErrorHandling", "IssueDomain", "Localization", "TerminalUI",
    },
    "InboxFeature": {
        "AppCore", "Destinations", "ListSupport", "IssueFeature", "ScreenState", "ErrorHandling",
        "IssueDomain", "Localization", "TerminalUI", "SystemSupport",
    },
    "ComposerFeature": {
        "AppCore", "Destinations", "SharedWrites", "IssueFeature", "ErrorHandling", "IssueDomain",
        "Localization", "TerminalUI", "SystemSupport",
    },
    "TriageApp": {
        "AppCore", "Destinations", "SharedWrites", "ListSupport", "IssueFeature",
        "PullRequestFeature", "IssueListFeature", "InboxFeature", "ComposerFeature", "ReviewFeature",
        "ActionsFeature", "ScreenState",
        "ErrorHandling", "IssueDomain", "Localization", "TerminalUI", "SystemSupport",
    },
    "triage": None,
    # test support
    "TerminalUITestSupport": None,
    "GitHubStubServer": None,
    "TestSupport": None,
    "PseudoTerminalTestSupport": None,
    "BackendTestSupport": None,
    "FeatureTestSupport": None,
}

IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+"
    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)")

# Our modules use FoundationEssentials and the standard library, never corelibs Foundation, so
# that the binary can lose Foundation and ICU once its dependencies do (decision 430). A file
# that can't do without one names itself here, with why; keep the list short.
CORELIBS = {"Foundation", "FoundationNetworking", "FoundationXML", "FoundationInternationalization"}
CORELIBS_ALLOWED = {
}

with open(sys.argv[1]) as file:
    manifest = json.load(file)

def declared(target):
    names = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names

violations = []
scanned = 0
corelibs_seen = set()
for target in manifest["targets"]:
    name, kind = target["name"], target["type"]
    if kind in ("system", "binary", "plugin", "macro"):
        continue
    is_test = kind == "test"
    path = target.get("path") or os.path.join("Tests" if is_test else "Sources", name)
    allowed_by_declaration = declared(target) | SYSTEM
    if is_test:
        layer = None
    elif name in LAYERS:
        layer = LAYERS[name]
    else:
        violations.append(f"Package.swift: {name}: no entry in the layering table of {sys.argv[0]}")
        continue
    for directory, _, files in os.walk(path):
        for file_name in sorted(files):
            if not file_name.endswith(".swift"):
                continue
            file_path = os.path.join(directory, file_name)
            scanned += 1
            with open(file_path, encoding="utf-8") as source:
                for number, line in enumerate(source, 1):
                    match = IMPORT.match(line)
                    if not match:
                        continue
                    module = match.group(1)
                    if not is_test and module in CORELIBS:
                        if file_path in CORELIBS_ALLOWED:
                            corelibs_seen.add(file_path)
                        else:
                            violations.append(
                                f"{file_path}:{number}: imports {module}; use FoundationEssentials or "
                                f"the standard library, or name the file and why in CORELIBS_ALLOWED")
                    if module in SYSTEM or module == name:
                        continue
                    where = f"{file_path}:{number}: {module}"
                    if module not in allowed_by_declaration:
                        violations.append(f"{where}: not declared as a dependency of {name} in Package.swift")
                    elif layer is not None and module not in layer:
                        violations.append(f"{where}: {name} may not import it (layering table)")

for file_path in sorted(set(CORELIBS_ALLOWED) - corelibs_seen):
    violations.append(f"{file_path}: in CORELIBS_ALLOWED but imports no corelibs module")

# ARCHITECTURE.md's module table says the same as LAYERS, so the two can't drift: a row for
# every library target, naming exactly the modules of ours it may import and the packages.
PACKAGE_WORDS = {"Logging": "swift-log", "GRDB": "GRDB", "Yams": "Yams",
                 "AsyncHTTPClient": "AsyncHTTPClient"}
OURS = set(LAYERS) | {"CNcurses", "CCmarkGFM"}
architecture = "ARCHITECTURE.md"
rows = {}
test_support_rows = set()
with open(architecture, encoding="utf-8") as document:
    section = None
    for number, line in enumerate(document, 1):
        if line.startswith("## "):
            section = line[3:].strip()
        if section != "Modules" or not line.startswith("| `"):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        names = re.findall(r"`([A-Za-z_]+)`", cells[0].split("(")[0])
        if len(cells) == 2:
            test_support_rows.update(names)
            continue
        for module in names:
            rows[module] = (number, cells[2])
for module, layer in LAYERS.items():
    if layer is None:
        if module != "triage" and module not in test_support_rows:
            violations.append(f"{architecture}: {module}: missing from the test support table")
        continue
    if module not in rows:
        violations.append(f"{architecture}: {module}: no row in the module table")
        continue
    number, cell = rows[module]
    ours = cell.partition(";")[0]
    said = set(re.findall(r"`([A-Za-z_]+)`", ours)) & OURS
    allowed = layer & OURS
    if said != allowed:
        violations.append(
            f"{architecture}:{number}: {module} may import {sorted(allowed) or 'nothing of ours'} "
            f"by {sys.argv[0]}, but the table says {sorted(said) or 'nothing of ours'}")
    for package in sorted(layer - OURS):
        word = "NIO" if package.startswith("NIO") else PACKAGE_WORDS.get(package, package)
        if word not in cell:
            violations.append(f"{architecture}:{number}: {module}: the table doesn't name {word}")
for module in sorted(set(rows) - set(LAYERS) - {"CNcurses", "CCmarkGFM"}):
    violations.append(f"{architecture}:{rows[module][0]}: {module}: no such target in the layering table")

for violation in violations:
    print(violation)
if violations:
    print(f"check-imports: {len(violations)} violation(s)", file=sys.stderr)
    sys.exit(1)
print(f"check-imports: {scanned} files, every import declared and allowed")
PYTHON
