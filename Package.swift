// swift-tools-version:6.0
// The pull-to-refresh toolkit (pure Swift core), its SDL2 backend and the demo.
import PackageDescription

/// Debian's multiarch folder, where GLib and libdbus keep their configuration headers.
#if arch(arm64)
    let multiarch = "aarch64-linux-gnu"
#else
    let multiarch = "x86_64-linux-gnu"
#endif

/// The folders of the GLib, ATK, AT-SPI bridge and libdbus headers (as pkg-config names them).
let accessibilityHeaderFolders = [
    "/usr/include/glib-2.0", "/usr/lib/\(multiarch)/glib-2.0/include", "/usr/include/atk-1.0",
    "/usr/include/at-spi2-atk/2.0", "/usr/include/dbus-1.0",
    "/usr/lib/\(multiarch)/dbus-1.0/include",
]

let package = Package(
    name: "SwiftRefresh",
    products: [
        .library(name: "RefreshCore", targets: ["RefreshCore"]),
        .library(name: "CustomHeaders", targets: ["CustomHeaders"]),
        .library(name: "RefreshDeclarative", targets: ["RefreshDeclarative"]),
        // The SDL backend, for apps that draw with SDL (the example app shows how).
        .library(name: "RefreshSDL", targets: ["RefreshSDL"]),
        // Web feeds: fetch (libcurl), parse (libxml2, Foundation's JSON) and their outcomes.
        .library(name: "RefreshSource", targets: ["RefreshSource"]),
        // Feeds kept across runs (SQLite): entries, validators, the reading position.
        .library(name: "RefreshCache", targets: ["RefreshCache"]),
        .executable(name: "refresh-demo", targets: ["refresh-demo"]),
        .executable(name: "refresh-example", targets: ["refresh-example"]),
        .executable(
            name: "refresh-example-declarative", targets: ["refresh-example-declarative"]),
        .executable(name: "make-assets", targets: ["make-assets"]),
        .executable(name: "refresh-bench", targets: ["refresh-bench"]),
        .executable(name: "refresh-soak", targets: ["refresh-soak"]),
    ],
    targets: [
        // C libraries from Debian's libsdl2-dev, libsdl2-image-dev and libsdl2-ttf-dev. No
        // pkg-config: the headers are included as <SDL2/…> from the standard include path and
        // the module maps link the libraries, so sdl2.pc's -D_REENTRANT (which SwiftPM refuses
        // with a warning on every build) never reaches the compiler.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2Image", providers: [.apt(["libsdl2-image-dev"])]),
        .systemLibrary(name: "CSDL2TTF", providers: [.apt(["libsdl2-ttf-dev"])]),
        // The Unicode bidirectional algorithm (UAX #9), for lines in Arabic and Hebrew.
        .systemLibrary(name: "CFriBidi", providers: [.apt(["libfribidi-dev"])]),
        // libdbus-1 (Debian's libdbus-1-dev), the D-Bus library SDL itself loads on Linux; its
        // include folders come from dbus-1.pc, which sets no -D flags.
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        // libcurl (Debian's libcurl4-openssl-dev): its headers are on the standard include path.
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // libxml2 (Debian's libxml2-dev), whose headers live in a folder libxml-2.0.pc names.
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // SQLite 3 (Debian's libsqlite3-dev): its header is on the standard include path.
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),

        // Pure Swift: geometry, physics, the scroll view, refresh components, draw lists. No SDL.
        .target(name: "RefreshCore", linkerSettings: [.linkedLibrary("m")]),
        // Web feeds as values: Atom, RSS and JSON Feed pages fetched over http, https or file on
        // a network thread of its own. No SDL, no DemoKit: the demo and an app use it alike.
        .target(name: "RefreshSource", dependencies: ["CCurl", "CLibXML2"]),
        // The feeds' cache: one SQLite database (WAL) for every feed, written a landing at a
        // time in one transaction, read a window of entries at a time. No SDL, no DemoKit.
        .target(name: "RefreshCache", dependencies: ["RefreshSource", "CSQLite"]),
        // Pure Swift: looks written on RefreshCore's public API only, as an app would write them.
        .target(name: "CustomHeaders", dependencies: ["RefreshCore"]),
        // Pure Swift: a list described as a value (`.refreshable`, `.loadMore`) and the bridge
        // that builds and updates the imperative scroll view and components, on RefreshCore's
        // public API only.
        .target(name: "RefreshDeclarative", dependencies: ["RefreshCore"]),
        // Pure Swift: what a window shows as assistive technologies read it (the list, its rows,
        // the status bars, the menu, the focus) and the actions they ask for: the values an app
        // and the accessibility bridge exchange, so that any app (on SDL or not) can make them.
        .target(name: "RefreshAccessibleView", dependencies: ["RefreshCore"]),
        // Pure Swift: the demo's scene, options, script language, trace and run loop. No SDL
        // (web feeds come through RefreshSource, which brings libcurl and libxml2, not SDL).
        .target(
            name: "DemoKit",
            dependencies: [
                "RefreshCore", "CustomHeaders", "RefreshDeclarative", "RefreshAccessibleView",
                "RefreshSource", "RefreshCache", "SpriteArt",
            ]),
        // Pure Swift: what tests and the soak share — the seeded generator, text metrics without
        // fonts, sprite sheets without pixels (shaped by SpriteArt's catalog), the scene driver.
        .target(name: "TestSupport", dependencies: ["RefreshCore", "DemoKit", "SpriteArt"]),
        // Pure Swift: the soak's random scripts, script fuzzer and scene invariants.
        .target(name: "DemoSoak", dependencies: ["DemoKit", "RefreshCore", "TestSupport"]),
        // Pure Swift: procedural drawing of every sprite frame the demo ships.
        .target(name: "SpriteArt", dependencies: ["RefreshCore"]),
        // The fonts, sprite sheets, strings tables and the app icon (the window's, and the one
        // `make install` puts in the icon theme), as resources: SwiftPM copies them into
        // SwiftRefresh_RefreshAssets.resources beside every executable that links RefreshSDL, so
        // an app needs no path of this repository. The target is the top-level Assets/ folder
        // itself (a symlink inside a target is copied as a dangling link, or flattened), and a
        // C target, so SwiftPM generates no Swift `Bundle.module` (Foundation, fatalError).
        .target(
            name: "RefreshAssets", path: "Assets",
            resources: [.copy("fonts"), .copy("sprites"), .copy("strings"), .copy("icons")],
            publicHeadersPath: "."),
        // C: what SDL 2 does not say about the window system: X11's resource database (the
        // desktop's density, `Xft.dpi`) and its changes, on Xlib, and the scales of a Wayland
        // compositor's outputs, on libwayland-client (libx11-dev and libwayland-dev, which
        // libsdl2-dev brings); their names stay inside it.
        .target(
            name: "CWindowSystem",
            linkerSettings: ["X11", "wayland-client", "SDL2"].map { .linkedLibrary($0) }),
        // The only code that imports SDL (internally: its API names no C type): events in, draw
        // lists out, textures, fonts, PNGs.
        .target(
            name: "RefreshSDL",
            dependencies: [
                "RefreshCore", "RefreshAssets", "CSDL2", "CSDL2Image", "CSDL2TTF", "CFriBidi",
                "CWindowSystem",
            ]),

        // C: the accessible objects (an AtkObject subclass) and the AT-SPI bridge's start, on
        // ATK, its AT-SPI bridge and libdbus (Debian's libatk-bridge2.0-dev). The headers'
        // folders are named here rather than found by pkg-config, whose -pthread SwiftPM warns
        // about on every build; its header shows Swift no GLib type.
        .target(
            name: "CAccessibility",
            cSettings: [.unsafeFlags(accessibilityHeaderFolders.map { "-I" + $0 })],
            linkerSettings: ["atk-bridge-2.0", "atk-1.0", "gobject-2.0", "glib-2.0", "dbus-1"].map {
                .linkedLibrary($0)
            }),
        // A window exposed over AT-SPI: the app's accessible view kept in step with ATK objects,
        // the actions clients ask for handed back; its public API is Swift values only.
        .target(
            name: "RefreshAccessibility",
            dependencies: ["RefreshAccessibleView", "RefreshCore", "CAccessibility"]),

        // The demo's frames on SDL, shared by the demo, the soak and the bench.
        .target(name: "DemoSDL", dependencies: ["DemoKit", "RefreshSDL"]),
        // The demo's link to the desktop: its preferences (theme, motion, text scale) read from
        // the settings portal over D-Bus on a thread of its own. The only code that imports
        // CDBus; its public API is DemoKit's Swift values.
        .target(name: "DemoDesktop", dependencies: ["DemoKit", "RefreshSource", "CDBus"]),

        // The release demo carries the Swift runtime and Foundation inside it (static linking):
        // a headless run is a short process, and loading and relocating a dozen Swift shared
        // libraries on top of SDL's seventy C ones cost ~4 ms of every start and 2.5 MB of
        // resident pages. `-static-stdlib` at link time alone misses the two libraries
        // FoundationEssentials itself needs, so they are named; lld links it without the GNU
        // linkers' warning about glibc's mktemp, which FoundationEssentials references. Debug
        // builds (and the tests) stay dynamic.
        .executableTarget(
            name: "refresh-demo",
            dependencies: [
                "DemoKit", "DemoSDL", "RefreshSDL", "DemoDesktop", "RefreshAccessibility",
                "RefreshAccessibleView",
            ],
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-stdlib", "-l_FoundationCollections", "-l_FoundationCShims",
                        "-use-ld=lld",
                    ], .when(configuration: .release))
            ]),
        // The declarative example: an @Observable feed, a described list, a closure-drawn header.
        .executableTarget(
            name: "refresh-example-declarative",
            dependencies: ["RefreshDeclarative", "RefreshCore", "RefreshSDL"]),
        // The smallest app a newcomer copies: RefreshCore and RefreshSDL's public API only.
        .executableTarget(name: "refresh-example", dependencies: ["RefreshCore", "RefreshSDL"]),
        .executableTarget(name: "make-assets", dependencies: ["SpriteArt", "CSDL2", "CSDL2Image"]),
        .executableTarget(
            name: "refresh-bench",
            dependencies: [
                "DemoKit", "DemoSDL", "DemoSoak", "RefreshSDL", "TestSupport", "DemoDesktop",
                "RefreshCache", "RefreshSource", "CSQLite",
            ]),
        .executableTarget(
            name: "refresh-soak",
            dependencies: [
                "DemoSoak", "DemoKit", "DemoSDL", "RefreshSDL", "TestSupport",
            ]),

        // C: the signals of the bridge's objects recorded as the AT-SPI bridge hears them, and
        // GLib's poll made to fail: what the bridge's tests read.
        .target(
            name: "CAccessibilityTestSupport", dependencies: ["CAccessibility"],
            path: "Tests/CAccessibilityTestSupport",
            cSettings: [.unsafeFlags(accessibilityHeaderFolders.map { "-I" + $0 })]),
        // The expected titles are read from the source tree.
        // A header on a scroll view, pulled and released on the simulated clock, with Swift
        // Testing's expectations: shared by the core's and the custom headers' tests.
        .target(
            name: "HeaderTestSupport", dependencies: ["RefreshCore", "TestSupport"],
            path: "Tests/HeaderTestSupport"),
        .testTarget(
            name: "RefreshCoreTests",
            dependencies: ["RefreshCore", "CustomHeaders", "TestSupport", "HeaderTestSupport"],
            exclude: ["Localization/ExpectedTitles.md"]),
        // Compiles the README's custom header on RefreshCore's public API only.
        .testTarget(
            name: "CustomHeadersTests",
            dependencies: ["RefreshCore", "CustomHeaders", "TestSupport", "HeaderTestSupport"]),
        .testTarget(
            name: "RefreshDeclarativeTests",
            dependencies: ["RefreshDeclarative", "RefreshCore", "CustomHeaders", "TestSupport"]),
        .testTarget(
            name: "DemoKitTests",
            dependencies: ["DemoKit", "DemoSoak", "TestSupport", "RefreshAccessibleView"],
            // A thirteenth language's strings file, read by AddedLanguageTests from its path.
            exclude: ["AddedLanguage"]),
        // Parsers on fixture feeds; fetches against a real nginx (scripts/feed-server.sh).
        .testTarget(
            name: "RefreshSourceTests", dependencies: ["RefreshSource", "TestSupport"]),
        // The cache on temporary files: landings, windows, limits, bad files, two connections.
        .testTarget(name: "RefreshCacheTests", dependencies: ["RefreshCache", "RefreshSource"]),
        .testTarget(name: "DemoSoakTests", dependencies: ["DemoSoak", "DemoKit", "TestSupport"]),
        .testTarget(
            name: "SpriteArtTests", dependencies: ["SpriteArt", "CSDL2", "CSDL2Image"]),
        // The bridge's diffing on ATK's objects, and its lifetime on a private accessibility bus.
        .testTarget(
            name: "RefreshAccessibilityTests",
            dependencies: [
                "RefreshAccessibility", "RefreshAccessibleView", "RefreshCore", "CAccessibility",
                "CAccessibilityTestSupport",
            ]),
        .testTarget(name: "DemoDesktopTests", dependencies: ["DemoDesktop", "DemoKit", "CDBus"]),
        .testTarget(
            name: "RefreshSDLTests",
            dependencies: ["RefreshSDL", "DemoKit", "DemoSDL", "TestSupport"]),
        // Golden frames are read from the source tree, not bundled.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "DemoKit", "DemoSoak", "TestSupport", "CSDL2", "CSDL2Image", "RefreshCache",
                "RefreshSource",
            ],
            exclude: ["Golden", "GoldenTraces"]),
    ]
)
