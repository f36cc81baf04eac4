import Foundation
import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// A thirteenth language, added as an app adds one: `AddedLanguage/it.strings` shipped beside
/// the twelve, and nothing else. Its titles, its plural rule, the demo's texts in it and a scene
/// shown in it come from that file alone.
@Suite struct AddedLanguageTests {
    static let italianFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("AddedLanguage/it.strings").path

    /// An assets folder whose `strings/` holds the package's twelve files and `extra`.
    static func assets(adding extra: [String: String]) throws -> URL {
        let assets = FileManager.default.temporaryDirectory
            .appendingPathComponent("added-language-\(UUID().uuidString)")
        let strings = assets.appendingPathComponent("strings")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        for language in RefreshLanguage.allCases {
            try FileManager.default.copyItem(
                atPath: PackageStrings.folder + "/" + language.stringsFileName,
                toPath: strings.appendingPathComponent(language.stringsFileName).path)
        }
        for (name, text) in extra {
            try text.write(
                to: strings.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return assets
    }

    @Test func aThirteenthLanguageComesFromItsStringsFileAlone() throws {
        let italianText = try String(contentsOfFile: Self.italianFile, encoding: .utf8)
        let assets = try Self.assets(adding: ["it.strings": italianText])
        defer { try? FileManager.default.removeItem(at: assets) }
        let strings = assets.appendingPathComponent("strings").path

        let titles = try RefreshStrings.loadAll(fromFolder: strings)
        #expect(titles.count == 13)
        let italian = try #require(titles.keys.first { $0.code == "it" })
        #expect(RefreshLanguage(code: "it") == nil, "not one of the twelve built in")
        #expect(italian.direction == .leftToRight && italian.pluralRule == .one)
        #expect(titles[italian]?[.headerIdle] == "Trascina giù per aggiornare")
        #expect(PluralCategory(1, italian) == .one && PluralCategory(0, italian) == .other)

        let texts = try ListTexts.load(assetsFolder: assets.path).get()
        #expect(texts.text(.section, italian, 2) == "Sezione 2")
        #expect(texts.text(.newMessages, italian, count: 1) == "1 nuovo messaggio")
        #expect(texts.text(.newMessages, italian, count: 3) == "3 nuovi messaggi")
        #expect(texts.word("header", italian) == "intestazione")
        #expect(texts.panelText("next language", italian) == "lingua successiva")
        // What the file leaves out reads in English.
        #expect(texts.text(.errorTitle, italian) == "Couldn't refresh")

        let driver = SceneDriver("--list sections", languages: titles, listTexts: texts) {
            $0.lang = italian
        }
        driver.wait(0.1)
        #expect(driver.scene.language == italian)
        #expect(driver.scene.header.displayedTitle == "Trascina giù per aggiornare")
        let drawn = InspectorTests.texts(InspectorTests.frame(driver.scene))
        #expect(drawn.contains("Sezione 1"), "\(drawn)")
    }

    /// A file of a language not built in must say how the language is written: without its
    /// `Language.` lines it is refused, naming the file and the key.
    @Test func anAddedLanguageMustSayHowItIsWritten() throws {
        let bare = try String(contentsOfFile: Self.italianFile, encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("\"Language.") }.joined(separator: "\n")
        let assets = try Self.assets(adding: ["it.strings": bare])
        defer { try? FileManager.default.removeItem(at: assets) }
        let file = assets.appendingPathComponent("strings/it.strings").path
        #expect(throws: RefreshStringsError.missingKey(file: file, key: "Language.Direction")) {
            try RefreshStrings.loadAll(fromFolder: assets.appendingPathComponent("strings").path)
        }
        let bad =
            bare + "\n\"Language.Direction\" = \"sideways\";\n\"Language.PluralRule\" = \"one\";\n"
        try bad.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(throws: RefreshStringsError.self) {
            try RefreshStrings.loadAll(fromFolder: assets.appendingPathComponent("strings").path)
        }
    }
}
