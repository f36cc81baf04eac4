# Prints every character the demo's texts use, with printable ASCII (the digits and times of the
# last-updated line, Latin inside other scripts) and common CJK punctuation, sorted: the
# characters the subset fonts keep. The texts are those of the strings files (between the quotes
# after "=", unescaped as RefreshStrings parses them) and every string literal of a Swift file
# given (the demo's own words, Sources/DemoKit/Scene/DemoWords.swift). Used by
# scripts/make-cjk-font.sh and make-rtl-fonts.sh.
#   python3 scripts/strings-chars.py Assets/strings/*.strings [FILE.swift ...] >chars.txt
import re
import sys

entry = re.compile(r'^\s*"(?:[^"\\]|\\.)*"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;')
literal = re.compile(r'"((?:[^"\\]|\\.)*)"')
chars = set(chr(c) for c in range(0x20, 0x7F))
chars |= set("，。：；！？、…—·（）「」")
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
