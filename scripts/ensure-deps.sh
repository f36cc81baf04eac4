#!/usr/bin/env bash
# Installs the Debian packages the project needs, non-interactively, only when something is missing.
#   scripts/ensure-deps.sh          SDL2, FriBidi, ATK's AT-SPI bridge, libdbus, libcurl,
#                                   libxml2 and SQLite development libraries and ImageMagick
#                                   (build and test: the end-to-end tests read PNG pixels and
#                                   compare golden frames)
#   scripts/ensure-deps.sh window   also Xvfb, xdotool and Python 3 (real-window tests), and the
#                                   desktop's settings portal with its GTK backend, gsettings and
#                                   dconf, a session bus and python3-dbus (the window following
#                                   the portal live; the bench's portal that never answers), and
#                                   nginx and openssl (the feed tests' server)
#   scripts/ensure-deps.sh a11y     also the accessibility bus (at-spi2-core), D-Bus's session
#                                   tools and Debian's pyatspi and python3-dbus (the AT-SPI
#                                   checks, scripts/a11y.sh)
#   scripts/ensure-deps.sh orca     also Orca (its own speech of the window, scripts/orca.sh)
#   scripts/ensure-deps.sh bench    also the accessibility checks', and Debian's Python with GTK 4
#                                   (PyGObject) and Qt 5 (PyQt5): the lists the window bench
#                                   measures the demo against (scripts/bench_peers.py)
#   scripts/ensure-deps.sh desktop  also the desktop entry's and AppStream's validators
#                                   (desktop-file-utils, appstream), and for the Wayland check
#                                   sway, grim, wtype, the Wayland client library and protocols,
#                                   gcc and Python 3 (scripts/install-check.sh, scripts/wayland.sh)
#   scripts/ensure-deps.sh docs     also Python 3 (the documentation coverage check)
#   scripts/ensure-deps.sh plots    also Python 3 and gnuplot (the physics plots)
#   scripts/ensure-deps.sh cjk      also Noto Sans CJK and Debian's fontTools (the CJK font subset)
#   scripts/ensure-deps.sh rtl      also Noto Sans Arabic and Hebrew and Debian's fontTools (their
#                                   subsets)
#   scripts/ensure-deps.sh emoji    also Symbola, Unicode's emoji data and Debian's fontTools (the
#                                   emoji font's subset)
set -euo pipefail
need=()
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists sdl2 SDL2_image SDL2_ttf; then
    need+=(libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev pkg-config)
fi
# FriBidi lays out right-to-left lines (the Unicode bidirectional algorithm).
pkg-config --exists fribidi 2>/dev/null || need+=(libfribidi-dev)
# libdbus-1: the demo reads the desktop's preferences over D-Bus (SDL loads the same library).
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists dbus-1; then
    need+=(libdbus-1-dev pkg-config)
fi
# ATK, its AT-SPI bridge, GLib and libdbus headers (the window's accessible objects).
[ -f /usr/include/at-spi2-atk/2.0/atk-bridge.h ] && [ -f /usr/include/dbus-1.0/dbus/dbus.h ] ||
    need+=(libatk-bridge2.0-dev libdbus-1-dev)
# libcurl and libxml2: the source layer fetches (http, https, file) and reads feeds with them.
pkg-config --exists libcurl 2>/dev/null || need+=(libcurl4-openssl-dev pkg-config)
pkg-config --exists libxml-2.0 2>/dev/null || need+=(libxml2-dev pkg-config)
# SQLite: the feeds' cache (RefreshCache).
[ -f /usr/include/sqlite3.h ] || need+=(libsqlite3-dev)
# ImageMagick's own package, not just any `convert` on the PATH.
dpkg -s imagemagick >/dev/null 2>&1 || need+=(imagemagick)
if [ "${1:-}" = window ] || [ "${1:-}" = a11y ] || [ "${1:-}" = orca ] || [ "${1:-}" = bench ]; then
    command -v xvfb-run >/dev/null 2>&1 || need+=(xvfb xauth)
    command -v xdotool >/dev/null 2>&1 || need+=(xdotool)
    command -v xwininfo >/dev/null 2>&1 || need+=(x11-utils)
    command -v python3 >/dev/null 2>&1 || need+=(python3)
    [ -x /usr/libexec/xdg-desktop-portal ] || need+=(xdg-desktop-portal)
    [ -x /usr/libexec/xdg-desktop-portal-gtk ] || need+=(xdg-desktop-portal-gtk)
    dpkg -s gsettings-desktop-schemas >/dev/null 2>&1 || need+=(gsettings-desktop-schemas)
    # gsettings and gdbus; dconf's GSettings backend (without it gsettings writes to memory).
    command -v gsettings >/dev/null 2>&1 || need+=(libglib2.0-bin)
    dpkg -s dconf-gsettings-backend >/dev/null 2>&1 || need+=(dconf-gsettings-backend)
    command -v dconf >/dev/null 2>&1 || need+=(dconf-cli)
    command -v dbus-run-session >/dev/null 2>&1 || need+=(dbus-daemon)
    [ -f /usr/share/dbus-1/session.conf ] || need+=(dbus-session-bus-common)
    command -v dbus-update-activation-environment >/dev/null 2>&1 || need+=(dbus-bin)
    /usr/bin/python3 -c 'import dbus' 2>/dev/null || need+=(python3-dbus)
    # The feed tests' server (scripts/feed-server.sh): Debian's nginx and openssl for its CA.
    [ -x /usr/sbin/nginx ] || need+=(nginx-light)
    command -v openssl >/dev/null 2>&1 || need+=(openssl)
