import Foundation
import Testing

// Golden frames at text scale 1.5 and 2 (`scale15-…`, `scale2-…`): every header pulled past its
// 54 × X trigger and refreshing, the second floor ready, opening and open, every footer in every
// style pulled and loading, the trailer pulled past its 60 × X and loading, and the three
// placeholders. The views are taller than the scale-1 goldens' so that the larger header shows
// whole above rows of 44 × X. Rewritten with UPDATE_GOLDEN=1, as GoldenFrameTests'.

/// The headers' and footers' view: a 108-point header pulled past its trigger, over rows.
private let view = (width: 390, height: 400)

/// After the bar has faded, a pull of 380 points (137 visible in a 400-point view: past 81 and
/// 108), held for the arrow's turn; the release, and a shot while refreshing.
private let headerScript = """
    wait 3000
    down 195 10
    move 195 390 400
    wait 400
    shot pulled
    wait 50
    up
    wait 500
    shot refreshing
    """

/// The floor's view and pull: 590 points (224 visible in 720, past 1.9 × 108 = 205.2).
private let floorView = (width: 390, height: 720)
private let scaledFloorScript = """
    wait 3000
    down 195 10
    move 195 600 600
    wait 400
    shot ready
    wait 50
    up
    wait 250
    shot opening
    wait 500
    shot open
    """

/// The wheel to the end, then 370 points up past it (135 visible: past 66 and 88), held; the
/// release, and a shot while loading.
private let scaledFooterScript = """
    wait 1000
    wheel -40
    wait 2000
    down 195 380
    move 195 10 500
    wait 400
    shot pulled
    wait 50
    up
    wait 300
    shot refreshing
    """

/// The carousel's band after no row: dragged 1200 points left, 540 past the last card (169
/// visible in the 390-point band: past 90 and 120).
private let scaledTrailerView = (width: 390, height: 230)
private let scaledTrailerScript = """
    wait 3000
    down 300 90
    move 290 92 50
    move -900 100 600
    wait 400
    shot pulled
    wait 50
    up
    wait 500
    shot refreshing
    """

/// The placeholders' view: the error state's button under a 108-point open header and an
/// 88-point footer ends 532 points down.
private let placeholderView = (width: 390, height: 600)

/// Renders `script` headless at `scale` with `options` in `size`; returns the shots' folder and
/// the trace.
private func render(
    scale: String, _ options: [String], script: String, size: (width: Int, height: Int) = view
) throws -> (dir: TempDir, lines: [TraceLine]) {
    let dir = try TempDir()
    let file = try dir.write("script.txt", script)
    let trace = dir.path("t.jsonl")
    let result = try Demo.run(
        arguments: [
            "--headless", "--size", "\(size.width)x\(size.height)", "--script", file,
            "--trace", trace, "--shots", dir.path("shots"), "--text-scale", scale,
        ] + options)
    #expect(result.code == 0, "stderr: \(result.stderr)")
    return (dir, try Trace.read(trace))
}

/// The first trace line at `t` milliseconds.
private func line(at t: Double, _ lines: [TraceLine]) throws -> TraceLine {
    try #require(lines.first { abs($0.number("t") - t) < 1e-6 }, "no frame at \(t) ms")
}

private let golden = Demo.packageRoot.appendingPathComponent("Tests/EndToEndTests/Golden")

@Suite struct ScaledGoldenFrameTests {
    /// The scales and the goldens' prefixes.
    static let scales = [("1.5", "scale15"), ("2", "scale2")]

    @Test(comparesOrRewrites, arguments: GoldenFrameTests.headers, [0, 1])
    func aHeaderInLargerTextMatchesItsGoldenFrames(header: String, scale: Int) throws {
        let (factor, prefix) = Self.scales[scale]
        let height = 54 * Double(factor)!
        let (dir, lines) = try render(
            scale: factor, ["--header", header, "--latency", "5000"], script: headerScript)
        let pulled = try line(at: 3800, lines)
        #expect(pulled.string("header_state") == "pulling" && pulled.number("offset_y") < -height)
        let refreshing = try line(at: 4350, lines)
        #expect(refreshing.string("header_state") == "refreshing")
        #expect(refreshing.number("offset_y") == -height)
        for phase in ["pulled", "refreshing"] {
            try GoldenFrameTests().compare(
                dir.path("shots/\(phase).png"), toGolden: "\(prefix)-\(header)-\(phase)",
                size: view)
        }
    }

