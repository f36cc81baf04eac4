import Foundation
import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

@Suite struct ListTextsTests {
    /// The demo's texts of the package's strings files, read as the demo reads them.
    static func packageTexts() throws -> ListTexts {
        let folder = URL(fileURLWithPath: PackageStrings.folder).deletingLastPathComponent().path
        return try ListTexts.load(assetsFolder: folder).get()
    }

    /// Every language of `--lang` has every key and every sentence of its own, none English
    /// but English's.
    @Test func everyLanguageHasEveryText() throws {
        let texts = try Self.packageTexts()
        for language in RefreshLanguage.allCases {
            for key in ListTexts.Key.allCases {
                let text = texts.text(key, language)
                #expect(!text.isEmpty, "\(language) \(key)")
                // French writes "Section" and "page", German "Offline", as English does: the same
                // word, not a missing text. Most keyboards print Home and End in English.
                let keyCap =
                    [.menuKeyHome, .menuKeyEnd].contains(key)
                    && ![.german, .french, .spanish].contains(language)
                let sameWord =
                    (language == .french && (key == .section || key == .pageNumber))
                    || (language == .german && key == .offline) || keyCap
                if language != .english, !sameWord {
                    #expect(text != ListTexts.english.text(key, .english), "\(language) \(key)")
                }
            }
            for picture in 1...DemoCarousel.pictures {
                let title = texts.cardTitle(picture, language)
                #expect(!title.isEmpty && !title.hasPrefix("#"), "\(language) card \(picture)")
                if language != .english {
                    #expect(
                        title != ListTexts.english.cardTitle(picture, .english),
                        "\(language) card \(picture)")
                }
            }
            for index in 0..<ListTexts.sentenceCount {
                let sentence = texts.sentence(index, language)
                #expect(!sentence.isEmpty)
                if language != .english {
                    #expect(sentence != ListTexts.english.sentence(index, .english))
                }
            }
        }
        #expect(texts.text(.minutesAgo, .korean, 2) == "2분 전")
        #expect(texts.text(.section, .english, 3) == "Section 3")
    }

    /// `%d` becomes the number wherever it stands, as often as it stands; any other `%` stays.
    @Test func aNumberTakesThePlaceOfEachPercentD() {
        #expect(ListTexts.substituting(5, in: "%d min ago") == "5 min ago")
        #expect(ListTexts.substituting(12, in: "il y a %d min") == "il y a 12 min")
        #expect(ListTexts.substituting(3, in: "%d/%d") == "3/3")
        #expect(ListTexts.substituting(7, in: "100% %d%") == "100% 7%")
        #expect(ListTexts.substituting(2, in: "قبل %d دقيقة") == "قبل 2 دقيقة")
        #expect(ListTexts.substituting(9, in: "no number") == "no number")
    }

    /// A bad line in a language's file is named by its file and number, as the library's
    /// titles name theirs: the demo's texts are read by the same loader.
    @Test func aBadLineIsNamedByItsFileAndNumber() throws {
        let assets = FileManager.default.temporaryDirectory
            .appendingPathComponent("list-texts-\(UUID().uuidString)")
        let strings = assets.appendingPathComponent("strings")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: assets) }
        for language in RefreshLanguage.allCases {
            let source = PackageStrings.folder + "/" + language.stringsFileName
            try FileManager.default.copyItem(
                atPath: source,
                toPath: strings.appendingPathComponent(language.stringsFileName).path)
        }
        let korean = strings.appendingPathComponent("ko.strings")
        var text = try String(contentsOf: korean, encoding: .utf8)
        text += "\"List.Section\" = \"섹션 %d\";\n\"List.Oops\" =\n"
        try text.write(to: korean, atomically: true, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        switch ListTexts.load(assetsFolder: assets.path) {
        case .success: Issue.record("a broken file loaded")
        case .failure(let error):
            // The key set twice is the first problem on the way down the file.
            #expect(error.message.hasPrefix(korean.path + ": line \(lines - 1): duplicate key"))
        }
    }

    /// The built-in English is `en.strings`' demo lines, every one, word for word.
    @Test func theBuiltInEnglishIsTheFilesWords() throws {
        let file = try StringsTable.load(file: PackageStrings.folder + "/en.strings")
        let demo = file.entries.filter { $0.key.contains(".") && !$0.key.hasPrefix("Language.") }
        let builtIn = try StringsTable(parsing: BuiltInEnglish.strings, file: "built in")
        #expect(builtIn.entries == demo, "run /work/convert-texts.py (or copy the lines over)")
        #expect(ListTexts.english.text(.emptyTitle, .english) == "Nothing here yet")
        #expect(ListTexts.english.word("graph", .english) == "offset, last 120 frames")
    }

    /// A feed row's body wraps to the width in one to four lines, each within it.
    @Test func feedBodiesWrapToOneToFourLinesWithinTheWidth() throws {
        let metrics = FixedTextMetrics(characterWidth: 7, lineHeight: 17)
        let feed = DemoFeed(texts: try Self.packageTexts(), metrics: metrics)
        var counts = Set<Int>()
        for language in RefreshLanguage.allCases {
            let environment = ListEnvironment(width: 390, language: language)
            for id in 1...40 {
                let row = DemoRow(id: id, title: "", subtitle: "")
                let lines = feed.body(of: row, environment)
                counts.insert(lines.count)
                #expect((1...4).contains(lines.count), "\(language) row \(id): \(lines)")
                let width = 390 - DemoFeed.textInset(1) - DemoTheme.rowInset
                for line in lines.dropLast() {
                    #expect(Double(line.count) * 7 <= width, "\(language) row \(id): \(line)")
                }
                #expect(feed.height(of: row, environment) == max(64, 44 + Double(lines.count) * 19))
            }
        }
        #expect(counts.count >= 3, "rows of \(counts.sorted()) lines only")
    }
}
