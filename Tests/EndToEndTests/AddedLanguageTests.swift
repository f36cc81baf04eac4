import Foundation
import Testing

/// A language an app adds by shipping its strings file in the assets' `strings/`: `--lang`
/// names it, its titles show, the `l` key reaches it after the twelve and goes on to English,
/// and a code the assets have no file for is refused with exit 2, naming what is there.
struct AddedLanguageTests {
    /// Esperanto's header title, the one line its file changes from English's.
    static let idleTitle = "Tiru malsupren por refreŝigi"

    /// The built assets with `eo.strings` added: English's lines, the idle title in Esperanto.
    private func assets(in dir: TempDir) throws -> String {
        let folder = dir.url.appendingPathComponent("assets")
        try FileManager.default.copyItem(at: ResourcesFolderTests.built, to: folder)
        let strings = folder.appendingPathComponent("strings")
        let english = try String(
            contentsOf: strings.appendingPathComponent("en.strings"), encoding: .utf8)
        let line = "\"HeaderIdleText\" = \"Pull down to refresh\";"
        #expect(english.contains(line))
        let esperanto = english.replacingOccurrences(
            of: line, with: "\"HeaderIdleText\" = \"\(Self.idleTitle)\";")
        try esperanto.write(
            to: strings.appendingPathComponent("eo.strings"), atomically: true, encoding: .utf8)
        return folder.path
    }

    @Test func anAddedLanguageShowsTheTitlesOfItsStringsFile() throws {
        let dir = try TempDir()
        let lines = try Demo.trace("wait 100\n", ["--assets", try assets(in: dir), "--lang", "eo"])
        let last = try #require(lines.last)
        #expect(last.string("lang") == "eo")
        #expect(last.string("header_title") == Self.idleTitle)
    }

    @Test func theLKeyGoesFromHebrewToTheAddedLanguageAndThenToEnglish() throws {
        let dir = try TempDir()
        let lines = try Demo.trace(
            "wait 50\nkey l\nwait 50\nkey l\nwait 50\n",
            ["--assets", try assets(in: dir), "--lang", "he"])
        var seen: [String] = []
        for line in lines where seen.last != line.string("lang") {
            seen.append(line.string("lang"))
        }
        #expect(seen == ["he", "eo", "en"])
        let esperanto = try #require(lines.first { $0.string("lang") == "eo" })
        #expect(esperanto.string("header_title") == Self.idleTitle)
    }

    @Test func aCodeWithoutAStringsFileExits2NamingTheLanguagesThere() throws {
        let result = try Demo.run(arguments: ["--headless", "--frames", "1", "--lang", "eo"])
        #expect(result.code == 2, "stderr: \(result.stderr)")
        #expect(!result.signalled)
        #expect(result.stderr.contains("--lang eo: no strings/eo.strings in "))
        #expect(result.stderr.contains("(its languages: ar, de, en, es, fr, he, ja, ko, ru, uk"))
    }

    @Test(arguments: ["e o", "1x", "", "eo/../en", String(repeating: "a", count: 36)])
    func aCodeThatCannotNameAFileExits2(code: String) throws {
        let result = try Demo.run(arguments: ["--headless", "--frames", "1", "--lang", code])
        #expect(result.code == 2, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("--lang"))
    }
}
