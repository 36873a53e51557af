#!/usr/bin/env bash
# Installs Triage as a gh extension from a local directory with Debian's gh (no network), in a
# scratch gh config, and runs `gh triage --version` and `gh triage --print-config` through gh.
#   scripts/test-gh-extension.sh [TRIAGE_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-"$(swift build --show-bin-path)/triage"}
command -v gh >/dev/null || { echo "test-gh-extension: gh is not installed (Debian: gh)" >&2; exit 1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/gh-triage" "$scratch/home"
cp extension/gh-triage/gh-triage "$scratch/gh-triage/gh-triage"
cp "$binary" "$scratch/gh-triage/triage"
export HOME="$scratch/home" GH_CONFIG_DIR="$scratch/gh" XDG_CONFIG_HOME="$scratch/config"
export XDG_STATE_HOME="$scratch/state" XDG_CACHE_HOME="$scratch/cache" GH_NO_UPDATE_NOTIFIER=1
export GH_PROMPT_DISABLED=1
# gh refuses to run any command signed out; nothing here reaches the network with it.
export GH_TOKEN=gh-extension-test-token
(cd "$scratch/gh-triage" && gh extension install .)
gh extension list | grep -q 'gh triage' || { echo "test-gh-extension: not listed" >&2; exit 1; }
expected=$("$binary" --version)
got=$(gh triage --version)
if [ "$got" != "$expected" ]; then
  echo "test-gh-extension: gh triage --version said '$got', not '$expected'" >&2
  exit 1
fi
gh triage --print-config | grep -q '^# sections: from the defaults' ||
  { echo "test-gh-extension: gh triage --print-config failed" >&2; exit 1; }
echo "test-gh-extension: gh triage $got"
