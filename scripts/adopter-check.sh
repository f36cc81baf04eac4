#!/usr/bin/env bash
# A package of one's own, made as an adopter makes it: in a temporary folder, depending on this one
# by path, with Sources/refresh-example/main.swift copied in unchanged, on the products RefreshCore
# and RefreshSDL only. Builds it into .build/adopter (kept, so a later run builds only what
# changed) and prints the binary's path; `make test` runs this first, and the EndToEndTests'
# ExampleTests run that binary from another folder and check its picture's pixels.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
swift="${SWIFT:-swift}"
# A package depended on by path is known by its folder's name.
identity="$(basename "$root")"
work="$(mktemp -d "${TMPDIR:-/tmp}/refresh-adopter.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/MyApp"
cp "$root/Sources/refresh-example/main.swift" "$work/Sources/MyApp/main.swift"
cat >"$work/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MyApp",
    dependencies: [.package(path: "$root")],
    targets: [
        .executableTarget(
            name: "MyApp",
            dependencies: [
                .product(name: "RefreshCore", package: "$identity"),
                .product(name: "RefreshSDL", package: "$identity"),
            ])
    ]
)
MANIFEST
"$swift" build --package-path "$work" --scratch-path "$root/.build/adopter" -q
echo "$root/.build/adopter/debug/MyApp"
