import Foundation
import Testing

@testable import RefreshCore

/// The package's `Assets/strings`, read from the source tree.
let stringsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Assets/strings").path

/// What the last-updated line reads in each language for an update at 09:30 on 13 March 2026:
/// seen the same day, later that year and the next year, and with no update recorded. Written
/// out, so every script's spacing and punctuation can be read here.
let lastUpdatedLines:
    [RefreshLanguage: (today: String, thisYear: String, otherYear: String, noRecord: String)] = [
        .english: (
            "Last update: Today 09:30", "Last update: 03-13 09:30", "Last update: 2026-03-13 09:30",
            "Last update: No record"
        ),
        .simplifiedChinese: (
            "最后更新：今天 09:30", "最后更新：03-13 09:30", "最后更新：2026-03-13 09:30", "最后更新：无记录"
        ),
        .traditionalChinese: (
            "最後更新：今天 09:30", "最後更新：03-13 09:30", "最後更新：2026-03-13 09:30", "最後更新：無記錄"
        ),
        .korean: (
            "마지막 업데이트: 오늘 09:30", "마지막 업데이트: 03-13 09:30", "마지막 업데이트: 2026-03-13 09:30",
            "마지막 업데이트: 기록 없음"
        ),
        .russian: (
            "Последнее обновление: Сегодня 09:30", "Последнее обновление: 03-13 09:30",
            "Последнее обновление: 2026-03-13 09:30", "Последнее обновление: Нет записи"
        ),
        .ukrainian: (
            "Останнє оновлення: Сьогодні 09:30", "Останнє оновлення: 03-13 09:30",
            "Останнє оновлення: 2026-03-13 09:30", "Останнє оновлення: Немає запису"
        ),
        // The six added languages write earlier dates in their own order and marks.
        .japanese: ("最終更新：今日 09:30", "最終更新：03/13 09:30", "最終更新：2026/03/13 09:30", "最終更新：記録なし"),
        .german: (
            "Zuletzt aktualisiert: heute 09:30", "Zuletzt aktualisiert: 13.03. 09:30",
            "Zuletzt aktualisiert: 13.03.2026 09:30", "Zuletzt aktualisiert: noch nie"
        ),
        .french: (
            "Dernière mise à jour\u{A0}: aujourd’hui 09:30",
            "Dernière mise à jour\u{A0}: 13/03 09:30",
            "Dernière mise à jour\u{A0}: 13/03/2026 09:30", "Dernière mise à jour\u{A0}: jamais"
        ),
        .spanish: (
            "Última actualización: hoy 09:30", "Última actualización: 13/03 09:30",
            "Última actualización: 13/03/2026 09:30", "Última actualización: nunca"
        ),
        .arabic: (
            "آخر تحديث: اليوم 09:30", "آخر تحديث: 13/03 09:30", "آخر تحديث: 13/03/2026 09:30",
            "آخر تحديث: لا يوجد سجل"
        ),
        .hebrew: (
            "עדכון אחרון: היום 09:30", "עדכון אחרון: 13.03 09:30", "עדכון אחרון: 13.03.2026 09:30",
            "עדכון אחרון: אין רישום"
        ),
    ]

/// A complete, valid file: every key set to its key name (the texts do not matter here).
private func validFile(replacing key: RefreshText? = nil, with line: String? = nil) -> String {
    var lines = ["// a comment", ""]
    for each in RefreshText.allCases {
        if each == key {
            if let line { lines.append(line) }
        } else {
            lines.append("\"\(each.rawValue)\" = \"\(each.rawValue) text\";")
        }
    }
    return lines.joined(separator: "\n") + "\n"
}

/// A file whose text breaks one rule, and the key the error must name.
struct BrokenFile: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let key: String?
    let reason: String
    var testDescription: String { name }
}

extension BrokenFile {
    /// A valid file with `key`'s line replaced by `line` (left out when nil): the error names
    /// `key` and says `reason`.
    fileprivate init(
        _ name: String, replacing key: RefreshText, with line: String? = nil, reason: String
    ) {
        self.init(
            name: name, text: validFile(replacing: key, with: line), key: key.rawValue,
            reason: reason)
    }

    /// A valid file followed by a line setting `key` to `text`: the error names `key` and says
    /// `reason`.
    fileprivate init(_ name: String, adding key: String, text: String, reason: String) {
        self.init(
            name: name, text: validFile() + "\"\(key)\" = \"\(text)\";\n", key: key,
            reason: reason)
    }
}

