#!/usr/bin/env bash
# The window on X11 beside Wayland, in one run (`make bench`): scripts/display_bench.py under
# Xvfb (SDL's software renderer and its OpenGL one), then in a headless sway (OpenGL, through
# Mesa's software GL, as the demo draws there), then both side by side. Usage:
# display-bench.sh DEMO OUT [RUNS]. Needs scripts/ensure-deps.sh bench and desktop.
set -euo pipefail
cd "$(dirname "$0")/.."
demo=$(realpath "$1")
out=$(realpath -m "$2")
runs=${3:-3}
. scripts/wayland/session.sh
SDL_AUDIODRIVER=dummy XDG_STATE_HOME="$out/state" \
    xvfb-run -a -s '-screen 0 1024x900x24 -noreset' python3 scripts/display_bench.py x11 "$demo" "$out" "$runs"
# The window tiled alone on an output of window_bench's 390 x 720 window.
start_sway 'xwayland disable
default_border none
output HEADLESS-1 mode 390x720'
bench_user=
[ "$(id -u)" = 0 ] && bench_user=$user
BENCH_USER=$bench_user BENCH_TOOLS=$tools XDG_RUNTIME_DIR=$runtime WAYLAND_DISPLAY=$display_name \
    SWAYSOCK=$sway_socket python3 scripts/display_bench.py wayland "$demo" "$out" "$runs"
python3 scripts/display_bench.py table "$out"
