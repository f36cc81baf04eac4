#!/usr/bin/env bash
# Makes the CJK fonts the titles are set in (Chinese, Japanese, Korean; DejaVu Sans has none of
# them): the SC, TC, JP and KR faces of Noto Sans CJK, Regular and Bold, from Debian's
# fonts-noto-cjk, each subset to exactly the characters the strings files use (plus printable
# ASCII and common CJK punctuation), written to Assets/fonts/ with their licence. One face per
# language because Han unification gives the four the same code points with different glyph
# forms. The committed output is what `make test` and `make run` use; only this script needs the
# package and python3-fonttools, and installs them when missing.
#   scripts/make-cjk-font.sh          (run by `make assets`)
set -euo pipefail
cd "$(dirname "$0")/.."

noto=/usr/share/fonts/opentype/noto
python=/usr/bin/python3 # Debian's Python, the one python3-fonttools installs into
scripts/ensure-deps.sh cjk

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" scripts/strings-chars.py Assets/strings/*.strings \
    >"$work/chars.txt"

# The faces of Debian's collections: 0 JP, 1 KR, 2 SC, 3 TC. The subset keeps the source's
# timestamp, so the output depends only on the package and the strings.
for face in jp:0 kr:1 sc:2 tc:3; do
    for weight in Regular Bold; do
        out="Assets/fonts/NotoSansCJK${face%%:*}-$weight-subset.otf"
        "$python" -m fontTools.subset "$noto/NotoSansCJK-$weight.ttc" --font-number="${face#*:}" \
            --text-file="$work/chars.txt" --name-IDs='*' --output-file="$out"
        echo "$out: $(wc -c <"$out") bytes" >&2
    done
done

# The licence: the font's own copyright line and the OFL as Debian's copyright file gives it.
{
    echo "Noto Sans CJK SC, TC, JP and KR, Regular and Bold, subset by scripts/make-cjk-font.sh"
    echo "from Debian's fonts-noto-cjk (NotoSansCJK-{Regular,Bold}.ttc, faces 2, 3, 0 and 1) to the"
    echo "characters of Assets/strings: NotoSansCJK{sc,tc,jp,kr}-{Regular,Bold}-subset.otf."
    echo
    "$python" -c '
import sys
from fontTools.ttLib import TTFont
print(TTFont(sys.argv[1])["name"].getDebugName(0))' "Assets/fonts/NotoSansCJKsc-Regular-subset.otf"
    echo
    zcat -f /usr/share/doc/fonts-noto-cjk/copyright |
        awk '/^License: SIL-1.1$/ && prev == "" { on = 1; next } on && /^[^ ]/ { exit }
            on { sub(/^ /, ""); if ($0 == ".") $0 = ""; print } { prev = $0 }'
} >Assets/fonts/LICENSE-NotoSansCJK.txt
