/// One of MJRefresh's six languages, the language every title and the last-updated line are
/// written in.
///
/// The order of the cases is the order the demo's `l` key cycles through (the headless
/// contract's order), so `next` wraps from Ukrainian back to English.
public enum RefreshLanguage: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// English.
    case english = "en"
    /// Chinese in simplified characters.
    case simplifiedChinese = "zh-Hans"
    /// Chinese in traditional characters.
    case traditionalChinese = "zh-Hant"
    /// Korean.
    case korean = "ko"
    /// Russian.
    case russian = "ru"
    /// Ukrainian.
    case ukrainian = "uk"

    /// The language for a code as `--lang` takes it (`en`, `zh-Hans`, …), or nil for any other
    /// text; the match is exact, as the contract spells the codes.
    public init?(code: String) {
        self.init(rawValue: code)
    }

    /// The code: `en`, `zh-Hans`, `zh-Hant`, `ko`, `ru` or `uk`.
    public var code: String { rawValue }

    /// The language after this one in the cycle, wrapping from the last back to English.
    public var next: RefreshLanguage {
        let all = Self.allCases
        let index = all.firstIndex(of: self)!
        return all[(index + 1) % all.count]
    }

    /// The code, so a language prints as the trace and `--lang` spell it.
    public var description: String { rawValue }

    /// The name of this language's strings file under an assets folder's `strings/`.
    public var stringsFileName: String { rawValue + ".strings" }
}
