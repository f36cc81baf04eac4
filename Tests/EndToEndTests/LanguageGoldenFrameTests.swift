import Testing

/// The six languages beyond MJRefresh's in every header and footer (the normal header and the
/// trailer have theirs beside the first six): Japanese in its own face, German, French and
/// Spanish titles fitted, Arabic joined and both right-to-left languages mirrored.
extension GoldenFrameTests {
    static let addedLanguages = ["ja", "de", "fr", "es", "ar", "he"]

    /// The state, GIF, balloon and progress headers pulled past the trigger and refreshing.
    @Test(comparesOrRewrites, arguments: ["state", "gif", "balloon", "progress"], addedLanguages)
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
}
