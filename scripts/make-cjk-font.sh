#!/usr/bin/env bash
# Makes the CJK fonts the titles fall back to (Chinese and Hangul; DejaVu Sans has neither):
# Noto Sans CJK SC Regular and Bold from Debian's fonts-noto-cjk, subset to exactly the characters
# the strings files use (plus printable ASCII and common CJK punctuation), written to
# Assets/fonts/ with their licence. The committed output is what `make test` and `make run` use;
# only this script needs the package and python3-fonttools, and installs them when missing.
#   scripts/make-cjk-font.sh          (run by `make assets`)
set -euo pipefail
cd "$(dirname "$0")/.."

noto=/usr/share/fonts/opentype/noto
python=/usr/bin/python3 # Debian's Python, the one python3-fonttools installs into
scripts/ensure-deps.sh cjk

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The texts between the quotes after "=", unescaped as RefreshStrings parses them; and every
# string literal of the demo's own words (its bar and inspector, Sources/DemoKit/Scene/DemoWords.swift).
"$python" - Assets/strings/*.strings Sources/DemoKit/Scene/DemoWords.swift >"$work/chars.txt" <<'PY'
import re, sys
entry = re.compile(r'^\s*"(?:[^"\\]|\\.)*"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;')
literal = re.compile(r'"((?:[^"\\]|\\.)*)"')
chars = set(chr(c) for c in range(0x20, 0x7F))   # digits and times in the last-updated line
chars |= set("，。：；！？、…—·（）「」")             # common CJK punctuation, for later texts
for path in sys.argv[1:]:
    with open(path, encoding="utf-8-sig") as f:
        for line in f:
            if path.endswith(".swift"):
                for text in literal.findall(line.split("//")[0]):
                    chars |= set(text)
                continue
            match = entry.match(line)
            if match:
                chars |= set(re.sub(r'\\(.)', r'\1', match.group(1)))
sys.stdout.write("".join(sorted(chars)))
PY

# Face 2 of Debian's collections is Noto Sans CJK SC. The subset keeps the source's timestamp,
# so the output depends only on the package and the strings.
for weight in Regular Bold; do
    out="Assets/fonts/NotoSansCJKsc-$weight-subset.otf"
    "$python" -m fontTools.subset "$noto/NotoSansCJK-$weight.ttc" --font-number=2 \
        --text-file="$work/chars.txt" --name-IDs='*' --output-file="$out"
    echo "$out: $(wc -c <"$out") bytes" >&2
done

# The licence: the font's own copyright line and the OFL as Debian's copyright file gives it.
{
    echo "Noto Sans CJK SC Regular and Bold, subset by scripts/make-cjk-font.sh from Debian's"
    echo "fonts-noto-cjk (NotoSansCJK-{Regular,Bold}.ttc, face 2) to the characters of Assets/strings:"
    echo "NotoSansCJKsc-Regular-subset.otf and NotoSansCJKsc-Bold-subset.otf."
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
