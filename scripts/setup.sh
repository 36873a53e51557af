#!/usr/bin/env bash
# Installs the Debian or Ubuntu packages Triage needs, as root or as a user with sudo.
#
# Usage: scripts/setup.sh [--tests]
#
#   (no option)  what `swift build` needs: ncursesw, cmark-gfm with its extensions, SQLite,
#                libyaml
#   --tests      also what the tests and .ci/run need: tmux, python3, a UTF-8 locale, man-db,
#                gh, valgrind (the instruction budget)
#
# It installs only the packages that are missing and says which. A fresh machine has no package
# lists yet, so apt-get update runs first when apt can't find one of them. sudo is used only
# when not root, and only when it exists.
set -euo pipefail

packages=(libncurses-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libsqlite3-dev libyaml-dev)
case "${1:-}" in
  "") ;;
  --tests) packages+=(tmux python3 locales man-db gh valgrind) ;;
  -h | --help)
    sed -n '2,13s/^# \{0,1\}//p' "$0"
    exit 0
    ;;
  *)
    echo "setup.sh: unknown option '$1' (see --help)" >&2
    exit 2
    ;;
esac

if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-query >/dev/null 2>&1; then
  echo "setup.sh: this machine has no apt-get; install these libraries with its own package" >&2
  echo "manager (see docs/install.md): ncursesw, cmark-gfm and its extensions, SQLite 3," >&2
  echo "libyaml" >&2
  exit 1
fi

installed() {
  [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" = installed ]
}

missing=()
for package in "${packages[@]}"; do
  installed "$package" || missing+=("$package")
done
if ((${#missing[@]} == 0)); then
  echo "setup.sh: everything needed is installed: ${packages[*]}"
  exit 0
fi

as_root=()
if [ "$(id -u)" != 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "setup.sh: these packages are missing and installing them needs root: ${missing[*]}" >&2
    echo "Run this script as root, or install sudo." >&2
    exit 1
  fi
  as_root=(sudo)
fi

# apt-cache knows a package only once the lists are there; a fresh machine has none.
known() {
  apt-cache show "$1" >/dev/null 2>&1
}
for package in "${missing[@]}"; do
  if ! known "$package"; then
    echo "setup.sh: apt doesn't know $package yet; running apt-get update"
    "${as_root[@]}" apt-get update -qq
    break
  fi
done

echo "setup.sh: installing ${missing[*]}"
# Through env, because sudo doesn't pass the caller's environment on.
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
  "${missing[@]}"

# The tests and tmux want a UTF-8 locale; C.UTF-8 comes with glibc on current releases.
if [ "${1:-}" = --tests ] && ! locale -a 2>/dev/null | grep -qiE '^c\.utf-?8$'; then
  echo "setup.sh: no C.UTF-8 locale; generating it"
  "${as_root[@]}" localedef -i C -f UTF-8 C.UTF-8 || true
fi
