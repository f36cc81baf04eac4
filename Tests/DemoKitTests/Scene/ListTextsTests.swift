import Foundation
import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

@Suite struct ListTextsTests {
    /// The package's `lists.strings`, parsed as the demo parses it.
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
                // French writes "Section", German "Offline", as English does: the same word,
                // not a missing text. Most keyboards print Home and End in English.
                let keyCap =
                    [.menuKeyHome, .menuKeyEnd].contains(key)
                    && ![.german, .french, .spanish].contains(language)
                let sameWord =
                    (language == .french && key == .section)
                    || (language == .german && key == .offline) || keyCap
                if language != .english, !sameWord {
                    #expect(text != ListTexts.english.text(key, .english), "\(language) \(key)")
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

    @Test func aBadLineIsNamedByItsNumber() {
        let (_, bad) = ListTexts.parsing("// fine\n\"ko.Section\" = \"섹션 %d\";\n\"ko.Oops\" =\n")
        #expect(bad == 3)
        let (texts, none) = ListTexts.parsing("\"ru.JustNow\" = \"только \\\"что\\\"\";")
        #expect(none == nil && texts.text(.justNow, .russian) == "только \"что\"")
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
                let width = 390 - DemoFeed.textInset - DemoTheme.rowInset
                for line in lines.dropLast() {
                    #expect(Double(line.count) * 7 <= width, "\(language) row \(id): \(line)")
                }
                #expect(feed.height(of: row, environment) == max(64, 44 + Double(lines.count) * 19))
            }
        }
        #expect(counts.count >= 3, "rows of \(counts.sorted()) lines only")
    }
}
