#!/usr/bin/env bash
# Renders the README's pictures with the headless mode: every header half-pulled, pulling and
# refreshing, cropped to the top of the list; the footers; the normal header in the twelve
# languages; every header and footer showing a failure; the inspector; the second floor; the
# lists; the themes; the text scale; and real feeds (scripts/feed-pictures.sh).
# DEMO names another build of the demo (the pictures do not depend on the build's
# configuration).
set -euo pipefail
cd "$(dirname "$0")/.."
demo=${DEMO:-.build/release/refresh-demo}
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

# Footers: each kind in each style and state, cropped to the bottom of the view.
cat > "$tmp/auto-idle.txt" <<'SCRIPT'
wait 3000
wheel -5
wait 600
shot idle
SCRIPT
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
move 195 528 250
wait 300
shot idle
move 195 470 300
wait 300
shot pulling
wait 50
up
wait 400
shot loading
SCRIPT
cat > "$tmp/back-none.txt" <<'SCRIPT'
wait 3000
wheel -10
wait 600
down 195 600
move 195 470 300
wait 300
shot none
SCRIPT
crop() {
    convert "$tmp/$1.png" -gravity south -crop 390x110+0+0 +repage \
        -bordercolor '#c8c8d0' -border 1 "$tmp/$2.png"
}
for style in state normal gif; do
    run() { "$demo" --headless --footer-style "$style" "$@" >/dev/null; }
    run --footer auto --script "$tmp/auto-idle.txt" --shots "$tmp/a-idle-$style"
    run --footer auto --script "$tmp/auto.txt" --shots "$tmp/a-$style"
    run --footer auto --pages 0 --script "$tmp/auto.txt" --shots "$tmp/a-none-$style"
    run --footer back --script "$tmp/back.txt" --shots "$tmp/b-$style"
    run --footer back --pages 0 --script "$tmp/back-none.txt" --shots "$tmp/b-none-$style"
    crop "a-idle-$style/idle" "1-$style"
    crop "a-$style/loading" "2-$style"
    crop "a-none-$style/loading" "3-$style"
    convert "$tmp/1-$style.png" "$tmp/2-$style.png" "$tmp/3-$style.png" +append \
        "$tmp/auto-row-$style.png"
    crop "b-$style/idle" "4-$style"
    crop "b-$style/pulling" "5-$style"
    crop "b-$style/loading" "6-$style"
    crop "b-none-$style/none" "7-$style"
    convert "$tmp/4-$style.png" "$tmp/5-$style.png" "$tmp/6-$style.png" "$tmp/7-$style.png" \
        +append "$tmp/back-row-$style.png"
done
convert "$tmp"/auto-row-state.png "$tmp"/auto-row-normal.png "$tmp"/auto-row-gif.png \
    -append "$out/auto-footers.png"
convert "$tmp"/back-row-state.png "$tmp"/back-row-normal.png "$tmp"/back-row-gif.png \
    -append "$out/back-footers.png"
rm -f "$out/footers.png"
echo "wrote $out/auto-footers.png and $out/back-footers.png"

# Languages: the normal header in each language, after a refresh that landed at 14:05 (so the
# last-updated line says "today"), pulled half-way, past the trigger, and refreshing.
{ echo "key r"; cat "$tmp/pull.txt"; } > "$tmp/lang.txt"
rows=()
for lang in en zh-Hans zh-Hant ko ru uk ja de fr es ar he; do
    "$demo" --headless --lang "$lang" --script "$tmp/lang.txt" --shots "$tmp/lang-$lang" >/dev/null
    for phase in half pulling refreshing; do
        convert "$tmp/lang-$lang/$phase.png" -crop 390x104+0+0 +repage "$tmp/lang-$lang-$phase.png"
    done
    convert "$tmp/lang-$lang-half.png" "$tmp/lang-$lang-pulling.png" \
        "$tmp/lang-$lang-refreshing.png" -bordercolor '#c8c8d0' -border 1 +append \
        "$tmp/lang-row-$lang.png"
    rows+=("$tmp/lang-row-$lang.png")
done
convert "${rows[@]}" -append "$out/languages.png"
echo "wrote $out/languages.png"

# Failures: every header refreshing when its request fails (1.25 s after key r: the opening
# and the 1 s latency), 0.15 s into the 1.5 s dwell and 0.6 s into it; then the auto footer in
# each style showing a failed page.
cat > "$tmp/fail.txt" <<'SCRIPT'
wait 2800
key r
wait 1400
shot early
wait 450
shot late
SCRIPT
for kind in normal state gif balloon progress; do
    "$demo" --headless --header "$kind" --fail-every 1 --failure-dwell 1500 \
        --script "$tmp/fail.txt" --shots "$tmp/fail-$kind" >/dev/null
    for phase in early late; do
        convert "$tmp/fail-$kind/$phase.png" -crop 390x76+0+0 +repage "$tmp/fail-$kind-$phase.png"
    done
    convert "$tmp/fail-$kind-early.png" "$tmp/fail-$kind-late.png" -bordercolor '#c8c8d0' \
        -border 1 +append "$tmp/fail-row-$kind.png"
done
convert "$tmp"/fail-row-normal.png "$tmp"/fail-row-state.png "$tmp"/fail-row-gif.png \
    "$tmp"/fail-row-balloon.png "$tmp"/fail-row-progress.png -append "$out/failures.png"
cat > "$tmp/fail-footer.txt" <<'SCRIPT'
wait 3000
wheel -10
wait 1500
shot failed
SCRIPT
for style in state normal gif; do
    "$demo" --headless --footer-style "$style" --fail-every 1 --failure-dwell 1500 \
        --script "$tmp/fail-footer.txt" --shots "$tmp/fail-footer-$style" >/dev/null
    crop "fail-footer-$style/failed" "fail-footer-$style"
