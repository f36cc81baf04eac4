#!/usr/bin/env bash
# End-to-end test in a real X11 window: runs refresh-demo under Xvfb (no window manager) with
# --trace, drives it with xdotool, checks the trace and screenshots (scripts/e2e_check.py); then
# a real feed served by the fixture nginx in the window (scripts/e2e_feed.py) and its entries
# opened through the OpenURI portal (scripts/e2e_open.py).
# Needs the release binary (make release) and Xvfb, xdotool, ImageMagick (scripts/ensure-deps.sh
# window). Leaves trace.jsonl, demo.log and the screenshots in out/e2e/.
set -euo pipefail
cd "$(dirname "$0")/.."
demo=${DEMO:-.build/release/refresh-demo}
out=${E2E_OUT:-out/e2e}
[ -x "$demo" ] || { echo "e2e: $demo not found; build it with make release" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out"
export SDL_AUDIODRIVER=dummy
# The checks are X11's (xdotool, Xvfb): run from a Wayland session, the demo would open there.
unset WAYLAND_DISPLAY
# A fresh last-updated store, so the run neither reads nor writes the user's ~/.local/state.
export XDG_STATE_HOME="$(cd "$out" && pwd)/state"
# The screen is taller than the 720-pt window; xvfb-run -a picks a free display number.
xvfb-run -a -s '-screen 0 1024x900x24 -noreset' python3 scripts/e2e_check.py "$demo" "$out"
# A real feed from the fixture nginx in the window: a pull lands entries, Escape cancels.
xvfb-run -a -s '-screen 0 1024x900x24 -noreset' python3 scripts/e2e_feed.py "$demo" "$out/feed"
# Opening an entry: the real OpenURI portal on a private session bus launches a URL handler the
# check installs in its own XDG_DATA_HOME; with no bus, xdg-open.
xvfb-run -a -s '-screen 0 1024x900x24 -noreset' python3 scripts/e2e_open.py "$demo" "$out/open"
