#!/usr/bin/env bash
# The window as a screen reader meets it: a private session bus (dbus-run-session), Xvfb and
# the accessibility bus (started by a11y_check.py), refresh-demo with --a11y on, checked through
# pyatspi (scripts/a11y_check.py). Needs Debian's Python (python3-pyatspi lives there), at-spi2-core,
# dbus, Xvfb, xdotool and ImageMagick (scripts/ensure-deps.sh a11y). Leaves traces, logs and a
# screenshot in out/a11y/. `scripts/a11y.sh orca_check.py` runs that check instead (scripts/orca.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
demo=${DEMO:-.build/debug/refresh-demo}
out=${A11Y_OUT:-out/a11y}
check=${1:-a11y_check.py}
[ -x "$demo" ] || { echo "a11y: $demo not found; build it with swift build (make release for orca.sh)" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out"
export SDL_AUDIODRIVER=dummy
export XDG_STATE_HOME="$(cd "$out" && pwd)/state"
# No GTK module or desktop setting may start a second bridge or a screen reader here.
unset GTK_MODULES NO_AT_BRIDGE
xvfb-run -a -s '-screen 0 1024x900x24 -noreset' \
    dbus-run-session -- /usr/bin/python3 "scripts/$check" "$demo" "$out" 2>"$out/buses.log"