done
convert "$tmp"/fail-footer-state.png "$tmp"/fail-footer-normal.png "$tmp"/fail-footer-gif.png \
    +append "$out/footer-failures.png"
echo "wrote $out/failures.png and $out/footer-failures.png"

# The inspector (key d) while a pull refreshes, in a short view so the header and the panel
# both show.
cat > "$tmp/inspector.txt" <<'SCRIPT'
key d
wait 400
down 195 100
move 195 330 500
wait 100
up
wait 600
shot inspector
SCRIPT
"$demo" --headless --size 390x430 --script "$tmp/inspector.txt" --shots "$tmp/inspector" >/dev/null
cp "$tmp/inspector/inspector.png" "$out/inspector.png"
echo "wrote $out/inspector.png"

# The second floor: pulled past 1.9 header heights (ready: the stairs lit, the page peeking
# above the header), half-way through its 0.5 s opening, and open; 390×600 drawn at 2×, shown
# at 60 %.
cat > "$tmp/floor.txt" <<'SCRIPT'
wait 3000
down 195 10
move 195 350 600
wait 300
shot ready
wait 100
up
wait 250
shot opening
wait 700
shot open
SCRIPT
"$demo" --headless --header floor --size 390x600 --scale 2 --script "$tmp/floor.txt" \
    --shots "$tmp/floor" >/dev/null
convert "$tmp/floor/ready.png" "$tmp/floor/opening.png" "$tmp/floor/open.png" \
    -resize 30% -bordercolor '#c8c8d0' -border 1 +append +repage "$out/second-floor.png"
echo "wrote $out/second-floor.png"

# The lists: the feed, the sections (the first header pushed up by the second, under a bar
# hidden by the scroll), and the empty, loading and error placeholders; 390×520 at 2×, shown
# at 30 % each.
cat > "$tmp/rest.txt" <<'SCRIPT'
wait 3000
shot list
SCRIPT
cat > "$tmp/sections.txt" <<'SCRIPT'
wheel -6
wait 3000
shot list
SCRIPT
cat > "$tmp/loading.txt" <<'SCRIPT'
wait 2900
key r
wait 100
shot list
SCRIPT
cat > "$tmp/error.txt" <<'SCRIPT'
wait 2000
key r
wait 1500
shot list
SCRIPT
lists() { "$demo" --headless --size 390x520 --scale 2 --shots "$tmp/$1" "${@:2}" >/dev/null; }
lists feed --list feed --script "$tmp/rest.txt"
lists sections --list sections --script "$tmp/sections.txt"
lists empty --rows 0 --script "$tmp/rest.txt"
lists loading --rows 0 --latency 5000 --script "$tmp/loading.txt"
lists error --rows 0 --fail-every 1 --latency 300 --failure-dwell 5000 --script "$tmp/error.txt"
convert "$tmp/feed/list.png" "$tmp/sections/list.png" "$tmp/empty/list.png" \
    "$tmp/loading/list.png" "$tmp/error/list.png" \
    -resize 30% -bordercolor '#c8c8d0' -border 1 +append +repage "$out/lists.png"
echo "wrote $out/lists.png"

# The chat: at its end as it starts; at its top with older messages loading (Home at 3.5 s; the
# load is in flight for 5 s) and the pill counting the message of 6 s; the same in Hebrew, dark,
# mirrored. 390×520 at 2×, shown at 40 % each.
cat > "$tmp/chat-end.txt" <<'SCRIPT'
wait 2500
shot list
SCRIPT
cat > "$tmp/chat-top.txt" <<'SCRIPT'
wait 3500
key Home
wait 2700
shot list
SCRIPT
chat() { lists "$1" --list chat --latency 5000 "${@:2}"; }
chat chat-end --script "$tmp/chat-end.txt"
chat chat-top --script "$tmp/chat-top.txt"
chat chat-he --lang he --theme dark --script "$tmp/chat-top.txt"
convert "$tmp/chat-end/list.png" "$tmp/chat-top/list.png" "$tmp/chat-he/list.png" \
    -resize 40% -bordercolor '#c8c8d0' -border 1 +append +repage "$out/chat.png"
echo "wrote $out/chat.png"
# Themes: the same moment in the light and the dark palette — the normal header refreshing over
# the list with a carousel — side by side.
for theme in light dark; do
    "$demo" --headless --theme "$theme" --carousel 3 --size 390x520 --script "$tmp/pull.txt" \
        --shots "$tmp/theme-$theme" >/dev/null
done
convert "$tmp/theme-light/refreshing.png" "$tmp/theme-dark/refreshing.png" \
    -bordercolor '#c8c8d0' -border 1 +append "$out/themes.png"
echo "wrote $out/themes.png"
# Text scale: the normal header refreshing over the feed at text scale 1 and 2, side by side
# (pulled far enough for the 108-point header of scale 2).
cat > "$tmp/pull-far.txt" <<'SCRIPT'
wait 3000
down 195 10
move 195 390 400
wait 300
up
wait 450
shot refreshing
SCRIPT
for scale in 1 2; do
    "$demo" --headless --text-scale "$scale" --list feed --size 390x520 \
        --script "$tmp/pull-far.txt" --shots "$tmp/text-$scale" >/dev/null
done
convert "$tmp/text-1/refreshing.png" "$tmp/text-2/refreshing.png" \
    -bordercolor '#c8c8d0' -border 1 +append "$out/text-scale.png"
echo "wrote $out/text-scale.png"
# Real feeds from file:// documents and a cache: docs/images/feed.png and offline.png.
DEMO=$demo scripts/feed-pictures.sh
