#!/usr/bin/env bash
# Builds Triage the way it is measured (release, Swift runtime and Foundation linked statically)
# and installs it as $PREFIX/bin/triage, with its manual page as $PREFIX/share/man/man1/triage.1
# (scripts/man.sh). PREFIX defaults to ~/.local.
#   scripts/install.sh                  # ~/.local/bin/triage, ~/.local/share/man/man1/triage.1
#   PREFIX=/usr/local scripts/install.sh
#   scripts/install.sh --build-only     # build, print the binary's path, install nothing
set -euo pipefail
cd "$(dirname "$0")/.."

build_only=false
case "${1:-}" in
  --build-only) build_only=true ;;
  "") ;;
  -h | --help)
    sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
  *)
    echo "install.sh: unknown argument '$1' (try --help)" >&2
    exit 64
    ;;
esac

if ! dpkg -s libncurses-dev >/dev/null 2>&1 && ! [ -e /usr/include/ncurses.h ]; then
  echo "install.sh: the ncursesw headers are missing; install libncurses-dev first" >&2
  exit 1
fi
if ! dpkg -s libcmark-gfm-extensions-dev >/dev/null 2>&1 &&
  ! [ -e /usr/include/cmark-gfm-core-extensions.h ]; then
  echo "install.sh: the cmark-gfm headers are missing; install libcmark-gfm-dev and" \
    "libcmark-gfm-extensions-dev first" >&2
  exit 1
fi
if ! dpkg -s libsqlite3-dev >/dev/null 2>&1 && ! [ -e /usr/include/sqlite3.h ]; then
  echo "install.sh: the SQLite headers are missing; install libsqlite3-dev first" >&2
  exit 1
fi

release=(swift build -c release --static-swift-stdlib --scratch-path .build-release-static)
# With the Swift runtime linked in, the binary needs only the system's libc and libm; SwiftPM's
# default run path ($ORIGIN) made the loader look for both in eleven places beside the binary
# first, and would load a libc.so.6 that someone put there (docs/decisions).
release+=(--disable-local-rpath)
# Generic types are instantiated through their metadata accessors, with the witness tables the
# compiler already knows, rather than from mangled names, which made the runtime look each
# conformance up by scanning all 8,400 records (docs/decisions, "Metadata without conformance
# scans"): 28% fewer instructions to the first frame.
release+=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
if [ "$(uname -s)" = Linux ]; then
  # Lean on Linux (docs/decisions): lld lays out the functions start-up runs together
  # (scripts/startup.order), packs the relative relocations (RELR), and the binary exports no
  # dynamic symbols of its own: the loader and start-up touch 9 MB fewer pages.
  release+=(-Xswiftc -use-ld=lld
    -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic
    -Xlinker "--symbol-ordering-file=$PWD/scripts/startup.order"
    -Xlinker --no-warn-symbol-ordering)
  # The C libraries are linked from their static archives where Debian ships them (libstdc++,
  # libgcc_s, ncursesw and tinfo, cmark-gfm, zlib, SQLite), and only the code used is kept
  # (docs/decisions). A directory of one-line linker scripts, searched first, points each
  # `-lNAME` at its archive; a library without an archive stays shared.
  static_dir=.build-release-static/static-libraries
  mkdir -p "$static_dir"
  rm -f "$static_dir"/*.so "$static_dir"/*.a
  multiarch=$(gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)
  every_archive=true
  archive() { # NAME FILE...: writes libNAME.so when every FILE exists
    local name=$1
    shift
    for file in "$@"; do [ -f "$file" ] || { every_archive=false; return 0; }; done
    echo "INPUT($*)" >"$static_dir/lib$name.so"
  }
  archive stdc++ "$(gcc -print-file-name=libstdc++.a 2>/dev/null)"
  archive gcc_s "$(gcc -print-file-name=libgcc_eh.a 2>/dev/null)"
  archive ncursesw "/usr/lib/$multiarch/libncursesw.a" "/usr/lib/$multiarch/libtinfo.a"
  archive cmark-gfm "/usr/lib/$multiarch/libcmark-gfm.a"
  archive cmark-gfm-extensions "/usr/lib/$multiarch/libcmark-gfm-extensions.a"
  archive z "/usr/lib/$multiarch/libz.a"
  archive sqlite3 "/usr/lib/$multiarch/libsqlite3.a"
  for file in libc.a libm.a rcrt1.o; do
    [ -f "$(gcc -print-file-name=$file 2>/dev/null)" ] || every_archive=false
  done
  if $every_archive; then
    # With glibc's archives too, the binary is one static position-independent executable
    # (static-pie): no loader, no shared libc and libm to map, and libc's start-up code laid out
    # with the rest. The kernel still loads it at a random address. `-static` looks for
    # archives only, so ncursesw's script is named as one to bring tinfo along.
    cp "$static_dir/libncursesw.so" "$static_dir/libncursesw.a"
    release+=(-Xswiftc -Xclang-linker -Xswiftc -static-pie)
    # The driver passes `-pie` too, which `-static-pie` makes clang ignore, with a warning.
    release+=(-Xswiftc -Xclang-linker -Xswiftc -Wno-unused-command-line-argument)
  fi
  release+=(-Xlinker --as-needed -Xlinker "-L$PWD/$static_dir")
fi
bin="$("${release[@]}" --show-bin-path)/triage"
# SwiftPM doesn't count the ordering file as an input of the link: a binary older than it is
# dropped, so that it is linked again in the new order.
if [ -f "$bin" ] && [ "$bin" -ot scripts/startup.order ]; then rm -f "$bin"; fi
"${release[@]}" --product triage >&2

if $build_only; then
  echo "$bin"
  exit 0
fi

prefix=${PREFIX:-$HOME/.local}
mkdir -p "$prefix/bin"
install -m 0755 "$bin" "$prefix/bin/triage.new"
# Debug info is for the developer's build; symbols stay, so crash reports still name functions.
strip --strip-debug "$prefix/bin/triage.new" 2>/dev/null || true
mv -f "$prefix/bin/triage.new" "$prefix/bin/triage"
# The manual page, generated from the command line's definitions, never written by hand.
page=$(scripts/man.sh "$(mktemp -d)/triage.1")
mkdir -p "$prefix/share/man/man1"
install -m 0644 "$page" "$prefix/share/man/man1/triage.1"
echo "installed $prefix/share/man/man1/triage.1" >&2
echo "installed $prefix/bin/triage ($("$prefix/bin/triage" --version))" >&2
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "note: $prefix/bin is not on your PATH" >&2 ;;
esac
