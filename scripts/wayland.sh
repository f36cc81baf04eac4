#!/usr/bin/env bash
# The demo in a real Wayland compositor: Debian's sway, headless (no GPU, no input devices,
# pixman rendering), run as an unprivileged user (sway refuses root), with the demo, grim
# (screenshots), wtype (keys) and a virtual pointer (scripts/wayland/vpointer.c, built here with
# gcc on libwayland-client and wayland-scanner) all as that user. Checks that the demo opens
# natively (xdg_shell, app id refresh-demo; Xwayland is not installed), that a drag and F5
# refresh (its --trace), that Escape with nothing open leaves it open and Ctrl+Q quits it, and that
# at output scale 2 its screenshot is the headless --scale 2 frame of the same scene, following
# the window to an output of scale 1 and back, and its output's scale to 1 and back. Needs DEMO (default the release binary) and
# scripts/ensure-deps.sh desktop. Leaves its files in out/wayland/.
set -euo pipefail
cd "$(dirname "$0")/.."
demo=$(realpath "${DEMO:-.build/release/refresh-demo}")
out=$(realpath -m "${WAYLAND_OUT:-out/wayland}")
[ -x "$demo" ] || { echo "wayland: $demo not found; build it first" >&2; exit 1; }
failures=0
check() { # NAME CONDITION-COMMAND...
    local name=$1; shift
    if "$@"; then echo "PASS  $name"; else echo "FAIL  $name"; failures=$((failures + 1)); fi
}

. scripts/wayland/session.sh
start_sway 'xwayland disable
default_border none
output HEADLESS-1 mode 800x900'

pointer() { as_user "$tools/vpointer" extent "$@"; }
# The last trace line's FIELD.
field() { tail -1 "$1" | python3 -c "import json,sys; print(json.load(sys.stdin)['$2'])"; }
# Waits up to 10 s for the trace's FIELD to become VALUE.
wait_field() {
    for _ in $(seq 100); do
        [ -s "$1" ] && [ "$(field "$1" "$2")" = "$3" ] && return 0
        sleep 0.1
    done
    return 1
}
running() { kill -0 "$1" 2>/dev/null; }
start_demo() { # TRACE OPTIONS...: the demo in the background; its pid in demo_pid
    local trace=$1; shift
    (as_user "$demo" --a11y off --trace "$trace" "$@" >>"$out/demo.log" 2>&1) &
    demo_pid=$!
    for _ in $(seq 100); do [ -s "$trace" ] && return 0; sleep 0.1; done
}
# The demo's own process (the child of runuser), for its exit.
quit_demo() { as_user wtype -s 1500 -M ctrl -k q -m ctrl; }

check "Xwayland is not installed (the demo cannot open through it)" \
    bash -c '! command -v Xwayland >/dev/null'

# -- native, a drag, F5, Ctrl+Q
trace="$out/trace.jsonl"
start_demo "$trace" --list plain
as_user swaymsg -t get_tree >"$out/tree.json"
check "the window is a native Wayland window (xdg_shell) with the app id refresh-demo" \
    python3 - "$out/tree.json" <<'PY'
import json, sys
def walk(node):
    yield node
    for child in node.get("nodes", []) + node.get("floating_nodes", []):
        yield from walk(child)
views = [n for n in walk(json.load(open(sys.argv[1]))) if n.get("pid")]
print("      views:", [(n.get("app_id"), n.get("shell")) for n in views])
sys.exit(0 if [(n.get("app_id"), n.get("shell")) for n in views] == [("refresh-demo", "xdg_shell")] else 1)
PY
pointer 800 900 move 400 200 wait 300 down drag 400 520 500 up
check "a drag with the pointer refreshes (refreshes 0 -> 1)" wait_field "$trace" refreshes 1
wait_field "$trace" header_state idle || true
as_user wtype -s 1500 -k F5
check "F5 refreshes (refreshes 1 -> 2)" wait_field "$trace" refreshes 2
wait_field "$trace" header_state idle || true
as_user wtype -s 1500 -k Escape
sleep 1
check "Escape with nothing open leaves the window open" running "$demo_pid"
quit_demo
for _ in $(seq 50); do running "$demo_pid" || break; sleep 0.1; done
check "Ctrl+Q quits" bash -c "! kill -0 $demo_pid 2>/dev/null"

