#!/usr/bin/env bash
# What only a real window shows of the demo's looks (scripts/window_looks_check.py): the status
# bar takes its own room; the key panel and the inspector are opaque and apart; buttons and the
# chat's pill answer the pointer (the hand, hover and pressed looks); reduced motion closes the
# header with the content; a resize re-wraps the feed. Under an Xvfb of its own; needs DEMO (default
# the release binary), Xvfb, xdotool and ImageMagick (scripts/ensure-deps.sh window). Leaves its
# grabs in out/window-looks/.
set -euo pipefail
cd "$(dirname "$0")/.."
demo=$(realpath "${DEMO:-.build/release/refresh-demo}")
out=$(realpath -m "${LOOKS_OUT:-out/window-looks}")
[ -x "$demo" ] || { echo "window-looks: $demo not found; build it with make release" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out"
unset WAYLAND_DISPLAY
xvfb-run -a -s '-screen 0 1024x900x24 -noreset' python3 scripts/window_looks_check.py "$demo" "$out"
