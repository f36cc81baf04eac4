#!/usr/bin/env bash
# Makes the fonts Arabic and Hebrew titles are set in: Noto Sans Arabic and Noto Sans Hebrew,
# Regular and Bold, from Debian's fonts-noto-core, subset to the characters the strings files use
# (as scripts/make-cjk-font.sh subsets the CJK faces) with every layout feature kept, so
# HarfBuzz still finds the Arabic joining forms and ligatures; written to Assets/fonts/ with
# their licence. Only this script needs the package and python3-fonttools.
#   scripts/make-rtl-fonts.sh          (run by `make assets`)
set -euo pipefail
cd "$(dirname "$0")/.."

noto=/usr/share/fonts/truetype/noto
python=/usr/bin/python3 # Debian's Python, the one python3-fonttools installs into
scripts/ensure-deps.sh rtl

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" scripts/strings-chars.py Assets/strings/*.strings \
    >"$work/chars.txt"

for family in Arabic Hebrew; do
    for weight in Regular Bold; do
        out="Assets/fonts/NotoSans$family-$weight-subset.ttf"
        "$python" -m fontTools.subset "$noto/NotoSans$family-$weight.ttf" \
            --text-file="$work/chars.txt" --layout-features='*' --name-IDs='*' \
            --output-file="$out"
        echo "$out: $(wc -c <"$out") bytes" >&2
    done
done

{
    echo "Noto Sans Arabic and Noto Sans Hebrew, Regular and Bold, subset by"
    echo "scripts/make-rtl-fonts.sh from Debian's fonts-noto-core (NotoSans{Arabic,Hebrew}-"
    echo "{Regular,Bold}.ttf) to the characters of Assets/strings:"
    echo "NotoSans{Arabic,Hebrew}-{Regular,Bold}-subset.ttf."
    echo
    for family in Arabic Hebrew; do
        "$python" -c '
import sys
from fontTools.ttLib import TTFont
print(TTFont(sys.argv[1])["name"].getDebugName(0))' "Assets/fonts/NotoSans$family-Regular-subset.ttf"
    done
    echo
    zcat -f /usr/share/doc/fonts-noto-core/copyright |
        awk '/^License: OFL-1.1$/ && prev == "" { on = 1; next } on && /^[^ ]/ { exit }
            on { sub(/^ /, ""); if ($0 == ".") $0 = ""; print } { prev = $0 }'
} >Assets/fonts/LICENSE-NotoSansArabicHebrew.txt
