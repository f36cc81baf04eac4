#!/usr/bin/env bash
# The window on X11 as a desktop sees it, under an Xvfb of its own: its
# class (WM_CLASS refresh-demo, the desktop entry's StartupWMClass), its icon (_NET_WM_ICON,
# 128 x 128) and --scale auto: 1 at Xft.dpi 96, 2 once Xft.dpi becomes 192 while it is open
# (the window doubles in pixels and draws the headless --scale 2 frame), 1 again at 120, and
# GDK_SCALE=2 when Xft.dpi is not set. Needs DEMO (default the release binary), Xvfb, xdotool,
# x11-utils and ImageMagick (scripts/ensure-deps.sh window). Leaves its files in out/x11-desktop/.
set -euo pipefail
cd "$(dirname "$0")/.."
# An X server of its own, tall enough for the window at density 2 and without resources set.
if [ -z "${X11_DESKTOP_SERVER:-}" ]; then
    X11_DESKTOP_SERVER=1 exec xvfb-run -a -s '-screen 0 1600x2400x24 -noreset' "$0" "$@"
fi
demo=$(realpath "${DEMO:-.build/release/refresh-demo}")
out=$(realpath -m "${X11_OUT:-out/x11-desktop}")
rm -rf "$out"
mkdir -p "$out"
unset WAYLAND_DISPLAY
export SDL_AUDIODRIVER=dummy XDG_STATE_HOME="$out/state" XDG_CACHE_HOME="$out/cache"
failures=0
check() { # NAME CONDITION-COMMAND...
    local name=$1; shift
    if "$@"; then echo "PASS  $name"; else echo "FAIL  $name"; failures=$((failures + 1)); fi
}
resources() { xprop -root -f RESOURCE_MANAGER 8s -set RESOURCE_MANAGER "$(printf "$1")"; }
size_of() { xwininfo -id "$1" | awk '/Width:/ {w=$2} /Height:/ {h=$2} END {print w "x" h}'; }
# Waits up to 5 s for window $1 to be $2 pixels.
wait_size() { for _ in $(seq 50); do [ "$(size_of "$1")" = "$2" ] && return 0; sleep 0.1; done; return 1; }
demo_pid=
# Waits up to 30 s for the demo's window (a loaded machine may take a while to map it), and says
# so when it never comes, with what the demo printed.
window_of() {
    for _ in $(seq 300); do
        window=$(xdotool search --pid "$demo_pid" 2>/dev/null | head -1 || true)
        [ -n "$window" ] && return 0
        kill -0 "$demo_pid" 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 "$demo_pid" 2>/dev/null; then
        echo "FAIL  the demo's window appeared within 30 s: the demo runs, no window (demo.log follows)"
    else
        local status=0
        wait "$demo_pid" || status=$?
        echo "FAIL  the demo's window appeared: the demo ended with status $status (demo.log follows)"
    fi
    cat "$out/demo.log"
    return 1
}
stop_demo() { kill "$demo_pid" 2>/dev/null || true; wait "$demo_pid" 2>/dev/null || true; }
trap 'stop_demo' EXIT
scene=(--list feed --carousel 8 --theme light --motion full --text-scale 1 --a11y off)

resources 'Xft.dpi:\t96\n'
"$demo" "${scene[@]}" >"$out/demo.log" 2>&1 &
demo_pid=$!
window_of
check "the window's class is refresh-demo ($(xprop -id "$window" WM_CLASS | cut -d= -f2))" \
    bash -c "xprop -id $window WM_CLASS | grep -q '= \"refresh-demo\", \"refresh-demo\"'"
# The window is mapped a moment before the icon is set on it: wait up to 5 s for the property.
has_icon() {
    for _ in $(seq 50); do
        xprop -id "$1" _NET_WM_ICON 2>/dev/null | head -1 | grep -q 'Icon (128 x 128)' && return 0
        sleep 0.1
    done
    return 1
}
check "the window has the 128 x 128 icon (_NET_WM_ICON)" has_icon "$window"
check "at Xft.dpi 96 the window is drawn at density 1 (390x720: $(size_of "$window"))" \
    wait_size "$window" 390x720
resources 'Xft.antialias:\t1\nXft.dpi:\t192\n'
check "Xft.dpi set to 192 while it is open: density 2 (780x1440)" wait_size "$window" 780x1440
# At rest, once the bar shown at launch (and again by the change) has faded.
sleep 4
import -window "$window" "$out/dpi192.png"
printf 'wait 5000\nshot headless2\n' | XDG_STATE_HOME="$out/headless" \
    "$demo" --headless --scale 2 "${scene[@]}" --script - --shots "$out"
# Both drawn by the software renderer: the same pixels.
differing=$(compare -metric AE "$out/dpi192.png" "$out/headless2.png" null: 2>&1 || true)
check "then it draws the headless --scale 2 frame ($differing pixels differ)" test "$differing" = 0
resources 'Xft.dpi:\t120\n'
check "Xft.dpi set to 120: density 1 again (390x720)" wait_size "$window" 390x720
stop_demo

xprop -root -remove RESOURCE_MANAGER
GDK_SCALE=2 "$demo" "${scene[@]}" >>"$out/demo.log" 2>&1 &
demo_pid=$!
window_of
check "without Xft.dpi, GDK_SCALE=2 gives density 2 (780x1440)" wait_size "$window" 780x1440
stop_demo

[ $failures -eq 0 ] || { echo "x11-desktop: $failures check(s) failed" >&2; exit 1; }
echo "x11-desktop: all checks passed"
