#!/usr/bin/env python3
"""Fails when a public symbol declared in the package's sources has no documentation comment of
its own.

Reads the symbol graphs (`*.symbols.json`) under the folders given on the command line, as
`swift symbolgraph-extract` writes them. A symbol counts when it is declared in a source file
(it has a location: the compiler's implicit members, such as a synthesized `init(from:)` or
`init(rawValue:)`, have none and cannot carry a comment). Its comment must be its own: the
extractor copies a class member's comment into the overrides that have none, and DocC then
shows only "Inherited from …", so a comment from another file or line does not count.
"""
import glob
import json
import os
import sys
from urllib.parse import unquote, urlparse


def path_of(uri):
    return unquote(urlparse(uri).path)


def own_comment(symbol):
    """Whether the symbol's doc comment is written right above its declaration."""
    comment = symbol.get("docComment") or {}
    lines = comment.get("lines") or []
    if not any(line.get("text", "").strip() for line in lines):
        return False
    location = symbol["location"]
    if "uri" not in comment or path_of(comment["uri"]) != path_of(location["uri"]):
        return False
    last = max(line["range"]["end"]["line"] for line in lines if "range" in line)
    # The comment ends above the declaration, with at most its attributes in between.
    return 0 <= location["position"]["line"] - last <= 3


def main(folders):
    missing = []
    counted = 0
    seen = set()
    for folder in folders:
        for file in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
            graph = json.load(open(file, encoding="utf-8"))
            for symbol in graph["symbols"]:
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                    continue
                if not symbol.get("location"):
                    continue
                # An extension block stands for the extended type; its members count.
                if symbol["kind"]["identifier"] == "swift.extension":
                    continue
                key = symbol["identifier"]["precise"]
                if key in seen:
                    continue
                seen.add(key)
                counted += 1
                if not own_comment(symbol):
                    location = symbol["location"]
                    where = os.path.relpath(path_of(location["uri"]))
                    line = location["position"]["line"] + 1
                    name = "/".join(symbol["pathComponents"])
                    missing.append(f"{where}:{line}: public symbol {name} has no /// comment")
    for entry in missing:
        print(entry, file=sys.stderr)
    if counted == 0:
        print("doc-coverage: no symbols found in " + ", ".join(folders), file=sys.stderr)
        return 1
    if missing:
        print(f"doc-coverage: {len(missing)} of {counted} public symbols lack documentation",
              file=sys.stderr)
        return 1
    print(f"doc-coverage: all {counted} public symbols documented")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