/// Lines for `HeaderIdleText` that each break one rule: the case's name, the line, and what the
/// error says.
private let brokenIdleLines: [(name: String, line: String, reason: String)] = [
    ("no closing quote", #""HeaderIdleText" = "Pull down;"#, "no closing quote"),
    ("no semicolon", #""HeaderIdleText" = "Pull down""#, #"expected ";""#),
    ("unknown escape", #""HeaderIdleText" = "Pull\ndown";"#, "backslash"),
    ("no equals sign", #""HeaderIdleText" "Pull down";"#, #"expected "=""#),
    ("text after the semicolon", #""HeaderIdleText" = "Pull"; x"#, "after"),
    ("tab inside the text", #""HeaderIdleText" = "Pull\#tdown";"#, "control character U+0009"),
]

private let brokenFiles: [BrokenFile] =
    [
        .init("missing key", replacing: .headerPulling, reason: "missing key"),
        .init(
            "unknown key", adding: "HeaderIdelText", text: "Pull down to refresh",
            reason: "unknown key"),
        .init(
            "duplicate key", adding: "AutoFooterIdleText", text: "again", reason: "duplicate key"),
        .init(
            "empty text", replacing: .headerDateToday, with: #""HeaderDateTodayText" = "";"#,
            reason: "empty text"),
        // Without its quotes the key is not read, so the error names none.
        .init(
            name: "unquoted key",
            text: validFile(replacing: .headerIdle, with: #"HeaderIdleText = "Pull down";"#),
            key: nil, reason: "double quotes"),
    ]
    + brokenIdleLines.map {
        .init($0.name, replacing: .headerIdle, with: $0.line, reason: $0.reason)
    }

/// A fresh, empty directory under the temporary folder.
private func makeTemporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("language-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

struct LanguageTests {
    // MARK: - Languages

    @Test func theLanguagesAreTheContractsTwelveInItsOrder() {
        #expect(
            RefreshLanguage.allCases.map(\.code) == [
                "en", "zh-Hans", "zh-Hant", "ko", "ru", "uk", "ja", "de", "fr", "es", "ar", "he",
            ])
        #expect(RefreshLanguage.allCases.filter(\.isRightToLeft) == [.arabic, .hebrew])
    }

    @Test func nextCyclesThroughAllTwelveAndWraps() {
        var language = RefreshLanguage.english
        var seen: [RefreshLanguage] = []
        for _ in 0..<12 {
            seen.append(language)
            language = language.next
        }
        #expect(seen == RefreshLanguage.allCases)
        #expect(language == .english)
        #expect(RefreshLanguage.ukrainian.next == .japanese)
        #expect(RefreshLanguage.hebrew.next == .english)
    }

    @Test(arguments: RefreshLanguage.allCases)
    func aLanguageParsesFromItsOwnCode(language: RefreshLanguage) {
        #expect(RefreshLanguage(code: language.code) == language)
        #expect("\(language)" == language.code)
        #expect(language.stringsFileName == language.code + ".strings")
    }

    @Test(arguments: ["", "EN", "zh", "zh-hans", "zh_Hans", "kr", "ua", " en"])
    func otherCodesAreNotLanguages(code: String) {
        #expect(RefreshLanguage(code: code) == nil)
    }

    // MARK: - The shipped strings files

    @Test(arguments: RefreshLanguage.allCases)
    func mjRefreshsTitlesAreExactlyTheReferenceTable(language: RefreshLanguage) throws {
        let strings = try RefreshStrings.load(language, fromFolder: stringsFolder)
        #expect(strings.language == language)
        for (key, row) in try ExpectedTitles.load().mjRefresh {
            guard let expected = row[language] else { continue }
            #expect(strings[key] == expected, "\(language) \(key)")
        }
    }

    @Test func theMJRefreshKeysAreTheReferenceTablesRows() throws {
        let mjRefreshKeys = Set(RefreshText.allCases.filter(\.isMJRefreshKey))
        #expect(mjRefreshKeys == Set(try ExpectedTitles.load().mjRefresh.keys))
        #expect(mjRefreshKeys.count == 15)
    }

    @Test(arguments: RefreshLanguage.allCases)
    func everyKeyHasACarefulTextInEveryLanguage(language: RefreshLanguage) throws {
        let strings = try RefreshStrings.load(language, fromFolder: stringsFolder)
        let english = try RefreshStrings.load(.english, fromFolder: stringsFolder)
        let mjRefresh = try ExpectedTitles.load().mjRefresh
        for key in RefreshText.allCases {
            let text = strings[key]
            #expect(!text.isEmpty, "\(language) \(key)")
            // Only the last-time text ends in a space (MJRefresh's "Last update: ").
            if key != .headerLastTime {
                #expect(text.trimmingCharacters(in: .whitespaces) == text, "\(language) \(key)")
            }
            #expect(!text.contains("  "), "\(language) \(key): \(text)")
            // No text is left in English: each is in its language's script (MJRefresh's own
            // keys are checked against the table instead).
            guard language != .english, mjRefresh[key]?[language] == nil else { continue }
            #expect(text != english[key], "\(language) \(key) is the English text")
            #expect(
                text.unicodeScalars.contains { scripts(of: language).contains(script(of: $0)) },
                "\(language) \(key): \(text)")
        }
    }

    @Test(arguments: RefreshLanguage.allCases)
    func theLanguageNamesItselfInItsOwnScript(language: RefreshLanguage) throws {
        let names: [RefreshLanguage: String] = [
            .english: "English", .simplifiedChinese: "简体中文", .traditionalChinese: "繁體中文",
            .korean: "한국어", .russian: "Русский", .ukrainian: "Українська", .japanese: "日本語",
            .german: "Deutsch", .french: "Français", .spanish: "Español", .arabic: "العربية",
            .hebrew: "עברית",
        ]
        let strings = try RefreshStrings.load(language, fromFolder: stringsFolder)
        #expect(strings[.languageName] == names[language])
    }

    @Test func loadAllReadsEveryLanguagesFile() throws {
        let all = try RefreshStrings.loadAll(fromFolder: stringsFolder)
        #expect(Set(all.keys) == Set(RefreshLanguage.allCases))
        for (language, strings) in all { #expect(strings.language == language) }
    }

    // MARK: - The last-updated line

    @Test(arguments: RefreshLanguage.allCases)
    func theLastUpdatedLineIsBuiltAsMJRefreshBuildsIt(language: RefreshLanguage) throws {
        let line = try RefreshStrings.load(language, fromFolder: stringsFolder).lastUpdatedLine
        let expected = try #require(lastUpdatedLines[language])
        let updated = CalendarMinute(year: 2026, month: 3, day: 13, hour: 9, minute: 30)
        let sameDay = CalendarMinute(year: 2026, month: 3, day: 13, hour: 23, minute: 59)
        let laterThatYear = CalendarMinute(year: 2026, month: 11, day: 2, hour: 8)
        let nextYear = CalendarMinute(year: 2027, month: 3, day: 13, hour: 9, minute: 30)
        #expect(line.text(updated: updated, now: sameDay) == expected.today)
        #expect(line.text(updated: updated, now: laterThatYear) == expected.thisYear)
        #expect(line.text(updated: updated, now: nextYear) == expected.otherYear)
        #expect(line.text(updated: nil, now: sameDay) == expected.noRecord)
    }

    @Test func theSameDayOfAnotherMonthIsNotToday() {
        let line = LastUpdatedLine(lastTimeText: "最后更新：", todayText: "今天", noRecordText: "无记录")
        let updated = CalendarMinute(year: 2026, month: 2, day: 14, hour: 14, minute: 5)
        let now = CalendarMinute(year: 2026, month: 3, day: 14, hour: 18)
        #expect(line.text(updated: updated, now: now) == "最后更新：02-14 14:05")
    }

    @Test func secondsAreReadInTheGivenTimeZone() throws {
        let line = try RefreshStrings.load(.korean, fromFolder: stringsFolder).lastUpdatedLine
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        let gmt = try #require(TimeZone(identifier: "UTC"))
        // 14 March 20:30 UTC is 15 March 05:30 in Seoul.
        #expect(
            line.text(updated: utc(2026, 3, 14, 20, 30), now: utc(2026, 3, 14, 21), timeZone: seoul)
                == "마지막 업데이트: 오늘 05:30")
        #expect(
            line.text(updated: utc(2026, 3, 14, 20, 30), now: utc(2026, 3, 14, 21), timeZone: gmt)
                == "마지막 업데이트: 오늘 20:30")
        // 14:05 UTC is 23:05 the same day in Seoul, and 21:00 UTC is already the next day there.
        #expect(
            line.text(updated: utc(2026, 3, 14, 14, 5), now: utc(2026, 3, 14, 21), timeZone: seoul)
                == "마지막 업데이트: 03-14 23:05")
    }

    @Test(arguments: [
        (utc(2026, 3, 14, 14, 5), utc(2026, 3, 14, 18)),
        (utc(2026, 3, 13, 14, 5), utc(2026, 3, 14, 18)),
        (utc(2025, 12, 31, 23, 59), utc(2026, 1, 1, 0, 1)),
        (utc(1999, 1, 2, 3, 4), utc(2026, 1, 1)),
    ])
    func inEnglishTheLineIsTheFormattersLine(updated: Double, now: Double) throws {
        let line = try RefreshStrings.load(.english, fromFolder: stringsFolder).lastUpdatedLine
        let formatter = LastUpdatedFormatter()
        #expect(line.text(updated: updated, now: now) == formatter.text(updated: updated, now: now))
        #expect(line.text(updated: nil, now: now) == formatter.text(updated: nil, now: now))
    }

    // MARK: - Parsing

    @Test func parsingResolvesEscapesAndKeepsSpacesInsideTheQuotes() throws {
        let text = validFile(
            replacing: .headerLastTime,
            with:
                "  \"HeaderLastTimeText\"\t=  \"Say \\\"hi\\\" \\\\ now: \" ;  // trailing comment")
        let strings = try RefreshStrings(parsing: text, language: .english, file: "x.strings")
        #expect(strings[.headerLastTime] == "Say \"hi\" \\ now: ")
        #expect(strings[.headerIdle] == "HeaderIdleText text")
    }

    @Test func parsingAcceptsCRLFAndAByteOrderMark() throws {
        let text = validFile().replacingOccurrences(of: "\n", with: "\r\n")
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        let strings = try RefreshStrings(parsing: bytes, language: .korean, file: "ko.strings")
        #expect(strings[.headerPulling] == "HeaderPullingText text")
    }

    @Test(arguments: brokenFiles)
    func aBrokenFileIsAnErrorNamingTheFileAndTheKey(_ broken: BrokenFile) throws {
        let file = "Assets/strings/zh-Hant.strings"
        let error = try #require(
            #expect(throws: RefreshStringsError.self) {
                try RefreshStrings(parsing: broken.text, language: .traditionalChinese, file: file)
            })
        #expect(error.file == file)
        #expect(error.key == broken.key)
        #expect(error.description.hasPrefix(file + ": "), "\(error)")
        #expect(error.description.contains(broken.reason), "\(error)")
        if let key = broken.key { #expect(error.description.contains("\"\(key)\""), "\(error)") }
    }

    @Test func aDuplicateKeyNamesBothLines() {
        let text = "\"HeaderIdleText\" = \"a\";\n// between\n\"HeaderIdleText\" = \"b\";\n"
        #expect(
            throws: RefreshStringsError.duplicateKey(
                file: "f", line: 3, key: "HeaderIdleText", firstLine: 1)
        ) {
            try RefreshStrings(parsing: text, language: .english, file: "f")
        }
    }

    @Test func bytesThatAreNotUTF8AreACorruptFile() {
        let bytes = Array(validFile().utf8) + [0xFF, 0xFE, 0x00]
        #expect(throws: RefreshStringsError.notUTF8(file: "ru.strings")) {
            try RefreshStrings(parsing: bytes, language: .russian, file: "ru.strings")
        }
    }

    @Test func aMissingFileIsNamed() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: RefreshStringsError.missingFile(file: folder + "/uk.strings")) {
            try RefreshStrings.load(.ukrainian, fromFolder: folder)
        }
        #expect(throws: RefreshStringsError.missingFile(file: folder + "/en.strings")) {
            try RefreshStrings.loadAll(fromFolder: folder + "/")
        }
    }

    @Test func aFolderInPlaceOfTheFileIsUnreadable() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(
            atPath: folder + "/ko.strings", withIntermediateDirectories: false)
        let error = try #require(
            #expect(throws: RefreshStringsError.self) {
                try RefreshStrings.load(.korean, fromFolder: folder)
            })
        guard case .unreadableFile(let file, _) = error else {
            Issue.record("expected an unreadable file, got \(error)")
            return
        }
        #expect(file == folder + "/ko.strings")
        #expect(error.description.contains("unreadable file"))
    }

    @Test func aFileOnDiskIsReadWhole() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Longer than the reader's 4 KiB chunk, so the file is read in several pieces.
        let padding = String(repeating: "// padding line of a long comment\n", count: 300)
        try (padding + validFile()).write(
            toFile: folder + "/ru.strings", atomically: true, encoding: .utf8)
        let strings = try RefreshStrings.load(.russian, fromFolder: folder)
        #expect(strings[.languageName] == "LanguageNameText text")
    }
}

/// The writing systems the twelve languages use.
private enum Script: Equatable {
    case latin, han, kana, hangul, cyrillic, arabic, hebrew, other
}

/// The scripts a text of `language` is written in (Japanese mixes kana and Han characters).
private func scripts(of language: RefreshLanguage) -> [Script] {
    switch language {
    case .english, .german, .french, .spanish: return [.latin]
    case .simplifiedChinese, .traditionalChinese: return [.han]
    case .japanese: return [.kana, .han]
    case .korean: return [.hangul]
    case .russian, .ukrainian: return [.cyrillic]
    case .arabic: return [.arabic]
    case .hebrew: return [.hebrew]
    default: return [.other]
    }
}

private func script(of scalar: Unicode.Scalar) -> Script {
    switch scalar.value {
    case 0x41...0x5A, 0x61...0x7A: return .latin
    case 0x4E00...0x9FFF: return .han
    case 0x3040...0x30FF: return .kana
    case 0x0600...0x06FF: return .arabic
    case 0x05D0...0x05EA: return .hebrew
    case 0xAC00...0xD7A3: return .hangul
    case 0x0400...0x04FF: return .cyrillic
    default: return .other
    }
}
