import Foundation
import Testing

// The demo's own words in the language shown (#44 item 9), as pixels: the section list's rows
// and notes in Arabic (they stayed English before), the chat's day separators written as
// Russian writes dates ("12 марта", not "03-12"), and the trailer's pulled title saying that
// releasing loads cards ("Release to load more cards", not "…view details"). Rewritten with
// UPDATE_GOLDEN=1, as GoldenFrameTests'.

@Suite struct OwnWordsGoldenFrameTests {
    @Test(comparesOrRewrites)
    func theSectionsRowsSpeakArabic() throws {
        let (shot, lines, dir) = try renderList(
            "wait 3000\nshot list", ["--list", "sections", "--lang", "ar"])
        #expect(lines.allSatisfy { $0.string("lang") == "ar" })
        try GoldenFrameTests().compare(shot, toGolden: "words-sections-ar", size: listView)
        withExtendedLifetime(dir) {}
    }

    @Test(comparesOrRewrites)
    func theChatDatesItsDaysInRussian() throws {
        let (shot, lines, dir) = try renderList(
            "wait 3500\nkey Home\nwait 2700\nshot list",
            ["--list", "chat", "--latency", "5000", "--lang", "ru"])
        // At the top, older messages loading: the separators over days before yesterday.
        let shotLine = try #require(lines.first { abs($0.number("t") - 6200) < 1e-6 })
        #expect(shotLine.string("older_state") == "refreshing")
        try GoldenFrameTests().compare(shot, toGolden: "words-chat-ru", size: listView)
        withExtendedLifetime(dir) {}
    }

    @Test(comparesOrRewrites)
    func theTrailerSaysReleasingLoadsCards() throws {
        let (dir, lines) = try render(
            "normal", options: ["--latency", "5000", "--lang", "en", "--carousel", "0"],
            script: trailerScript, view: trailerView)
        let pulled = try #require(lines.first { abs($0.number("t") - 4050) < 1e-6 })
        #expect(pulled.string("trailer_state") == "pulling")
        #expect(pulled.string("trailer_title") == "Release to load more cards")
        // The English trailer's golden frame, shared with theTrailerMatchesItsGoldenFrames.
        try GoldenFrameTests().compare(
            dir.path("shots/pulled.png"), toGolden: "trailer-en-pulled", size: trailerView)
    }
}
