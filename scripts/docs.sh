#!/usr/bin/env bash
# Builds the DocC documentation of RefreshCore and CustomHeaders as a static site in out/docs/,
# with the toolchain's own docc (no plugin): build the two modules, extract their symbol graphs,
# check that every public symbol has its own /// comment, convert each catalogue with warnings
# as errors (a broken ``symbol`` link or <doc:article> fails), and merge the two archives.
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
toolchain=$(dirname "$(command -v "$swift")")
docc=${DOCC:-}
for candidate in "$docc" "$toolchain/docc" /opt/swift/usr/bin/docc "$(command -v docc || true)"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then docc=$candidate; break; fi
done
[ -x "$docc" ] || { echo "docs: docc not found next to $swift or in /opt/swift/usr/bin" >&2; exit 1; }

work=.build/docs-site
graphs=$work/symbol-graphs
rm -rf "$work" out/docs
mkdir -p "$graphs/RefreshCore" "$graphs/CustomHeaders" "$work/catalogs" out

# 1. The modules (an incremental debug build; make test has usually built them already).
"$swift" build --target CustomHeaders
bin=$("$swift" build --show-bin-path)
triple=$("$swift" -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')

# 2. Their public symbols, with the comments and source locations the build recorded.
for module in RefreshCore CustomHeaders; do
    "$swift" symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" \
        -minimum-access-level public -emit-extension-block-symbols \
        -output-dir "$graphs/$module"
done

# 3. Every public symbol declared in the sources has a /// comment of its own.
python3 scripts/doc-coverage.py "$graphs/RefreshCore" "$graphs/CustomHeaders"

# 4. The catalogues, with the pictures they show from docs/images (one copy in the repository).
cp -R Sources/RefreshCore/RefreshCore.docc "$work/catalogs/"
cp -R Sources/CustomHeaders/CustomHeaders.docc "$work/catalogs/"
mkdir -p "$work/catalogs/RefreshCore.docc/Resources"
for image in plot-pull.png plot-fling.png plot-trackpad.png; do
    cp "docs/images/$image" "$work/catalogs/RefreshCore.docc/Resources/"
done

# 5. Convert: RefreshCore first, so CustomHeaders can link to it; warnings are errors.
convert() {
    local module=$1
    shift
    "$docc" convert "$work/catalogs/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "swiftrefresh.$module" \
        --output-path "$work/$module.doccarchive" \
        --transform-for-static-hosting --enable-experimental-external-link-support \
        --warnings-as-errors "$@"
}
convert RefreshCore
convert CustomHeaders --dependency "$work/RefreshCore.doccarchive"

# 6. One site for both modules.
"$docc" merge "$work/RefreshCore.doccarchive" "$work/CustomHeaders.doccarchive" \
    --synthesized-landing-page-name "SwiftRefresh" \
    --synthesized-landing-page-topics-style list --output-path out/docs

# 7. Every article is there.
for page in refreshcore refreshcore/gettingstarted refreshcore/writeyourownheader \
    refreshcore/scrollphysics refreshcore/resultslanguagesandthesecondfloor customheaders; do
    [ -f "out/docs/data/documentation/$page.json" ] || {
        echo "docs: out/docs/data/documentation/$page.json is missing" >&2
        exit 1
    }
done
echo "docs: out/docs/ written; open out/docs/documentation/refreshcore/index.html through a web server"
