#!/usr/bin/env bash
# Installs the Debian packages the project needs, non-interactively, only when something is missing.
#   scripts/ensure-deps.sh          SDL2 and FriBidi development libraries and ImageMagick (build and test:
#                                   the end-to-end tests read PNG pixels and compare golden frames)
#   scripts/ensure-deps.sh window   also Xvfb, xdotool and Python 3 (real-window tests)
#   scripts/ensure-deps.sh docs     also Python 3 (the documentation coverage check)
#   scripts/ensure-deps.sh plots    also Python 3 and gnuplot (the physics plots)
#   scripts/ensure-deps.sh cjk      also Noto Sans CJK and Debian's fontTools (the CJK font subset)
#   scripts/ensure-deps.sh rtl      also Noto Sans Arabic and Hebrew and Debian's fontTools (their
#                                   subsets)
set -euo pipefail
need=()
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists sdl2 SDL2_image SDL2_ttf; then
    need+=(libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev pkg-config)
fi
# FriBidi lays out right-to-left lines (the Unicode bidirectional algorithm).
pkg-config --exists fribidi 2>/dev/null || need+=(libfribidi-dev)
# ImageMagick's own package, not just any `convert` on the PATH.
dpkg -s imagemagick >/dev/null 2>&1 || need+=(imagemagick)
if [ "${1:-}" = window ]; then
    command -v xvfb-run >/dev/null 2>&1 || need+=(xvfb xauth)
    command -v xdotool >/dev/null 2>&1 || need+=(xdotool)
    command -v xwininfo >/dev/null 2>&1 || need+=(x11-utils)
    command -v python3 >/dev/null 2>&1 || need+=(python3)
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
if [ "${1:-}" = cjk ] || [ "${1:-}" = rtl ]; then
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
