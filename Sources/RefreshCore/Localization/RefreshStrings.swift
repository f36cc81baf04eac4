/// One language's titles: every `RefreshText` key with its text, read from that language's
/// strings file (`Assets/strings/<code>.strings`), the single source of the texts.
///
/// A table always holds every key: parsing fails, naming the file and the key, when one is
/// missing, unknown, set twice or empty.
public struct RefreshStrings: Equatable, Sendable {
    /// The language of the texts.
    public let language: RefreshLanguage
    private let texts: [RefreshText: String]

    /// A table from texts already checked to hold every key.
    init(language: RefreshLanguage, checkedTexts texts: [RefreshText: String]) {
        self.language = language
        self.texts = texts
    }

    /// The text for `key`.
    public subscript(key: RefreshText) -> String {
        // Parsing guarantees every key, so the fallback is never taken.
        texts[key] ?? key.rawValue
    }

    /// The last-updated line written in this language.
    public var lastUpdatedLine: LastUpdatedLine {
        LastUpdatedLine(
            lastTimeText: self[.headerLastTime], todayText: self[.headerDateToday],
            noRecordText: self[.headerNoneLastDate], dateForm: DateForm(language))
    }
}
