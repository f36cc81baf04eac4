#!/usr/bin/env bash
# Records the golden traces that Tests/EndToEndTests/GoldenTraceTests.swift replays: runs every
# case of Tests/EndToEndTests/GoldenTraces/cases.tsv headless and writes
# Tests/EndToEndTests/GoldenTraces/NAME.jsonl, exactly as the demo wrote it.
#
#   scripts/record-golden-traces.sh [BINARY [NAME...]]
#
# BINARY defaults to .build/debug/refresh-demo (build it first: this script builds nothing);
# with NAMEs, only those cases are recorded. Fails, naming the case, if any run exits non-zero.
#
# cases.tsv: one case a line, `NAME<TAB>ARGUMENTS`; arguments are separated by spaces, and the
# FILE of `--script FILE` is relative to the GoldenTraces folder. `#` lines and blank lines are
# ignored. Every run gets `--headless --trace FILE` in addition.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
binary="${1:-.build/debug/refresh-demo}"
shift || true
# A relative binary path is taken from where the script was started, before moving to the root.
case "$binary" in /*) ;; *) binary="$PWD/$binary" ;; esac
if [ ! -x "$binary" ]; then
    echo "record-golden-traces: no executable at $binary (swift build --product refresh-demo)" >&2
    exit 1
fi
cd "$root"
folder=Tests/EndToEndTests/GoldenTraces
manifest="$folder/cases.tsv"

wanted() {
    [ $# -eq 1 ] && return 0
    local name="$1" other
    shift
    for other in "$@"; do [ "$other" = "$name" ] && return 0; done
    return 1
}

recorded=0
while IFS=$'\t' read -r name arguments || [ -n "$name" ]; do
    case "$name" in '' | '#'*) continue ;; esac
    wanted "$name" "$@" || continue
    read -r -a words <<<"$arguments"
    args=()
    previous=""
    for word in "${words[@]}"; do
        if [ "$previous" = "--script" ]; then word="$folder/$word"; fi
        args+=("$word")
        previous="$word"
    done
    partial="$folder/$name.jsonl.partial"
    start=$(date +%s%N)
    status=0
    "$binary" --headless --trace "$partial" "${args[@]}" || status=$?
    if [ "$status" -ne 0 ]; then
        rm -f "$partial"
        echo "record-golden-traces: case $name failed (exit $status): ${args[*]}" >&2
        exit 1
    fi
    mv "$partial" "$folder/$name.jsonl"
    recorded=$((recorded + 1))
    printf '%-36s %6d lines %6d ms\n' "$name" "$(wc -l <"$folder/$name.jsonl")" \
        $((($(date +%s%N) - start) / 1000000))
done <"$manifest"

if [ "$recorded" -eq 0 ] || { [ $# -gt 0 ] && [ "$recorded" -ne $# ]; }; then
    echo "record-golden-traces: recorded $recorded case(s); some names are not in $manifest: $*" >&2
    exit 1
fi
echo "recorded $recorded case(s); $(du -sh "$folder" | cut -f1) in $folder"
