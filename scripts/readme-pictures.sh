#!/usr/bin/env bash
# Renders the README's pictures with the headless mode: every header half-pulled, pulling and
# refreshing, cropped to the top of the list, plus the full tour's first frames.
set -euo pipefail
cd "$(dirname "$0")/.."
demo=.build/release/refresh-demo
out=docs/images
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/pull.txt" <<'SCRIPT'
wait 3000
down 195 150
move 195 212 300
shot half
move 195 330 300
wait 300
shot pulling
wait 50
up
wait 450
shot refreshing
SCRIPT
for kind in normal state gif balloon progress; do
    "$demo" --headless --header "$kind" --script "$tmp/pull.txt" --shots "$tmp/$kind" >/dev/null
    for phase in half pulling refreshing; do
        convert "$tmp/$kind/$phase.png" -crop 390x150+0+0 +repage "$tmp/$kind-$phase.png"
    done
    convert "$tmp/$kind-half.png" "$tmp/$kind-pulling.png" "$tmp/$kind-refreshing.png" \
        -bordercolor '#c8c8d0' -border 1 +append "$tmp/row-$kind.png"
done
convert "$tmp"/row-normal.png "$tmp"/row-state.png "$tmp"/row-gif.png "$tmp"/row-balloon.png \
    "$tmp"/row-progress.png -append "$out/headers.png"
cp "$tmp/normal/refreshing.png" "$out/refreshing.png"
echo "wrote $out/headers.png and $out/refreshing.png"

# Footers: each kind in each style, at the bottom of the list.
cat > "$tmp/auto.txt" <<'SCRIPT'
wait 3000
wheel -10
wait 400
shot loading
SCRIPT
cat > "$tmp/back.txt" <<'SCRIPT'
wait 3000
wheel -10
wait 600
down 195 600
move 195 470 300
wait 300
shot pulling
wait 50
up
wait 400
shot loading
SCRIPT
for style in state normal gif; do
    "$demo" --headless --footer auto --footer-style "$style" --script "$tmp/auto.txt" \
        --shots "$tmp/auto-$style" >/dev/null
    "$demo" --headless --footer auto --footer-style "$style" --pages 0 --script "$tmp/auto.txt" \
        --shots "$tmp/auto-none-$style" >/dev/null
    "$demo" --headless --footer back --footer-style "$style" --script "$tmp/back.txt" \
        --shots "$tmp/back-$style" >/dev/null
    for shot in auto-$style/loading auto-none-$style/loading back-$style/pulling back-$style/loading; do
        convert "$tmp/$shot.png" -gravity south -crop 390x110+0+0 +repage \
            -bordercolor '#c8c8d0' -border 1 "$tmp/${shot//\//-}-crop.png"
    done
    convert "$tmp/auto-$style-loading-crop.png" "$tmp/auto-none-$style-loading-crop.png" \
        "$tmp/back-$style-pulling-crop.png" "$tmp/back-$style-loading-crop.png" +append \
        "$tmp/footer-row-$style.png"
done
convert "$tmp"/footer-row-state.png "$tmp"/footer-row-normal.png "$tmp"/footer-row-gif.png \
    -append "$out/footers.png"
echo "wrote $out/footers.png"
