#!/usr/bin/env bash
# Orca's own speech of the demo's window (scripts/orca_check.py): a private session bus, Xvfb,
# the accessibility bus, Debian's Orca and refresh-demo with --a11y on. Needs what
# `scripts/ensure-deps.sh orca` installs. Leaves Orca's debug file and the logs in out/orca/.
set -euo pipefail
cd "$(dirname "$0")/.."
demo=${DEMO:-.build/release/refresh-demo}
out=${ORCA_OUT:-out/orca}
[ -x "$demo" ] || { echo "orca: $demo not found; build it with make release" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out"
export SDL_AUDIODRIVER=dummy
export XDG_STATE_HOME="$(cd "$out" && pwd)/state"
unset GTK_MODULES NO_AT_BRIDGE
xvfb-run -a -s '-screen 0 1024x900x24' \
    dbus-run-session -- /usr/bin/python3 scripts/orca_check.py "$demo" "$out" 2>"$out/buses.log"