fi
if [ "${1:-}" = a11y ] || [ "${1:-}" = orca ] || [ "${1:-}" = bench ]; then
    [ -x /usr/libexec/at-spi-bus-launcher ] || need+=(at-spi2-core)
    command -v dbus-run-session >/dev/null 2>&1 || need+=(dbus dbus-daemon)
    # Debian's Python, the one python3-pyatspi and python3-dbus install into.
    { [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import pyatspi, dbus' 2>/dev/null; } ||
        need+=(python3-pyatspi python3-dbus)
fi
if [ "${1:-}" = orca ]; then
    command -v orca >/dev/null 2>&1 || need+=(orca)
fi
if [ "${1:-}" = bench ]; then
    # Debian's Python, the one python3-gi and python3-pyqt5 install into.
    { [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import gi; gi.require_version("Gtk", "4.0")' \
        2>/dev/null; } || need+=(python3-gi gir1.2-gtk-4.0)
    { [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import PyQt5.QtWidgets' 2>/dev/null; } ||
        need+=(python3-pyqt5)
    # GNU time: a headless run's peak RSS (scripts/feed_bench.py).
    [ -x /usr/bin/time ] || need+=(time)
fi
if [ "${1:-}" = desktop ]; then
    command -v desktop-file-validate >/dev/null 2>&1 || need+=(desktop-file-utils)
    command -v appstreamcli >/dev/null 2>&1 || need+=(appstream)
    # sway without Xwayland (not installed with --no-install-recommends): the check needs the
    # demo native. Its headless backend renders with pixman, the demo with Mesa's software GL.
    command -v sway >/dev/null 2>&1 || need+=(sway)
    command -v swaymsg >/dev/null 2>&1 || need+=(sway)
    command -v grim >/dev/null 2>&1 || need+=(grim)
    command -v wtype >/dev/null 2>&1 || need+=(wtype)
    command -v wayland-scanner >/dev/null 2>&1 || need+=(libwayland-bin)
    pkg-config --exists wayland-client 2>/dev/null || need+=(libwayland-dev pkg-config)
    dpkg -s libegl-mesa0 >/dev/null 2>&1 || need+=(libegl-mesa0 libgl1-mesa-dri)
    command -v gcc >/dev/null 2>&1 || need+=(gcc libc6-dev)
    command -v python3 >/dev/null 2>&1 || need+=(python3)
    command -v identify >/dev/null 2>&1 || need+=(imagemagick)
    command -v runuser >/dev/null 2>&1 || need+=(util-linux)
fi
if [ "${1:-}" = docs ] || [ "${1:-}" = plots ]; then
    command -v python3 >/dev/null 2>&1 || need+=(python3)
fi
if [ "${1:-}" = plots ]; then
    # gnuplot-nox: the cairo PNG terminal without X11 or Qt.
    command -v gnuplot >/dev/null 2>&1 || need+=(gnuplot-nox)
fi
if [ "${1:-}" = cjk ]; then
    noto=/usr/share/fonts/opentype/noto
    [ -f "$noto/NotoSansCJK-Regular.ttc" ] && [ -f "$noto/NotoSansCJK-Bold.ttc" ] ||
        need+=(fonts-noto-cjk)
fi
if [ "${1:-}" = rtl ]; then
    noto=/usr/share/fonts/truetype/noto
    [ -f "$noto/NotoSansArabic-Regular.ttf" ] && [ -f "$noto/NotoSansHebrew-Bold.ttf" ] ||
        need+=(fonts-noto-core)
fi
if [ "${1:-}" = emoji ]; then
    [ -f /usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf ] || need+=(fonts-symbola)
    [ -f /usr/share/unicode/emoji/emoji-data.txt ] || need+=(unicode-data)
fi
if [ "${1:-}" = cjk ] || [ "${1:-}" = rtl ] || [ "${1:-}" = emoji ]; then
    # Debian's Python, the one python3-fonttools installs into.
    { [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import fontTools.subset' 2>/dev/null; } ||
        need+=(python3-fonttools)
fi
[ ${#need[@]} -eq 0 ] && exit 0
echo "installing: ${need[*]}" >&2
sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
