#!/usr/bin/env bash
# The release build is silent: builds every product with -c release and fails on any compiler
# warning, Swift's or C's, printing each. Cheap where it runs: CI's clone is fresh, so every file
# is compiled and every warning shows, and the release build `make e2e` needs next is then done;
# on a developer's tree only the files rebuilt can warn (`swift package clean` to see them all).
set -euo pipefail
cd "$(dirname "$0")/.."
swift="${SWIFT:-swift}"
log="$(mktemp "${TMPDIR:-/tmp}/release-warnings.XXXXXX")"
trap 'rm -f "$log"' EXIT
"$swift" build -c release 2>&1 | tee "$log"
# swiftc and clang both write "FILE:LINE:COL: warning: ..."; the excerpts under them repeat it.
warnings="$(grep -E '^[^ ].*:[0-9]+:[0-9]+: warning: ' "$log" | sort -u || true)"
if [ -n "$warnings" ]; then
    echo
    echo "scripts/release-warnings.sh: the release build warns ($(wc -l <<<"$warnings") distinct):"
    echo "$warnings"
    exit 1
fi
echo "scripts/release-warnings.sh: the release build is silent"
