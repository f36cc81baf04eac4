import DemoKit
import Testing

/// The six languages beyond MJRefresh's in every header and footer (the normal header and the
/// trailer have theirs beside the first six): Japanese in its own face, German, French and
/// Spanish titles fitted, Arabic joined and both right-to-left languages mirrored.
extension GoldenFrameTests {
    static let addedLanguages = ["ja", "de", "fr", "es", "ar", "he"]
    /// The header and footer shots' view at 2× (the suite's 390×160 twice over).
    static let doubleView = (width: 780, height: 320)

    /// The state, GIF, balloon and progress headers pulled past the trigger and refreshing.
    /// Every kind with golden frames but the normal one (its own test covers every language).
    static let headersBesideNormal = headers.filter { $0 != HeaderKind.normal.rawValue }

    @Test(comparesOrRewrites, arguments: headersBesideNormal, addedLanguages)
    func aHeaderInAnAddedLanguageMatchesItsGoldenFrames(header: String, language: String) throws {
        let (dir, lines) = try render(header, options: ["--latency", "5000", "--lang", language])
        #expect(lines.allSatisfy { $0.string("lang") == language })
        for phase in ["pulled", "refreshing"] {
            try compare(
                dir.path("shots/\(phase).png"), toGolden: "\(header)-\(language)-\(phase)")
        }
    }

    /// Every footer kind in every style, pulled up past six rows and loading.
    @Test(
        comparesOrRewrites,
        arguments: [
            "auto-state", "auto-normal", "auto-gif", "back-state", "back-normal", "back-gif",
        ],
        addedLanguages)
    func aFooterInAnAddedLanguageMatchesItsGoldenFrames(footer: String, language: String) throws {
        let parts = footer.split(separator: "-").map(String.init)
        let (dir, lines) = try render(
            "normal",
            options: [
                "--latency", "5000", "--lang", language, "--rows", "6", "--footer", parts[0],
                "--footer-style", parts[1],
            ], script: footerScript)
        let loading = try #require(lines.first { abs($0.number("t") - 4250) < 1e-6 })
        #expect(loading.string("footer_state") == "refreshing")
        for phase in ["pulled", "refreshing"] {
            try compare(
                dir.path("shots/\(phase).png"), toGolden: "footer-\(footer)-\(language)-\(phase)")
        }
    }

    // MARK: - Right to left at 1× and 2×

    /// Every header but the normal one (which has its own) in Arabic and Hebrew at 2×.
    @Test(
        comparesOrRewrites,
        arguments: headersBesideNormal, ["ar", "he"])
    func aHeaderRightToLeftMatchesItsGoldenFramesAt2x(header: String, language: String) throws {
        let (dir, _) = try render(
            header, options: ["--latency", "5000", "--lang", language, "--scale", "2"])
        for phase in ["pulled", "refreshing"] {
            try compare(
                dir.path("shots/\(phase).png"), toGolden: "\(header)-\(language)-\(phase)@2x",
                size: Self.doubleView)
        }
    }

    /// Every footer kind and style in Arabic and Hebrew at 2×, pulled and loading.
    @Test(
        comparesOrRewrites,
        arguments: [
            "auto-state", "auto-normal", "auto-gif", "back-state", "back-normal", "back-gif",
        ],
        ["ar", "he"])
    func aFooterRightToLeftMatchesItsGoldenFramesAt2x(footer: String, language: String) throws {
        let parts = footer.split(separator: "-").map(String.init)
        let (dir, _) = try render(
            "normal",
            options: [
                "--latency", "5000", "--lang", language, "--rows", "6", "--footer", parts[0],
                "--footer-style", parts[1], "--scale", "2",
            ], script: footerScript)
        for phase in ["pulled", "refreshing"] {
            try compare(
                dir.path("shots/\(phase).png"),
                toGolden: "footer-\(footer)-\(language)-\(phase)@2x",
                size: Self.doubleView)
        }
    }

    /// The trailer mirrored at 2× (at its left end, the band starting at the right), and the
    /// second floor in both right-to-left languages at 1× and 2×.
    @Test(comparesOrRewrites, arguments: ["ar", "he"])
    func theTrailerAndTheFloorRightToLeftMatchTheirGoldenFrames(language: String) throws {
        let trailer = try render(
            "normal",
            options: ["--latency", "5000", "--lang", language, "--carousel", "0", "--scale", "2"],
            script: mirroredTrailerScript, view: trailerView)
        for phase in ["pulled", "refreshing"] {
            try compare(
                trailer.dir.path("shots/\(phase).png"),
                toGolden: "trailer-\(language)-\(phase)@2x",
                size: (trailerView.width * 2, trailerView.height * 2))
        }
        for scale in [1, 2] {
            let floor = try render(
                "floor", options: ["--lang", language, "--scale", "\(scale)"],
                script: floorScript, view: floorSize)
            for phase in ["ready", "open"] {
                try compare(
                    floor.dir.path("shots/\(phase).png"),
                    toGolden: "floor-\(language)-\(phase)@\(scale)x",
                    size: (floorSize.width * scale, floorSize.height * scale))
            }
        }
    }

    /// The empty list, the loading rows and the error state in Arabic and Hebrew at 1× and 2×:
    /// their texts right-aligned or centred in their own words, the button's title shaped.
    @Test(comparesOrRewrites, arguments: ["ar", "he"], [1, 2])
    func thePlaceholdersRightToLeftMatchTheirGoldenFrames(language: String, scale: Int) throws {
        let view = (width: 390, height: 400)
        let cases: [(name: String, script: String, options: [String])] = [
            ("empty", "wait 3000\nshot list", ["--rows", "0"]),
            (
                "loading", "wait 2900\ndown 195 246\nup\nwait 100\nshot list",
                ["--rows", "0", "--latency", "5000"]
            ),
            (
                "error", "wait 2900\ndown 195 246\nup\nwait 600\nshot list",
                ["--rows", "0", "--fail-every", "1", "--latency", "300", "--failure-dwell", "5000"]
            ),
        ]
        for item in cases {
            let (dir, _) = try render(
                "normal", options: item.options + ["--lang", language, "--scale", "\(scale)"],
                script: item.script, view: view)
            try compare(
                dir.path("shots/list.png"),
                toGolden: "list-\(item.name)-\(language)@\(scale)x",
                size: (view.width * scale, view.height * scale))
        }
    }
}
