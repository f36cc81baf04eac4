# A headless sway for a script to drive, sourced by scripts/wayland.sh (the checks) and
# scripts/wayland-bench.sh (the bench): Debian's sway with no GPU, no input devices and pixman
# rendering, run as an unprivileged user (sway refuses root: this one when not root, else
# refresh-wl, made when missing), and the virtual pointer (scripts/wayland/vpointer.c) built
# for it. The sourcing script sets `out` (its folder, made here) first; then
#   start_sway CONFIG-LINES   starts sway with that configuration (display_name, sway_socket set)
#   as_user COMMAND...        runs a command as that user in the session's environment
#   pointer ARGS...           the virtual pointer (vpointer), as that user
# and sway stops and the session's files go when the script exits.
user=$(id -un)
if [ "$(id -u)" = 0 ]; then
    user=refresh-wl
    id "$user" >/dev/null 2>&1 ||
        useradd --system --no-create-home --shell /usr/sbin/nologin "$user"
fi
rm -rf "$out"
mkdir -p "$out"
# XDG_RUNTIME_DIR: the user's own, mode 0700, as libwayland wants it; the sockets go there.
runtime=$(mktemp -d /tmp/refresh-wayland.XXXXXX)
chown "$user": "$runtime" "$out"
chmod 700 "$runtime"
sway_pid=
display_name=
sway_socket=
cleanup() {
    if [ -n "$sway_pid" ]; then
        # sway runs below runuser and env: asked to exit over its socket, then its parent waited for.
        as_user swaymsg exit >/dev/null 2>&1 || true
        wait "$sway_pid" 2>/dev/null || true
    fi
    rm -rf "$runtime"
}
trap cleanup EXIT
# SWAYSOCK only once sway has made its socket: sway started with an empty SWAYSOCK makes none.
as_user() {
    local run=()
    [ "$(id -u)" = 0 ] && run=(runuser -u "$user" --)
    "${run[@]}" env -i PATH=/usr/bin:/bin HOME="$runtime" XDG_RUNTIME_DIR="$runtime" \
        WAYLAND_DISPLAY="${display_name:-}" ${sway_socket:+SWAYSOCK="$sway_socket"} \
        SDL_AUDIODRIVER=dummy XDG_STATE_HOME="$runtime/state" XDG_CACHE_HOME="$runtime/cache" "$@"
}

# The virtual pointer, from the protocol's XML.
tools="$runtime/tools"
mkdir -p "$tools"
protocol=scripts/wayland/wlr-virtual-pointer-unstable-v1.xml
wayland-scanner client-header "$protocol" "$tools/wlr-virtual-pointer-unstable-v1-client-protocol.h"
wayland-scanner private-code "$protocol" "$tools/wlr-virtual-pointer-protocol.c"
# shellcheck disable=SC2046
gcc -O2 -Wall -Wextra -Werror -I"$tools" -o "$tools/vpointer" scripts/wayland/vpointer.c \
    "$tools/wlr-virtual-pointer-protocol.c" $(pkg-config --cflags --libs wayland-client)
chown -R "$user": "$tools"
pointer() { as_user "$tools/vpointer" "$@"; }

start_sway() { # CONFIG-LINES
    printf '%s\n' "$1" > "$runtime/config"
    chown "$user": "$runtime/config"
    (as_user WLR_BACKENDS=headless WLR_RENDERER=pixman WLR_LIBINPUT_NO_DEVICES=1 \
        sway -c "$runtime/config" >"$out/sway.log" 2>&1) &
    sway_pid=$!
    for _ in $(seq 50); do
        display_name=$(cd "$runtime" && ls wayland-[0-9]* 2>/dev/null | grep -v lock | head -1 || true)
        sway_socket=$(ls "$runtime"/sway-ipc.*.sock 2>/dev/null | head -1 || true)
        [ -n "$display_name" ] && [ -n "$sway_socket" ] && break
        sleep 0.1
    done
    [ -n "$display_name" ] || { echo "wayland: sway did not start:" >&2; cat "$out/sway.log" >&2; exit 1; }
    echo "sway $(sway --version | awk '{print $3}') on $display_name as $user"
}
