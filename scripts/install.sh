#!/usr/bin/env bash
# Installs the demo as a desktop app, or with --uninstall removes what that installed.
#   scripts/install.sh [--uninstall] DESTDIR PREFIX BINARY
# BINARY is the built refresh-demo; its resources folder (SwiftPM's, beside it) goes to
# PREFIX/share/refresh-demo/, where the installed binary looks for it (AssetCatalog.bundledFolder).
# Every path is below DESTDIR (staging for packages; empty for the real thing). `make install`
# and `make uninstall` call it.
set -euo pipefail
cd "$(dirname "$0")/.."
uninstall=0
if [ "${1:-}" = --uninstall ]; then uninstall=1; shift; fi
[ $# -eq 3 ] || { echo "usage: $0 [--uninstall] DESTDIR PREFIX BINARY" >&2; exit 2; }
root="$1$2"
binary="$3"
resources=SwiftRefresh_RefreshAssets.resources
app_id=io.github.swiftrefresh.RefreshDemo
sizes="16x16 32x32 48x48 128x128 256x256"

# Every file installed, relative to PREFIX (install-check.sh reads this list too).
files() {
    echo bin/refresh-demo
    echo share/applications/refresh-demo.desktop
    echo share/metainfo/$app_id.metainfo.xml
    for size in $sizes; do echo share/icons/hicolor/$size/apps/refresh-demo.png; done
    echo share/icons/hicolor/scalable/apps/refresh-demo.svg
}
if [ "${INSTALL_LIST:-0}" = 1 ]; then files; exit 0; fi

# The desktop's caches, refreshed only for a real install (not into a staging folder).
refresh_caches() {
    [ -z "$1" ] || return 0
    command -v gtk-update-icon-cache >/dev/null 2>&1 &&
        gtk-update-icon-cache -q -t "$2/share/icons/hicolor" 2>/dev/null || true
    command -v update-desktop-database >/dev/null 2>&1 &&
        update-desktop-database -q "$2/share/applications" 2>/dev/null || true
}

if [ $uninstall = 1 ]; then
    for file in $(files); do rm -f "$root/$file"; done
    rm -rf "$root/share/refresh-demo"
    refresh_caches "$1" "$2"
    echo "removed refresh-demo from $root"
    exit 0
fi

[ -x "$binary" ] || { echo "install: $binary not found; build it first" >&2; exit 1; }
[ -d "$(dirname "$binary")/$resources" ] ||
    { echo "install: $(dirname "$binary")/$resources not found; build it first" >&2; exit 1; }
install -D -m 755 "$binary" "$root/bin/refresh-demo"
rm -rf "$root/share/refresh-demo/$resources"
mkdir -p "$root/share/refresh-demo"
# -L: SwiftPM's folder holds the assets as copies, but follow a link if a build made one.
cp -RL "$(dirname "$binary")/$resources" "$root/share/refresh-demo/"
chmod -R u=rwX,go=rX "$root/share/refresh-demo"
install -D -m 644 data/refresh-demo.desktop "$root/share/applications/refresh-demo.desktop"
install -D -m 644 data/$app_id.metainfo.xml "$root/share/metainfo/$app_id.metainfo.xml"
for size in $sizes scalable; do
    for icon in Assets/icons/hicolor/$size/apps/refresh-demo.*; do
        install -D -m 644 "$icon" "$root/share/icons/hicolor/$size/apps/$(basename "$icon")"
    done
done
refresh_caches "$1" "$2"
echo "installed refresh-demo into $root"
