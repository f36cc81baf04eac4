#!/usr/bin/env bash
# Checks `make install` and `make uninstall` into a staging folder (DESTDIR), with the binary
# already built (CONFIG=debug in `make test`, release by default): every file is installed; the
# desktop entry passes desktop-file-validate and the AppStream metainfo appstreamcli's
# validation (no network); the installed binary, run from `/`, finds its resources under
# share/refresh-demo/ and draws a headless frame byte-identical to the built binary's; uninstall
# leaves no file behind.
set -euo pipefail
cd "$(dirname "$0")/.."
config=${CONFIG:-release}
make=${MAKE:-make}
stage=$(mktemp -d)
frames=$(mktemp -d)
trap 'rm -rf "$stage" "$frames"' EXIT
failures=0
check() { # NAME CONDITION-COMMAND...
    local name=$1; shift
    if "$@"; then echo "PASS  $name"; else echo "FAIL  $name"; failures=$((failures + 1)); fi
}

$make --no-print-directory install DESTDIR="$stage" CONFIG="$config" >/dev/null
prefix="$stage/usr/local"
missing=()
for file in $(INSTALL_LIST=1 scripts/install.sh "" /usr/local none); do
    [ -s "$prefix/$file" ] || missing+=("$file")
done
check "make install puts every file under PREFIX (${missing[*]:-none missing})" \
    test ${#missing[@]} -eq 0
check "the resources are installed in share/refresh-demo" \
    test -f "$prefix/share/refresh-demo/SwiftRefresh_RefreshAssets.resources/sprites/arrow@2x.png"
for size in 16 32 48 128 256; do
    got=$(identify -format '%wx%h' "$prefix/share/icons/hicolor/${size}x${size}/apps/refresh-demo.png")
    check "the ${size}x${size} icon is ${size}x${size} pixels ($got)" test "$got" = "${size}x${size}"
done
check "desktop-file-validate passes" \
    desktop-file-validate "$prefix/share/applications/refresh-demo.desktop"
metainfo=$(ls "$prefix"/share/metainfo/*.metainfo.xml)
check "appstreamcli validate --no-net reports no error" \
    appstreamcli validate --no-net "$metainfo"
check "the desktop entry's class is the app id (StartupWMClass=refresh-demo)" \
    grep -qx 'StartupWMClass=refresh-demo' "$prefix/share/applications/refresh-demo.desktop"
check "the metainfo launches the desktop entry" \
    grep -q '<launchable type="desktop-id">refresh-demo.desktop</launchable>' "$metainfo"

# The same short scene from both binaries, each run from /.
scene='wait 300
down 200 300
move 200 420 300
shot pulled'
built="$(pwd)/.build/$config/refresh-demo"
(cd / && printf '%s\n' "$scene" | SDL_AUDIODRIVER=dummy "$built" --headless --script - \
    --shots "$frames/built" --scale 2)
(cd / && printf '%s\n' "$scene" | SDL_AUDIODRIVER=dummy "$prefix/bin/refresh-demo" --headless \
    --script - --shots "$frames/installed" --scale 2)
check "the installed binary run from / draws the built one's frame, byte for byte" \
    cmp -s "$frames/built/pulled.png" "$frames/installed/pulled.png"

$make --no-print-directory uninstall DESTDIR="$stage" >/dev/null
left=$(find "$stage" -type f | sed "s|^$stage||")
check "make uninstall leaves no file behind (${left:-none})" test -z "$left"

[ $failures -eq 0 ] || { echo "install-check: $failures check(s) failed" >&2; exit 1; }
echo "install-check: all checks passed"
