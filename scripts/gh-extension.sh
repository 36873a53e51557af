#!/usr/bin/env bash
# Builds the gh extension's precompiled asset from a clone: the release binary of
# scripts/install.sh, named as gh expects a release asset of the gh-triage repository
# (gh-triage-OS-ARCH: gh-triage-linux-amd64, gh-triage-linux-arm64), in DIR (default dist/).
# On a machine of the other architecture, run it there: the build is native.
#   scripts/gh-extension.sh [DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-dist}
case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "gh-extension.sh: no asset name for $(uname -s)" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=amd64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "gh-extension.sh: no asset name for $(uname -m)" >&2; exit 1 ;;
esac
binary=$(scripts/install.sh --build-only)
mkdir -p "$dir"
install -m 0755 "$binary" "$dir/gh-triage-$os-$arch"
strip --strip-debug "$dir/gh-triage-$os-$arch" 2>/dev/null || true
echo "$dir/gh-triage-$os-$arch"