    @Test(comparesOrRewrites, arguments: [0, 1])
    func theSecondFloorInLargerTextMatchesItsGoldenFrames(scale: Int) throws {
        let (factor, prefix) = Self.scales[scale]
        let (dir, lines) = try render(
            scale: factor, ["--header", "floor"], script: scaledFloorScript, size: floorView)
        #expect(try line(at: 4000, lines).string("floor") == "ready")
        #expect(try line(at: 4300, lines).string("floor") == "opening")
        #expect(try line(at: 4800, lines).string("floor") == "open")
        for phase in ["ready", "opening", "open"] {
            try GoldenFrameTests().compare(
                dir.path("shots/\(phase).png"), toGolden: "\(prefix)-floor-\(phase)",
                size: floorView)
        }
    }

    @Test(comparesOrRewrites, arguments: ["auto", "back"], ["state", "normal", "gif"])
    func aFooterInLargerTextMatchesItsGoldenFrames(footer: String, style: String) throws {
        for (factor, prefix) in Self.scales {
            let (dir, lines) = try render(
                scale: factor,
                [
                    "--latency", "5000", "--rows", "10", "--footer", footer, "--footer-style",
                    style,
                ], script: scaledFooterScript)
            #expect(try line(at: 4250, lines).string("footer_state") == "refreshing")
            #expect(try line(at: 4250, lines).number("inset_bottom") == 44 * Double(factor)!)
            for phase in ["pulled", "refreshing"] {
                try GoldenFrameTests().compare(
                    dir.path("shots/\(phase).png"),
                    toGolden: "\(prefix)-footer-\(footer)-\(style)-\(phase)", size: view)
            }
        }
    }

    @Test(comparesOrRewrites, arguments: [0, 1])
    func theTrailerInLargerTextMatchesItsGoldenFrames(scale: Int) throws {
        let (factor, prefix) = Self.scales[scale]
        let (dir, lines) = try render(
            scale: factor, ["--latency", "5000", "--carousel", "0"], script: scaledTrailerScript,
            size: scaledTrailerView)
        #expect(try line(at: 4050, lines).string("trailer_state") == "pulling")
        #expect(try line(at: 4600, lines).string("trailer_state") == "refreshing")
        for phase in ["pulled", "refreshing"] {
            try GoldenFrameTests().compare(
                dir.path("shots/\(phase).png"), toGolden: "\(prefix)-trailer-\(phase)",
                size: scaledTrailerView)
        }
    }

    /// The empty, loading and error states (the list golden frames' scripts, the click on the
    /// Refresh button where it is at this scale: 192 + 36 × X below the content's top, once the
    /// status bar has gone).
    @Test(comparesOrRewrites, arguments: [0, 1])
    func thePlaceholdersInLargerTextMatchTheirGoldenFrames(scale: Int) throws {
        let (factor, prefix) = Self.scales[scale]
        let button = Int(192 + 54 * Double(factor)!)
        let cases = [
            ("empty", "wait 3000\nshot list", ["--rows", "0"], 3000.0),
            (
                "loading", "wait 2900\ndown 195 \(button)\nup\nwait 100\nshot list",
                ["--rows", "0", "--latency", "5000"], 3000
            ),
            (
                "error", "wait 2900\ndown 195 \(button)\nup\nwait 600\nshot list",
                [
                    "--rows", "0", "--fail-every", "1", "--latency", "300", "--failure-dwell",
                    "5000",
                ],
                3500
            ),
        ]
        for (name, script, options, time) in cases {
            let (dir, lines) = try render(
                scale: factor, options, script: script, size: placeholderView)
            #expect(try line(at: time, lines).string("placeholder") == name)
            try GoldenFrameTests().compare(
                dir.path("shots/list.png"), toGolden: "\(prefix)-list-\(name)",
                size: placeholderView)
        }
    }

    /// Each scale's frame differs from the other's, and each dark placeholder from its light
    /// one: the comparison can tell them apart.
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != "1",
            "the goldens are being rewritten"),
        .enabled(if: Requirement.met(compareTool != nil), "needs ImageMagick's compare"))
    func theScaledGoldenFramesCanBeToldApart() throws {
        let tool = try #require(compareTool, "ImageMagick's compare is not installed")
        var pairs = ["list-empty", "list-loading", "list-error"].map { ("dark-" + $0, $0) }
        let names =
            GoldenFrameTests.headers.flatMap { ["\($0)-pulled", "\($0)-refreshing"] }
            + ["floor-ready", "floor-open", "trailer-pulled", "list-empty", "list-error"]
            + ["auto", "back"].flatMap { footer in
                ["state", "normal", "gif"].map { "footer-\(footer)-\($0)-pulled" }
            }
        pairs += names.map { ("scale15-" + $0, "scale2-" + $0) }
        for (a, b) in pairs {
            let count = try #require(
                try differingPixels(
                    golden.appendingPathComponent(a + ".png").path,
                    golden.appendingPathComponent(b + ".png").path, tool: tool))
            // More than the 0.1 % a golden may differ by, in the smallest of these views.
            #expect(count > 390 * 230 / 1000, "\(a) and \(b) differ in only \(count) pixels")
        }
    }
}
