#!/usr/bin/env bash
# Counts heap allocations of the core (scene, physics, draw list; no SDL) over two run lengths
# of steady scrolling with valgrind's DHAT: the extra frames should add none per frame (a few
# per gesture remain: the timer a release schedules).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)"; exit 1; }
swift build -c release --product refresh-bench >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Counting blocks needs no debug information, and valgrind 3.19 gives up on the release
# binary's ("possibly corrupted debuginfo file"): it runs a copy without it.
cp .build/release/refresh-bench "$tmp/refresh-bench"
strip --strip-debug "$tmp/refresh-bench"
blocks() {
    valgrind --tool=dhat --dhat-out-file="$tmp/dhat.$1.json" "$tmp/refresh-bench" --core "$@" \
        >"$tmp/out.$1" 2>"$tmp/log.$1" || { cat "$tmp/out.$1" "$tmp/log.$1" >&2; exit 1; }
    sed -n 's/.*Total: .* in \([0-9,]*\) blocks.*/\1/p' "$tmp/log.$1" | tr -d ,
}
# The second pass shows the inspector (`d`) all along, the third holds a pull over the header
# (its percent and alpha change every frame): neither may allocate per frame either.
for variant in "" --inspector --pull; do
    short=$(blocks 1200 $variant)
    long=$(blocks 2400 $variant)
    extra=$((long - short))
    echo "core allocations${variant:+ with $variant}: $short blocks in 1200 frames, $long in 2400 frames"
    what="20 drags"
    [ "$variant" = --pull ] && what="a pull held, crossing the trigger 66 times"
    echo "the extra 1200 frames ($what) added $extra allocations: $(awk "BEGIN{printf \"%.3f\", $extra/1200}") per frame"
    # A few a gesture remain (10 over 20 drags; 5 each time a pull crosses the trigger: 330).
    # One a frame means a frame allocates of its own (the chat's pill made text metrics every
    # frame of every list; the inspector's fitted title made 960): more than 0.5 fails.
    if [ "$extra" -gt 600 ]; then
        echo "alloc-check: more than 0.5 allocations a frame${variant:+ with $variant}" >&2
        failed=1
    fi
done
[ -z "${failed:-}" ]
