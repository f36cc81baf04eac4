# Prints every character the texts of the strings files use (between the quotes after "=",
# unescaped as RefreshStrings parses them), with printable ASCII (the digits and times of the
# last-updated line, Latin inside other scripts) and common CJK punctuation, sorted: the
# characters the subset fonts keep. Used by scripts/make-cjk-font.sh and make-rtl-fonts.sh.
#   python3 scripts/strings-chars.py Assets/strings/*.strings >chars.txt
import re
import sys

entry = re.compile(r'^\s*"(?:[^"\\]|\\.)*"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;')
chars = set(chr(c) for c in range(0x20, 0x7F))
chars |= set("，。：；！？、…—·（）「」")
for path in sys.argv[1:]:
    with open(path, encoding="utf-8-sig") as f:
        for line in f:
            match = entry.match(line)
            if match:
                chars |= set(re.sub(r'\\(.)', r'\1', match.group(1)))
sys.stdout.write("".join(sorted(chars)))
