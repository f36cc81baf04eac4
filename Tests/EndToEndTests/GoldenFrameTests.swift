import DemoKit
import Foundation
import Testing

// Golden frames: each header, pulled past its threshold (still held) and refreshing, rendered
// headless at 390×160 and compared with the PNGs committed in Tests/EndToEndTests/Golden; the
// normal header the same way in every other language (Arabic and Hebrew also at 2×), the
// trailer in English, Chinese, Japanese, German, Arabic and Hebrew, and showing a failed
// refresh; the second floor at 390×480, ready, half-way through its opening, and open.
//
// To regenerate them after an intended change of looks, build the demo and run
//
//     swift build --product refresh-demo
//     UPDATE_GOLDEN=1 swift test --filter GoldenFrameTests
//
// which rewrites Golden/<header>-<phase>.png from the current binary (and records no failure).
// Look at every rewritten PNG before committing it.

/// ImageMagick's `compare`, when it is installed.
let compareTool: String? = ["/usr/local/bin/compare", "/usr/bin/compare"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

private let goldenFolder = Demo.packageRoot.appendingPathComponent("Tests/EndToEndTests/Golden")

private let updating = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"

/// A golden-frame test runs where ImageMagick's `compare` is, or where the goldens are rewritten.
let comparesOrRewrites = ConditionTrait.enabled(
    if: Requirement.met(compareTool != nil || updating), "needs ImageMagick's compare")

/// The view: the header and the first rows. 160 points holds the 54-point header pulled to 69.
private let size = (width: 390, height: 160)

/// At most this share of pixels (62 of 62 400) may differ by more than the fuzz, for
/// anti-aliasing and font hinting. Not 0.5 %: the normal header refreshing differs from the state
/// header refreshing only by its 20×20 spinner, 206 pixels, which 0.5 % (312) would let pass.
private let allowedShare = 0.001

/// After the status bar has faded (2.5 s + 0.3 s), a slow pull from the top past the 54-point
/// threshold, held still long enough for the arrow's 0.25 s turn to end; then the release, and
/// a shot while refreshing (the latency is long, so the data has not landed).
private let script = """
    wait 3000
    down 195 10
    move 195 230 400
    wait 400
    shot pulled
    wait 50
    up
    wait 500
    shot refreshing
    """

/// The trailer's view: the carousel's whole band (after no row) and a row under it.
let trailerView = (width: 390, height: 230)

/// After the status bar has faded, a drag on the band: 10 points to lock it to the carousel,
/// then far past the last card, held; the release, and a shot while the trailer loads.
let trailerScript = """
    wait 3000
    down 300 90
    move 290 92 50
    move -600 100 600
    wait 400
    shot pulled
    wait 50
    up
    wait 500
    shot refreshing
    """

/// The same drag mirrored (x → 390 − x), for a right-to-left language: the carousel starts at
/// the right, so its trailer is pulled to the right.
let mirroredTrailerScript = """
    wait 3000
    down 90 90
    move 100 92 50
    move 990 100 600
    wait 400
    shot pulled
    wait 50
    up
    wait 500
    shot refreshing
    """

/// Pixels of `a` and `b` that differ by more than 2 %, per `compare -metric AE -fuzz 2%`.
func differingPixels(_ a: String, _ b: String, tool: String) throws -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["-metric", "AE", "-fuzz", "2%", a, b, "null:"]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // Exit 0: alike, 1: different (the count is on standard error), 2: an error.
    guard process.terminationStatus != 2 else { return nil }
    let text = String(decoding: data, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    // The count may be printed as "123" or in exponent form, "1.5e+03".
    return Double(text.split(separator: " ").first ?? "").map { Int($0.rounded()) }
}

/// The same pull, then a failure: the request goes out at 4100 ms and fails at 4600 ms; the
/// shot at 4850 ms shows the failure, its mark popped in, in the middle of the 1 s dwell.
private let failingScript = script + "\nwait 500\nshot failed\n"

/// After the status bar has faded, the wheel to the end, then a drag 140 points up past it,
/// held (the back footer pulled, the auto footer loading), the release, and a shot while the
/// load is in flight.
let footerScript = """
    wait 1000
    wheel -10
    wait 2000
    down 195 150
    move 195 10 500
    wait 400
    shot pulled
    wait 50
    up
    wait 300
    shot refreshing
    """

/// The second floor's view: tall enough for the page to compose (its horizon, picture and
/// words) and for the ready pull to show the page above the header.
let floorSize = (width: 390, height: 480)

/// After the status bar has faded, a pull of 320 points (129 visible in a 480-point view, past
/// the floor's 102.6), held; the release at 4050 ms, a shot half-way through the 0.5 s opening
/// and one once the page is open.
let floorScript = """
    wait 3000
    down 195 10
    move 195 330 600
    wait 400
    shot ready
    wait 50
    up
    wait 250
    shot opening
    wait 500
    shot open
    """

/// Renders `header`'s shots into a fresh folder (with `options` added); returns it and the
/// trace.
func render(
    _ header: String, options: [String] = ["--latency", "5000"], script: String = script,
    view: (width: Int, height: Int) = size
) throws -> (dir: TempDir, lines: [TraceLine]) {
    let dir = try TempDir()
    let file = try dir.write("script.txt", script)
    let trace = dir.path("t.jsonl")
    let result = try Demo.run(
        arguments: [
            "--headless", "--size", "\(view.width)x\(view.height)", "--header", header,
            "--script", file, "--trace", trace, "--shots", dir.path("shots"),
        ] + options)
    #expect(result.code == 0, "stderr: \(result.stderr)")
    return (dir, try Trace.read(trace))
}

@Suite struct GoldenFrameTests {
    /// The kinds with golden frames of their pull, from the kinds' table.
    static let headers = HeaderKind.goldenFrameNames()

    @Test(comparesOrRewrites, arguments: headers)
    func headerMatchesItsGoldenFrames(header: String) throws {
        let (dir, lines) = try render(header)
        // The shots show what they are named after.
        let pulled = try #require(lines.first { abs($0.number("t") - 3800) < 1e-6 })
        #expect(pulled.string("header_state") == "pulling")
        #expect(pulled.bool("dragging") == true)
        #expect(pulled.number("offset_y") < -54)
        let refreshing = try #require(lines.first { abs($0.number("t") - 4350) < 1e-6 })
        #expect(refreshing.string("header_state") == "refreshing")
        #expect(refreshing.number("offset_y") == -54)
        #expect(refreshing.int("refreshes") == 0)

        for phase in ["pulled", "refreshing"] {
            try compare(dir.path("shots/\(phase).png"), toGolden: "\(header)-\(phase)")
        }
    }

    /// The normal header keeps MJRefresh's layout in every language: the title centred in the
    /// upper half, the last-updated line under it, arrow and spinner beside them; each CJK
    /// language in its own face, Arabic joined and both right-to-left languages in bidi order.
    @Test(
        comparesOrRewrites,
        arguments: ["zh-Hans", "zh-Hant", "ko", "ja", "de", "fr", "es", "ar", "he"])
    func theNormalHeaderInALanguageMatchesItsGoldenFrames(language: String) throws {
        let (dir, lines) = try render("normal", options: ["--latency", "5000", "--lang", language])
        #expect(lines.allSatisfy { $0.string("lang") == language })
        for phase in ["pulled", "refreshing"] {
            try compare(dir.path("shots/\(phase).png"), toGolden: "normal-\(language)-\(phase)")
        }
    }

    /// The right-to-left languages at 2×, where shaping and the runs' baselines are drawn at
    /// twice the pixels.
    @Test(comparesOrRewrites, arguments: ["ar", "he"])
    func theNormalHeaderInARightToLeftLanguageMatchesItsGoldenFramesAt2x(language: String) throws {
        let (dir, _) = try render(
            "normal", options: ["--latency", "5000", "--lang", language, "--scale", "2"])
        for phase in ["pulled", "refreshing"] {
            try compare(
                dir.path("shots/\(phase).png"), toGolden: "normal-\(language)-\(phase)@2x",
                size: (size.width * 2, size.height * 2))
        }
    }

    /// A failed refresh: "Refresh failed" with the red cross in the spinner's place.
    @Test(comparesOrRewrites)
    func aFailedRefreshMatchesItsGoldenFrame() throws {
        let (dir, lines) = try render(
            "normal", options: ["--latency", "500", "--fail-every", "1"], script: failingScript)
        let failed = try #require(lines.first { abs($0.number("t") - 4850) < 1e-6 })
        #expect(failed.string("header_result") == "failure")
        #expect(failed.string("header_state") == "refreshing")
        try compare(dir.path("shots/failed.png"), toGolden: "normal-failed")
    }

    /// The carousel's trailer pulled past its 60 points (held, the arrow turned) and loading,
    /// in a view holding the whole 180-point band: English titles turned a quarter, Chinese
    /// one character a line.
    @Test(comparesOrRewrites, arguments: ["en", "zh-Hans", "ja", "de", "fr", "es", "ar", "he"])
    func theTrailerMatchesItsGoldenFrames(language: String) throws {
        let (dir, lines) = try render(
            "normal", options: ["--latency", "5000", "--lang", language, "--carousel", "0"],
            script: ["ar", "he"].contains(language) ? mirroredTrailerScript : trailerScript,
            view: trailerView)
        let pulled = try #require(lines.first { abs($0.number("t") - 4050) < 1e-6 })
        #expect(pulled.string("trailer_state") == "pulling")
        #expect(pulled.bool("carousel_dragging") == true)
        let loading = try #require(lines.first { abs($0.number("t") - 4600) < 1e-6 })
        #expect(loading.string("trailer_state") == "refreshing")
        #expect(loading.int("cards") == 8)
        for phase in ["pulled", "refreshing"] {
            try compare(
                dir.path("shots/\(phase).png"), toGolden: "trailer-\(language)-\(phase)",
                size: trailerView)
        }
    }

    /// The second floor: the stairs lit and the page peeking above the header when ready, the
    /// page revealed from the top half-way through the opening, and the whole page open.
    @Test(comparesOrRewrites)
    func theSecondFloorMatchesItsGoldenFrames() throws {
        let (dir, lines) = try render("floor", script: floorScript, view: floorSize)
        let ready = try #require(lines.first { abs($0.number("t") - 4000) < 1e-6 })
        #expect(ready.string("floor") == "ready" && ready.string("header_state") == "pulling")
        #expect(ready.int("header_frame") == 9, "the stairs lit to the top")
        let opening = try #require(lines.first { abs($0.number("t") - 4300) < 1e-6 })
        #expect(opening.string("floor") == "opening")
        // Half-way in time is half-way in distance, from the release to −480.
        let released = try #require(lines.first { abs($0.number("t") - 4050) < 1e-6 })
        let halfway = (released.number("offset_y") - 480) / 2
        #expect(abs(opening.number("offset_y") - halfway) < 0.01)
        let open = try #require(lines.first { abs($0.number("t") - 4800) < 1e-6 })
        #expect(open.string("floor") == "open" && open.number("offset_y") == -480)
        for phase in ["ready", "opening", "open"] {
            try compare(dir.path("shots/\(phase).png"), toGolden: "floor-\(phase)", size: floorSize)
        }
    }

    /// Titles too wide for one line fitted to the view: the normal and GIF headers pulled in
    /// Russian and Ukrainian at 320 and 390 points (shrunk, then on two lines, the image kept
    /// 8 points from the edge), and the same at 2× (the normal header at 390 points, the others
    /// at 320).
    @Test(
        comparesOrRewrites,
        arguments: [
            ("normal", "ru", 320, 1), ("normal", "uk", 320, 1), ("gif", "ru", 320, 1),
            ("gif", "uk", 320, 1), ("normal", "ru", 390, 1), ("gif", "uk", 390, 1),
            ("progress", "ru", 320, 1), ("normal", "ru", 390, 2), ("gif", "uk", 320, 2),
            ("progress", "ru", 320, 2), ("balloon", "ru", 320, 2), ("state", "uk", 320, 2),
        ])
    func fittedTitlesMatchTheirGoldenFrames(
        header: String, language: String, width: Int, scale: Int
    )
        throws
    {
        let view = (width: width, height: size.height)
        let (dir, _) = try render(
            header,
            options: ["--latency", "5000", "--lang", language, "--scale", "\(scale)"],
            view: view)
        try compare(
            dir.path("shots/pulled.png"), toGolden: "fit-\(header)-\(language)-\(width)@\(scale)x",
            size: (width * scale, view.height * scale))
    }

    /// After a failure, half-way through the closing: the cross and "Refresh failed" leave
    /// together (the title no longer turns back to "Pull down to refresh" beside the cross); the
    /// balloon says its failure in words, the balloon beside them.
    @Test(comparesOrRewrites, arguments: ["normal", "balloon"])
    func aFailureLeavesWithItsWords(header: String) throws {
        let script = failingScript + "wait 850\nshot closing\n"
        let (dir, lines) = try render(
            header, options: ["--latency", "500", "--fail-every", "1"], script: script)
        let closing = try #require(lines.first { abs($0.number("t") - 5700) < 1e-6 })
        #expect(closing.string("header_state") == "idle")
        #expect(closing.number("offset_y") > -54 && closing.number("offset_y") < 0)
        try compare(dir.path("shots/failed.png"), toGolden: "\(header)-failed")
        try compare(dir.path("shots/closing.png"), toGolden: "\(header)-failed-closing")
    }

    /// The bar in Ukrainian at 320 points a second after launch (on two lines, inside the view),
    /// gone at rest, and back while the pointer moves along the top edge; the inspector in
    /// Russian with its columns apart.
    @Test(comparesOrRewrites)
    func theBarAndTheInspectorMatchTheirGoldenFrames() throws {
        let script = """
            wait 1000
            shot bar
            wait 2500
            shot rest
            move 100 10 100
            wait 200
            shot hover
            move 100 300 50
            wait 3000
            key n
            key d
            wait 500
            shot inspector
            """
        let view = (width: 320, height: 480)
        let (dir, _) = try render(
            "normal", options: ["--lang", "uk"], script: script, view: view)
        for name in ["bar", "rest", "hover"] {
            try compare(dir.path("shots/\(name).png"), toGolden: "bar-uk-\(name)", size: view)
        }
        let (ru, _) = try render(
            "normal", options: ["--lang", "ru"], script: script, view: (width: 390, height: 480))
        try compare(
            ru.path("shots/inspector.png"), toGolden: "inspector-ru", size: (390, 480))
    }

    /// The key panel in measured columns: German at the smallest window (its type made smaller
    /// to fit 480 points), Japanese at 2× and Arabic mirrored, keys on the right.
    @Test(
        comparesOrRewrites,
        arguments: [("de", 320, 480, 1), ("ja", 390, 720, 2), ("ar", 390, 720, 1)])
    func theKeyPanelMatchesItsGoldenFrames(
        language: String, width: Int, height: Int, scale: Int
    ) throws {
        let script = "wait 3000\nkey ?\nwait 100\nshot panel\n"
        let (dir, _) = try render(
            "normal", options: ["--lang", language, "--scale", "\(scale)"], script: script,
            view: (width, height))
        try compare(
            dir.path("shots/panel.png"), toGolden: "panel-\(language)-\(width)@\(scale)x",
            size: (width * scale, height * scale))
    }

    // MARK: - The dark theme

    /// Every header in the dark theme, pulled and refreshing: dark rows and background, the
    /// titles in the dark palette's grey, the spinner from its dark twin.
    @Test(comparesOrRewrites, arguments: headers)
    func aHeaderInTheDarkThemeMatchesItsGoldenFrames(header: String) throws {
        let (dir, lines) = try render(header, options: ["--latency", "5000", "--theme", "dark"])
        #expect(lines.allSatisfy { $0.string("theme") == "dark" })
        for phase in ["pulled", "refreshing"] {
            try compare(dir.path("shots/\(phase).png"), toGolden: "dark-\(header)-\(phase)")
        }
    }

    /// Every footer kind in every style in the dark theme: pulled up past the end of six rows
    /// (held) and loading.
    @Test(comparesOrRewrites, arguments: ["auto", "back"], ["state", "normal", "gif"])
    func aFooterInTheDarkThemeMatchesItsGoldenFrames(footer: String, style: String) throws {
        let (dir, lines) = try render(
            "normal",
            options: [
                "--latency", "5000", "--theme", "dark", "--rows", "6", "--footer", footer,
                "--footer-style", style,
            ], script: footerScript)
        let loading = try #require(lines.first { abs($0.number("t") - 4250) < 1e-6 })
        #expect(loading.string("footer_state") == "refreshing")
        for phase in ["pulled", "refreshing"] {
            try compare(
                dir.path("shots/\(phase).png"), toGolden: "dark-footer-\(footer)-\(style)-\(phase)")
        }
    }

    /// The trailer and the second floor in the dark theme (the floor's page a deeper night).
    @Test(comparesOrRewrites)
    func theTrailerAndTheFloorInTheDarkThemeMatchTheirGoldenFrames() throws {
        let trailer = try render(
            "normal", options: ["--latency", "5000", "--carousel", "0", "--theme", "dark"],
            script: trailerScript, view: trailerView)
        for phase in ["pulled", "refreshing"] {
            try compare(
                trailer.dir.path("shots/\(phase).png"), toGolden: "dark-trailer-\(phase)",
                size: trailerView)
        }
        let floor = try render(
            "floor", options: ["--theme", "dark"], script: floorScript, view: floorSize)
        for phase in ["ready", "opening", "open"] {
            try compare(
                floor.dir.path("shots/\(phase).png"), toGolden: "dark-floor-\(phase)",
                size: floorSize)
        }
    }

    /// Compares `shot` with `Golden/NAME.png`, or rewrites the golden when updating.
    func compare(
        _ shot: String, toGolden name: String, size: (width: Int, height: Int) = size
    ) throws {
        #expect(PNGInfo.read(shot) == PNGInfo(width: size.width, height: size.height))
        let golden = goldenFolder.appendingPathComponent("\(name).png").path
        if updating {
            try FileManager.default.createDirectory(
                at: goldenFolder, withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: golden) {
                try FileManager.default.removeItem(atPath: golden)
            }
            try FileManager.default.copyItem(atPath: shot, toPath: golden)
            print("GoldenFrameTests: wrote \(golden)")
            return
        }
        let tool = try #require(compareTool, "ImageMagick's compare is not installed")
        #expect(
            FileManager.default.fileExists(atPath: golden),
            "no golden \(golden): run UPDATE_GOLDEN=1 swift test --filter GoldenFrameTests")
        let count = try #require(try differingPixels(shot, golden, tool: tool))
        let allowed = Int(Double(size.width * size.height) * allowedShare)
        #expect(count <= allowed, "\(name): \(count) pixels differ (≤ \(allowed))")
    }

    /// Each language's frame differs from English's, and the failure from refreshing.
    static let languagePairs = [
        ("normal-zh-Hans-pulled", "normal-pulled"), ("normal-ko-pulled", "normal-pulled"),
        ("normal-zh-Hans-refreshing", "normal-ko-refreshing"),
        ("normal-zh-Hans-pulled", "normal-zh-Hant-pulled"), ("normal-ja-pulled", "normal-pulled"),
        ("normal-de-pulled", "normal-fr-pulled"), ("normal-es-pulled", "normal-pulled"),
        ("normal-ar-pulled", "normal-he-pulled"), ("normal-ar-pulled", "normal-pulled"),
        ("normal-failed", "normal-refreshing"),
    ]

    /// The dark theme's frames differ from the light ones.
    static let themePairs = [
        ("dark-normal-pulled", "normal-pulled"), ("dark-floor-open", "floor-open"),
        ("dark-trailer-refreshing", "trailer-en-refreshing"),
        ("dark-footer-back-normal-pulled", "dark-footer-back-state-pulled"),
    ]

    /// The second floor's three frames differ from each other.
    static let floorPairs = [
        ("floor-ready", "floor-opening"), ("floor-opening", "floor-open"),
        ("floor-ready", "floor-open"),
    ]

    /// The comparison can tell frames apart: each header's shots differ from the next header's,
    /// and a header's pulled frame from its refreshing one.
    @Test(
        .enabled(if: !updating, "the goldens are being rewritten"),
        .enabled(if: Requirement.met(compareTool != nil), "needs ImageMagick's compare"))
    func theGoldenFramesCanBeToldApart() throws {
        let tool = try #require(compareTool, "ImageMagick's compare is not installed")
        let allowed = Int(Double(size.width * size.height) * allowedShare)
        func golden(_ name: String) -> String {
            goldenFolder.appendingPathComponent(name + ".png").path
        }
        for (index, header) in Self.headers.enumerated() {
            let next = Self.headers[(index + 1) % Self.headers.count]
            let pairs = [
                (header + "-pulled", header + "-refreshing"),
                (header + "-refreshing", next + "-refreshing"),
            ]
            for (a, b) in pairs + Self.languagePairs + Self.floorPairs + Self.themePairs {
                let count = try #require(try differingPixels(golden(a), golden(b), tool: tool))
                #expect(count > allowed, "\(a) and \(b) differ in only \(count) pixels")
            }
        }
    }
}
