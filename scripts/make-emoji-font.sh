#!/usr/bin/env bash
# Makes the font emoji are drawn in: Symbola (Debian's fonts-symbola), monochrome outlines that
# SDL_ttf scales to any size and draws in the text's colour, subset to the code points Unicode
# gives the Emoji property (Debian's unicode-data, emoji/emoji-data.txt) that Symbola has, as
# scripts/make-cjk-font.sh subsets the CJK faces; written to Assets/fonts/ with its licence.
# Colour was tried and left: SDL_ttf 2.20 draws Noto Color Emoji's CBDT glyphs in colour, but
# only at the font's one bitmap strike (136 x 128 pixels an emoji, whatever the text's size).
# Only this script needs the packages and python3-fonttools.
#   scripts/make-emoji-font.sh          (run by `make assets`)
set -euo pipefail
cd "$(dirname "$0")/.."

source=/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf
data=/usr/share/unicode/emoji/emoji-data.txt
python=/usr/bin/python3 # Debian's Python, the one python3-fonttools installs into
scripts/ensure-deps.sh emoji

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Every code point with the Emoji property, and the joiner and variation selectors a sequence
# carries (drawn as nothing, never as a box), as U+XXXX ranges for fontTools.
"$python" - "$data" >"$work/unicodes.txt" <<'PY'
import sys
ranges = ["200D", "FE0E-FE0F", "20E3"]
for line in open(sys.argv[1]):
    fields = line.split("#")[0].split(";")
    if len(fields) == 2 and fields[1].strip() == "Emoji":
        ranges.append(fields[0].strip().replace("..", "-"))
print(",".join(ranges))
PY
out=Assets/fonts/Symbola-emoji-subset.ttf
"$python" -m fontTools.subset "$source" --unicodes-file="$work/unicodes.txt" \
    --name-IDs='*' --layout-features='*' --no-hinting --output-file="$out"
echo "$out: $(wc -c <"$out") bytes" >&2

{
    echo "Symbola by George Douros, subset by scripts/make-emoji-font.sh from Debian's"
    echo "fonts-symbola (Symbola_hint.ttf) to the code points with Unicode's Emoji property:"
    echo "Symbola-emoji-subset.ttf."
    echo
    zcat -f /usr/share/doc/fonts-symbola/copyright |
        awk '/^Copyright:$/ { on = 1; next } /^The Debian packaging/ { exit } on { sub(/^ +/, ""); print }'
} >Assets/fonts/LICENSE-Symbola.txt