# -- output scale 2 (1600 x 1200 pixels, 800 x 600 points): the screenshot is the headless
# --scale 2 frame of the same scene; then the window moves to an output of scale 1 and back,
# and its output's scale goes to 1 and back to 2 under it, and it follows each
as_user swaymsg output HEADLESS-1 mode 1600x1200 scale 2 >/dev/null
pointer 800 600 move 400 590
scene=(--size 800x600 --list feed --carousel 8 --theme light --motion full --text-scale 1)
start_demo "$out/scale2.jsonl" "${scene[@]}"
# At rest, once the bar shown at launch has faded (2.8 s).
sleep 5
as_user grim -o HEADLESS-1 "$out/scale2.png"
as_user swaymsg create_output >/dev/null
as_user swaymsg output HEADLESS-2 mode 800x600 scale 1 pos 800 0 >/dev/null
as_user swaymsg '[app_id="refresh-demo"] move container to output HEADLESS-2' >/dev/null
sleep 2
as_user grim -o HEADLESS-2 "$out/moved1.png"
as_user swaymsg '[app_id="refresh-demo"] move container to output HEADLESS-1' >/dev/null
sleep 2
as_user grim -o HEADLESS-1 "$out/moved2.png"
# The output's scale changed under the window, 2 -> 1 -> 2 (the same 800 x 600 points).
as_user swaymsg focus output HEADLESS-1 >/dev/null
as_user swaymsg output HEADLESS-1 mode 800x600 scale 1 >/dev/null
sleep 2
as_user grim -o HEADLESS-1 "$out/inplace1.png"
as_user swaymsg output HEADLESS-1 mode 1600x1200 scale 2 >/dev/null
sleep 2
as_user grim -o HEADLESS-1 "$out/inplace2.png"
# Scale 3: drawn at 2 (there are 1x and 2x sheets) and enlarged, as a compositor would.
as_user swaymsg output HEADLESS-1 mode 2400x1800 scale 3 >/dev/null
sleep 2
as_user grim -o HEADLESS-1 "$out/inplace3.png"
as_user swaymsg -t get_tree >"$out/tree2.json"
check "the window opened again at the new scale is still its only window" \
    python3 -c "import json, sys; t = open(sys.argv[1]).read(); sys.exit(t.count('\"app_id\": \"refresh-demo\"') != 1)" \
    "$out/tree2.json"
quit_demo
for _ in $(seq 50); do running "$demo_pid" || break; sleep 0.1; done
check "Ctrl+Q quits it" bash -c "! kill -0 $demo_pid 2>/dev/null"
for scale in 1 2; do
    printf 'wait 5000\nshot headless%s\n' $scale | SDL_AUDIODRIVER=dummy \
        XDG_STATE_HOME="$runtime/headless$scale" "$demo" --headless --scale $scale "${scene[@]}" \
        --script - --shots "$out"
done
# Text and sprites are drawn by OpenGL there and by the software renderer headless: their
# edges' anti-aliasing differs by a few levels; anything else differs in whole shapes.
matches() { # SHOT FRAME: no more than 1 % of the pixels more than 10 % off
    local size differing
    size=$(identify -format '%w*%h' "$2")
    differing=$(compare -metric AE -fuzz 10% "$1" "$2" null: 2>&1 || true)
    # ImageMagick writes large counts as 1.9e+06.
    differing=$(python3 -c "import sys; print(round(float(sys.argv[1])))" "$differing" 2>/dev/null ||
        echo 999999999)
    echo "      $(basename "$1"): ${differing} pixels of $((size)) more than 10 % off $(basename "$2")"
    [ "$(identify -format '%wx%h' "$1")" = "$(identify -format '%wx%h' "$2")" ] &&
        [ "$differing" -le $((size / 100)) ]
}
check "at output scale 2 the screenshot (1600x1200) is the headless --scale 2 frame" \
    matches "$out/scale2.png" "$out/headless2.png"
check "moved to an output of scale 1 it is the headless --scale 1 frame (800x600)" \
    matches "$out/moved1.png" "$out/headless1.png"
check "moved back to scale 2 it is the headless --scale 2 frame again" \
    matches "$out/moved2.png" "$out/headless2.png"
check "its output's scale set to 1 under it: the headless --scale 1 frame" \
    matches "$out/inplace1.png" "$out/headless1.png"
check "its output's scale set to 2 again: the headless --scale 2 frame" \
    matches "$out/inplace2.png" "$out/headless2.png"
# The headless --scale 2 frame enlarged 1.5 times, linearly, as the window's GL does.
convert "$out/headless2.png" -filter Triangle -resize 2400x1800\! "$out/headless2-enlarged.png"
check "at scale 3: the headless --scale 2 frame enlarged, not a frame drawn at 3" \
    matches "$out/inplace3.png" "$out/headless2-enlarged.png"

[ $failures -eq 0 ] || { echo "wayland: $failures check(s) failed" >&2; exit 1; }
echo "wayland: all checks passed"
